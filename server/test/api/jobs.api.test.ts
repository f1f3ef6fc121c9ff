/**
 * The background job runner and the jobs API (ADR 0055) on the real database: enqueue → done with progress and a
 * file, retries with backoff, a job whose runner died, enqueue in the caller's transaction, tenant isolation of
 * the API, the file and the websocket, and platform jobs no company can read.
 */
import { once } from 'node:events';
import type { JobView } from '@timekeep/contracts';
import { sql } from 'kysely';
import { JOB_ERROR_KEYS, JobError, createJobRunner, type JobEvent, type RunnerTimers } from '../../src/jobs/runner';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let bossA: number;
let adminA: string;
let memberA: string;
let otherMemberA: string;
let adminB: string;

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  bossA = await createUser(t.deps, 'boss@acme.test');
  const member = await createUser(t.deps, 'member@acme.test');
  const bossB = await createUser(t.deps, 'boss@globex.test');
  adminA = authHeader(t.deps, { userId: bossA, companyId: companyA });
  memberA = authHeader(t.deps, { userId: member, companyId: companyA, role: 'user' });
  otherMemberA = authHeader(t.deps, { userId: bossB, companyId: companyA, role: 'user' });
  adminB = authHeader(t.deps, { userId: bossB, companyId: companyB });
});

afterAll(async () => {
  await t.close();
});

let kindSeq = 0;
const nextKind = (name: string): string => `test.${name}.${++kindSeq}`;

async function waitFor<T>(read: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function view(id: number, auth = adminA): Promise<{ status: number; data: JobView | null }> {
  const response = await t.app.inject({ method: 'GET', url: `/web/api/v2/jobs/${id}/`, headers: { authorization: auth } });
  return { status: response.statusCode, data: (response.json() as { data: JobView | null }).data };
}

async function jobRow(id: number): Promise<{ status: string; attempts: number; run_at: Date; progress: number }> {
  const { rows } = await sql<{ status: string; attempts: number; run_at: Date; progress: number }>`
    select status, attempts, run_at, progress from jobs where id = ${id}`.execute(t.deps.database.db);
  return rows[0];
}

async function finished(id: number): Promise<JobView> {
  return waitFor(async () => {
    const { data } = await view(id);
    return data && (data.status === 'done' || data.status === 'failed') ? data : undefined;
  }, `job ${id} to finish`);
}

describe('job runner', () => {
  it('runs an enqueued job in the background, reporting progress, to done with its result', async () => {
    const kind = nextKind('progress');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.deps.jobs.register<{ n: number }>(kind, async (job) => {
      job.progress(30);
      job.progress(60);
      await gate;
      return { doubled: job.payload.n * 2 };
    });
    const events: JobView[] = [];
    const unsubscribe = t.deps.jobs.subscribe((event: JobEvent) => events.push(event.view));
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA, payload: { n: 21 } });
    expect((await view(id)).status).toBe(200);

    // Progress reaches the database while the handler still runs (the jobs API reads it there).
    const running = await waitFor(async () => {
      const { data } = await view(id);
      return data?.status === 'running' && data.progress === 60 ? data : undefined;
    }, 'progress 60');
    expect(running).toMatchObject({ id, kind, file_url: null, result: null, error: null });
    release();
    expect(await finished(id)).toEqual({ id, kind, status: 'done', progress: 100, file_url: null, error: null, result: { doubled: 42 } });
    unsubscribe();
    expect(events.map((e) => [e.status, e.progress])).toEqual([
      ['running', 0],
      ['running', 30],
      ['running', 60],
      ['done', 100],
    ]);
  });

  it('retries a failed attempt after its backoff and fails for good after max attempts', async () => {
    const flaky = nextKind('flaky');
    let calls = 0;
    t.deps.jobs.register(flaky, async () => {
      calls += 1;
      if (calls === 1) throw new Error('smtp down');
      return 'sent';
    });
    const id = await t.deps.jobs.enqueue({ kind: flaky, companyId: companyA });
    const retried = await waitFor(async () => {
      const row = await jobRow(id);
      return row.status === 'queued' && row.attempts === 1 ? row : undefined;
    }, 'the first attempt to fail');
    // First retry after the default 10 s backoff, measured on the app's clock.
    expect(retried.run_at.getTime() - t.clock.now().getTime()).toBe(10_000);
    expect(await t.deps.jobs.runDue()).toBe(0);
    t.clock.advance(10_001);
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect((await view(id)).data).toMatchObject({ status: 'done', result: 'sent' });
    expect((await jobRow(id)).attempts).toBe(2);

    const broken = nextKind('broken');
    t.deps.jobs.register(broken, async () => {
      throw new Error('always');
    }, { maxAttempts: 2, backoffMs: () => 1000 });
    const failing = await t.deps.jobs.enqueue({ kind: broken, companyId: companyA });
    await waitFor(async () => (await jobRow(failing)).attempts === 1 && (await jobRow(failing)).status === 'queued', 'attempt 1');
    t.clock.advance(1001);
    await t.deps.jobs.runDue();
    expect((await view(failing)).data).toMatchObject({ status: 'failed', error: JOB_ERROR_KEYS.failed, result: null });
    expect((await jobRow(failing)).attempts).toBe(2);
  });

  it('fails at once with the translated key of a JobError that must not be retried', async () => {
    const kind = nextKind('refused');
    t.deps.jobs.register(kind, async () => {
      throw new JobError('common:jobs.error.interrupted', { retry: false });
    });
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA });
    expect(await finished(id)).toMatchObject({ status: 'failed', error: 'common:jobs.error.interrupted' });
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('takes over a job whose runner died while running it, once its lease has expired', async () => {
    const kind = nextKind('orphan');
    let ran = 0;
    t.deps.jobs.register(kind, async (job) => {
      ran += 1;
      return { attempt: job.attempt };
    });
    // The state a crashed process leaves: running, claimed by a runner that no longer exists.
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA, runAt: new Date(t.clock.now().getTime() + 3_600_000) });
    const leaseEnd = new Date(t.clock.now().getTime() + 30_000);
    await sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-worker', locked_until = ${leaseEnd},
      run_at = ${t.clock.now()} where id = ${id}`.execute(t.deps.database.db);
    expect(await t.deps.jobs.runDue()).toBe(0);
    expect(ran).toBe(0);
    t.clock.advance(30_001);
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect((await view(id)).data).toMatchObject({ status: 'done', result: { attempt: 2 } });
  });

  it('marks a job failed when its runner died during the last allowed attempt', async () => {
    const kind = nextKind('orphan-last');
    t.deps.jobs.register(kind, async () => 'never');
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA, maxAttempts: 1, runAt: new Date(t.clock.now().getTime() + 3_600_000) });
    await sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-worker', locked_until = ${t.clock.now()}
      where id = ${id}`.execute(t.deps.database.db);
    t.clock.advance(1);
    await t.deps.jobs.runDue();
    expect((await view(id)).data).toMatchObject({ status: 'failed', error: JOB_ERROR_KEYS.interrupted });
  });

  it('a second runner on the same database (a restarted process) picks up queued jobs the first never ran', async () => {
    const kind = nextKind('restart');
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA, runAt: new Date(t.clock.now().getTime() + 60_000) });
    const restarted = createJobRunner({ database: t.deps.database, dataDir: t.dataDir, now: t.clock.now, log: () => undefined });
    restarted.register(kind, async () => 'after restart');
    t.clock.advance(60_000);
    expect(await restarted.runDue()).toBe(1);
    await restarted.stop();
    expect((await view(id)).data).toMatchObject({ status: 'done', result: 'after restart' });
  });

  it('enqueues in the caller’s transaction: a rolled-back change leaves no job, a committed one runs', async () => {
    const kind = nextKind('outbox');
    const ran: string[] = [];
    t.deps.jobs.register<{ to: string }>(kind, async (job) => {
      ran.push(job.payload.to);
    });
    const before = Number((await sql<{ n: number }>`select count(*)::int as n from jobs`.execute(t.deps.database.db)).rows[0].n);
    await expect(
      t.deps.database.withTenant(companyA, async (trx) => {
        await t.deps.jobs.enqueue({ kind, companyId: companyA, payload: { to: 'lost@acme.test' } }, trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from jobs`.execute(t.deps.database.db)).rows[0].n)).toBe(before);

    const id = await t.deps.database.withTenant(companyA, (trx) =>
      t.deps.jobs.enqueue({ kind, companyId: companyA, payload: { to: 'kept@acme.test' } }, trx),
    );
    expect(await finished(id)).toMatchObject({ status: 'done' });
    expect(ran).toEqual(['kept@acme.test']);
  });

  it('runs platform jobs (no company), which no company can read', async () => {
    const kind = nextKind('platform');
    t.deps.jobs.register(kind, async (job) => ({ company: job.companyId }));
    // A tenant transaction may queue platform work (e.g. a mail to an address outside the company) …
    const id = await t.deps.database.withTenant(companyA, (trx) => t.deps.jobs.enqueue({ kind, companyId: null }, trx));
    await waitFor(async () => {
      const { rows } = await sql<{ status: string }>`select status from platform_jobs where id = ${id}`.execute(t.deps.database.db);
      return rows[0]?.status === 'done';
    }, 'the platform job');
    // … but not read it, nor see it through the jobs API.
    await expect(
      t.deps.database.withTenant(companyA, (trx) => sql`select * from platform_jobs`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    expect((await view(id)).status).toBe(404);
  });

  it('stops cleanly: no timer left behind, and nothing runs after stop', async () => {
    // The runner's own timers only: the test app's runner and server keep timers of their own meanwhile.
    const live = new Set<NodeJS.Timeout>();
    let created = 0;
    let setAfterStop = 0;
    let stopped = false;
    const timers: RunnerTimers = {
      set: (callback, delayMs) => {
        created += 1;
        if (stopped) setAfterStop += 1;
        const handle = setTimeout(() => {
          live.delete(handle);
          callback();
        }, delayMs);
        live.add(handle);
        return handle;
      },
      clear: (handle) => {
        live.delete(handle);
        clearTimeout(handle);
      },
    };
    const runner = createJobRunner({ database: t.deps.database, dataDir: t.dataDir, now: t.clock.now, pollIntervalMs: 10, log: () => undefined, timers });
    runner.start();
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).toBeGreaterThan(0);
    await runner.stop();
    stopped = true;
    runner.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(live.size).toBe(0);
    expect(setAfterStop).toBe(0);
  });
});

describe('jobs API', () => {
  it('serves a produced file with its download name, to the job’s company only', async () => {
    const kind = nextKind('file');
    t.deps.jobs.register(kind, async (job) => {
      const out = job.createFile('الموظفون employees.csv', 'text/csv; charset=utf-8');
      out.end('\uFEFFname\r\nAda\r\n');
      return { rows: 1 };
    });
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA, userId: bossA, permission: 'personnel.export_employee' });
    const done = await finished(id);
    expect(done).toMatchObject({ status: 'done', file_url: `/web/api/v2/jobs/${id}/file/`, result: { rows: 1 } });

    const file = await t.app.inject({ method: 'GET', url: done.file_url as string, headers: { authorization: adminA } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="________ employees.csv"; filename*=UTF-8''${encodeURIComponent('الموظفون employees.csv')}`,
    );
    expect(file.body).toBe('\uFEFFname\r\nAda\r\n');

    // Another company, a member who did not start it, and no token: refused; the id is not confirmed.
    for (const auth of [adminB, otherMemberA]) {
      expect((await view(id, auth)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: done.file_url as string, headers: { authorization: auth } })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: done.file_url as string })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/web/api/v2/jobs/${id}/` })).statusCode).toBe(401);
    // Row-level security agrees: in globex's tenant transaction the job does not exist.
    const seen = await t.deps.database.withTenant(companyB, (trx) => sql`select id from jobs where id = ${id}`.execute(trx));
    expect(seen.rows).toEqual([]);
  });

  it('shows a job without a permission to every user of the company; answers 404 for unknown ids', async () => {
    const kind = nextKind('open');
    t.deps.jobs.register(kind, async () => 'ok');
    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA });
    await finished(id);
    expect((await view(id, memberA)).data).toMatchObject({ id, status: 'done' });
    expect((await view(id + 100_000)).status).toBe(404);
    expect((await view(id, adminB)).status).toBe(404);
  });
});

describe('jobs websocket', () => {
  it('refuses a connection without a token or with a bad one', async () => {
    await expect(t.app.injectWS('/websocket/jobs/')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/websocket/jobs/?token=not.a.jwt')).rejects.toThrow(/401/);
    const companyless = authHeader(t.deps, { userId: bossA, companyId: null }).slice(4);
    await expect(t.app.injectWS(`/websocket/jobs/?token=${companyless}`)).rejects.toThrow(/403/);
  });

  it('pushes the progress of the caller’s company jobs, and only theirs', async () => {
    const kind = nextKind('pushed');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.deps.jobs.register(kind, async (job) => {
      job.progress(50);
      await gate;
      return { ok: true };
    });
    const socketA = await t.app.injectWS(`/websocket/jobs/?token=${adminA.slice(4)}`);
    const socketB = await t.app.injectWS(`/websocket/jobs/?token=${adminB.slice(4)}`);
    const seenA: JobView[] = [];
    const seenB: JobView[] = [];
    socketA.on('message', (data: Buffer) => seenA.push(JSON.parse(data.toString()) as JobView));
    socketB.on('message', (data: Buffer) => seenB.push(JSON.parse(data.toString()) as JobView));

    const id = await t.deps.jobs.enqueue({ kind, companyId: companyA });
    await waitFor(async () => seenA.some((v) => v.id === id && v.progress === 50), 'progress 50 on the socket');
    release();
    await waitFor(async () => seenA.some((v) => v.id === id && v.status === 'done'), 'done on the socket');
    expect(seenA.filter((v) => v.id === id).map((v) => [v.status, v.progress])).toEqual([
      ['running', 0],
      ['running', 50],
      ['done', 100],
    ]);
    expect(seenB).toEqual([]);

    // A subscription answers with the job's current state at once and filters later messages.
    socketA.send(JSON.stringify({ subscribe: [id] }));
    await waitFor(async () => seenA.filter((v) => v.id === id && v.status === 'done').length === 2, 'the subscribed job');
    socketB.send(JSON.stringify({ subscribe: [id] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenB).toEqual([]);

    socketA.terminate();
    socketB.terminate();
    await Promise.all([once(socketA, 'close'), once(socketB, 'close')]);
  });
});
