/**
 * Codes sent in e-mail links: only their SHA-256 is stored; each is single-use and expires. `consume` marks
 * a code used atomically, so two clicks on the same link cannot both succeed.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../../db/schema';
import { hashSecret, newSecret } from '../secrets';
import type { CodePurpose, OneTimeCodesTable } from '../tables';
import '../tables';

export type OneTimeCode = Selectable<OneTimeCodesTable>;

/** How long each kind of link stays valid. */
export const CODE_TTL_SECONDS: Record<CodePurpose, number> = {
  activation: 48 * 3600,
  company_creation: 24 * 3600,
  invitation: 7 * 24 * 3600,
  password_reset: 3600,
  join_approve: 7 * 24 * 3600,
  join_reject: 7 * 24 * 3600,
};

export interface CodeOwner {
  userId?: number | null;
  companyId?: number | null;
  employeeAccountId?: number | null;
  refId?: number | null;
}

export async function issueCode(db: Kysely<Tables>, purpose: CodePurpose, owner: CodeOwner, now: Date): Promise<string> {
  const code = newSecret();
  await db
    .insertInto('one_time_codes')
    .values({
      purpose,
      code_hash: hashSecret(code),
      user_id: owner.userId ?? null,
      company_id: owner.companyId ?? null,
      employee_account_id: owner.employeeAccountId ?? null,
      ref_id: owner.refId ?? null,
      expires_at: new Date(now.getTime() + CODE_TTL_SECONDS[purpose] * 1000),
    })
    .execute();
  return code;
}

/** The unused, unexpired code of one of `purposes`, or undefined. */
export async function findValidCode(
  db: Kysely<Tables>,
  code: string,
  purposes: CodePurpose[],
  now: Date,
): Promise<OneTimeCode | undefined> {
  const row = await db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('code_hash', '=', hashSecret(code))
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at.getTime() <= now.getTime()) return undefined;
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Kysely<Tables>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every open code of these purposes for a user (a newer link replaces older ones). */
export async function retireUserCodes(db: Kysely<Tables>, userId: number, purposes: CodePurpose[], now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export async function retireEmployeeCodes(db: Kysely<Tables>, companyId: number, accountId: number, purposes: CodePurpose[], now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('company_id', '=', companyId)
    .where('employee_account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** Retires every open code that points at one invitation or join request. */
export async function retireRefCodes(db: Kysely<Tables>, refId: number, purposes: CodePurpose[], now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('ref_id', '=', refId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
