/**
 * One SQL layer, two drivers: embedded PGlite (default, data in DATA_DIR/pglite) or PostgreSQL (DATABASE_URL).
 * The same Kysely queries and the same migrations run on both. Tenant isolation has two locks: every tenant
 * query filters by company_id, and `withTenant` runs the work as the non-superuser role `timekeep_app` with
 * `app.company_id` set, so PostgreSQL row-level security rejects any row of another company.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { pgliteStorageOptions, type PgliteSync } from './pglite-durability';
import type { Tables } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Tables>;
  /** Runs a multi-statement SQL script without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Runs `work` in a transaction scoped to one company (RLS enforced). */
  withTenant<T>(companyId: number, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a read-only transaction as the vendor back-office role `timekeep_vendor`, which may read
   * orders and payments of every company (migration 0041) and write nothing. Callers check vendor access first.
   */
  withVendor<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database (tests). */
  pgliteDataDir?: string;
  /** PGlite on a data folder: 'commit' (default) syncs each commit to the disk, 'off' leaves it to the OS (ADR 0041). */
  pgliteSync?: PgliteSync;
  /** PostgreSQL closed an idle pooled connection (restart, failover, admin); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

const warnIdleConnectionError = (error: Error): void =>
  console.warn(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed`);

const INT8 = 20;
const DATE = 1082;

/** int8 ids and counts as numbers (ids stay far below 2^53); dates as plain 'YYYY-MM-DD' strings. */
const parseInt8 = (value: string): number => Number(value);
const keepDate = (value: string): string => value;

let pgParsersSet = false;
function setPgParsers(): void {
  if (pgParsersSet) return;
  pg.types.setTypeParser(INT8, parseInt8);
  pg.types.setTypeParser(DATE, keepDate);
  pgParsersSet = true;
}

async function runInTenant<T>(
  db: Kysely<Tables>,
  companyId: number,
  work: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.company_id', ${String(companyId)}, true)`.execute(trx);
    await sql`set local role timekeep_app`.execute(trx);
    return work(trx);
  });
}

async function runAsVendor<T>(db: Kysely<Tables>, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local role timekeep_vendor`.execute(trx);
      return work(trx);
    });
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    setPgParsers();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle client's error (the server restarting, a failover, pg_terminate_backend) is an
    // unhandled 'error' event that ends the process; the pool has already dropped that client.
    pool.on('error', options.onIdleConnectionError ?? warnIdleConnectionError);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      db,
      async exec(script) {
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (error) {
          // A failed script may leave its transaction open; never hand that connection back to the pool.
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      withTenant: (companyId, work) => runInTenant(db, companyId, work),
      withVendor: (work) => runAsVendor(db, work),
      async close() {
        await db.destroy();
      },
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const storage = dataDir.startsWith('memory://') ? { dataDir } : pgliteStorageOptions(dataDir, options.pgliteSync ?? 'commit');
  const pglite = await PGlite.create({
    ...storage,
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: keepDate },
  });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    async exec(script) {
      try {
        await pglite.exec(script);
      } catch (error) {
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    withTenant: (companyId, work) => runInTenant(db, companyId, work),
    withVendor: (work) => runAsVendor(db, work),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
