import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { authHeader } from '../support/fixtures';
import { call, companyBody, decodeJwt, get, onboardAdmin, post, signIn, snapshot } from './oauth-support';

describe(`oauth companies and memberships on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let alpha: { companyId: number; userId: number };
  let bravo: { companyId: number; userId: number };
  /** A user-level token (no company) for alpha's admin. */
  let alphaUser: string;
  beforeAll(async () => {
    t = await createTestApp();
    alpha = await onboardAdmin(t, 'alpha@one.test', 'alpha');
    bravo = await onboardAdmin(t, 'bravo@two.test', 'bravo');
    alphaUser = (await call(t, 'POST', '/web/api/jwt-api-token-auth/', { username: 'alpha@one.test', password: 'Passw0rd!' })).json().data.token;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('user_create_company/ and company-list/', () => {
    it('creates more companies for the caller; the list shows only the caller’s companies, paged', async () => {
      for (let i = 1; i <= 3; i += 1) {
        const res = await post(t, 'user_create_company', companyBody(`alpha${i}`), { token: alphaUser });
        expect(res.json()).toMatchObject({ code: 'ZBOA0000', data: { company_domain: `alpha${i}` } });
      }
      const page = await get(t, 'company-list/?page=1&page_size=50', { token: alphaUser });
      expect(page.statusCode).toBe(200);
      const data = page.json().data;
      expect(data).toMatchObject({ total: 4, page: 1, page_size: 50, next: null });
      expect(data.data.map((c: { company_domain: string }) => c.company_domain)).toEqual(['alpha', 'alpha1', 'alpha2', 'alpha3']);
      expect(data.data[0]).toEqual({ id: alpha.companyId, company_name: 'alpha Ltd', company_domain: 'alpha', role: 'admin' });
      const second = (await get(t, 'company-list/?page=2&page_size=3', { token: alphaUser })).json().data;
      expect(second).toMatchObject({ total: 4, page: 2, page_size: 3, next: null });
      expect(second.data.map((c: { company_domain: string }) => c.company_domain)).toEqual(['alpha3']);
      expect((await get(t, 'company-list/?page=1&page_size=3', { token: alphaUser })).json().data.next).toBe(2);
      // page_size is capped at 50 (SPEC §9) and defaults to it.
      expect((await get(t, 'company-list/?page_size=500', { token: alphaUser })).json().data.page_size).toBe(50);
      expect((await get(t, 'company-list/', { token: alphaUser })).json().data.page_size).toBe(50);
      const bravoList = (await get(t, 'company-list/', { token: (await signIn(t, 'bravo@two.test')).token })).json().data;
      expect(bravoList.data.map((c: { id: number }) => c.id)).toEqual([bravo.companyId]);
    });

    it('validates the create-company dialog like company creation and changes nothing on bad input', async () => {
      const before = await snapshot(t);
      const bad = await post(t, 'user_create_company', companyBody('www', { company_timezone: 'Nope/Nope' }), { token: alphaUser });
      expect(bad.json()).toMatchObject({
        code: 'ZBOA0100',
        context: { fields: { company_domain: 'oauth:validation.invalidCompanyDomain', company_timezone: 'oauth:validation.invalidTimezone' } },
      });
      const taken = await post(t, 'user_create_company', companyBody('Bravo'), { token: alphaUser });
      expect(taken.json().code).toBe('ZBOA0103');
      expect(await snapshot(t)).toEqual(before);
    });

    it('needs authentication', async () => {
      expect((await get(t, 'company-list/')).statusCode).toBe(401);
      expect((await post(t, 'user_create_company', companyBody('anon'))).statusCode).toBe(401);
    });
  });

  describe('user_joined_company/', () => {
    it('lists joined companies as {id, company: {name}} for the company-login list box', async () => {
      const res = await post(t, 'user_joined_company', {}, { token: alphaUser });
      const rows = res.json().data;
      expect(rows[0]).toEqual({ id: alpha.companyId, role: 'admin', company: { id: alpha.companyId, name: 'alpha Ltd', domain: 'alpha' } });
      expect(rows.every((r: { company: { domain: string } }) => r.company.domain.startsWith('alpha'))).toBe(true);
      expect((await get(t, 'user_joined_company/', { token: alphaUser })).json().data).toEqual(rows);
    });
  });

  describe('company-token/ and user_login_company/', () => {
    it('company-token gives a full-length company token for a company of the caller', async () => {
      const res = await post(t, 'company-token', { company_id: alpha.companyId }, { token: alphaUser });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ domain: 'alpha', company_domain: 'alpha', company_id: alpha.companyId, expires_in: 1800 });
      expect(decodeJwt(data.token)).toMatchObject({ user_id: alpha.userId, company_id: alpha.companyId, role: 'admin' });
    });

    it('user_login_company gives a hand-off pair and the domain', async () => {
      const res = await post(t, 'user_login_company', { company_id: alpha.companyId }, { token: alphaUser });
      expect(res.json().data).toMatchObject({ domain: 'alpha', expires_in: 60, refresh: expect.any(String), token: expect.any(String) });
    });

    it.each(['company-token', 'user_login_company'])('%s refuses a company the caller does not belong to (ZBOA0107) or none (ZBOA0100)', async (path) => {
      const foreign = await post(t, path, { company_id: bravo.companyId }, { token: alphaUser });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().code).toBe('ZBOA0107');
      const missing = await post(t, path, {}, { token: alphaUser });
      expect(missing.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { company_id: 'oauth:validation.companyNotSelected' } } });
      expect((await post(t, path, { company_id: alpha.companyId })).statusCode).toBe(401);
    });
  });

  describe('current-company/', () => {
    it('returns the company of the token', async () => {
      const token = (await post(t, 'company-token', { company_id: bravo.companyId }, { token: (await signIn(t, 'bravo@two.test')).token })).json().data.token;
      const res = await get(t, 'current-company/', { token });
      expect(res.json().data).toMatchObject({ id: bravo.companyId, company_name: 'bravo Ltd', company_domain: 'bravo', company_timezone: 'Asia/Dubai', role: 'admin' });
      expect(res.json().data).not.toHaveProperty('is_active');
    });

    it('is tenant-scoped: a token naming a company the user does not belong to gets nothing', async () => {
      const forged = authHeader(t.deps, { userId: alpha.userId, companyId: bravo.companyId }).replace(/^JWT /, '');
      const res = await get(t, 'current-company/', { token: forged });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ZBOA0107', data: null });
    });

    it('needs a company token', async () => {
      expect((await get(t, 'current-company/', { token: alphaUser })).statusCode).toBe(403);
      expect((await get(t, 'current-company/')).statusCode).toBe(401);
    });
  });
});
