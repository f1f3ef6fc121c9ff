import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';

/** Every onboarding call lives below this path (SPEC §7; the client adds `/web`). */
export const OAUTH_API = '/oauth/api/v2';

/** `data` of a call that signs someone in (SPEC §3: sign-in reads token, refresh, company_domain; company login reads domain). */
export interface SessionGrant {
  token: string;
  refresh: string;
  company_domain?: string | null;
  domain?: string | null;
}

export interface SignInBody {
  username: string;
  password: string;
  /** "Remember me": the server issues a longer-lived refresh token. */
  remember?: boolean;
}

export interface SignUpBody {
  email: string;
  phone_number: string;
  password: string;
  confirm_password: string;
}

export interface EmployeeSignInBody {
  company: string;
  username: string;
  password: string;
}

export interface CompanyFields {
  company_name: string;
  company_domain: string;
  company_address: string;
  company_timezone: string;
  company_country: string;
  company_country_code: string;
  company_province: string;
  company_city: string;
  company_latitude: number;
  company_longitude: number;
}

export interface CompanyCreationBody extends CompanyFields {
  code: string;
}

export interface InvitedSignUpBody {
  email: string;
  password: string;
  confirm_password: string;
  code: string;
}

export interface ResetPasswordBody {
  code: string;
  password: string;
  confirm_password: string;
}

export interface ForgotPasswordBody {
  username: string;
  company?: string;
}

/** `data` of activation: the code company creation must send (the link's code when absent). */
export interface ActivationData {
  code?: string;
}

/** `data` of the invitation check (SPEC §3): with an email the invited user still has to set a password. */
export interface InvitationData {
  email?: string | null;
  company?: string | { name?: string } | null;
}

export type ApprovalResult = 'APPROVED' | 'REJECTED';

export interface ApprovalData {
  approval: ApprovalResult | string;
}

/** One company the user has joined (SPEC §3: id and company.name). */
export interface JoinedCompany {
  id: number | string;
  company: { id?: number | string; name: string; domain?: string };
}

/** The onboarding calls of SPEC §7 over the shared api-client; all unauthenticated except the company ones. */
export interface OnboardingApi {
  signIn(body: SignInBody): Promise<ApiResponse<SessionGrant>>;
  signUp(body: SignUpBody): Promise<ApiResponse<unknown>>;
  resendActivation(email: string): Promise<ApiResponse<unknown>>;
  activate(code: string): Promise<ApiResponse<ActivationData | null>>;
  createCompany(body: CompanyCreationBody): Promise<ApiResponse<unknown>>;
  checkInvitation(code: string): Promise<ApiResponse<InvitationData | null>>;
  invitedSignUp(body: InvitedSignUpBody): Promise<ApiResponse<unknown>>;
  forgotPassword(body: ForgotPasswordBody): Promise<ApiResponse<unknown>>;
  checkResetCode(code: string): Promise<ApiResponse<unknown>>;
  resetPassword(body: ResetPasswordBody): Promise<ApiResponse<unknown>>;
  joinApproval(code: string): Promise<ApiResponse<ApprovalData | null>>;
  employeeSignIn(body: EmployeeSignInBody): Promise<ApiResponse<SessionGrant>>;
  joinedCompanies(): Promise<ApiResponse<unknown>>;
  loginCompany(companyId: number | string): Promise<ApiResponse<SessionGrant>>;
  createJoinedCompany(body: CompanyFields): Promise<ApiResponse<unknown>>;
}

const PUBLIC = { auth: false } as const;

export function createOnboardingApi(client: ApiClient): OnboardingApi {
  const post = <T>(name: string, body: unknown, auth = false) =>
    client.post<T>(`${OAUTH_API}/${name}/`, body, auth ? {} : PUBLIC);
  return {
    signIn: (body) => post('sign_in', body),
    signUp: (body) => post('sign_up', body),
    resendActivation: (email) => post('email_activation', { email }),
    activate: (code) => post('activation', { code }),
    createCompany: (body) => post('company_creation', body),
    checkInvitation: (code) => post('invited', { code }),
    invitedSignUp: (body) => post('invited_sign_up', body),
    forgotPassword: (body) => post('forgot_password', body),
    checkResetCode: (code) => post('reset_password_check', { code }),
    resetPassword: (body) => post('reset_password', body),
    joinApproval: (code) => post('join_approval', { code }),
    employeeSignIn: (body) => post('employee_sign_in', body),
    joinedCompanies: () => client.get(`${OAUTH_API}/user_joined_company/`),
    loginCompany: (companyId) => post('user_login_company', { company_id: companyId }, true),
    createJoinedCompany: (body) => post('user_create_company', body, true),
  };
}

function isJoinedCompany(value: unknown): value is JoinedCompany {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const company = entry.company as Record<string, unknown> | null | undefined;
  return (typeof entry.id === 'number' || typeof entry.id === 'string') && typeof company?.name === 'string';
}

/** The joined companies of a response, whether `data` is the list itself or a paged `{ data: [...] }`. */
export function readJoinedCompanies(data: unknown): JoinedCompany[] {
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? rows.filter(isJoinedCompany) : [];
}

/** The id sent as `company_id` when choosing a joined company: the company's own id when the entry carries it. */
export function companyIdOf(entry: JoinedCompany): number | string {
  return entry.company.id ?? entry.id;
}
