import { createEmployeeAccount } from '../../src/modules/oauth';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, call, decodeJwt, nowSeconds, onboardAdmin, post, signIn, signUp, snapshot } from './oauth-support';

describe(`oauth sign-in on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: { companyId: number; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    acme = await onboardAdmin(t, 'boss@acme.test', 'acme');
    await onboardAdmin(t, 'other@beta.test', 'beta');
    await createEmployeeAccount(t.deps, { companyId: acme.companyId, username: 'E1001', password: PASSWORD, employeeId: 77, email: 'e1001@acme.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(['sign_in', 'company_verification', 'user_sign_in'])('%s/', (path) => {
    it('signs a one-company admin in to that company with a short-lived hand-off pair', async () => {
      const res = await post(t, path, { username: 'BOSS@acme.test', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe('ZBOA0000');
      expect(body.data).toMatchObject({ company_domain: 'acme', company_id: acme.companyId, expires_in: 60, refresh: expect.any(String) });
      const claims = decodeJwt(body.data.token);
      expect(claims).toMatchObject({ user_id: acme.userId, staff: false, company_id: acme.companyId, role: 'admin' });
      expect(claims.exp).toBe(nowSeconds(t) + 60);
      const refresh = await t.deps.database.db.selectFrom('refresh_tokens').select('expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(refresh.expires_at.getTime()).toBe(t.clock.now().getTime() + 120_000);
    });

    it('gives the same generic answer for a wrong password and an unknown user', async () => {
      const wrong = await post(t, path, { username: 'boss@acme.test', password: 'Wrong-pass1!' });
      const unknown = await post(t, path, { username: 'ghost@acme.test', password: 'Wrong-pass1!' });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'ZBOA0101', context: { message: 'Incorrect username or password.' }, data: null });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('requires username and password with their own messages', async () => {
      const before = await snapshot(t);
      const res = await post(t, path, { username: '  ', password: '' });
      expect(res.json()).toMatchObject({
        code: 'ZBOA0100',
        context: { fields: { username: 'oauth:validation.invalidAccount', password: 'oauth:validation.invalidPassword' } },
      });
      expect(await snapshot(t)).toEqual(before);
    });
  });

  it('signs a user without companies in at user level: company_domain null, 30-minute access', async () => {
    await signUp(t, 'solo@example.com');
    await t.deps.database.db.updateTable('users').set({ is_active: true }).where('email', '=', 'solo@example.com').execute();
    const data = await signIn(t, 'solo@example.com');
    expect(data.company_domain).toBeNull();
    expect(data.expires_in).toBe(1800);
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({ staff: false, company_id: null, role: null });
    expect(claims.exp).toBe(nowSeconds(t) + 1800);
  });

  it('accepts the phone number as username', async () => {
    const data = await signIn(t, '+971501234567', { body: { company: 'acme' } }).catch(() => undefined);
    // Several test accounts share this phone number, so it identifies none of them.
    expect(data).toBeUndefined();
    await t.deps.database.db.updateTable('users').set({ phone_number: '+15550001111' }).where('id', '=', acme.userId).execute();
    expect((await signIn(t, '+15550001111')).company_domain).toBe('acme');
  });

  it('with several companies: the company host (or body company) picks one; otherwise none', async () => {
    const code = await t.deps.database.db.selectFrom('companies').select('id').where('company_domain', '=', 'beta').executeTakeFirstOrThrow();
    await t.deps.database.db.insertInto('memberships').values({ company_id: code.id, user_id: acme.userId, role: 'user' }).execute();
    expect((await signIn(t, 'boss@acme.test')).company_domain).toBeNull();
    const onHost = await signIn(t, 'boss@acme.test', { host: 'beta.localhost:8080' });
    expect(onHost.company_domain).toBe('beta');
    expect(decodeJwt(onHost.token)).toMatchObject({ company_id: code.id, role: 'user' });
    expect((await signIn(t, 'boss@acme.test', { body: { company: 'acme' } })).company_domain).toBe('acme');
    // A company the user does not belong to is ignored.
    await onboardAdmin(t, 'g@gamma.test', 'gamma');
    expect((await signIn(t, 'boss@acme.test', { host: 'gamma.localhost' })).company_domain).toBeNull();
    await t.deps.database.db.deleteFrom('memberships').where('company_id', '=', code.id).where('user_id', '=', acme.userId).execute();
  });

  it('keeps a longer refresh token with remember me (30 days)', async () => {
    const data = await signIn(t, 'boss@acme.test', { body: { remember: true } });
    const row = await t.deps.database.db.selectFrom('refresh_tokens').select(['remember', 'expires_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.remember).toBe(true);
    // The hand-off pair itself is short; the remembered length applies from the first rotation.
    expect(row.expires_at.getTime()).toBe(t.clock.now().getTime() + 120_000);
    const rotated = await post(t, 'refresh_token', { access: data.token, refresh: data.refresh });
    expect(rotated.statusCode).toBe(200);
    const next = await t.deps.database.db.selectFrom('refresh_tokens').select('expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(next.expires_at.getTime()).toBe(t.clock.now().getTime() + 30 * 24 * 3600 * 1000);
  });

  it('refuses an account that is not activated with ZBOA0104 (only after the right password)', async () => {
    await signUp(t, 'pending@example.com');
    expect((await post(t, 'sign_in', { username: 'pending@example.com', password: 'Wrong-pass1!' })).json().code).toBe('ZBOA0101');
    expect((await post(t, 'sign_in', { username: 'pending@example.com', password: PASSWORD })).json().code).toBe('ZBOA0104');
  });

  it('rate limits sign-in per address (10 a minute) and recovers when the clock moves', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await post(t, 'sign_in', { username: 'boss@acme.test', password: 'Wrong-pass1!' }, { ip })).statusCode).toBe(400);
    }
    const limited = await post(t, 'sign_in', { username: 'boss@acme.test', password: PASSWORD }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('ZGEN0429');
    t.clock.advance(60_001);
    expect((await post(t, 'sign_in', { username: 'boss@acme.test', password: PASSWORD }, { ip })).statusCode).toBe(200);
  });

  describe('employee_sign_in/', () => {
    it('signs an employee in to the company with role employee', async () => {
      const res = await post(t, 'employee_sign_in', { company: ' ACME ', username: 'e1001', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ company_domain: 'acme', company_id: acme.companyId, expires_in: 60 });
      expect(decodeJwt(data.token)).toMatchObject({ staff: false, company_id: acme.companyId, role: 'employee', employee_id: 77 });
      const me = await call(t, 'GET', '/web/oauth/api/v2/current-user/', undefined, { token: data.token });
      expect(me.json().data).toMatchObject({ username: 'E1001', role: 'employee', employee_id: 77, company_id: acme.companyId });
      // An employee login holds no administrative permission (issue 11): only the Personal area.
      expect(me.json().data).toMatchObject({ permissions: [], is_admin: false, is_vendor_operator: false });
    });

    it.each([
      [{ company: 'acme', username: 'e1001', password: 'Wrong-pass1!' }],
      [{ company: 'beta', username: 'e1001', password: PASSWORD }],
      [{ company: 'nowhere', username: 'e1001', password: PASSWORD }],
      [{ company: 'acme', username: 'nobody', password: PASSWORD }],
    ])('answers %j with the generic ZBOA0101', async (body) => {
      const res = await post(t, 'employee_sign_in', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ZBOA0101');
    });

    it('validates company, username and password', async () => {
      const res = await post(t, 'employee_sign_in', { company: 'www', username: '', password: '' });
      expect(res.json()).toMatchObject({
        code: 'ZBOA0100',
        context: { fields: { company: 'oauth:validation.invalidCompanyDomain', username: 'oauth:validation.invalidAccount', password: 'oauth:validation.invalidPassword' } },
      });
    });
  });

  describe('/web/api/jwt-api-token-auth/', () => {
    it('returns a user-level token and refresh for good credentials', async () => {
      const res = await call(t, 'POST', '/web/api/jwt-api-token-auth/', { username: 'boss@acme.test', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(['expires_in', 'refresh', 'token']);
      expect(decodeJwt(data.token)).toMatchObject({ user_id: acme.userId, staff: false, company_id: null });
    });

    it('refuses wrong credentials with ZBOA0101', async () => {
      const res = await call(t, 'POST', '/web/api/jwt-api-token-auth/', { username: 'boss@acme.test', password: 'nope' });
      expect(res.json().code).toBe('ZBOA0101');
    });
  });
});
