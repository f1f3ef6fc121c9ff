/** Requests of a signed-in user to join a company, decided by the company's administrators from e-mail. */
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../../db/schema';
import type { JoinRequestsTable } from '../tables';
import '../tables';

export type JoinRequest = Selectable<JoinRequestsTable>;

export async function findPendingJoinRequest(db: Kysely<Tables>, companyId: number, userId: number): Promise<JoinRequest | undefined> {
  return db
    .selectFrom('join_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertJoinRequest(db: Kysely<Tables>, companyId: number, userId: number): Promise<JoinRequest> {
  return db.insertInto('join_requests').values({ company_id: companyId, user_id: userId }).returningAll().executeTakeFirstOrThrow();
}

export async function findJoinRequest(db: Kysely<Tables>, id: number): Promise<JoinRequest | undefined> {
  return db.selectFrom('join_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides a pending request; false when it was already decided. */
export async function decideJoinRequest(db: Kysely<Tables>, id: number, status: 'approved' | 'rejected', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('join_requests')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
