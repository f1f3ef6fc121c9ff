/**
 * The mobile app's own sessions (ADR 0121). Its access token is a JWT of another kind than the web's: `typ`
 * 'mobile' and `aud` 'timekeep-mobile', with the company, the employee and the mobile account. The web's auth
 * hook accepts only `typ` 'access', and these routes only 'mobile', so neither token opens the other API.
 * Refresh tokens rotate inside a family (table gps_mobile_sessions); a used token presented again revokes the
 * family, and a revoked family's access tokens are refused at once. A refresh token is `<company id>.<secret>`:
 * the company says which tenant to look in (RLS), the secret is the credential.
 */
import type { FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { sql } from 'kysely';
import { readBearer } from '../../auth/auth-plugin';
import { signJwt, verifyJwt, type JwtClaims } from '../../auth/jwt';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { Trx } from '../../resources/types';
import { hashSecret, newFamilyId, newSecret } from '../oauth/secrets';

export const MOBILE_AUDIENCE = 'timekeep-mobile';
export const MOBILE_ACCESS_TTL_SECONDS = 30 * 60;
/** An app stays signed in for a month of disuse; every refresh starts the month again. */
export const MOBILE_REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export interface MobileClaims extends JwtClaims {
  typ: 'mobile';
  aud: typeof MOBILE_AUDIENCE;
  company_id: number;
  employee_id: number;
  account_id: number;
  fam: string;
}

/** Who is calling, after the token, the session family and the account (still enabled) were checked. */
export interface MobileCaller {
  companyId: number;
  employeeId: number;
  accountId: number;
  family: string;
  device: string;
  empCode: string;
  allowOutdoor: boolean;
}

export interface MobileSession {
  token: string;
  refresh: string;
  expires_in: number;
}

const unauthenticated = () => new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });

const seconds = (deps: AppDeps) => Math.floor(deps.now().getTime() / 1000);

function isMobileClaims(claims: JwtClaims): claims is MobileClaims {
  return (
    claims.typ === 'mobile' &&
    claims.aud === MOBILE_AUDIENCE &&
    typeof claims.company_id === 'number' &&
    typeof claims.employee_id === 'number' &&
    typeof claims.account_id === 'number' &&
    typeof claims.fam === 'string'
  );
}

/** A new session row in `family` and the pair the app keeps. Runs in the company's tenant transaction. */
export async function issueMobileSession(
  deps: AppDeps,
  trx: Trx,
  subject: { companyId: number; employeeId: number; accountId: number },
  options: { family?: string; device: string },
): Promise<MobileSession> {
  const family = options.family ?? newFamilyId();
  const secret = newSecret();
  const now = seconds(deps);
  await sql`insert into gps_mobile_sessions (company_id, account, family, token_hash, device, expires_at)
    values (${subject.companyId}, ${subject.accountId}, ${family}, ${hashSecret(secret)}, ${options.device},
      ${new Date((now + MOBILE_REFRESH_TTL_SECONDS) * 1000).toISOString()}::timestamptz)`.execute(trx);
  const claims: MobileClaims = {
    typ: 'mobile',
    aud: MOBILE_AUDIENCE,
    company_id: subject.companyId,
    employee_id: subject.employeeId,
    account_id: subject.accountId,
    fam: family,
    iat: now,
    exp: now + MOBILE_ACCESS_TTL_SECONDS,
  };
  return { token: signJwt(claims, deps.keys.jwtSecret), refresh: `${subject.companyId}.${secret}`, expires_in: MOBILE_ACCESS_TTL_SECONDS };
}

/** The company a refresh token names, and its secret; undefined for anything else. */
export function parseRefresh(token: string): { companyId: number; secret: string } | undefined {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const companyId = Number(match[1]);
  return Number.isSafeInteger(companyId) ? { companyId, secret: match[2] } : undefined;
}

interface SessionRow {
  id: number | string;
  account: number | string;
  family: string;
  device: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  revoked_at: Date | string | null;
  employee: number | string;
  enabled: boolean;
}

export type RefreshOutcome = { status: 'ok'; row: SessionRow } | { status: 'unknown' | 'expired' | 'revoked' | 'reused' | 'disabled' };

/**
 * Consumes a refresh token in its company's transaction: marks it used and returns its row; a token used before
 * revokes its whole family (it leaked); an expired, revoked or disabled account's token is refused.
 */
export async function useRefresh(deps: AppDeps, trx: Trx, companyId: number, secret: string): Promise<RefreshOutcome> {
  const { rows } = await sql<SessionRow>`
    select s.id, s.account, s.family, s.device, s.expires_at, s.used_at, s.revoked_at, a.employee,
      a.enabled and exists (select 1 from employee_accounts ea where ea.company_id = a.company_id and ea.employee_id = a.employee and ea.is_active) as enabled
    from gps_mobile_sessions s join gps_accounts a on a.company_id = s.company_id and a.id = s.account
    where s.company_id = ${companyId} and s.token_hash = ${hashSecret(secret)} for update of s`.execute(trx);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  const now = deps.now();
  if (row.revoked_at !== null) return { status: 'revoked' };
  if (row.used_at !== null) {
    await revokeFamily(trx, companyId, row.family, now);
    return { status: 'reused' };
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'expired' };
  if (!row.enabled) return { status: 'disabled' };
  await sql`update gps_mobile_sessions set used_at = ${now.toISOString()}::timestamptz where company_id = ${companyId} and id = ${row.id}`.execute(trx);
  return { status: 'ok', row };
}

export async function revokeFamily(trx: Trx, companyId: number, family: string, now: Date): Promise<void> {
  await sql`update gps_mobile_sessions set revoked_at = ${now.toISOString()}::timestamptz
    where company_id = ${companyId} and family = ${family} and revoked_at is null`.execute(trx);
}

/** The verified claims of the request's mobile token, or 401 (a web token, an expired or foreign one). */
export function mobileClaimsOf(deps: AppDeps, request: FastifyRequest): MobileClaims {
  const token = readBearer(request.headers.authorization);
  if (!token) throw unauthenticated();
  const result = verifyJwt(token, deps.keys.jwtSecret, seconds(deps));
  if (!result.ok || !isMobileClaims(result.claims)) throw unauthenticated();
  return result.claims;
}

/**
 * The caller behind a mobile token, inside the company's transaction: the family must be live, the mobile account
 * enabled and the employee login it signed in with active (disabling either or signing out ends its tokens at
 * once, not at their expiry).
 */
export async function mobileCaller(trx: Trx, claims: MobileClaims): Promise<MobileCaller> {
  const { rows } = await sql<{ device: string; emp_code: string; allow_outdoor: boolean }>`
    select coalesce((select s.device from gps_mobile_sessions s where s.company_id = a.company_id and s.family = ${claims.fam}
        order by s.id desc limit 1), '') as device, e.emp_code, a.allow_outdoor
    from gps_accounts a join employees e on e.company_id = a.company_id and e.id = a.employee
    where a.company_id = ${claims.company_id} and a.id = ${claims.account_id} and a.employee = ${claims.employee_id} and a.enabled
      and exists (select 1 from gps_mobile_sessions s where s.company_id = a.company_id and s.account = a.id and s.family = ${claims.fam} and s.revoked_at is null)
      and exists (select 1 from employee_accounts ea where ea.company_id = a.company_id and ea.employee_id = a.employee and ea.is_active)`.execute(trx);
  const row = rows[0];
  if (!row) throw unauthenticated();
  return {
    companyId: claims.company_id,
    employeeId: claims.employee_id,
    accountId: claims.account_id,
    family: claims.fam,
    device: row.device,
    empCode: row.emp_code,
    allowOutdoor: row.allow_outdoor,
  };
}
