import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, codeFromMail, codesFromMail, get, onboardAdmin, post, signIn, signUp, snapshot, subjectOf } from './oauth-support';

describe(`oauth invitations and join requests on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: { companyId: number; userId: number };
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await onboardAdmin(t, 'boss@acme.test', 'acme');
    adminToken = (await signIn(t, 'boss@acme.test')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function invite(email: string): Promise<string> {
    const since = t.smtp.messages.length;
    const res = await post(t, 'invite', { email }, { token: adminToken });
    expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email } });
    const mail = await t.smtp.waitFor(email, { since });
    expect(subjectOf(mail)).toBe('You are invited to join acme Ltd on Timekeep');
    expect(mail.text).toContain('boss@acme.test invited you');
    return codeFromMail(t, mail, 'invited');
  }

  describe('invite/ → invited/ → invited_sign_up/', () => {
    it('a new person: invited/ returns {email, company}; invited_sign_up creates an active member', async () => {
      const code = await invite('newbie@example.com');
      const check = await post(t, 'invited', { code });
      expect(check.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'newbie@example.com', company: 'acme Ltd' } });
      const res = await post(t, 'invited_sign_up', { email: 'newbie@example.com', password: PASSWORD, confirm_password: PASSWORD, code });
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'newbie@example.com', company: 'acme Ltd' } });
      const signedIn = await signIn(t, 'newbie@example.com');
      expect(signedIn.company_domain).toBe('acme');
      const again = await post(t, 'invited', { code });
      expect(again.json().code).toBe('ZBOA0001');
    });

    it('an existing account joins at once: invited/ answers email null', async () => {
      await onboardAdmin(t, 'known@example.com', 'knownco');
      const code = await invite('known@example.com');
      const res = await post(t, 'invited', { code });
      expect(res.json().data).toEqual({ email: null, company: 'acme Ltd' });
      const member = await t.deps.database.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id')
        .select('memberships.role').where('users.email', '=', 'known@example.com').where('memberships.company_id', '=', acme.companyId).executeTakeFirst();
      expect(member).toEqual({ role: 'user' });
      expect((await post(t, 'invited', { code })).json().code).toBe('ZBOA0001');
    });

    it('invited_sign_up refuses another e-mail (ZBOA0109) and bad passwords (ZBOA0100), changing nothing', async () => {
      const code = await invite('careful@example.com');
      const before = await snapshot(t);
      const other = await post(t, 'invited_sign_up', { email: 'thief@example.com', password: PASSWORD, confirm_password: PASSWORD, code });
      expect(other.json().code).toBe('ZBOA0109');
      const weak = await post(t, 'invited_sign_up', { email: 'careful@example.com', password: 'weakweak', confirm_password: 'weakweak', code });
      expect(weak.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { password: 'oauth:validation.weakPassword' } } });
      const mismatch = await post(t, 'invited_sign_up', { email: 'careful@example.com', password: PASSWORD, confirm_password: 'Passw0rd?', code });
      expect(mismatch.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { confirm_password: 'oauth:validation.passwordMismatch' } } });
      expect(await snapshot(t)).toEqual(before);
    });

    it('an invitation link expires after 7 days', async () => {
      const code = await invite('slow@example.com');
      t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
      expect((await post(t, 'invited', { code })).json().code).toBe('ZBOA0001');
      adminToken = (await signIn(t, 'boss@acme.test')).token;
    });

    it('invited/ without a code answers ZBOA0106', async () => {
      expect((await post(t, 'invited', {})).json().code).toBe('ZBOA0106');
      expect((await post(t, 'invited_sign_up', { email: 'a@b.co', password: PASSWORD, confirm_password: PASSWORD })).json().code).toBe('ZBOA0106');
    });

    it('only an admin of the current company may invite; members are not invited twice', async () => {
      const memberToken = (await signIn(t, 'newbie@example.com')).token;
      expect((await post(t, 'invite', { email: 'x@example.com' }, { token: memberToken })).statusCode).toBe(403);
      expect((await post(t, 'invite', { email: 'newbie@example.com' }, { token: adminToken })).json().code).toBe('ZBOA0110');
      expect((await post(t, 'invite', { email: 'bad' }, { token: adminToken })).json().code).toBe('ZBOA0100');
      expect((await post(t, 'invite', { email: 'x@example.com' })).statusCode).toBe(401);
    });
  });

  describe('join_request/ → join_approval/', () => {
    async function requestJoin(email: string): Promise<{ approve: string; reject: string; token: string }> {
      await signUp(t, email);
      await t.deps.database.db.updateTable('users').set({ is_active: true }).where('email', '=', email).execute();
      const token = (await signIn(t, email)).token;
      const since = t.smtp.messages.length;
      const res = await post(t, 'join_request', { company_domain: 'acme' }, { token });
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { company: 'acme Ltd', status: 'pending' } });
      const mail = await t.smtp.waitFor('boss@acme.test', { since });
      expect(subjectOf(mail)).toBe(`${email} asks to join acme Ltd`);
      const [approve, reject] = codesFromMail(mail, 'join-approval');
      return { approve, reject, token };
    }

    it('approve link: APPROVED, the requester becomes a member and is told by mail', async () => {
      const { approve, reject } = await requestJoin('joiner@example.com');
      const since = t.smtp.messages.length;
      const res = await post(t, 'join_approval', { code: approve });
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { approval: 'APPROVED', company: 'acme Ltd' } });
      const mail = await t.smtp.waitFor('joiner@example.com', { since });
      expect(subjectOf(mail)).toBe('Your request to join acme Ltd was approved');
      expect(mail.text).toContain('http://acme.localhost:0/onboard/company-verification');
      expect((await signIn(t, 'joiner@example.com')).company_domain).toBe('acme');
      // Decided: neither link works any more.
      expect((await post(t, 'join_approval', { code: approve })).json().code).toBe('ZBOA0105');
      expect((await post(t, 'join_approval', { code: reject })).json().code).toBe('ZBOA0105');
    });

    it('reject link: REJECTED, no membership', async () => {
      const { reject } = await requestJoin('declined@example.com');
      const res = await post(t, 'join_approval', { code: reject });
      expect(res.json().data).toEqual({ approval: 'REJECTED', company: 'acme Ltd' });
      expect((await signIn(t, 'declined@example.com')).company_domain).toBeNull();
    });

    it('refuses a second pending request, a member, and an unknown company', async () => {
      const { token } = await requestJoin('eager@example.com');
      expect((await post(t, 'join_request', { company_domain: 'acme' }, { token })).json().code).toBe('ZBOA0112');
      expect((await post(t, 'join_request', { company_domain: 'acme' }, { token: adminToken })).json().code).toBe('ZBOA0110');
      expect((await post(t, 'join_request', { company_domain: 'nosuch' }, { token })).json().code).toBe('ZBOA0113');
      expect((await post(t, 'join_request', { company_domain: 'www' }, { token })).json().code).toBe('ZBOA0100');
    });

    it('join_approval: missing code ZBOA0106, unknown or expired ZBOA0105', async () => {
      expect((await post(t, 'join_approval', {})).json().code).toBe('ZBOA0106');
      expect((await post(t, 'join_approval', { code: 'nope' })).json().code).toBe('ZBOA0105');
      const { approve } = await requestJoin('expired@example.com');
      t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
      expect((await post(t, 'join_approval', { code: approve })).json().code).toBe('ZBOA0105');
    });
  });

  it('company-list after joining shows the joined company with role user', async () => {
    const token = (await signIn(t, 'newbie@example.com')).token;
    const rows = (await get(t, 'company-list/', { token })).json().data.data;
    expect(rows).toEqual([{ id: acme.companyId, company_name: 'acme Ltd', company_domain: 'acme', role: 'user' }]);
  });
});
