import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, EmployeeRecord, Paged } from '@timekeep/contracts';
import { PERSONNEL_PATHS } from '@timekeep/ui';

export const EMPLOYEES_PATH = PERSONNEL_PATHS.employees;

/** A row of `GET /personnel/api/v2/employees/` (the shared contract). */
export type EmployeeRow = EmployeeRecord;

/** What the create and edit form sends (PUT replaces every writable field). */
export interface EmployeeInput {
  emp_code: string;
  first_name: string;
  last_name: string;
  department: number | null;
  area: number | null;
  position: number | null;
  email: string;
  mobile: string;
}

export interface EmployeeListQuery {
  page: number;
  page_size: number;
  search?: string;
  /** Department filter: the chosen department only. */
  department?: number | null;
  /** Employees picked with the employee picker (id__in). */
  ids?: ReadonlyArray<number>;
}

/** SPEC §3 list parameters: empty filters are left out, id filters are comma-joined. */
export function employeeListParams(query: EmployeeListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.department !== undefined && query.department !== null) params.department__in = String(query.department);
  if (query.ids && query.ids.length > 0) params.id__in = query.ids.join(',');
  return params;
}

export function listEmployees(client: ApiClient, query: EmployeeListQuery): Promise<ApiResponse<Paged<EmployeeRow>>> {
  return client.list<EmployeeRow>(EMPLOYEES_PATH, employeeListParams(query));
}

export function createEmployee(client: ApiClient, input: EmployeeInput): Promise<ApiResponse<EmployeeRow>> {
  return client.create<EmployeeRow>(EMPLOYEES_PATH, input);
}

export function updateEmployee(client: ApiClient, id: number, input: EmployeeInput): Promise<ApiResponse<EmployeeRow>> {
  return client.update<EmployeeRow>(EMPLOYEES_PATH, id, input);
}

export function deleteEmployee(client: ApiClient, id: number): Promise<ApiResponse<{ deleted: number }>> {
  return client.destroy<{ deleted: number }>(EMPLOYEES_PATH, id);
}

export function deleteEmployees(client: ApiClient, ids: ReadonlyArray<number>): Promise<ApiResponse<{ deleted: number }>> {
  return client.multiDestroy<{ deleted: number }>(EMPLOYEES_PATH, { ids: [...ids] });
}
