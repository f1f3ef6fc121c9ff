import crypto from 'node:crypto';
import { REUSE_GRACE_MS } from '../../src/modules/oauth/repositories/refresh-tokens';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { authHeader } from '../support/fixtures';
import { call, decodeJwt, get, nowSeconds, onboardAdmin, post, signIn } from './oauth-support';

describe(`oauth tokens and current user on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: { companyId: number; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    acme = await onboardAdmin(t, 'boss@acme.test', 'acme');
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (access: unknown, token: unknown) => post(t, 'refresh_token', { access, refresh: token });

  describe('refresh_token/', () => {
    it('rotates: {access, refresh} → a new full-length {token, refresh}; the new pair works', async () => {
      const first = await signIn(t, 'boss@acme.test');
      const res = await refresh(first.token, first.refresh);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(['refresh', 'token']);
      expect(data.refresh).not.toBe(first.refresh);
      const claims = decodeJwt(data.token);
      expect(claims).toMatchObject({ user_id: acme.userId, company_id: acme.companyId, role: 'admin', staff: false });
      expect(claims.exp).toBe(nowSeconds(t) + 1800);
      const me = await get(t, 'current-company/', { token: data.token });
      expect(me.json().data).toMatchObject({ id: acme.companyId, company_domain: 'acme', role: 'admin' });
      expect((await refresh(data.token, data.refresh)).statusCode).toBe(200);
    });

    it('stores only a SHA-256 of the refresh token', async () => {
      const first = await signIn(t, 'boss@acme.test');
      const db = t.deps.database.db;
      expect(await db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', first.refresh).executeTakeFirst()).toBeUndefined();
      const digest = crypto.createHash('sha256').update(first.refresh).digest('hex');
      expect(await db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', digest).executeTakeFirst()).toBeDefined();
    });

    it('accepts an expired access token (that is the point of refreshing)', async () => {
      const first = await signIn(t, 'boss@acme.test');
      t.clock.advance(90_000);
      expect((await refresh(first.token, first.refresh)).statusCode).toBe(200);
    });

    it('detects reuse of a rotated token and revokes the whole family', async () => {
      const first = await signIn(t, 'boss@acme.test');
      const second = (await refresh(first.token, first.refresh)).json().data;
      t.clock.advance(REUSE_GRACE_MS);
      const replay = await refresh(first.token, first.refresh);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('ZBOA0108');
      // The legitimate holder of the newest token is signed out too.
      const after = await refresh(second.token, second.refresh);
      expect(after.statusCode).toBe(401);
      const family = await t.deps.database.db.selectFrom('refresh_tokens').select(['family_id', 'revoked_at']).orderBy('id', 'desc').limit(2).execute();
      expect(family[0].family_id).toBe(family[1].family_id);
      expect(family.every((r) => r.revoked_at !== null)).toBe(true);
    });

    it('lets only one of two simultaneous refreshes with the same token through', async () => {
      const first = await signIn(t, 'boss@acme.test');
      const results = await Promise.all([refresh(first.token, first.refresh), refresh(first.token, first.refresh)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('refuses a replay within seconds of the rotation without signing anyone out (two tabs of one browser)', async () => {
      const first = await signIn(t, 'boss@acme.test');
      const second = (await refresh(first.token, first.refresh)).json().data;
      t.clock.advance(REUSE_GRACE_MS - 1_000);
      const replay = await refresh(first.token, first.refresh);
      expect([replay.statusCode, replay.json().code]).toEqual([401, 'ZBOA0108']);
      // Nothing was revoked: the newest pair still renews.
      expect((await refresh(second.token, second.refresh)).statusCode).toBe(200);
    });

    it('refuses a hand-off refresh token after 120 s', async () => {
      const first = await signIn(t, 'boss@acme.test');
      t.clock.advance(121_000);
      const res = await refresh(first.token, first.refresh);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ZBOA0108');
    });

    it('refuses a user-level refresh token after one day', async () => {
      const res = await call(t, 'POST', '/web/api/jwt-api-token-auth/', { username: 'boss@acme.test', password: 'Passw0rd!' });
      const data = res.json().data;
      t.clock.advance(24 * 3600 * 1000 + 1000);
      expect((await refresh(data.token, data.refresh)).statusCode).toBe(401);
    });

    it.each([
      ['no refresh', (a: string) => [a, undefined]],
      ['unknown refresh', (a: string) => [a, 'not-a-token']],
      ['no access', (_a: string, r: string) => [undefined, r]],
      ['forged access', (a: string, r: string) => [`${a.slice(0, -4)}AAAA`, r]],
    ] as const)('refuses %s with 401 ZBOA0108', async (_name, make) => {
      const first = await signIn(t, 'boss@acme.test');
      const [access, token] = make(first.token, first.refresh);
      const res = await refresh(access, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ZBOA0108');
    });

    it('refuses an access token of another user with a valid refresh token', async () => {
      const mine = await signIn(t, 'boss@acme.test');
      const other = await onboardAdmin(t, 'x@other.test', 'other');
      const foreign = authHeader(t.deps, { userId: other.userId, companyId: other.companyId }).replace(/^JWT /, '');
      expect((await refresh(foreign, mine.refresh)).statusCode).toBe(401);
    });

    it('refuses renewal once the user is no longer a member of the company', async () => {
      const first = await signIn(t, 'boss@acme.test');
      await t.deps.database.db.deleteFrom('memberships').where('company_id', '=', acme.companyId).where('user_id', '=', acme.userId).execute();
      try {
        expect((await refresh(first.token, first.refresh)).statusCode).toBe(401);
      } finally {
        await t.deps.database.db.insertInto('memberships').values({ company_id: acme.companyId, user_id: acme.userId, role: 'admin' }).execute();
      }
    });
  });

  describe('current-user/', () => {
    it('describes the signed-in user and the company of the token', async () => {
      const data = await signIn(t, 'boss@acme.test');
      const res = await get(t, 'current-user/', { token: data.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: acme.userId,
        email: 'boss@acme.test',
        phone_number: '+971501234567',
        language: 'en',
        staff: false,
        is_active: true,
        company_id: acme.companyId,
        company_domain: 'acme',
        role: 'admin',
        // UserPermissions (issue 11): an administrator holds every permission of every resource.
        permissions: expect.arrayContaining(['system.view_group', 'system.add_user', 'complement.delete_event']),
        is_admin: true,
        employee_id: null,
        is_vendor_operator: false,
      });
    });

    it('needs a valid token (401 otherwise)', async () => {
      expect((await get(t, 'current-user/')).statusCode).toBe(401);
      expect((await get(t, 'current-user/', { token: 'garbage' })).statusCode).toBe(401);
      const data = await signIn(t, 'boss@acme.test');
      t.clock.advance(61_000);
      expect((await get(t, 'current-user/', { token: data.token })).statusCode).toBe(401);
    });
  });
});
