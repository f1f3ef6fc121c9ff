/**
 * The summary reports of the library (issue 15, SPEC §2; attendance-domain.md §1.7 "Monthly"): totals of the
 * stored daily results per employee, per employee and month, and per department. They all sum the same rows
 * (day-results.ts), so for one range their totals agree with each other and with the total time card to the
 * minute; JSON carries minutes, exports round each printed figure once by its pay code (ADR 0085).
 */
import type { PayCodeKey } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumnDefinition, ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, rangeEnd, rangeStart } from './common';
import { DAY_COUNT_KEYS, DAY_COUNTS, DAY_COUNTS_OF_KIND, dayResultsFrom, dayResultsOnlyFrom, minuteSums, type MinuteKey } from './day-results';

const T = 'report:library.titles';
const S = 'report:library.summary';

type DayCount = 'work_days' | 'present_days' | 'absent_days' | 'leave_days' | 'holiday_days' | 'rest_days' | 'incomplete_days' | 'late_days' | 'early_days';
type Minutes = MinuteKey | 'total_ot';

const counts = (keys: readonly DayCount[]): ReportColumnDefinition[] => keys.map((key) => ({ key, title: `${S}.${key}`, kind: 'number', total: true }));
const minutes = (keys: readonly Minutes[]): ReportColumnDefinition[] =>
  keys.map((key) => ({
    key,
    // the pay code's own name ("Worked (h)" in files); total OT prints through the OT pay code
    title: key === 'total_ot' ? `${S}.total_ot` : `report:resource.pay_code.keys.${key}`,
    kind: 'minutes',
    payCode: (key === 'total_ot' ? 'ot' : key) as PayCodeKey,
    total: true,
  }));
const MONTH: ReportColumnDefinition = { key: 'month', title: `${S}.month` };

const EMPLOYEE_GROUP = sql`e.id, e.emp_code, e.first_name, e.last_name, d.name`;

/**
 * One row per employee (`month`: and month of the work date) with the day counts and the minute sums. The day
 * results are grouped by employee id (and month) alone and the employee's columns joined to the ~1,000 groups:
 * grouping ~31,000 joined rows by the names as well, and the month by its text, cost a good part of the first
 * page (ADR 0113, amendment).
 */
function perEmployee(filters: ReportFilters, minuteKeys: readonly Minutes[], options: { month?: boolean } = {}): RawBuilder<unknown> {
  const outputs = [...DAY_COUNT_KEYS, ...minuteKeys].map((key) => sql.ref(`g.${key}`));
  return sql`
    select ${EMPLOYEE_SELECT} ${options.month ? sql`, g.month` : sql``}, ${sql.join(outputs)}
    from (
      select r.employee_id ${options.month ? sql`, to_char(min(r.work_date), 'YYYY-MM') as month` : sql``}, ${DAY_COUNTS_OF_KIND}, ${minuteSums(minuteKeys)}
      ${dayResultsOnlyFrom(filters)}
      group by r.employee_id ${options.month ? sql`, date_part('year', r.work_date), date_part('month', r.work_date)` : sql``}
    ) g
    join employees e on e.company_id = ${filters.companyId} and e.id = g.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}`;
}

function employeeReport(name: string, dayCounts: readonly DayCount[], minuteKeys: readonly Minutes[], month = false): ReportDefinition {
  return {
    name,
    title: `${T}.${name}`,
    columns: [...EMPLOYEE_COLUMNS, ...(month ? [MONTH] : []), ...counts(dayCounts), ...minutes(minuteKeys)],
    source: (filters) => perEmployee(filters, minuteKeys, { month }),
    order: month ? ['emp_code', 'month'] : ['emp_code'],
    tieBreak: month ? ['employee', 'month'] : ['employee'],
    groupByDepartment: true,
  };
}

const ALL_COUNTS: readonly DayCount[] = ['work_days', 'present_days', 'absent_days', 'leave_days', 'holiday_days', 'rest_days', 'incomplete_days', 'late_days', 'early_days'];
const ALL_MINUTES: readonly MinuteKey[] = ['duty', 'worked', 'regular', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted', 'ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot'];

/** Employee Summary: per employee, the day counts and the total of every pay code. */
export const employeeSummaryReport = employeeReport('employee-summary', ALL_COUNTS, ALL_MINUTES);

/** Payroll Summary: what payroll pays and deducts per employee: paid days, regular time, OT by kind, deductions. */
export const payrollSummaryReport = employeeReport(
  'payroll-summary',
  ['work_days', 'present_days', 'absent_days', 'leave_days', 'holiday_days'],
  ['regular', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot', 'total_ot', 'leave', 'late', 'early', 'absent', 'worked'],
);

/** Yearly Summary: per employee and month of the range (a year at most), the main counts and totals. */
export const yearlySummaryReport = employeeReport('yearly-summary', ['work_days', 'present_days', 'absent_days', 'leave_days'], ['worked', 'late', 'early', 'absent', 'leave', 'total_ot'], true);

/** Monthly Duration Summary: per employee and month, the durations only. */
export const monthlyDurationSummaryReport = employeeReport(
  'monthly-duration-summary',
  [],
  ['duty', 'worked', 'regular', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted', 'total_ot'],
  true,
);

/** Monthly Detailed Summary: per employee and month, every day count and every pay code. */
export const monthlyDetailedSummaryReport = employeeReport('monthly_detailed_summary', ALL_COUNTS, ALL_MINUTES, true);

/** Monthly Attendance Summary: per employee and month, the day counts and the time worked. */
export const monthlyAttendanceSummaryReport = employeeReport('monthly-attendance-summary', ALL_COUNTS, ['worked'], true);

/** Overtime Summary: per employee, OT days and OT by level and kind, and the OT approved by requests in the range. */
export const overtimeSummaryReport: ReportDefinition = {
  name: 'overtime-summary',
  title: `${T}.overtime-summary`,
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'ot_days', title: `${S}.ot_days`, kind: 'number', total: true },
    ...minutes(['ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot', 'total_ot']),
    { key: 'approved_ot', title: `${S}.approved_ot`, kind: 'minutes', payCode: 'ot', total: true },
  ],
  source: (filters) => sql`
    select x.emp_code, x.name, x.department, x.employee, x.ot_days, x.ot, x.ot1, x.ot2, x.ot3, x.weekly_ot, x.weekend_ot, x.holiday_ot, x.total_ot,
      coalesce(o.approved, 0)::int as approved_ot
    from (
      select ${EMPLOYEE_SELECT}, count(*) filter (where r.ot + r.weekly_ot + r.weekend_ot + r.holiday_ot > 0)::int as ot_days,
        ${minuteSums(['ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot', 'total_ot'])}
      ${dayResultsFrom(filters)}
      group by ${EMPLOYEE_GROUP}
    ) x
    left join (
      select q.employee, sum(extract(epoch from q.end_time - q.start_time) / 60)::int as approved
      from overtime_requests q
      where q.company_id = ${filters.companyId} and q.status = 'approved'
        and q.start_time >= ${rangeStart(filters)} and q.start_time < ${rangeEnd(filters)}
      group by q.employee
    ) o on o.employee = x.employee`,
  order: ['emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/** Department Summary: per department, its employees with results, the day counts and the main totals. */
export const departmentSummaryReport: ReportDefinition = {
  name: 'department-summary',
  title: `${T}.department-summary`,
  columns: [
    { key: 'department', title: 'report:library.columns.department' },
    { key: 'employees', title: `${S}.employees`, kind: 'number', total: true },
    ...counts(['work_days', 'present_days', 'absent_days', 'leave_days', 'late_days', 'early_days']),
    ...minutes(['duty', 'worked', 'regular', 'late', 'early', 'absent', 'leave', 'total_ot']),
  ],
  source: (filters) => sql`
    select coalesce(d.name, '') as department, coalesce(e.department_id, 0) as department_id, count(distinct e.id)::int as employees,
      ${DAY_COUNTS}, ${minuteSums(['duty', 'worked', 'regular', 'late', 'early', 'absent', 'leave', 'total_ot'])}
    ${dayResultsFrom(filters)}
    group by e.department_id, d.name`,
  order: ['department'],
  tieBreak: ['department_id'],
};
