/**
 * The stored daily results (att_day_results, ADR 0081) as the summary reports read them: the rows of the
 * filters, and what kind of day each one is under the company's report setting (what counts as present or
 * absent). Every summary sums the same rows, so their totals agree by construction (ADR 0085).
 */
import { statusesOfKind, type DayKind, type TimeCardStatus } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters } from '../definition';
import { EMPLOYEE_JOIN_DEPARTMENT, employeeFilter } from './common';

/**
 * `from … where …` of the filtered day results: `r` results, `e` employees, `d` departments, `s` the company's
 * report setting (absent until first changed: the contract's defaults apply through coalesce).
 */
export function dayResultsFrom(filters: ReportFilters): RawBuilder<unknown> {
  return sql`from att_day_results r
    join employees e on e.company_id = r.company_id and e.id = r.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}
    left join report_settings s on s.company_id = r.company_id
    where r.company_id = ${filters.companyId}
      and r.work_date between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
      ${employeeFilter(filters)}`;
}

/**
 * `from … where …` of the filtered day results without the employee's columns: `r` results and `s` the report
 * setting; the department and employee filters pick the days by employee id when given. For queries that group
 * the days by employee id first and join the employee's columns to the groups (ADR 0113, amendment).
 */
export function dayResultsOnlyFrom(filters: ReportFilters): RawBuilder<unknown> {
  const filtered = filters.departments.length > 0 || filters.employees.length > 0;
  // offset 0 keeps the subquery a subquery: pulled up, the day's kind would be worked out again in each count
  return sql`from (
      select r.*, ${DAY_KIND} as day_kind, coalesce(s.leave_as_present, false) as leave_as_present
      from att_day_results r
      left join report_settings s on s.company_id = r.company_id
      where r.company_id = ${filters.companyId}
        and r.work_date between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
        ${filtered ? sql`and r.employee_id in (select e.id from employees e where e.company_id = ${filters.companyId} ${employeeFilter(filters)})` : sql``}
      offset 0
    ) r`;
}

/** `(…)` of status literals (constants of the contracts, never input). */
export const statusList = (statuses: readonly TimeCardStatus[]): RawBuilder<unknown> => sql`(${sql.join(statuses.map((status) => sql.lit(status)))})`;

const WORKED_OFF_DAY = statusList(['holiday_worked', 'rest_day_worked', 'unscheduled_worked']);
const MISSING_PUNCH = statusList(statusesOfKind('incomplete'));
/** The kinds no report setting changes, from the contracts' DAY_KIND_OF_STATUS (one source with the time card). */
const FIXED_KINDS = (['absent', 'leave', 'holiday', 'rest', 'none'] as const satisfies readonly DayKind[]).map(
  (kind) => sql`when r.status in ${statusList(statusesOfKind(kind))} then ${sql.lit(kind)}`,
);

/**
 * The day's kind for the counts: present, absent, leave, holiday, rest, incomplete (a punch missing, when the
 * setting says so) or none (not employed, not tracked) — the contracts' DAY_KIND_OF_STATUS, then the report
 * setting: a missing punch is absent, present or incomplete; late or early beyond a limit is absent; with
 * `present_rule = worked` a day needs `present_minutes` worked (a worked holiday or rest day below it stays a
 * holiday or rest day). Needs `r` (att_day_results) and `s` (report_settings, left joined).
 */
export const DAY_KIND = sql`(case
  ${sql.join(FIXED_KINDS, sql` `)}
  when r.status in ${MISSING_PUNCH} and coalesce(s.missing_punch, 'incomplete') = 'absent' then 'absent'
  when r.status in ${MISSING_PUNCH} and coalesce(s.missing_punch, 'incomplete') = 'incomplete' then 'incomplete'
  when coalesce(s.late_as_absent, 0) > 0 and r.late > s.late_as_absent and r.status not in ${WORKED_OFF_DAY} then 'absent'
  when coalesce(s.early_as_absent, 0) > 0 and r.early > s.early_as_absent and r.status not in ${WORKED_OFF_DAY} then 'absent'
  when coalesce(s.present_rule, 'any_punch') = 'worked' and r.worked < coalesce(s.present_minutes, 240) then
    case when r.status = 'holiday_worked' then 'holiday' when r.status in ${WORKED_OFF_DAY} then 'rest' else 'absent' end
  else 'present'
end)`;

/** The columns of DAY_COUNTS, in its order. */
export const DAY_COUNT_KEYS = ['present_days', 'absent_days', 'leave_days', 'holiday_days', 'rest_days', 'incomplete_days', 'late_days', 'early_days', 'work_days'] as const;

/** Day counts by kind of `kind` (leave days count as present too when `leaveAsPresent`), over results `r`. */
function dayCountsOf(kind: RawBuilder<unknown>, leaveAsPresent: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
  count(*) filter (where ${kind} = 'present' or (${kind} = 'leave' and ${leaveAsPresent}))::int as present_days,
  count(*) filter (where ${kind} = 'absent')::int as absent_days,
  count(*) filter (where ${kind} = 'leave')::int as leave_days,
  count(*) filter (where ${kind} = 'holiday')::int as holiday_days,
  count(*) filter (where ${kind} = 'rest')::int as rest_days,
  count(*) filter (where ${kind} = 'incomplete')::int as incomplete_days,
  count(*) filter (where r.late > 0)::int as late_days,
  count(*) filter (where r.early > 0)::int as early_days,
  count(*) filter (where r.status not in ('holiday', 'rest_day', 'unscheduled', 'not_employed', 'not_tracked') and r.status not in ${WORKED_OFF_DAY})::int as work_days`;
}

/** Day counts by kind (leave days count as present too when the setting says so), over `r` and `s`. */
export const DAY_COUNTS = dayCountsOf(DAY_KIND, sql`coalesce(s.leave_as_present, false)`);

/** Day counts over the rows of `dayResultsOnlyFrom`, whose `r.day_kind` is each day's kind, worked out once. */
export const DAY_COUNTS_OF_KIND = dayCountsOf(sql`r.day_kind`, sql`r.leave_as_present`);

/** The minute totals (the pay codes' keys, `total_ot` = daily + weekly + weekend + holiday OT). */
export const MINUTE_KEYS = [
  'duty', 'worked', 'regular', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted',
  'ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot',
] as const;
export type MinuteKey = (typeof MINUTE_KEYS)[number];

/** `sum(r.<key>)::int as <key>` for each key, and `total_ot` when asked. */
export function minuteSums(keys: readonly (MinuteKey | 'total_ot')[]): RawBuilder<unknown> {
  return sql.join(
    keys.map((key) =>
      key === 'total_ot'
        ? sql`coalesce(sum(r.ot + r.weekly_ot + r.weekend_ot + r.holiday_ot), 0)::int as total_ot`
        : sql`coalesce(sum(${sql.ref(`r.${key}`)}), 0)::int as ${sql.ref(key)}`,
    ),
  );
}
