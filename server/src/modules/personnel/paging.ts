/**
 * Server paging shared by list endpoints (SPEC §3 filter parameters, §7 lookups): `page` is 1-based,
 * `page_size` bounded, id filters are comma-joined (`department__in=1,2`).
 */
import type { Paged } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
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
