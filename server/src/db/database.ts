/**
 * One SQL layer, two drivers: embedded PGlite (default, data in DATA_DIR/pglite) or PostgreSQL (DATABASE_URL).
 * The same Kysely queries and the same migrations run on both. Tenant isolation has two locks: every tenant
 * query filters by company_id, and `withTenant` runs the work as the non-superuser role `timekeep_app` with
 * `app.company_id` set, so PostgreSQL row-level security rejects any row of another company.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, sql, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { keepDate, openPglite, parseInt8 } from './pglite-options';
import type { PgliteSync } from './pglite-durability';
import { TimekeepPostgresDialect, withBegin } from './postgres-dialect';
import { PgliteThread, PgliteThreadDialect, TurnLock, withTurn } from './pglite-thread';
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
  /**
   * The same role in a read-write transaction: it may write only the platform tables granted to it (the
   * subscription catalogue, migration 0108, ADR 0116). Callers check vendor access first.
   */
  withVendorWrite<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>;
  /** Answers when the database does (health checks: on PGlite ahead of the queries waiting for its connection). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database (tests). */
  pgliteDataDir?: string;
  /** PGlite on a data folder: 'commit' (default) syncs each commit to the disk, 'off' leaves it to the OS (ADR 0041). */
  pgliteSync?: PgliteSync;
  /**
   * Run PGlite in its own thread (ADR 0045): the default for a data folder, so queries never block HTTP work.
   * In-memory databases (tests) run in the calling thread unless this is true.
   */
  pgliteThread?: boolean;
  /** PostgreSQL closed an idle pooled connection (restart, failover, admin); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

const warnIdleConnectionError = (error: Error): void =>
  console.warn(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed`);

const INT8 = 20;
const DATE = 1082;

let pgParsersSet = false;
function setPgParsers(): void {
  if (pgParsersSet) return;
  pg.types.setTypeParser(INT8, parseInt8);
  pg.types.setTypeParser(DATE, keepDate);
  pgParsersSet = true;
}

/**
 * The tenant set-up of a transaction with the company id written into the text (for the database thread, which
 * sends it ahead of the first statement, and PostgreSQL, which sends it with BEGIN, both without parameters).
 * `companyId` is checked to be a positive integer.
 */
function tenantSetup(companyId: number): string {
  return `select set_config('app.company_id', '${companyId}', true), set_config('role', 'timekeep_app', true)`;
}

/**
 * `deferSetup`, when given (the database thread), sends the set-up with the transaction's first statement instead
 * of as its own round trip (ADR 0117).
 */
async function runInTenant<T>(
  db: Kysely<Tables>,
  companyId: number,
  work: (trx: Transaction<Tables>) => Promise<T>,
  deferSetup?: (script: string) => Promise<void>,
): Promise<T> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
  if (deferSetup) {
    return db.transaction().execute(async (trx) => {
      await deferSetup(tenantSetup(companyId));
      return work(trx);
    });
  }
  // On PostgreSQL the set-up travels with BEGIN (postgres-dialect.ts, ADR 0122); elsewhere it is its own statement.
  return withBegin(tenantSetup(companyId), (sent) =>
    db.transaction().execute(async (trx) => {
      // One round trip: set_config('role', …, true) is `set local role`.
      if (!sent()) await sql`select set_config('app.company_id', ${String(companyId)}, true), set_config('role', 'timekeep_app', true)`.execute(trx);
      return work(trx);
    }),
  );
}

async function runAsVendor<T>(db: Kysely<Tables>, work: (trx: Transaction<Tables>) => Promise<T>, writable = false): Promise<T> {
  return db
    .transaction()
    .setAccessMode(writable ? 'read write' : 'read only')
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
    const db = new Kysely<Tables>({ dialect: new TimekeepPostgresDialect({ pool }) });
    // The health check's own connection: with every pooled connection busy (50 clients on lists), a ping through
    // the pool waited its turn and /web/health answered in 80–140 ms (bench:api, 100,000 employees).
    const pingPool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, idleTimeoutMillis: 0 });
    pingPool.on('error', options.onIdleConnectionError ?? warnIdleConnectionError);
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
      withVendorWrite: (work) => runAsVendor(db, work, true),
      ping: async () => void (await pingPool.query('select 1')),
      async close() {
        await Promise.all([db.destroy(), pingPool.end()]);
      },
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const sync = options.pgliteSync ?? 'commit';
  if (options.pgliteThread ?? !dataDir.startsWith('memory://')) return createPgliteThreadDatabase(dataDir, sync);
  const pglite = await openPglite(dataDir, sync);
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
    withVendorWrite: (work) => runAsVendor(db, work, true),
    ping: () => selectOne(db),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function selectOne(db: Kysely<Tables>): Promise<void> {
  await sql`select 1`.execute(db);
}

async function createPgliteThreadDatabase(dataDir: string, sync: PgliteSync): Promise<Database> {
  const thread = await PgliteThread.start({ dataDir, sync });
  const lock = new TurnLock();
  const dialect = new PgliteThreadDialect(thread, lock);
  const db = new Kysely<Tables>({ dialect });
  const deferSetup = (script: string) => dialect.deferSetup(script);
  return {
    kind: 'pglite',
    db,
    exec: (script) =>
      withTurn(lock, async () => {
        try {
          await thread.send({ op: 'exec', sql: script });
        } catch (error) {
          await thread.send({ op: 'exec', sql: 'rollback' }).catch(() => undefined);
          throw error;
        }
      }),
    withTenant: (companyId, work) => runInTenant(db, companyId, work, deferSetup),
    withVendor: (work) => runAsVendor(db, work),
    withVendorWrite: (work) => runAsVendor(db, work, true),
    // Not through the connection's turns (ADR 0117): a health check waited for the transaction in progress, with
    // each of its statements' trips through the busy event loop. The thread answers it between statements.
    ping: async () => void (await thread.send({ op: 'ping' })),
    async close() {
      // Kysely's destroy ends the driver, which closes PGlite in its thread and stops the thread.
      await db.destroy();
    },
  };
}
