/**
 * `pnpm bench:import`: a 5,000-row XLSX import through importRows (read, strict per-row parse, one multi-row
 * insert per 500 rows, one transaction) on a synthetic tenant table, on in-memory PGlite or, with
 * BENCH_DATABASE_URL=postgres://…, on PostgreSQL. Goal (issue 11): ≤ 10 s. Also times the XLSX and CSV writers.
 *   ROWS=5000 RUNS=3 pnpm bench:import   (EMPLOYEES=0 leaves out the employee route; TEST_DATABASE_URL for it on PostgreSQL)
 */
import { Readable, Writable } from 'node:stream';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { importRows } from '../src/bulk/import-rows';
import { readRows } from '../src/bulk/read-rows';
import { writeCsv } from '../src/bulk/csv';
import { writeXlsx } from '../src/bulk/xlsx';
import { benchEmployeeImport } from './employee-import';
import { createPeopleTable, parsePerson, person, PEOPLE_COLUMNS, writePeople } from '../test/support/people-resource';

const ROWS = Number(process.env.ROWS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 3);

function sink(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  return {
    out: new Writable({ write: (chunk: Buffer, _e, done) => (chunks.push(chunk), done()) }),
    bytes: () => Buffer.concat(chunks),
  };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await createDatabase(url ? { databaseUrl: url } : { pgliteDataDir: 'memory://' });
  await migrate(database);
  await createPeopleTable(database);
  const people = Array.from({ length: ROWS }, (_, i) => person(i));

  let t0 = performance.now();
  const xlsx = sink();
  await writeXlsx(PEOPLE_COLUMNS, people, xlsx.out);
  const xlsxMs = performance.now() - t0;
  t0 = performance.now();
  const csv = sink();
  await writeCsv(PEOPLE_COLUMNS, people, csv.out);
  const csvMs = performance.now() - t0;
  console.log(`write ${ROWS} rows: xlsx ${xlsxMs.toFixed(0)} ms (${(xlsx.bytes().length / 1024).toFixed(0)} KB), csv ${csvMs.toFixed(0)} ms`);

  t0 = performance.now();
  let read = 0;
  for await (const row of readRows(Readable.from([xlsx.bytes()]), { fileName: 'people.xlsx' })) read += row.row > 0 ? 1 : 0;
  console.log(`read ${read} xlsx rows alone: ${(performance.now() - t0).toFixed(0)} ms`);

  for (let run = 1; run <= RUNS; run += 1) {
    const domain = `bench${run}${Date.now()}`;
    const company = await sql<{ id: number }>`insert into companies (company_name, company_domain) values (${domain}, ${domain}) returning id`.execute(database.db);
    const companyId = Number(company.rows[0].id);
    for (const [format, bytes] of [['csv', csv.bytes()], ['xlsx', xlsx.bytes()]] as const) {
      const start = performance.now();
      const dry = format === 'csv';
      const result = await importRows({
        deps: { database },
        companyId,
        file: Readable.from([bytes]),
        fileName: `people.${format}`,
        dryRun: dry,
        parse: parsePerson,
        write: writePeople(companyId),
      });
      const ms = performance.now() - start;
      if (result.errors.length > 0 || result.created !== ROWS) throw new Error(`import failed: ${JSON.stringify(result).slice(0, 300)}`);
      console.log(`run ${run} ${database.kind} import ${format}${dry ? ' (dry run)' : ''}: ${ROWS} rows in ${(ms / 1000).toFixed(2)} s (${Math.round(ROWS / (ms / 1000))} rows/s)`);
    }
  }
  await database.close();
  // The real employee route: kernel import with the employee's hooks, refs by code/name, links (areas).
  if (process.env.EMPLOYEES !== '0') await benchEmployeeImport(ROWS);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
