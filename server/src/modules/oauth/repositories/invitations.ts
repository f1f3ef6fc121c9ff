/** Invitations of a person (by e-mail) into a company. */
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../../db/schema';
import type { InvitationsTable, MembershipRole } from '../tables';
import '../tables';

export type Invitation = Selectable<InvitationsTable>;

export async function insertInvitation(
  db: Kysely<Tables>,
  invitation: { companyId: number; email: string; role: MembershipRole; invitedBy: number },
): Promise<Invitation> {
  return db
    .insertInto('invitations')
    .values({ company_id: invitation.companyId, email: invitation.email, role: invitation.role, invited_by: invitation.invitedBy })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPendingInvitation(db: Kysely<Tables>, id: number): Promise<Invitation | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
}

export async function markInvitationAccepted(db: Kysely<Tables>, id: number, now: Date): Promise<void> {
  await db.updateTable('invitations').set({ status: 'accepted', accepted_at: now }).where('id', '=', id).execute();
}
