/**
 * The background job runner (ADR 0055): jobs live in the database (`jobs` for a company's work, `platform_jobs`
 * for work of no company), a poller claims due ones with `FOR UPDATE SKIP LOCKED`, and handlers registered per
 * kind run them with retries, backoff, progress and an optional produced file. It uses only `Database` (Kysely),
 * so it runs the same on PGlite (one serialized connection) and on PostgreSQL (several processes may poll).
 *
 * Use it through `deps.jobs`:
 *
 *   // once, when the module registers (handlers are per app; the same kind twice is an error):
 *   deps.jobs.register<{ resource: string }>('resources.export', async (job) => {
 *     job.progress(10);                                    // 0..100, pushed to /websocket/jobs/ at once
 *     const out = job.createFile('employees.xlsx', XLSX_TYPE); // served at JobView.file_url once done
 *     ...write to out, await its 'finish'...
 *     return { rows: 5000 };                               // the JobView result (JSON)
 *   }, { maxAttempts: 2 });
 *
 *   // anywhere; pass the caller's transaction so the job commits (or rolls back) with the change that caused it:
 *   const id = await deps.jobs.enqueue({ kind: 'resources.export', companyId, userId, permission, payload }, trx);
 *
 * A handler that throws is retried after a backoff (default 10 s, 20 s, 40 s … capped at 10 min) until
 * `maxAttempts`; `throw new JobError('common:jobs.error.x', { retry: false })` fails at once with that i18n key
 * as JobView.error. A job whose runner died while running is claimed again when its lease (default 60 s, renewed
 * while it runs) expires, and counts as an attempt. Time comes from `deps.now()`, so tests move the clock.
 * `wake()` polls at once (enqueue calls it); an idle runner costs one small query per `pollIntervalMs`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';
import { jobView, type JobRecord, type JsonValue } from './job-types';
import type { JobView } from '@timekeep/contracts';

export interface JobContext<P = unknown> {
  id: number;
  kind: string;
  companyId: number | null;
  userId: number | null;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the app closes; a handler that stops early is run again later (not counted as a failure). */
  signal: AbortSignal;
  /** 0..100; pushed to listeners at once and written to the database in the background (never blocks). */
  progress(percent: number): void;
  /**
   * A file this job produces (one per job; company jobs only), written under DATA_DIR/files/jobs. When the
   * handler returns, the file is what JobView.file_url serves, with `fileName` as its download name.
   */
  createFile(fileName: string, contentType: string): fs.WriteStream;
}

export type JobHandler<P = unknown> = (job: JobContext<P>) => Promise<JsonValue | void>;

export interface JobKindOptions {
  /** Default 3. Overridden per job by EnqueueRequest.maxAttempts. */
  maxAttempts?: number;
  /** Milliseconds to wait before attempt `attempt + 1` (attempt ≥ 1). */
  backoffMs?: (attempt: number) => number;
}

export interface EnqueueRequest {
  kind: string;
  /** null: a platform job (no company; never visible to a company). */
  companyId: number | null;
  /** Who started it; with `permission`, who may see it besides the company's administrators. */
  userId?: number | null;
  /** Permission codename a viewer of this job needs (e.g. 'personnel.export_employee'). */
  permission?: string | null;
  payload?: JsonValue;
  maxAttempts?: number;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/** A failure with a translated key for JobView.error; `retry: false` fails the job without further attempts. */
export class JobError extends Error {
  readonly key: string;
  readonly retry: boolean;
  constructor(key: string, options: { retry?: boolean; cause?: unknown } = {}) {
    super(key, { cause: options.cause });
    this.name = 'JobError';
    this.key = key;
    this.retry = options.retry ?? true;
  }
}

export const JOB_ERROR_KEYS = {
  failed: 'common:jobs.error.failed',
  interrupted: 'common:jobs.error.interrupted',
  unknownKind: 'common:jobs.error.unknownKind',
} as const;

export interface JobEvent {
  companyId: number;
  userId: number | null;
  permission: string | null;
  view: JobView;
}

export interface JobRunner {
  register<P>(kind: string, handler: JobHandler<P>, options?: JobKindOptions): void;
  /**
   * `register`, unless the kind already is: for a module's own kinds, which an app built twice on the same deps
   * (tests, an in-process restart) registers again from the same code. `register` keeps refusing a second one.
   */
  registerOnce<P>(kind: string, handler: JobHandler<P>, options?: JobKindOptions): void;
  /** Inserts a job (in `trx` when given) and returns its id; the runner picks it up after the commit. */
  enqueue(request: EnqueueRequest, trx?: Transaction<Tables>): Promise<number>;
  /** A company's job, read in its tenant transaction (RLS); undefined when absent or of another company. */
  find(companyId: number, id: number): Promise<JobRecord | undefined>;
  /** Progress and state changes of company jobs, as they happen in this process. Returns the unsubscribe. */
  subscribe(listener: (event: JobEvent) => void): () => void;
  /** Poll now (after an enqueue whose transaction has committed, or after moving a test clock). */
  wake(): void;
  start(): void;
  /** Stops polling, aborts running handlers and waits for them; idempotent. */
  stop(): Promise<void>;
  /** Claims and runs every due job now, until none is left (tests, scripts); returns how many ran. */
  runDue(): Promise<number>;
  /** Absolute path of a job file (from JobRecord.file.path). */
  filePath(relative: string): string;
}

export interface JobRunnerOptions {
  database: Database;
  dataDir: string;
  now: () => Date;
  /** Idle poll interval; default 5000 ms. Enqueues in this process wake the runner at once. */
  pollIntervalMs?: number;
  /** Jobs run at once by this process; default 2. */
  concurrency?: number;
  /** A claimed job belongs to this runner until then (renewed at a third of it); default 60 000 ms. */
  leaseMs?: number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
  /** The runner's own timers (polls and re-polls); Node's by default. A test counts them through this. */
  timers?: RunnerTimers;
}

export interface RunnerTimers {
  set: (callback: () => void, delayMs: number) => NodeJS.Timeout;
  clear: (timer: NodeJS.Timeout) => void;
}

const NODE_TIMERS: RunnerTimers = { set: (callback, delayMs) => setTimeout(callback, delayMs), clear: (timer) => clearTimeout(timer) };

type JobTable = 'jobs' | 'platform_jobs';

const DEFAULT_MAX_ATTEMPTS = 3;
export const defaultBackoffMs = (attempt: number): number => Math.min(10_000 * 2 ** (attempt - 1), 600_000);

interface Row {
  id: number;
  company_id?: number;
  kind: string;
  status: JobRecord['status'];
  payload: unknown;
  progress: number;
  result: unknown;
  error: string | null;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  user_id?: number | null;
  permission?: string | null;
  file_path?: string | null;
  file_name?: string | null;
  file_type?: string | null;
}

function parseJson(value: unknown): unknown {
  // Both drivers parse jsonb; a driver configured otherwise hands back text.
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function toRecord(row: Row): JobRecord {
  return {
    id: Number(row.id),
    companyId: row.company_id === undefined ? null : Number(row.company_id),
    kind: row.kind,
    status: row.status,
    payload: parseJson(row.payload),
    progress: Number(row.progress),
    result: parseJson(row.result),
    error: row.error,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: row.run_at instanceof Date ? row.run_at : new Date(row.run_at),
    userId: row.user_id ?? null,
    permission: row.permission ?? null,
    file: row.file_path && row.file_name ? { path: row.file_path, name: row.file_name, type: row.file_type ?? 'application/octet-stream' } : null,
  };
}

function clampProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.max(0, Math.min(100, Math.round(percent)));
}

/** Keeps a download name to one safe path segment (the Content-Disposition header quotes it again). */
function safeFileName(name: string): string {
  const base = path.basename(name).replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return base.length > 0 ? base.slice(0, 200) : 'download';
}

class AbortedByStop extends Error {}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, now } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const timers = options.timers ?? NODE_TIMERS;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const leaseMs = options.leaseMs ?? 60_000;
  const log = options.log ?? ((level, message, error) => console[level](message, error ?? ''));
  const workerId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const filesRoot = path.join(options.dataDir, 'files');
  const handlers = new Map<string, { handler: JobHandler<never>; options: JobKindOptions }>();
  const listeners = new Set<(event: JobEvent) => void>();
  const running = new Set<Promise<void>>();
  const stopController = new AbortController();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  /** Runner statements run as timekeep_jobs: its policy sees every company's jobs (migration 0005). */
  function asRunner<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
    return database.db.transaction().execute(async (trx) => {
      await sql`set local role timekeep_jobs`.execute(trx);
      return work(trx);
    });
  }

  function emit(record: JobRecord): void {
    if (record.companyId === null || listeners.size === 0) return;
    const event: JobEvent = { companyId: record.companyId, userId: record.userId, permission: record.permission, view: jobView(record) };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log('warn', 'job listener failed', error);
      }
    }
  }

  function schedule(delayMs: number): void {
    if (!started || stopped) return;
    if (timer) timers.clear(timer);
    timer = timers.set(() => {
      timer = null;
      void poll();
    }, delayMs);
    // Never keeps a process alive on its own (scripts, a test that forgot to close).
    timer.unref();
  }

  async function claim(table: JobTable): Promise<JobRecord | undefined> {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const key = table === 'jobs' ? sql`(company_id, id)` : sql`id`;
    const pick = table === 'jobs' ? sql`company_id, id` : sql`id`;
    // Only kinds this process can run: during a rolling deploy an older process leaves a new kind to the new one.
    const kinds = [...handlers.keys()];
    const result = await asRunner((trx) =>
      sql<Row>`
        update ${sql.table(table)} set
          status = 'running', attempts = attempts + 1, locked_by = ${workerId}, locked_until = ${until},
          started_at = coalesce(started_at, ${at}), error = null
        where ${key} = (
          select ${pick} from ${sql.table(table)}
          where ((status = 'queued' and run_at <= ${at}) or (status = 'running' and locked_until < ${at}))
            and kind = any(${kinds}::text[])
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning *`.execute(trx),
    );
    const row = result.rows[0];
    return row ? toRecord(row) : undefined;
  }

  async function update(table: JobTable, id: number, set: ReturnType<typeof sql>, onlyMine = true): Promise<Row | undefined> {
    const mine = onlyMine ? sql` and locked_by = ${workerId}` : sql``;
    const result = await asRunner((trx) =>
      sql<Row>`update ${sql.table(table)} set ${set} where id = ${id}${mine} returning *`.execute(trx),
    );
    return result.rows[0];
  }

  async function runJob(table: JobTable, job: JobRecord): Promise<void> {
    const entry = handlers.get(job.kind);
    const maxAttempts = job.maxAttempts;
    const finishFailed = async (key: string): Promise<void> => {
      const row = await update(
        table,
        job.id,
        sql`status = 'failed', error = ${key}, finished_at = ${now()}, locked_by = null, locked_until = null`,
      );
      if (row) emit(toRecord(row));
    };
    if (job.attempts > maxAttempts) {
      // Its runner died during the last allowed attempt.
      await finishFailed(JOB_ERROR_KEYS.interrupted);
      return;
    }
    if (!entry) {
      log('error', `no handler for job kind ${job.kind} (job ${job.id})`);
      await finishFailed(JOB_ERROR_KEYS.unknownKind);
      return;
    }
    emit(job);

    let lastProgress = job.progress;
    let persisted = job.progress;
    let writing: Promise<void> | null = null;
    const persistProgress = (): Promise<void> => {
      if (writing) return writing;
      writing = (async () => {
        while (persisted !== lastProgress) {
          const value = lastProgress;
          await update(table, job.id, sql`progress = ${value}, locked_until = ${new Date(now().getTime() + leaseMs)}`).catch(
            (error: unknown) => log('warn', `job ${job.id}: progress not saved`, error),
          );
          persisted = value;
        }
      })().finally(() => {
        writing = null;
      });
      return writing;
    };
    let file: { path: string; name: string; type: string; stream: fs.WriteStream } | null = null;
    const context: JobContext<never> = {
      id: job.id,
      kind: job.kind,
      companyId: job.companyId,
      userId: job.userId,
      payload: job.payload as never,
      attempt: job.attempts,
      signal: stopController.signal,
      progress(percent) {
        const value = clampProgress(percent);
        if (value === lastProgress) return;
        lastProgress = value;
        emit({ ...job, status: 'running', progress: value });
        void persistProgress();
      },
      createFile(fileName, contentType) {
        if (job.companyId === null) throw new Error('platform jobs produce no files');
        if (file) throw new Error('a job produces one file');
        const relative = path.join('jobs', String(job.companyId), `${job.id}-${crypto.randomBytes(6).toString('hex')}`);
        fs.mkdirSync(path.join(filesRoot, 'jobs', String(job.companyId)), { recursive: true });
        const stream = fs.createWriteStream(path.join(filesRoot, relative));
        file = { path: relative, name: safeFileName(fileName), type: contentType, stream };
        return stream;
      },
    };
    // The lease is renewed while the handler runs, so a long job is not taken over by another runner.
    const heartbeat = setInterval(() => {
      void update(table, job.id, sql`locked_until = ${new Date(now().getTime() + leaseMs)}`).catch(() => undefined);
    }, Math.max(1000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      const result = await entry.handler(context);
      if (stopController.signal.aborted) throw new AbortedByStop();
      await persistProgress();
      const produced = file as { path: string; name: string; type: string; stream: fs.WriteStream } | null;
      if (produced && !produced.stream.closed) {
        await new Promise<void>((resolve, reject) => {
          produced.stream.once('close', resolve);
          produced.stream.once('error', reject);
          if (!produced.stream.writableEnded) produced.stream.end();
        });
      }
      const fileSet = produced
        ? sql`, file_path = ${produced.path}, file_name = ${produced.name}, file_type = ${produced.type}`
        : sql``;
      const row = await update(
        table,
        job.id,
        sql`status = 'done', progress = 100, result = ${JSON.stringify(result ?? null)}::jsonb, finished_at = ${now()},
            locked_by = null, locked_until = null${fileSet}`,
      );
      if (row) emit(toRecord(row));
    } catch (error) {
      await (writing as Promise<void> | null)?.catch(() => undefined);
      const produced = file as { path: string; stream: fs.WriteStream } | null;
      if (produced) {
        produced.stream.destroy();
        await fs.promises.rm(path.join(filesRoot, produced.path), { force: true }).catch(() => undefined);
      }
      if (stopController.signal.aborted) {
        // Not the job's fault: hand it back without counting the attempt.
        await update(table, job.id, sql`status = 'queued', attempts = attempts - 1, locked_by = null, locked_until = null`).catch(
          () => undefined,
        );
        return;
      }
      const retry = !(error instanceof JobError && !error.retry) && job.attempts < maxAttempts;
      if (!(error instanceof JobError)) log('warn', `job ${job.id} (${job.kind}) attempt ${job.attempts} failed`, error);
      if (retry) {
        const backoff = (entry.options.backoffMs ?? defaultBackoffMs)(job.attempts);
        const row = await update(
          table,
          job.id,
          sql`status = 'queued', run_at = ${new Date(now().getTime() + backoff)}, locked_by = null, locked_until = null`,
        );
        if (row) emit(toRecord(row));
      } else {
        await finishFailed(error instanceof JobError ? error.key : JOB_ERROR_KEYS.failed);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims up to the free slots and starts them; resolves once claiming is over (not when the jobs end). */
  async function claimAndStart(): Promise<number> {
    let startedCount = 0;
    // No handler, no query: an app without job kinds costs nothing while idle.
    if (handlers.size === 0) return 0;
    for (const table of ['jobs', 'platform_jobs'] as const) {
      while (!stopped && running.size < concurrency) {
        const job = await claim(table);
        if (!job) break;
        startedCount += 1;
        const task: Promise<void> = runJob(table, job)
          .catch((error: unknown) => log('error', `job ${job.id}: runner error`, error))
          .finally(() => {
            running.delete(task);
            schedule(0);
          });
        running.add(task);
      }
    }
    return startedCount;
  }

  async function poll(): Promise<void> {
    if (polling) {
      pollAgain = true;
      return polling;
    }
    polling = (async () => {
      do {
        pollAgain = false;
        try {
          await claimAndStart();
        } catch (error) {
          if (!stopped) log('warn', 'job poll failed', error);
        }
      } while (pollAgain && !stopped);
    })().finally(() => {
      polling = null;
      schedule(pollIntervalMs);
    });
    return polling;
  }

  return {
    register(kind, handler, kindOptions = {}) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is already registered`);
      handlers.set(kind, { handler: handler as JobHandler<never>, options: kindOptions });
    },
    registerOnce(kind, handler, kindOptions = {}) {
      if (!handlers.has(kind)) handlers.set(kind, { handler: handler as JobHandler<never>, options: kindOptions });
    },
    async enqueue(request, trx) {
      const run = async (executor: Transaction<Tables> | Database['db']): Promise<number> => {
        const idRow = await sql<{ id: number }>`select nextval('job_ids') as id`.execute(executor);
        const id = Number(idRow.rows[0].id);
        const maxAttempts = request.maxAttempts ?? handlers.get(request.kind)?.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
        const payload = JSON.stringify(request.payload ?? {});
        const runAt = request.runAt ?? now();
        const createdAt = now();
        if (request.companyId === null) {
          await sql`insert into platform_jobs (id, kind, payload, max_attempts, run_at, created_at)
            values (${id}, ${request.kind}, ${payload}::jsonb, ${maxAttempts}, ${runAt}, ${createdAt})`.execute(executor);
        } else {
          await sql`insert into jobs (company_id, id, kind, payload, max_attempts, run_at, created_at, user_id, permission)
            values (${request.companyId}, ${id}, ${request.kind}, ${payload}::jsonb, ${maxAttempts}, ${runAt}, ${createdAt},
              ${request.userId ?? null}, ${request.permission ?? null})`.execute(executor);
        }
        return id;
      };
      if (trx) {
        const id = await run(trx);
        // The caller's transaction has not committed yet: PGlite runs our poll after it anyway (one serialized
        // connection); on PostgreSQL a second look shortly after catches the usual commit.
        timers.set(() => schedule(0), 50).unref();
        return id;
      }
      const id = request.companyId === null ? await run(database.db) : await database.withTenant(request.companyId, run);
      schedule(0);
      return id;
    },
    async find(companyId, id) {
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      const row = await database.withTenant(companyId, async (trx) =>
        (await sql<Row>`select * from jobs where company_id = ${companyId} and id = ${id}`.execute(trx)).rows[0],
      );
      return row ? toRecord(row) : undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wake() {
      schedule(0);
    },
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) timers.clear(timer);
      timer = null;
      stopController.abort();
      await polling?.catch(() => undefined);
      await Promise.allSettled([...running]);
      listeners.clear();
    },
    async runDue() {
      let ran = 0;
      for (;;) {
        const startedNow = await claimAndStart();
        if (startedNow === 0 && running.size === 0) return ran;
        ran += startedNow;
        // A quick job may already be over (Promise.race of nothing never settles).
        if (running.size > 0) await Promise.race([...running]);
      }
    },
    filePath(relative) {
      const absolute = path.resolve(filesRoot, relative);
      if (!absolute.startsWith(path.resolve(filesRoot) + path.sep)) throw new Error('job file outside the files folder');
      return absolute;
    },
  };
}
