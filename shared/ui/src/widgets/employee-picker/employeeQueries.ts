import type { WidgetQuery, WidgetServices } from '../providers/AppProvider';
import type { TreeOptionItem } from '../tree-select/treeModel';

/** SPEC §3 employee. */
export interface Employee {
  id: number | string;
  emp_code: string;
  first_name?: string | null;
  last_name?: string | null;
}

export type EmployeeId = Employee['id'];

/** SPEC §3: the label is first_name, or emp_code when there is none. */
export function employeeLabel(employee: Employee): string {
  return employee.first_name ? employee.first_name : employee.emp_code;
}

export const PERSONNEL_PATHS = {
  employees: '/personnel/api/v2/employees/',
  departments: '/personnel/api/v2/departments/',
  areas: '/personnel/api/v2/areas/',
  positions: '/personnel/api/v2/positions/',
} as const;

/** SPEC §9 picker sizes. */
export const EMPLOYEE_PAGE_SIZE = 10;
export const EMPLOYEE_PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const ID_RESOLUTION_PAGE_SIZE = 50;
/** Filter options are read whole, page by page. */
const OPTION_PAGE_SIZE = 100;

export interface EmployeeFilter {
  departments: ReadonlyArray<EmployeeId>;
  areas: ReadonlyArray<EmployeeId>;
  positions: ReadonlyArray<EmployeeId>;
  search: string;
}

export const EMPTY_FILTER: EmployeeFilter = { departments: [], areas: [], positions: [], search: '' };

/** SPEC §3 filter parameters: `__in` filters are comma-joined ids; empty filters are left out. */
export function employeeQuery(filter: EmployeeFilter, page: number, pageSize: number): WidgetQuery {
  const query: WidgetQuery = { page, page_size: pageSize };
  if (filter.departments.length > 0) query.department__in = filter.departments.join(',');
  if (filter.areas.length > 0) query.area__in = filter.areas.join(',');
  if (filter.positions.length > 0) query.position__in = filter.positions.join(',');
  const search = filter.search.trim();
  if (search) query.search = search;
  return query;
}

interface PagedPayload<T> {
  data?: T[];
  total?: number;
}

function readPage<T>(data: unknown): { rows: T[]; total: number } {
  const payload = (data ?? {}) as PagedPayload<T>;
  const rows = Array.isArray(payload.data) ? payload.data : [];
  return { rows, total: typeof payload.total === 'number' ? payload.total : rows.length };
}

/** One server page of employees (reads data.data and data.total). */
export async function fetchEmployeePage(
  services: WidgetServices,
  filter: EmployeeFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: Employee[]; total: number }> {
  const response = await services.get(PERSONNEL_PATHS.employees, employeeQuery(filter, page, pageSize));
  return readPage<Employee>(response.data);
}

/** SPEC §7 id resolution: `id__in` with page_size 50, paged until `total` is reached (or a page comes back empty). */
export async function resolveEmployees(services: WidgetServices, ids: ReadonlyArray<EmployeeId>): Promise<Employee[]> {
  if (ids.length === 0) return [];
  const found: Employee[] = [];
  for (let page = 1; ; page += 1) {
    const response = await services.get(PERSONNEL_PATHS.employees, {
      id__in: ids.join(','),
      page,
      page_size: ID_RESOLUTION_PAGE_SIZE,
    });
    const { rows, total } = readPage<Employee>(response.data);
    found.push(...rows);
    if (rows.length === 0 || found.length >= total) return found;
  }
}

/** Every option of a department / area / position list, read page by page until its total. */
export async function fetchAllOptions(services: WidgetServices, path: string): Promise<TreeOptionItem[]> {
  const all: TreeOptionItem[] = [];
  for (let page = 1; ; page += 1) {
    const response = await services.get(path, { page, page_size: OPTION_PAGE_SIZE });
    const { rows, total } = readPage<TreeOptionItem>(response.data);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}

/** Selection kept across pages: id → employee, in the order picked. */
export type EmployeeSelection = ReadonlyMap<EmployeeId, Employee>;

export function setSelected(selection: EmployeeSelection, employee: Employee, selected: boolean): EmployeeSelection {
  if (selection.has(employee.id) === selected) return selection;
  const next = new Map(selection);
  if (selected) next.set(employee.id, employee);
  else next.delete(employee.id);
  return next;
}
