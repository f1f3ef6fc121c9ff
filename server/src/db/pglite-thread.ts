/**
 * PGlite in its own thread behind a Kysely driver (ADR 0045). PGlite runs PostgreSQL compiled to WebAssembly
 * synchronously on whatever thread calls it; on the server's event loop every query stopped all HTTP work
 * (one `/web/health` took 21.6 s under list load). Here the database lives in a worker thread, and the server
 * sends it statements as messages.
 *
 * PGlite has one connection, so the driver hands it to one user at a time (a transaction, or a single query
 * outside one), first come first served; `ping` bypasses that queue, and the thread answers it between
 * statements. A transaction's BEGIN and tenant set-up go with its first statement, and the next holder gets the
 * connection as soon as COMMIT is sent (ADR 0117).
 */
import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { SERVER_ROOT } from '../paths';
import type { PgliteErrorData, PgliteRequest, PgliteResponse, PgliteThreadData } from './pglite-thread-protocol';

type Call = { resolve: (response: { rows: Record<string, unknown>[]; affectedRows?: number }) => void; reject: (error: Error) => void };
type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The database error the thread reported, with its fields (`code` is the SQLSTATE callers test). */
function toError(data: PgliteErrorData): Error {
  return Object.assign(new Error(data.message), data.fields);
}

/**
 * The worker's code: the bundled `pglite-thread-worker.cjs` beside dist/main.cjs, or from the sources through
 * tsx (`pnpm dev:server`, tests).
 */
function startWorker(data: PgliteThreadData): Worker {
  const bundled = path.join(__dirname, 'pglite-thread-worker.cjs');
  if (fs.existsSync(bundled)) return new Worker(bundled, { workerData: data });
  const source = path.join(SERVER_ROOT, 'src', 'db', 'pglite-thread-worker.ts');
  const tsx = require.resolve('tsx/cjs/api', { paths: [SERVER_ROOT] });
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { eval: true, workerData: data });
}

/** The server's end of the database thread. */
export class PgliteThread {
  private nextId = 1;
  private readonly calls = new Map<number, Call>();
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: PgliteResponse) => {
      if (!('ok' in message)) return;
      const call = this.calls.get(message.id);
      if (!call) return;
      this.calls.delete(message.id);
      if (message.ok) call.resolve(message);
      else call.reject(toError(message.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const call of this.calls.values()) call.reject(this.stopped);
      this.calls.clear();
    };
    worker.on('error', (error) => stop(new Error(`the database thread failed: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  static async start(data: PgliteThreadData): Promise<PgliteThread> {
    const { dataDir } = data;
    const worker = startWorker(data);
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the database thread stopped while opening ${dataDir} (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: PgliteResponse) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if ('ready' in message && message.ready) resolve();
        else reject('error' in message ? toError(message.error) : new Error('unexpected first message from the database thread'));
      });
    });
    return new PgliteThread(worker);
  }

  send(request: Request): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ op: 'close' });
    this.stopped = new Error('the database is closed');
    await this.worker.terminate();
  }
}

/** One holder at a time, in arrival order; `urgent` callers go before those already waiting. */
export class TurnLock {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  acquire(urgent = false): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => (urgent ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/**
 * One holder's turn on the connection (a new object per acquisition, so a turn that ended early cannot touch the
 * next holder's state).
 */
class PgliteThreadConnection implements DatabaseConnection {
  /** The BEGIN (and any deferred set-up) not yet sent: it goes with the transaction's first statement. */
  pendingBegin: string | undefined;
  /** COMMIT was sent: the transaction is over (committed or, if COMMIT failed, rolled back by the database). */
  finished = false;
  /** The lock was handed on (after sending COMMIT); releaseConnection must not release it again. */
  released = false;

  constructor(
    private readonly thread: PgliteThread,
    private readonly lock: TurnLock,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const begin = this.pendingBegin;
    this.pendingBegin = undefined;
    const result = await this.thread.send({ op: 'query', sql: compiledQuery.sql, params: [...compiledQuery.parameters], begin });
    return {
      rows: result.rows as R[],
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }

  /**
   * Runs `script` (no parameters, no result) in front of the transaction's first statement, in the same message.
   * Outside a transaction that has not sent anything yet it runs on its own.
   */
  async deferSetup(script: string): Promise<void> {
    if (this.pendingBegin !== undefined) this.pendingBegin = `${this.pendingBegin}; ${script}`;
    else await this.thread.send({ op: 'exec', sql: script });
  }

  /**
   * COMMIT, handing the connection to the next holder as soon as it is sent: the thread runs messages in order, so
   * the next holder's statements run after it, and the caller still waits for its answer (a commit is acknowledged
   * only once done). The turn no longer waits for this message's trip back through a busy event loop.
   */
  async commit(): Promise<void> {
    if (this.pendingBegin !== undefined) {
      // A transaction that never ran a statement never began.
      this.pendingBegin = undefined;
      return;
    }
    this.finished = true;
    const done = this.thread.send({ op: 'query', sql: 'commit', params: [] });
    this.released = true;
    this.lock.release();
    await done;
  }

  async rollback(): Promise<void> {
    if (this.pendingBegin !== undefined) {
      this.pendingBegin = undefined;
      return;
    }
    // After a COMMIT (even a failed one) there is nothing to roll back, and the connection may be another's.
    if (this.finished) return;
    await this.executeQuery(CompiledQuery.raw('rollback'));
  }
}

class PgliteThreadDriver implements Driver {
  constructor(
    private readonly thread: PgliteThread,
    private readonly lock: TurnLock,
    private readonly turns: { current?: PgliteThreadConnection },
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    const connection = new PgliteThreadConnection(this.thread, this.lock);
    this.turns.current = connection;
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let begin = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      begin = ['start transaction', settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    }
    (connection as PgliteThreadConnection).pendingBegin = begin;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteThreadConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteThreadConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const turn = connection as PgliteThreadConnection;
    if (this.turns.current === turn) this.turns.current = undefined;
    if (turn.released) return;
    turn.released = true;
    this.lock.release();
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

export class PgliteThreadDialect implements Dialect {
  /** The turn holding the connection now (set while a transaction or a single query has it). */
  private readonly turns: { current?: PgliteThreadConnection } = {};

  constructor(
    private readonly thread: PgliteThread,
    private readonly lock: TurnLock,
  ) {}

  /**
   * Sends `script` with the current transaction's first statement (ADR 0117: a tenant's role and company travel
   * with the first query). Call it only inside a transaction callback on this dialect's database, where the
   * connection is the caller's.
   */
  deferSetup(script: string): Promise<void> {
    const turn = this.turns.current;
    if (!turn) throw new Error('deferSetup outside a transaction');
    return turn.deferSetup(script);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteThreadDriver(this.thread, this.lock, this.turns);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** Runs `work` with the connection to itself: a script (migrations), or a health check ahead of the queue. */
export async function withTurn<T>(lock: TurnLock, work: () => Promise<T>, urgent = false): Promise<T> {
  await lock.acquire(urgent);
  try {
    return await work();
  } finally {
    lock.release();
  }
}
