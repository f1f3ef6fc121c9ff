/**
 * Invitations: invite/ (a company admin invites an e-mail; mail with `/onboard/invited?code=`), invited/ (the
 * link: an existing account joins at once and gets `email: null`; otherwise `{email, company}` leads to
 * invited-sign-up), invited_sign_up/ (password for the invited e-mail; creates the account and membership).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { codeSchema, invitedSignUpSchema, inviteSchema } from '@timekeep/validation';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { callerOf } from '../caller';
import { CODES } from '../codes';
import { requestLanguage } from '../context';
import { invitationMail } from '../mail/templates';
import { enqueueMail } from '../../../mail/outbox';
import { brandingFor, mailContext, onboardLink } from '../mail/compose';
import { hashPassword } from '../passwords';
import { rateLimit } from '../rate-limits';
import { addMembership, findCompanyById, membershipRole } from '../repositories/companies';
import { findPendingInvitation, insertInvitation, markInvitationAccepted } from '../repositories/invitations';
import { CODE_TTL_SECONDS, consumeCode, findValidCode, issueCode, retireRefCodes } from '../repositories/one-time-codes';
import { activateUser, findUserByEmail, findUserById, insertUser, normalizeEmail, setUserPassword } from '../repositories/users';
import { parseBody, requireCode } from '../validation';

const doc = (summary: string) => ({ tags: ['oauth'], summary });
const invalidInvitation = () => new ApiError(400, CODES.failed, { message: 'The invitation link is invalid, used or expired.' });

async function openInvitation(deps: AppDeps, code: string) {
  const found = await findValidCode(deps.database.db, code, ['invitation'], deps.now());
  const invitation = found?.ref_id != null ? await findPendingInvitation(deps.database.db, found.ref_id) : undefined;
  const company = invitation ? await findCompanyById(deps.database.db, invitation.company_id) : undefined;
  if (!found || !invitation || !company) throw invalidInvitation();
  return { code: found, invitation, company };
}

/**
 * Records an invitation of `email` into the company and mails its link (the System area's user invitation
 * uses the same flow): the person signs up through invited_sign_up, or joins at once when the e-mail already
 * has an account.
 */
export async function inviteToCompany(
  deps: AppDeps,
  log: FastifyBaseLogger,
  invite: { companyId: number; inviterId: number; email: string; host: string; language: string },
): Promise<void> {
  const company = await findCompanyById(deps.database.db, invite.companyId);
  const inviter = await findUserById(deps.database.db, invite.inviterId);
  if (!company || !inviter) throw new ApiError(403, CODES.notMember, { message: 'You are not a member of this company.' });
  const now = deps.now();
  const brand = await brandingFor(deps, { regionCode: company.region_code, host: invite.host });
  // The invitation, its code and its mail commit together (ADR 0075).
  await deps.database.db.transaction().execute(async (trx) => {
    const invitation = await insertInvitation(trx, { companyId: invite.companyId, email: invite.email, role: 'user', invitedBy: invite.inviterId });
    const code = await issueCode(trx, 'invitation', { companyId: invite.companyId, refId: invitation.id }, now);
    const message = invitationMail(mailContext(deps, invite.language, brand), invite.email, {
      inviter: inviter.email,
      company: company.company_name,
      link: onboardLink(deps, 'invited', code),
      ttlSeconds: CODE_TTL_SECONDS.invitation,
    });
    await enqueueMail(deps, trx, { companyId: invite.companyId, kind: 'invitation', message });
  });
  log.debug({ company: invite.companyId }, 'invitation queued');
}

export function registerInvitationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/oauth/api/v2/invite/', { schema: { ...doc('Invite a person to the current company (admin)'), security: [{ jwt: [] }] }, preHandler: app.requireCompany, config: rateLimit('invite') }, async (request) => {
    const caller = callerOf(request);
    const companyId = caller.companyId as number;
    if (caller.role !== 'admin' || (await membershipRole(deps.database.db, companyId, caller.userId)) !== 'admin') {
      throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Only company administrators can invite.' });
    }
    const body = await parseBody(inviteSchema(), request.body);
    const email = normalizeEmail(body.email);
    const existing = await findUserByEmail(deps.database.db, email);
    if (existing && (await membershipRole(deps.database.db, companyId, existing.id))) {
      throw new ApiError(400, CODES.alreadyMember, { message: 'This person is already a member of the company.' });
    }
    await inviteToCompany(deps, app.log, { companyId, inviterId: caller.userId, email, host: request.host, language: existing?.language ?? requestLanguage(request) });
    return ok({ email }, CODES.ok);
  });

  app.post('/oauth/api/v2/invited/', { schema: doc('Open an invitation link'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const { code } = await parseBody(codeSchema(), request.body);
    const { code: found, invitation, company } = await openInvitation(deps, code);
    const user = await findUserByEmail(deps.database.db, invitation.email);
    if (user?.is_active) {
      const now = deps.now();
      const joined = await deps.database.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, found.id, now))) return false;
        await addMembership(trx, company.id, user.id, invitation.role);
        await markInvitationAccepted(trx, invitation.id, now);
        return true;
      });
      if (!joined) throw invalidInvitation();
      return ok({ email: null, company: company.company_name }, CODES.ok);
    }
    return ok({ email: invitation.email, company: company.company_name }, CODES.ok);
  });

  app.post('/oauth/api/v2/invited_sign_up/', { schema: doc('Set a password for an invited e-mail and join'), config: rateLimit('codeCheck') }, async (request) => {
    requireCode(request.body);
    const body = await parseBody(invitedSignUpSchema(), request.body);
    const { code: found, invitation, company } = await openInvitation(deps, body.code);
    if (normalizeEmail(body.email) !== normalizeEmail(invitation.email)) {
      throw new ApiError(400, CODES.invitationEmailMismatch, { message: 'This invitation was sent to a different e-mail address.', fields: { email: 'api:ZBOA0109' } });
    }
    const existing = await findUserByEmail(deps.database.db, invitation.email);
    if (existing?.is_active) throw new ApiError(400, CODES.emailTaken, { message: 'This e-mail address is already registered.' });
    const passwordHash = await hashPassword(body.password);
    const now = deps.now();
    const language = requestLanguage(request);
    const done = await deps.database.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, found.id, now))) return false;
      let userId: number;
      if (existing) {
        // Signed up but never activated: the invitation link proves the mailbox.
        await setUserPassword(trx, existing.id, passwordHash, now);
        await activateUser(trx, existing.id, now);
        userId = existing.id;
      } else {
        const user = await insertUser(trx, { email: invitation.email, passwordHash, language, regionCode: company.region_code, active: true });
        userId = user.id;
      }
      await addMembership(trx, company.id, userId, invitation.role);
      await markInvitationAccepted(trx, invitation.id, now);
      await retireRefCodes(trx, invitation.id, ['invitation'], now);
      return true;
    });
    if (!done) throw invalidInvitation();
    return ok({ email: invitation.email, company: company.company_name }, CODES.ok);
  });
}
