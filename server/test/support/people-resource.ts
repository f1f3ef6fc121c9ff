/**
 * A synthetic resource for the bulk tests and `pnpm bench:import`: a tenant table of people and the parse/write
 * callbacks a resource kernel would give importRows (strict checks per row, one multi-row insert per batch, a
 * unique code per company answered as a row error).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/database';
import type { Tables } from '../../src/db/schema';
import type { BulkColumn } from '../../src/bulk/columns';
import type { FieldError, ImportBatchResult, ParsedRow } from '../../src/bulk/import-rows';
import type { SheetRow } from '../../src/bulk/read-rows';

export interface Person {
  code: string;
  name: string;
  hired: string;
  hours: number;
  active: boolean;
}

export const PEOPLE_COLUMNS: ReadonlyArray<BulkColumn<Person>> = [
  { header: 'Code', value: (p) => p.code },
  { header: 'Name', value: (p) => p.name },
  { header: 'Hire date', value: (p) => p.hired, type: 'date' },
  { header: 'Hours', value: (p) => p.hours, type: 'number' },
  { header: 'Active', value: (p) => p.active, type: 'boolean' },
];

export async function createPeopleTable(database: Database): Promise<void> {
  await database.exec(`
    create table if not exists test_people (
      company_id bigint not null references companies (id),
      id bigserial not null,
      code text not null,
      name text not null,
      hired date not null,
      hours numeric not null,
      active boolean not null,
      primary key (company_id, id),
      unique (company_id, code)
    );
    select app_enable_tenant_rls('test_people');
    grant usage, select on sequence test_people_id_seq to timekeep_app;`);
}

export function person(i: number): Person {
  const day = String((i % 28) + 1).padStart(2, '0');
  return { code: `E${String(i).padStart(5, '0')}`, name: `Person ${i} محمد`, hired: `2025-03-${day}`, hours: (i % 9) + 0.5, active: i % 2 === 0 };
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

export function parsePerson({ values }: SheetRow): ParsedRow<Person> {
  const errors: FieldError[] = [];
  const code = text(values.Code);
  const name = text(values.Name);
  const hired = text(values['Hire date']);
  const hoursRaw = values.Hours;
  const hours = typeof hoursRaw === 'number' ? hoursRaw : Number(hoursRaw);
  const activeRaw = values.Active;
  const active = activeRaw === true || activeRaw === 'true' ? true : activeRaw === false || activeRaw === 'false' ? false : null;
  if (!code) errors.push({ field: 'code', code: 'required', message: 'This field is required.' });
  else if (code.length > 20) errors.push({ field: 'code', code: 'max_length', message: 'At most 20 characters.' });
  if (!name) errors.push({ field: 'name', code: 'required', message: 'This field is required.' });
  if (!hired || !/^\d{4}-\d{2}-\d{2}$/.test(hired)) errors.push({ field: 'hired', code: 'invalid', message: 'A date YYYY-MM-DD.' });
  if (hoursRaw === null || !Number.isFinite(hours)) errors.push({ field: 'hours', code: 'invalid', message: 'A number.' });
  if (active === null) errors.push({ field: 'active', code: 'invalid', message: 'true or false.' });
  if (errors.length > 0) return { errors };
  return { value: { code: code as string, name: name as string, hired: hired as string, hours, active: active as boolean } };
}

/** One insert per batch; codes already in the company (or twice in the file) are row errors. */
export function writePeople(companyId: number) {
  return async (trx: Transaction<Tables>, batch: Array<{ row: number; value: Person }>): Promise<ImportBatchResult> => {
    const codes = batch.map((item) => item.value.code);
    const taken = await sql<{ code: string }>`select code from test_people where company_id = ${companyId} and code = any(${codes}::text[])`.execute(trx);
    const seen = new Set(taken.rows.map((row) => row.code));
    const errors = [];
    for (const item of batch) {
      if (seen.has(item.value.code)) errors.push({ row: item.row, field: 'code', code: 'unique', message: 'This code is already used.' });
      seen.add(item.value.code);
    }
    if (errors.length > 0) return { created: 0, updated: 0, errors };
    const rows = batch.map(
      ({ value }) => sql`(${companyId}, ${value.code}, ${value.name}, ${value.hired}::date, ${value.hours}, ${value.active})`,
    );
    await sql`insert into test_people (company_id, code, name, hired, hours, active) values ${sql.join(rows)}`.execute(trx);
    return { created: batch.length, updated: 0 };
  };
}
