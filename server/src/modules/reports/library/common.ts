/** Pieces every library report shares: the employee columns, the filters on employees, the punch window. */
import { DEFAULT_PUNCH_STATES } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumnDefinition, ReportContext, ReportFilters } from '../definition';

const C = 'report:library.columns';

export const EMPLOYEE_COLUMNS: readonly ReportColumnDefinition[] = [
  { key: 'emp_code', title: `${C}.emp_code` },
  { key: 'name', title: `${C}.name` },
  { key: 'department', title: `${C}.department` },
];

/** `e.emp_code, <name>, <department>` (aliases = the employee column keys), `e` employees and `d` departments. */
export const EMPLOYEE_SELECT = sql`e.emp_code, trim(e.first_name || ' ' || e.last_name) as name, coalesce(d.name, '') as department, e.id as employee`;

export const EMPLOYEE_JOIN_DEPARTMENT = sql`left join departments d on d.company_id = e.company_id and d.id = e.department_id`;

/** The department and employee filters on `e` (nothing when none is given). */
export function employeeFilter(filters: ReportFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filters.departments.length > 0) parts.push(sql`and e.department_id in (${sql.join([...filters.departments])})`);
  if (filters.employees.length > 0) parts.push(sql`and e.id in (${sql.join([...filters.employees])})`);
  return parts.length > 0 ? sql.join(parts, sql` `) : sql``;
}

/**
 * The range as timestamps: its first instant and the instant after its last day. A timestamp column is compared
 * with these, never with a date: the cross-type operators (timestamp < date) are not leakproof, so under row-level
 * security PostgreSQL may not read the column's statistics for them and guesses — a month of punches estimated
 * at 1 row, and every join to it nest-looped (ADR 0113).
 */
export function rangeStart(filters: ReportFilters): RawBuilder<unknown> {
  return sql`cast(${filters.startDate} as timestamp)`;
}

export function rangeEnd(filters: ReportFilters): RawBuilder<unknown> {
  return sql`cast(cast(${filters.endDate} as date) + 1 as timestamp)`;
}

/** Punches of the company in the range's days (device wall clock), reviewed ones only, of known employees. */
export function punchWindow(filters: ReportFilters): RawBuilder<unknown> {
  return sql`t.company_id = ${filters.companyId} and not t.needs_review
    and t.punch_time >= ${rangeStart(filters)} and t.punch_time < ${rangeEnd(filters)}`;
}

/** Labels of punch-state codes: the company's own (punch-state setting), else the terminal's standard names. */
export async function punchStateLabels({ trx, filters, t }: ReportContext): Promise<(code: unknown) => string> {
  const { rows } = await sql<{ code: number; label: string }>`select code, label from punch_states where company_id = ${filters.companyId}`.execute(trx);
  const own = new Map(rows.map((row) => [Number(row.code), row.label]));
  const standard = new Map(DEFAULT_PUNCH_STATES.map((state) => [state.code, t(`report:resource.punch_state.meanings.${state.meaning}`)]));
  return (code) => {
    if (code === null || code === undefined) return '';
    const number = Number(code);
    return own.get(number) ?? standard.get(number) ?? String(code);
  };
}
