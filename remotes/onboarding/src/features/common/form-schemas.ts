/**
 * The onboarding forms' yup schemas: SPEC §5 rules from `@timekeep/validation` (the server validates with the same
 * ones), narrowed to the fields each form shows. Codes and e-mails from navigation state are not form fields.
 */
import {
  companyFieldsSchema,
  employeeSignInSchema,
  forgotPasswordSchema as sharedForgotPasswordSchema,
  resetPasswordSchema,
  signInSchema as sharedSignInSchema,
  signUpSchema as sharedSignUpSchema,
  type TranslateKey,
} from '@timekeep/validation';

export {
  isEmail,
  normalizeCompanyDomain,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGE_KEYS,
  emailActivationSchema,
} from '@timekeep/validation';

export type Translate = TranslateKey;

export const signInSchema = (t: Translate) => sharedSignInSchema(t);
export const signUpSchema = (t: Translate) => sharedSignUpSchema(t);
export const employeeLoginSchema = (t: Translate) => employeeSignInSchema(t);
export const forgotPasswordSchema = (t: Translate) => sharedForgotPasswordSchema(t);
/** Reset and invited sign-up forms: the new password twice (the code comes from the link). */
export const newPasswordSchema = (t: Translate) => resetPasswordSchema(t).pick(['password', 'confirm_password']);
/** The company form's own fields; the location parts are checked as a whole (the "Invalid location" warning). */
export const companyFormSchema = (t: Translate) =>
  companyFieldsSchema(t).pick(['company_name', 'company_domain', 'company_timezone']);
