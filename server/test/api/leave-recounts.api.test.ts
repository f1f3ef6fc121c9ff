/**
 * Leave day recounts (ADR 0125): the one recount of leaves filed before migration 0099 (a job per company after
 * migrate), a company-rule save recounting only what it can change, closed payroll periods keeping their leave
 * days, and migration 0116's `history[].user` of employee logins. One app and database for the file.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { migrate } from '../../src/db/migrate';
import { enqueueLeaveRecounts, RECOUNT_RETRY_MS } from '../../src/modules/requests/leave-recount-job';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const ATT = '/web/att/api/v2';
let t: TestApp;
let acme: number;
let globex: number;
const auth: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `${ATT}${url}`, headers: { authorization: auth[who], 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

async function created(who: string, url: string, body: object): Promise<Record<string, unknown>> {
  const response = await call(who, 'POST', url, body);
  expect([response.statusCode, response.json().context]).toEqual([200, expect.anything()]);
  return response.json().data as Record<string, unknown>;
}

async function companyAdmin(companyId: number, email: string): Promise<string> {
  const userId = await createUser(t.deps, email);
  await sql`insert into auth_company_users (company_id, email, user_id) values (${companyId}, ${email}, ${userId})`.execute(t.deps.database.db);
  return authHeader(t.deps, { userId, companyId });
}

async function department(companyId: number, name: string): Promise<number> {
  return Number((await sql<{ id: number }>`insert into departments (company_id, name) values (${companyId}, ${name}) returning id`.execute(t.deps.database.db)).rows[0].id);
}

async function employee(companyId: number, code: string, departmentId: number): Promise<number> {
  return Number((await sql<{ id: number }>`insert into employees (company_id, emp_code, first_name, department_id) values (${companyId}, ${code}, ${code}, ${departmentId}) returning id`.execute(t.deps.database.db)).rows[0].id);
}

/** A Monday-to-Friday shift of the company (as `who`). */
async function weekdays(who: string, code: string): Promise<number> {
  const timetable = await created(who, '/timetables/', { alias: `Day ${code}`, kind: 'normal', start: '09:00', duration: 480 });
  const slots = Object.fromEntries([0, 1, 2, 3, 4].map((slot) => [slot, [timetable.id]]));
  return Number((await created(who, '/shifts/', { alias: `Week ${code}`, cycle: 'week', length: 1, slots })).id);
}

/** A full-day leave from `from` to `to`, filed by `who` and, with `approver`, approved. */
async function leave(who: string, body: { employee: number; leave_type: unknown; from: string; to: string }, approver?: string): Promise<number> {
  const id = Number((await created(who, '/leaves/', { employee: body.employee, leave_type: body.leave_type, start_time: `${body.from} 00:00:00`, end_time: `${body.to} 23:59:59` })).id);
  if (approver) expect((await call(approver, 'POST', `/leaves/${id}/approve/`, { comment: '' })).json().data.status).toBe('approved');
  return id;
}

const stored = async (companyId: number, id: number): Promise<{ days: number; day_counts: Record<string, number> }> => {
  const { rows } = await sql<{ days: number; day_counts: Record<string, number> | string }>`select days, day_counts from leave_requests where company_id = ${companyId} and id = ${id}`.execute(t.deps.database.db);
  const counts = typeof rows[0].day_counts === 'string' ? (JSON.parse(rows[0].day_counts) as Record<string, number>) : rows[0].day_counts;
  return { days: Number(rows[0].days), day_counts: Object.fromEntries(Object.entries(counts).map(([date, days]) => [date, Number(days)])) };
};

/** Stored counts as something before the engine counted them (migration 0099 kept rest days): every date 1. */
async function staleCounts(companyId: number, id: number, dates: string[]): Promise<void> {
  const counts = JSON.stringify(Object.fromEntries(dates.map((date) => [date, 1])));
  await sql`update leave_requests set days = ${dates.length}, day_counts = cast(${counts} as jsonb) where company_id = ${companyId} and id = ${id}`.execute(t.deps.database.db);
}

const FRI_TO_MON = ['2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08'];

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.deps, 'acme');
  globex = await createCompany(t.deps, 'globex');
  auth.acme = await companyAdmin(acme, 'boss@acme.test');
  auth.acme2 = await companyAdmin(acme, 'deputy@acme.test');
  auth.globex = await companyAdmin(globex, 'boss@globex.test');
  auth.globex2 = await companyAdmin(globex, 'deputy@globex.test');
});

afterAll(async () => {
  await t.close();
});

test('leaves filed before migration 0099 are recounted once, a job per company after migrate: idempotent and resumable', async () => {
  const works = await department(acme, 'Works');
  const dave = await employee(acme, 'D1', works);
  await created('acme', '/employee-schedules/', { employee: dave, shift: await weekdays('acme', 'D'), start_date: '2026-01-01', end_date: null });
  const annual = await created('acme', '/leave-types/', { name: 'Annual M', unit: 'day', yearly_entitlement: 20 });
  const approved = await leave('acme', { employee: dave, leave_type: annual.id, from: '2026-06-05', to: '2026-06-08' }, 'acme2');
  const pending = await leave('acme', { employee: dave, leave_type: annual.id, from: '2026-06-12', to: '2026-06-15' });
  // globex has an old leave too, and a head who decided one through an employee login (migration 0099's -1)
  const gus = await employee(globex, 'G1', await department(globex, 'Depot'));
  await created('globex', '/employee-schedules/', { employee: gus, shift: await weekdays('globex', 'G'), start_date: '2026-01-01', end_date: null });
  const sick = await created('globex', '/leave-types/', { name: 'Sick M', unit: 'day' });
  const old = await leave('globex', { employee: gus, leave_type: sick.id, from: '2026-06-05', to: '2026-06-08' });
  const history = JSON.stringify([{ level: 1, user: -1, employee: gus, name: 'G1 G1', decision: 'approved', comment: '', time: '2026-06-01 10:00:00' }]);
  await sql`update leave_requests set status = 'approved', history = cast(${history} as jsonb) where company_id = ${globex} and id = ${old}`.execute(t.deps.database.db);
  // as migration 0099 left them: Saturday and Sunday counted
  await staleCounts(acme, approved, FRI_TO_MON);
  await staleCounts(acme, pending, ['2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15']);
  await staleCounts(globex, old, FRI_TO_MON);

  // migration 0116 once more, on this data: both companies are due, and the employee login's -1 is null now
  await sql`delete from schema_migrations where id = '0116_leave_recounts_and_employee_deciders'`.execute(t.deps.database.db);
  await sql`drop table leave_recounts_due`.execute(t.deps.database.db);
  expect(await migrate(t.deps.database)).toEqual(['0116_leave_recounts_and_employee_deciders']);
  const due = async () => (await sql<{ company_id: number }>`select company_id from leave_recounts_due order by company_id`.execute(t.deps.database.db)).rows.map((row) => Number(row.company_id));
  expect(await due()).toEqual([acme, globex].sort((a, b) => a - b));
  const { rows } = await sql<{ history: unknown }>`select history from leave_requests where company_id = ${globex} and id = ${old}`.execute(t.deps.database.db);
  const entries = (typeof rows[0].history === 'string' ? JSON.parse(rows[0].history) : rows[0].history) as Array<Record<string, unknown>>;
  expect(entries).toEqual([{ level: 1, user: null, employee: gus, name: 'G1 G1', decision: 'approved', comment: '', time: '2026-06-01 10:00:00' }]);

  // globex was stamped by an earlier start whose job never finished (a crash, attempts spent): acme's job runs alone
  await sql`update leave_recounts_due set enqueued_at = ${t.deps.now()} where company_id = ${globex}`.execute(t.deps.database.db);
  expect(await enqueueLeaveRecounts(t.deps)).toBe(1);
  await t.deps.jobs.runDue();
  expect(await stored(acme, approved)).toEqual({ days: 2, day_counts: { '2026-06-05': 1, '2026-06-08': 1 } });
  expect(await stored(acme, pending)).toEqual({ days: 2, day_counts: { '2026-06-12': 1, '2026-06-15': 1 } });
  expect(await stored(globex, old)).toMatchObject({ days: 4 });
  expect(await due()).toEqual([globex]);
  // nothing twice: a start now enqueues nothing (acme is done, globex's job is recent)
  expect(await enqueueLeaveRecounts(t.deps)).toBe(0);
  // a start after the retry delay enqueues what is still due, and only that
  await staleCounts(acme, pending, ['2026-06-12', '2026-06-13']);
  t.clock.advance(RECOUNT_RETRY_MS + 1000);
  expect(await enqueueLeaveRecounts(t.deps)).toBe(1);
  await t.deps.jobs.runDue();
  expect(await stored(globex, old)).toEqual({ days: 2, day_counts: { '2026-06-05': 1, '2026-06-08': 1 } });
  expect(await due()).toEqual([]);
  expect(await stored(acme, pending)).toMatchObject({ days: 2, day_counts: { '2026-06-12': 1, '2026-06-13': 1 } });
  expect(await enqueueLeaveRecounts(t.deps)).toBe(0);
  t.clock.advance(-(RECOUNT_RETRY_MS + 1000)); // the other tests' tokens
});

test('a company-rule save recounts leaves only when it can move a rest day, and only of the employees it reaches', async () => {
  const plainDept = await department(acme, 'Plain');
  const ruledDept = await department(acme, 'Ruled');
  const plain = await employee(acme, 'P1', plainDept);
  const ruled = await employee(acme, 'Q1', ruledDept);
  const week = await weekdays('acme', 'R');
  await created('acme', '/department-rules/', { department: ruledDept, default_shift_id: week });
  const unpaid = await created('acme', '/leave-types/', { name: 'Unpaid G', unit: 'day', paid: false });
  // Friday to Monday: nothing schedules plain's days (each counts), ruled's department shift rests at the weekend
  const plainLeave = await leave('acme', { employee: plain, leave_type: unpaid.id, from: '2026-06-05', to: '2026-06-08' });
  const ruledLeave = await leave('acme', { employee: ruled, leave_type: unpaid.id, from: '2026-06-05', to: '2026-06-08' });
  expect([(await stored(acme, plainLeave)).days, (await stored(acme, ruledLeave)).days]).toEqual([4, 2]);
  // marks: counts no recount would leave as they are
  await staleCounts(acme, plainLeave, ['2026-06-05']);
  await staleCounts(acme, ruledLeave, ['2026-06-05']);

  // a grace or an overtime setting moves no rest day: nothing is recounted
  const rule = (await call('acme', 'GET', '/global-rule/')).json().data as Record<string, unknown>;
  expect((await call('acme', 'PUT', '/global-rule/', { ...rule, late_to_absent: 90 })).statusCode).toBe(200);
  expect([(await stored(acme, plainLeave)).days, (await stored(acme, ruledLeave)).days]).toEqual([1, 1]);
  // the company's default shift does: plain's weekend becomes rest days; ruled keeps the department's shift
  expect((await call('acme', 'PUT', '/global-rule/', { ...rule, late_to_absent: 90, default_shift_id: week })).statusCode).toBe(200);
  expect(await stored(acme, plainLeave)).toEqual({ days: 2, day_counts: { '2026-06-05': 1, '2026-06-08': 1 } });
  expect((await stored(acme, ruledLeave)).days).toBe(1);
  // and back: every date of plain's counts again
  expect((await call('acme', 'PUT', '/global-rule/', { ...rule, late_to_absent: 90, default_shift_id: null })).statusCode).toBe(200);
  expect((await stored(acme, plainLeave)).days).toBe(4);
  expect((await stored(acme, ruledLeave)).days).toBe(1);
});

test('a company-rule change reaches the partners of approved swaps: their swapped dates are the other side\'s days', async () => {
  const ruledDept = await department(acme, 'Ruled S');
  const week = await weekdays('acme', 'S');
  await created('acme', '/department-rules/', { department: ruledDept, default_shift_id: week });
  const sam = await employee(acme, 'S1', ruledDept);
  const pat = await employee(acme, 'S2', await department(acme, 'Plain S'));
  const unpaid = await created('acme', '/leave-types/', { name: 'Unpaid S', unit: 'day', paid: false });
  // sam takes pat's Monday 15 June; nothing schedules pat's days, so the swapped Monday is no working day of sam's
  const swap = await created('acme', '/swap-schedules/', { employee: sam, swap_with: pat, date: '2026-06-15', swap_date: '2026-06-16' });
  expect((await call('acme2', 'POST', `/swap-schedules/${String(swap.id)}/approve/`, { comment: '' })).json().data.status).toBe('approved');
  const monday = await leave('acme', { employee: sam, leave_type: unpaid.id, from: '2026-06-15', to: '2026-06-15' });
  expect((await stored(acme, monday)).days).toBe(0);
  // the company's default shift makes pat's Monday a working day, and so sam's swapped one
  const rule = (await call('acme', 'GET', '/global-rule/')).json().data as Record<string, unknown>;
  expect((await call('acme', 'PUT', '/global-rule/', { ...rule, default_shift_id: week })).statusCode).toBe(200);
  expect(await stored(acme, monday)).toEqual({ days: 1, day_counts: { '2026-06-15': 1 } });
  expect((await call('acme', 'PUT', '/global-rule/', { ...rule, default_shift_id: null })).statusCode).toBe(200);
  expect((await stored(acme, monday)).days).toBe(0);
});

test('a closed payroll period keeps the leave days of its dates when the set-up changes; reopening recounts them', async () => {
  const works = await department(globex, 'Yard');
  const cleo = await employee(globex, 'C1', works);
  await created('globex', '/employee-schedules/', { employee: cleo, shift: await weekdays('globex', 'C'), start_date: '2026-01-01', end_date: null });
  const comp = await created('globex', '/leave-types/', { name: 'Comp C', unit: 'day', yearly_entitlement: 20, counts_holidays: false });
  const balance = async () => ((await call('globex', 'GET', `/leave-balances/?year=2026&employee=${cleo}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === comp.id);
  // Monday 22 – Friday 26 June, approved: five days; payroll closes 1–24 June
  const week = await leave('globex', { employee: cleo, leave_type: comp.id, from: '2026-06-22', to: '2026-06-26' }, 'globex2');
  expect((await stored(globex, week)).days).toBe(5);
  const period = Number((await created('globex', '/closed-periods/', { start_date: '2026-06-01', end_date: '2026-06-24', note: 'June payroll' })).id);
  // a holiday Tuesday to Thursday: Tuesday and Wednesday are closed, so only Thursday stops counting
  const holiday = await created('globex', '/holidays/', { alias: 'Two Days', start_date: '2026-06-23', days: 3, departments: [works] });
  expect(await stored(globex, week)).toEqual({ days: 4, day_counts: { '2026-06-22': 1, '2026-06-23': 1, '2026-06-24': 1, '2026-06-26': 1 } });
  expect(await balance()).toMatchObject({ taken: 4, balance: 16 });
  // removing it changes nothing closed either: the open Thursday counts again
  expect((await call('globex', 'DELETE', `/holidays/${String(holiday.id)}/`)).statusCode).toBe(200);
  expect((await stored(globex, week)).days).toBe(5);
  // a holiday while closed, then reopening: the closed dates are counted as the set-up says now
  await created('globex', '/holidays/', { alias: 'Closed Day', start_date: '2026-06-23', days: 1, departments: [works] });
  expect((await stored(globex, week)).days).toBe(5);
  expect((await call('globex', 'DELETE', `/closed-periods/${period}/`)).statusCode).toBe(200);
  expect(await stored(globex, week)).toEqual({ days: 4, day_counts: { '2026-06-22': 1, '2026-06-24': 1, '2026-06-25': 1, '2026-06-26': 1 } });
  expect(await balance()).toMatchObject({ taken: 4, balance: 16 });
});
