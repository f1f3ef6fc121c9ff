/**
 * Self sign-up (SPEC §2 sign-up → email-activation → activation → company-creation):
 * sign_up/, email_activation/ (resend), activation/, company_creation/.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  codeSchema,
  companyCreationSchema,
  emailActivationSchema,
  signUpSchema,
} from '@timekeep/validation';
import type { Tables } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { identifyRegion } from '../../region/region-repository';
import { CODES } from '../codes';
import { requestLanguage } from '../context';
import { activationMail } from '../mail/templates';
import { enqueueMail } from '../../../mail/outbox';
import { brandingFor, mailContext, onboardLink } from '../mail/compose';
import type { Branding } from '../mail/templates';
import { hashPassword } from '../passwords';
import { rateLimit } from '../rate-limits';
import { domainExists, insertCompanyWithAdmin, isUniqueViolation } from '../repositories/companies';
import { CODE_TTL_SECONDS, consumeCode, findValidCode, issueCode, retireUserCodes } from '../repositories/one-time-codes';
import { activateUser, findUserByEmail, findUserById, insertUser, type User } from '../repositories/users';
import { parseBody, requireCode } from '../validation';

const doc = (summary: string) => ({ tags: ['oauth'], summary });

/** Issues an activation code and writes its mail to the outbox, both in `trx` (ADR 0075). */
async function queueActivation(deps: AppDeps, trx: Transaction<Tables>, user: User, brand: Branding): Promise<void> {
  const code = await issueCode(trx, 'activation', { userId: user.id }, deps.now());
  const message = activationMail(mailContext(deps, user.language, brand), user.email, onboardLink(deps, 'activation', code), CODE_TTL_SECONDS.activation);
  await enqueueMail(deps, trx, { companyId: null, kind: 'activation', message });
}

/** The company fields that must be free before a company is created: the domain. */
export async function assertDomainFree(deps: AppDeps, domain: string): Promise<void> {
  if (await domainExists(deps.database.db, domain)) {
    throw new ApiError(400, CODES.domainTaken, { message: 'This company domain is already taken.', fields: { company_domain: 'api:ZBOA0103' } });
  }
}

export function registerSignUpRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/oauth/api/v2/sign_up/', { schema: doc('Create an account and send the activation mail'), config: rateLimit('signUp') }, async (request) => {
    const body = await parseBody(signUpSchema(), request.body);
    if (await findUserByEmail(deps.database.db, body.email)) {
      throw new ApiError(400, CODES.emailTaken, { message: 'This e-mail address is already registered.', fields: { email: 'api:ZBOA0102' } });
    }
    const region = await identifyRegion(deps.database.db, request.host);
    const passwordHash = await hashPassword(body.password);
    const brand = await brandingFor(deps, { regionCode: region?.code ?? null, host: request.host });
    let user: User;
    try {
      // The account and its activation mail commit together: no account without its mail (ADR 0075).
      user = await deps.database.db.transaction().execute(async (trx) => {
        const inserted = await insertUser(trx, {
          email: body.email,
          phoneNumber: body.phone_number,
          passwordHash,
          language: requestLanguage(request),
          regionCode: region?.code ?? null,
          active: false,
        });
        await queueActivation(deps, trx, inserted, brand);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, CODES.emailTaken, { message: 'This e-mail address is already registered.' });
      throw error;
    }
    return ok({ email: user.email }, CODES.ok);
  });

  // Resend from the email-activation page. Answers the same whether or not the account exists.
  app.post('/oauth/api/v2/email_activation/', { schema: doc('Send the activation mail again'), config: rateLimit('mail') }, async (request) => {
    const body = await parseBody(emailActivationSchema(), request.body);
    const user = await findUserByEmail(deps.database.db, body.email);
    // Only written to the outbox here (never sent), so the answer takes about as long whether or not the account exists.
    if (user && !user.is_active) {
      const brand = await brandingFor(deps, { regionCode: user.region_code, host: request.host });
      await deps.database.db.transaction().execute((trx) => queueActivation(deps, trx, user, brand));
    }
    return ok({ email: body.email.toLowerCase() }, CODES.ok);
  });

  // Activation link: activates the account and hands back the code for company creation.
  app.post('/oauth/api/v2/activation/', { schema: doc('Activate an account from the mailed code'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const { code } = await parseBody(codeSchema(), request.body);
    const now = deps.now();
    const result = await deps.database.db.transaction().execute(async (trx) => {
      const found = await findValidCode(trx, code, ['activation'], now);
      if (!found || found.user_id === null || !(await consumeCode(trx, found.id, now))) return undefined;
      await activateUser(trx, found.user_id, now);
      await retireUserCodes(trx, found.user_id, ['activation'], now);
      const creationCode = await issueCode(trx, 'company_creation', { userId: found.user_id }, now);
      const user = await findUserById(trx, found.user_id);
      return { code: creationCode, email: user?.email ?? '' };
    });
    if (!result) throw new ApiError(400, CODES.failed, { message: 'The activation link is invalid, used or expired.' });
    return ok(result, CODES.ok);
  });

  app.post('/oauth/api/v2/company_creation/', { schema: doc('Create the first company with the code from activation'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const body = await parseBody(companyCreationSchema(), request.body);
    const now = deps.now();
    const found = await findValidCode(deps.database.db, body.code, ['company_creation'], now);
    if (!found || found.user_id === null) throw new ApiError(400, CODES.failed, { message: 'The company creation code is invalid, used or expired.' });
    await assertDomainFree(deps, body.company_domain);
    const region = await identifyRegion(deps.database.db, request.host);
    const userId = found.user_id;
    try {
      const company = await deps.database.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, found.id, now))) return undefined;
        return insertCompanyWithAdmin(trx, body, userId, region?.code ?? null);
      });
      if (!company) throw new ApiError(400, CODES.failed, { message: 'The company creation code was already used.' });
      return ok({ id: company.id, company_name: company.company_name, company_domain: company.company_domain }, CODES.ok);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, CODES.domainTaken, { message: 'This company domain is already taken.' });
      throw error;
    }
  });
}
