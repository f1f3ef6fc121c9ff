import type { ComponentType } from 'react';
import { menuKey } from '@timekeep/contracts';
import { lazyPage } from './common/lazy-page';
import { CompanyVerificationPage } from './sign-in/CompanyVerificationPage';
import { OAuthCompanyVerificationPage } from './sign-in/OAuthCompanyVerificationPage';
import { OAuthSignInPage } from './sign-in/OAuthSignInPage';

// The sign-in pages are in the remote's first chunk, without antd; every other page loads when visited, inside an
// AntdScope (ADR 0014, 0015).
const ActivationPage = lazyPage(() => import('./activation/ActivationPage').then((m) => m.ActivationPage));
const CompanyCreationPage = lazyPage(() => import('./company-creation/CompanyCreationPage').then((m) => m.CompanyCreationPage));
const CompanyLoginPage = lazyPage(() => import('./company-login/CompanyLoginPage').then((m) => m.CompanyLoginPage));
const EmailActivationPage = lazyPage(() => import('./email-activation/EmailActivationPage').then((m) => m.EmailActivationPage));
const EmployeeLoginPage = lazyPage(() => import('./employee-login/EmployeeLoginPage').then((m) => m.EmployeeLoginPage));
const ForgotPasswordPage = lazyPage(() => import('./forgot-password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const InvitedPage = lazyPage(() => import('./invited/InvitedPage').then((m) => m.InvitedPage));
const InvitedSignUpPage = lazyPage(() => import('./invited-sign-up/InvitedSignUpPage').then((m) => m.InvitedSignUpPage));
const JoinApprovalPage = lazyPage(() => import('./join-approval/JoinApprovalPage').then((m) => m.JoinApprovalPage));
const ResetPasswordPage = lazyPage(() => import('./reset-password/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const SignUpPage = lazyPage(() => import('./sign-up/SignUpPage').then((m) => m.SignUpPage));

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

/** Loads every lazily loaded page (tests render pages without waiting for chunks). */
export function preloadOnboardingPages(): Promise<unknown> {
  return Promise.all(ONBOARDING_PAGES.map(({ Page }) => ('preload' in Page ? (Page as { preload(): Promise<unknown> }).preload() : null)));
}

/** SPEC §2: /oauth goes to sign-in, /onboard to company verification. */
export const INDEX_REDIRECTS: Readonly<Record<string, string>> = {
  '/oauth': '/oauth/sign-in',
  '/onboard': '/onboard/company-verification',
};

/** `menu:` title key of a page (the page heading, as in every area). */
export function pageTitleKey(path: string): string {
  return `menu:${menuKey(path)}`;
}
