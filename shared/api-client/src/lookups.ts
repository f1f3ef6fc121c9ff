import { isSuccessCode, type ApiResponse, type Paged } from '@timekeep/contracts';
import type { QueryParams, QueryValue } from './params';
import type { ResourceId } from './paths';

/** Related-record option (SPEC §3): id and display_name, or name for option items. */
export interface LookupOption {
  id: ResourceId;
  display_name?: string;
  name?: string;
  parent?: ResourceId | null;
}

export interface LookupPage<T> {
  items: T[];
  /** Next page number, or null on the last page. */
  next: number | null;
}

export interface LookupListOptions {
  search?: string;
  page?: number;
  /** Default 20 (SPEC §9 lookup page size). */
  page_size?: number;
  [extra: string]: QueryValue;
}

export interface EmployeeRow {
  id: ResourceId;
  emp_code: string;
  first_name?: string | null;
  last_name?: string | null;
}

export interface EmployeePageQuery {
  /** 1-based. */
  page?: number;
  page_size?: number;
  search?: string;
  department__in?: ReadonlyArray<ResourceId>;
  area__in?: ReadonlyArray<ResourceId>;
  position__in?: ReadonlyArray<ResourceId>;
  [filter: string]: QueryValue;
}

export interface EmployeePage<T> {
  rows: T[];
  total: number;
}

/** Flat tree row (SPEC §7 tree action). */
export interface TreeNode {
  id: ResourceId;
  name: string;
  parent: ResourceId | null;
}

export const LOOKUP_PAGE_SIZE = 20;
export const ID_RESOLUTION_PAGE_SIZE = 50;

/** SPEC §7 "Lookups and pickers" reads, built on the generic helpers. */
export interface Lookups {
  /** GET `base` with page, page_size (20), search and extra filters; reads `data.data` and `data.next`. */
  lookupList<T = LookupOption>(base: string, options?: LookupListOptions): Promise<LookupPage<T>>;
  /** POST `{base}read/` with `{ items: ids }`; the response data is the records. */
  lookupRead<T = LookupOption>(base: string, ids: ReadonlyArray<ResourceId>): Promise<T[]>;
  /** One page of employees; array filters are sent comma-joined (`department__in=1,2`). */
  fetchEmployeePage<T = EmployeeRow>(base: string, query?: EmployeePageQuery): Promise<EmployeePage<T>>;
  /** Records for the given ids: `id__in` (comma-joined), page_size 50, paged until `total` is reached. */
  resolveIds<T = LookupOption>(base: string, ids: ReadonlyArray<ResourceId>): Promise<T[]>;
  /** GET `{uri}{view}/` (view defaults to `tree`); reads `isSuccess` and `data`. */
  treeAction(uri: string, view?: string): Promise<TreeNode[]>;
}

interface LookupTransport {
  list<T>(base: string, params?: QueryParams): Promise<ApiResponse<Paged<T>>>;
  action<T>(base: string, id: ResourceId, body?: unknown): Promise<ApiResponse<T>>;
  query<T>(base: string, id: ResourceId, params?: QueryParams): Promise<ApiResponse<T>>;
}

/** Server error handling for list and tree calls is not specified (SPEC §8), so a failed read yields no rows. */
export function createLookups(transport: LookupTransport): Lookups {
  return {
    async lookupList<T>(base: string, options: LookupListOptions = {}): Promise<LookupPage<T>> {
      const { page = 1, page_size = LOOKUP_PAGE_SIZE, ...rest } = options;
      const response = await transport.list<T>(base, { page, page_size, ...rest });
      if (!isSuccessCode(response.code) || !response.data) return { items: [], next: null };
      return { items: response.data.data ?? [], next: response.data.next ?? null };
    },

    async lookupRead<T>(base: string, ids: ReadonlyArray<ResourceId>): Promise<T[]> {
      if (ids.length === 0) return [];
      const response = await transport.action<T[]>(base, 'read', { items: ids });
      return isSuccessCode(response.code) && Array.isArray(response.data) ? response.data : [];
    },

    async fetchEmployeePage<T>(base: string, query: EmployeePageQuery = {}): Promise<EmployeePage<T>> {
      const params: QueryParams = {};
      for (const [key, value] of Object.entries(query)) {
        params[key] = Array.isArray(value) ? (value as ReadonlyArray<ResourceId>).join(',') : value;
      }
      const response = await transport.list<T>(base, { page: 1, ...params });
      if (!isSuccessCode(response.code) || !response.data) return { rows: [], total: 0 };
      return { rows: response.data.data ?? [], total: response.data.total ?? 0 };
    },

    async resolveIds<T>(base: string, ids: ReadonlyArray<ResourceId>): Promise<T[]> {
      const unique = [...new Set(ids.map(String))];
      if (unique.length === 0) return [];
      const rows: T[] = [];
      for (let page = 1; ; page += 1) {
        const response = await transport.list<T>(base, {
          id__in: unique.join(','),
          page,
          page_size: ID_RESOLUTION_PAGE_SIZE,
        });
        if (!isSuccessCode(response.code) || !response.data) break;
        const batch = response.data.data ?? [];
        rows.push(...batch);
        // An empty page also ends the loop, so a wrong `total` can never make it spin forever.
        if (batch.length === 0 || rows.length >= (response.data.total ?? rows.length)) break;
      }
      return rows;
    },

    async treeAction(uri: string, view = 'tree'): Promise<TreeNode[]> {
      const response = await transport.query<TreeNode[]>(uri, view);
      const ok = response.isSuccess ?? isSuccessCode(response.code);
      return ok && Array.isArray(response.data) ? response.data : [];
    },
  };
}
