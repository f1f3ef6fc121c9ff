/**
 * Server paging shared by list endpoints (SPEC §3 filter parameters, §7 lookups): `page` is 1-based,
 * `page_size` bounded, id filters are comma-joined (`department__in=1,2`).
 */
import type { Paged } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type Simplify, type SqlBool, type StringReference } from 'kysely';
import { readPage } from '../../db/list-page';
import { ApiError } from '../../http/api-error';

export const MAX_PAGE_SIZE = 500;

export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
  search: { type: 'string', maxLength: 100 },
} as const;

export interface PageQuery {
  page: number;
  page_size: number;
  search?: string;
}

/** `"1,2,3"` → [1, 2, 3]; empty → undefined (no filter); anything else is a 400 naming the field. */
export function parseIdList(value: string | undefined, field: string): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new ApiError(400, GENERAL_CODES.validation, { message: `${field} must be comma-joined ids.`, fields: { [field]: 'invalid' } });
  }
  return ids;
}

/**
 * The `<field>__in` id filters of a list, parsed in the order of `fields` (the first bad one is the 400);
 * a field not given is undefined (no filter).
 */
export function parseIdFilters<Field extends string>(
  query: { [Param in `${Field}__in`]?: string },
  fields: readonly Field[],
): Partial<Record<Field, number[]>> {
  const filters: Partial<Record<Field, number[]>> = {};
  for (const field of fields) filters[field] = parseIdList(query[`${field}__in`], `${field}__in`);
  return filters;
}

/** A LIKE pattern matching `text` anywhere, with LIKE wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageOf<T>(rows: T[], total: number, query: PageQuery): Paged<T> {
  const next = query.page * query.page_size < total ? query.page + 1 : null;
  return { data: rows, total, page: query.page, page_size: query.page_size, next };
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.page_size;
}

/** The querystring schema of a paged list: page, page_size and search plus the list's own filters. */
export function pageQuerySchema<const Filters extends Record<string, object>>(filters: Filters) {
  return { type: 'object', properties: { ...pageQueryProperties, ...filters } } as const;
}

/**
 * Rows whose `columns` contain `search` (case-insensitive, wildcards literal); the caller decides whether the
 * text is trimmed first. The columns are checked against the query; the comparison is written as SQL because
 * Kysely cannot type `ilike` against a column of a generic query.
 */
export function matchesSearch<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: ReadonlyArray<StringReference<DB, TB>>,
  search: string,
): Expression<SqlBool> {
  const pattern = containsPattern(search);
  return eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`));
}

/**
 * One page of `filtered`: the total it matches and, in the order `selectPage` gives them, the rows of the
 * requested page turned into records. The count runs only when the page is full (see readPage).
 */
export async function fetchPage<DB, TB extends keyof DB, O, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  selectPage: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  toRecord: (row: Simplify<Row>) => Item,
): Promise<Paged<Item>> {
  const { rows, total } = await readPage(
    {
      count: () => countOf(filtered),
      rows: async (offset, limit) => (await selectPage(filtered).limit(limit).offset(offset).execute()).map(toRecord),
    },
    { offset: offsetOf(query), limit: query.page_size },
  );
  return pageOf(rows, total, query);
}

/** How many rows `filtered` matches. */
export async function countOf<DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .$castTo<{ total: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(total);
}
