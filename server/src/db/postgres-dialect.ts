/**
 * Kysely's PostgreSQL dialect with two savings for the requests every screen makes (ADR 0122).
 *
 * 1. A tenant transaction's BEGIN and its set-up (company and role) in one round trip.
 *
 * Kysely sends BEGIN on its own, then `withTenant` sent the set-up: two trips before the first real statement,
 * out of six for a list page. Both are parameter-free once the company id (a checked positive integer) is in the
 * text, so they can travel as one simple-protocol message, `begin; select set_config(…)`. `withBegin` hands the
 * set-up to this dialect's driver for the one transaction its callback starts; the driver takes it at that BEGIN,
 * so a transaction started inside the work (another company's, the jobs role's) gets a plain BEGIN.
 *
 * 2. Named (prepared) statements for the statements marked `PREPARED` (the grants read, the employee counts, an
 * unfiltered list page): PostgreSQL parses and plans them once per connection, then runs the cached plan.
 * Planning was most of the database's time for a page (the page statement: parse 0.2 ms, plan 0.7 ms, run 0.4
 * ms). Only marked statements are named, because a cached generic plan suits statements whose best plan does not
 * hang on the values (a search pattern does); a connection names at most MAX_NAMED of them, so statements whose
 * text varies (IN lists of any length) cannot grow a backend's memory without bound.
 */
import { createHash } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type PostgresCursor,
  type PostgresDialectConfig,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/** The start of a statement's text that asks for a named statement on PostgreSQL (an SQL comment elsewhere). */
export const PREPARED = '/* prepared */ ';
/** Named statements a connection keeps at most (the marked ones are a handful; IN lists make more). */
export const MAX_NAMED = 100;

interface PendingSetup {
  /** The set-up still to send, or undefined once a BEGIN has taken it. */
  script: string | undefined;
}

const pending = new AsyncLocalStorage<PendingSetup>();

/**
 * Runs `start` (which opens a transaction) with `script` to be sent with that transaction's BEGIN. Returns what
 * `start` returns; `sent()` tells the callback whether the set-up went with the BEGIN (false on a dialect that does
 * not do this, which must then send it itself).
 */
export function withBegin<T>(script: string, start: (sent: () => boolean) => Promise<T>): Promise<T> {
  const setup: PendingSetup = { script };
  // Asking also withdraws it: a transaction begun later inside the work must not take it.
  const sent = (): boolean => {
    const taken = setup.script === undefined;
    setup.script = undefined;
    return taken;
  };
  return pending.run(setup, () => start(sent));
}

class BeginWithSetupDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const setup = pending.getStore();
    const script = setup?.script;
    if (setup === undefined || script === undefined || settings.isolationLevel || settings.accessMode) {
      return this.inner.beginTransaction(connection, settings);
    }
    setup.script = undefined;
    try {
      // Simple protocol (no parameters): both statements in one message.
      await connection.executeQuery(CompiledQuery.raw(`begin; ${script}`));
    } catch (error) {
      // BEGIN may have run before the set-up failed; Kysely rolls back only a transaction whose begin succeeded,
      // and the connection must not go back to the pool inside an aborted transaction.
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoint is not supported');
    await this.inner.savepoint(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('rollbackToSavepoint is not supported');
    await this.inner.rollbackToSavepoint(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('releaseSavepoint is not supported');
    await this.inner.releaseSavepoint(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

const statementNames = new Map<string, string>();

/** `tk_` and a hash of the text: the same text has the same name on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `tk_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size < 10 * MAX_NAMED) statementNames.set(text, name);
  }
  return name;
}

/** A pooled client as Kysely uses it, naming the marked statements. */
class NamingClient implements PostgresPoolClient {
  private readonly names = new Set<string>();

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(what: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof what !== 'string') return this.client.query(what as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    const values = [...parameters];
    // Parameters only: a statement without them goes by the simple protocol (several statements at once, BEGIN's set-up).
    if (values.length > 0 && what.startsWith(PREPARED)) {
      const name = statementName(what);
      if (this.names.has(name) || this.names.size < MAX_NAMED) {
        this.names.add(name);
        return this.client.query({ name, text: what, values }) as unknown as Promise<PostgresQueryResult<R>>;
      }
    }
    return this.client.query(what, values) as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/** The pool as Kysely sees it: the same client object each time a connection comes back (its names with it). */
function namingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = clients.get(client);
      if (!naming) {
        naming = new NamingClient(client);
        clients.set(client, naming);
      }
      return naming;
    },
    end: () => pool.end(),
  };
}

/** Kysely's PostgreSQL dialect whose driver sends a pending tenant set-up with BEGIN and names marked statements. */
export class TimekeepPostgresDialect extends PostgresDialect {
  constructor(config: Omit<PostgresDialectConfig, 'pool'> & { pool: pg.Pool }) {
    super({ ...config, pool: namingPool(config.pool) });
  }

  override createDriver(): Driver {
    return new BeginWithSetupDriver(super.createDriver());
  }
}
