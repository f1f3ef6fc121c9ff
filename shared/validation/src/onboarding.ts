/**
 * SPEC §5 onboarding rules as yup schemas, shared by the onboarding pages (Formik) and the server (the
 * authority), so both accept and reject exactly the same input.
 *
 * Every message is an i18n key (`ns:key`). Pass `t` to a factory to get translated messages (client); without
 * it the message is the key itself, which the server returns per field in `context.fields`. Schemas are built
 * by factories so a language switch applies to the next validation.
 */
import * as yup from 'yup';
import {
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGE_KEYS,
  STRONG_PASSWORD,
  PHONE_NUMBER,
  COMPANY_DOMAIN,
  hasIllegalInput,
  isReservedCompanyDomain,
  normalizeCompanyDomain,
  isKnownTimeZone,
  EMAIL,
  isForgotPasswordAccount,
  type OnboardingMessageKey,
  type TranslateKey,
} from './onboarding-rules';

export * from './onboarding-rules';

/** A schema of this file and the values it gives (for callers without their own yup import). */
export type OnboardingSchema = yup.AnyObjectSchema;
export type OnboardingValue<S extends OnboardingSchema> = yup.InferType<S>;

type Message = string | ((params: object) => string);

function messages(t?: TranslateKey): (key: OnboardingMessageKey) => Message {
  return (key) => (t ? (params: object) => t(key, { ...params }) : key);
}

/**
 * yup's `.trim()` calls `value.trim()` while casting, before the type check: an object or an array where a string
 * belongs threw a TypeError (a 500 on the server) instead of failing as the wrong type. This trims strings only.
 */
const trimText = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

function textRules(t?: TranslateKey) {
  const m = messages(t);
  const legal = <S extends yup.StringSchema<string | undefined>>(schema: S) =>
    schema.test('illegal-input', m(ONBOARDING_MESSAGE_KEYS.illegalInput), (v) => !hasIllegalInput(v));
  /** A string field with the illegal-input rule; trimmed, so whitespace-only fails `required`. */
  return {
    required: (max: number) =>
      legal(yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).transform(trimText).max(max, m(ONBOARDING_MESSAGE_KEYS.maxLength)))
        .required(m(ONBOARDING_MESSAGE_KEYS.required)),
    optional: (max: number) =>
      legal(yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).transform(trimText).max(max, m(ONBOARDING_MESSAGE_KEYS.maxLength))),
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
  return yup.string().typeError(m(ONBOARDING_MESSAGE_KEYS.type)).transform(trimText).required(m(ONBOARDING_MESSAGE_KEYS.required)).max(512, m(ONBOARDING_MESSAGE_KEYS.maxLength));
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
