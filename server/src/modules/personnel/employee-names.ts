/** How an employee is named in records about one (resignations, bio-photos) and searched (SPEC §3 label). */
import type { EmployeeNames } from '@timekeep/contracts';

/** What `first_name` or, when empty, `emp_code` shows (SPEC §3 employee label). */
export function employeeLabel(row: { first_name: string; emp_code: string }): string {
  return row.first_name.trim() || row.emp_code;
}

/** The columns the employee search looks in, on a query that names `employees` as `e`. */
export const EMPLOYEE_SEARCH_COLUMNS = ['e.emp_code', 'e.first_name', 'e.last_name'] as const;

/** The employee part of a record about one employee (resignation, bio-photo), from a row joined to `employees`. */
export function employeeNamesOf(row: { employee_id: number; emp_code: string; first_name: string; last_name: string }): EmployeeNames {
  return { employee: row.employee_id, emp_code: row.emp_code, first_name: row.first_name, last_name: row.last_name, display_name: employeeLabel(row) };
}
