/**
 * Issue 16, item 8 (ADR 0042): someone else's refresh token presented with a mismatched access token is refused
 * without being consumed (its owner's session lives on); and once a session family is revoked, its access tokens
 * stop working at once, in every process and after a restart (a deny-list in the database, cached ≤ 5 s).
 */
import { REUSE_GRACE_MS } from '../../src/modules/oauth/repositories/refresh-tokens';
import { createRevokedFamilies, DENY_LIST_MAX_AGE_MS } from '../../src/modules/oauth/repositories/revoked-families';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { decodeJwt, get, onboardAdmin, post, signIn } from './oauth-support';

describe(`session subject checks and revoked families on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await onboardAdmin(t, 'boss@acme.test', 'acme');
    await onboardAdmin(t, 'other@beta.test', 'beta');
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (access: string, token: string) => post(t, 'refresh_token', { access, refresh: token });
  const currentUser = (token: string) => get(t, 'current-user/', { token });

  it('signs the session family into the access token', async () => {
    const session = await signIn(t, 'boss@acme.test');
    const row = await t.deps.database.db.selectFrom('refresh_tokens').select('family_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(decodeJwt(session.token).fam).toBe(row.family_id);
  });

  it('refuses a refresh token presented with another user’s access token and leaves it usable for its owner', async () => {
    const victim = await signIn(t, 'boss@acme.test');
    const attacker = await signIn(t, 'other@beta.test');
    const stolen = await refresh(attacker.token, victim.refresh);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('ZBOA0108');
    // Not consumed, not revoked: the owner renews as usual, and the owner's access token still works.
    expect((await currentUser(victim.token)).statusCode).toBe(200);
    expect((await refresh(victim.token, victim.refresh)).statusCode).toBe(200);
  });

  it('refuses a refresh token of another session of the same user without consuming it', async () => {
    const laptop = await signIn(t, 'boss@acme.test');
    const phone = await signIn(t, 'boss@acme.test');
    expect((await refresh(phone.token, laptop.refresh)).statusCode).toBe(401);
    expect((await refresh(laptop.token, laptop.refresh)).statusCode).toBe(200);
    expect((await refresh(phone.token, phone.refresh)).statusCode).toBe(200);
  });

  it('stops the access tokens of a family revoked by reuse at once', async () => {
    const first = await signIn(t, 'boss@acme.test');
    const second = (await refresh(first.token, first.refresh)).json().data as { token: string; refresh: string };
    expect((await currentUser(second.token)).statusCode).toBe(200);
    t.clock.advance(REUSE_GRACE_MS);
    expect((await refresh(first.token, first.refresh)).statusCode).toBe(401); // reuse: the family is revoked
    for (const token of [first.token, second.token]) {
      const res = await currentUser(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ZGEN0401');
    }
    // Other sessions of the same user are untouched.
    expect((await currentUser((await signIn(t, 'boss@acme.test')).token)).statusCode).toBe(200);
  });

  it('keeps the list in the database: a fresh process (a restart) refuses the family too, until its tokens expire', async () => {
    const session = await signIn(t, 'boss@acme.test');
    const renewed = (await refresh(session.token, session.refresh)).json().data as { token: string };
    t.clock.advance(REUSE_GRACE_MS);
    await refresh(session.token, session.refresh); // reuse → revoked
    const family = decodeJwt(renewed.token).fam as string;
    const restarted = createRevokedFamilies(t.deps.database.db, t.deps.now);
    expect(await restarted.has(family)).toBe(true);
    expect(await restarted.has('some-live-family')).toBe(false);
    // Past the longest access token's life the entry is no longer needed (and no longer loaded).
    t.clock.advance(31 * 60 * 1000);
    const later = createRevokedFamilies(t.deps.database.db, t.deps.now);
    expect(await later.has(family)).toBe(false);
  });

  it('sees another process’s revocation within the cache age', async () => {
    const otherProcess = createRevokedFamilies(t.deps.database.db, t.deps.now);
    expect(await otherProcess.has('family-x')).toBe(false); // loaded now, cached
    await createRevokedFamilies(t.deps.database.db, t.deps.now).add(t.deps.database.db, ['family-x'], t.deps.now());
    expect(await otherProcess.has('family-x')).toBe(false); // still within its cache age
    t.clock.advance(DENY_LIST_MAX_AGE_MS + 1);
    expect(await otherProcess.has('family-x')).toBe(true);
  });
});
