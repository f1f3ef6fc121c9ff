/**
 * Joining an existing company: join_request/ (a signed-in user asks; every admin gets a mail with approve and
 * reject links to `/onboard/join-approval?code=`), join_approval/ (the link decides: `approval` APPROVED or
 * REJECTED, SPEC §4; the requester is told by mail).
 */
import type { FastifyInstance } from 'fastify';
import { codeSchema, joinRequestSchema } from '@timekeep/validation';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import type { AppDeps } from '../../../deps';
import { userCallerOf } from '../caller';
import { CODES } from '../codes';
import { joinRequestMail, joinResultMail } from '../mail/templates';
import { enqueueMail } from '../../../mail/outbox';
import { brandingFor, mailContext, onboardLink } from '../mail/compose';
import { rateLimit } from '../rate-limits';
import { addMembership, companyAdmins, findCompanyByDomain, findCompanyById, membershipRole } from '../repositories/companies';
import { decideJoinRequest, findJoinRequest, findPendingJoinRequest, insertJoinRequest } from '../repositories/join-requests';
import { CODE_TTL_SECONDS, consumeCode, findValidCode, issueCode, retireRefCodes } from '../repositories/one-time-codes';
import { findUserById } from '../repositories/users';
import { parseBody, requireCode } from '../validation';

const doc = (summary: string) => ({ tags: ['oauth'], summary });
const linkInvalid = () => new ApiError(400, CODES.linkInvalid, { message: 'This link is invalid or has expired.' });

function companyHostUrl(deps: AppDeps, domain: string): string {
  const url = new URL(deps.config.publicUrl);
  url.hostname = `${domain}.${url.hostname}`;
  return url.origin;
}

export function registerJoinRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/oauth/api/v2/join_request/', { schema: { ...doc('Ask to join a company by its domain'), security: [{ jwt: [] }] }, preHandler: app.requireAuth, config: rateLimit('mail') }, async (request) => {
    const caller = userCallerOf(request);
    const body = await parseBody(joinRequestSchema(), request.body);
    const db = deps.database.db;
    const company = await findCompanyByDomain(db, body.company_domain);
    if (!company) throw new ApiError(400, CODES.companyNotFound, { message: 'No company uses this domain.', fields: { company_domain: 'api:ZBOA0113' } });
    if (await membershipRole(db, company.id, caller.userId)) throw new ApiError(400, CODES.alreadyMember, { message: 'Already a member of this company.' });
    if (await findPendingJoinRequest(db, company.id, caller.userId)) throw new ApiError(400, CODES.joinPending, { message: 'A request is already waiting for approval.' });
    const requester = await findUserById(db, caller.userId);
    if (!requester) throw new ApiError(400, CODES.failed, { message: 'The account no longer exists.' });
    const now = deps.now();
    const brand = await brandingFor(deps, { regionCode: company.region_code, host: request.host });
    const admins = await companyAdmins(db, company.id);
    // The request, its codes and the administrators' mails commit together (ADR 0075).
    await db.transaction().execute(async (trx) => {
      const joinRequest = await insertJoinRequest(trx, company.id, caller.userId);
      const approve = await issueCode(trx, 'join_approve', { companyId: company.id, userId: caller.userId, refId: joinRequest.id }, now);
      const reject = await issueCode(trx, 'join_reject', { companyId: company.id, userId: caller.userId, refId: joinRequest.id }, now);
      for (const admin of admins) {
        const message = joinRequestMail(mailContext(deps, admin.language, brand), admin.email, {
          email: requester.email,
          company: company.company_name,
          approveLink: onboardLink(deps, 'join-approval', approve),
          rejectLink: onboardLink(deps, 'join-approval', reject),
          ttlSeconds: CODE_TTL_SECONDS.join_approve,
        });
        await enqueueMail(deps, trx, { companyId: company.id, kind: 'join_request', message });
      }
    });
    return ok({ company: company.company_name, status: 'pending' }, CODES.ok);
  });

  app.post('/oauth/api/v2/join_approval/', { schema: doc('Approve or reject a join request from the mailed link'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const { code } = await parseBody(codeSchema(), request.body);
    const db = deps.database.db;
    const now = deps.now();
    const found = await findValidCode(db, code, ['join_approve', 'join_reject'], now);
    const joinRequest = found?.ref_id != null ? await findJoinRequest(db, found.ref_id) : undefined;
    if (!found || !joinRequest || joinRequest.status !== 'pending') throw linkInvalid();
    const approved = found.purpose === 'join_approve';
    const company = await findCompanyById(db, joinRequest.company_id);
    const requester = await findUserById(db, joinRequest.user_id);
    const brand = company ? await brandingFor(deps, { regionCode: company.region_code, host: request.host }) : undefined;
    const decided = await db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, found.id, now))) return false;
      if (!(await decideJoinRequest(trx, joinRequest.id, approved ? 'approved' : 'rejected', now))) return false;
      if (approved) await addMembership(trx, joinRequest.company_id, joinRequest.user_id, 'user');
      await retireRefCodes(trx, joinRequest.id, ['join_approve', 'join_reject'], now);
      if (company && requester && brand) {
        const link = `${companyHostUrl(deps, company.company_domain)}/onboard/company-verification`;
        const message = joinResultMail(mailContext(deps, requester.language, brand), requester.email, { approved, company: company.company_name, link });
        await enqueueMail(deps, trx, { companyId: company.id, kind: 'join_result', message });
      }
      return true;
    });
    if (!decided) throw linkInvalid();
    return ok({ approval: approved ? 'APPROVED' : 'REJECTED', company: company?.company_name ?? '' }, CODES.ok);
  });
}
