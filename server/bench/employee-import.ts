/**
 * The employee part of `pnpm bench:import` (issue 11 goal: a 5,000-row XLSX employee import in ≤ 10 s, with
 * progress): the real `POST /web/personnel/api/v2/employees/import/` route of a test app (PGlite in memory, or
 * PostgreSQL with TEST_DATABASE_URL), a file naming departments by code and areas by name, dry run then import.
 */
import ExcelJS from 'exceljs';
import { authHeader, createCompany, createUser } from '../test/support/fixtures';
import { createTestApp, type TestApp } from '../test/support/test-app';

const BASE = '/web/personnel/api/v2';

type ImportAnswer = { created: number; errors: unknown[] };

async function jobResult(t: TestApp, auth: string, job: number): Promise<ImportAnswer> {
  for (;;) {
    await t.deps.jobs.runDue();
    const view = (await t.app.inject({ method: 'GET', url: `/web/api/v2/jobs/${job}/`, headers: { authorization: auth } })).json().data as { status: string; result: ImportAnswer };
    if (view.status === 'done') return view.result;
    if (view.status === 'failed') throw new Error(`import job ${job} failed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function benchEmployeeImport(rows: number): Promise<void> {
  const t = await createTestApp();
  try {
    const companyId = await createCompany(t.deps, 'benchimport');
    const admin = authHeader(t.deps, { userId: await createUser(t.deps, 'bench@import.test'), companyId });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { authorization: admin }, payload });
    for (const code of ['OPS', 'SALES', 'WH']) await post('/departments/', { name: `Dept ${code}`, code });
    for (const name of ['Dock', 'Gate', 'Yard']) await post('/areas/', { name });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRow(['Employee code', 'First name', 'Last name', 'Department', 'Areas', 'Card number', 'Hire date', 'Gender', 'Mobile']);
    for (let n = 0; n < rows; n += 1) {
      sheet.addRow([`B${String(n).padStart(6, '0')}`, `First${n}`, `Last${n}`, ['OPS', 'SALES', 'WH'][n % 3], n % 2 ? 'Dock, Gate' : 'Yard', String(900000 + n), '2025-03-01', n % 2 ? 'female' : 'male', `+52 55 ${1000000 + n}`]);
    }
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const boundary = '----timekeep-bench';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="employees.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const dry of [true, false]) {
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/employees/import/${dry ? '?dry_run=true' : ''}`,
        headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      // A file this large is imported by a background job (IMPORT_JOB_BYTES): the time is until its result.
      let data = res.json().data as { created: number; errors: unknown[]; job?: number };
      if (res.statusCode === 202 && data.job !== undefined) data = await jobResult(t, admin, data.job);
      const ms = performance.now() - start;
      if (data.errors.length > 0 || data.created !== rows) throw new Error(`employee import failed: ${res.body.slice(0, 400)}`);
      console.log(`employees ${t.deps.database.kind} xlsx import${dry ? ' (dry run)' : ''}: ${rows} rows in ${(ms / 1000).toFixed(2)} s (${Math.round(rows / (ms / 1000))} rows/s)`);
    }
  } finally {
    await t.close();
  }
}
