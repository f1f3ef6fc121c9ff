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

/** First and last name, trimmed and joined ('' when neither is set). */
export function employeeFullName(employee: Pick<Employee, 'first_name' | 'last_name'>): string {
  return [employee.first_name, employee.last_name].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
}

/**
 * How an employee is named wherever one is chosen (pickers, lookups, chosen tags): the code and the full name,
 * e.g. "E012 Luis García", since first names repeat (issue 17: two "Luis" in the demo). The code alone when
 * there is no name. (SPEC §3 named only first_name; the code is what tells two people apart.)
 */
export function employeeLabel(employee: Employee): string {
  const name = employeeFullName(employee);
  return name ? `${employee.emp_code} ${name}` : employee.emp_code;
}

/** `employeeLabel` of a looked-up record (an employee row with `display_name`), falling back to `display_name`. */
export function employeeRecordLabel(record: { id: number | string; display_name: string } & Record<string, unknown>): string {
  const code = record.emp_code;
  if (typeof code !== 'string' || code === '') return record.display_name;
  const part = (value: unknown) => (typeof value === 'string' ? value : null);
  return employeeLabel({ id: record.id, emp_code: code, first_name: part(record.first_name), last_name: part(record.last_name) });
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
