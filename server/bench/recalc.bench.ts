/**
 * `pnpm bench:recalc` (issue 13, ADR 0081): stored daily results end to end.
 * 1. Throughput: EMPLOYEES × DAYS employee-days (a department schedule of the §4.12 DAY timetable, two punches a
 *    day) — the punches committed in one statement mark their days dirty, then the worker drains the queue (read
 *    punches and set-up, calculate, write). Goal ≥ 20,000 employee-days/s. Then the on-demand calculation of the
 *    same range (inputs unchanged: everything calculated, nothing written).
 * 2. Latency: RATE punches/s over /iclock (real HTTP) for SECONDS; p99 from the upload to a stored row calculated
 *    after it. Goal p99 ≤ 2 s at 20 punches/s.
 * Embedded PGlite (the default, in its own thread, on a data folder) unless BENCH_DATABASE_URL=postgres://… is set.
 *   EMPLOYEES=1000 DAYS=31 RATE=20 SECONDS=30 pnpm bench:recalc
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { signJwt } from '../src/auth/jwt';
import { createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { runCalculation } from '../src/modules/att/results/calculation';
import { recalcWorkerOf } from '../src/modules/att/recalc/worker';
import { claimTerminal } from '../src/modules/iclock/registry';
import { httpTransport, TerminalSimulator } from '../test/terminal-simulator';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 1000);
const DAYS = Number(process.env.DAYS ?? 31);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);
const DAY_MS = 86_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function post(deps: AppDeps, base: string, auth: string, url: string, body: object): Promise<number> {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { data: { id: number } };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data.id;
}

const dirtyLeft = async (deps: AppDeps, company: number) =>
  Number((await sql<{ n: string }>`select count(*) as n from att_dirty_days where company_id = ${company}`.execute(deps.database.db)).rows[0].n);

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-recalc-bench-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, BASE_DOMAIN: 'localhost', LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const deps = await createDeps(config);
  const app = await buildApp(deps, { logger: false, serveStatic: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = deps.database.db;
  const worker = recalcWorkerOf(deps);
  if (!worker) throw new Error('no recalculation worker');
  try {
    const domain = `recalc${Date.now()}`;
    const company = (await db.insertInto('companies').values({ company_name: 'Bench', company_domain: domain }).returning('id').executeTakeFirstOrThrow()).id;
    const user = (await db.insertInto('users').values({ email: `boss@${domain}.test`, is_active: true }).returning('id').executeTakeFirstOrThrow()).id;
    const now = Math.floor(Date.now() / 1000);
    const auth = `JWT ${signJwt({ typ: 'access', user_id: user, staff: false, company_id: company, employee_id: null, role: 'admin', iat: now, exp: now + 7200 }, deps.keys.jwtSecret)}`;
    const department = await deps.database.withTenant(company, async (trx) =>
      Number((await sql<{ id: number }>`insert into departments (company_id, name) values (${company}, 'Bench') returning id`.execute(trx)).rows[0].id),
    );
    await deps.database.withTenant(company, (trx) =>
      sql`insert into employees (company_id, emp_code, first_name, department_id, hire_date)
          select ${company}, (10000 + i)::text, 'E' || i, ${department}, '2020-01-01' from generate_series(1, ${EMPLOYEES}) as g (i)`.execute(trx),
    );
    const lunch = await post(deps, base, auth, '/web/att/api/v2/break-times/', { alias: 'Lunch', start: '13:00', duration: 60 });
    const day = await post(deps, base, auth, '/web/att/api/v2/timetables/', { alias: 'DAY', kind: 'normal', start: '09:00', duration: 540, allowed_late: 5, allowed_early: 5, early_in_ot: { min: 30 }, late_out_ot: { min: 30 }, break_times: [lunch] });
    const shift = await post(deps, base, auth, '/web/att/api/v2/shifts/', { alias: 'Week', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
    await post(deps, base, auth, '/web/att/api/v2/department-schedules/', { department, shift, start_date: '2020-01-01', end_date: null });
    await worker.drain();
    const sn = `RCB${domain.slice(-9)}`;
    await claimTerminal(deps, company, { sn, time_zone: 'UTC', claimed_at: new Date('2000-01-01T00:00:00Z') });
    const terminal = (await db.selectFrom('terminals').select('id').where('sn', '=', sn).executeTakeFirstOrThrow()).id;

    // 1. Throughput: DAYS days ending yesterday, 08:5x and 18:0x each day.
    const first = isoDate(Date.now() - DAYS * DAY_MS);
    const last = isoDate(Date.now() - DAY_MS);
    await deps.database.withTenant(company, (trx) =>
      sql`insert into transactions (company_id, terminal_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
          select e.company_id, ${terminal}, ${sn}, e.emp_code, e.id, p.t, p.t at time zone 'UTC', p.s
            from employees e
           cross join generate_series(0, ${DAYS - 1}) as d (i)
           cross join lateral (values
             (${first}::date + d.i + time '08:50' + make_interval(mins => (e.id % 10)::integer), 0),
             (${first}::date + d.i + time '18:00' + make_interval(mins => (e.id % 7)::integer), 1)) as p (t, s)
           where e.company_id = ${company}`.execute(trx),
    );
    const marked = await dirtyLeft(deps, company);
    const t0 = performance.now();
    // the app's own worker may take part of the queue meanwhile: measured until the queue is empty
    await worker.drain();
    const drainSeconds = (performance.now() - t0) / 1000;
    const left = await dirtyLeft(deps, company);
    const drained = marked - left;
    const stored = Number((await sql<{ n: string }>`select count(*) as n from att_day_results where company_id = ${company} and work_date between ${first}::date and ${last}::date`.execute(db)).rows[0].n);
    console.log(`queue drain: ${marked} dirty keys, ${drained} employee-days calculated and stored (${left} left) in ${drainSeconds.toFixed(2)} s = ${Math.round(drained / drainSeconds)} employee-days/s (${stored} rows for ${EMPLOYEES} × ${DAYS})`);

    const t1 = performance.now();
    const again = await runCalculation(deps, { companyId: company, payload: { start_date: first, end_date: last }, progress: () => undefined });
    const againSeconds = (performance.now() - t1) / 1000;
    console.log(`on-demand calculation, inputs unchanged: ${again.calculated} employee-days in ${againSeconds.toFixed(2)} s = ${Math.round(again.calculated / againSeconds)} employee-days/s, ${again.written} written`);

    // 2. Latency: RATE punches/s over HTTP; each for another employee, now.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const device = new TerminalSimulator(httpTransport(base, agent), { sn });
    const pending: Array<{ employee: number; code: string; sent: number; date: string }> = [];
    const latencies: number[] = [];
    const employeeRows = await deps.database.withTenant(company, (trx) => sql<{ id: number; emp_code: string }>`select id, emp_code from employees where company_id = ${company} order by id`.execute(trx));
    const uploads: Promise<void>[] = [];
    let stopChecking = false;
    const checker = (async () => {
      while (!stopChecking || pending.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (pending.length === 0) continue;
        const { rows } = await sql<{ employee_id: number; work_date: string; calculated_at: Date }>`
          select employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, calculated_at from att_day_results
          where company_id = ${company} and employee_id = any(${pending.map((item) => item.employee)}::bigint[]) and work_date = ${isoDate(Date.now())}::date`.execute(db);
        const at = new Map(rows.map((row) => [`${row.employee_id}|${row.work_date}`, new Date(row.calculated_at).getTime()]));
        for (let index = pending.length - 1; index >= 0; index -= 1) {
          const item = pending[index];
          const calculated = at.get(`${item.employee}|${item.date}`);
          if (calculated !== undefined && calculated >= item.sent) {
            latencies.push(calculated - item.sent);
            pending.splice(index, 1);
          } else if (Date.now() - item.sent > 30_000) throw new Error(`punch of ${item.code} not calculated after 30 s`);
        }
      }
    })();
    const total = RATE * SECONDS;
    const started = Date.now();
    for (let index = 0; index < total; index += 1) {
      const wait = started + (index * 1000) / RATE - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const employee = employeeRows.rows[index % employeeRows.rows.length];
      const at = new Date(Date.now() + (index % 50) * 1000).toISOString();
      const item = { employee: Number(employee.id), code: employee.emp_code, sent: Date.now(), date: at.slice(0, 10) };
      uploads.push(
        device.upload('ATTLOG', `${employee.emp_code}\t${at.slice(0, 10)} ${at.slice(11, 19)}\t0\t1\t0\t0\t0\n`).then((answer) => {
          if (answer.text !== 'OK: 1') throw new Error(`unexpected answer ${answer.status} ${answer.text}`);
          pending.push(item);
        }),
      );
    }
    await Promise.all(uploads);
    stopChecking = true;
    await checker;
    console.log(
      `${RATE} punches/s for ${SECONDS} s over /iclock: upload → stored row p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms (${latencies.length} punches)`,
    );
    agent.destroy();
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
