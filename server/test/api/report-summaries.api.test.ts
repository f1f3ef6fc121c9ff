/**
 * The summary reports (issue 15 "Done means", ADR 0085): for a month seeded through the real pipeline — a shift,
 * punches, a leave, the recalculation worker storing the daily results — the totals of the total time card
 * (GET time-cards), employee-summary, the monthly summaries, yearly-summary, department-summary and
 * payroll-summary agree to the minute; pay-code rounding is applied once, to the printed per-employee total;
 * the report setting decides the day counts; leave and overtime summaries; filters and tenant isolation.
 */
import { PERSONAL_REPORTS, TIME_CARD_MINUTE_FIELDS, type TimeCardMinuteField, type TimeCardRow } from '@timekeep/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DAY, LUNCH } from '../../src/attendance/engine/test-helpers';
import { payCodeTotal } from '../../src/attendance/engine/paycode';
import { timetableBodyOf } from '../../src/modules/att/engine-model';
import { recalcWorkerOf } from '../../src/modules/att/recalc/worker';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type Report = { columns: { key: string; title: string }[]; data: Record<string, unknown>[]; total: number; totals: Record<string, number> | null };

const REPORTS = '/web/att/api/v2/reports/';
const MARCH = 'start_date=2026-03-01&end_date=2026-03-31';
const HOUR_QUARTERS = { unit: 'hour', minimumUnit: 0.25, mode: 'half' } as const;

let t: TestApp;
let acme: number;
let other: number;
let admin: string;
let otherAdmin: string;
const emp: Record<string, number> = {};
const dept: Record<string, number> = {};

const call = (auth: string, url: string, method: 'GET' | 'POST' | 'PATCH' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: auth, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

async function report(name: string, query: string, auth = admin): Promise<Report> {
  const response = await call(auth, `${REPORTS}${name}/?${query}&page_size=500`);
  expect([response.statusCode, response.json().code]).toEqual([200, 'ZRPT0000']);
  return response.json().data as Report;
}

async function timeCards(query: string): Promise<TimeCardRow[]> {
  const response = await call(admin, `/web/att/api/v2/time-cards/?${query}&page_size=500`);
  expect(response.json().data.next).toBeNull();
  return response.json().data.data as TimeCardRow[];
}

const sumOf = (rows: readonly TimeCardRow[], field: TimeCardMinuteField) => rows.reduce((sum, row) => sum + row[field], 0);

async function created(url: string, body: object): Promise<number> {
  const response = await call(admin, url, 'POST', body);
  expect([response.statusCode, response.json().code]).toEqual([200, 'ZATT0000']);
  return response.json().data.id as number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A deterministic month of punches: varied arrivals and departures, an absence, a missing check-out, a Saturday worked. */
function punchesOf(index: number): string[] {
  const punches: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-03-${pad(day)}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || (weekday === 6 && !(index === 2 && day === 14))) continue;
    if (index === 0 && day === 10) continue; // on leave
    if (index === 1 && day === 17) continue; // absent
    const arrive = 8 * 60 + 45 + ((day * 7 + index * 11) % 31); // 08:45–09:15
    const leave = 17 * 60 + 40 + ((day * 13 + index * 5) % 71); // 17:40–18:50
    punches.push(`${date} ${pad(Math.floor(arrive / 60))}:${pad(arrive % 60)}:00`);
    if (!(index === 3 && day === 24)) punches.push(`${date} ${pad(Math.floor(leave / 60))}:${pad(leave % 60)}:00`); // a missing check-out
  }
  return punches;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-04-05T12:00:00Z'));
  acme = await createCompany(t.deps, 'acme');
  other = await createCompany(t.deps, 'globex');
  admin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
  otherAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: other });
  const people = [
    { code: '2001', first: 'Ann', dept: 'Sales' },
    { code: '2002', first: 'Bob', dept: 'Sales' },
    { code: '2003', first: 'Cem', dept: 'Ops' },
    { code: '2004', first: 'Dia', dept: null },
  ];
  await t.deps.database.withTenant(acme, async (trx) => {
    for (const name of ['Sales', 'Ops']) {
      dept[name] = Number((await sql<{ id: string }>`insert into departments (company_id, name) values (${acme}, ${name}) returning id`.execute(trx)).rows[0].id);
    }
    for (const [index, person] of people.entries()) {
      const { rows } = await sql<{ id: string }>`
        insert into employees (company_id, emp_code, first_name, last_name, department_id, hire_date)
        values (${acme}, ${person.code}, ${person.first}, 'Test', ${person.dept ? dept[person.dept] : null}, '2025-01-01') returning id`.execute(trx);
      emp[person.first] = Number(rows[0].id);
      const punches = punchesOf(index).map((time) => sql`(${acme}, 'SN-1', ${person.code}, ${emp[person.first]}, ${time}::timestamp, ${`${time}Z`}::timestamptz, 0)`);
      await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state) values ${sql.join(punches)}`.execute(trx);
    }
    const annual = Number((await sql<{ id: string }>`insert into leave_types (company_id, name, unit) values (${acme}, 'Annual', 'day') returning id`.execute(trx)).rows[0].id);
    const sick = Number((await sql<{ id: string }>`insert into leave_types (company_id, name, unit) values (${acme}, 'Sick', 'half_day') returning id`.execute(trx)).rows[0].id);
    // the days each leave counts per date, as the server stores them (ADR 0112)
    await sql`insert into leave_requests (company_id, employee, leave_type, start_time, end_time, days, day_counts, status) values
      (${acme}, ${emp.Ann}, ${annual}, '2026-03-10 00:00:00', '2026-03-10 23:59:59', 1, '{"2026-03-10": 1}', 'approved'),
      (${acme}, ${emp.Ann}, ${annual}, '2026-02-27 00:00:00', '2026-03-02 23:59:59', 4, '{"2026-02-27": 1, "2026-02-28": 1, "2026-03-01": 1, "2026-03-02": 1}', 'rejected'),
      (${acme}, ${emp.Bob}, ${sick}, '2026-03-20 09:00:00', '2026-03-20 13:00:00', 0.5, '{"2026-03-20": 0.5}', 'pending'),
      (${acme}, ${emp.Cem}, ${annual}, '2026-03-31 00:00:00', '2026-04-02 23:59:59', 3, '{"2026-03-31": 1, "2026-04-01": 1, "2026-04-02": 1}', 'approved')`.execute(trx);
    await sql`insert into overtime_requests (company_id, employee, start_time, end_time, status) values
      (${acme}, ${emp.Cem}, '2026-03-14 09:00:00', '2026-03-14 11:00:00', 'approved'),
      (${acme}, ${emp.Cem}, '2026-03-21 09:00:00', '2026-03-21 12:00:00', 'rejected')`.execute(trx);
  });
  await t.app.ready();
  const lunch = await created('/web/att/api/v2/break-times/', { alias: 'Lunch', start: LUNCH.start, duration: LUNCH.duration, type: LUNCH.type });
  const day = await created('/web/att/api/v2/timetables/', timetableBodyOf(DAY, 'DAY', new Map([[LUNCH.id, lunch]])));
  const shift = await created('/web/att/api/v2/shifts/', { alias: 'Office week', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
  for (const id of Object.values(emp)) await created('/web/att/api/v2/employee-schedules/', { employee: id, shift, start_date: '2026-03-01', end_date: null });
  await (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('summary totals agree with the total time card', () => {
  test('the seeded month has the variety the comparison needs', async () => {
    const cards = await timeCards(MARCH);
    const statuses = new Set(cards.map((row) => row.status));
    expect(cards).toHaveLength(4 * 31);
    for (const status of ['present', 'late', 'absent', 'leave', 'missing_out', 'rest_day', 'rest_day_worked']) expect(statuses).toContain(status);
    for (const field of ['worked', 'late', 'early', 'ot', 'leave', 'absent'] as const) expect(sumOf(cards, field)).toBeGreaterThan(0);
  });

  test('to the minute: total-timecard, employee-summary, monthly and yearly summaries, department-summary, payroll-summary', async () => {
    const cards = await timeCards(MARCH);
    const expected = Object.fromEntries(TIME_CARD_MINUTE_FIELDS.map((field) => [field, sumOf(cards, field)]));
    expected.total_ot = expected.ot + expected.weekly_ot + expected.weekend_ot + expected.holiday_ot;
    const reports: Record<string, Report> = {};
    for (const name of ['employee-summary', 'monthly_detailed_summary', 'monthly-duration-summary', 'monthly-attendance-summary', 'department-summary', 'payroll-summary', 'overtime-summary']) {
      reports[name] = await report(name, MARCH);
    }
    const agree = (name: string, result: Report, sums: Record<string, number>) => {
      const minuteKeys = Object.keys(result.totals ?? {}).filter((key) => key in sums);
      expect(minuteKeys.length).toBeGreaterThan(0);
      expect([name, Object.fromEntries(minuteKeys.map((key) => [key, result.totals?.[key]]))]).toEqual([name, Object.fromEntries(minuteKeys.map((key) => [key, sums[key]]))]);
    };
    for (const [name, result] of Object.entries(reports)) agree(name, result, expected);
    // the yearly summary against the time card of the whole year
    const year = 'start_date=2026-01-01&end_date=2026-12-31';
    const yearCards = await timeCards(year);
    const yearSums: Record<string, number> = Object.fromEntries(TIME_CARD_MINUTE_FIELDS.map((field) => [field, sumOf(yearCards, field)]));
    yearSums.total_ot = yearSums.ot + yearSums.weekly_ot + yearSums.weekend_ot + yearSums.holiday_ot;
    agree('yearly-summary', await report('yearly-summary', year), yearSums);
    expect(Object.keys(reports['employee-summary'].totals ?? {})).toEqual(expect.arrayContaining([...TIME_CARD_MINUTE_FIELDS]));
    // per employee too: each employee-summary row is the sum of that employee's days
    for (const row of reports['employee-summary'].data) {
      const own = cards.filter((card) => card.employee === row.employee);
      expect(TIME_CARD_MINUTE_FIELDS.map((field) => row[field])).toEqual(TIME_CARD_MINUTE_FIELDS.map((field) => sumOf(own, field)));
    }
    // a department's row is the sum of its employees' rows; the employee without one is its own row
    const departments = reports['department-summary'].data;
    expect(departments.map((row) => [row.department, row.employees])).toEqual([['', 1], ['Ops', 1], ['Sales', 2]]);
    const sales = reports['employee-summary'].data.filter((row) => row.department === 'Sales');
    expect(departments[2].worked).toBe(sales.reduce((sum, row) => sum + Number(row.worked), 0));
    // the day counts agree across the reports that print them
    const counts = ['present_days', 'absent_days', 'leave_days', 'late_days', 'early_days', 'work_days'];
    for (const name of ['monthly_detailed_summary', 'monthly-attendance-summary', 'department-summary']) {
      expect(counts.map((key) => reports[name].totals?.[key])).toEqual(counts.map((key) => reports['employee-summary'].totals?.[key]));
    }
    expect(reports['employee-summary'].totals).toMatchObject({
      present_days: cards.filter((row) => ['present', 'late', 'early', 'late_and_early', 'half_day', 'rest_day_worked'].includes(row.status)).length,
      absent_days: cards.filter((row) => row.status === 'absent').length,
      leave_days: cards.filter((row) => row.status === 'leave').length,
      incomplete_days: cards.filter((row) => row.status === 'missing_out').length,
    });
  });

  test('monthly rows are per employee and month; yearly rows per month of the year', async () => {
    const monthly = await report('monthly-attendance-summary', 'start_date=2026-02-15&end_date=2026-04-15');
    expect(new Set(monthly.data.map((row) => row.month))).toEqual(new Set(['2026-02', '2026-03', '2026-04']));
    const yearly = await report('yearly-summary', 'start_date=2026-01-01&end_date=2026-12-31');
    expect(yearly.data.filter((row) => row.employee === emp.Ann).map((row) => row.month)).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(yearly.columns.map((column) => column.key).slice(0, 4)).toEqual(['emp_code', 'name', 'department', 'month']);
  });
});

describe('pay-code rounding and the report setting', () => {
  test('an export rounds the per-employee total once (not each day, not twice); the totals row rounds the raw total', async () => {
    const made = await call(admin, '/web/att/api/v2/pay-codes/', 'POST', { name: 'Worked hours', key: 'worked', unit: 'hour', minimum_unit: 0.25, round_mode: 'half' });
    expect(made.json().code).toBe('ZRPT0000');
    const cards = await timeCards(MARCH);
    const summary = await report('employee-summary', MARCH);
    // the data make per-day rounding visibly different: the test fails if days were rounded before summing
    const perDay = (employee: number) => cards.filter((card) => card.employee === employee).reduce((sum, card) => sum + payCodeTotal(card.worked, HOUR_QUARTERS), 0);
    const once = (minutes: number) => payCodeTotal(minutes, HOUR_QUARTERS);
    expect(summary.data.some((row) => perDay(Number(row.employee)) !== once(Number(row.worked)))).toBe(true);

    const started = await call(admin, `${REPORTS}employee-summary/?${MARCH}&export=xlsx`);
    expect(started.statusCode).toBe(202);
    let view: Record<string, unknown> = {};
    for (let tries = 0; tries < 100 && view.status !== 'done' && view.status !== 'failed'; tries += 1) {
      await t.deps.jobs.runDue();
      view = (await call(admin, `/web/api/v2/jobs/${started.json().data.job}/`)).json().data;
      if (view.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(view.status).toBe('done');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await call(admin, view.file_url as string)).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const worked = header.indexOf('Worked (h)');
    const late = header.indexOf('Late (min)');
    expect([worked >= 0, late >= 0]).toEqual([true, true]);
    const lines = Array.from({ length: sheet.rowCount - 1 }, (_, index) => (sheet.getRow(index + 2).values as unknown[]).slice(1));
    const totalsLine = lines.pop() as unknown[];
    // rows come grouped by department, in the JSON's order
    expect(lines.map((line) => line[worked])).toEqual(summary.data.map((row) => once(Number(row.worked))));
    expect(lines.map((line) => line[late])).toEqual(summary.data.map((row) => row.late));
    expect(totalsLine[0]).toBe('Total');
    expect(totalsLine[worked]).toBe(once(sumOf(cards, 'worked')));
  });

  test('the report setting decides the counts: a missing punch counts absent, leave counts present', async () => {
    const before = (await report('employee-summary', MARCH)).totals as Record<string, number>;
    expect(before.incomplete_days).toBeGreaterThan(0);
    expect((await call(admin, '/web/att/api/v2/report-setting/', 'PATCH', { missing_punch: 'absent', leave_as_present: true })).json().code).toBe('ZRPT0000');
    const after = (await report('employee-summary', MARCH)).totals as Record<string, number>;
    expect(after).toMatchObject({ incomplete_days: 0, absent_days: before.absent_days + before.incomplete_days, present_days: before.present_days + before.leave_days, leave_days: before.leave_days, worked: before.worked });
    await call(admin, '/web/att/api/v2/report-setting/', 'PATCH', { missing_punch: 'incomplete', leave_as_present: false });
  });
});

describe('leave and overtime summaries, filters, tenants', () => {
  test('leave summary: per employee and leave type, days inside the range, pending apart, rejected never', async () => {
    const leave = await report('leave-summary', MARCH);
    expect(leave.data.map((row) => [row.name, row.leave_type, row.requests, row.days, row.pending_days])).toEqual([
      ['Cem Test', 'Annual', 1, 1, 0],
      ['Ann Test', 'Annual', 1, 1, 0],
      ['Bob Test', 'Sick', 0, 0, 0.5],
    ]);
    expect(leave.totals).toEqual({ requests: 2, days: 2, pending_days: 0.5 });
    expect((await report('leave-summary', 'start_date=2026-03-01&end_date=2026-04-30')).totals).toEqual({ requests: 2, days: 4, pending_days: 0.5 });
  });

  test('overtime summary: OT by kind and the approved requests of the range', async () => {
    const overtime = await report('overtime-summary', MARCH);
    const cem = overtime.data.find((row) => row.employee === emp.Cem);
    expect(cem?.approved_ot).toBe(120);
    expect(overtime.totals?.approved_ot).toBe(120);
    for (const row of overtime.data) expect(row.total_ot).toBe(Number(row.ot) + Number(row.weekly_ot) + Number(row.weekend_ot) + Number(row.holiday_ot));
  });

  test('filters, sorting and another company', async () => {
    const sales = await report('employee-summary', `${MARCH}&department__in=${dept.Sales}`);
    expect(sales.data.map((row) => row.name)).toEqual(['Ann Test', 'Bob Test']);
    expect((await report('department-summary', `${MARCH}&department__in=${dept.Sales}`)).data.map((row) => row.department)).toEqual(['Sales']);
    const byWorked = await report('payroll-summary', `${MARCH}&ordering=-worked`);
    const worked = byWorked.data.map((row) => Number(row.worked));
    // grouped by department first, then the asked order inside each
    for (const group of ['', 'Ops', 'Sales']) {
      const inGroup = byWorked.data.filter((row) => row.department === group).map((row) => Number(row.worked));
      expect(inGroup).toEqual([...inGroup].sort((a, b) => b - a));
    }
    expect(worked).toHaveLength(4);
    expect((await report('employee-summary', `${MARCH}&employee__in=${emp.Ann}`, otherAdmin)).total).toBe(0);
    expect((await report('leave-summary', MARCH, otherAdmin)).total).toBe(0);
    expect((await report('department-summary', MARCH, otherAdmin)).totals).toMatchObject({ employees: 0, worked: 0 });
  });

  test('personal reports: an employee login sees only its own rows, never another employee, no export, no other report', async () => {
    const ann = authHeader(t.deps, { userId: 9001, companyId: acme, role: 'employee', employeeId: emp.Ann });
    const staff = await report('employee-summary', MARCH, ann);
    expect(staff.data.map((row) => row.employee)).toEqual([emp.Ann]);
    const mine = (await timeCards(`${MARCH}&employee__in=${emp.Ann}`)).reduce((sum, card) => sum + card.worked, 0);
    expect(staff.totals?.worked).toBe(mine);
    // naming the department (or nothing) still gives her rows only
    expect((await report('employee-summary', `${MARCH}&department__in=${dept.Sales}`, ann)).data.map((row) => row.employee)).toEqual([emp.Ann]);
    const punches = await report('transaction', MARCH, ann);
    expect(punches.total).toBeGreaterThan(0);
    expect(new Set(punches.data.map((row) => row.employee))).toEqual(new Set([emp.Ann]));
    const refused = async (url: string) => (await call(ann, `${REPORTS}${url}`)).statusCode;
    expect(await refused(`employee-summary/?${MARCH}&employee__in=${emp.Bob}`)).toBe(403);
    expect(await refused(`employee-summary/?${MARCH}&employee__in=${emp.Ann},${emp.Bob}`)).toBe(403);
    expect(await refused(`department-summary/?${MARCH}`)).toBe(403);
    expect(await refused(`payroll-summary/?${MARCH}`)).toBe(403);
    expect(await refused(`employee-summary/?${MARCH}&export=xlsx`)).toBe(403);
  });

  test('personal total time card and incident detail (PERSONAL_REPORTS): her own days only, whatever she names', async () => {
    expect(PERSONAL_REPORTS).toMatchObject({ 'total-time-card': 'total-timecard', 'incident-detail': 'abnormal' });
    const ann = authHeader(t.deps, { userId: 9001, companyId: acme, role: 'employee', employeeId: emp.Ann });
    const days = await report(PERSONAL_REPORTS['total-time-card'], MARCH, ann);
    const cards = await timeCards(`${MARCH}&employee__in=${emp.Ann}`);
    expect(new Set(days.data.map((row) => row.employee))).toEqual(new Set([emp.Ann]));
    expect(days.totals?.worked).toBe(sumOf(cards, 'worked'));
    // the administrator's report has every employee: the restriction is the login's, not the report's
    expect(new Set((await report(PERSONAL_REPORTS['total-time-card'], MARCH)).data.map((row) => row.employee)).size).toBe(4);
    // Dia's missing check-out is an incident of hers, never of Ann's
    const incidents = await report(PERSONAL_REPORTS['incident-detail'], MARCH, ann);
    expect(incidents.total).toBeGreaterThan(0);
    // another department named: still only hers, so nothing
    expect((await report(PERSONAL_REPORTS['incident-detail'], `${MARCH}&department__in=${dept.Ops}`, ann)).total).toBe(0);
    expect(new Set(incidents.data.map((row) => row.employee))).toEqual(new Set([emp.Ann]));
    const everyone = await report(PERSONAL_REPORTS['incident-detail'], MARCH);
    expect(everyone.data.some((row) => row.employee === emp.Dia && String(row.exceptions).includes('Missing clock-out'))).toBe(true);
    const refused = async (url: string) => (await call(ann, `${REPORTS}${url}`)).statusCode;
    expect(await refused(`total-timecard/?${MARCH}&employee__in=${emp.Dia}`)).toBe(403);
    expect(await refused(`abnormal/?${MARCH}&employee__in=${emp.Bob}`)).toBe(403);
    expect(await refused(`total-timecard/?${MARCH}&export=pdf`)).toBe(403);
  });
});
