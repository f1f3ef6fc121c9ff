/**
 * Refresh tokens: opaque, stored as SHA-256, rotated on every use inside a family. Presenting a token that was
 * already rotated means it leaked (or was replayed from a URL): the whole family is revoked.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../../db/schema';
import { hashSecret, newFamilyId, newSecret } from '../secrets';
import type { RefreshTokensTable } from '../tables';
import type { RevokedFamilies } from './revoked-families';
import '../tables';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface RefreshSubject {
  subject: 'user' | 'employee';
  userId: number | null;
  employeeAccountId: number | null;
  companyId: number | null;
  role: string | null;
}

export async function storeRefreshToken(
  db: Kysely<Tables>,
  owner: RefreshSubject,
  options: { familyId?: string; remember: boolean; expiresAt: Date },
): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: options.familyId ?? newFamilyId(),
      token_hash: hashSecret(token),
      subject: owner.subject,
      user_id: owner.userId,
      employee_account_id: owner.employeeAccountId,
      company_id: owner.companyId,
      role: owner.role,
      remember: options.remember,
      expires_at: options.expiresAt,
    })
    .execute();
  return token;
}

export type RotationResult =
  | { status: 'ok'; row: RefreshTokenRow }
  | { status: 'unknown' | 'expired' | 'revoked' | 'reused' | 'mismatch' };

export interface RotationOptions {
  /**
   * Decides, before anything is written, whether the caller may present this token (the access token sent along
   * must describe the same session). A refusal is `mismatch` and changes nothing: someone else's refresh token
   * must neither be consumed nor revoke its owner's session.
   */
  accept: (row: RefreshTokenRow) => boolean;
  /** Where a reuse's revoked family is recorded, so its access tokens stop working at once. */
  denyList: RevokedFamilies;
}

/**
 * How long after a rotation the same token may come back without revoking its family: two tabs of one browser
 * that refresh at once. The browser's cross-tab lock runs them one after the other, but the second tab can still
 * read the first one's old tokens for a moment (localStorage reaches other tabs asynchronously in Chromium), and
 * revoking then signed both tabs out (seen in the e2e suite). Such a replay is refused (401) without consuming or
 * revoking anything; the tab then picks up the new tokens (api-client). Later, reuse is theft: the family is revoked.
 */
export const REUSE_GRACE_MS = 10_000;

const withinGrace = (usedAt: Date, now: Date) => now.getTime() - usedAt.getTime() < REUSE_GRACE_MS;

/** Marks the presented token used (once) and returns its row; detects reuse and revokes the family then. */
export async function useRefreshToken(db: Kysely<Tables>, token: string, now: Date, options: RotationOptions): Promise<RotationResult> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (!options.accept(row)) return { status: 'mismatch' };
  if (row.revoked_at !== null) return { status: 'revoked' };
  if (row.used_at !== null) {
    if (!withinGrace(row.used_at, now)) await revokeFamily(db, row.family_id, now, options.denyList);
    return { status: 'reused' };
  }
  if (row.expires_at.getTime() <= now.getTime()) return { status: 'expired' };
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    // Another request rotated it this very moment: the same token presented twice at once (within the grace).
    return { status: 'reused' };
  }
  return { status: 'ok', row };
}

export async function revokeFamily(db: Kysely<Tables>, familyId: string, now: Date, denyList: RevokedFamilies): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  await denyList.add(db, [familyId], now);
}

/** After a password change every session of that account ends. */
export async function revokeUserTokens(db: Kysely<Tables>, userId: number, now: Date, denyList: RevokedFamilies): Promise<void> {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  await denyList.add(db, revoked.map((row) => row.family_id), now);
}

export async function revokeEmployeeTokens(db: Kysely<Tables>, companyId: number, accountId: number, now: Date, denyList: RevokedFamilies): Promise<void> {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('company_id', '=', companyId)
    .where('employee_account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  await denyList.add(db, revoked.map((row) => row.family_id), now);
}
