/**
 * Reports (issue 15, ADR 0074): the report settings (pay codes, punch states, the company's setting) and the
 * report framework on the pinned `GET /web/att/api/v2/reports/<report>/` — rows and totals of the transaction
 * reports for seeded punches, paging and ordering, filters, tenant isolation, and exports as jobs: an XLSX that
 * exceljs reads back with the pay code's rounding applied, a CSV, and a PDF (in Arabic).
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { authHeader, createCompany, createUser } from '../support/fixtures';
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
