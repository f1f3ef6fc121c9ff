import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, Paged, ResignRecord, ResignType } from '@timekeep/contracts';
import { PERSONNEL_PATHS } from '@timekeep/ui';

/** SPEC §7 personnel paths (the api-client adds /web). */
export const RESIGNS_PATH = '/personnel/api/v2/resigns/';
/** Employees who have not resigned: the ones a resignation can be recorded for. */
export const RESIGNABLE_EMPLOYEES_PATH = `${PERSONNEL_PATHS.employees}filter_by_resign_emp/`;

export type ResignRow = ResignRecord;

/** What the create and edit form sends; the employee of an existing resignation does not change. */
export interface ResignInput {
  employee: number;
  resign_date: string;
  resign_type: ResignType;
  reason: string;
  disable_att: boolean;
}

export interface ResignFilters {
  search?: string;
  resign_type?: ResignType | null;
  /** Inclusive YYYY-MM-DD bounds of the resign date. */
  date_from?: string | null;
  date_to?: string | null;
  department?: number | null;
  /** Employees chosen with the employee picker. */
  employees?: ReadonlyArray<number>;
}

export interface ResignListQuery extends ResignFilters {
  page: number;
  page_size: number;
}

/** List parameters without paging (also what an export sends); empty filters are left out, ids comma-joined. */
export function resignFilterParams(filters: ResignFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search?.trim();
  if (search) params.search = search;
  if (filters.resign_type) params.resign_type = filters.resign_type;
  if (filters.date_from) params.resign_date__gte = filters.date_from;
  if (filters.date_to) params.resign_date__lte = filters.date_to;
  if (filters.department !== undefined && filters.department !== null) params.department__in = String(filters.department);
  if (filters.employees && filters.employees.length > 0) params.employee__in = filters.employees.join(',');
  return params;
}

export function listResigns(client: ApiClient, query: ResignListQuery): Promise<ApiResponse<Paged<ResignRow>>> {
  return client.list<ResignRow>(RESIGNS_PATH, { page: query.page, page_size: query.page_size, ...resignFilterParams(query) });
}

export function createResign(client: ApiClient, input: ResignInput): Promise<ApiResponse<ResignRow>> {
  return client.create<ResignRow>(RESIGNS_PATH, input);
}

export function updateResign(client: ApiClient, id: number, input: ResignInput): Promise<ApiResponse<ResignRow>> {
  return client.update<ResignRow>(RESIGNS_PATH, id, input);
}

/** Deleting a resignation reinstates the employee. */
export function deleteResign(client: ApiClient, id: number): Promise<ApiResponse<{ deleted: number }>> {
  return client.destroy<{ deleted: number }>(RESIGNS_PATH, id);
}

export function deleteResigns(client: ApiClient, ids: ReadonlyArray<number>): Promise<ApiResponse<{ deleted: number }>> {
  return client.multiDestroy<{ deleted: number }>(RESIGNS_PATH, { ids: [...ids] });
}
