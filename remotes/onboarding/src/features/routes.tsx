import type { ComponentType } from 'react';
import { menuKey } from '@timekeep/contracts';
import { ActivationPage } from './activation/ActivationPage';
import { CompanyCreationPage } from './company-creation/CompanyCreationPage';
import { CompanyLoginPage } from './company-login/CompanyLoginPage';
import { EmailActivationPage } from './email-activation/EmailActivationPage';
import { EmployeeLoginPage } from './employee-login/EmployeeLoginPage';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { InvitedPage } from './invited/InvitedPage';
import { InvitedSignUpPage } from './invited-sign-up/InvitedSignUpPage';
import { JoinApprovalPage } from './join-approval/JoinApprovalPage';
import { ResetPasswordPage } from './reset-password/ResetPasswordPage';
import { CompanyVerificationPage } from './sign-in/CompanyVerificationPage';
import { OAuthCompanyVerificationPage } from './sign-in/OAuthCompanyVerificationPage';
import { OAuthSignInPage } from './sign-in/OAuthSignInPage';
import { SignUpPage } from './sign-up/SignUpPage';

export interface OnboardingPage {
  /** Full browser path. */
  path: string;
  Page: ComponentType;
}

/** Every page of this remote (SPEC §2 /oauth and /onboard); the area indexes redirect (see INDEX_REDIRECTS). */
export const ONBOARDING_PAGES: readonly OnboardingPage[] = [
  { path: '/oauth/sign-in', Page: OAuthSignInPage },
  { path: '/oauth/company-verification', Page: OAuthCompanyVerificationPage },
  { path: '/onboard/company-verification', Page: CompanyVerificationPage },
  { path: '/onboard/sign-in', Page: CompanyVerificationPage },
  { path: '/onboard/company-login', Page: CompanyLoginPage },
  { path: '/onboard/employee-login', Page: EmployeeLoginPage },
  { path: '/onboard/sign-up', Page: SignUpPage },
  { path: '/onboard/email-activation', Page: EmailActivationPage },
  { path: '/onboard/activation', Page: ActivationPage },
  { path: '/onboard/company-creation', Page: CompanyCreationPage },
  { path: '/onboard/invited', Page: InvitedPage },
  { path: '/onboard/invited-sign-up', Page: InvitedSignUpPage },
  { path: '/onboard/forgot-password', Page: ForgotPasswordPage },
  { path: '/onboard/reset-password', Page: ResetPasswordPage },
  { path: '/onboard/join-approval', Page: JoinApprovalPage },
];

/** SPEC §2: /oauth goes to sign-in, /onboard to company verification. */
export const INDEX_REDIRECTS: Readonly<Record<string, string>> = {
  '/oauth': '/oauth/sign-in',
  '/onboard': '/onboard/company-verification',
};

/** `menu:` title key of a page (the page heading, as in every area). */
export function pageTitleKey(path: string): string {
  return `menu:${menuKey(path)}`;
}
