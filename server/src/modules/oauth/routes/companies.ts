/**
 * The signed-in user's companies: company-list/ (paged, only the caller's companies), user_joined_company/
 * (company-login list box), current-company/, company-token/ and user_login_company/ (a token for one of the
 * caller's companies), user_create_company/ (create-company dialog).
 */
import type { FastifyInstance } from 'fastify';
import { companyFieldsSchema, companySelectionSchema } from '@timekeep/validation';
import type { Paged } from '@timekeep/contracts';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { identifyRegion } from '../../region/region-repository';
import { callerOf, userCallerOf } from '../caller';
import { CODES } from '../codes';
import { findCompanyById, insertCompanyWithAdmin, isMemberDeactivated, isUniqueViolation, listJoinedCompanies, membershipRole, type JoinedCompany } from '../repositories/companies';
import { memberDeactivated } from './sign-in';
import { findUserById } from '../repositories/users';
import { issueSession } from '../sessions';
import { parseBody } from '../validation';
import { userSubject } from './sign-in';
import { assertDomainFree } from './sign-up';

export const COMPANY_LIST_PAGE_SIZE = 50;

const doc = (summary: string) => ({ tags: ['oauth'], summary, security: [{ jwt: [] }] });

function positiveInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/oauth/api/v2/company-list/', { schema: doc('The caller’s companies, paged'), preHandler: app.requireAuth }, async (request) => {
    const caller = userCallerOf(request);
    const query = request.query as { page?: unknown; page_size?: unknown };
    const page = positiveInt(query.page, 1, 1_000_000);
    const pageSize = positiveInt(query.page_size, COMPANY_LIST_PAGE_SIZE, COMPANY_LIST_PAGE_SIZE);
    const { rows, total } = await listJoinedCompanies(deps.database.db, caller.userId, { offset: (page - 1) * pageSize, limit: pageSize });
    const data: Paged<JoinedCompany> = { data: rows, total, page, page_size: pageSize, next: page * pageSize < total ? page + 1 : null };
    return ok(data, CODES.ok);
  });

  const joined = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = userCallerOf(request);
    const { rows } = await listJoinedCompanies(deps.database.db, caller.userId, { offset: 0, limit: 1000 });
    return ok(
      rows.map((r) => ({ id: r.id, role: r.role, company: { id: r.id, name: r.company_name, domain: r.company_domain } })),
      CODES.ok,
    );
  };
  app.get('/oauth/api/v2/user_joined_company/', { schema: doc('Companies the user has joined'), preHandler: app.requireAuth }, joined);
  app.post('/oauth/api/v2/user_joined_company/', { schema: doc('Companies the user has joined'), preHandler: app.requireAuth }, joined);

  app.get('/oauth/api/v2/current-company/', { schema: doc('The company of the current token'), preHandler: app.requireCompany }, async (request) => {
    const caller = callerOf(request);
    const companyId = caller.companyId as number;
    // A user must still be a member; an employee token is bound to its company by the login.
    if (caller.role !== 'employee' && !(await membershipRole(deps.database.db, companyId, caller.userId))) {
      throw new ApiError(403, CODES.notMember, { message: 'You are not a member of this company.' });
    }
    const company = await findCompanyById(deps.database.db, companyId);
    if (!company) throw new ApiError(403, CODES.notMember, { message: 'You are not a member of this company.' });
    const { is_active: _active, created_at: _created, updated_at: _updated, ...fields } = company;
    return ok({ ...fields, role: caller.role }, CODES.ok);
  });

  const companyToken = (handoff: boolean) => async (request: Parameters<typeof callerOf>[0]) => {
    const caller = userCallerOf(request);
    const { company_id: companyId } = await parseBody(companySelectionSchema(), request.body);
    const role = await membershipRole(deps.database.db, companyId, caller.userId);
    const company = role ? await findCompanyById(deps.database.db, companyId) : undefined;
    const user = await findUserById(deps.database.db, caller.userId);
    if (!role || !company || !user || !user.is_active) throw new ApiError(400, CODES.notMember, { message: 'You are not a member of this company.' });
    if (await isMemberDeactivated(deps.database, company.id, user.id)) throw memberDeactivated();
    const session = await issueSession(deps, userSubject(user, { id: company.id, role }), { handoff });
    return ok({ ...session, domain: company.company_domain, company_domain: company.company_domain, company_id: company.id }, CODES.ok);
  };
  app.post('/oauth/api/v2/company-token/', { schema: doc('A token for one of the caller’s companies'), preHandler: app.requireAuth }, companyToken(false));
  // Company-login then sends the browser to the company host: the pair travels in a URL, so it is a hand-off pair.
  app.post('/oauth/api/v2/user_login_company/', { schema: doc('Sign in to a joined company (hand-off pair)'), preHandler: app.requireAuth }, companyToken(true));

  app.post('/oauth/api/v2/user_create_company/', { schema: doc('Create a company as the signed-in user'), preHandler: app.requireAuth }, async (request) => {
    const caller = userCallerOf(request);
    const body = await parseBody(companyFieldsSchema(), request.body);
    await assertDomainFree(deps, body.company_domain);
    const region = await identifyRegion(deps.database.db, request.host);
    try {
      const company = await deps.database.db.transaction().execute((trx) => insertCompanyWithAdmin(trx, body, caller.userId, region?.code ?? null));
      return ok({ id: company.id, company_name: company.company_name, company_domain: company.company_domain }, CODES.ok);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, CODES.domainTaken, { message: 'This company domain is already taken.' });
      throw error;
    }
  });
}
