/**
 * The SQL of a resource, built from its declaration: the select list (typed columns, joined ref names,
 * many-valued fields as JSON arrays), the list filters, search, ordering and paging. Identifiers come only from
 * declarations (checked at registration); every value is a parameter.
 */
import type { FieldSpec, Paged } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import { readPage } from '../db/list-page';
import { PREPARED } from '../db/postgres-dialect';
import { ApiError } from '../http/api-error';
import { checkField, isRealDate } from './fields';
import type { ColumnSpec, ResourceDefinition, Row, Trx } from './types';

export const MAX_PAGE_SIZE = 500;
/** What joins the lowered columns of a resource's `searchText` column (chr(1) in its SQL). */
export const SEARCH_TEXT_JOIN = '\u0001';
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}

/** The SQL expression of a stored field (over alias `t`), or undefined for a linked or computed field. */
export function columnOf(definition: ResourceDefinition, field: string): ColumnSpec | undefined {
  if (definition.links?.[field]) return undefined;
  return definition.columns?.[field] ?? field;
}

function readExpression(spec: FieldSpec, column: ColumnSpec): string {
  if (typeof column !== 'string') return `(${column.sql})`;
  const ref = `t.${assertIdentifier(column)}`;
  switch (spec.kind) {
    case 'date':
      return `to_char(${ref}, 'YYYY-MM-DD')`;
    case 'datetime':
      return `to_char(${ref}, 'YYYY-MM-DD HH24:MI:SS')`;
    case 'time':
      return `to_char(${ref}, 'HH24:MI')`;
    default:
      return ref;
  }
}

/** The expression a filter or ordering compares (no formatting: dates compare as dates). */
export function compareExpression(definition: ResourceDefinition, field: string): string {
  if (field === 'id') return 't.id';
  const column = columnOf(definition, field);
  if (column === undefined) throw new Error(`${definition.contract.name}.${field} is not a column`);
  return typeof column === 'string' ? `t.${assertIdentifier(column)}` : `(${column.sql})`;
}

/** `select …` of every readable field, `t` being the resource's table. */
export function selectList(definition: ResourceDefinition): string {
  const parts = ['t.id as id'];
  for (const [field, spec] of Object.entries(definition.contract.fields)) {
    if (spec.writeOnly) continue;
    const link = definition.links?.[field];
    if (link) {
      const [table, owner, value] = [assertIdentifier(link.table), assertIdentifier(link.owner), assertIdentifier(link.value)];
      parts.push(
        `coalesce((select json_agg(l.${value} order by l.${value}) from ${table} l where l.company_id = t.company_id and l.${owner} = t.id), '[]'::json) as ${assertIdentifier(field)}`,
      );
    } else {
      parts.push(`${readExpression(spec, columnOf(definition, field) ?? field)} as ${assertIdentifier(field)}`);
    }
  }
  return parts.join(', ');
}

export function badQuery(field: string, message = `${field} is not valid.`): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: 'invalid' } });
}

/** `"1,2,3"` → [1, 2, 3]: positive safe integers only (a 400 naming the parameter otherwise). */
export function parseIds(value: string, param: string): number[] {
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const ids = parts.map((part) => (/^\d{1,16}$/.test(part) ? Number(part) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badQuery(param, `${param} must be comma-joined ids.`);
  return ids;
}

/** A query-string value parsed as the field's kind would store it (never silently coerced). */
function parseQueryValue(spec: FieldSpec, text: string, param: string, upper = false): unknown {
  switch (spec.kind) {
    case 'integer':
    case 'duration':
    case 'decimal': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw badQuery(param);
      const checked = checkField({ ...spec, nullable: false, required: false }, Number(text));
      if (!checked.ok) throw badQuery(param);
      return checked.value;
    }
    case 'ref':
      return parseIds(text, param)[0];
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw badQuery(param);
    case 'date':
      if (!isRealDate(text)) throw badQuery(param);
      return text;
    case 'datetime':
      if (isRealDate(text)) return `${text} ${upper ? '23:59:59' : '00:00:00'}`;
      if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text) || !isRealDate(text.slice(0, 10))) throw badQuery(param);
      return text.replace('T', ' ');
    default:
      if (/[\u0000-\u001f\u007f]/.test(text) || text.length > 200) throw badQuery(param);
      return text;
  }
}

/**
 * Whose rows a read sees: one company's (every company route), or `ALL_COMPANIES` for a platform resource read
 * by vendor operators (ADR 0082; only through `withVendor`, whose role the tables grant to).
 */
export const ALL_COMPANIES = null;
export type CompanyScope = number | typeof ALL_COMPANIES;

function companyCondition(companyId: CompanyScope): RawBuilder<unknown> {
  return companyId === ALL_COMPANIES ? sql`true` : sql`t.company_id = ${companyId}`;
}

export type ListQuery = Record<string, string | number | undefined> & { page: number; page_size: number; search?: string; ordering?: string };

/** The where clauses of a list query: company, `id__in`, declared filters and search. */
export function listConditions(definition: ResourceDefinition, companyId: CompanyScope, query: ListQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [companyCondition(companyId)];
  const idIn = query.id__in;
  if (typeof idIn === 'string' && idIn.trim() !== '') conditions.push(sql`t.id in (${sql.join(parseIds(idIn, 'id__in'))})`);
  for (const [param, filter] of Object.entries(definition.filters ?? {})) {
    const raw = query[param];
    if (raw === undefined || String(raw).trim() === '') continue;
    const text = String(raw).trim();
    const spec = definition.contract.fields[filter.field] ?? { kind: 'integer', label: '' };
    if (filter.kind === 'has') {
      const link = definition.links?.[filter.field];
      if (!link) throw new Error(`filter ${param}: ${filter.field} has no link table`);
      const ids = spec.kind === 'refs' ? parseIds(text, param) : text.split(',').map((item) => parseQueryValue({ ...spec, kind: 'text', many: false }, item.trim(), param));
      conditions.push(
        sql`exists (select 1 from ${sql.table(link.table)} l where l.company_id = t.company_id and ${sql.ref(`l.${link.owner}`)} = t.id and ${sql.ref(`l.${link.value}`)} in (${sql.join(ids)}))`,
      );
      continue;
    }
    const expression = sql.raw(compareExpression(definition, filter.field));
    if (filter.kind === 'in') {
      const values = spec.kind === 'ref' || filter.field === 'id' ? parseIds(text, param) : text.split(',').map((item) => parseQueryValue(spec, item.trim(), param));
      conditions.push(sql`${expression} in (${sql.join(values)})`);
    } else if (filter.kind === 'eq') {
      conditions.push(sql`${expression} = ${parseQueryValue(spec, text, param)}`);
    } else {
      const value = parseQueryValue(spec, text, param, filter.kind === 'lte');
      const operator = { gte: '>=', lte: '<=', gt: '>', lt: '<' }[filter.kind];
      conditions.push(sql`${expression} ${sql.raw(operator)} ${value}`);
    }
  }
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  if (search !== '' && definition.search && definition.search.length > 0) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ILIKE is lower(value) LIKE lower(pattern) on a UTF-8 database; the kept column has each value lowered, and a
    // match cannot straddle its chr(1) joins unless the search holds one (never from a request: ADR 0042).
    if (definition.searchText && !search.includes(SEARCH_TEXT_JOIN)) {
      conditions.push(sql`${sql.raw(`t.${assertIdentifier(definition.searchText)}`)} like lower(${pattern})`);
    } else {
      const columns = definition.search.map((column) => sql`${sql.raw(IDENTIFIER.test(column) ? `t.${column}` : column)} ilike ${pattern}`);
      conditions.push(sql`(${sql.join(columns, sql` or `)})`);
    }
  }
  return conditions;
}

/** `ordering=name,-id` → order by, whitelisted; the default when absent; always ending in the id. */
export function orderBy(definition: ResourceDefinition, ordering: string | undefined, reverse = false): RawBuilder<unknown> {
  const allowed = new Set(definition.ordering?.fields ?? []);
  const requested = ordering?.trim() ? ordering.split(',').map((part) => part.trim()) : [...(definition.ordering?.default ?? ['id'])];
  const parts: string[] = [];
  for (const item of requested) {
    const field = item.replace(/^-/, '');
    const fromClient = ordering?.trim() !== undefined && ordering.trim() !== '';
    if (fromClient && !allowed.has(field) && field !== 'id') throw badQuery('ordering');
    parts.push(`${compareExpression(definition, field)} ${item.startsWith('-') !== reverse ? 'desc' : 'asc'}`);
  }
  if (!requested.some((item) => item.replace(/^-/, '') === 'id')) parts.push(`t.id ${reverse ? 'desc' : 'asc'}`);
  return sql.raw(parts.join(', '));
}

export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { data: rows, total, page, page_size: pageSize, next: page * pageSize < total ? page + 1 : null };
}

/** The records of the given conditions, in the resource's order. */
export async function selectRecords(trx: Trx, definition: ResourceDefinition, conditions: RawBuilder<unknown>[], order: RawBuilder<unknown>, limit?: { limit: number; offset: number }): Promise<Row[]> {
  const paging = limit ? sql` limit ${limit.limit} offset ${limit.offset}` : sql``;
  const { rows } = await sql<Row>`select ${sql.raw(selectList(definition))} from ${sql.table(definition.table)} t where ${sql.join(conditions, sql` and `)} order by ${order}${paging}`.execute(trx);
  return rows.map((row) => toWire(definition, row));
}

export async function countRecords(trx: Trx, definition: ResourceDefinition, conditions: RawBuilder<unknown>[]): Promise<number> {
  const { rows } = await sql<{ total: number | string }>`select count(*) as total from ${sql.table(definition.table)} t where ${sql.join(conditions, sql` and `)}`.execute(trx);
  return Number(rows[0]?.total ?? 0);
}

/** Numbers as numbers whatever the driver gave (float8, numeric), then the resource's own shaping. */
function toWire(definition: ResourceDefinition, row: Row): Row {
  const record: Row = { ...row, id: Number(row.id) };
  for (const [field, spec] of Object.entries(definition.contract.fields)) {
    const value = record[field];
    if ((spec.kind === 'decimal' || spec.kind === 'integer' || spec.kind === 'duration' || spec.kind === 'ref') && value !== null && value !== undefined) {
      record[field] = Number(value);
    }
  }
  return definition.toRecord ? definition.toRecord(record) : record;
}

export async function findRecord(trx: Trx, definition: ResourceDefinition, companyId: CompanyScope, id: number): Promise<Row | undefined> {
  const rows = await selectRecords(trx, definition, [companyCondition(companyId), sql`t.id = ${id}`], sql.raw('t.id'));
  return rows[0];
}

/**
 * One page of a list query: through the declared `keyedList` (ADR 0046: keys in index order from a
 * tenant-filtered source, records for the page's keys only, deep pages from the end when the total is known),
 * else one select with OFFSET and a count.
 */
export async function listPage(trx: Trx, definition: ResourceDefinition, companyId: CompanyScope, query: ListQuery): Promise<Paged<Row>> {
  const conditions = listConditions(definition, companyId, query);
  const keyed = definition.keyedList;
  if (companyId !== ALL_COMPANIES) await definition.beforeRead?.(trx, companyId);
  if (!keyed || companyId === ALL_COMPANIES) {
    const order = orderBy(definition, query.ordering);
    const total = await countRecords(trx, definition, conditions);
    const rows = total === 0 ? [] : await selectRecords(trx, definition, conditions, order, { limit: query.page_size, offset: (query.page - 1) * query.page_size });
    return pageOf(rows, total, query.page, query.page_size);
  }
  const where = sql.join(conditions, sql` and `);
  const source = sql.table(assertIdentifier(keyed.from));
  // Unfiltered (the company's condition only): the statement whose plan never depends on the values.
  const named = conditions.length === 1;
  const { rows, total } = await readPage(
    {
      knownTotal: keyed.knownTotal ? () => keyed.knownTotal!(trx, companyId, query) : undefined,
      count: async () => Number((await sql<{ total: number | string }>`select count(*) as total from ${source} t where ${where}`.execute(trx)).rows[0]?.total ?? 0),
      rows: async (offset, limit, direction) => {
        const order = orderBy(definition, query.ordering, direction === 'desc');
        // One statement (ADR 0117: one round trip less): the page's keys in list order as an array (ARRAY keeps
        // the subquery's order), then their records joined in that order. Unfiltered, it is a named statement on
        // PostgreSQL (planned once a connection, ADR 0122); a search's or a filter's best plan depends on its values.
        const { rows } = await sql<Row>`${sql.raw(named ? PREPARED : '')}select ${sql.raw(selectList(definition))}
          from unnest(array(select t.id from ${source} t where ${where} order by ${order} limit ${limit} offset ${offset})) with ordinality as k(id, n)
          join ${sql.table(definition.table)} t on t.company_id = ${companyId} and t.id = k.id
          order by k.n`.execute(trx);
        return rows.map((row) => toWire(definition, row));
      },
    },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size },
  );
  return pageOf(rows, total, query.page, query.page_size);
}
