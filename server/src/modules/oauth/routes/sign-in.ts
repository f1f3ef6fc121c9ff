/**
 * Signing in: sign_in/, company_verification/ and user_sign_in/ (admin and user sign-in, same contract),
 * employee_sign_in/, and the plain JWT login /web/api/jwt-api-token-auth/.
 *
 * Wrong username and wrong password give the same answer (400 ZBOA0101; never 401, which the client treats as
 * "session over"). When the sign-in names a company (body `company`, or the company host it is made on) or the
 * user belongs to exactly one company, the answer carries `company_domain` and a short-lived hand-off pair
 * scoped to that company (see sessions.ts); otherwise a user-level pair and `company_domain: null`, and the
 * client continues on company-login.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employeeSignInSchema, signInSchema } from '@timekeep/validation';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { CODES } from '../codes';
import { companyDomainOfHost } from '../context';
import { verifyPassword } from '../passwords';
import { rateLimit } from '../rate-limits';
import { findCompanyByDomain, isMemberDeactivated, listJoinedCompanies, membershipRole, type Company } from '../repositories/companies';
import { findEmployeeAccount, touchEmployeeLogin } from '../repositories/employee-accounts';
import { findUserByLogin, touchUserLogin, type User } from '../repositories/users';
import { issueSession, type SessionSubject } from '../sessions';
import { parseBody } from '../validation';

const doc = (summary: string) => ({ tags: ['oauth'], summary });

const wrongCredentials = () => new ApiError(400, CODES.wrongCredentials, { message: 'Incorrect username or password.' });

export function userSubject(user: User, company?: { id: number; role: string }): SessionSubject {
  return {
    subject: 'user',
    userId: user.id,
    employeeAccountId: null,
    companyId: company?.id ?? null,
    role: company?.role ?? null,
    staff: user.is_staff,
    employeeId: null,
  };
}

/** 400 ZBOA0114: the company turned this member off (sign-in and company selection say so plainly). */
export function memberDeactivated(): ApiError {
  return new ApiError(400, CODES.memberDeactivated, { message: 'Your access to this company has been deactivated. Ask its administrator.' });
}

/** The user behind username + password, or the generic failure. */
export async function authenticateUser(deps: AppDeps, username: string, password: string): Promise<User> {
  const user = await findUserByLogin(deps.database.db, username);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid) throw wrongCredentials();
  if (!user.is_active) throw new ApiError(400, CODES.notActivated, { message: 'This account is not activated yet.' });
  return user;
}

/** The company this sign-in is for: named in the body, else the company host, else the only membership. */
async function companyForSignIn(deps: AppDeps, request: FastifyRequest, user: User): Promise<{ company: Company; role: string } | undefined> {
  const named = (request.body as { company?: unknown }).company;
  const domain = typeof named === 'string' && named.trim() ? named.trim() : companyDomainOfHost(request.host, deps.config.baseDomain);
  if (domain) {
    const company = await findCompanyByDomain(deps.database.db, domain);
    const role = company ? await membershipRole(deps.database.db, company.id, user.id) : undefined;
    if (company && role) return { company, role };
  }
  const joined = await listJoinedCompanies(deps.database.db, user.id, { offset: 0, limit: 2 });
  if (joined.total === 1) {
    const only = joined.rows[0];
    const company = await findCompanyByDomain(deps.database.db, only.company_domain);
    if (company) return { company, role: only.role };
  }
  return undefined;
}

function wantsRemember(body: unknown): boolean {
  const remember = (body as { remember?: unknown } | null)?.remember;
  return remember === true || remember === 'true';
}

export function registerSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const signIn = async (request: FastifyRequest) => {
    const body = await parseBody(signInSchema(), request.body);
    const user = await authenticateUser(deps, body.username, body.password);
    await touchUserLogin(deps.database.db, user.id, deps.now());
    const remember = wantsRemember(request.body);
    const target = await companyForSignIn(deps, request, user);
    if (target) {
      if (await isMemberDeactivated(deps.database, target.company.id, user.id)) throw memberDeactivated();
      const session = await issueSession(deps, userSubject(user, { id: target.company.id, role: target.role }), { remember, handoff: true });
      return ok({ ...session, company_domain: target.company.company_domain, company_id: target.company.id }, CODES.ok);
    }
    const session = await issueSession(deps, userSubject(user), { remember });
    return ok({ ...session, company_domain: null, company_id: null }, CODES.ok);
  };
  for (const path of ['sign_in', 'company_verification', 'user_sign_in']) {
    app.post(`/oauth/api/v2/${path}/`, { schema: doc('Sign in with username (e-mail or phone) and password'), config: rateLimit('signIn') }, signIn);
  }

  app.post('/oauth/api/v2/employee_sign_in/', { schema: doc('Employee login: company domain, username, password'), config: rateLimit('signIn') }, async (request) => {
    const body = await parseBody(employeeSignInSchema(), request.body);
    const company = await findCompanyByDomain(deps.database.db, body.company);
    const account = company ? await findEmployeeAccount(deps, company.id, body.username) : undefined;
    const valid = await verifyPassword(account?.password_hash, body.password);
    if (!company || !account || !valid || !account.is_active) throw wrongCredentials();
    await touchEmployeeLogin(deps, company.id, account.id, deps.now());
    const session = await issueSession(
      deps,
      {
        subject: 'employee',
        userId: null,
        employeeAccountId: account.id,
        companyId: company.id,
        role: 'employee',
        staff: false,
        employeeId: account.employee_id,
      },
      { remember: wantsRemember(request.body), handoff: true },
    );
    return ok({ ...session, company_domain: company.company_domain, company_id: company.id }, CODES.ok);
  });

  app.post('/api/jwt-api-token-auth/', { schema: doc('JWT login: username and password → token and refresh'), config: rateLimit('signIn') }, async (request) => {
    const body = await parseBody(signInSchema(), request.body);
    const user = await authenticateUser(deps, body.username, body.password);
    await touchUserLogin(deps.database.db, user.id, deps.now());
    const session = await issueSession(deps, userSubject(user));
    return ok(session, CODES.ok);
  });
}
