import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, codeFromMail, companyBody, countRows, post, signUp, signUpAndActivate, snapshot, subjectOf } from './oauth-support';

describe(`oauth sign-up, activation and company creation on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const good = { email: 'ana@example.com', phone_number: '+971501234567', password: PASSWORD, confirm_password: PASSWORD };

  describe('sign_up/', () => {
    it('creates an inactive account with an argon2id hash and mails a working activation link', async () => {
      const res = await post(t, 'sign_up', { ...good, email: ' Ana@Example.com ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'ana@example.com' } });
      const user = await t.deps.database.db.selectFrom('users').selectAll().where('email', '=', 'ana@example.com').executeTakeFirstOrThrow();
      expect(user.is_active).toBe(false);
      expect(user.phone_number).toBe('+971501234567');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const mail = await t.smtp.waitFor('ana@example.com');
      expect(subjectOf(mail)).toBe('Activate your Timekeep account');
      const code = codeFromMail(t, mail, 'activation');
      // Only a hash of the code is stored.
      const stored = await t.deps.database.db.selectFrom('one_time_codes').select('code_hash').where('user_id', '=', user.id).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].code_hash).not.toContain(code);
      const activation = await post(t, 'activation', { code });
      expect(activation.json()).toMatchObject({ code: 'ZBOA0000', data: { email: 'ana@example.com', code: expect.any(String) } });
    });

    it.each([
      ['email', { email: '' }, 'common:form.required'],
      ['email', { email: '   ' }, 'common:form.required'],
      ['email', { email: 'not-an-email' }, 'common:form.email'],
      ['email', { email: `${'a'.repeat(250)}@x.io` }, 'common:form.maxLength'],
      ['email', { email: 'a=b@example.com' }, 'common:form.illegalInput'],
      ['phone_number', { phone_number: '' }, 'common:form.required'],
      ['phone_number', { phone_number: '12-ab' }, 'oauth:validation.invalidPhone'],
      ['phone_number', { phone_number: '+123456789012345678901' }, 'common:form.maxLength'],
      ['phone_number', { phone_number: '<5551234567>' }, 'common:form.illegalInput'],
      ['password', { password: 'Sh0rt!', confirm_password: 'Sh0rt!' }, 'common:form.minLength'],
      ['password', { password: 'alllower1!', confirm_password: 'alllower1!' }, 'oauth:validation.weakPassword'],
      ['password', { password: 'NoDigits!!', confirm_password: 'NoDigits!!' }, 'oauth:validation.weakPassword'],
      ['password', { password: 'NoSpecial12', confirm_password: 'NoSpecial12' }, 'oauth:validation.weakPassword'],
      ['confirm_password', { confirm_password: 'Passw0rd?' }, 'oauth:validation.passwordMismatch'],
      ['confirm_password', { confirm_password: undefined }, 'common:form.required'],
    ])('rejects a bad %s (%j) with ZBOA0100 and writes nothing', async (field, change, key) => {
      const before = await snapshot(t);
      const mails = t.smtp.messages.length;
      const res = await post(t, 'sign_up', { ...good, email: 'bad-input@example.com', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ZBOA0100');
      expect(res.json().context.fields[field]).toBe(key);
      expect(await snapshot(t)).toEqual(before);
      expect(t.smtp.messages.length).toBe(mails);
    });

    it('applies the > = < rule to fields the schema does not know, but not to passwords', async () => {
      const extra = await post(t, 'sign_up', { ...good, email: 'extra@example.com', nickname: 'a<b' });
      expect(extra.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { nickname: 'common:form.illegalInput' } } });
      const pwd = await post(t, 'sign_up', { ...good, email: 'symbols@example.com', password: 'Pa=ss<w0rd!', confirm_password: 'Pa=ss<w0rd!' });
      expect(pwd.statusCode).toBe(200);
    });

    it('refuses an e-mail that is already registered (any case) with ZBOA0102', async () => {
      await signUp(t, 'taken@example.com');
      const before = await snapshot(t);
      const res = await post(t, 'sign_up', { ...good, email: 'TAKEN@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ZBOA0102');
      expect(await snapshot(t)).toEqual(before);
    });

    it('answers two identical sign-ups sent at once (a double click): one account and mail, the other ZBOA0102', async () => {
      const email = 'twice@example.com';
      const since = t.smtp.messages.length;
      const users = await countRows(t, 'users');
      const replies = await Promise.all([post(t, 'sign_up', { ...good, email }), post(t, 'sign_up', { ...good, email })]);
      const outcomes = replies.map((res) => `${res.statusCode} ${res.json().code}`).sort();
      expect(outcomes).toEqual(['200 ZBOA0000', '400 ZBOA0102']);
      expect(await countRows(t, 'users')).toBe(users + 1);
      await t.smtp.waitFor(email, { since });
      expect(t.smtp.messages.slice(since).filter((mail) => mail.to.includes(email))).toHaveLength(1);
    });

    it('writes in the user’s language with the region’s branding', async () => {
      const since = t.smtp.messages.length;
      const res = await post(t, 'sign_up', { ...good, email: 'maria@example.com', language: 'es-MX' }, { host: 'mx.localhost' });
      expect(res.statusCode).toBe(200);
      const mail = await t.smtp.waitFor('maria@example.com', { since });
      expect(subjectOf(mail)).toBe('Activa tu cuenta de Timekeep México');
      expect(mail.text).toContain('Abre este enlace para activar tu cuenta');
      expect(mail.text).toContain('https://mx.timekeep.example');
      expect(mail.raw).toContain('/web/static/logos/mx.svg');
      const user = await t.deps.database.db.selectFrom('users').select(['language', 'region_code']).where('email', '=', 'maria@example.com').executeTakeFirstOrThrow();
      expect(user).toEqual({ language: 'es-MX', region_code: 'mx' });
    });

    it('takes the language from Accept-Language when the body has none (Arabic, right to left)', async () => {
      const since = t.smtp.messages.length;
      await post(t, 'sign_up', { ...good, email: 'omar@example.com' }, { headers: { 'accept-language': 'fr-FR, ar-SA;q=0.8' } });
      const mail = await t.smtp.waitFor('omar@example.com', { since });
      expect(subjectOf(mail)).toBe('فعّل حسابك في Timekeep');
      expect(mail.raw).toContain('dir=3D"rtl"');
    });

    it('is rate limited per client address; the window follows the clock', async () => {
      const ip = '192.0.2.10';
      for (let i = 0; i < 10; i += 1) {
        const res = await post(t, 'sign_up', { ...good, email: 'x' }, { ip });
        expect(res.statusCode).toBe(400);
      }
      const limited = await post(t, 'sign_up', { ...good, email: 'x' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('ZGEN0429');
      t.clock.advance(10 * 60_000 + 1000);
      expect((await post(t, 'sign_up', { ...good, email: 'x' }, { ip })).statusCode).toBe(400);
    });
  });

  describe('email_activation/ (resend)', () => {
    it('mails a fresh working link to an inactive account', async () => {
      await signUp(t, 'resend@example.com');
      const since = t.smtp.messages.length;
      const res = await post(t, 'email_activation', { email: 'resend@example.com' });
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'resend@example.com' } });
      const code = codeFromMail(t, await t.smtp.waitFor('resend@example.com', { since }), 'activation');
      expect((await post(t, 'activation', { code })).json().code).toBe('ZBOA0000');
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const mails = t.smtp.messages.length;
      const res = await post(t, 'email_activation', { email: 'nobody@example.com' });
      expect(res.json()).toEqual({ code: 'ZBOA0000', context: {}, data: { email: 'nobody@example.com' } });
      await new Promise((r) => setTimeout(r, 100));
      expect(t.smtp.messages.length).toBe(mails);
    });

    it('fails validation with ZBOA0100', async () => {
      const res = await post(t, 'email_activation', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { email: 'common:form.email' } } });
    });

    it('is rate limited (mail-sending calls: 5 per 10 minutes)', async () => {
      const ip = '192.0.2.11';
      for (let i = 0; i < 5; i += 1) expect((await post(t, 'email_activation', { email: 'nobody@example.com' }, { ip })).statusCode).toBe(200);
      expect((await post(t, 'email_activation', { email: 'nobody@example.com' }, { ip })).statusCode).toBe(429);
    });
  });

  describe('activation/', () => {
    it('activates once; the same link again fails with ZBOA0001', async () => {
      const code = await signUp(t, 'once@example.com');
      const first = await post(t, 'activation', { code });
      expect(first.statusCode).toBe(200);
      const user = await t.deps.database.db.selectFrom('users').select('is_active').where('email', '=', 'once@example.com').executeTakeFirstOrThrow();
      expect(user.is_active).toBe(true);
      const again = await post(t, 'activation', { code });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('ZBOA0001');
    });

    it('rejects an expired link (48 h) with ZBOA0001 and leaves the account inactive', async () => {
      const code = await signUp(t, 'late@example.com');
      t.clock.advance(48 * 3600 * 1000 + 1000);
      const res = await post(t, 'activation', { code });
      expect(res.json().code).toBe('ZBOA0001');
      const user = await t.deps.database.db.selectFrom('users').select('is_active').where('email', '=', 'late@example.com').executeTakeFirstOrThrow();
      expect(user.is_active).toBe(false);
    });

    it('answers a missing code with ZBOA0106 and an unknown one with ZBOA0001', async () => {
      for (const body of [{}, { code: '' }, { code: '   ' }]) {
        const res = await post(t, 'activation', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('ZBOA0106');
      }
      expect((await post(t, 'activation', { code: 'made-up' })).json().code).toBe('ZBOA0001');
    });

    it('rate limits code checks (20 per minute per address)', async () => {
      const ip = '192.0.2.12';
      for (let i = 0; i < 20; i += 1) expect((await post(t, 'activation', { code: `guess-${i}` }, { ip })).statusCode).toBe(400);
      expect((await post(t, 'activation', { code: 'guess-x' }, { ip })).statusCode).toBe(429);
      t.clock.advance(61_000);
      expect((await post(t, 'activation', { code: 'guess-y' }, { ip })).statusCode).toBe(400);
    });
  });

  describe('company_creation/', () => {
    let badInputCode: string | undefined;
    it('creates the company with the activation code and makes the user its admin', async () => {
      const code = await signUpAndActivate(t, 'founder@example.com');
      const res = await post(t, 'company_creation', { ...companyBody('Acme Co'), code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'ZBOA0000', data: { company_name: 'Acme Co Ltd', company_domain: 'acmeco', id: expect.any(Number) } });
      const company = await t.deps.database.db.selectFrom('companies').selectAll().where('company_domain', '=', 'acmeco').executeTakeFirstOrThrow();
      expect(company).toMatchObject({ company_timezone: 'Asia/Dubai', company_country_code: 'AE', company_latitude: 25.2048, company_longitude: 55.2708, region_code: 'global' });
      const membership = await t.deps.database.db.selectFrom('memberships').selectAll().where('company_id', '=', company.id).execute();
      expect(membership).toEqual([expect.objectContaining({ role: 'admin' })]);
      const reuse = await post(t, 'company_creation', { ...companyBody('other'), code });
      expect(reuse.json().code).toBe('ZBOA0001');
    });

    it.each([
      ['company_domain', { company_domain: 'www' }, 'oauth:validation.invalidCompanyDomain'],
      ['company_domain', { company_domain: 'WWW' }, 'oauth:validation.invalidCompanyDomain'],
      ['company_domain', { company_domain: 'mx' }, 'oauth:validation.invalidCompanyDomain'],
      ['company_domain', { company_domain: 'a_b' }, 'oauth:validation.invalidCompanyDomain'],
      ['company_domain', { company_domain: '-acme' }, 'oauth:validation.invalidCompanyDomain'],
      ['company_domain', { company_domain: 'a'.repeat(51) }, 'common:form.maxLength'],
      ['company_domain', { company_domain: '' }, 'common:form.required'],
      ['company_name', { company_name: 'n'.repeat(51) }, 'common:form.maxLength'],
      ['company_name', { company_name: 'A=B' }, 'common:form.illegalInput'],
      ['company_address', { company_address: ' ' }, 'common:form.required'],
      ['company_timezone', { company_timezone: 'Mars/Olympus' }, 'oauth:validation.invalidTimezone'],
      ['company_latitude', { company_latitude: undefined }, 'oauth:validation.invalidLocation'],
      ['company_longitude', { company_longitude: 200 }, 'oauth:validation.invalidLocation'],
    ])('rejects a bad %s (%j) and changes nothing', async (field, change, key) => {
      // One code for all cases: bad input must not use it up.
      badInputCode ??= await signUpAndActivate(t, 'bad-company@example.com');
      const code = badInputCode;
      const before = await snapshot(t);
      const res = await post(t, 'company_creation', { ...companyBody('fine'), ...change, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ZBOA0100');
      expect(res.json().context.fields[field]).toBe(key);
      expect(await snapshot(t)).toEqual(before);
    });

    it('refuses a taken domain (case-insensitive) with ZBOA0103 and keeps the code usable', async () => {
      const code = await signUpAndActivate(t, 'second@example.com');
      const taken = await post(t, 'company_creation', { ...companyBody('ACMECO'), code });
      expect(taken.json().code).toBe('ZBOA0103');
      const ok = await post(t, 'company_creation', { ...companyBody('acme2'), code });
      expect(ok.json().code).toBe('ZBOA0000');
    });

    it('still accepts the code the bad inputs above were sent with', async () => {
      expect(badInputCode).toBeDefined();
      const res = await post(t, 'company_creation', { ...companyBody('afterbad'), code: badInputCode });
      expect(res.json().code).toBe('ZBOA0000');
    });

    it('needs its code: missing → ZBOA0106, unknown → ZBOA0001', async () => {
      expect((await post(t, 'company_creation', companyBody('nocode'))).json().code).toBe('ZBOA0106');
      expect((await post(t, 'company_creation', { ...companyBody('nocode'), code: 'bogus' })).json().code).toBe('ZBOA0001');
    });
  });
});
