/**
 * `pnpm bench:ingest` (issue 12): punches per second through `/iclock` over real HTTP with 50 simulated
 * terminals sending 500-line ATTLOG batches, divided by a raw `COPY` of the same rows into the same table in
 * the same run (goal ≥ 0.5). Then a catch-up device sends 45 batches of 1,000 lines while the other terminals
 * keep polling (goal: p99 ≤ 200 ms per batch); then S11 of the brief at full size (350 × 128 lines and the
 * replay; goal p99 ≤ 2 s, nothing added by the replay). Embedded PGlite (the default, in its own thread, on a data
 * folder) unless BENCH_DATABASE_URL=postgres://… is set.
 *   TERMINALS=50 BATCHES=4 LINES=500 pnpm bench:ingest
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { setIngestProfiler, type IngestStage } from '../src/modules/iclock/ingest-profile';
import { claimTerminal } from '../src/modules/iclock/registry';
import { attlogLines, httpTransport, TerminalSimulator } from '../test/terminal-simulator';
import { backlogBatch } from './backlog';

const TERMINALS = Number(process.env.TERMINALS ?? 50);
const BATCHES = Number(process.env.BATCHES ?? 4);
const LINES = Number(process.env.LINES ?? 500);
const CATCH_UP_BATCHES = Number(process.env.CATCH_UP_BATCHES ?? 45);
// Devices poll every Delay (10 s); the other 49 poll ten times as often here, as a load the catch-up competes with.
const POLL_MS = Number(process.env.POLL_MS ?? 1000);
// S11: 350 batches of 128 lines and their replay (S11_BATCHES=0 skips it).
const S11_BATCHES = Number(process.env.S11_BATCHES ?? 350);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Server-side time per stage of the ATTLOG requests of one phase: sum (s) and p50/p99 (ms). */
function stageProfile(): { stop: () => Record<string, { sum_s: number; p50_ms: number; p99_ms: number; n: number }> } {
  const stages = new Map<IngestStage, number[]>();
  setIngestProfiler((stage, ms) => {
    const list = stages.get(stage) ?? [];
    list.push(ms);
    stages.set(stage, list);
  });
  return {
    stop() {
      setIngestProfiler(null);
      const out: Record<string, { sum_s: number; p50_ms: number; p99_ms: number; n: number }> = {};
      for (const [stage, values] of stages) {
        out[stage] = {
          sum_s: Number((values.reduce((a, b) => a + b, 0) / 1000).toFixed(2)),
          p50_ms: Math.round(percentile(values, 50)),
          p99_ms: Math.round(percentile(values, 99)),
          n: values.length,
        };
      }
      return out;
    },
  };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-ingest-bench-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, BASE_DOMAIN: 'localhost', LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const deps = await createDeps(config);
  const app = await buildApp(deps, { logger: false, serveStatic: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = deps.database.db;
  try {
    const domain = `bench${Date.now()}`;
    const company = (await db.insertInto('companies').values({ company_name: 'Bench', company_domain: domain }).returning('id').executeTakeFirstOrThrow()).id;
    const agent = new http.Agent({ keepAlive: true, maxSockets: TERMINALS + 5 });
    const terminals: TerminalSimulator[] = [];
    for (let index = 0; index < TERMINALS; index += 1) {
      const sn = `BENCH${String(index).padStart(4, '0')}${domain.slice(-6)}`;
      await claimTerminal(deps, company, { sn, time_zone: 'Asia/Kolkata', claimed_at: new Date('2000-01-01T00:00:00Z') });
      terminals.push(new TerminalSimulator(httpTransport(base, agent), { sn }));
    }
    const bodies = terminals.map((_, terminal) =>
      Array.from({ length: BATCHES }, (_, batch) => attlogLines(LINES, { offset: (terminal * BATCHES + batch) * LINES, pins: 200 })),
    );
    // Warm-up: one small batch each (handshake, plans, connections).
    await Promise.all(terminals.map((terminal, index) => terminal.upload('ATTLOG', attlogLines(5, { start: new Date(Date.UTC(2024, 0, 1)), offset: index * 5 }))));

    const latencies: number[] = [];
    const ingestProfile = stageProfile();
    // CPU time of the whole process (server, database thread, simulated devices) for the ingest and for the COPY:
    // on a loaded machine their wall-clock rates move with what the other processes take, CPU time much less.
    const ingestCpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      terminals.map(async (terminal, index) => {
        for (const body of bodies[index]) {
          const t0 = performance.now();
          const answer = await terminal.upload('ATTLOG', body);
          latencies.push(performance.now() - t0);
          if (answer.text !== `OK: ${LINES}`) throw new Error(`unexpected answer ${answer.status} ${answer.text}`);
        }
      }),
    );
    const ingestSeconds = (performance.now() - started) / 1000;
    const ingestCpuUsed = process.cpuUsage(ingestCpu);
    const ingestStages = ingestProfile.stop();
    const punches = TERMINALS * BATCHES * LINES;
    const ingestRate = punches / ingestSeconds;

    // The same rows, raw, into the same table (another SN so nothing conflicts).
    const sns = await db.selectFrom('terminals').select(['id', 'sn']).where('company_id', '=', company).orderBy('id').execute();
    const rows: string[] = [];
    bodies.forEach((batches, index) => {
      for (const body of batches) {
        for (const line of body.trim().split('\n')) {
          const [pin, time, state, verify] = line.split('\t');
          const utc = new Date(`${time.replace(' ', 'T')}+05:30`).toISOString();
          rows.push([company, sns[index].id, `C${sns[index].sn}`, pin, time, utc, state, verify, '0', line.replace(/\t/g, '\\t')].join('\t'));
        }
      }
    });
    const columns = 'company_id, terminal_id, terminal_sn, emp_code, punch_time, punch_utc, punch_state, verify_type, work_code, raw_line';
    let copySeconds: number;
    let copyCpuUsed: NodeJS.CpuUsage;
    if (url) {
      const file = path.join(os.tmpdir(), `timekeep-copy-${process.pid}.tsv`);
      fs.writeFileSync(file, `${rows.join('\n')}\n`, { mode: 0o644 });
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      await sql`${sql.raw(`copy transactions (${columns}) from '${file}'`)}`.execute(db);
      copyCpuUsed = process.cpuUsage(c0);
      copySeconds = (performance.now() - t0) / 1000;
      fs.rmSync(file);
    } else {
      // PGlite reads files inside its own data directory (the host folder is mounted there).
      const dataDirectory = (await sql<{ data_directory: string }>`show data_directory`.execute(db)).rows[0].data_directory;
      fs.writeFileSync(path.join(dataDir, 'pglite', 'bench-copy.tsv'), `${rows.join('\n')}\n`);
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      await sql`${sql.raw(`copy transactions (${columns}) from '${dataDirectory}/bench-copy.tsv'`)}`.execute(db);
      copyCpuUsed = process.cpuUsage(c0);
      copySeconds = (performance.now() - t0) / 1000;
    }
    const copyRate = punches / copySeconds;
    const stored = Number((await sql<{ n: string }>`select count(*) as n from transactions where company_id = ${company}`.execute(db)).rows[0].n);

    // Catch-up: one device replays 45,000 punches in 1,000-line batches while the others poll.
    const catchUp = terminals[0];
    const catchUpLatencies: number[] = [];
    let polling = true;
    const pollers = terminals.slice(1).map(async (terminal) => {
      while (polling) {
        await terminal.poll();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });
    const catchUpProfile = stageProfile();
    // CPU time of the whole process (server, its database thread, the simulated devices) per catch-up batch: on a
    // loaded machine wall-clock latencies move with the load, CPU time much less.
    const catchUpCpu = process.cpuUsage();
    const catchUpWindow = process.hrtime.bigint();
    for (let batch = 0; batch < CATCH_UP_BATCHES; batch += 1) {
      const body = attlogLines(1000, { start: new Date(Date.UTC(2023, 0, 1)), offset: batch * 1000, pins: 300 });
      const t0 = performance.now();
      const answer = await catchUp.upload('ATTLOG', body);
      catchUpLatencies.push(performance.now() - t0);
      if (answer.text !== 'OK: 1000') throw new Error(`unexpected catch-up answer ${answer.text}`);
    }
    const catchUpStages = catchUpProfile.stop();
    const catchUpCpuUsed = process.cpuUsage(catchUpCpu);
    // For --cpu-prof: the catch-up's window on the profile's clock (µs, monotonic).
    if (process.env.PRINT_WINDOW) console.error(`catch-up window µs ${catchUpWindow / 1000n} ${process.hrtime.bigint() / 1000n}`);
    polling = false;
    await Promise.all(pollers);
    agent.destroy();

    // S11 (adms-push.md §18) at full size: 350 batches of 128 lines over ten months, then the same again
    // (a device that lost its stamps). Goal: every answer OK: 128 within 2 s (p99); the replay adds nothing.
    const s11: number[] = [];
    let s11Stored = 0;
    if (S11_BATCHES > 0) {
      const sn = `S11${domain.slice(-10)}`;
      await claimTerminal(deps, company, { sn, time_zone: 'Europe/Berlin', claimed_at: new Date('2000-01-01T00:00:00Z') });
      const backlog = new TerminalSimulator(httpTransport(base), { sn });
      for (let pass = 0; pass < 2; pass += 1) {
        for (let batch = 0; batch < S11_BATCHES; batch += 1) {
          const t0 = performance.now();
          const answer = await backlog.upload('ATTLOG', backlogBatch(batch, 128, S11_BATCHES));
          s11.push(performance.now() - t0);
          if (answer.text !== 'OK: 128') throw new Error(`unexpected S11 answer ${answer.text}`);
        }
      }
      s11Stored = Number((await sql<{ n: string }>`select count(*) as n from transactions where company_id = ${company} and terminal_sn = ${sn}`.execute(db)).rows[0].n);
    }

    const result = {
      database: deps.database.kind,
      terminals: TERMINALS,
      batches_per_terminal: BATCHES,
      lines_per_batch: LINES,
      punches,
      rows_in_table_after_ingest_and_copy: stored,
      ingest_seconds: Number(ingestSeconds.toFixed(2)),
      ingest_punches_per_s: Math.round(ingestRate),
      batch_p50_ms: Math.round(percentile(latencies, 50)),
      batch_p99_ms: Math.round(percentile(latencies, 99)),
      copy_seconds: Number(copySeconds.toFixed(2)),
      copy_rows_per_s: Math.round(copyRate),
      ratio_ingest_over_copy: Number((ingestRate / copyRate).toFixed(2)),
      // The same ratio by this process's CPU time: PGlite only (on PostgreSQL the server's processes do the work).
      ingest_cpu_s: Number(((ingestCpuUsed.user + ingestCpuUsed.system) / 1e6).toFixed(2)),
      copy_cpu_s: Number(((copyCpuUsed.user + copyCpuUsed.system) / 1e6).toFixed(2)),
      ratio_by_cpu: url ? null : Number(((copyCpuUsed.user + copyCpuUsed.system) / (ingestCpuUsed.user + ingestCpuUsed.system)).toFixed(2)),
      catch_up_batches: CATCH_UP_BATCHES,
      catch_up_1000_line_p50_ms: Math.round(percentile(catchUpLatencies, 50)),
      catch_up_1000_line_p99_ms: Math.round(percentile(catchUpLatencies, 99)),
      catch_up_cpu_ms_per_batch: Math.round((catchUpCpuUsed.user + catchUpCpuUsed.system) / 1000 / CATCH_UP_BATCHES),
      s11_batches_sent: s11.length,
      s11_stored_after_replay: s11Stored,
      s11_128_line_p99_ms: s11.length > 0 ? Math.round(percentile(s11, 99)) : null,
      load_average: os.loadavg().map((value) => Number(value.toFixed(2))),
      ingest_stages: ingestStages,
      catch_up_stages: catchUpStages,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
