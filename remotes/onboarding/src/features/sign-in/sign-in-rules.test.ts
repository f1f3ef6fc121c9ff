import type { AnyObjectSchema, ValidationError } from 'yup';
import { emailActivationSchema, employeeLoginSchema, signInSchema, type Translate } from '../common/form-schemas';
import { testI18n } from '../testing/render-onboarding';
import { emailSignInRules, employeeSignInRules, signInRules, type FormRules } from './sign-in-rules';

/** What formik showed with the yup schema: the first message per field (validation of every field, abortEarly off). */
async function yupMessages(schema: AnyObjectSchema, values: Record<string, string>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const messages: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) if (inner.path && !(inner.path in messages)) messages[inner.path] = inner.message;
    return messages;
  }
}

function plainMessages<V>(rules: FormRules<V>, values: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules) as Array<[string, ((value: string) => string | undefined) | undefined]>) {
    const message = rule?.(values[name] ?? '');
    if (message) messages[name] = message;
  }
  return messages;
}

const long = (length: number, char = 'a') => char.repeat(length);

// Values around every rule: empty, blanks, the length limits, > = <, e-mail or not, and two rules broken at once.
const USERNAMES = ['', '   ', 'admin', ' admin@acme.test ', 'a=b', ' <x> ', long(254), long(255), `${long(254)}=`, '+971501234567'];
const EMAILS = ['', '  ', 'admin', 'admin@acme', 'admin@acme.test', ' admin@acme.test ', 'a=b@acme.test', `${long(250)}@a.io`, `${long(300)}=`];
const PASSWORDS = ['', ' ', 'secret', 'Pa=ss<w0rd!', long(128, 'x'), long(129, 'x')];
const COMPANIES = ['', '  ', 'demo', ' de mo ', 'www', 'WWW', 'admin', '-demo', 'demo-', 'a=b', 'acme_co', long(50), long(51), `${long(51)}=`, long(64)];
const EMPLOYEE_NAMES = ['', ' ', 'employee', long(150), long(151), 'a<b'];

describe.each(['en', 'ar', 'zh-CN'])('sign-in rules without yup give the same translated messages as the yup schemas (%s)', (lng) => {
  const i18n = testI18n(lng);
  const t: Translate = (key, options) => i18n.t(key, options ?? {}) as string;

  it('administrator sign-in: username and password', async () => {
    for (const username of USERNAMES)
      for (const password of PASSWORDS) {
        const values = { username, password };
        expect([values, plainMessages(signInRules(t), values)]).toEqual([values, await yupMessages(signInSchema(t), values)]);
      }
  });

  it('/oauth/sign-in: e-mail and password', async () => {
    const schema = emailActivationSchema(t).shape({ password: signInSchema(t).fields.password });
    for (const email of EMAILS)
      for (const password of PASSWORDS) {
        const values = { email, password };
        expect([values, plainMessages(emailSignInRules(t), values)]).toEqual([values, await yupMessages(schema, values)]);
      }
  });

  it('employee login: company, username and password', async () => {
    for (const company of COMPANIES)
      for (const username of EMPLOYEE_NAMES)
        for (const password of ['', 'x', long(129, 'x')]) {
          const values = { company, username, password };
          expect([values, plainMessages(employeeSignInRules(t), values)]).toEqual([values, await yupMessages(employeeLoginSchema(t), values)]);
        }
  });

  it('the messages are translated, not keys', () => {
    const messages = plainMessages(signInRules(t), { username: '', password: '' });
    expect(messages.username).not.toMatch(/validation\./);
    expect(messages.username).toBe(i18n.t('oauth:validation.invalidAccount'));
  });
});
