/**
 * Leave Summary (issue 15): per employee and leave type, the leave requests that touch the range — approved
 * days, pending days and how many requests — the days each request stores per date inside the range, the ones the
 * balances add up (requests/leave-day-counts.ts: the unit's arithmetic, rest days never, holidays only for a type
 * that counts them). Leave types come from /att/leave-setting; rejected and withdrawn requests count nothing.
 */
import { sql } from 'kysely';
import type { ReportDefinition } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter, rangeEnd, rangeStart } from './common';

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
  // Each request's stored day counts (ADR 0112: rest days and, for some types, holidays left out); days outside the range drop.
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, lt.name as leave_type, lt.id as leave_type_id,
      count(distinct l.id) filter (where l.status = 'approved')::int as requests,
      round(coalesce(sum(c.days) filter (where l.status = 'approved'), 0)::numeric, 2) as days,
      round(coalesce(sum(c.days) filter (where l.status = 'pending'), 0)::numeric, 2) as pending_days
    from leave_requests l
    join leave_types lt on lt.company_id = l.company_id and lt.id = l.leave_type
    join employees e on e.company_id = l.company_id and e.id = l.employee
    ${EMPLOYEE_JOIN_DEPARTMENT}
    cross join lateral (
      select cast(x.value as numeric) as days from jsonb_each_text(l.day_counts) x
      where cast(x.key as date) between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
    ) c
    where l.company_id = ${filters.companyId} and l.status in ('approved', 'pending')
      and l.start_time < ${rangeEnd(filters)} and l.end_time >= ${rangeStart(filters)}
      ${employeeFilter(filters)}
    group by e.id, e.emp_code, e.first_name, e.last_name, d.name, lt.id, lt.name`,
  order: ['emp_code', 'leave_type'],
  tieBreak: ['employee', 'leave_type_id'],
  groupByDepartment: true,
};
