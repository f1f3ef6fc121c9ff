/**
 * Writing a resource's rows inside one tenant transaction: the checks JSON cannot make (unique fields, refs
 * in the company, SPEC §5 `> = <`), the row and its link tables, and the database's own constraint failures
 * turned into a translated 400 naming the field.
 */
import { GENERAL_CODES, KERNEL_CODES } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { assertIdentifier, columnOf } from './query';
import { tableOfRef } from './registry';
import type { ResourceDefinition, Row, Trx } from './types';

const ILLEGAL = /[<>=]/;

export function notFoundError(definition: ResourceDefinition): ApiError {
  return new ApiError(404, definition.codes.notFound ?? GENERAL_CODES.notFound, { message: 'The record was not found.' });
}

export function duplicateError(definition: ResourceDefinition, field: string, value: unknown): ApiError {
  return new ApiError(400, definition.codes.duplicate ?? KERNEL_CODES.duplicate, {
    message: `This ${field} is already in use.`,
    params: { field, [field]: String(value) },
    fields: { [field]: definition.codes.duplicate ?? KERNEL_CODES.duplicate },
  });
}

export function relatedNotFoundError(definition: ResourceDefinition, field: string): ApiError {
  const code = definition.codes.relatedNotFound ?? KERNEL_CODES.relatedNotFound;
  return new ApiError(400, code, { message: `The ${field} was not found.`, params: { field }, fields: { [field]: code } });
}

export function inUseError(definition: ResourceDefinition): ApiError {
  return new ApiError(409, definition.codes.inUse ?? KERNEL_CODES.inUse, { message: 'The record is still in use.' });
}

/** SPEC §5: text fields containing `>`, `=` or `<` are illegal input (unless the resource opts out). */
export function assertLegalText(definition: ResourceDefinition, values: Row, sent: ReadonlySet<string>): void {
  if (definition.illegalText === false) return;
  const code = definition.illegalText?.code ?? KERNEL_CODES.illegalInput;
  const bad = [...sent].filter((field) => definition.contract.fields[field]?.kind === 'text' && typeof values[field] === 'string' && ILLEGAL.test(values[field] as string));
  if (bad.length > 0) {
    throw new ApiError(400, code, { message: 'The text contains illegal characters (> = <).', fields: Object.fromEntries(bad.map((field) => [field, code])) });
  }
}

/**
 * 400 naming the first unique field whose value another record of the company already has (text
 * case-insensitively); companyId null: a platform table of no company (the subscription catalogue, ADR 0116).
 */
export async function assertUnique(trx: Trx, definition: ResourceDefinition, companyId: number | null, values: Row, sent: ReadonlySet<string>, self?: number): Promise<void> {
  for (const field of sent) {
    const spec = definition.contract.fields[field];
    const column = columnOf(definition, field);
    const value = values[field];
    if (!spec?.unique || typeof column !== 'string' || value === '' || value === null) continue;
    const ref = sql.ref(`t.${column}`);
    const same = typeof value === 'string' ? sql`lower(${ref}) = lower(${value})` : sql`${ref} = ${value}`;
    const other = self === undefined ? sql`` : sql` and t.id <> ${self}`;
    const company = companyId === null ? sql`` : sql`t.company_id = ${companyId} and `;
    const { rows } = await sql`select 1 from ${sql.table(definition.table)} t where ${company}${same}${other} limit 1`.execute(trx);
    if (rows.length > 0) throw duplicateError(definition, field, value);
  }
}

/** 400 naming the first ref/refs field that names a record the company does not have. */
export async function assertRefsExist(trx: Trx, deps: AppDeps, definition: ResourceDefinition, companyId: number, values: Row, sent: ReadonlySet<string>): Promise<void> {
  for (const field of sent) {
    const spec = definition.contract.fields[field];
    if (!spec || (spec.kind !== 'ref' && spec.kind !== 'refs') || !spec.ref) continue;
    const value = values[field];
    const ids = spec.kind === 'ref' ? (value === null ? [] : [value as number]) : (value as number[]);
    if (ids.length === 0) continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(tableOfRef(deps, spec.ref))} where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
    if (Number(rows[0]?.n ?? 0) !== new Set(ids).size) throw relatedNotFoundError(definition, field);
  }
}

/** The stored columns of `values` (linked and computed fields excluded). */
function columnValues(definition: ResourceDefinition, values: Row): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  for (const [field, value] of Object.entries(values)) {
    const spec = definition.contract.fields[field];
    const column = columnOf(definition, field);
    if (!spec || spec.readOnly || typeof column !== 'string') continue;
    // jsonb as its text: drivers would turn a JS array into a PostgreSQL array literal
    pairs.push([assertIdentifier(column), spec.kind === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value]);
  }
  return pairs;
}

export async function insertRow(trx: Trx, definition: ResourceDefinition, companyId: number, values: Row): Promise<number> {
  const pairs = columnValues(definition, values);
  const columns = sql.join([sql.ref('company_id'), ...pairs.map(([column]) => sql.ref(column))]);
  const params = sql.join([companyId, ...pairs.map(([, value]) => value)]);
  const { rows } = await sql<{ id: number | string }>`insert into ${sql.table(definition.table)} (${columns}) values (${params}) returning id`.execute(trx);
  return Number(rows[0].id);
}

/**
 * Inserts many rows in one statement; answers their ids in the order of `rows`. The ids are drawn from the
 * table's identity first (PostgreSQL does not promise RETURNING in VALUES order); a column one row lacks
 * takes its default.
 */
export async function insertRows(trx: Trx, definition: ResourceDefinition, companyId: number, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const drawn = await sql<{ id: number | string }>`select nextval(pg_get_serial_sequence(${definition.table}, 'id')) as id from generate_series(1, ${rows.length})`.execute(trx);
  const ids = drawn.rows.map((row) => Number(row.id));
  const perRow = rows.map((values) => new Map(columnValues(definition, values)));
  const columns = [...new Set(perRow.flatMap((pairs) => [...pairs.keys()]))];
  const tuples = perRow.map((pairs, index) => sql`(${sql.join([sql`${ids[index]}`, sql`${companyId}`, ...columns.map((column) => (pairs.has(column) ? sql`${pairs.get(column)}` : sql`default`))])})`);
  const names = sql.join([sql.ref('id'), sql.ref('company_id'), ...columns.map((column) => sql.ref(column))]);
  await sql`insert into ${sql.table(definition.table)} (${names}) overriding system value values ${sql.join(tuples)}`.execute(trx);
  return ids;
}

/** The link rows of new records (nothing to replace): one insert per link table. */
export async function insertLinks(trx: Trx, definition: ResourceDefinition, companyId: number, ids: number[], rows: Row[]): Promise<void> {
  for (const [field, link] of Object.entries(definition.links ?? {})) {
    const tuples = rows.flatMap((values, index) => (field in values ? (values[field] as unknown[]).map((item) => sql`(${companyId}, ${ids[index]}, ${item})`) : []));
    if (tuples.length === 0) continue;
    await sql`insert into ${sql.table(link.table)} (company_id, ${sql.ref(link.owner)}, ${sql.ref(link.value)}) values ${sql.join(tuples)}`.execute(trx);
  }
}

export async function updateRow(trx: Trx, definition: ResourceDefinition, companyId: number, id: number, values: Row, now: Date): Promise<void> {
  const pairs = columnValues(definition, values);
  if (definition.updatedAt !== false) pairs.push([definition.updatedAt ?? 'updated_at', now]);
  if (pairs.length === 0) return;
  const sets = sql.join(pairs.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  await sql`update ${sql.table(definition.table)} set ${sets} where company_id = ${companyId} and id = ${id}`.execute(trx);
}

/** Replaces the link rows of every many-valued field in `values` (only those sent on PATCH). */
export async function writeLinks(trx: Trx, definition: ResourceDefinition, companyId: number, id: number, values: Row, replaceOnly?: ReadonlySet<string>): Promise<void> {
  for (const [field, link] of Object.entries(definition.links ?? {})) {
    if (!(field in values) || (replaceOnly && !replaceOnly.has(field))) continue;
    const items = values[field] as unknown[];
    await sql`delete from ${sql.table(link.table)} where company_id = ${companyId} and ${sql.ref(link.owner)} = ${id}`.execute(trx);
    if (items.length === 0) continue;
    const rows = items.map((item) => sql`(${companyId}, ${id}, ${item})`);
    await sql`insert into ${sql.table(link.table)} (company_id, ${sql.ref(link.owner)}, ${sql.ref(link.value)}) values ${sql.join(rows)}`.execute(trx);
  }
}

interface DatabaseErrorShape {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * A unique (23505) or foreign-key (23503) violation the pre-checks did not catch (a race, a constraint they
 * do not know) as the translated answer naming the field; anything else unchanged.
 */
export function translateDatabaseError(definition: ResourceDefinition, error: unknown, operation: 'write' | 'delete'): unknown {
  if (error instanceof ApiError || typeof error !== 'object' || error === null) return error;
  const { code, constraint = '', detail = '' } = error as DatabaseErrorShape;
  if (code !== '23505' && code !== '23503') return error;
  if (code === '23503' && operation === 'delete') return inUseError(definition);
  const fieldOf = (candidates: string[]) =>
    definition.constraints?.[constraint] ??
    candidates.find((field) => {
      const column = columnOf(definition, field);
      const name = typeof column === 'string' ? column : field;
      return constraint.includes(name) || detail.includes(`(${name})`) || detail.includes(`lower(${name})`);
    });
  const fields = Object.entries(definition.contract.fields);
  if (code === '23505') {
    const field = fieldOf(fields.filter(([, spec]) => spec.unique).map(([name]) => name)) ?? fields.find(([, spec]) => spec.unique)?.[0];
    return field ? duplicateError(definition, field, '') : error;
  }
  const field = fieldOf(fields.filter(([, spec]) => spec.kind === 'ref' || spec.kind === 'refs').map(([name]) => name));
  return field ? relatedNotFoundError(definition, field) : inUseError(definition);
}
