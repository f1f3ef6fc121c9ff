/**
 * `pnpm bench:leave-recount` (ADR 0125): a company-rule save (PUT /global-rule/) in a company with LEAVES open
 * leaves of EMPLOYEES employees, none with a schedule of their own (the company's default shift decides their
 * rest days). Timed per round, interleaved:
 *   - `grace`: a save changing a grace (late_to_absent) — it moves no rest day, so it recounts nothing now;
 *   - `old recount`: what every save added before ADR 0125 — `recountLeaves` of every pending and approved leave of
 *     the company, in its own tenant transaction (read, count, compare; nothing to write);
 *   - `default shift`: a save changing the default shift (every employee is reached: all their leaves recounted).
 * p50/p90 of ROUNDS each; the recalculation worker is stopped (a save's marks are timed, not the calculation they
 * cause). PGlite in its thread by default; TEST_DATABASE_URL=postgres://… for PostgreSQL.
 *   EMPLOYEES=1000 LEAVES=5000 ROUNDS=9 pnpm bench:leave-recount
 */
import { sql } from 'kysely';
import { recalcWorkerOf } from '../src/modules/att/recalc/worker';
import { recountLeaves } from '../src/modules/requests/leave-day-counts';
import { authHeader, createCompany, createUser } from '../test/support/fixtures';
import { createTestApp } from '../test/support/test-app';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 1000);
const LEAVES = Number(process.env.LEAVES ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 9);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const t = await createTestApp();
  // the recalculation of the marked days would run beside the saves and time with them: the saves only are timed
  await recalcWorkerOf(t.deps)?.stop();
  try {
    const company = await createCompany(t.deps, 'leavebench');
    const userId = await createUser(t.deps, 'boss@leavebench.test');
    await sql`insert into auth_company_users (company_id, email, user_id) values (${company}, 'boss@leavebench.test', ${userId})`.execute(t.deps.database.db);
    const authorization = authHeader(t.deps, { userId, companyId: company });
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url: `/web/att/api/v2${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json().data as Record<string, unknown>;
    };
    const timetable = await call('POST', '/timetables/', { alias: 'Day', kind: 'normal', start: '09:00', duration: 480 });
    const slots = (days: number[]) => Object.fromEntries(days.map((slot) => [slot, [timetable.id]]));
    const week = Number((await call('POST', '/shifts/', { alias: 'Mon-Fri', cycle: 'week', length: 1, slots: slots([0, 1, 2, 3, 4]) })).id);
    const sixDays = Number((await call('POST', '/shifts/', { alias: 'Mon-Sat', cycle: 'week', length: 1, slots: slots([0, 1, 2, 3, 4, 5]) })).id);
    const leaveType = Number((await call('POST', '/leave-types/', { name: 'Annual', unit: 'day' })).id);
    await t.deps.database.withTenant(company, async (trx) => {
      await sql`insert into employees (company_id, emp_code, first_name, hire_date) select ${company}, lpad(g::text, 6, '0'), 'E' || g, '2020-01-01' from generate_series(1, ${EMPLOYEES}) g`.execute(trx);
      // 1–5 day leaves spread over 2026, pending and approved; counts set by the first default-shift save below
      await sql`insert into leave_requests (company_id, employee, leave_type, start_time, end_time, status, days, day_counts)
        select ${company}, e.id, ${leaveType}, d, d + ((g % 5) * interval '1 day') + interval '23:59:59', case when g % 2 = 0 then 'approved' else 'pending' end, 0, '{}'::jsonb
          from generate_series(1, ${LEAVES}) g
          join lateral (select id from employees where company_id = ${company} order by id offset ((g * 7919) % ${EMPLOYEES}) limit 1) e on true
          cross join lateral (select timestamp '2026-01-05' + ((g * 37) % 340) * interval '1 day' as d) x`.execute(trx);
      await sql`analyze leave_requests`.execute(trx);
    });
    const rule = await call('GET', '/global-rule/');
    await call('PUT', '/global-rule/', { ...rule, default_shift_id: week });

    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    const grace: number[] = [];
    const old: number[] = [];
    const shift: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      grace.push(await timed(() => call('PUT', '/global-rule/', { ...rule, default_shift_id: week, late_to_absent: 60 + (round % 2) * 30 })));
      old.push(await timed(() => t.deps.database.withTenant(company, (trx) => recountLeaves(trx, company, {}, '1900-01-01', null))));
      shift.push(await timed(() => call('PUT', '/global-rule/', { ...rule, default_shift_id: round % 2 === 0 ? sixDays : week, late_to_absent: 60 })));
    }
    const line = (name: string, values: number[]) => `${name.padEnd(14)} p50 ${percentile(values, 50).toFixed(0).padStart(6)} ms  p90 ${percentile(values, 90).toFixed(0).padStart(6)} ms`;
    console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${EMPLOYEES} employees, ${LEAVES} open leaves, ${ROUNDS} rounds`);
    console.log(line('grace', grace));
    console.log(line('old recount', old));
    console.log(line('default shift', shift));
    console.log(`a grace save before ADR 0125 ≈ grace + old recount (p50 ${(percentile(grace, 50) + percentile(old, 50)).toFixed(0)} ms)`);
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
