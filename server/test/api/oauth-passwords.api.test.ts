import { createEmployeeAccount } from '../../src/modules/oauth';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, codeFromMail, onboardAdmin, post, signIn, snapshot, subjectOf } from './oauth-support';

const NEW_PASSWORD = 'N3w-Secret!';

describe(`oauth forgot and reset password on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: { companyId: number; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    acme = await onboardAdmin(t, 'boss@acme.test', 'acme');
    await createEmployeeAccount(t.deps, { companyId: acme.companyId, username: 'E7', password: PASSWORD, email: 'e7@acme.test', language: 'tr' });
    await createEmployeeAccount(t.deps, { companyId: acme.companyId, username: 'E8', password: PASSWORD });
  });
  afterAll(async () => {
    await t.close();
  });

  async function forgot(username: string, company?: string): Promise<string> {
    const since = t.smtp.messages.length;
    const res = await post(t, 'forgot_password', company ? { username, company } : { username });
    expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: null });
    return codeFromMail(t, await t.smtp.waitFor(username.includes('@') ? username : 'e7@acme.test', { since }), 'reset-password');
  }

  it('mails a reset link; check → reset → the new password works, the old one and old sessions do not', async () => {
    const session = await signIn(t, 'boss@acme.test', { body: { remember: true } });
    const code = await forgot('boss@acme.test');
    const mail = t.smtp.messages[t.smtp.messages.length - 1];
    expect(subjectOf(mail)).toBe('Reset your Timekeep password');
    const check = await post(t, 'reset_password_check', { code });
    expect(check.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'boss@acme.test', username: 'boss@acme.test' } });
    const res = await post(t, 'reset_password', { code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: null });
    expect((await post(t, 'sign_in', { username: 'boss@acme.test', password: PASSWORD })).json().code).toBe('ZBOA0101');
    expect((await post(t, 'sign_in', { username: 'boss@acme.test', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t, 'refresh_token', { access: session.token, refresh: session.refresh })).statusCode).toBe(401);
    // Used once: the link is dead.
    expect((await post(t, 'reset_password_check', { code })).json().code).toBe('ZBOA0105');
    expect((await post(t, 'reset_password', { code, password: PASSWORD, confirm_password: PASSWORD })).json().code).toBe('ZBOA0105');
  });

  it('never reveals whether an account exists: same answer, no mail', async () => {
    const mails = t.smtp.messages.length;
    const before = await snapshot(t);
    const res = await post(t, 'forgot_password', { username: 'nobody@example.com' });
    expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: null });
    const employee = await post(t, 'forgot_password', { username: 'ghost', company: 'acme' });
    expect(employee.json()).toEqual(res.json());
    // An employee without an e-mail cannot get a link either, and it looks the same.
    expect((await post(t, 'forgot_password', { username: 'E8', company: 'acme' })).json()).toEqual(res.json());
    await new Promise((r) => setTimeout(r, 100));
    expect(t.smtp.messages.length).toBe(mails);
    expect(await snapshot(t)).toEqual(before);
  });

  it('a newer link replaces the older one', async () => {
    const first = await forgot('boss@acme.test');
    const second = await forgot('boss@acme.test');
    expect((await post(t, 'reset_password_check', { code: first })).json().code).toBe('ZBOA0105');
    expect((await post(t, 'reset_password_check', { code: second })).statusCode).toBe(200);
  });

  it('a reset link expires after one hour', async () => {
    const code = await forgot('boss@acme.test');
    t.clock.advance(3600 * 1000 + 1000);
    expect((await post(t, 'reset_password_check', { code })).json().code).toBe('ZBOA0105');
  });

  it('resets an employee login by company + username, mailing in the account’s language', async () => {
    const code = await forgot('E7', 'acme');
    const mail = t.smtp.messages[t.smtp.messages.length - 1];
    expect(subjectOf(mail)).toBe('Timekeep parolanızı sıfırlayın');
    expect((await post(t, 'reset_password_check', { code })).json().data).toEqual({ email: 'e7@acme.test', username: 'E7' });
    expect((await post(t, 'reset_password', { code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t, 'employee_sign_in', { company: 'acme', username: 'E7', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t, 'employee_sign_in', { company: 'acme', username: 'E7', password: PASSWORD })).json().code).toBe('ZBOA0101');
  });

  it.each([
    [{ username: '' }, 'username', 'oauth:validation.invalidAccount'],
    [{ username: 'two words' }, 'username', 'oauth:validation.invalidAccount'],
    [{ username: 'a>b' }, 'username', 'common:form.illegalInput'],
    [{ username: 'E7', company: 'bad domain!' }, 'company', 'oauth:validation.invalidCompanyDomain'],
  ])('forgot_password rejects %j', async (body, field, key) => {
    const res = await post(t, 'forgot_password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().context.fields[field]).toBe(key);
  });

  it.each([
    [{ password: 'short', confirm_password: 'short' }, 'password', 'common:form.minLength'],
    [{ password: 'nouppercase1!', confirm_password: 'nouppercase1!' }, 'password', 'oauth:validation.weakPassword'],
    [{ password: NEW_PASSWORD, confirm_password: 'different1!A' }, 'confirm_password', 'oauth:validation.passwordMismatch'],
  ])('reset_password rejects %j and keeps the link usable', async (change, field, key) => {
    const code = await forgot('boss@acme.test');
    const before = await snapshot(t);
    const res = await post(t, 'reset_password', { code, ...change });
    expect(res.json().code).toBe('ZBOA0100');
    expect(res.json().context.fields[field]).toBe(key);
    expect(await snapshot(t)).toEqual(before);
    expect((await post(t, 'reset_password_check', { code })).statusCode).toBe(200);
  });

  it('missing codes answer ZBOA0106', async () => {
    expect((await post(t, 'reset_password_check', {})).json().code).toBe('ZBOA0106');
    expect((await post(t, 'reset_password', { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).json().code).toBe('ZBOA0106');
  });

  it('rate limits forgot_password (5 per 10 minutes per address)', async () => {
    const ip = '203.0.113.5';
    for (let i = 0; i < 5; i += 1) expect((await post(t, 'forgot_password', { username: 'nobody@example.com' }, { ip })).statusCode).toBe(200);
    const limited = await post(t, 'forgot_password', { username: 'nobody@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('ZGEN0429');
    t.clock.advance(10 * 60_000 + 1);
    expect((await post(t, 'forgot_password', { username: 'nobody@example.com' }, { ip })).statusCode).toBe(200);
  });
});
