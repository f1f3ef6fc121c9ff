/**
 * Unclaimed SNs (brief §14.3 A1): their data lines are kept under the SN, up to a quota, until an expiry, and
 * acknowledged. Past the quota the answer is 503 (the device keeps its records and retries), never an OK that
 * discards. A company that claims the SN reviews and imports the lines (importQuarantine).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ingestPunches, parseAttlogBatch } from './attlog';
import type { Terminal } from './registry';

export const QUARANTINE_LINES_PER_SN = 10_000;
export const QUARANTINE_DAYS = 30;

/** Stores the lines, or returns false (nothing stored) when they would pass the SN's quota. */
export async function quarantineLines(deps: AppDeps, sn: string, tableName: string, lines: string[]): Promise<boolean> {
  const now = deps.now();
  const expires = new Date(now.getTime() + QUARANTINE_DAYS * 86_400_000);
  return deps.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('iclock_quarantine').where('sn', '=', sn).where('expires_at', '<', now).execute();
    const held = await trx
      .selectFrom('iclock_quarantine')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    if (Number(held.n) + lines.length > QUARANTINE_LINES_PER_SN) {
      await trx.updateTable('iclock_devices').set((eb) => ({ quarantine_dropped: eb('quarantine_dropped', '+', lines.length) })).where('sn', '=', sn).execute();
      return false;
    }
    for (let start = 0; start < lines.length; start += 1000) {
      await trx
        .insertInto('iclock_quarantine')
        .values(lines.slice(start, start + 1000).map((raw_line) => ({ sn, table_name: tableName, raw_line: raw_line.slice(0, 4000), received_at: now, expires_at: expires })))
        .execute();
    }
    await trx
      .updateTable('iclock_devices')
      .set({ quarantined_lines: sql<number>`(select count(*) from iclock_quarantine where sn = ${sn})` })
      .where('sn', '=', sn)
      .execute();
    return true;
  });
}

/**
 * Imports a claimed terminal's quarantined ATTLOG lines as punches that need review (they predate the claim),
 * then removes them from quarantine. Returns the counts.
 */
export async function importQuarantine(deps: AppDeps, terminal: Terminal): Promise<{ stored: number; duplicates: number; errors: number }> {
  const rows = await deps.database.db
    .selectFrom('iclock_quarantine')
    .select(['id', 'raw_line', 'table_name'])
    .where('sn', '=', terminal.sn)
    .where(sql<string>`lower(table_name)`, '=', 'attlog')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { stored: 0, duplicates: 0, errors: 0 };
  // Everything from quarantine is reviewed before use, whatever its date.
  const batch = parseAttlogBatch(rows.map((row) => row.raw_line), { ...terminal, claimed_at: new Date(8.64e15) }, deps.now());
  const outcome = await ingestPunches(deps, terminal, batch, { tableName: 'ATTLOG', path: 'quarantine-import', bytes: 0, stamp: null, ip: '' }, null);
  await deps.database.db.deleteFrom('iclock_quarantine').where('id', 'in', rows.map((row) => row.id)).execute();
  await deps.database.db.updateTable('iclock_devices').set({ quarantined_lines: 0 }).where('sn', '=', terminal.sn).execute();
  return { stored: outcome.stored, duplicates: outcome.duplicates, errors: outcome.errors };
}
