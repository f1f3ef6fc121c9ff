/**
 * SPEC §5 onboarding rules as yup schemas, shared by the onboarding pages (Formik) and the server (the
 * authority), so both accept and reject exactly the same input.
 *
 * Every message is an i18n key (`ns:key`). Pass `t` to a factory to get translated messages (client); without
 * it the message is the key itself, which the server returns per field in `context.fields`. Schemas are built
 * by factories so a language switch applies to the next validation.
 */
import * as yup from 'yup';

export const ONBOARDING_LIMITS = {
  emailMax: 254,
  phoneMax: 20,
  passwordMin: 8,
  /** Not in SPEC: bounds the cost of hashing; far above any real password. */
  passwordMax: 128,
  companyNameMax: 50,
  companyDomainMax: 50,
  /** Free-text location parts filled from the map. */
  locationTextMax: 255,
  usernameMax: 150,
} as const;

/** Keys of the messages the onboarding rules give (namespace prefix included). */
export const ONBOARDING_MESSAGE_KEYS = {
  required: 'common:form.required',
  maxLength: 'common:form.maxLength',
  minLength: 'common:form.minLength',
  type: 'common:form.type',
  illegalInput: 'common:form.illegalInput',
  invalidEmail: 'common:form.email',
  weakPassword: 'oauth:validation.weakPassword',
  passwordMismatch: 'oauth:validation.passwordMismatch',
  invalidPhone: 'oauth:validation.invalidPhone',
  invalidCompanyDomain: 'oauth:validation.invalidCompanyDomain',
  invalidAccount: 'oauth:validation.invalidAccount',
  invalidPassword: 'oauth:validation.invalidPassword',
  companyNotSelected: 'oauth:validation.companyNotSelected',
  invalidLocation: 'oauth:validation.invalidLocation',
  invalidTimezone: 'oauth:validation.invalidTimezone',
  agreementTip: 'oauth:validation.agreementTip',
} as const;

export type OnboardingMessageKey = (typeof ONBOARDING_MESSAGE_KEYS)[keyof typeof ONBOARDING_MESSAGE_KEYS];

/** An i18next-like `t`; keys carry their namespace (`oauth:validation.weakPassword`). */
export type TranslateKey = (key: string, params?: Record<string, unknown>) => string;

/** Password: 8+ characters with a digit, a lower-case and an upper-case letter and one of @#$!%*?& (SPEC §5). */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$!%*?&]).{8,}$/;
/** Phone: optional + and a 1-4 digit country code, then 7-15 digits (SPEC §5). */
export const PHONE_NUMBER = /^(\+?\d{1,4})?\d{7,15}$/;
/**
 * Company domain (a sub-domain label): 1-63 letters, digits or hyphens (SPEC §5). A hyphen may not start or
 * end it, because such a label is not a valid host name.
 */
export const COMPANY_DOMAIN = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
/** Forgot-password account: an alphanumeric code (SPEC §5); e-mail and phone are checked separately. */
export const ALPHANUMERIC_ACCOUNT = /^[A-Za-z0-9]+$/;
/** SPEC §5: any text field containing one of these is illegal input (with exemptions). */
export const ILLEGAL_INPUT = /[<=>]/;

/**
 * Names that can never be a company domain: `www` (SPEC), the region sub-domains (they select a region's
 * branding) and host names the platform uses itself.
 */
export const RESERVED_COMPANY_DOMAINS: readonly string[] = [
  'www', 'api', 'app', 'admin', 'web', 'mail', 'smtp', 'static', 'assets', 'cdn', 'docs', 'help', 'support',
  'status', 'vendor', 'oauth', 'onboard', 'auth', 'login', 'mf', 'deploy', 'locales', 'websocket', 'iclock',
  'global', 'mx', 'in', 'me', 'au', 'co', 'ar', 'gt', 'pe', 'pa',
];

/** Fields where `> = <` is allowed: secrets (SPEC: password fields) and opaque codes from links. */
export const ILLEGAL_INPUT_EXEMPT_FIELDS: readonly string[] = ['password', 'confirm_password', 'new_password', 'code', 'access', 'refresh'];

export function isDataUrl(value: string): boolean {
  return /^data:[^,]*,/.test(value);
}

/** True when `value` is text that breaks the `> = <` rule (data URLs are exempt). */
export function hasIllegalInput(value: unknown): boolean {
  return typeof value === 'string' && !isDataUrl(value) && ILLEGAL_INPUT.test(value);
}

/** Fields of a flat payload that break the `> = <` rule, skipping exempt fields. */
export function illegalInputFields(
  payload: Record<string, unknown>,
  exempt: readonly string[] = ILLEGAL_INPUT_EXEMPT_FIELDS,
): string[] {
  return Object.entries(payload)
    .filter(([field, value]) => !exempt.includes(field) && hasIllegalInput(value))
    .map(([field]) => field);
}

export function isReservedCompanyDomain(domain: string): boolean {
  return RESERVED_COMPANY_DOMAINS.includes(domain.trim().toLowerCase());
}

/** SPEC §5: spaces are stripped from the company domain as it is typed. */
export function normalizeCompanyDomain(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A zone identifier the runtime knows (IANA names such as Asia/Dubai, plus UTC). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || ILLEGAL_INPUT.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= ONBOARDING_LIMITS.emailMax;
}

export function isForgotPasswordAccount(value: string): boolean {
  const v = value.trim();
  return ALPHANUMERIC_ACCOUNT.test(v) || isEmail(v) || PHONE_NUMBER.test(v);
}

/** A schema of this file and the values it gives (for callers without their own yup import). */
export type OnboardingSchema = yup.AnyObjectSchema;
export type OnboardingValue<S extends OnboardingSchema> = yup.InferType<S>;

type Message = string | ((params: object) => string);

function messages(t?: TranslateKey): (key: OnboardingMessageKey) => Message {
  return (key) => (t ? (params: object) => t(key, { ...params }) : key);
}

function textRules(t?: TranslateKey) {
  const m = messages(t);
  const legal = <S extends yup.StringSchema<string | undefined>>(schema: S) =>
    schema.test('illegal-input', m(ONBOARDING_MESSAGE_KEYS.illegalInput), (v) => !hasIllegalInput(v));
  /** A string field with the illegal-input rule; trimmed, so whitespace-only fails `required`. */
  return {
    required: (max: number) =>
      legal(yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).trim().max(max, m(ONBOARDING_MESSAGE_KEYS.maxLength)))
        .required(m(ONBOARDING_MESSAGE_KEYS.required)),
    optional: (max: number) =>
      legal(yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).trim().max(max, m(ONBOARDING_MESSAGE_KEYS.maxLength))),
  };
}

function emailRule(t?: TranslateKey) {
  const m = messages(t);
  return textRules(t).required(ONBOARDING_LIMITS.emailMax).test('email', m(ONBOARDING_MESSAGE_KEYS.invalidEmail), (v) => !v || EMAIL.test(v.trim()));
}

function passwordRule(t?: TranslateKey) {
  const m = messages(t);
  return yup
    .string()
    .typeError(m(ONBOARDING_MESSAGE_KEYS.type))
    .required(m(ONBOARDING_MESSAGE_KEYS.required))
    .min(ONBOARDING_LIMITS.passwordMin, m(ONBOARDING_MESSAGE_KEYS.minLength))
    .max(ONBOARDING_LIMITS.passwordMax, m(ONBOARDING_MESSAGE_KEYS.maxLength))
    .matches(STRONG_PASSWORD, { message: m(ONBOARDING_MESSAGE_KEYS.weakPassword), excludeEmptyString: true });
}

function confirmRule(t?: TranslateKey) {
  const m = messages(t);
  return yup
    .string()
    .typeError(m(ONBOARDING_MESSAGE_KEYS.type))
    .required(m(ONBOARDING_MESSAGE_KEYS.required))
    .min(ONBOARDING_LIMITS.passwordMin, m(ONBOARDING_MESSAGE_KEYS.minLength))
    .oneOf([yup.ref<string>('password')], m(ONBOARDING_MESSAGE_KEYS.passwordMismatch));
}

function phoneRule(t?: TranslateKey) {
  const m = messages(t);
  return textRules(t).required(ONBOARDING_LIMITS.phoneMax).matches(PHONE_NUMBER, {
    message: m(ONBOARDING_MESSAGE_KEYS.invalidPhone),
    excludeEmptyString: true,
  });
}

function codeRule(t?: TranslateKey) {
  const m = messages(t);
  return yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).trim().required(m(ONBOARDING_MESSAGE_KEYS.required)).max(512, m(ONBOARDING_MESSAGE_KEYS.maxLength));
}

export function companyDomainRule(t?: TranslateKey) {
  const m = messages(t);
  return yup
    .string()
    .typeError(m(ONBOARDING_MESSAGE_KEYS.type))
    .transform((v: unknown) => (typeof v === 'string' ? normalizeCompanyDomain(v) : v))
    .required(m(ONBOARDING_MESSAGE_KEYS.required))
    .max(ONBOARDING_LIMITS.companyDomainMax, m(ONBOARDING_MESSAGE_KEYS.maxLength))
    .test('illegal-input', m(ONBOARDING_MESSAGE_KEYS.illegalInput), (v) => !hasIllegalInput(v))
    .test('company-domain', m(ONBOARDING_MESSAGE_KEYS.invalidCompanyDomain), (v) => !v || (COMPANY_DOMAIN.test(v) && !isReservedCompanyDomain(v)));
}

/** sign_up/: email, phone_number, password, confirm_password. */
export function signUpSchema(t?: TranslateKey) {
  return yup.object({
    email: emailRule(t),
    phone_number: phoneRule(t),
    password: passwordRule(t),
    confirm_password: confirmRule(t),
  });
}

/** email_activation/ (resend): email. */
export function emailActivationSchema(t?: TranslateKey) {
  return yup.object({ email: emailRule(t) });
}

/** sign_in/, company_verification/, user_sign_in/: username (e-mail or phone) and password, both required. */
export function signInSchema(t?: TranslateKey) {
  const m = messages(t);
  return yup.object({
    username: textRules(t).optional(ONBOARDING_LIMITS.emailMax).required(m(ONBOARDING_MESSAGE_KEYS.invalidAccount)),
    password: yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).required(m(ONBOARDING_MESSAGE_KEYS.invalidPassword)).max(ONBOARDING_LIMITS.passwordMax, m(ONBOARDING_MESSAGE_KEYS.maxLength)),
  });
}

/** employee_sign_in/: company (domain), username, password. */
export function employeeSignInSchema(t?: TranslateKey) {
  const m = messages(t);
  return yup.object({
    company: companyDomainRule(t),
    username: textRules(t).optional(ONBOARDING_LIMITS.usernameMax).required(m(ONBOARDING_MESSAGE_KEYS.invalidAccount)),
    password: yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).required(m(ONBOARDING_MESSAGE_KEYS.invalidPassword)).max(ONBOARDING_LIMITS.passwordMax, m(ONBOARDING_MESSAGE_KEYS.maxLength)),
  });
}

/** forgot_password/: username (alphanumeric code, e-mail or phone), optionally company. */
export function forgotPasswordSchema(t?: TranslateKey) {
  const m = messages(t);
  return yup.object({
    username: textRules(t)
      .optional(ONBOARDING_LIMITS.emailMax)
      .required(m(ONBOARDING_MESSAGE_KEYS.invalidAccount))
      .test('account', m(ONBOARDING_MESSAGE_KEYS.invalidAccount), (v) => !v || isForgotPasswordAccount(v)),
    company: yup
      .string()
      .typeError(m(ONBOARDING_MESSAGE_KEYS.type))
      .transform((v: unknown) => (typeof v === 'string' ? normalizeCompanyDomain(v) : v))
      .max(ONBOARDING_LIMITS.companyDomainMax, m(ONBOARDING_MESSAGE_KEYS.maxLength))
      .test('company-domain', m(ONBOARDING_MESSAGE_KEYS.invalidCompanyDomain), (v) => !v || COMPANY_DOMAIN.test(v))
      .optional(),
  });
}

/** activation/, invited/, reset_password_check/, join_approval/: the code from the link. */
export function codeSchema(t?: TranslateKey) {
  return yup.object({ code: codeRule(t) });
}

/** reset_password/: code, password, confirm_password. */
export function resetPasswordSchema(t?: TranslateKey) {
  return yup.object({ code: codeRule(t), password: passwordRule(t), confirm_password: confirmRule(t) });
}

/** invited_sign_up/: email, password, confirm_password, code. */
export function invitedSignUpSchema(t?: TranslateKey) {
  return yup.object({ email: emailRule(t), password: passwordRule(t), confirm_password: confirmRule(t), code: codeRule(t) });
}

/** The company fields of company_creation/ and user_create_company/ (location filled from the map). */
export function companyFieldsSchema(t?: TranslateKey) {
  const m = messages(t);
  const text = textRules(t);
  const coordinate = (limit: number) =>
    yup
      .number()
      .typeError(m(ONBOARDING_MESSAGE_KEYS.invalidLocation))
      .required(m(ONBOARDING_MESSAGE_KEYS.invalidLocation))
      .min(-limit, m(ONBOARDING_MESSAGE_KEYS.invalidLocation))
      .max(limit, m(ONBOARDING_MESSAGE_KEYS.invalidLocation));
  return yup.object({
    company_name: text.required(ONBOARDING_LIMITS.companyNameMax),
    company_domain: companyDomainRule(t),
    company_address: text.required(ONBOARDING_LIMITS.locationTextMax),
    company_timezone: text.required(64).test('timezone', m(ONBOARDING_MESSAGE_KEYS.invalidTimezone), (v) => !v || isKnownTimeZone(v)),
    company_country: text.optional(ONBOARDING_LIMITS.locationTextMax),
    company_country_code: text.optional(8),
    company_province: text.optional(ONBOARDING_LIMITS.locationTextMax),
    company_city: text.optional(ONBOARDING_LIMITS.locationTextMax),
    company_latitude: coordinate(90),
    company_longitude: coordinate(180),
  });
}

/** company_creation/: the company fields plus the code returned by activation/. */
export function companyCreationSchema(t?: TranslateKey) {
  return companyFieldsSchema(t).shape({ code: codeRule(t) });
}

/** company-token/, user_login_company/: company_id (company not selected when missing). */
export function companySelectionSchema(t?: TranslateKey) {
  const m = messages(t);
  return yup.object({
    company_id: yup
      .number()
      .typeError(m(ONBOARDING_MESSAGE_KEYS.companyNotSelected))
      .integer(m(ONBOARDING_MESSAGE_KEYS.companyNotSelected))
      .positive(m(ONBOARDING_MESSAGE_KEYS.companyNotSelected))
      .required(m(ONBOARDING_MESSAGE_KEYS.companyNotSelected)),
  });
}

/** The agreement checkbox must be ticked to sign in (client only; the server never receives it). */
export function agreementSchema(t?: TranslateKey) {
  const m = messages(t);
  return yup.object({ agreement: yup.boolean().oneOf([true], m(ONBOARDING_MESSAGE_KEYS.agreementTip)).required(m(ONBOARDING_MESSAGE_KEYS.agreementTip)) });
}

/** invite/ (company admin): email of the person to invite. */
export function inviteSchema(t?: TranslateKey) {
  return yup.object({ email: emailRule(t) });
}

/** join_request/: the domain of the company to join. */
export function joinRequestSchema(t?: TranslateKey) {
  return yup.object({ company_domain: companyDomainRule(t) });
}

/**
 * Runs a schema and returns either the cast values or `field → message` (first message per field), the
 * shape the server puts in `context.fields` and a Formik form can show.
 */
export async function validateOnboarding<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; fields: Record<string, string> }> {
  try {
    const value = (await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true })) as yup.InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: Record<string, string> = {};
    const issues = error.inner.length > 0 ? error.inner : [error];
    for (const issue of issues) {
      const field = issue.path || '(body)';
      if (!(field in fields)) fields[field] = String(issue.errors[0] ?? issue.message);
    }
    return { ok: false, fields };
  }
}
