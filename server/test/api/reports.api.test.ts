/**
 * Reports (issue 15, ADR 0074): the report settings (pay codes, punch states, the company's setting) and the
 * report framework on the pinned `GET /web/att/api/v2/reports/<report>/` — rows and totals of the transaction
 * reports for seeded punches, paging and ordering, filters, tenant isolation, and exports as jobs: an XLSX that
 * exceljs reads back with the pay code's rounding applied, a CSV, and a PDF (in Arabic).
 */
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { DAY, LUNCH } from '../../src/attendance/engine/test-helpers';
import { timetableBodyOf } from '../../src/modules/att/engine-model';
import { runExport } from '../../src/modules/reports/export';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { TEST_DB_KIND } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;
let plainUserA: string;
const emp: Record<string, number> = {};
const dept: Record<string, number> = {};

const REPORTS = '/web/att/api/v2/reports/';
const PAY_CODES = '/web/att/api/v2/pay-codes/';
const PUNCH_STATES = '/web/att/api/v2/punch-states/';
const SETTING = '/web/att/api/v2/report-setting/';
const RANGE = 'start_date=2026-02-01&end_date=2026-02-03';

const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'en'): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { authorization: auth, 'accept-language': language }, ...(payload ? { payload } : {}) });

const report = async (auth: string, name: string, query: string) => {
  const response = await call(auth, 'GET', `${REPORTS}${name}/?${query}`);
  expect([response.statusCode, response.json().code]).toEqual([200, 'ZRPT0000']);
  return response.json().data as { columns: { key: string; title: string }[]; data: Record<string, unknown>[]; total: number; page: number; page_size: number; totals: Record<string, number> | null };
};

async function seedCompany(companyId: number, rows: { code: string; first: string; last: string; dept: string; birthday: string | null; punches: [string, number | null][] }[]): Promise<void> {
  await t.deps.database.withTenant(companyId, async (trx) => {
    for (const row of rows) {
      if (!dept[`${companyId}:${row.dept}`]) {
        const { rows: made } = await sql<{ id: string }>`insert into departments (company_id, name) values (${companyId}, ${row.dept}) returning id`.execute(trx);
        dept[`${companyId}:${row.dept}`] = Number(made[0].id);
      }
      const { rows: made } = await sql<{ id: string }>`
        insert into employees (company_id, emp_code, first_name, last_name, department_id, birthday)
        values (${companyId}, ${row.code}, ${row.first}, ${row.last}, ${dept[`${companyId}:${row.dept}`]}, ${row.birthday}) returning id`.execute(trx);
      emp[`${companyId}:${row.code}`] = Number(made[0].id);
      for (const [time, state] of row.punches) {
        await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
          values (${companyId}, 'SN-1', ${row.code}, ${emp[`${companyId}:${row.code}`]}, ${time}, ${`${time}Z`}, ${state})`.execute(trx);
      }
    }
  });
}

async function finishedJob(auth: string, job: number): Promise<Record<string, unknown>> {
  let view: Record<string, unknown> = {};
  for (let tries = 0; tries < 100 && view.status !== 'done' && view.status !== 'failed'; tries += 1) {
    await t.deps.jobs.runDue();
    view = (await call(auth, 'GET', `/web/api/v2/jobs/${job}/`)).json().data;
    if (view.status !== 'done' && view.status !== 'failed') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return view;
}

async function exported(auth: string, name: string, query: string, format: string, language = 'en'): Promise<Buffer> {
  const started = await call(auth, 'GET', `${REPORTS}${name}/?${query}&export=${format}`, undefined, language);
  expect([started.statusCode, started.json().code]).toEqual([202, 'ZRPT0000']);
  const view = await finishedJob(auth, started.json().data.job as number);
  expect(view).toMatchObject({ status: 'done', progress: 100 });
  const file = await call(auth, 'GET', view.file_url as string);
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
  plainUserA = authHeader(t.deps, { userId: await createUser(t.deps, 'clerk@acme.test'), companyId: companyA, role: 'user' });
  await seedCompany(companyA, [
    { code: '1001', first: 'Ann', last: 'Lee', dept: 'Sales', birthday: '1990-02-14', punches: [['2026-02-02 08:58:00', 0], ['2026-02-02 12:00:00', 2], ['2026-02-02 12:01:00', 2], ['2026-02-02 17:30:00', 1], ['2026-02-03 09:00:00', 0], ['2026-02-03 17:00:00', 1], ['2026-02-05 09:00:00', 0]] },
    { code: '1002', first: 'Bob', last: 'Ray', dept: 'Ops', birthday: '1992-02-29', punches: [['2026-02-02 09:05:00', 0], ['2026-02-02 18:10:00', 1]] },
    { code: '1003', first: 'Cem', last: 'Arslan', dept: 'Sales', birthday: null, punches: [['2026-02-02 08:00:00', null]] },
  ]);
  await seedCompany(companyB, [{ code: '1001', first: 'Zed', last: 'Other', dept: 'Sales', birthday: '1980-02-10', punches: [['2026-02-02 10:00:00', 0]] }]);
  await t.deps.database.withTenant(companyA, async (trx) => {
    // Neither a punch of no known employee nor one waiting for review is reported.
    await sql`insert into transactions (company_id, terminal_sn, emp_code, punch_time, punch_utc) values (${companyA}, 'SN-1', '9999', '2026-02-02 10:00:00', '2026-02-02 10:00:00Z')`.execute(trx);
    await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, needs_review) values (${companyA}, 'SN-1', '1002', ${emp[`${companyA}:1002`]}, '2026-02-03 10:00:00', '2026-02-03 10:00:00Z', true)`.execute(trx);
  });
});

afterAll(async () => {
  await t.close();
});

describe('dashboard', () => {
  const DASHBOARD = '/web/att/api/v2/dashboard/';
  // 21:30 UTC is already 01:30 on the 11th in Dubai: "today" is the company's date, not the server's.
  const NOW = new Date('2026-03-10T21:30:00Z');
  let clockBefore: Date;
  let dashA: number;
  let dashB: number;
  let bossA: string;
  let bossB: string;

  async function seedDashboard(companyId: number, zone: string, seed: (trx: Parameters<Parameters<TestApp['deps']['database']['withTenant']>[1]>[0], ids: Record<string, number>) => Promise<void>): Promise<void> {
    await sql`update companies set company_timezone = ${zone} where id = ${companyId}`.execute(t.deps.database.db);
    await t.deps.database.withTenant(companyId, async (trx) => {
      const ids: Record<string, number> = {};
      for (const name of ['Sales', 'Ops']) {
        ids[name] = Number((await sql<{ id: string }>`insert into departments (company_id, name) values (${companyId}, ${name}) returning id`.execute(trx)).rows[0].id);
      }
      const employees: [string, string | null][] = [['e1', 'Sales'], ['e2', 'Sales'], ['e3', 'Ops'], ['e4', null], ['e5', 'Ops']];
      for (const [code, department] of employees) {
        ids[code] = Number((await sql<{ id: string }>`insert into employees (company_id, emp_code, first_name, department_id)
          values (${companyId}, ${code}, ${code}, ${department ? ids[department] : null}) returning id`.execute(trx)).rows[0].id);
      }
      ids.leaveType = Number((await sql<{ id: string }>`insert into leave_types (company_id, name) values (${companyId}, 'Annual') returning id`.execute(trx)).rows[0].id);
      await seed(trx, ids);
      // The seeded results are the facts under test: the recalculation worker must not rewrite them.
      await sql`delete from att_dirty_days where company_id = ${companyId}`.execute(trx);
    });
  }

  const result = (companyId: number, employeeId: number, date: string, status: string, late = 0) =>
    sql`insert into att_day_results (company_id, employee_id, work_date, status, late, fingerprint, calculated_at)
      values (${companyId}, ${employeeId}, ${date}, ${status}, ${late}, 'seed', now())`;
  const punch = (companyId: number, employeeId: number | null, time: string, needsReview = false) =>
    sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, needs_review)
      values (${companyId}, 'SN-DASH', ${employeeId === null ? '9999' : String(employeeId)}, ${employeeId}, ${time}, ${`${time}Z`}, ${needsReview})`;
  const leave = (companyId: number, employeeId: number, leaveType: number, start: string, end: string, status: string) =>
    sql`insert into leave_requests (company_id, employee, leave_type, start_time, end_time, status)
      values (${companyId}, ${employeeId}, ${leaveType}, ${start}, ${end}, ${status})`;
  const terminal = (companyId: number, sn: string, seenSecondsAgo: number | null) =>
    sql`insert into terminals (company_id, sn, heartbeat, state_seen_at)
      values (${companyId}, ${sn}, 10, ${seenSecondsAgo === null ? null : new Date(NOW.getTime() - seenSecondsAgo * 1000).toISOString()})`;

  beforeAll(async () => {
    clockBefore = t.deps.now();
    t.clock.set(NOW);
    dashA = await createCompany(t.deps, 'dash-a');
    dashB = await createCompany(t.deps, 'dash-b');
    bossA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@dash-a.test'), companyId: dashA });
    bossB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@dash-b.test'), companyId: dashB });
    await seedDashboard(dashA, 'Asia/Dubai', async (trx, ids) => {
      for (const row of [
        result(dashA, ids.e1, '2026-03-11', 'present'),
        result(dashA, ids.e2, '2026-03-11', 'late', 12),
        result(dashA, ids.e3, '2026-03-11', 'absent'),
        result(dashA, ids.e4, '2026-03-11', 'leave'),
        result(dashA, ids.e3, '2026-03-02', 'late', 30),
        result(dashA, ids.e3, '2026-03-05', 'late_and_early', 5),
        result(dashA, ids.e2, '2026-03-05', 'late', 20),
        result(dashA, ids.e4, '2026-03-03', 'late', 1),
        // last month: in the 30-day trend, not in this month's departments
        result(dashA, ids.e1, '2026-02-20', 'late', 99),
        // 30 days before today: outside the trend
        result(dashA, ids.e1, '2026-02-09', 'absent'),
        // approved and covering today (e5 has no stored result yet); pending, or ended at midnight: not on leave
        leave(dashA, ids.e5, ids.leaveType, '2026-03-11 00:00:00', '2026-03-11 23:59:00', 'approved'),
        leave(dashA, ids.e1, ids.leaveType, '2026-03-11 00:00:00', '2026-03-11 23:59:00', 'pending'),
        leave(dashA, ids.e3, ids.leaveType, '2026-03-10 00:00:00', '2026-03-11 00:00:00', 'approved'),
        punch(dashA, ids.e1, '2026-03-11 08:05:00'),
        punch(dashA, ids.e2, '2026-03-11 08:40:00'),
        punch(dashA, ids.e2, '2026-03-11 13:10:00'),
        punch(dashA, ids.e1, '2026-03-11 09:00:00', true),
        punch(dashA, null, '2026-03-11 10:00:00'),
        punch(dashA, ids.e1, '2026-03-10 23:50:00'),
        terminal(dashA, 'DASH-A-1', 20),
        terminal(dashA, 'DASH-A-2', 120),
        terminal(dashA, 'DASH-A-3', null),
      ]) await row.execute(trx);
    });
    // Another company, in UTC, with plenty of everything: none of it may reach company A's numbers.
    await seedDashboard(dashB, 'UTC', async (trx, ids) => {
      for (const row of [
        ...['e1', 'e2', 'e3'].map((code) => result(dashB, ids[code], '2026-03-11', 'late', 50)),
        result(dashB, ids.e1, '2026-03-10', 'late', 7),
        result(dashB, ids.e2, '2026-03-10', 'absent'),
        leave(dashB, ids.e5, ids.leaveType, '2026-03-11 00:00:00', '2026-03-11 23:59:00', 'approved'),
        punch(dashB, ids.e1, '2026-03-11 08:30:00'),
        punch(dashB, ids.e1, '2026-03-10 08:30:00'),
        terminal(dashB, 'DASH-B-1', 1),
      ]) await row.execute(trx);
    });
  });

  afterAll(() => {
    t.clock.set(clockBefore);
  });

  test("today's counts, terminals, punches by hour, the trend and the most-late departments, in the company's zone", async () => {
    const response = await call(bossA, 'GET', DASHBOARD);
    expect([response.statusCode, response.json().code]).toEqual([200, 'ZRPT0000']);
    const data = response.json().data;
    expect(data).toMatchObject({ date: '2026-03-11', month_start: '2026-03-01', time_zone: 'Asia/Dubai' });
    expect(data.today).toEqual({ present: 2, late: 1, absent: 1, on_leave: 2 });
    expect(data.terminals).toEqual({ online: 1, total: 3 });
    const hours = new Array(24).fill(0);
    hours[8] = 2;
    hours[13] = 1;
    expect(data.punches_by_hour).toEqual(hours);
    expect(data.trend).toHaveLength(30);
    expect([data.trend[0].date, data.trend[29].date]).toEqual(['2026-02-10', '2026-03-11']);
    const day = (date: string) => data.trend.find((entry: { date: string }) => entry.date === date);
    expect(day('2026-03-11')).toEqual({ date: '2026-03-11', present: 2, late: 1, absent: 1 });
    expect(day('2026-03-05')).toEqual({ date: '2026-03-05', present: 2, late: 2, absent: 0 });
    expect(day('2026-02-20')).toEqual({ date: '2026-02-20', present: 1, late: 1, absent: 0 });
    expect(data.trend.reduce((sum: number, entry: { absent: number }) => sum + entry.absent, 0)).toBe(1);
    expect(data.late_departments).toEqual([
      { department: expect.any(Number), name: 'Ops', late_days: 2, late_minutes: 35 },
      { department: expect.any(Number), name: 'Sales', late_days: 2, late_minutes: 32 },
      { department: null, name: '', late_days: 1, late_minutes: 1 },
    ]);
  });

  test('another company sees only its own, dated in its own zone; a user without the report permission sees nothing', async () => {
    const data = (await call(bossB, 'GET', DASHBOARD)).json().data;
    // UTC: still the 10th there
    expect(data).toMatchObject({ date: '2026-03-10', today: { present: 1, late: 1, absent: 1, on_leave: 0 }, terminals: { online: 1, total: 1 } });
    expect(data.punches_by_hour[8]).toBe(1);
    expect(data.late_departments).toEqual([{ department: expect.any(Number), name: 'Sales', late_days: 1, late_minutes: 7 }]);
    expect((await call(plainUserA, 'GET', DASHBOARD)).statusCode).toBe(403);
  });
});

describe('report settings', () => {
  test('pay codes: whole-minute steps only, unique totals, translated refusal', async () => {
    const made = await call(adminA, 'POST', PAY_CODES, { name: 'Hours', key: 'total_time', unit: 'hour', minimum_unit: 0.25, round_mode: 'half', symbol: 'H', color: '#ff0000' });
    expect(made.json()).toMatchObject({ code: 'ZRPT0000', data: { name: 'Hours', key: 'total_time', unit: 'hour', minimum_unit: 0.25, round_mode: 'half', minutes_per_day: 480, symbol: 'H', color: '#ff0000' } });
    const bad = await call(adminA, 'POST', PAY_CODES, { name: 'Tiny', key: 'late', unit: 'hour', minimum_unit: 0.01 }, 'es-MX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ZRPT0001', context: { fields: { minimum_unit: 'ZRPT0001' }, params: { minimum_unit: 0.01, unit: 'hour' } } });
    expect((await call(adminA, 'POST', PAY_CODES, { name: 'Half days', key: 'absent', unit: 'day', minimum_unit: 0.5, minutes_per_day: 450 })).json().code).toBe('ZRPT0000');
    expect((await call(adminA, 'POST', PAY_CODES, { name: 'Two days', key: 'leave', unit: 'day', minimum_unit: 2 })).json().code).toBe('ZRPT0001');
    expect((await call(adminA, 'POST', PAY_CODES, { name: 'Again', key: 'total_time', minimum_unit: 1 })).json()).toMatchObject({ code: 'ZGEN0460', context: { fields: { key: 'ZGEN0460' } } });
    // another company has its own pay codes
    expect((await call(adminB, 'GET', PAY_CODES)).json().data.total).toBe(0);
  });

  test('punch states label the transaction report; the standard names cover the rest', async () => {
    expect((await call(adminA, 'POST', PUNCH_STATES, { code: 0, label: 'Clock in', meaning: 'check_in' })).json().code).toBe('ZRPT0000');
    expect((await call(adminA, 'POST', PUNCH_STATES, { code: 0, label: 'Twice' })).json().code).toBe('ZGEN0460');
    expect((await call(adminA, 'POST', PUNCH_STATES, { code: 256, label: 'Too big' })).json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { code: 'invalid' } } });
    const rows = (await report(adminA, 'transaction', `${RANGE}&employee__in=${emp[`${companyA}:1001`]}&page_size=3`)).data;
    expect(rows.map((row) => [row.date, row.time, row.punch_state])).toEqual([
      ['2026-02-02', '08:58:00', 'Clock in'],
      ['2026-02-02', '12:00:00', 'Break out'],
      ['2026-02-02', '12:01:00', 'Break out'],
    ]);
  });

  test('the report setting: defaults, a change by an administrator, refused to others and per company', async () => {
    expect((await call(adminA, 'GET', SETTING)).json().data).toEqual({
      present_rule: 'any_punch', present_minutes: 240, late_as_absent: 0, early_as_absent: 0, missing_punch: 'incomplete',
      day_split: 'schedule', day_change: '00:00', first_day_of_week: '1', leave_as_present: false,
    });
    const changed = await call(adminA, 'PATCH', SETTING, { first_day_of_week: '0', day_change: '04:00', present_rule: 'worked' });
    expect(changed.json()).toMatchObject({ code: 'ZRPT0000', data: { first_day_of_week: '0', day_change: '04:00', present_rule: 'worked', present_minutes: 240 } });
    expect((await call(adminA, 'PATCH', SETTING, { first_day_of_week: '7' })).json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { first_day_of_week: 'invalid' } } });
    expect((await call(adminA, 'PUT', SETTING, { present_rule: 'any_punch' })).json().data).toMatchObject({ present_rule: 'any_punch', first_day_of_week: '1', day_change: '00:00' });
    expect((await call(plainUserA, 'PATCH', SETTING, { present_minutes: 1 })).statusCode).toBe(403);
    await call(adminA, 'PATCH', SETTING, { present_minutes: 300 });
    expect((await call(adminB, 'GET', SETTING)).json().data.present_minutes).toBe(240);
  });
});

describe('the report framework', () => {
  test('transaction: columns translated, server paging in a stable order, totals, filters', async () => {
    const first = await report(adminA, 'transaction', `${RANGE}&page_size=4`);
    expect(first.columns.slice(0, 5)).toEqual([
      { key: 'emp_code', title: 'Employee ID' }, { key: 'name', title: 'Name' }, { key: 'department', title: 'Department' },
      { key: 'date', title: 'Date', kind: 'date' }, { key: 'time', title: 'Time', kind: 'time' },
    ]);
    expect([first.total, first.page, first.page_size, first.totals]).toEqual([9, 1, 4, null]);
    const pages = [first.data, (await report(adminA, 'transaction', `${RANGE}&page_size=4&page=2`)).data, (await report(adminA, 'transaction', `${RANGE}&page_size=4&page=3`)).data];
    const all = pages.flat().map((row) => `${row.emp_code} ${row.date} ${row.time}`);
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    expect(all[0]).toBe('1003 2026-02-02 08:00:00');
    // the count and totals come with the page's rows (one query); a page past the end still has them, and no row
    // carries the query's own aggregates
    const past = await report(adminA, 'transaction', `${RANGE}&page_size=4&page=9`);
    expect([past.data, past.total]).toEqual([[], 9]);
    expect(Object.keys(first.data[0]).some((key) => key.startsWith('__'))).toBe(false);
    expect(first.data[0]).toMatchObject({ name: 'Cem Arslan', department: 'Sales', terminal_sn: 'SN-1', source: 'device', punch_state: '' });
    const byName = (await report(adminA, 'transaction', `${RANGE}&ordering=-name&page_size=1`)).data[0];
    expect(byName.name).toBe('Cem Arslan');
    expect((await report(adminA, 'transaction', `${RANGE}&department__in=${dept[`${companyA}:Ops`]}`)).total).toBe(2);
    const translated = (await call(adminA, 'GET', `${REPORTS}transaction/?${RANGE}`, undefined, 'ar')).json().data.columns[0];
    expect(translated.title).toBe('رقم الموظف');
  });

  test('first-last, total punches, multiple transactions and birthdays: rows and totals', async () => {
    const firstLast = await report(adminA, 'first-last', RANGE);
    expect(firstLast.data.map((row) => [row.department, row.emp_code, row.date, row.first_punch, row.last_punch, row.punches, row.total_time])).toEqual([
      ['Ops', '1002', '2026-02-02', '09:05:00', '18:10:00', 2, 545],
      ['Sales', '1001', '2026-02-02', '08:58:00', '17:30:00', 4, 512],
      ['Sales', '1003', '2026-02-02', '08:00:00', '08:00:00', 1, 0],
      ['Sales', '1001', '2026-02-03', '09:00:00', '17:00:00', 2, 480],
    ]);
    expect(firstLast.totals).toEqual({ punches: 9, total_time: 1537 });
    // the filters select the employees whose punches are grouped (ADR 0113: grouped before the employees are joined)
    const ops = await report(adminA, 'first-last', `${RANGE}&department__in=${dept[`${companyA}:Ops`]}`);
    expect(ops.data.map((row) => [row.emp_code, row.date, row.punches])).toEqual([['1002', '2026-02-02', 2]]);
    const one = await report(adminA, 'total-punches', `${RANGE}&employee__in=${emp[`${companyA}:1003`]}`);
    expect(one.data.map((row) => [row.emp_code, row.date, row.times])).toEqual([['1003', '2026-02-02', '08:00']]);
    expect((await report(adminA, 'multiple-transaction', `${RANGE}&department__in=${dept[`${companyA}:Ops`]}`)).total).toBe(0);
    const punches = await report(adminA, 'total-punches', RANGE);
    expect(punches.totals).toEqual({ punches: 9 });
    expect(punches.data.find((row) => row.emp_code === '1001' && row.date === '2026-02-02')?.times).toBe('08:58, 12:00, 12:01, 17:30');
    const multiple = await report(adminA, 'multiple-transaction', RANGE);
    expect(multiple.data.map((row) => [row.emp_code, row.date, row.punches, row.shortest_gap])).toEqual([['1001', '2026-02-02', 4, 1]]);
    const birthdays = await report(adminA, 'employee-birthday', 'start_date=2026-02-01&end_date=2026-03-01');
    expect(birthdays.data.map((row) => [row.emp_code, row.birthday, row.date, row.age])).toEqual([
      ['1001', '1990-02-14', '2026-02-14', 36],
      ['1002', '1992-02-29', '2026-02-28', 34],
    ]);
  });

  test('refusals: a bad range, an unknown report or column, no permission', async () => {
    const refusal = async (auth: string, url: string) => {
      const response = await call(auth, 'GET', url);
      return { status: response.statusCode, code: response.json().code, fields: response.json().context?.fields };
    };
    expect(await refusal(adminA, `${REPORTS}transaction/?start_date=2026-02-01`)).toEqual({ status: 400, code: 'ZRPT0003', fields: { end_date: 'ZRPT0003' } });
    expect(await refusal(adminA, `${REPORTS}transaction/?start_date=2026-02-30&end_date=2026-03-01`)).toMatchObject({ code: 'ZRPT0003', fields: { start_date: 'ZRPT0003' } });
    expect((await refusal(adminA, `${REPORTS}transaction/?start_date=2026-02-03&end_date=2026-02-01`)).code).toBe('ZRPT0003');
    expect((await refusal(adminA, `${REPORTS}transaction/?start_date=2025-01-01&end_date=2026-01-02`)).code).toBe('ZRPT0003');
    expect(await refusal(adminA, `${REPORTS}no-such-report/?${RANGE}`)).toMatchObject({ status: 404, code: 'ZRPT0002' });
    expect(await refusal(adminA, `${REPORTS}transaction/?${RANGE}&ordering=salary`)).toMatchObject({ status: 400, code: 'ZRPT0004' });
    expect((await refusal(adminA, `${REPORTS}transaction/?${RANGE}&employee__in=1,x`)).fields).toEqual({ employee__in: 'invalid' });
    expect((await refusal(plainUserA, `${REPORTS}transaction/?${RANGE}`)).status).toBe(403);
    const permissions = (await call(adminA, 'GET', '/web/system/api/v2/permissions/')).json().data.map((p: { codename: string }) => p.codename);
    expect(permissions).toEqual(expect.arrayContaining(['att.view_report', 'att.export_report', 'att.view_pay_code', 'att.change_punch_state']));
  });

  test('tenant isolation: a company sees its own punches and employees only, even when naming another company’s ids', async () => {
    const own = await report(adminB, 'first-last', RANGE);
    expect(own.data.map((row) => [row.emp_code, row.name])).toEqual([['1001', 'Zed Other']]);
    expect((await report(adminB, 'transaction', `${RANGE}&employee__in=${emp[`${companyA}:1001`]}`)).total).toBe(0);
    expect((await report(adminB, 'employee-birthday', 'start_date=2026-02-01&end_date=2026-03-01')).data.map((row) => row.emp_code)).toEqual(['1001']);
  });
});

describe('exports (background jobs)', () => {
  test('XLSX reads back with exceljs: translated headers, pay-code hours rounded once, a totals row', async () => {
    const file = await exported(adminA, 'first-last', RANGE, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Employee ID', 'Name', 'Department', 'Date', 'Punches', 'First punch', 'Last punch', 'Total time (h)']);
    expect(sheet.rowCount).toBe(6);
    // 545 min → 36.33 quarter hours → 9 h; 512 → 8.5 h; 0; 480 → 8 h; the total 1,537 min → 25.5 h (rounded once)
    expect([2, 3, 4, 5].map((index) => values(index)[7])).toEqual([9, 8.5, 0, 8]);
    expect(values(2)[3]).toBeInstanceOf(Date);
    expect(values(6)).toEqual(['Total', undefined, undefined, undefined, 9, undefined, undefined, 25.5]);
  });

  test('CSV with the BOM, and another company never reads the job', async () => {
    const started = await call(adminA, 'GET', `${REPORTS}transaction/?${RANGE}&export=csv`);
    const job = started.json().data.job as number;
    expect((await call(adminB, 'GET', `/web/api/v2/jobs/${job}/`)).statusCode).toBe(404);
    const view = await finishedJob(adminA, job);
    const text = (await call(adminA, 'GET', view.file_url as string)).rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFEmployee ID,Name,Department,Date,Time,Punch state')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(10);
    expect((await call(plainUserA, 'GET', `${REPORTS}transaction/?${RANGE}&export=csv`)).statusCode).toBe(403);
  });

  test('PDF in Arabic: a PDF document with the embedded Arabic-capable font', async () => {
    const file = await exported(adminA, 'first-last', RANGE, 'pdf', 'ar');
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.toString('latin1')).toContain('DejaVuSans');
    expect(file.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});

describe('daily reports over the stored daily results', () => {
  const MARCH = 'start_date=2026-03-02&end_date=2026-03-06';
  let plant: number;

  async function created(auth: string, url: string, body: object): Promise<number> {
    const response = await call(auth, 'POST', url, body);
    expect([response.statusCode, response.json().code]).toEqual([200, 'ZATT0000']);
    return response.json().data.id as number;
  }

  async function calculated(auth: string, body: object): Promise<void> {
    const started = await call(auth, 'POST', '/web/att/api/v2/calculation/', body);
    expect(started.statusCode).toBe(202);
    expect(await finishedJob(auth, started.json().data.job as number)).toMatchObject({ status: 'done' });
  }

  beforeAll(async () => {
    // Two employees on the §4.12 DAY timetable (09:00–18:00, lunch 13–14 deducted, 5 minutes' grace) from Monday 2 March.
    const lunch = await created(adminA, '/web/att/api/v2/break-times/', { alias: 'Lunch', start: LUNCH.start, duration: LUNCH.duration, type: LUNCH.type });
    const day = await created(adminA, '/web/att/api/v2/timetables/', timetableBodyOf(DAY, 'DAY', new Map([[LUNCH.id, lunch]])));
    const shift = await created(adminA, '/web/att/api/v2/shifts/', { alias: 'Office week', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
    await t.deps.database.withTenant(companyA, async (trx) => {
      plant = Number((await sql<{ id: string }>`insert into departments (company_id, name) values (${companyA}, 'Plant') returning id`.execute(trx)).rows[0].id);
      for (const [code, first, last] of [['2001', 'Dia', 'Late'], ['2002', 'Eve', 'Absent']]) {
        const { rows } = await sql<{ id: string }>`insert into employees (company_id, emp_code, first_name, last_name, department_id, hire_date)
          values (${companyA}, ${code}, ${first}, ${last}, ${plant}, '2025-01-01') returning id`.execute(trx);
        emp[`${companyA}:${code}`] = Number(rows[0].id);
      }
    });
    for (const code of ['2001', '2002']) await created(adminA, '/web/att/api/v2/employee-schedules/', { employee: emp[`${companyA}:${code}`], shift, start_date: '2026-03-02', end_date: null });
    const punches: [string, string, number, string][] = [
      // Dia: late 20 on Monday; no clock-out on Tuesday; a 45-minute break on Wednesday; a mobile punch on Thursday
      ['2001', '2026-03-02 09:20:00', 0, 'device'], ['2001', '2026-03-02 18:00:00', 1, 'device'],
      ['2001', '2026-03-03 08:58:00', 0, 'device'],
      ['2001', '2026-03-04 08:55:00', 0, 'device'], ['2001', '2026-03-04 12:00:00', 2, 'device'], ['2001', '2026-03-04 12:45:00', 3, 'device'], ['2001', '2026-03-04 18:02:00', 1, 'device'],
      ['2001', '2026-03-05 08:59:00', 0, 'mobile'], ['2001', '2026-03-05 18:00:00', 1, 'device'],
      // Eve: nothing on Monday (absent); leaves two hours early on Tuesday; stays until 19:30 on Wednesday
      ['2002', '2026-03-03 09:00:00', 0, 'device'], ['2002', '2026-03-03 16:00:00', 1, 'device'],
      ['2002', '2026-03-04 09:00:00', 0, 'device'], ['2002', '2026-03-04 19:30:00', 1, 'device'],
    ];
    await t.deps.database.withTenant(companyA, async (trx) => {
      for (const [code, time, state, source] of punches) {
        await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state, source)
          values (${companyA}, 'SN-1', ${code}, ${emp[`${companyA}:${code}`]}, ${time}, ${`${time}Z`}, ${state}, ${source})`.execute(trx);
      }
      const type = Number((await sql<{ id: string }>`insert into training_types (company_id, name) values (${companyA}, 'Forklift') returning id`.execute(trx)).rows[0].id);
      await sql`insert into training_requests (company_id, employee, training_type, start_time, end_time, status, reason)
        values (${companyA}, ${emp[`${companyA}:2002`]}, ${type}, '2026-03-05 09:00:00', '2026-03-05 17:00:00', 'approved', 'Licence'),
               (${companyA}, ${emp[`${companyA}:2002`]}, ${type}, '2026-03-06 09:00:00', '2026-03-06 17:00:00', 'rejected', 'Again')`.execute(trx);
    });
    // another company's employee works the same Monday
    await t.deps.database.withTenant(companyB, async (trx) => {
      await sql`update employees set hire_date = '2025-01-01' where company_id = ${companyB} and id = ${emp[`${companyB}:1001`]}`.execute(trx);
      await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
        values (${companyB}, 'SN-1', '1001', ${emp[`${companyB}:1001`]}, '2026-03-02 09:30:00', '2026-03-02 09:30:00Z', 0),
               (${companyB}, 'SN-1', '1001', ${emp[`${companyB}:1001`]}, '2026-03-02 17:30:00', '2026-03-02 17:30:00Z', 1)`.execute(trx);
    });
    await calculated(adminA, { employees: [emp[`${companyA}:2001`], emp[`${companyA}:2002`]], start_date: '2026-03-02', end_date: '2026-03-06' });
    await calculated(adminB, { start_date: '2026-03-02', end_date: '2026-03-06' });
  });

  const rowsOf = async (name: string, query = '') => report(adminA, name, `${MARCH}&department__in=${plant}${query.includes('page_size') ? '' : '&page_size=100'}${query}`);
  const brief = (rows: Record<string, unknown>[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));

  test('late, early leave, absent, overtime, missed in/out: the engine’s minutes, labelled, summed', async () => {
    const late = await rowsOf('late');
    expect(brief(late.data, ['emp_code', 'date', 'clock_in', 'late', 'status'])).toEqual([['2001', '2026-03-02', '09:20', 20, 'Late']]);
    expect(late.totals).toEqual({ late: 20 });
    const early = await rowsOf('early-leave');
    expect(brief(early.data, ['emp_code', 'date', 'clock_out', 'early', 'status'])).toEqual([['2002', '2026-03-03', '16:00', 120, 'Left early']]);
    // Eve without a punch on Monday is absent the whole duty; Friday nobody punched; Thursday's training covers all but an hour
    const absent = await rowsOf('absent');
    expect(brief(absent.data, ['emp_code', 'date', 'status', 'duty', 'absent'])).toEqual([
      ['2002', '2026-03-02', 'Absent', 480, 480],
      ['2002', '2026-03-05', 'Absent', 60, 60],
      ['2001', '2026-03-06', 'Absent', 480, 480],
      ['2002', '2026-03-06', 'Absent', 480, 480],
    ]);
    expect(absent.totals).toEqual({ duty: 1500, absent: 1500 });
    const overtime = await rowsOf('overtime');
    expect(brief(overtime.data, ['emp_code', 'date', 'clock_out', 'worked', 'ot', 'ot1', 'total_ot'])).toEqual([['2002', '2026-03-04', '19:30', 480, 90, 90, 90]]);
    const missed = await rowsOf('missed-in-out');
    expect(brief(missed.data, ['emp_code', 'date', 'clock_in', 'clock_out', 'missing'])).toEqual([['2001', '2026-03-03', '08:58', null, 'Missing clock-out']]);
    expect((await rowsOf('half-day')).total).toBe(0);
    // exceptions of every kind, in Spanish
    const abnormal = (await call(adminA, 'GET', `${REPORTS}abnormal/?${MARCH}&department__in=${plant}&employee__in=${emp[`${companyA}:2001`]}`, undefined, 'es-MX')).json().data;
    expect(brief(abnormal.data, ['date', 'status', 'exceptions'])).toEqual([
      ['2026-03-02', 'Retardo', 'Retardo'],
      ['2026-03-03', 'Falta salida', 'Falta la salida'],
      ['2026-03-06', 'Ausente', 'Falta'],
    ]);
  });

  test('daily attendance, details and summary agree with each other; filters and ordering apply', async () => {
    const attendance = await rowsOf('daily-attendance');
    expect(attendance.total).toBe(10);
    expect(attendance.totals).toEqual({ worked: 2260, late: 20, early: 120, absent: 1500, leave: 480, ot: 90 });
    expect(attendance.data[0]).toMatchObject({ emp_code: '2001', date: '2026-03-02', status: 'Late', clock_in: '09:20', clock_out: '18:00', worked: 460, late: 20 });
    const details = await rowsOf('daily-details');
    expect(details.totals).toMatchObject({ worked: 2260, late: 20, duty: 4380, break_deducted: 300, short: 620 });
    expect(details.data[0]).toMatchObject({ timetables: 'DAY', exceptions: 'Late', duty: 480, break_deducted: 60 });
    const summary = await rowsOf('daily-summary');
    expect(brief(summary.data, ['date', 'department', 'employees', 'present', 'late_count', 'early_count', 'absent_count', 'missing_count', 'worked', 'ot'])).toEqual([
      ['2026-03-02', 'Plant', 2, 1, 1, 0, 1, 0, 460, 0],
      ['2026-03-03', 'Plant', 2, 1, 0, 1, 0, 1, 360, 0],
      ['2026-03-04', 'Plant', 2, 2, 0, 0, 0, 0, 960, 90],
      ['2026-03-05', 'Plant', 2, 1, 0, 0, 1, 0, 480, 0],
      ['2026-03-06', 'Plant', 2, 0, 0, 0, 2, 0, 0, 0],
    ]);
    expect(summary.totals).toMatchObject({ employees: 10, worked: attendance.totals?.worked, ot: attendance.totals?.ot });
    const eve = await rowsOf('daily-attendance', `&employee__in=${emp[`${companyA}:2002`]}&ordering=-worked&page_size=2`);
    expect([eve.total, eve.page_size, brief(eve.data, ['date', 'worked'])]).toEqual([5, 2, [['2026-03-04', 480], ['2026-03-03', 360]]]);
    expect(eve.totals?.worked).toBe(840);
  });

  test('punch reports: first in / last out by state, breaks, mobile punches, the scheduled log, training days', async () => {
    const firstIn = await rowsOf('first-in-last-out', `&employee__in=${emp[`${companyA}:2001`]}`);
    expect(brief(firstIn.data, ['date', 'first_in', 'last_out', 'total_time'])).toEqual([
      ['2026-03-02', '09:20:00', '18:00:00', 520],
      ['2026-03-03', '08:58:00', null, 0],
      ['2026-03-04', '08:55:00', '18:02:00', 547],
      ['2026-03-05', '08:59:00', '18:00:00', 541],
    ]);
    const breaks = await rowsOf('break-time');
    expect(brief(breaks.data, ['emp_code', 'date', 'break_out', 'break_in', 'breaks', 'break_time', 'break_deducted'])).toEqual([['2001', '2026-03-04', '12:00', '12:45', 1, 45, 60]]);
    const mobile = await rowsOf('mobile-transaction');
    expect(brief(mobile.data, ['emp_code', 'date', 'time', 'punch_state'])).toEqual([['2001', '2026-03-05', '08:59:00', 'Clock in']]);
    const log = await rowsOf('scheduled-log', `&employee__in=${emp[`${companyA}:2001`]}`);
    expect(log.total).toBe(9);
    expect(brief(log.data.filter((row) => row.date === '2026-03-04'), ['time', 'punch_state', 'scheduled_state', 'work_date'])).toEqual([
      // code 0 is labelled "Clock in" by the company (punch-state setting above); the others keep the standard names
      ['08:55:00', 'Clock in', 'Clock in', '2026-03-04'],
      ['12:00:00', 'Break out', 'Break out', null],
      ['12:45:00', 'Break in', 'Break in', null],
      ['18:02:00', 'Check out', 'Check out', '2026-03-04'],
    ]);
    // the rejected request of Friday is no training day
    const training = await rowsOf('training');
    expect(brief(training.data, ['emp_code', 'date', 'training_type', 'start_time', 'end_time', 'training_time', 'request_status'])).toEqual([
      ['2002', '2026-03-05', 'Forklift', '09:00', '17:00', 480, 'Approved'],
    ]);
  });

  test('an export prints the labels and the absent pay code’s days (0.5-day steps of 450 minutes), rounded once in the total', async () => {
    const text = (await exported(adminA, 'absent', `${MARCH}&department__in=${plant}`, 'csv')).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    // the pay code of the first test: absent in days, 450 minutes a day, half-day steps rounded half up
    expect(lines).toEqual([
      'Employee ID,Name,Department,Date,Timetables,Status,Duty (min),Absent (days)',
      '2002,Eve Absent,Plant,2026-03-02,DAY,Absent,480,1',
      '2002,Eve Absent,Plant,2026-03-05,DAY,Absent,60,0',
      '2001,Dia Late,Plant,2026-03-06,DAY,Absent,480,1',
      '2002,Eve Absent,Plant,2026-03-06,DAY,Absent,480,1',
      'Total,,,,,,1500,3.5',
    ]);
  });

  test('an export read in keyset pages of two rows: every row once, in the screen’s order, whatever the ordering', async () => {
    // clock_out has nulls (absent days, a missed clock-out) and worked has ties: the cursor's null and equal keys
    for (const ordering of ['', 'clock_out', '-clock_out', '-worked', 'status']) {
      const screen = await rowsOf('daily-attendance', ordering ? `&ordering=${ordering}` : '');
      const file = join(tmpdir(), `keyset-${process.pid}.xlsx`);
      const query: Record<string, string> = { start_date: '2026-03-02', end_date: '2026-03-06', department__in: String(plant), ...(ordering ? { ordering } : {}) };
      const done = await runExport(
        t.deps,
        { payload: { report: 'daily-attendance', format: 'xlsx', language: 'en', query }, companyId: companyA, progress: () => undefined, createFile: () => createWriteStream(file), signal: new AbortController().signal },
        { pageSize: 2 },
      );
      expect(done.rows).toBe(10);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      rmSync(file);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 7)).toEqual(['Employee ID', 'Name', 'Department', 'Date', 'Status', 'Clock-in', 'Clock-out']);
      const cells: unknown[][] = [];
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        const values = (row.values as unknown[]).slice(1);
        cells.push([values[0], values[3] instanceof Date ? values[3].toISOString().slice(0, 10) : values[3], values[4], values[6] ?? null]);
      });
      expect(cells.pop()?.[0]).toBe('Total');
      expect(cells).toEqual(brief(screen.data, ['emp_code', 'date', 'status', 'clock_out']));
    }
  });

  test('tenant isolation: another company’s stored days and punches never appear, even named by id', async () => {
    const zed = emp[`${companyB}:1001`];
    const own = await report(adminB, 'daily-attendance', MARCH);
    expect(new Set(own.data.map((row) => row.name))).toEqual(new Set(['Zed Other']));
    expect(own.data.find((row) => row.date === '2026-03-02')).toMatchObject({ status: 'Worked unscheduled', clock_in: '09:30' });
    for (const name of ['daily-attendance', 'late', 'absent', 'first-in-last-out', 'scheduled-log', 'daily-summary']) {
      expect((await report(adminA, name, `${MARCH}&employee__in=${zed}`)).total).toBe(0);
    }
    const everyone = await report(adminA, 'daily-attendance', `${MARCH}&page_size=500`);
    expect(everyone.data.some((row) => row.name === 'Zed Other')).toBe(false);
    expect((await report(adminB, 'late', `${MARCH}&employee__in=${emp[`${companyA}:2001`]}`)).total).toBe(0);
    expect((await report(adminB, 'training', MARCH)).total).toBe(0);
  });
});

describe('saved report templates (ADR 0091)', () => {
  const TEMPLATES = '/web/att/api/v2/report-templates/';
  const SETTINGS = { hidden: ['terminal_alias'], departments: [1, 2], employees: [], ordering: '-time', page_size: 50 };

  test('a user saves, lists, renames, replaces and deletes their own templates of a report', async () => {
    const saved = await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: ' Sales mornings ', settings: SETTINGS });
    expect([saved.statusCode, saved.json().code]).toEqual([200, 'ZRPT0000']);
    const id = saved.json().data.id as number;
    expect(saved.json().data).toMatchObject({ report: 'transaction', name: 'Sales mornings', settings: SETTINGS });
    await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: 'all day', settings: { ...SETTINGS, hidden: [] } });
    await call(adminA, 'POST', TEMPLATES, { report: 'late', name: 'Late ones', settings: SETTINGS });
    const listed = await call(adminA, 'GET', `${TEMPLATES}?report=transaction`);
    expect(listed.json().data.map((template: { name: string }) => template.name)).toEqual(['all day', 'Sales mornings']);
    // one name once per report, whatever its case; another report may use it
    const twice = await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: 'SALES MORNINGS', settings: SETTINGS });
    expect([twice.statusCode, twice.json().code, twice.json().context.fields]).toEqual([400, 'ZGEN0460', { name: 'ZGEN0460' }]);
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'late', name: 'Sales mornings', settings: SETTINGS })).statusCode).toBe(200);
    const renamed = await call(adminA, 'PATCH', `${TEMPLATES}${id}/`, { name: 'Mornings', settings: { ...SETTINGS, ordering: 'emp_code' } });
    expect(renamed.json().data).toMatchObject({ id, name: 'Mornings', settings: { ordering: 'emp_code' } });
    expect((await call(adminA, 'PATCH', `${TEMPLATES}${id}/`, { name: 'all day' })).json().code).toBe('ZGEN0460');
    expect((await call(adminA, 'DELETE', `${TEMPLATES}${id}/`)).json().code).toBe('ZRPT0000');
    expect((await call(adminA, 'GET', `${TEMPLATES}?report=transaction`)).json().data.map((template: { name: string }) => template.name)).toEqual(['all day']);
  });

  test('strict input: an unknown report, bad settings, a control character, too many templates', async () => {
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'no-such-report', name: 'x', settings: SETTINGS })).json().code).toBe('ZRPT0002');
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: 'x', settings: { ...SETTINGS, departments: ['1'] } })).statusCode).toBe(400);
    // a key of no meaning is not kept
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: 'x', settings: { ...SETTINGS, salary: 1 } })).json().data.settings).toEqual(SETTINGS);
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: 'a\tb', settings: SETTINGS })).statusCode).toBe(400);
    expect((await call(adminA, 'POST', TEMPLATES, { report: 'transaction', name: '   ', settings: SETTINGS })).statusCode).toBe(400);
    for (let n = 0; n < 50; n += 1) await call(adminA, 'POST', TEMPLATES, { report: 'first-last', name: `T${n}`, settings: SETTINGS });
    const over = await call(adminA, 'POST', TEMPLATES, { report: 'first-last', name: 'one more', settings: SETTINGS }, 'ar');
    expect([over.statusCode, over.json().code, over.json().context.params]).toEqual([400, 'ZRPT0005', { max: 50 }]);
  });

  test('nobody else sees them: another user of the company, another company, an employee login; each keeps their own', async () => {
    const mine = (await call(adminA, 'POST', TEMPLATES, { report: 'total-punches', name: 'Mine', settings: SETTINGS })).json().data.id as number;
    const colleague = authHeader(t.deps, { userId: await createUser(t.deps, 'deputy@acme.test'), companyId: companyA });
    expect((await call(colleague, 'GET', `${TEMPLATES}?report=total-punches`)).json().data).toEqual([]);
    // the same name is free for the colleague; the owner's id is "not found" to them
    expect((await call(colleague, 'POST', TEMPLATES, { report: 'total-punches', name: 'Mine', settings: SETTINGS })).statusCode).toBe(200);
    expect((await call(colleague, 'PATCH', `${TEMPLATES}${mine}/`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await call(colleague, 'DELETE', `${TEMPLATES}${mine}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'GET', `${TEMPLATES}?report=total-punches`)).json().data).toEqual([]);
    expect((await call(adminB, 'DELETE', `${TEMPLATES}${mine}/`)).statusCode).toBe(404);
    expect((await call(adminA, 'GET', `${TEMPLATES}?report=total-punches`)).json().data.map((template: { id: number }) => template.id)).toEqual([mine]);
    // without the report permission: nothing
    expect((await call(plainUserA, 'GET', `${TEMPLATES}?report=total-punches`)).statusCode).toBe(403);
    // an employee login keeps templates of its personal reports only, apart from the users'
    const ann = authHeader(t.deps, { userId: 9001, companyId: companyA, role: 'employee', employeeId: emp[`${companyA}:1001`] });
    expect((await call(ann, 'GET', `${TEMPLATES}?report=transaction`)).json().data).toEqual([]);
    expect((await call(ann, 'POST', TEMPLATES, { report: 'transaction', name: 'My punches', settings: SETTINGS })).statusCode).toBe(200);
    expect((await call(ann, 'POST', TEMPLATES, { report: 'total-punches', name: 'x', settings: SETTINGS })).statusCode).toBe(403);
    expect((await call(ann, 'PATCH', `${TEMPLATES}${mine}/`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(adminA, 'GET', `${TEMPLATES}?report=transaction`)).json().data.map((template: { name: string }) => template.name)).not.toContain('My punches');
  });

  test('shared templates (ADR 0102): with the company or chosen users, who apply and copy but never change them', async () => {
    const member = async (email: string, first = '', last = '', companyId = companyA) => {
      const userId = await createUser(t.deps, email);
      await sql`insert into memberships (company_id, user_id, role) values (${companyId}, ${userId}, 'user')`.execute(t.deps.database.db);
      if (first) {
        await t.deps.database.withTenant(companyId, (trx) => sql`insert into auth_company_users (company_id, email, user_id, first_name, last_name)
          values (${companyId}, ${email}, ${userId}, ${first}, ${last})`.execute(trx));
      }
      return { userId, auth: authHeader(t.deps, { userId, companyId }) };
    };
    const owner = await member('olga@acme.test', 'Olga', 'Owner');
    const reader = await member('rita@acme.test', 'Rita', 'Reader');
    const other = await member('otto@acme.test');
    const stranger = await member('sam@globex.test', 'Sam', 'Globex', companyB);
    const names = (response: LightMyRequestResponse) => response.json().data.map((template: { name: string }) => template.name);
    const list = (who: { auth: string } | string) => call(typeof who === 'string' ? who : who.auth, 'GET', `${TEMPLATES}?report=late`);

    // the users a template may be shared with: the company's, not the caller, not another company's
    const people = (await call(owner.auth, 'GET', `${TEMPLATES}users/`)).json().data as { id: number; name: string }[];
    expect(people).toEqual(expect.arrayContaining([{ id: reader.userId, name: 'Rita Reader' }, { id: other.userId, name: 'otto@acme.test' }]));
    expect(people.map((person) => person.id)).not.toContain(owner.userId);
    expect(people.map((person) => person.id)).not.toContain(stranger.userId);

    const made = await call(owner.auth, 'POST', TEMPLATES, { report: 'late', name: 'Team view', settings: SETTINGS, sharing: 'users', shared_with: [reader.userId, owner.userId] });
    expect(made.json().data).toMatchObject({ name: 'Team view', sharing: 'users', shared_with: [reader.userId], mine: true, owner_name: 'Olga Owner' });
    const id = made.json().data.id as number;
    // the chosen user sees it (without whom else it goes to), the others do not
    expect((await list(reader)).json().data).toEqual([expect.objectContaining({ id, mine: false, shared_with: [], owner_name: 'Olga Owner', settings: SETTINGS })]);
    expect(names(await list(other))).toEqual([]);
    expect(names(await list(adminB))).toEqual([]);
    // applying is reading; changing and deleting are the owner's: a translated refusal, nothing changed
    const renamed = await call(reader.auth, 'PATCH', `${TEMPLATES}${id}/`, { name: 'Mine now' }, 'es-MX');
    expect([renamed.statusCode, renamed.json().code]).toEqual([403, 'ZRPT0006']);
    const spanish = JSON.parse(readFileSync(join(__dirname, '../../../shared/i18n/locales/es-MX/api.json'), 'utf8')) as Record<string, string>;
    expect(spanish.ZRPT0006).toMatch(/propietario/);
    expect((await call(reader.auth, 'PATCH', `${TEMPLATES}${id}/`, { sharing: 'company' })).json().code).toBe('ZRPT0006');
    expect((await call(reader.auth, 'DELETE', `${TEMPLATES}${id}/`)).json().code).toBe('ZRPT0006');
    expect(names(await list(owner))).toEqual(['Team view']);
    // copy to mine: a private template of the reader, which the reader may change
    const copy = await call(reader.auth, 'POST', `${TEMPLATES}${id}/copy/`, { name: 'Team view' });
    expect(copy.json().data).toMatchObject({ name: 'Team view', settings: SETTINGS, sharing: 'private', mine: true, owner_name: 'Rita Reader' });
    expect((await call(reader.auth, 'POST', `${TEMPLATES}${id}/copy/`, { name: 'team VIEW' })).json().code).toBe('ZGEN0460');
    expect((await call(reader.auth, 'PATCH', `${TEMPLATES}${copy.json().data.id}/`, { name: 'My team' })).json().code).toBe('ZRPT0000');
    expect((await list(reader)).json().data.map((template: { name: string; mine: boolean }) => [template.name, template.mine])).toEqual([['My team', true], ['Team view', false]]);
    expect(names(await list(owner))).toEqual(['Team view']);

    // shared with the whole company: every user of it; another company still sees nothing and may not copy it
    expect((await call(owner.auth, 'PATCH', `${TEMPLATES}${id}/`, { sharing: 'company' })).json().data).toMatchObject({ sharing: 'company', shared_with: [] });
    expect(names(await list(other))).toEqual(['Team view']);
    expect(names(await list(adminA))).toContain('Team view');
    expect(names(await list(adminB))).toEqual([]);
    expect((await call(adminB, 'POST', `${TEMPLATES}${id}/copy/`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(adminB, 'PATCH', `${TEMPLATES}${id}/`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(stranger.auth, 'GET', `${TEMPLATES}?report=late`)).json().data).toEqual([]);
    // only users of the company are chosen
    const outside = await call(owner.auth, 'PATCH', `${TEMPLATES}${id}/`, { sharing: 'users', shared_with: [stranger.userId] });
    expect([outside.statusCode, outside.json().code, outside.json().context.fields]).toEqual([400, 'ZRPT0008', { shared_with: 'ZRPT0008' }]);
    expect((await call(owner.auth, 'GET', `${TEMPLATES}?report=late`)).json().data[0].sharing).toBe('company');
    // private again: gone for the others (the reader's copy stays)
    expect((await call(owner.auth, 'PATCH', `${TEMPLATES}${id}/`, { sharing: 'private' })).json().code).toBe('ZRPT0000');
    expect(names(await list(other))).toEqual([]);
    expect(names(await list(reader))).toEqual(['My team']);
    expect((await call(reader.auth, 'POST', `${TEMPLATES}${id}/copy/`, { name: 'Again' })).statusCode).toBe(404);

    // an employee login's templates (personal reports) stay private; it chooses nobody
    const ann = authHeader(t.deps, { userId: 9001, companyId: companyA, role: 'employee', employeeId: emp[`${companyA}:1001`] });
    const personal = await call(ann, 'POST', TEMPLATES, { report: 'transaction', name: 'Shared punches', settings: SETTINGS, sharing: 'company' });
    expect([personal.statusCode, personal.json().code]).toEqual([400, 'ZRPT0007']);
    expect(names(await call(ann, 'GET', `${TEMPLATES}?report=transaction`))).not.toContain('Shared punches');
    expect((await call(ann, 'GET', `${TEMPLATES}users/`)).statusCode).toBe(403);
    expect((await call(plainUserA, 'GET', `${TEMPLATES}users/`)).statusCode).toBe(403);
    // deleting by the owner takes the shares along
    await call(owner.auth, 'PATCH', `${TEMPLATES}${id}/`, { sharing: 'users', shared_with: [reader.userId] });
    expect((await call(owner.auth, 'DELETE', `${TEMPLATES}${id}/`)).json().code).toBe('ZRPT0000');
    expect(names(await list(reader))).toEqual(['My team']);
  });
});

describe('statistics before an export (ADR 0104)', () => {
  test('on PGlite an export first analyzes the tables changed enough since their last analyze, without waiting for the keeper', async () => {
    if (TEST_DB_KIND !== 'pglite') return; // PostgreSQL's autovacuum keeps its statistics
    const db = t.deps.database.db;
    const changed = async () => {
      await sql`select pg_stat_force_next_flush()`.execute(db);
      return Number((await sql<{ n: string }>`select n_mod_since_analyze as n from pg_stat_user_tables where relname = 'transactions'`.execute(db)).rows[0].n);
    };
    // another company's punches of 2020, outside every range these tests read
    await t.deps.database.withTenant(companyB, (trx) =>
      sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
        select ${companyB}, 'SN-9', '1001', ${emp[`${companyB}:1001`]}, timestamp '2020-01-01' + g * interval '1 minute', timestamptz '2020-01-01 00:00Z' + g * interval '1 minute', 0
        from generate_series(1, 500) g`.execute(trx),
    );
    expect(await changed()).toBeGreaterThanOrEqual(500);
    await exported(adminA, 'transaction', RANGE, 'csv');
    expect(await changed()).toBe(0);
  });
});
