/**
 * API load benchmark (not a timed test): the employee list under concurrent clients, on the embedded PGlite
 * default and on PostgreSQL.
 *
 *   pnpm bench:api [--db pglite|postgres|both] [--employees N] [--clients C] [--seconds S] [--built] [--server FILE]
 *
 * For each database it seeds the demo company plus N generated employees (one INSERT … generate_series),
 * starts the server as its own process (`--built`: server/dist/main.cjs, else the sources through tsx) on a
 * loopback port, and drives it with a bounded number of keep-alive clients for a bounded time. PostgreSQL is
 * DATABASE_URL when set (a throw-away database is created on it and dropped), else a throw-away server from
 * scripts/lib/postgres.mjs (Debian's postgresql package). `--server FILE` runs another build's main.cjs (an A/B
 * against a copy of an older dist/ kept under server/, so its npm dependencies still resolve). `--only page1,search` picks scenarios; `--keep` leaves
 * the data (and the throw-away PostgreSQL) in place and prints where. Every scenario prints one line:
 * `<db> <scenario> clients req/s p50 p95 p99 max errors`, latencies in milliseconds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { signJwt } from '../src/auth/jwt';
import { createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { runSeeds } from '../src/db/seed';
import { SERVER_ROOT } from '../src/paths';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    employees: { type: 'string' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    built: { type: 'boolean', default: false },
    server: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '18194' },
    'pg-port': { type: 'string', default: '54344' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const PORT = Number(args.port);
const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 20;
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const ONLY = args.only?.split(',');

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

interface Seeded {
  companyId: number;
  adminUserId: number;
}

/** Demo seed, then `count` employees named from small word lists (so searches match a realistic share). */
async function seed(env: Record<string, string>, count: number): Promise<Seeded> {
  const config = loadConfig({ ...process.env, ...env });
  const deps = await createDeps(config);
  try {
    await runSeeds(deps, { demo: true });
    const db = deps.database.db;
    const company = await db.selectFrom('companies').select('id').where('company_domain', '=', 'demo').executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.timekeep.test').executeTakeFirstOrThrow();
    const started = Date.now();
    await deps.database.withTenant(company.id, async (trx) => {
      await sql`
        insert into employees (company_id, emp_code, first_name, last_name, department_id, email, mobile)
        select ${company.id}, 'B' || lpad(i::text, 7, '0'),
               (array['Ana','Luis','Maria','Omar','Ayse','Wei','Fatima','John','Elena','Mehmet','Li','Sara','Carlos','Noah','Priya','Kenji'])[1 + i % 16] || ' ' || chr(65 + (i * 7) % 26) || chr(97 + (i * 13) % 26) || chr(97 + (i * 31) % 26),
               (array['Garcia','Hernandez','Yilmaz','Chen','Haddad','Smith','Lopez','Kaya','Wang','Rahman','Okafor','Novak'])[1 + (i / 16) % 12] || chr(97 + (i * 17) % 26) || chr(97 + (i * 3) % 26),
               (select id from departments where company_id = ${company.id} order by id limit 1 offset (i % 4)),
               'b' || i || '@bench.test', '+1555' || lpad(i::text, 7, '0')
        from generate_series(1, ${count}) as i
        on conflict do nothing`.execute(trx);
    });
    // Autovacuum would do this on a server; the visibility map lets index-only scans skip the heap.
    await deps.database.exec('vacuum analyze');
    process.stdout.write(`seeded ${count} employees in ${Date.now() - started} ms\n`);
    return { companyId: company.id, adminUserId: admin.id };
  } finally {
    deps.mailer.close();
    await deps.database.close();
  }
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-bench-'));
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-bench-'));
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = (): void => undefined;
  if (!adminUrl) {
    const { startPostgres } = (await import(path.join(SERVER_ROOT, '..', 'scripts', 'lib', 'postgres.mjs'))) as {
      startPostgres: (o: { port: number }) => Promise<{ url: string; stop: () => void }>;
    };
    const server = await startPostgres({ port: Number(args['pg-port']) });
    adminUrl = server.url;
    stopServer = () => server.stop();
  }
  const name = `tk_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      stopServer();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const built = args.server ? path.resolve(args.server) : path.join(SERVER_ROOT, 'dist', 'main.cjs');
  const useBuilt = args.built || args.server !== undefined;
  const argv = useBuilt ? [built] : ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')];
  if (useBuilt && !fs.existsSync(built)) throw new Error(`${built} is missing: run pnpm build:server first`);
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', JWT_SECRET, SEED_DEMO: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (out !== null) out += chunk.toString();
      if (out.includes('Timekeep is running')) {
        clearTimeout(timer);
        out = '';
        resolve();
      }
    });
  });
  // Keep draining the request log (the server pays its cost, the bench does not keep it).
  child.stdout?.resume();
  return child;
}

interface Sample {
  ms: number;
  ok: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });

function request(urlPath: string, token: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: urlPath, agent, headers: { authorization: `JWT ${token}` }, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

/** `clients` closed loops over `paths` (round robin) until `until`. */
async function closedLoop(paths: () => string, token: string, clients: number, until: number, into: Sample[]): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) into.push(await request(paths(), token));
    }),
  );
}

/** Requests started at a fixed rate (open loop; latency from the planned start, so queueing counts). */
async function paced(paths: () => string, token: string, rate: number, until: number, into: Sample[]): Promise<void> {
  const start = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let n = 0; ; n += 1) {
    const planned = start + (n * 1000) / rate;
    if (planned >= until) break;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(request(paths(), token).then((s) => void into.push({ ms: performance.now() - planned, ok: s.ok })));
  }
  await Promise.all(pending);
}

/** CPU seconds the server process (all its threads) has used, from /proc (Linux); NaN elsewhere. */
let serverPid = 0;
function serverCpuSeconds(): number {
  try {
    const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function summary(samples: Sample[], seconds: number): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] : NaN);
  const errors = samples.filter((s) => !s.ok).length;
  const f = (v: number) => v.toFixed(1).padStart(8);
  return `${(samples.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${f(at(0.5))}  p95 ${f(at(0.95))}  p99 ${f(at(0.99))}  max ${f(ms[ms.length - 1] ?? NaN)}  errors ${errors}`;
}

function cycle<T>(items: T[]): () => T {
  let n = 0;
  return () => items[n++ % items.length] as T;
}

async function runScenarios(kind: string, employees: number, token: string): Promise<void> {
  const list = '/web/personnel/api/v2/employees/';
  const lastPage = Math.max(1, Math.floor(employees / PAGE_SIZE) - 1);
  const page1 = cycle([`${list}?page=1&page_size=${PAGE_SIZE}`]);
  const deep = cycle([`${list}?page=${lastPage}&page_size=${PAGE_SIZE}`]);
  const search = cycle(['garc', 'ayse', 'b00012', 'kaya', 'wei', 'novak', 'xq', 'mehmet'].map((s) => `${list}?page=1&page_size=${PAGE_SIZE}&search=${s}`));
  const health = cycle(['/web/health']);
  const until = () => performance.now() + SECONDS * 1000;
  const scenarios: Array<[string, string, () => Promise<string>]> = [
    ['page1', `list page 1, ${CLIENTS} clients`, async () => { const s: Sample[] = []; await closedLoop(page1, token, CLIENTS, until(), s); return summary(s, SECONDS); }],
    ['page1-alone', 'list page 1, 1 client', async () => { const s: Sample[] = []; await closedLoop(page1, token, 1, until(), s); return summary(s, SECONDS); }],
    ['page1-rate', `list page 1 at ${RATE} req/s`, async () => { const s: Sample[] = []; await paced(page1, token, RATE, until(), s); return summary(s, SECONDS); }],
    ['search', `search, ${CLIENTS} clients`, async () => { const s: Sample[] = []; await closedLoop(search, token, CLIENTS, until(), s); return summary(s, SECONDS); }],
    ['search-alone', 'search, 1 client', async () => { const s: Sample[] = []; await closedLoop(search, token, 1, until(), s); return summary(s, SECONDS); }],
    ['deep', `deep page ${lastPage}, ${CLIENTS} clients`, async () => { const s: Sample[] = []; await closedLoop(deep, token, CLIENTS, until(), s); return summary(s, SECONDS); }],
    ['deep-alone', `deep page ${lastPage}, 1 client`, async () => { const s: Sample[] = []; await closedLoop(deep, token, 1, until(), s); return summary(s, SECONDS); }],
    ['health', `health under list load (${CLIENTS} list clients)`, async () => {
      const end = until();
      const listSamples: Sample[] = [];
      const healthSamples: Sample[] = [];
      await Promise.all([closedLoop(page1, token, CLIENTS, end, listSamples), closedLoop(health, token, 1, end, healthSamples)]);
      return `health ${summary(healthSamples, SECONDS)}\n${''.padEnd(52)}list   ${summary(listSamples, SECONDS)}`;
    }],
  ];
  // Warm the server (JIT, caches) before measuring.
  await closedLoop(page1, token, 4, performance.now() + 2000, []);
  for (const [id, label, run] of scenarios) {
    if (ONLY && !ONLY.includes(id)) continue;
    const cpuBefore = serverCpuSeconds();
    const result = await run();
    // Server CPU per scenario: a figure the other load on a shared machine changes far less than latency.
    const cpu = serverCpuSeconds() - cpuBefore;
    process.stdout.write(`${kind.padEnd(9)} ${label.padEnd(42)} ${result}  server cpu ${cpu.toFixed(1)} s\n`);
  }
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  const employees = Number(args.employees ?? (kind === 'pglite' ? 5000 : 100_000));
  const target = kind === 'pglite' ? await pgliteTarget() : await postgresTarget();
  let server: ChildProcess | undefined;
  try {
    const { companyId, adminUserId } = await seed(target.env, employees);
    server = await startServer(target.env);
    serverPid = server.pid ?? 0;
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { typ: 'access', user_id: adminUserId, staff: false, company_id: companyId, employee_id: null, role: 'admin', iat: now, exp: now + 3600 },
      Buffer.from(JWT_SECRET, 'utf8'),
    );
    process.stdout.write(`${kind}: ${employees} employees, ${CLIENTS} clients, ${SECONDS} s per scenario, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    await runScenarios(kind, employees, token);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    agent.destroy();
    if (args.keep) process.stdout.write(`kept: ${JSON.stringify(target.env)}\n`);
    else await target.cleanup();
  }
}

const kinds: Array<'pglite' | 'postgres'> = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as 'pglite' | 'postgres'];
async function main(): Promise<void> {
  for (const kind of kinds) await benchOne(kind);
}

// Exit when done: something the seed opened keeps the event loop alive, and an A/B series runs the bench in a loop.
main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
