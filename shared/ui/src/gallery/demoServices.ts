import type { ApiResponse } from '@timekeep/contracts';
import type { WidgetQuery, WidgetServices } from '../widgets/providers/AppProvider';
import type { Employee } from '../widgets/employee-picker/employeeQueries';
import type { TreeOptionItem } from '../widgets/tree-select/treeModel';

/** Texts for the sample rows, so the gallery shows them in the current language. */
export interface DemoLabels {
  department: (n: number) => string;
  employee: (n: number) => string;
  record: (n: number) => string;
}

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZGEN0000', context: {}, data, isSuccess: true });

/**
 * In-memory stand-ins for the personnel endpoints the widgets call, so the public gallery works without
 * signing in and never shows company data. Same shapes and filter parameters as the server (SPEC §3, §7).
 */
export function createDemoServices(labels: DemoLabels, base: Partial<WidgetServices> = {}): WidgetServices {
  const departments: TreeOptionItem[] = [
    { id: 1, name: labels.department(1), parent: null },
    { id: 2, name: labels.department(2), parent: 1 },
    { id: 3, name: labels.department(3), parent: 2 },
    { id: 4, name: labels.department(4), parent: 1 },
    { id: 5, name: labels.department(5), parent: null },
  ];
  const employees: Employee[] = Array.from({ length: 37 }, (_, i) => ({
    id: i + 1,
    emp_code: `E${String(i + 1).padStart(4, '0')}`,
    first_name: labels.employee(i + 1),
    last_name: '',
  }));
  const departmentOf = (e: Employee) => (Number(e.id) % 5) + 1;
  const records = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, display_name: labels.record(i + 1) }));

  const page = <T,>(rows: T[], params: WidgetQuery) => {
    const p = Number(params.page ?? 1);
    const size = Number(params.page_size ?? 20);
    return { data: rows.slice((p - 1) * size, p * size), total: rows.length, page: p, page_size: size, next: p * size < rows.length ? p + 1 : null };
  };
  const ids = (value: WidgetQuery[string]) => (value === undefined || value === null ? null : String(value).split(',').map(Number));

  return {
    ...base,
    get: async (path, params = {}) => {
      if (/\/(departments|areas|positions)\/tree\/$/.test(path)) return ok(departments);
      if (/\/(departments|areas|positions)\/$/.test(path)) return ok(page(departments, params));
      if (path.endsWith('/employees/')) {
        const wanted = ids(params.id__in);
        const inDepartments = ids(params.department__in);
        const search = params.search ? String(params.search).toLowerCase() : '';
        const rows = employees.filter(
          (e) =>
            (!wanted || wanted.includes(Number(e.id))) &&
            (!inDepartments || inDepartments.includes(departmentOf(e))) &&
            (!search || `${e.emp_code} ${e.first_name ?? ''}`.toLowerCase().includes(search)),
        );
        return ok(page(rows, params));
      }
      const one = /\/records\/(\d+)\/$/.exec(path);
      if (one) return ok(records.find((r) => r.id === Number(one[1])) ?? null);
      if (path.endsWith('/records/')) {
        const search = params.search ? String(params.search).toLowerCase() : '';
        return ok(page(records.filter((r) => r.display_name.toLowerCase().includes(search)), params));
      }
      return { code: 'ZGEN0404', context: {}, data: null };
    },
    post: async (path, body) => {
      if (path.endsWith('/records/read/')) {
        const items = (body as { items?: number[] } | undefined)?.items ?? [];
        return ok(records.filter((r) => items.includes(r.id)));
      }
      return { code: 'ZGEN0404', context: {}, data: null };
    },
  };
}

export const DEMO_RECORDS_PATH = '/demo/api/v2/records/';
export const DEMO_TREE_URI = '/personnel/api/v2/departments/';
