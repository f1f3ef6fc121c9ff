/**
 * The mobile app's API (ADR 0121), `/web/mobile/api/v2`: sign-in by mobile account (an employee login whose
 * employee has an enabled /gps/accounts row), refresh and sign-out; punches checked against the employee's
 * allowed places (punch.ts); the announcements and notices addressed to the employee (messages.ts); the home
 * screen's profile, recent punches and schedule. Its tokens are not the web's (session.ts). The app sends
 * `Accessor: App` where the web sends `Accessor: Web` (SPEC §2); the server does not depend on it.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { GPS_CODES } from '../gps/codes';
import { CODES } from '../oauth/codes';
import { verifyPassword } from '../oauth/passwords';
import { rateLimit } from '../oauth/rate-limits';
import { findCompanyByDomain } from '../oauth/repositories/companies';
import { findEmployeeAccount } from '../oauth/repositories/employee-accounts';
import type { ServerModule } from '../module';
import { asMobileCaller, companyZone, DEVICE, doc, MOBILE_SECURITY, wallTime, writeLog } from './context';
import { registerMessageRoutes } from './messages';
import { registerHomeRoutes } from './home';
import { registerPunchRoute } from './punch';
import { envelope, SESSION, SIGNED_IN } from './schemas';
import { issueMobileSession, parseRefresh, revokeFamily, useRefresh, type MobileSession } from './session';

export const MOBILE_PREFIX = '/web/mobile/api/v2';

const wrongCredentials = () => new ApiError(400, CODES.wrongCredentials, { message: 'Incorrect username or password.' });
const refused = () => new ApiError(401, CODES.refreshRefused, { message: 'The session could not be renewed.' });

interface SignInBody {
  company: string;
  username: string;
  password: string;
  device?: string;
}

function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: SignInBody }>(
    '/sign_in/',
    {
      config: rateLimit('signIn'),
      schema: {
        ...doc(
          'Sign in to the mobile app',
          'The employee login (company domain, username, password) of an employee with an enabled mobile account (/gps/accounts). Answers a mobile token pair: the token opens only this API, and web tokens do not open it.',
        ),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['company', 'username', 'password'],
          properties: {
            company: { type: 'string', minLength: 1, maxLength: 100 },
            username: { type: 'string', minLength: 1, maxLength: 150 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            device: DEVICE,
          },
        },
        response: envelope(SIGNED_IN),
      },
    },
    async (request) => {
      const body = request.body;
      const company = await findCompanyByDomain(deps.database.db, body.company);
      const login = company ? await findEmployeeAccount(deps, company.id, body.username) : undefined;
      const valid = await verifyPassword(login?.password_hash, body.password);
      if (!company || !login || !valid || !login.is_active || login.employee_id === null) throw wrongCredentials();
      const employeeId = Number(login.employee_id);
      const device = body.device ?? '';
      const outcome = await deps.database.withTenant(company.id, async (trx): Promise<MobileSession | 'disabled'> => {
        const { rows } = await sql<{ id: number | string | null; enabled: boolean | null; emp_code: string }>`
          select a.id, a.enabled, e.emp_code from employees e left join gps_accounts a on a.company_id = e.company_id and a.employee = e.id
          where e.company_id = ${company.id} and e.id = ${employeeId}`.execute(trx);
        const account = rows[0];
        if (!account) return 'disabled';
        const time = wallTime(await companyZone(trx, company.id), deps.now());
        const log = { companyId: company.id, time, employeeId, empCode: account.emp_code, action: 'sign_in' as const, device, request };
        if (account.id === null || !account.enabled) {
          // the password was right: the refusal is worth a line for the administrator
          await writeLog(trx, { ...log, description: 'Sign-in refused: the mobile app is not enabled for this employee.' });
          return 'disabled';
        }
        const accountId = Number(account.id);
        await sql`update gps_accounts set last_login = ${time}::timestamp where company_id = ${company.id} and id = ${accountId}`.execute(trx);
        await writeLog(trx, { ...log, description: 'Signed in.' });
        return issueMobileSession(deps, trx, { companyId: company.id, employeeId, accountId }, { device });
      });
      if (outcome === 'disabled') {
        throw new ApiError(400, GPS_CODES.mobileDisabled, { message: 'The mobile app is not enabled for your account. Ask your administrator.' });
      }
      return ok({ ...outcome, company_id: company.id, company_domain: company.company_domain, employee_id: employeeId }, GPS_CODES.ok);
    },
  );

  app.post<{ Body: { refresh: string } }>(
    '/refresh/',
    {
      config: rateLimit('refresh'),
      schema: {
        ...doc('Rotate the mobile refresh token', 'A used refresh token presented again ends the whole session (it leaked); a disabled account cannot refresh.'),
        body: { type: 'object', additionalProperties: false, required: ['refresh'], properties: { refresh: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: envelope(SESSION),
      },
    },
    async (request) => {
      const parsed = parseRefresh(request.body.refresh);
      if (!parsed) throw refused();
      const session = await deps.database.withTenant(parsed.companyId, async (trx) => {
        const outcome = await useRefresh(deps, trx, parsed.companyId, parsed.secret);
        if (outcome.status !== 'ok') return undefined;
        const { row } = outcome;
        return issueMobileSession(deps, trx, { companyId: parsed.companyId, employeeId: Number(row.employee), accountId: Number(row.account) }, { family: row.family, device: row.device });
      });
      // a reuse revoked its family in the transaction above, which committed; only then is the answer a refusal
      if (!session) throw refused();
      return ok(session, GPS_CODES.ok);
    },
  );

  app.post(
    '/sign_out/',
    { schema: { ...doc('Sign out: the session (this refresh family and its access tokens) ends now'), security: MOBILE_SECURITY } },
    async (request) => {
      await asMobileCaller(deps, request, async (trx, caller) => {
        await revokeFamily(trx, caller.companyId, caller.family, deps.now());
        const time = wallTime(await companyZone(trx, caller.companyId), deps.now());
        await writeLog(trx, { companyId: caller.companyId, time, employeeId: caller.employeeId, empCode: caller.empCode, action: 'sign_out', description: 'Signed out.', device: caller.device, request });
      });
      return ok(null, GPS_CODES.ok);
    },
  );
}

export const mobileModule: ServerModule = {
  name: 'mobile',
  prefix: MOBILE_PREFIX,
  async register(app, deps) {
    registerSessionRoutes(app, deps);
    registerPunchRoute(app, deps);
    registerMessageRoutes(app, deps);
    registerHomeRoutes(app, deps);
  },
};
