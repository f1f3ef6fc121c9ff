import {
  ONBOARDING_MESSAGE_KEYS as K,
  companyCreationSchema,
  companySelectionSchema,
  forgotPasswordSchema,
  hasIllegalInput,
  illegalInputFields,
  isKnownTimeZone,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  validateOnboarding,
} from './onboarding';

const goodSignUp = { email: ' ana@example.com ', phone_number: '+971501234567', password: 'Passw0rd!', confirm_password: 'Passw0rd!' };
const goodCompany = {
  company_name: 'Acme',
  company_domain: 'ac me',
  company_address: '1 Main St, Dubai',
  company_timezone: 'Asia/Dubai',
  company_country: 'United Arab Emirates',
  company_country_code: 'AE',
  company_province: 'Dubai',
  company_city: 'Dubai',
  company_latitude: 25.2,
  company_longitude: 55.27,
  code: 'abc',
};

describe('onboarding schemas (SPEC §5)', () => {
  it.each([{ a: 1 }, ['a'], [], {}])('refuses %j where a text field belongs as the wrong type, never throwing', async (value) => {
    for (const [schema, field, rest] of [
      [signInSchema(), 'username', { password: 'x' }],
      [signUpSchema(), 'email', goodSignUp],
      [signUpSchema(), 'phone_number', goodSignUp],
      [companyCreationSchema(), 'company_name', goodCompany],
      [companyCreationSchema(), 'code', goodCompany],
      [forgotPasswordSchema(), 'username', {}],
    ] as const) {
      const result = await validateOnboarding(schema, { ...rest, [field]: value });
      expect(result).toMatchObject({ ok: false, fields: { [field]: K.type } });
    }
  });

  it('accepts a valid sign-up and trims the e-mail', async () => {
    const result = await validateOnboarding(signUpSchema(), goodSignUp);
    expect(result).toEqual({ ok: true, value: { ...goodSignUp, email: 'ana@example.com' } });
  });

  it.each([
    [{ email: '   ' }, 'email', K.required],
    [{ email: 'not-an-email' }, 'email', K.invalidEmail],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'email', K.maxLength],
    [{ email: 'a<b@x.io' }, 'email', K.illegalInput],
    [{ phone_number: '12ab' }, 'phone_number', K.invalidPhone],
    [{ phone_number: '+12345678901234567890' }, 'phone_number', K.maxLength],
    [{ password: 'short1!', confirm_password: 'short1!' }, 'password', K.minLength],
    [{ password: 'password1!', confirm_password: 'password1!' }, 'password', K.weakPassword],
    [{ password: 'Password!!', confirm_password: 'Password!!' }, 'password', K.weakPassword],
    [{ confirm_password: 'Passw0rd!x' }, 'confirm_password', K.passwordMismatch],
  ])('%#: rejects %j on %s', async (change, field, key) => {
    const result = await validateOnboarding(signUpSchema(), { ...goodSignUp, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toBe(key);
  });

  it('lets passwords contain > = < (exempt from the illegal-input rule)', async () => {
    const result = await validateOnboarding(signUpSchema(), { ...goodSignUp, password: 'Pa=ss<w0rd!', confirm_password: 'Pa=ss<w0rd!' });
    expect(result.ok).toBe(true);
  });

  it('translates messages when given t', async () => {
    const t = (key: string) => `T(${key})`;
    const result = await validateOnboarding(signUpSchema(t), { ...goodSignUp, email: 'x' });
    expect(!result.ok && result.fields.email).toBe(`T(${K.invalidEmail})`);
  });

  it('sign-in needs username and password with their own messages', async () => {
    const result = await validateOnboarding(signInSchema(), { username: ' ', password: '' });
    expect(result).toEqual({ ok: false, fields: { username: K.invalidAccount, password: K.invalidPassword } });
  });

  it('forgot-password accepts a code, an e-mail or a phone number only', async () => {
    for (const username of ['EMP001', 'a@b.co', '+9715012345678']) {
      expect((await validateOnboarding(forgotPasswordSchema(), { username })).ok).toBe(true);
    }
    const bad = await validateOnboarding(forgotPasswordSchema(), { username: 'two words' });
    expect(!bad.ok && bad.fields.username).toBe(K.invalidAccount);
  });

  it('company creation strips spaces from the domain and checks the location and time zone', async () => {
    const ok = await validateOnboarding(companyCreationSchema(), goodCompany);
    expect(ok.ok && ok.value.company_domain).toBe('acme');
    const bad = await validateOnboarding(companyCreationSchema(), {
      ...goodCompany,
      company_domain: 'www',
      company_timezone: 'Mars/Olympus',
      company_latitude: undefined,
      company_name: 'x'.repeat(51),
    });
    expect(!bad.ok && bad.fields).toEqual({
      company_domain: K.invalidCompanyDomain,
      company_timezone: K.invalidTimezone,
      company_latitude: K.invalidLocation,
      company_name: K.maxLength,
    });
  });

  it.each(['-acme', 'acme-', 'a_b', 'mx', 'WWW', 'a'.repeat(51)])('rejects the company domain %s', async (company_domain) => {
    const result = await validateOnboarding(companyCreationSchema(), { ...goodCompany, company_domain });
    expect(result.ok).toBe(false);
  });

  it('reset password checks mismatch and needs the code', async () => {
    const result = await validateOnboarding(resetPasswordSchema(), { password: 'Passw0rd!', confirm_password: 'Passw0rd?' });
    expect(!result.ok && result.fields).toEqual({ code: K.required, confirm_password: K.passwordMismatch });
  });

  it('company selection requires a company id', async () => {
    const result = await validateOnboarding(companySelectionSchema(), {});
    expect(!result.ok && result.fields.company_id).toBe(K.companyNotSelected);
  });

  it('illegal input: > = < in text, not in exempt fields or data URLs', () => {
    expect(hasIllegalInput('a=b')).toBe(true);
    expect(hasIllegalInput('data:image/png;base64,AAA=')).toBe(false);
    expect(illegalInputFields({ name: '<b>', password: 'a=b', remarks: 'fine', n: 3 })).toEqual(['name']);
  });

  it('knows IANA time zones', () => {
    expect(isKnownTimeZone('America/Mexico_City')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Nowhere/City')).toBe(false);
  });
});
