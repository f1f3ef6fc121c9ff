/**
 * `pnpm bench:report`: the report framework (ADR 0074) on EMPLOYEES × DAYS of punches (default 1,000 × 31, two
 * punches a day) and stored daily results, on in-memory PGlite or, with BENCH_DATABASE_URL=postgres://…, on
 * PostgreSQL: the first page of every library report (count + totals + 20 rows, p50/p99 of RUNS), and the export
 * job's work (runExport: pages, pay-code rounding, the writers) into a discarded file for XLSX, CSV and PDF, with the
 * process's peak RSS above what it held before the export. Issue 15's goals are checked at the end (GOAL lines):
 * total-timecard XLSX ≤ 3 s and PDF ≤ 15 s (on PostgreSQL), every first page p99 ≤ 200 ms.
 * The seeded tables are analyzed before anything is timed, as the app's statistics keeper (PGlite, table-statistics.ts)
 * and autovacuum (PostgreSQL) do within a minute: without statistics both databases nest-loop the per-day reports'
 * joins (ADR 0104). BENCH_ANALYZE=0 measures that state.
 *   EMPLOYEES=1000 DAYS=31 RUNS=30 pnpm bench:report          REPORTS=late,total-timecard  FORMATS=xlsx  to run some only
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { loadConfig } from '../src/config';
import { runExport, type ReportExportFormat } from '../src/modules/reports/export';
import { REPORT_LIBRARY } from '../src/modules/reports/library';
import { orderOf, pageWithTotals, parseFilters } from '../src/modules/reports/query';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 1000);
const DAYS = Number(process.env.DAYS ?? 31);
const RUNS = Number(process.env.RUNS ?? 30);

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await createDatabase(url ? { databaseUrl: url } : { pgliteDataDir: 'memory://' });
  await migrate(database);
  const domain = `reportbench${Date.now()}`;
  const companyId = Number((await sql<{ id: number }>`insert into companies (company_name, company_domain) values (${domain}, ${domain}) returning id`.execute(database.db)).rows[0].id);
  let t0 = performance.now();
  await database.withTenant(companyId, async (trx) => {
    await sql`insert into departments (company_id, name) select ${companyId}, 'Department ' || g from generate_series(1, 10) g`.execute(trx);
    await sql`insert into employees (company_id, emp_code, first_name, last_name, department_id, birthday)
      select ${companyId}, lpad(g::text, 5, '0'), 'First' || g, 'Last' || g,
        (select id from departments where company_id = ${companyId} order by id offset (g % 10) limit 1), date '1980-01-01' + g
      from generate_series(1, ${EMPLOYEES}) g`.execute(trx);
    await sql`insert into pay_codes (company_id, name, key, unit, minimum_unit, round_mode) values (${companyId}, 'Hours', 'total_time', 'hour', 0.25, 'half')`.execute(trx);
    await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
      select ${companyId}, 'SN-1', e.emp_code, e.id, p.t, p.t at time zone 'UTC', p.state
      from employees e
      cross join generate_series(0, ${DAYS - 1}) d
      cross join lateral (values (timestamp '2026-01-01 08:30' + d * interval '1 day' + (e.id % 30) * interval '1 minute', 0),
                                 (timestamp '2026-01-01 17:30' + d * interval '1 day' + (e.id % 45) * interval '1 minute', 1)) p(t, state)
      where e.company_id = ${companyId}`.execute(trx);
    // Stored daily results (a week's cycle of statuses) with clock times, minutes and exceptions, as the recalc
    // worker writes them: the time card and the daily reports print every column.
    await sql`insert into att_day_results (company_id, employee_id, work_date, status, clock_in, clock_out, duty, worked, regular, late, early, ot, exceptions, fingerprint, calculated_at)
      select ${companyId}, e.id, date '2026-01-01' + d, (array['present', 'late', 'absent', 'leave', 'rest_day', 'present', 'present'])[1 + (e.id + d) % 7],
        timestamp '2026-01-01 08:30' + d * interval '1 day' + (e.id % 30) * interval '1 minute',
        timestamp '2026-01-01 17:30' + d * interval '1 day' + (e.id % 45) * interval '1 minute',
        480, 480 + (e.id % 45) - (e.id % 30), 480 - (e.id % 30), e.id % 30, 0, e.id % 45,
        case when (e.id + d) % 7 = 1 then array['late'] else array[]::text[] end, 'bench', now()
      from employees e cross join generate_series(0, ${DAYS - 1}) d where e.company_id = ${companyId}`.execute(trx);
    // Leave (the leave reports): a monthly type with a capped, lapsing carry-over, one that skips holidays, one
    // without a limit; a holiday for everyone and one for a department; each employee a leave last year (the
    // carry-over) and two this year, one approved and one pending.
    await sql`insert into leave_types (company_id, name, unit, yearly_entitlement, accrual, carry_over_max, carry_over_months, max_balance, counts_holidays) values
      (${companyId}, 'Annual', 'day', 20, 'monthly', 5, 3, 30, true), (${companyId}, 'Sick', 'half_day', 10, 'yearly', null, null, null, false),
      (${companyId}, 'Unpaid', 'day', null, 'yearly', null, null, null, true)`.execute(trx);
    await sql`insert into holidays (company_id, alias, start_date, days) values (${companyId}, 'New Year', date '2026-01-01', 1), (${companyId}, 'Department day', date '2026-01-06', 1)`.execute(trx);
    await sql`insert into holiday_departments (company_id, holiday_id, department_id)
      select ${companyId}, (select id from holidays where company_id = ${companyId} and alias = 'Department day'), min(id) from departments where company_id = ${companyId}`.execute(trx);
    // day counts as the server stores them (ADR 0112; no schedules here, so every date counts — holidays too)
    await sql`insert into leave_requests (company_id, employee, leave_type, start_time, end_time, status, days, day_counts)
      select ${companyId}, e.id, lt.id, l.s, l.e, l.status, 1,
        (select jsonb_object_agg(to_char(d, 'YYYY-MM-DD'), case when l.type = 'Sick' then 0.5 else 1 end) from generate_series(date_trunc('day', l.s), l.e, interval '1 day') g (d))
      from employees e
      cross join lateral (values ('Annual', timestamp '2025-06-02 00:00', timestamp '2025-06-04 23:59:59', 'approved'),
                                 ('Annual', timestamp '2026-01-05' + (e.id % 10) * interval '1 day', timestamp '2026-01-07 23:59:59' + (e.id % 10) * interval '1 day', 'approved'),
                                 ('Sick', timestamp '2026-01-01 08:00' + (e.id % 20) * interval '1 day', timestamp '2026-01-01 12:00' + (e.id % 20) * interval '1 day', 'pending')) l(type, s, e, status)
      join leave_types lt on lt.company_id = e.company_id and lt.name = l.type
      where e.company_id = ${companyId}`.execute(trx);
  });
  const end = new Date(Date.UTC(2026, 0, DAYS)).toISOString().slice(0, 10);
  console.log(`seeded ${EMPLOYEES} employees × ${DAYS} days (${EMPLOYEES * DAYS * 2} punches) in ${(performance.now() - t0).toFixed(0)} ms on ${url ? 'PostgreSQL' : 'PGlite'}`);
  if (process.env.BENCH_ANALYZE !== '0') {
    t0 = performance.now();
    await sql`analyze`.execute(database.db);
    console.log(`analyzed in ${(performance.now() - t0).toFixed(0)} ms`);
  }
  const query = { start_date: '2026-01-01', end_date: end };

  const only = process.env.REPORTS ? new Set(process.env.REPORTS.split(',')) : null;
  const formats = process.env.FORMATS ? new Set(process.env.FORMATS.split(',')) : null;
  const goals: string[] = [];
  const goal = (what: string, value: number, limit: number) => goals.push(`GOAL ${value <= limit ? 'met   ' : 'MISSED'} ${what}: ${value.toFixed(0)} ms (≤ ${limit} ms)`);
  let worstFirstPage = { name: '', p99: 0 };
  for (const name of [...REPORT_LIBRARY.keys()].filter((one) => !only || only.has(one))) {
    const definition = REPORT_LIBRARY.get(name);
    if (!definition) throw new Error(name);
    const filters = parseFilters(companyId, query);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      t0 = performance.now();
      await database.withTenant(companyId, async (trx) => {
        // what GET reports/<report>/ runs for its first page
        const { rows } = await pageWithTotals(trx, definition, filters, orderOf(definition, undefined, filters), 20, 0);
        await definition.completePage?.({ trx, filters, t: (key) => key, now: new Date() }, rows);
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p99 = times[Math.min(RUNS - 1, Math.ceil(RUNS * 0.99) - 1)];
    if (p99 > worstFirstPage.p99) worstFirstPage = { name, p99 };
    console.log(`${name}: first page (count + totals + 20 rows) p50 ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);
  }
  goal(`slowest first page p99 (${worstFirstPage.name})`, worstFirstPage.p99, 200);

  const { localesDir, dataDir } = loadConfig();
  const config = { localesDir, dataDir };
  const exports = [['total-timecard', 'xlsx'], ['total-timecard', 'csv'], ['total-timecard', 'pdf'], ['first-last', 'xlsx'], ['first-last', 'csv'], ['first-last', 'pdf'], ['transaction', 'xlsx'], ['transaction', 'pdf'], ['daily-status', 'xlsx'], ['daily-status', 'pdf'], ['leave-detail-report', 'csv']] as [string, ReportExportFormat][];
  for (const [name, format] of exports.filter(([one, format]) => (!only || only.has(one)) && (!formats || formats.has(format)))) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const file = `/tmp/report-bench-${process.pid}.${format}`;
    t0 = performance.now();
    const result = await runExport(
      { database, now: () => new Date(), config },
      {
        payload: { report: name, format, language: 'en', query },
        companyId,
        progress: () => undefined,
        createFile: () => fs.createWriteStream(file),
        signal: new AbortController().signal,
      },
    );
    const ms = performance.now() - t0;
    clearInterval(watch);
    const size = fs.statSync(file).size;
    fs.rmSync(file);
    console.log(`export ${name} ${format}: ${result.rows} rows in ${ms.toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB, peak RSS ${(peak / 1048576).toFixed(0)} MB (+${((peak - before) / 1048576).toFixed(0)} MB over ${(before / 1048576).toFixed(0)} MB)`);
    if (name === 'total-timecard' && format === 'xlsx') goal('total-timecard XLSX', ms, 3000);
    if (name === 'total-timecard' && format === 'pdf') goal('total-timecard PDF', ms, 15000);
  }
  for (const line of goals) console.log(line);
  await database.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
