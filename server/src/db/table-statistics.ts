/**
 * Table statistics and queue vacuuming for the embedded database. PostgreSQL's autovacuum analyzes a table once
 * enough of it changed and vacuums it once enough of it is dead; PGlite runs no autovacuum, so its planner would
 * estimate every table from no statistics at all — one row — and nest loops over tens of thousands (a month's
 * matrix report took 40 s, a first page after a bulk load 95 s), and a queue whose rows are claimed and deleted
 * all day would grow forever (nothing returns its dead rows' space to the free-space map: ADR 0114).
 * This does autovacuum's analyze part on PGlite, and its vacuum part for the queue tables: every `intervalMs`,
 * ANALYZE the tables with more changes since their last analyze than autovacuum's defaults allow (50 rows + 10 %
 * of the table), and VACUUM the queue tables with more dead rows than it allows (50 + 20 %). On PostgreSQL it does
 * nothing.
 */
import { sql } from 'kysely';
import { startPeriodicTask, type PeriodicTask } from '../jobs/periodic-task';
import type { Database } from './database';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
const THRESHOLD = 50;
const SCALE = 0.1;
/** autovacuum_vacuum_threshold and autovacuum_vacuum_scale_factor's defaults. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;

/**
 * Tables whose rows are inserted, claimed and deleted all day (the recalculation's dirty queue, ADR 0081). Only
 * these are vacuumed: their live size is their backlog, so a vacuum reads little and blocks PGlite's one connection
 * for milliseconds, whereas a vacuum of a large table (a month's results rewritten) could hold it for seconds.
 */
export const VACUUMED_TABLES: readonly string[] = ['att_dirty_days'];

export interface KeeperPass {
  analyzed: string[];
  vacuumed: string[];
}

export interface StatisticsKeeper {
  /** Analyzes the tables due now, then vacuums the queue tables due now; returns their names. */
  runOnce(): Promise<KeeperPass>;
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

/**
 * VACUUMs the queue tables (VACUUMED_TABLES) with more dead rows than autovacuum's defaults allow; returns their
 * names. A vacuum returns the dead rows' space to the free-space map (new marks reuse it instead of extending the
 * table), truncates the empty pages at the table's end and makes the index's emptied pages reusable.
 */
export async function vacuumDue(database: Database, stopped: () => boolean = () => false): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_stat_user_tables
     where schemaname = 'public' and relname = any(${VACUUMED_TABLES}::text[])
       and n_dead_tup > ${VACUUM_THRESHOLD}::float8 + ${VACUUM_SCALE}::float8 * greatest(n_live_tup, 0)
     order by relname`.execute(database.db);
  const done: string[] = [];
  for (const { name } of rows) {
    if (stopped()) break;
    await sql`vacuum ${sql.id(name)}`.execute(database.db);
    done.push(name);
  }
  return done;
}

export function createStatisticsKeeper(
  database: Database,
  { intervalMs = 60_000, log = (message: string, error: unknown) => console.warn(message, error) }: { intervalMs?: number; log?: (message: string, error: unknown) => void } = {},
): StatisticsKeeper {
  let task: PeriodicTask | null = null;
  let stopped = false;

  const runOnce = async (): Promise<KeeperPass> => {
    const analyzed = await analyzeDue(database, () => stopped);
    const vacuumed = await vacuumDue(database, () => stopped);
    return { analyzed, vacuumed };
  };

  return {
    runOnce,
    start() {
      if (database.kind !== 'pglite' || stopped || task) return;
      task = startPeriodicTask({ intervalMs, run: runOnce, log, failureMessage: 'table statistics: analyze or vacuum failed' });
    },
    async stop() {
      stopped = true;
      await task?.stop();
    },
  };
}
