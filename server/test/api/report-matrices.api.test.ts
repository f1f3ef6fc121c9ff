/**
 * The matrix reports (issue 15): one row per employee, a status cell per day of the range read from the stored
 * daily results, the legend with the pay codes' symbols and colours (defaults where a company has none), the
 * counts and minutes after the days, paging by employee, tenant isolation, and the exports: XLSX cells filled
 * with the status colour, CSV with the symbols, a landscape PDF.
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
const emp: Record<string, number> = {};

const REPORTS = '/web/att/api/v2/reports/';
const RANGE = 'start_date=2026-03-01&end_date=2026-03-05';

interface MatrixPage {
  columns: { key: string; title: string; kind?: string; sortable?: boolean; fixed?: boolean; date?: string }[];
  data: Record<string, unknown>[];
  total: number;
  totals: Record<string, number> | null;
  legend?: { code: string; symbol: string; color: string; title: string }[];
}

const call = (auth: string, url: string, language = 'en'): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url, headers: { authorization: auth, 'accept-language': language } });

const matrix = async (auth: string, name: string, query: string, language = 'en'): Promise<MatrixPage> => {
  const response = await call(auth, `${REPORTS}${name}/?${query}`, language);
  expect([response.statusCode, response.json().code]).toEqual([200, 'ZRPT0000']);
  return response.json().data as MatrixPage;
};

type Day = [date: string, status: string, minutes?: Partial<Record<'worked' | 'late' | 'absent' | 'leave' | 'ot' | 'duty', number>>];

async function seed(companyId: number, employees: { code: string; first: string; days: Day[]; resigned?: boolean }[]): Promise<void> {
  await t.deps.database.withTenant(companyId, async (trx) => {
    const { rows: made } = await sql<{ id: string }>`insert into departments (company_id, name) values (${companyId}, 'Plant') returning id`.execute(trx);
    for (const employee of employees) {
      const { rows } = await sql<{ id: string }>`
        insert into employees (company_id, emp_code, first_name, last_name, department_id, resigned)
        values (${companyId}, ${employee.code}, ${employee.first}, 'Test', ${Number(made[0].id)}, ${employee.resigned ?? false}) returning id`.execute(trx);
      emp[`${companyId}:${employee.code}`] = Number(rows[0].id);
      for (const [date, status, minutes = {}] of employee.days) {
        await sql`insert into att_day_results (company_id, employee_id, work_date, status, duty, worked, late, absent, leave, ot, fingerprint, calculated_at)
          values (${companyId}, ${Number(rows[0].id)}, ${date}, ${status}, ${minutes.duty ?? 0}, ${minutes.worked ?? 0}, ${minutes.late ?? 0}, ${minutes.absent ?? 0},
                  ${minutes.leave ?? 0}, ${minutes.ot ?? 0}, 'test', now())`.execute(trx);
      }
    }
  });
}

async function exported(auth: string, name: string, query: string, format: string, language = 'en'): Promise<Buffer> {
  const started = await t.app.inject({ method: 'GET', url: `${REPORTS}${name}/?${query}&export=${format}`, headers: { authorization: auth, 'accept-language': language } });
  expect([started.statusCode, started.json().code]).toEqual([202, 'ZRPT0000']);
  let view: Record<string, unknown> = {};
  for (let tries = 0; tries < 100 && view.status !== 'done' && view.status !== 'failed'; tries += 1) {
    await t.deps.jobs.runDue();
    view = (await call(auth, `/web/api/v2/jobs/${started.json().data.job as number}/`)).json().data;
    if (view.status !== 'done' && view.status !== 'failed') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(view).toMatchObject({ status: 'done', progress: 100 });
  return (await call(auth, view.file_url as string)).rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
  await seed(companyA, [
    {
      code: '2001',
      first: 'Ada',
      days: [
        ['2026-03-01', 'rest_day'],
        ['2026-03-02', 'present', { duty: 480, worked: 480 }],
        ['2026-03-03', 'absent', { duty: 480, absent: 480 }],
        ['2026-03-04', 'leave', { duty: 480, leave: 480 }],
        ['2026-03-05', 'late', { duty: 480, worked: 465, late: 15, ot: 30 }],
      ],
    },
    { code: '2002', first: 'Ben', days: [['2026-03-02', 'holiday_worked', { worked: 240 }], ['2026-03-03', 'missing_out', { duty: 480 }], ['2026-03-04', 'half_day', { duty: 480, worked: 240, absent: 240 }]] },
    // no results in the range: active employees still get an (empty) row, resigned ones do not
    { code: '2003', first: 'Cy', days: [] },
    { code: '2004', first: 'Dee', days: [], resigned: true },
  ]);
  await seed(companyB, [{ code: '2001', first: 'Zed', days: [['2026-03-03', 'present', { worked: 480 }]] }]);
  // Company A prints absent days as "X" in red; every other code keeps its default.
  await t.deps.database.withTenant(companyA, (trx) =>
    sql`insert into pay_codes (company_id, name, key, unit, minimum_unit, symbol, color) values (${companyA}, 'Absent', 'absent', 'hour', 0.25, 'X', '#cc0000')`.execute(trx),
  );
}, 180_000); // seeds a month of results: past the default 60 s on a loaded runner (it took 49 s alone here)

afterAll(async () => {
  await t.close();
});

describe('matrix reports', () => {
  test('daily-status: a status cell per day, the pay code symbols in the legend, counts per code, paged by employee', async () => {
    const page = await matrix(adminA, 'daily-status', RANGE);
    expect(page.columns.slice(0, 5)).toEqual([
      { key: 'emp_code', title: 'Employee ID', fixed: true },
      { key: 'name', title: 'Name', fixed: true },
      { key: 'department', title: 'Department' },
      { key: 'd2026-03-01', title: '01', kind: 'status', sortable: false, date: '2026-03-01' },
      { key: 'd2026-03-02', title: '02', kind: 'status', sortable: false, date: '2026-03-02' },
    ]);
    expect(page.columns.filter((column) => column.kind === 'status')).toHaveLength(5);
    expect(page.total).toBe(3);
    const [ada, ben, cy] = page.data;
    expect([ada.emp_code, ben.emp_code, cy.emp_code]).toEqual(['2001', '2002', '2003']);
    expect(['d2026-03-01', 'd2026-03-02', 'd2026-03-03', 'd2026-03-04', 'd2026-03-05'].map((key) => ada[key])).toEqual(['rest', 'present', 'absent', 'leave', 'late']);
    expect(['d2026-03-02', 'd2026-03-03', 'd2026-03-04'].map((key) => ben[key])).toEqual(['holiday', 'incomplete', 'absent']);
    expect(cy['d2026-03-02']).toBeNull();
    expect(ada).toMatchObject({ days_present: 1, days_absent: 1, days_leave: 1, days_late: 1, days_rest: 1, days_holiday: 0 });
    expect(page.totals).toMatchObject({ days_absent: 2, days_present: 1, days_incomplete: 1, days_holiday: 1 });
    const legend = Object.fromEntries((page.legend ?? []).map((entry) => [entry.code, entry]));
    expect(legend.absent).toEqual({ code: 'absent', symbol: 'X', color: '#cc0000', title: 'Absent' });
    expect(legend.leave).toEqual({ code: 'leave', symbol: 'LV', color: '#722ed1', title: 'Leave' });
    // one employee per row: page 2 of size 2 is the third employee
    expect((await matrix(adminA, 'daily-status', `${RANGE}&page_size=2&page=2`)).data.map((row) => row.emp_code)).toEqual(['2003']);
    expect((await matrix(adminA, 'daily-status', `${RANGE}&ordering=-days_absent&page_size=1`)).data[0].emp_code).toBe('2001');
    const refused = await call(adminA, `${REPORTS}daily-status/?${RANGE}&ordering=d2026-03-01`);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'ZRPT0004']);
    // another company's employee never appears, even by id
    expect((await matrix(adminA, 'daily-status', `${RANGE}&employee__in=${emp[`${companyB}:2001`]}`)).total).toBe(0);
    const other = await matrix(adminB, 'daily-status', RANGE);
    expect(other.data.map((row) => [row.name, row['d2026-03-03']])).toEqual([['Zed Test', 'present']]);
    expect(Object.fromEntries((other.legend ?? []).map((entry) => [entry.code, entry.symbol])).absent).toBe('A');
  });

  test('monthly_status_summary and monthly-basic-status: the same days, their counts and minutes; titles translated', async () => {
    const summary = await matrix(adminA, 'monthly_status_summary', `${RANGE}&employee__in=${emp[`${companyA}:2001`]}`);
    expect(summary.data).toHaveLength(1);
    expect(summary.data[0]).toMatchObject({ 'd2026-03-03': 'absent', 'd2026-03-04': 'leave', days_absent: 1, days_leave: 1, late: 15, absent: 480, leave: 480, ot: 30 });
    expect(summary.columns.find((column) => column.key === 'late')).toMatchObject({ kind: 'minutes', pay_code: 'late' });
    const basic = await matrix(adminA, 'monthly-basic-status', RANGE);
    // Ben's missing check-out is an incomplete day (its cell shows "M"), his half day an attended one
    expect(basic.data.map((row) => [row.emp_code, row.days_present, row.days_absent, row.days_leave, row.days_incomplete, row.days_holiday_worked, row.days_week_off])).toEqual([
      ['2001', 2, 1, 1, 0, 0, 1],
      ['2002', 1, 0, 0, 1, 1, 0],
      ['2003', 0, 0, 0, 0, 0, 0],
    ]);
    const arabic = await matrix(adminA, 'monthly-basic-status', 'start_date=2026-02-27&end_date=2026-03-02', 'ar');
    expect(arabic.columns.filter((column) => column.kind === 'status').map((column) => column.title)).toEqual(['02-27', '02-28', '03-01', '03-02']);
    expect(arabic.legend?.find((entry) => entry.code === 'leave')?.title).toBe('إجازة');
    const list = (await call(adminA, REPORTS)).json().data as { name: string; title: string }[];
    expect(list.filter((entry) => ['daily-status', 'monthly-basic-status', 'monthly_status_summary', 'monthly-attsheet-summary', 'monthly-attendance-status'].includes(entry.name))).toHaveLength(5);
    for (const name of ['monthly-attsheet-summary', 'monthly-attendance-status']) expect((await matrix(adminA, name, RANGE)).total).toBe(3);
  });
});

describe('one classification of days (DAY_KIND_OF_STATUS)', () => {
  test('the monthly basic status and attendance sheet count the days as employee-summary does, under the report setting too', async () => {
    const agree = async () => {
      const summary = await matrix(adminA, 'employee-summary', RANGE);
      const basic = await matrix(adminA, 'monthly-basic-status', RANGE);
      const sheet = await matrix(adminA, 'monthly-attsheet-summary', RANGE);
      for (const row of summary.data) {
        const b = basic.data.find((one) => one.employee === row.employee) as Record<string, number>;
        const s = sheet.data.find((one) => one.employee === row.employee) as Record<string, number>;
        const days = { present: row.present_days, absent: row.absent_days, leave: row.leave_days, incomplete: row.incomplete_days };
        expect([row.emp_code, b.days_present + b.days_holiday_worked + b.days_week_off_worked, b.days_absent, b.days_leave, b.days_incomplete]).toEqual([row.emp_code, days.present, days.absent, days.leave, days.incomplete]);
        expect([row.emp_code, s.days_present, s.days_absent, s.days_leave]).toEqual([row.emp_code, days.present, days.absent, days.leave]);
      }
      return summary.totals as Record<string, number>;
    };
    expect(await agree()).toMatchObject({ present_days: 4, incomplete_days: 1 });
    // a missing punch counted absent: both move together
    const setting = (payload: object) => t.app.inject({ method: 'PATCH', url: '/web/att/api/v2/report-setting/', headers: { authorization: adminA }, payload });
    expect((await setting({ missing_punch: 'absent' })).json().code).toBe('ZRPT0000');
    try {
      expect(await agree()).toMatchObject({ incomplete_days: 0, absent_days: 2 });
    } finally {
      await setting({ missing_punch: 'incomplete' });
    }
  });
});

describe('matrix exports', () => {
  test('XLSX: each status cell holds the symbol on its colour; CSV: the symbols', async () => {
    const file = await exported(adminA, 'daily-status', `${RANGE}&employee__in=${emp[`${companyA}:2001`]}`, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual(['Employee ID', 'Name', 'Department', '01', '02', '03', '04', '05']);
    const ada = sheet.getRow(2);
    expect([4, 5, 6, 7, 8].map((index) => ada.getCell(index).value)).toEqual(['R', 'P', 'X', 'LV', 'L']);
    const fill = (index: number) => (ada.getCell(index).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect([fill(6), fill(7), fill(5)]).toEqual(['FFCC0000', 'FF722ED1', 'FF52C41A']);
    expect(fill(1)).toBeUndefined();

    const csv = (await exported(adminA, 'daily-status', RANGE, 'csv')).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[1].split(',').slice(0, 8)).toEqual(['2001', 'Ada Test', 'Plant', 'R', 'P', 'X', 'LV', 'L']);
    expect(csv[2].split(',').slice(3, 8)).toEqual(['', 'H', 'M', 'X', '']);
  });

  test('PDF in Arabic: landscape, with the legend', async () => {
    const file = await exported(adminA, 'monthly_status_summary', RANGE, 'pdf', 'ar');
    const text = file.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // A4 landscape: the media box is wider than tall
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
