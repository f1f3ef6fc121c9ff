/** Browser paths of the onboarding pages (SPEC §2), used for navigation between them. */
export const ONBOARD_PATHS = {
  companyVerification: '/onboard/company-verification',
  signIn: '/onboard/sign-in',
  companyLogin: '/onboard/company-login',
  employeeLogin: '/onboard/employee-login',
  signUp: '/onboard/sign-up',
  emailActivation: '/onboard/email-activation',
  activation: '/onboard/activation',
  companyCreation: '/onboard/company-creation',
  invited: '/onboard/invited',
  invitedSignUp: '/onboard/invited-sign-up',
  forgotPassword: '/onboard/forgot-password',
  resetPassword: '/onboard/reset-password',
  joinApproval: '/onboard/join-approval',
} as const;

export const OAUTH_PATHS = {
  signIn: '/oauth/sign-in',
  companyVerification: '/oauth/company-verification',
} as const;

/** The main application's root, where a signed-in user lands. */
export const HOME_PATH = '/';
