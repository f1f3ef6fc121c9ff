/**
 * The stored daily results (att_day_results, ADR 0081) as the summary reports read them: the rows of the
 * filters, and what kind of day each one is under the company's report setting (what counts as present or
 * absent). Every summary sums the same rows, so their totals agree by construction (ADR 0085).
 */
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

const WORKED_OFF_DAY = sql`('holiday_worked', 'rest_day_worked', 'unscheduled_worked')`;
const MISSING_PUNCH = sql`('missing_in', 'missing_out')`;

/**
 * The day's kind for the counts: present, absent, leave, holiday, rest, incomplete (a punch missing, when the
 * setting says so) or none (not employed, not tracked). The report setting decides: a missing punch is absent,
 * present or incomplete; late or early beyond a limit is absent; with `present_rule = worked` a day needs
 * `present_minutes` worked (a worked holiday or rest day below it stays a holiday or rest day).
 */
export const DAY_KIND = sql`(case
  when r.status = 'absent' then 'absent'
  when r.status = 'leave' then 'leave'
  when r.status = 'holiday' then 'holiday'
  when r.status in ('rest_day', 'unscheduled') then 'rest'
  when r.status in ('not_employed', 'not_tracked') then 'none'
  when r.status in ${MISSING_PUNCH} and coalesce(s.missing_punch, 'incomplete') = 'absent' then 'absent'
  when r.status in ${MISSING_PUNCH} and coalesce(s.missing_punch, 'incomplete') = 'incomplete' then 'incomplete'
  when coalesce(s.late_as_absent, 0) > 0 and r.late > s.late_as_absent and r.status not in ${WORKED_OFF_DAY} then 'absent'
  when coalesce(s.early_as_absent, 0) > 0 and r.early > s.early_as_absent and r.status not in ${WORKED_OFF_DAY} then 'absent'
  when coalesce(s.present_rule, 'any_punch') = 'worked' and r.worked < coalesce(s.present_minutes, 240) then
    case when r.status = 'holiday_worked' then 'holiday' when r.status in ${WORKED_OFF_DAY} then 'rest' else 'absent' end
  else 'present'
end)`;

/** Day counts by kind (leave days count as present too when the setting says so). */
export const DAY_COUNTS = sql`
  count(*) filter (where ${DAY_KIND} = 'present' or (${DAY_KIND} = 'leave' and coalesce(s.leave_as_present, false)))::int as present_days,
  count(*) filter (where ${DAY_KIND} = 'absent')::int as absent_days,
  count(*) filter (where ${DAY_KIND} = 'leave')::int as leave_days,
  count(*) filter (where ${DAY_KIND} = 'holiday')::int as holiday_days,
  count(*) filter (where ${DAY_KIND} = 'rest')::int as rest_days,
  count(*) filter (where ${DAY_KIND} = 'incomplete')::int as incomplete_days,
  count(*) filter (where r.late > 0)::int as late_days,
  count(*) filter (where r.early > 0)::int as early_days,
  count(*) filter (where r.status not in ('holiday', 'rest_day', 'unscheduled', 'not_employed', 'not_tracked') and r.status not in ${WORKED_OFF_DAY})::int as work_days`;

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
