/**
 * The export and import runners on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL), on a
 * synthetic tenant resource: a small export streams, a large one is a job whose file the jobs API serves; an
 * import is all or nothing with per-row errors, and a dry run writes nothing.
 */
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { JobView } from '@timekeep/contracts';
import { exportRows, registerExportJob, type ExportSource } from '../../src/bulk/export-rows';
import { importRows } from '../../src/bulk/import-rows';
import { readRows } from '../../src/bulk/read-rows';
import { toCsv } from '../../src/bulk/csv';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createPeopleTable, parsePerson, person, PEOPLE_COLUMNS, writePeople, type Person } from '../support/people-resource';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let userA: number;
let adminA: string;
let adminB: string;
let exporter: FastifyInstance;

const EXPORT_KIND = 'test.people.export';

function source(count: number, format: 'csv' | 'xlsx'): ExportSource<Person> {
  return {
    format,
    fileName: `people.${format}`,
    columns: PEOPLE_COLUMNS,
    count,
    rows: async function* () {
      for (let i = 0; i < count; i += 1) yield person(i);
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await createPeopleTable(t.deps.database);
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  userA = await createUser(t.deps, 'boss@acme.test');
  const userB = await createUser(t.deps, 'boss@globex.test');
  adminA = authHeader(t.deps, { userId: userA, companyId: companyA });
  adminB = authHeader(t.deps, { userId: userB, companyId: companyB });
  registerExportJob<{ count: number; format: 'csv' | 'xlsx' }, Person>(t.deps.jobs, EXPORT_KIND, async (payload) => source(payload.count, payload.format));
  // The route a resource kernel registers, on its own small app around the same deps.
  exporter = Fastify({ logger: false });
  exporter.get<{ Querystring: { count: string; format: 'csv' | 'xlsx' } }>('/export/', async (request, reply) => {
    const count = Number(request.query.count);
    return exportRows({
      deps: t.deps,
      reply,
      companyId: companyA,
      userId: userA,
      permission: 'test.export_people',
      syncRowLimit: 100,
      ...source(count, request.query.format),
      job: { kind: EXPORT_KIND, payload: { count, format: request.query.format } },
    });
  });
  await exporter.ready();
}, 180_000);

afterAll(async () => {
  await exporter?.close();
  await t?.close();
});

async function countPeople(companyId: number): Promise<number> {
  return t.deps.database.withTenant(companyId, async (trx) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from test_people where company_id = ${companyId}`.execute(trx)).rows[0].n),
  );
}

function importCsv(companyId: number, rows: Person[], dryRun = false, extra = '') {
  return importRows({
    deps: t.deps,
    companyId,
    file: Readable.from([Buffer.from(toCsv(PEOPLE_COLUMNS, rows) + extra, 'utf8')]),
    fileName: 'people.csv',
    dryRun,
    batchSize: 7,
    parse: parsePerson,
    write: writePeople(companyId),
  });
}

describe('export', () => {
  it('streams a small export as the file, with its name', async () => {
    const response = await exporter.inject({ method: 'GET', url: '/export/?count=3&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="people.csv"');
    expect(response.body).toBe(toCsv(PEOPLE_COLUMNS, [person(0), person(1), person(2)]));
  });

  it('runs a large export as a job with progress; the jobs API serves the file to the company only', async () => {
    const response = await exporter.inject({ method: 'GET', url: '/export/?count=1200&format=xlsx' });
    expect(response.statusCode).toBe(202);
    const id = (response.json() as { data: { job: number } }).data.job;
    const progress: number[] = [];
    const unsubscribe = t.deps.jobs.subscribe((event) => event.view.id === id && progress.push(event.view.progress));
    let view: JobView | null = null;
    for (let i = 0; i < 500 && view?.status !== 'done'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      view = (await t.app.inject({ method: 'GET', url: `/web/api/v2/jobs/${id}/`, headers: { authorization: adminA } })).json<{ data: JobView }>().data;
    }
    unsubscribe();
    expect(view).toMatchObject({ status: 'done', progress: 100, result: { rows: 1200, file_name: 'people.xlsx' } });
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);

    const file = await t.app.inject({ method: 'GET', url: view?.file_url as string, headers: { authorization: adminA } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="people.xlsx"');
    const rows = [];
    for await (const row of readRows(Readable.from([file.rawPayload]), { fileName: 'people.xlsx' })) rows.push(row);
    expect(rows).toHaveLength(1200);
    expect(rows[1199]).toMatchObject({ row: 1201, values: { Code: person(1199).code, Hours: person(1199).hours } });
    expect((await t.app.inject({ method: 'GET', url: view?.file_url as string, headers: { authorization: adminB } })).statusCode).toBe(404);
  });
});

describe('import', () => {
  it('writes every row in batches and answers the counts', async () => {
    const people = Array.from({ length: 20 }, (_, i) => person(i));
    expect(await importCsv(companyA, people)).toEqual({ created: 20, updated: 0, errors: [] });
    expect(await countPeople(companyA)).toBe(20);
    expect(await countPeople(companyB)).toBe(0);
  });

  it('writes nothing when a row is invalid, and lists every error with its spreadsheet row', async () => {
    const people = Array.from({ length: 5 }, (_, i) => person(100 + i));
    const result = await importCsv(companyA, people, false, 'E9,,2025-01-01,x,maybe\r\n');
    expect(result.created).toBe(0);
    expect(result.errors).toEqual([
      { row: 7, field: 'name', code: 'required', message: 'This field is required.' },
      { row: 7, field: 'hours', code: 'invalid', message: 'A number.' },
      { row: 7, field: 'active', code: 'invalid', message: 'true or false.' },
    ]);
    expect(await countPeople(companyA)).toBe(20);
  });

  it('rolls back earlier batches when a later batch finds a clash (all or nothing)', async () => {
    // Rows 2..16 are new, row 17 repeats a code imported before: batches of 7 were already inserted.
    const people = [...Array.from({ length: 15 }, (_, i) => person(200 + i)), person(3)];
    const result = await importCsv(companyA, people);
    expect(result).toEqual({ created: 0, updated: 0, errors: [{ row: 17, field: 'code', code: 'unique', message: 'This code is already used.' }] });
    expect(await countPeople(companyA)).toBe(20);
  });

  it('dry run validates against the database and writes nothing', async () => {
    const people = Array.from({ length: 10 }, (_, i) => person(300 + i));
    expect(await importCsv(companyA, people, true)).toEqual({ created: 10, updated: 0, errors: [] });
    expect(await countPeople(companyA)).toBe(20);
    // The same codes in another company are no clash (the check is tenant-scoped).
    expect(await importCsv(companyB, Array.from({ length: 3 }, (_, i) => person(i)))).toMatchObject({ created: 3, errors: [] });
  });
});
