/**
 * A resource list's state as URL search parameters, so a reload keeps it and the back button steps through it:
 * `page`, `page_size`, `search`, `ordering` (`field` or `-field`) and the API's own filter parameters
 * (`time_zone=…`, `department__in=1,2`, `hire_date__gte=…`) under the same names the API takes.
 */
export interface ListUrlState {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  /** API filter parameters, by the name the API takes; never empty strings. */
  filters: Record<string, string>;
}

export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
const RESERVED = new Set(['page', 'page_size', 'search', 'ordering']);

function positiveInteger(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** Reads the state; unknown or broken values fall back to the first page, default size, no filter. */
export function readListState(params: URLSearchParams, filterNames: readonly string[], orderable: readonly string[]): ListUrlState {
  const size = Number(params.get('page_size'));
  const ordering = params.get('ordering') ?? '';
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInteger(params.get('page'), 1),
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: params.get('search') ?? '',
    ordering: orderable.includes(ordering.replace(/^-/, '')) ? ordering : '',
    filters,
  };
}

/** The URL parameters of a state: defaults are left out so a fresh list has a clean URL; other parameters kept. */
export function writeListState(state: ListUrlState, previous: URLSearchParams, filterNames: readonly string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of previous) if (!RESERVED.has(name) && !filterNames.includes(name)) next.append(name, value);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set('page_size', String(state.pageSize));
  if (state.search) next.set('search', state.search);
  if (state.ordering) next.set('ordering', state.ordering);
  for (const name of filterNames) if (state.filters[name]) next.set(name, state.filters[name]);
  return next;
}

/** The list request's query: paging, then search, ordering and filters when set. */
export function listQuery(state: ListUrlState): Record<string, string | number> {
  return { page: state.page, page_size: state.pageSize, ...filterQuery(state) };
}

/** The same without paging: what an export sends. */
export function filterQuery(state: ListUrlState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.search.trim()) query.search = state.search.trim();
  if (state.ordering) query.ordering = state.ordering;
  return { ...query, ...state.filters };
}
