/**
 * Small factories for API tests in other areas (a company, a signed-in caller) that do not depend on the
 * sign-up flow. Tokens are signed with the test app's real key, exactly as the oauth module signs them.
 */
import type { AccessClaims } from '../../src/auth/access-token';
import { signJwt } from '../../src/auth/jwt';
import type { AppDeps } from '../../src/deps';

export async function createCompany(deps: AppDeps, domain: string, name = `${domain} Ltd`): Promise<number> {
  const row = await deps.database.db
    .insertInto('companies')
    .values({ company_name: name, company_domain: domain, region_code: 'global' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createUser(deps: AppDeps, email: string): Promise<number> {
  const row = await deps.database.db
    .insertInto('users')
    .values({ email, is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An `Authorization` header value for a user signed in to a company. */
export function authHeader(
  deps: AppDeps,
  claims: { userId: number; companyId: number | null; role?: string; employeeId?: number | null; staff?: boolean },
): string {
  const now = Math.floor(deps.now().getTime() / 1000);
  const payload: AccessClaims = {
    typ: 'access',
    user_id: claims.userId,
    staff: claims.staff ?? false,
    company_id: claims.companyId,
    employee_id: claims.employeeId ?? null,
    role: claims.role ?? 'admin',
    iat: now,
    exp: now + 3600,
  };
  return `JWT ${signJwt(payload, deps.keys.jwtSecret)}`;
}
