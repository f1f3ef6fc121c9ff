/**
 * Issuing and renewing sessions: an access JWT (SPEC §3 claims user_id, staff, exp + company_id, role,
 * employee_id) and a rotating refresh token.
 *
 * Lifetimes: access 30 min (above the client's 300 s refresh margin); refresh 1 day, 30 days with "remember
 * me". A hand-off pair (sign-in that sends the browser to `<domain>.<base>/switch-company?state=…&refresh=…`)
 * lives 60 s / 120 s: the address bar and history may keep the URL, so its tokens must die quickly. The client
 * sees the short access as expired at once and refreshes; rotation then gives a full-length pair and makes the
 * URL's refresh token worthless (reusing it revokes the family).
 */
import type { AccessClaims } from '../../auth/access-token';
import { signJwt, verifyJwt } from '../../auth/jwt';
import type { AppDeps } from '../../deps';
import { storeRefreshToken, type RefreshSubject, type RefreshTokenRow } from './repositories/refresh-tokens';
import { revokedFamiliesOf, type RevokedFamilies } from './repositories/revoked-families';
import { newFamilyId } from './secrets';

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 24 * 3600;
export const REMEMBER_REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const HANDOFF_ACCESS_TTL_SECONDS = 60;
export const HANDOFF_REFRESH_TTL_SECONDS = 120;

export interface SessionSubject extends RefreshSubject {
  staff: boolean;
  /** Personnel employee id of an employee login (null for users). */
  employeeId: number | null;
}

export interface IssuedSession {
  token: string;
  refresh: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/**
 * For users `user_id` is users.id; for employee logins (role 'employee') it is employee_accounts.id, and
 * `employee_id` is the personnel employee the account belongs to.
 */
export function subjectUserId(subject: RefreshSubject): number {
  return subject.subject === 'user' ? (subject.userId as number) : (subject.employeeAccountId as number);
}

/** The deny-list of revoked session families for this app's database (shared with the auth hook). */
export function denyListOf(deps: AppDeps): RevokedFamilies {
  return revokedFamiliesOf(deps.database.db, deps.now);
}

function signAccess(deps: AppDeps, subject: SessionSubject, familyId: string, ttlSeconds: number): string {
  const now = Math.floor(deps.now().getTime() / 1000);
  const claims: AccessClaims = {
    typ: 'access',
    user_id: subjectUserId(subject),
    staff: subject.staff,
    company_id: subject.companyId,
    employee_id: subject.employeeId,
    role: subject.role,
    fam: familyId,
    iat: now,
    exp: now + ttlSeconds,
  };
  return signJwt(claims, deps.keys.jwtSecret);
}

export async function issueSession(
  deps: AppDeps,
  subject: SessionSubject,
  options: { remember?: boolean; handoff?: boolean; familyId?: string } = {},
): Promise<IssuedSession> {
  const remember = options.remember ?? false;
  const accessTtl = options.handoff ? HANDOFF_ACCESS_TTL_SECONDS : ACCESS_TTL_SECONDS;
  const refreshTtl = options.handoff ? HANDOFF_REFRESH_TTL_SECONDS : remember ? REMEMBER_REFRESH_TTL_SECONDS : REFRESH_TTL_SECONDS;
  const familyId = options.familyId ?? newFamilyId();
  const refresh = await storeRefreshToken(deps.database.db, subject, {
    familyId,
    remember,
    expiresAt: new Date(deps.now().getTime() + refreshTtl * 1000),
  });
  return { token: signAccess(deps, subject, familyId, accessTtl), refresh, expires_in: accessTtl };
}

/** The claims of an access token we signed, expired or not (refresh presents the old access token). */
export function readOwnAccessToken(deps: AppDeps, token: unknown): AccessClaims | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  const result = verifyJwt<AccessClaims>(token, deps.keys.jwtSecret, 0);
  return result.ok && result.claims.typ === 'access' ? result.claims : undefined;
}

/**
 * True when the access token and the refresh token describe the same session: the same subject (user or employee
 * login), company and role, and the same family when the access token names one (tokens signed before families
 * were in the claims do not).
 */
export function sameSubject(claims: AccessClaims, row: RefreshTokenRow): boolean {
  const userId = row.subject === 'user' ? row.user_id : row.employee_account_id;
  const sameFamily = claims.fam === undefined || claims.fam === row.family_id;
  const sameKind = (claims.role === 'employee') === (row.subject === 'employee');
  return (
    sameFamily &&
    sameKind &&
    claims.user_id === userId &&
    (claims.company_id ?? null) === (row.company_id ?? null) &&
    (claims.role ?? null) === (row.role ?? null)
  );
}
