/**
 * SPEC §5 onboarding rules without yup: limits, message keys, patterns and the checks built on them. The yup schemas
 * (`./onboarding`) use them, and so does the sign-in page, which validates without yup to stay small (ADR 0015).
 */
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

/** The e-mail pattern (SPEC §5: standard e-mail; the length limit is checked on its own). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= ONBOARDING_LIMITS.emailMax;
}

export function isForgotPasswordAccount(value: string): boolean {
  const v = value.trim();
  return ALPHANUMERIC_ACCOUNT.test(v) || isEmail(v) || PHONE_NUMBER.test(v);
}
