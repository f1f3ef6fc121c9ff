/**
 * Leave Summary (issue 15): per employee and leave type, the leave requests that touch the range — approved
 * days, pending days and how many requests — counted per day inside the range by the rules of the balances
 * (requests/leave-days.ts: a `day` leave counts 1 a day; `half_day` ½ for up to 5 hours of a day, else 1;
 * `hour` the day's hours over 8, at most 1; a type that does not count holidays skips the employee's). Leave types
 * come from /att/leave-setting; rejected and withdrawn requests count nothing.
 */
import { sql } from 'kysely';
import { isEmployeeHoliday } from '../../requests/leave-holidays';
import type { ReportDefinition } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter } from './common';

const S = 'report:library.summary';

export const leaveSummaryReport: ReportDefinition = {
  name: 'leave-summary',
  title: 'report:library.titles.leave-summary',
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'leave_type', title: `${S}.leave_type` },
    { key: 'requests', title: `${S}.requests`, kind: 'number', total: true },
    { key: 'days', title: `${S}.days`, kind: 'number', total: true },
    { key: 'pending_days', title: `${S}.pending_days`, kind: 'number', total: true },
  ],
  // Each request is cut into the days it covers (an end at 23:59:59 reaches midnight); days outside the range drop.
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, lt.name as leave_type, lt.id as leave_type_id,
      count(distinct l.id) filter (where l.status = 'approved')::int as requests,
      round(coalesce(sum(c.days) filter (where l.status = 'approved'), 0)::numeric, 2) as days,
      round(coalesce(sum(c.days) filter (where l.status = 'pending'), 0)::numeric, 2) as pending_days
    from (
      select q.*, case when to_char(q.end_time, 'HH24:MI:SS') = '23:59:59' then q.end_time + interval '1 second' else q.end_time end as until
      from leave_requests q
      where q.company_id = ${filters.companyId} and q.status in ('approved', 'pending')
        and q.start_time < cast(${filters.endDate} as date) + 1 and q.end_time >= cast(${filters.startDate} as date)
    ) l
    join leave_types lt on lt.company_id = l.company_id and lt.id = l.leave_type
    join employees e on e.company_id = l.company_id and e.id = l.employee
    ${EMPLOYEE_JOIN_DEPARTMENT}
    cross join lateral (
      select case lt.unit
          when 'day' then 1.0
          when 'half_day' then case when h.hours > 5 then 1.0 else 0.5 end
          else least(1.0, h.hours / 8)
        end as days
      from generate_series(date_trunc('day', l.start_time), l.until - interval '1 second', interval '1 day') g(day)
      cross join lateral (select extract(epoch from least(l.until, g.day + interval '1 day') - greatest(l.start_time, g.day)) / 3600 as hours) h
      where g.day >= cast(${filters.startDate} as date) and g.day < cast(${filters.endDate} as date) + 1 and h.hours > 0
        and not (not lt.counts_holidays and ${isEmployeeHoliday(sql`${filters.companyId}`, sql`e.department_id`, sql`g.day`)})
    ) c
    where true ${employeeFilter(filters)}
    group by e.id, e.emp_code, e.first_name, e.last_name, d.name, lt.id, lt.name`,
  order: ['emp_code', 'leave_type'],
  tieBreak: ['employee', 'leave_type_id'],
  groupByDepartment: true,
};
