/**
 * Closed (locked) payroll periods (ADR 0094, migration 0080). Once payroll is run, an administrator closes a
 * range of dates — for the whole company or for one department and its sub-departments. Inside a closed period
 * the stored day results stay as they are:
 * - the recalculation (worker and on-demand job) skips closed days: punches and changes for them are recorded,
 *   never applied (`closedDaysOf`);
 * - writes made to change such days from the UI/API (a manual log, the approval of a request, a schedule edit)
 *   are refused with a 400 naming the period (`refuseClosedDays`);
 * - reopening (deleting the period, permission `att.delete_closed_period`, logged in the operation log) marks the
 *   period's days dirty: the worker recalculates them and writes only the days whose inputs changed;
 * - a set-up change recounting leave days (ADR 0112) keeps the stored count of closed dates; reopening recounts
 *   them (ADR 0125).
 */
import { CLOSED_PERIOD_RESOURCE } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { DeleteContext, Row, Trx } from '../../resources/types';
import { ATT_CODES } from './codes';
import { markDirtyRange, type DirtyScope } from './recalc/dirty-queue';
import { ATT_PREFIX } from './setup-resources';

const DAY = `'YYYY-MM-DD'`;
const FAR = '9999-12-31';

/** The closed days of some employees over a range: ask `has(employee, date)`. */
export interface ClosedDays {
  readonly empty: boolean;
  has(employeeId: number, date: string): boolean;
}

const NONE: ClosedDays = { empty: true, has: () => false };

/**
 * The periods meeting [from, to] and, for department periods, the departments they cover (the department and
 * every sub-department, by `parent_id`). `periods` and `tree` as SQL common table expressions.
 */
function periodsAndTree(companyId: number, from: string, to: string) {
  return sql`
    periods as (
      select id, to_char(start_date, ${sql.raw(DAY)}) as s, to_char(end_date, ${sql.raw(DAY)}) as e, department
        from att_closed_periods
       where company_id = ${companyId} and start_date <= ${to}::date and end_date >= ${from}::date
    ),
    tree (id, department) as (
      select id, department from periods where department is not null
      union
      select t.id, d.id from tree t join departments d on d.company_id = ${companyId} and d.parent_id = t.department
    )`;
}

/** Which of `employeeIds`' days in [from, to] lie in a closed period (one query; none: `empty`). */
export async function closedDaysOf(trx: Trx, companyId: number, employeeIds: readonly number[], from: string, to: string): Promise<ClosedDays> {
  const { rows } = await sql<{ employee_id: string | number | null; s: string; e: string }>`
    with recursive ${periodsAndTree(companyId, from, to)}
    select null::bigint as employee_id, s, e from periods where department is null
    union all
    select x.id, p.s, p.e
      from tree t join periods p on p.id = t.id
      join employees x on x.company_id = ${companyId} and x.department_id = t.department
     where x.id = any(${employeeIds.map(Number)}::bigint[])`.execute(trx);
  if (rows.length === 0) return NONE;
  const company: Array<[string, string]> = [];
  const byEmployee = new Map<number, Array<[string, string]>>();
  for (const row of rows) {
    if (row.employee_id === null) company.push([row.s, row.e]);
    else {
      const id = Number(row.employee_id);
      const list = byEmployee.get(id);
      if (list) list.push([row.s, row.e]);
      else byEmployee.set(id, [[row.s, row.e]]);
    }
  }
  const within = (ranges: ReadonlyArray<[string, string]> | undefined, date: string) => ranges?.some(([s, e]) => s <= date && date <= e) ?? false;
  return { empty: false, has: (employeeId, date) => within(company, date) || within(byEmployee.get(employeeId), date) };
}

/**
 * Refuses (400 ZATT0030 company-wide / ZATT0031 a department's) a write that would change days of the scope's
 * employees in [from, to] (to null: open-ended) lying in a closed period. Call it in the write's transaction.
 */
export async function refuseClosedDays(trx: Trx, companyId: number, scope: DirtyScope, from: string, to: string | null): Promise<void> {
  const employees = (scope.employees ?? []).map(Number);
  const departments = (scope.departments ?? []).map(Number);
  const everyone = employees.length === 0 && departments.length === 0;
  const scoped = everyone ? sql`true` : sql`(x.id = any(${employees}::bigint[]) or x.department_id = any(${departments}::bigint[]))`;
  const { rows } = await sql<{ s: string; e: string; department: string | null }>`
    with recursive ${periodsAndTree(companyId, from, to ?? FAR)}
    select p.s, p.e, d.name as department
      from periods p left join departments d on d.company_id = ${companyId} and d.id = p.department
     where (p.department is null and ${everyone ? sql`true` : sql`exists (select 1 from employees x where x.company_id = ${companyId} and ${scoped})`})
        or exists (select 1 from tree t join employees x on x.company_id = ${companyId} and x.department_id = t.department where t.id = p.id and ${scoped})
     order by p.s limit 1`.execute(trx);
  const period = rows[0];
  if (!period) return;
  const params: Record<string, string> = { start_date: period.s, end_date: period.e };
  if (period.department === null) {
    throw new ApiError(400, ATT_CODES.periodClosed, { message: `${period.s} – ${period.e} is a closed payroll period: reopen it first.`, params });
  }
  throw new ApiError(400, ATT_CODES.departmentPeriodClosed, {
    message: `${period.s} – ${period.e} is a closed payroll period of ${period.department}: reopen it first.`,
    params: { ...params, department: period.department },
  });
}

/** Reopening: the period's days (its department's tree, or the company) are marked dirty in the delete's transaction. */
async function reopen(context: DeleteContext): Promise<Row> {
  const { trx, companyId } = context;
  const { rows } = await sql<{ s: string; e: string; departments: Array<string | number> | null }>`
    with recursive tree (id, department) as (
      select id, department from att_closed_periods where company_id = ${companyId} and id = any(${context.ids}::bigint[]) and department is not null
      union
      select t.id, d.id from tree t join departments d on d.company_id = ${companyId} and d.parent_id = t.department
    )
    select to_char(p.start_date, ${sql.raw(DAY)}) as s, to_char(p.end_date, ${sql.raw(DAY)}) as e,
      (select array_agg(t.department) from tree t where t.id = p.id) as departments
      from att_closed_periods p where p.company_id = ${companyId} and p.id = any(${context.ids}::bigint[])`.execute(trx);
  let recalculating = 0;
  for (const row of rows) {
    const scope: DirtyScope = row.departments ? { departments: row.departments.map(Number) } : {};
    recalculating += await markDirtyRange(trx, companyId, scope, row.s, row.e);
  }
  return { recalculating };
}

export const closedPeriods = defineResource({
  contract: CLOSED_PERIOD_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'att_closed_periods',
  columns: { closed_at: 'created_at' },
  filters: {
    department__in: { kind: 'in', field: 'department' },
    start_date__lte: { kind: 'lte', field: 'start_date' },
    end_date__gte: { kind: 'gte', field: 'end_date' },
  },
  ordering: { fields: ['start_date', 'end_date', 'department', 'closed_at'], default: ['-start_date'] },
  summary: (record) => `${String(record.start_date)} – ${String(record.end_date)}${record.department ? ` #${String(record.department)}` : ''}`,
  hooks: {
    beforeWrite: ({ values }) => {
      if (String(values.end_date) < String(values.start_date)) {
        throw new ApiError(400, ATT_CODES.endBeforeStart, { message: 'The end date is before the start date.', fields: { end_date: ATT_CODES.endBeforeStart } });
      }
    },
    beforeDelete: reopen,
    // Reopened: the leaves on its dates are counted as the set-up says now — a change made while it was closed
    // left their stored days there as they were (ADR 0125). Dates of other periods still closed keep theirs.
    afterDelete: async ({ trx, companyId, records }) => {
      // imported when called: the leave module reads the engine set-up, whose resources import this one
      const { recountLeaves } = await import('../requests/leave-day-counts');
      for (const record of records) await recountLeaves(trx, companyId, {}, String(record.start_date).slice(0, 10), String(record.end_date).slice(0, 10));
    },
  },
});
