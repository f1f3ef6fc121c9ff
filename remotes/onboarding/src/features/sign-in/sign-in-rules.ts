/**
 * The sign-in forms' SPEC §5 rules without yup (ADR 0015: the sign-in page loads neither yup nor formik). Same
 * checks, same order and the same translated messages as `signInSchema` / `emailActivationSchema` /
 * `employeeSignInSchema` of
 * @timekeep/validation (the server's); a test compares both on the same inputs.
 */
import {
  COMPANY_DOMAIN,
  EMAIL,
  hasIllegalInput,
  isReservedCompanyDomain,
  normalizeCompanyDomain,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGE_KEYS as K,
  type TranslateKey,
} from '@timekeep/validation/src/onboarding-rules';

/** A field's check: the message to show, or undefined when the value is fine. */
export type FieldRule = (value: string) => string | undefined;
export type FormRules<V> = { [K in keyof V]?: FieldRule };

/** A trimmed text field with a length limit and the illegal-input rule (yup: trim, max, illegal-input, required). */
function trimmedText(t: TranslateKey, max: number, requiredMessage: string, extra?: FieldRule): FieldRule {
  return (value) => {
    const text = value.trim();
    if (text.length > max) return t(K.maxLength, { max });
    if (hasIllegalInput(text)) return t(K.illegalInput);
    if (text === '') return requiredMessage;
    return extra?.(text);
  };
}

/** Sign-in password: required (invalid password), at most 128 characters; never trimmed. */
function signInPassword(t: TranslateKey): FieldRule {
  return (value) => {
    if (value === '') return t(K.invalidPassword);
    if (value.length > ONBOARDING_LIMITS.passwordMax) return t(K.maxLength, { max: ONBOARDING_LIMITS.passwordMax });
    return undefined;
  };
}

/** Administrator sign-in (company verification): username and password. */
export function signInRules(t: TranslateKey): FormRules<{ username: string; password: string }> {
  return {
    username: trimmedText(t, ONBOARDING_LIMITS.emailMax, t(K.invalidAccount)),
    password: signInPassword(t),
  };
}

/** /oauth/sign-in: the e-mail is the username, so it must be an e-mail address. */
export function emailSignInRules(t: TranslateKey): FormRules<{ email: string; password: string }> {
  return {
    email: trimmedText(t, ONBOARDING_LIMITS.emailMax, t(K.required), (email) => (EMAIL.test(email) ? undefined : t(K.invalidEmail))),
    password: signInPassword(t),
  };
}

/** The company domain (yup's companyDomainRule): spaces stripped, required, length, illegal input, domain pattern. */
function companyDomain(t: TranslateKey): FieldRule {
  return (value) => {
    const domain = normalizeCompanyDomain(value);
    if (domain === '') return t(K.required);
    if (domain.length > ONBOARDING_LIMITS.companyDomainMax) return t(K.maxLength, { max: ONBOARDING_LIMITS.companyDomainMax });
    if (hasIllegalInput(domain)) return t(K.illegalInput);
    if (!COMPANY_DOMAIN.test(domain) || isReservedCompanyDomain(domain)) return t(K.invalidCompanyDomain);
    return undefined;
  };
}

/** Employee login: company (domain), username, password. */
export function employeeSignInRules(t: TranslateKey): FormRules<{ company: string; username: string; password: string }> {
  return {
    company: companyDomain(t),
    username: trimmedText(t, ONBOARDING_LIMITS.usernameMax, t(K.invalidAccount)),
    password: signInPassword(t),
  };
}
