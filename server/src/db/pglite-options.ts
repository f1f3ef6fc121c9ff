/**
 * How PGlite is opened, in the server's own thread (tests, memory://) or in the database thread
 * (pglite-thread-worker.ts): the same parsers and extensions either way.
 */
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteStorageOptions, type PgliteSync } from './pglite-durability';

/** int8 ids and counts as numbers (ids stay far below 2^53); dates as plain 'YYYY-MM-DD' strings. */
export const parseInt8 = (value: string): number => Number(value);
export const keepDate = (value: string): string => value;

/** `dataDir` 'memory://…' or a folder; on a folder, `sync` decides whether commits reach the disk (ADR 0041). */
export function openPglite(dataDir: string, sync: PgliteSync): Promise<PGlite> {
  const storage = dataDir.startsWith('memory://') ? { dataDir } : pgliteStorageOptions(dataDir, sync);
  return PGlite.create({
    ...storage,
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: keepDate },
    // Migration 0033 creates the pg_trgm extension (the employee search index); PostgreSQL ships it as contrib.
    extensions: { pg_trgm },
  });
}
