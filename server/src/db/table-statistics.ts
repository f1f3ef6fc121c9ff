/**
 * Table statistics for the embedded database. PostgreSQL's autovacuum analyzes a table once enough of it changed;
 * PGlite runs no autovacuum, so its planner would estimate every table from no statistics at all — one row — and
 * nest loops over tens of thousands (a month's matrix report took 40 s, a first page after a bulk load 95 s).
 * This does autovacuum's analyze part on PGlite: every `intervalMs`, ANALYZE the tables with more changes since
 * their last analyze than autovacuum's defaults allow (50 rows + 10 % of the table). On PostgreSQL it does nothing.
 */
import { sql } from 'kysely';
import { startPeriodicTask, type PeriodicTask } from '../jobs/periodic-task';
import type { Database } from './database';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const THRESHOLD = 50;
const SCALE = 0.1;

export interface StatisticsKeeper {
  /** Analyzes the tables due now; returns their names. */
  runOnce(): Promise<string[]>;
  start(): void;
  stop(): Promise<void>;
}


/**
 * ANALYZEs the tables with more changes since their last analyze than autovacuum's defaults allow; returns their
 * names. Also run by work that is about to read a table just bulk-written (a report export), so it does not wait
 * for the keeper's next tick: without statistics the planner nest-loops the joins (ADR 0104).
 */
export async function analyzeDue(database: Database, stopped: () => boolean = () => false): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_stat_user_tables
     where schemaname = 'public' and n_mod_since_analyze > ${THRESHOLD}::float8 + ${SCALE}::float8 * greatest(n_live_tup, 0)
     order by relname`.execute(database.db);
  for (const { name } of rows) {
    if (stopped()) break;
    await sql`analyze ${sql.id(name)}`.execute(database.db);
  }
  return rows.map((row) => row.name);
}

export function createStatisticsKeeper(
  database: Database,
  { intervalMs = 60_000, log = (message: string, error: unknown) => console.warn(message, error) }: { intervalMs?: number; log?: (message: string, error: unknown) => void } = {},
): StatisticsKeeper {
  let task: PeriodicTask | null = null;
  let stopped = false;

  const runOnce = (): Promise<string[]> => analyzeDue(database, () => stopped);

  return {
    runOnce,
    start() {
      if (database.kind !== 'pglite' || stopped || task) return;
      task = startPeriodicTask({ intervalMs, run: runOnce, log, failureMessage: 'table statistics: analyze failed' });
    },
    async stop() {
      stopped = true;
      await task?.stop();
    },
  };
}
