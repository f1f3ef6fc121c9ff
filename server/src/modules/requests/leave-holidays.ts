/**
 * The holidays a leave of a type that does not count them skips (ADR 0100, update): the company's holidays
 * (`/att/holidays`) that are company-wide (no departments) or name the employee's department — the engine's rule
 * (attendance/engine `holidayFor`), as dates for the leaves' day counts (leave-day-counts.ts), which the balances and
 * the leave reports add up.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../resources/types';

/** The holiday dates (`YYYY-MM-DD`) of each of `employeeIds` from `from` to `to` (dates, both included). */
export async function employeeHolidays(trx: Trx, companyId: number, employeeIds: readonly number[], from: string, to: string): Promise<Map<number, Set<string>>> {
  const byEmployee = new Map<number, Set<string>>(employeeIds.map((id) => [id, new Set<string>()]));
  if (employeeIds.length === 0) return byEmployee;
  const { rows } = await sql<{ employee: number | string; day: string }>`
    select e.id as employee, to_char(h.start_date + g.n, 'YYYY-MM-DD') as day
    from employees e
    join holidays h on h.company_id = e.company_id
    cross join lateral generate_series(0, h.days - 1) g (n)
    where e.company_id = ${companyId} and e.id in (${sql.join(employeeIds.map(Number))})
      and h.start_date <= cast(${to} as date) and h.start_date + h.days > cast(${from} as date)
      and h.start_date + g.n between cast(${from} as date) and cast(${to} as date)
      and ${appliesTo(sql`${companyId}`, sql`e.department_id`)}`.execute(trx);
  for (const row of rows) byEmployee.get(Number(row.employee))?.add(row.day);
  return byEmployee;
}

/**
 * Whether holiday `h` is for department `department`: it names no department, or names that one. Both subqueries
 * are uncorrelated (each hashed once per query), and the employee's department comes from the caller's row rather
 * than a lookup per leave day.
 */
function appliesTo(company: RawBuilder<unknown>, department: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(h.id not in (select hd.holiday_id from holiday_departments hd where hd.company_id = ${company})
    or (h.id, ${department}) in (select hd.holiday_id, hd.department_id from holiday_departments hd where hd.company_id = ${company}))`;
}
