/**
 * `export/` and `import/` that the kernel gives every resource (ADR 0066), through complement events (unique
 * name, dates, a ref, an integer with a range, a boolean, multi-line remarks): CSV and XLSX, filters, the
 * background job of a large export, import all-or-nothing with per-row errors and dry run, updates by id,
 * permissions, the operation log in the same transaction, tenant isolation.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/web/complement/api/v2/events/';

let t: TestApp;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;
let viewerA: string;
let employeeA: string;
let locationA: number;

const get = (auth: string, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: url.startsWith('/') ? url : `${BASE}${url}`, headers: { authorization: auth, ...headers } });

const postJson = (auth: string, url: string, body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: url.startsWith('/') ? url : `${BASE}${url}`, headers: { authorization: auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** POST a file as multipart/form-data in the field `file`. */
function upload(auth: string, file: Buffer | string, fileName: string, query = '', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const boundary = '----timekeep-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `${BASE}import/${query}`, headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, payload: body });
}

async function count(table: string, companyId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where company_id = ${companyId}`.execute(t.deps.database.db);
  return rows[0].n;
}

async function logs(companyId: number, action: string): Promise<Array<{ summary: string; user_id: number | null }>> {
  const { rows } = await sql<{ summary: string; user_id: number | null }>`select summary, user_id from operation_logs where company_id = ${companyId} and action = ${action} and resource = 'complement.event' order by id`.execute(t.deps.database.db);
  return rows;
}

async function member(companyId: number, email: string, role: 'admin' | 'user'): Promise<number> {
  const userId = await createUser(t.deps, email);
  await t.deps.database.db.insertInto('memberships').values({ company_id: companyId, user_id: userId, role }).execute();
  return userId;
}

function csvLines(response: LightMyRequestResponse): string[] {
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1).split('\r\n').filter((line) => line !== '');
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await member(companyA, 'boss@acme.test', 'admin'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await member(companyB, 'boss@globex.test', 'admin'), companyId: companyB });
  const viewer = await member(companyA, 'viewer@acme.test', 'user');
  viewerA = authHeader(t.deps, { userId: viewer, companyId: companyA, role: 'user' });
  employeeA = authHeader(t.deps, { userId: 1, companyId: companyA, role: 'employee', employeeId: 1 });
  locationA = (await postJson(adminA, '/web/personnel/api/v2/locations/', { name: 'Head office' })).json().data.id as number;
  const group = await postJson(adminA, '/web/system/api/v2/groups/', { name: 'Event viewers', permissions: ['complement.view_event'] });
  const users = await get(adminA, '/web/system/api/v2/users/?search=viewer');
  const viewerRow = users.json().data.data[0] as { id: number };
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/web/system/api/v2/users/${viewerRow.id}/`,
    headers: { authorization: adminA, 'content-type': 'application/json' },
    payload: JSON.stringify({ groups: [group.json().data.id] }),
  });
  expect(patched.statusCode).toBe(200);
  for (const body of [
    { name: 'Summer party', start_date: '2026-07-01', location: locationA, capacity: 50, is_public: true, remarks: 'Line one\nLine two' },
    { name: '@home', start_date: '2026-05-10' },
  ]) {
    expect((await postJson(adminA, '', body)).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

describe('export', () => {
  test('CSV: translated headers (a shared label gets its field), filters, the formula guard, a download name, one log row', async () => {
    const before = (await logs(companyA, 'export')).length;
    const all = await get(adminA, 'export/?ordering=name');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="Event-\d{8}\.csv"$/);
    const lines = csvLines(all);
    expect(lines[0]).toBe('ID,Name,Start date,End date,Location,Location (location_name),Capacity,Public,Remarks');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,'@home,2026-05-10,,,,0,false,$/);
    expect(lines[2]).toMatch(new RegExp(`^\\d+,Summer party,2026-07-01,,${locationA},Head office,50,true,"Line one\nLine two"$`));

    expect(csvLines(await get(adminA, 'export/?is_public=true')).slice(1).map((line) => line.split(',')[1])).toEqual(['Summer party']);
    expect(csvLines(await get(adminA, 'export/?search=summer'))).toHaveLength(2);
    expect((await get(adminA, 'export/?start_date__gte=2026-02-30')).statusCode).toBe(400);
    expect((await get(adminA, 'export/?ordering=remarks')).statusCode).toBe(400);
    expect((await get(adminA, 'export/?format=pdf')).statusCode).toBe(400);

    const arabic = csvLines(await get(adminA, 'export/', { 'accept-language': 'ar' }));
    expect(arabic[0].split(',')[0]).toBe('ID');
    expect(arabic[0]).not.toContain('Name');
    expect((await logs(companyA, 'export')).length).toBe(before + 4);
  });

  test('XLSX keeps types; the file imports back unchanged (ids update, nothing new)', async () => {
    const response = await get(adminA, 'export/?format=xlsx&ordering=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(3);
    expect(row.getCell(2).value).toBe('Summer party');
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 6, 1)));
    expect(row.getCell(7).value).toBe(50);
    expect(row.getCell(8).value).toBe(true);

    const events = await count('events', companyA);
    const back = await upload(adminA, response.rawPayload, 'events.xlsx');
    expect(back.json()).toEqual({ code: 'ZCOM0000', context: {}, data: { created: 0, updated: 2, errors: [] } });
    expect(await count('events', companyA)).toBe(events);
    const party = (await get(adminA, '?search=summer')).json().data.data[0];
    expect(party).toMatchObject({ start_date: '2026-07-01', location: locationA, capacity: 50, is_public: true, remarks: 'Line one\nLine two' });
  });

  test('a large export becomes a job with progress and a file of the same company', async () => {
    await t.deps.database.withTenant(companyB, (trx) =>
      sql`insert into events (company_id, name, start_date, capacity) select ${companyB}, 'Bulk ' || g, date '2026-01-01' + (g % 300), g from generate_series(1, 2001) g`.execute(trx),
    );
    const started = await get(adminB, 'export/?format=csv');
    expect(started.statusCode).toBe(202);
    const job = started.json().data.job as number;
    // The app's own runner may claim the job first; either way it finishes.
    let view: Record<string, unknown> = {};
    for (let tries = 0; tries < 100 && view.status !== 'done' && view.status !== 'failed'; tries += 1) {
      await t.deps.jobs.runDue();
      view = (await get(adminB, `/web/api/v2/jobs/${job}/`)).json().data;
      if (view.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(view).toMatchObject({ status: 'done', progress: 100, file_url: `/web/api/v2/jobs/${job}/file/` });
    const file = await get(adminB, view.file_url as string);
    const lines = csvLines(file);
    expect(lines).toHaveLength(2002);
    expect(lines.some((line) => line.includes('Summer party'))).toBe(false);
    // Another company never sees the job.
    expect((await get(adminA, `/web/api/v2/jobs/${job}/`)).statusCode).toBe(404);
  });
});

describe('import', () => {
  const HEADER = 'Name,Start date,Location,Capacity,Public,Remarks';

  test('every row error is reported with its spreadsheet row and nothing is written; a dry run writes nothing either', async () => {
    const before = { events: await count('events', companyA), logs: (await logs(companyA, 'import')).length };
    const bad = await upload(
      adminA,
      [
        HEADER,
        'Gala,2026-09-01,,10,yes,', // fine
        'Picnic,2026-02-30,,x,maybe,', // date, capacity, public
        ',2026-09-02,,,,', // name required
        `Gala,2026-09-03,${locationA},,,`, // the same name as row 2
        'Fair,2026-09-04,999999,,,', // a location the company does not have
        'Big,2026-09-05,,100001,,', // beyond the column's range
      ].join('\n'),
      'events.csv',
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json().code).toBe('ZBLK0422');
    const errors = (bad.json().data.errors as Array<{ row: number; field: string; code: string }>).map(({ row, field, code }) => `${row}:${field}:${code}`);
    expect(errors).toEqual(['3:start_date:invalid', '3:capacity:type', '3:is_public:type', '4:name:required', '7:capacity:invalid']);
    expect((bad.json().data.errors as Array<{ message: string }>)[0].message).toBe('The value is not valid.');

    // Rows that pass every check on their own still meet the database's rules in the write (all or nothing).
    const clash = await upload(adminA, [HEADER, 'Gala,2026-09-01,,,,', `Gala,2026-09-03,${locationA},,,`, 'Fair,2026-09-04,999999,,,'].join('\n'), 'events.csv', '?dry_run=true');
    expect(clash.json().data.errors.map(({ row, field, code }: { row: number; field: string; code: string }) => `${row}:${field}:${code}`)).toEqual([
      '3:name:ZGEN0460',
      '4:location:ZGEN0461',
    ]);
    const dry = await upload(adminA, [HEADER, 'Gala,2026-09-01,,,,'].join('\n'), 'events.csv', '?dry_run=true');
    expect(dry.json()).toEqual({ code: 'ZCOM0000', context: {}, data: { created: 1, updated: 0, errors: [] } });
    expect({ events: await count('events', companyA), logs: (await logs(companyA, 'import')).length }).toEqual(before);
  });

  test('imports all rows in one transaction with one log row; labels in any language and field names are headers', async () => {
    const before = await count('events', companyA);
    const arabicName = 'الاسم';
    const created = await upload(adminA, `\uFEFFname;start_date;capacity;is_public\nAutumn;2026-10-01;5;true\nWinter;2026-12-01;;no`, 'events.csv');
    expect(created.json().data).toEqual({ created: 2, updated: 0, errors: [] });
    expect(await count('events', companyA)).toBe(before + 2);
    const log = await logs(companyA, 'import');
    expect(log[log.length - 1].summary).toBe('+2 ~0 (events.csv)');
    expect(log[log.length - 1].user_id).not.toBeNull();

    const autumn = (await get(adminA, '?search=autumn')).json().data.data[0] as { id: number };
    const header = (await get(adminA, 'export/', { 'accept-language': 'ar' })).body.slice(1).split('\r\n')[0].split(',');
    expect(header).toContain(arabicName);
    const changed = await upload(adminA, `ID,${arabicName},Capacity\n${autumn.id},Autumn fair,7`, 'events.csv');
    expect(changed.json().data).toEqual({ created: 0, updated: 1, errors: [] });
    expect((await get(adminA, `${autumn.id}/`)).json().data).toMatchObject({ name: 'Autumn fair', capacity: 7, start_date: '2026-10-01', is_public: true });
  });

  test('refuses unknown columns, files of no known type, and a missing file', async () => {
    const unknown = await upload(adminA, 'Name,Start date,Colour\nA,2026-01-01,red', 'events.csv');
    expect(unknown.json().data.errors).toEqual([{ row: 1, field: 'Colour', code: 'unknownColumn', message: 'Unknown column "Colour".' }]);
    expect((await upload(adminA, 'a', 'events.pdf')).statusCode).toBe(415);
    expect((await postJson(adminA, 'import/', { file: 'x' })).statusCode).toBe(400);
  });
});

describe('background import', () => {
  /** Runs due jobs until the job ends; answers its view. */
  async function finished(auth: string, job: number): Promise<Record<string, unknown>> {
    let view: Record<string, unknown> = {};
    for (let tries = 0; tries < 100 && view.status !== 'done' && view.status !== 'failed'; tries += 1) {
      await t.deps.jobs.runDue();
      view = (await get(auth, `/web/api/v2/jobs/${job}/`)).json().data;
      if (view.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return view;
  }

  test('a file above IMPORT_JOB_BYTES becomes a job whose result is the import’s answer (dry run, errors, then all rows)', async () => {
    const limit = t.deps.config.importJobBytes;
    t.deps.config.importJobBytes = 100;
    try {
      const before = { events: await count('events', companyB), logs: (await logs(companyB, 'import')).length };
      const rows = Array.from({ length: 40 }, (_, n) => `Job fair ${n},2026-03-${String((n % 28) + 1).padStart(2, '0')},,${n},,`);
      const file = ['Name,Start date,Location,Capacity,Public,Remarks', ...rows].join('\n');

      const dry = await upload(adminB, file, 'events.csv', '?dry_run=true');
      expect(dry.statusCode).toBe(202);
      expect(await finished(adminB, dry.json().data.job as number)).toMatchObject({ status: 'done', progress: 100, result: { created: 40, updated: 0, errors: [] } });
      expect(await count('events', companyB)).toBe(before.events);

      const bad = await upload(adminB, `${file}\nJob fair 1,2026-04-01,,,,`, 'events.csv');
      const badView = await finished(adminB, bad.json().data.job as number);
      expect(badView).toMatchObject({ status: 'done', result: { created: 0, errors: [expect.objectContaining({ row: 42, field: 'name' })] } });
      expect(await count('events', companyB)).toBe(before.events);

      const done = await upload(adminB, file, 'events.csv');
      const job = done.json().data.job as number;
      expect(await finished(adminB, job)).toMatchObject({ status: 'done', result: { created: 40, updated: 0, errors: [] } });
      expect(await count('events', companyB)).toBe(before.events + 40);
      expect((await logs(companyB, 'import')).length).toBe(before.logs + 1);
      // The job is the importing company's; the stored upload is gone once it ran.
      expect((await get(adminA, `/web/api/v2/jobs/${job}/`)).statusCode).toBe(404);
      expect(fs.readdirSync(path.join(t.deps.config.dataDir, 'files', 'imports'))).toEqual([]);
    } finally {
      t.deps.config.importJobBytes = limit;
    }
  });
});

describe('permissions and tenants', () => {
  test('export and import need their own permission', async () => {
    for (const auth of [viewerA, employeeA]) {
      expect((await get(auth, 'export/')).statusCode).toBe(403);
      expect((await upload(auth, 'Name,Start date\nX,2026-01-01', 'events.csv')).statusCode).toBe(403);
    }
    expect((await get(viewerA, '')).statusCode).toBe(200);
    expect((await get('', 'export/')).statusCode).toBe(401);
  });

  test('a company exports only its rows and cannot change another company’s by id', async () => {
    const partyA = (await get(adminA, '?search=summer')).json().data.data[0] as { id: number };
    expect(csvLines(await get(adminB, 'export/?search=summer'))).toHaveLength(1);
    const foreign = await upload(adminB, `ID,Name\n${partyA.id},Hijacked`, 'events.csv');
    expect(foreign.json().data.errors).toEqual([expect.objectContaining({ row: 2, field: 'id', code: 'ZGEN0404' })]);
    expect((await get(adminA, `${partyA.id}/`)).json().data.name).toBe('Summer party');
  });
});
