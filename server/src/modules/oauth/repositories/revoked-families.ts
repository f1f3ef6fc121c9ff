/**
 * The deny-list of session families ended early (ADR 0042): a revoked refresh family's access tokens must stop
 * working at once, not when they expire. The list lives in the database (every server process, every restart
 * sees it); each process keeps the live part in memory and reloads it when it is older than
 * `DENY_LIST_MAX_AGE_MS`, so the per-request check is a Set lookup, and another process's revocation bites within
 * that age. A revocation made by this process is in its own set at once.
 *
 * Rows only need to outlive the longest access token a revoked family could have signed (ACCESS_TTL_SECONDS);
 * expired rows are deleted whenever new ones are written.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/schema';
import '../tables';

/** How stale one process's copy of the list may be (another process's revocation takes at most this long). */
export const DENY_LIST_MAX_AGE_MS = 5_000;
/** The longest access token this server signs (sessions.ts ACCESS_TTL_SECONDS, 30 min). */
const LONGEST_ACCESS_MS = 30 * 60 * 1000;

export interface RevokedFamilies {
  /** True when the family's sessions were ended; reloads the list first when it is older than the maximum age. */
  has(familyId: string): Promise<boolean>;
  /** Records families just revoked (database row + this process's set). */
  add(db: Kysely<Tables>, familyIds: readonly string[], now: Date): Promise<void>;
}

export function createRevokedFamilies(db: Kysely<Tables>, now: () => Date): RevokedFamilies {
  let loaded = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  // Revoked here, maybe not committed yet: kept until a reload that started after the commit has surely run
  // (a rolled-back revocation thus denies for seconds at most).
  const local = new Map<string, number>();

  const load = async () => {
    const at = now();
    const rows = await db.selectFrom('revoked_session_families').select('family_id').where('expires_at', '>', at).execute();
    loaded = new Set(rows.map((row) => row.family_id));
    loadedAt = at.getTime();
    for (const [family, until] of local) if (until <= loadedAt) local.delete(family);
  };

  return {
    async has(familyId) {
      if (now().getTime() - loadedAt > DENY_LIST_MAX_AGE_MS) {
        loading ??= load().finally(() => {
          loading = null;
        });
        await loading;
      }
      return loaded.has(familyId) || (local.get(familyId) ?? 0) > now().getTime();
    },
    async add(writer, familyIds, at) {
      const unique = [...new Set(familyIds)];
      if (unique.length === 0) return;
      const expiresAt = new Date(at.getTime() + LONGEST_ACCESS_MS);
      await writer.deleteFrom('revoked_session_families').where('expires_at', '<=', at).execute();
      await writer
        .insertInto('revoked_session_families')
        .values(unique.map((family_id) => ({ family_id, revoked_at: at, expires_at: expiresAt })))
        .onConflict((conflict) => conflict.column('family_id').doUpdateSet({ expires_at: expiresAt }))
        .execute();
      const until = now().getTime() + 2 * DENY_LIST_MAX_AGE_MS;
      for (const family of unique) local.set(family, until);
    },
  };
}

const byDatabase = new WeakMap<Kysely<Tables>, RevokedFamilies>();

/** The one deny-list of a database in this process (the auth hook and the revoking code share it). */
export function revokedFamiliesOf(db: Kysely<Tables>, now: () => Date = () => new Date()): RevokedFamilies {
  let list = byDatabase.get(db);
  if (!list) {
    list = createRevokedFamilies(db, now);
    byDatabase.set(db, list);
  }
  return list;
}
