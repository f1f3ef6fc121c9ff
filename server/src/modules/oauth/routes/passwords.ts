/**
 * forgot_password/ → mail with a reset link (always the same answer, so it never reveals whether an account
 * exists), reset_password_check/ (is the link still good?), reset_password/ (set it; every session ends).
 * Users are found by e-mail or phone; with `company`, an employee login by company domain + username (its
 * mail goes to the e-mail stored on the account, if any).
 */
import type { FastifyInstance } from 'fastify';
import { codeSchema, forgotPasswordSchema, resetPasswordSchema } from '@timekeep/validation';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { CODES } from '../codes';
import { resetPasswordMail } from '../mail/templates';
import { enqueueMail } from '../../../mail/outbox';
import { brandingFor, mailContext, onboardLink } from '../mail/compose';
import { hashPassword } from '../passwords';
import { rateLimit } from '../rate-limits';
import { findCompanyByDomain } from '../repositories/companies';
import { findEmployeeAccount, findEmployeeAccountById, setEmployeePassword } from '../repositories/employee-accounts';
import {
  CODE_TTL_SECONDS,
  consumeCode,
  findValidCode,
  issueCode,
  retireEmployeeCodes,
  retireUserCodes,
  type OneTimeCode,
} from '../repositories/one-time-codes';
import { revokeEmployeeTokens, revokeUserTokens } from '../repositories/refresh-tokens';
import { denyListOf } from '../sessions';
import { activateUser, findUserById, findUserByLogin, setUserPassword } from '../repositories/users';
import { parseBody, requireCode } from '../validation';

const doc = (summary: string) => ({ tags: ['oauth'], summary });
const linkInvalid = () => new ApiError(400, CODES.linkInvalid, { message: 'This link is invalid or has expired.' });

/** The account a reset code belongs to, as the page shows it. */
async function accountOfCode(deps: AppDeps, code: OneTimeCode): Promise<{ email: string; username: string } | undefined> {
  if (code.user_id !== null) {
    const user = await findUserById(deps.database.db, code.user_id);
    return user ? { email: user.email, username: user.email } : undefined;
  }
  if (code.company_id !== null && code.employee_account_id !== null) {
    const account = await findEmployeeAccountById(deps, code.company_id, code.employee_account_id);
    return account ? { email: account.email ?? '', username: account.username } : undefined;
  }
  return undefined;
}

export function registerPasswordRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/oauth/api/v2/forgot_password/', { schema: doc('Mail a password-reset link (same answer for unknown accounts)'), config: rateLimit('mail') }, async (request) => {
    const body = await parseBody(forgotPasswordSchema(), request.body);
    const now = deps.now();
    const db = deps.database.db;
    if (body.company) {
      const company = await findCompanyByDomain(db, body.company);
      const account = company ? await findEmployeeAccount(deps, company.id, body.username) : undefined;
      if (company && account?.email && account.is_active) {
        const email = account.email;
        const brand = await brandingFor(deps, { regionCode: company.region_code, host: request.host });
        // The code and its mail commit together; the mail is only queued (ADR 0075), so the answer takes about as
        // long for a known account as for an unknown one.
        await db.transaction().execute(async (trx) => {
          await retireEmployeeCodes(trx, company.id, account.id, ['password_reset'], now);
          const code = await issueCode(trx, 'password_reset', { companyId: company.id, employeeAccountId: account.id }, now);
          const link = onboardLink(deps, 'reset-password', code);
          const message = resetPasswordMail(mailContext(deps, account.language, brand), email, { account: account.username, link, ttlSeconds: CODE_TTL_SECONDS.password_reset });
          await enqueueMail(deps, trx, { companyId: company.id, kind: 'password_reset', message });
        });
      }
    } else {
      const user = await findUserByLogin(db, body.username);
      if (user) {
        const brand = await brandingFor(deps, { regionCode: user.region_code, host: request.host });
        await db.transaction().execute(async (trx) => {
          await retireUserCodes(trx, user.id, ['password_reset'], now);
          const code = await issueCode(trx, 'password_reset', { userId: user.id }, now);
          const link = onboardLink(deps, 'reset-password', code);
          const message = resetPasswordMail(mailContext(deps, user.language, brand), user.email, { account: user.email, link, ttlSeconds: CODE_TTL_SECONDS.password_reset });
          await enqueueMail(deps, trx, { companyId: null, kind: 'password_reset', message });
        });
      }
    }
    return ok(null, CODES.ok);
  });

  app.post('/oauth/api/v2/reset_password_check/', { schema: doc('Check a password-reset code'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const { code } = await parseBody(codeSchema(), request.body);
    const found = await findValidCode(deps.database.db, code, ['password_reset'], deps.now());
    const account = found ? await accountOfCode(deps, found) : undefined;
    if (!account) throw linkInvalid();
    return ok(account, CODES.ok);
  });

  app.post('/oauth/api/v2/reset_password/', { schema: doc('Set a new password with a reset code'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const body = await parseBody(resetPasswordSchema(), request.body);
    const now = deps.now();
    const db = deps.database.db;
    const found = await findValidCode(db, body.code, ['password_reset'], now);
    if (!found) throw linkInvalid();
    const passwordHash = await hashPassword(body.password);
    if (found.user_id !== null) {
      const userId = found.user_id;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, found.id, now))) return false;
        await setUserPassword(trx, userId, passwordHash, now);
        // The link proves the mailbox, which is what activation proves too.
        await activateUser(trx, userId, now);
        await revokeUserTokens(trx, userId, now, denyListOf(deps));
        return true;
      });
      if (!done) throw linkInvalid();
    } else if (found.company_id !== null && found.employee_account_id !== null) {
      if (!(await consumeCode(db, found.id, now))) throw linkInvalid();
      await setEmployeePassword(deps, found.company_id, found.employee_account_id, passwordHash, now);
      await revokeEmployeeTokens(db, found.company_id, found.employee_account_id, now, denyListOf(deps));
    } else {
      throw linkInvalid();
    }
    return ok(null, CODES.ok);
  });
}
