/**
 * refresh_token/ (SPEC §7: POST, unauthenticated, {access, refresh} → {token, refresh}) and current-user/.
 * A refresh is refused with 401 ZBOA0108 when the refresh token is unknown, expired, revoked or reused
 * (reuse revokes its whole family), or when the access token is not ours or belongs to someone else.
 */
import type { FastifyInstance } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { callerOf } from '../caller';
import { CODES } from '../codes';
import { rateLimit } from '../rate-limits';
import { findCompanyById, isMemberDeactivated, membershipRole } from '../repositories/companies';
import { findEmployeeAccountById } from '../repositories/employee-accounts';
import { useRefreshToken } from '../repositories/refresh-tokens';
import { findUserById } from '../repositories/users';
import { allCodenames, grantsOf } from '../../../resources/permissions';
import { resourceRegistry } from '../../../resources/registry';
import { isVendorOperator } from '../../vendor/vendor-access';
import { denyListOf, issueSession, readOwnAccessToken, sameSubject } from '../sessions';

const refused = () => new ApiError(401, CODES.refreshRefused, { message: 'The session could not be renewed.' });

export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/oauth/api/v2/refresh_token/', { schema: { tags: ['oauth'], summary: 'Rotate the refresh token' }, config: rateLimit('refresh') }, async (request) => {
    const body = (request.body ?? {}) as { access?: unknown; refresh?: unknown };
    if (typeof body.refresh !== 'string' || body.refresh === '') throw refused();
    const claims = readOwnAccessToken(deps, body.access);
    if (!claims) throw refused();
    const now = deps.now();
    // The subject is checked before the token is consumed: a mismatched pair changes nothing.
    const used = await useRefreshToken(deps.database.db, body.refresh, now, {
      accept: (row) => sameSubject(claims, row),
      denyList: denyListOf(deps),
    });
    if (used.status !== 'ok') throw refused();
    const row = used.row;
    // The account may have lost access since the token was issued.
    if (row.subject === 'user') {
      const user = row.user_id === null ? undefined : await findUserById(deps.database.db, row.user_id);
      if (!user || !user.is_active) throw refused();
      if (row.company_id !== null && !(await membershipRole(deps.database.db, row.company_id, user.id))) throw refused();
      if (row.company_id !== null && (await isMemberDeactivated(deps.database, row.company_id, user.id))) throw refused();
    } else {
      const account = row.company_id === null || row.employee_account_id === null ? undefined : await findEmployeeAccountById(deps, row.company_id, row.employee_account_id);
      if (!account || !account.is_active) throw refused();
    }
    const session = await issueSession(
      deps,
      {
        subject: row.subject,
        userId: row.user_id,
        employeeAccountId: row.employee_account_id,
        companyId: row.company_id,
        role: row.role,
        staff: claims.staff,
        employeeId: claims.employee_id,
      },
      { remember: row.remember, familyId: row.family_id },
    );
    return ok({ token: session.token, refresh: session.refresh }, CODES.ok);
  });

  app.get('/oauth/api/v2/current-user/', { schema: { tags: ['oauth'], summary: 'The signed-in user' }, preHandler: app.requireAuth }, async (request) => {
    const auth = callerOf(request);
    if (auth.role === 'employee') {
      const account = auth.companyId ? await findEmployeeAccountById(deps, auth.companyId, auth.userId) : undefined;
      if (!account) throw new ApiError(404, GENERAL_CODES.notFound, { message: 'The account no longer exists.' });
      return ok(
        {
          id: account.id,
          username: account.username,
          email: account.email,
          language: account.language,
          staff: false,
          company_id: account.company_id,
          employee_id: account.employee_id,
          role: 'employee',
          // An employee login holds no administrative permission: only the Personal area.
          permissions: [],
          is_admin: false,
          is_vendor_operator: false,
        },
        CODES.ok,
      );
    }
    const user = await findUserById(deps.database.db, auth.userId);
    if (!user) throw new ApiError(404, GENERAL_CODES.notFound, { message: 'The account no longer exists.' });
    const company = auth.companyId ? await findCompanyById(deps.database.db, auth.companyId) : undefined;
    const grants = company ? await grantsOf(deps, request) : undefined;
    const known = allCodenames([...resourceRegistry(deps).values()].map((resource) => resource.contract));
    return ok(
      {
        id: user.id,
        email: user.email,
        phone_number: user.phone_number,
        language: user.language,
        staff: user.is_staff,
        is_active: user.is_active,
        company_id: company?.id ?? null,
        company_domain: company?.company_domain ?? null,
        role: auth.role,
        permissions: grants?.isAdmin ? known : known.filter((codename) => grants?.codenames.has(codename)),
        is_admin: grants?.isAdmin ?? false,
        employee_id: null,
        is_vendor_operator: await isVendorOperator(deps, user.id),
      },
      CODES.ok,
    );
  });
}
