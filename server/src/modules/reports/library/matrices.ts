/**
 * The matrices (issue 15; attendance-domain.md §1.7 "Daily Status (matrix of days)", "Monthly Basic Status"):
 * one row per employee (pages are employees), one status cell per day of the range (`kind: 'status'`, the day's
 * code; screens and files print the code's pay-code symbol and colour), then counts of days and, for the
 * monthly summaries, totals in minutes. Every cell reads the stored daily results (att_day_results), so a
 * matrix agrees with the time card by construction. What each one adds after the days:
 *   daily-status               — days per status code
 *   monthly-basic-status       — present, absent, leave, holiday, holiday worked, week off, week off worked
 *   monthly_status_summary     — days per status code, and late, early, absent, leave and overtime minutes
 *   monthly-attsheet-summary   — present, absent and leave days, and duty, worked, normal and overtime minutes
 *   monthly-attendance-status  — present, late, early, absent, incomplete and leave days, and worked, late and
 *                                early minutes
 */
import { REPORT_STATUS_CODES, REPORT_STATUS_OF_DAY, type PayCodeKey, type ReportStatusCode, type TimeCardStatus } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumnDefinition, ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, employeeFilter } from './common';

const C = 'report:library.columns';
const T = 'report:library.titles';

/** A count column: the days whose stored status is one of `statuses`. */
interface MatrixCount {
  key: string;
  title: string;
  statuses: readonly TimeCardStatus[];
}

/** Minutes summed from the stored results: a column of att_day_results that is also a pay code key. */
type ResultMinutes = Extract<PayCodeKey, 'duty' | 'worked' | 'regular' | 'late' | 'early' | 'short' | 'absent' | 'leave' | 'break_deducted' | 'ot' | 'ot1' | 'ot2' | 'ot3' | 'weekly_ot' | 'weekend_ot' | 'holiday_ot'>;

interface MatrixSpec {
  name: string;
  counts: readonly MatrixCount[];
  minutes?: readonly ResultMinutes[];
}

const STATUS_ENTRIES = Object.entries(REPORT_STATUS_OF_DAY) as Array<[TimeCardStatus, ReportStatusCode | null]>;

/** The stored statuses a code stands for (`absent` → absent and half_day). */
function statusesOf(code: ReportStatusCode): TimeCardStatus[] {
  return STATUS_ENTRIES.flatMap(([status, of]) => (of === code ? [status] : []));
}

/** A count per status code, titled by the code's name. */
const COUNT_PER_CODE: readonly MatrixCount[] = REPORT_STATUS_CODES.map((code) => ({ key: `days_${code}`, title: `report:library.status.${code}`, statuses: statusesOf(code) }));

function countOf(code: ReportStatusCode): MatrixCount {
  return COUNT_PER_CODE.find((count) => count.key === `days_${code}`) as MatrixCount;
}

/** Every date of the filters' range ('YYYY-MM-DD'; the range is at most 366 days, query.ts). */
export function datesOf(filters: Pick<ReportFilters, 'startDate' | 'endDate'>): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${filters.endDate}T00:00:00Z`);
  for (let at = Date.parse(`${filters.startDate}T00:00:00Z`); at <= last; at += 86_400_000) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

export const dayKey = (date: string): string => `d${date}`;

/** The day columns: titled by the day of the month, or month-day when the range crosses a month. */
function dayColumns(filters: ReportFilters): ReportColumnDefinition[] {
  const dates = datesOf(filters);
  const oneMonth = filters.startDate.slice(0, 7) === filters.endDate.slice(0, 7);
  return dates.map((date) => ({ key: dayKey(date), title: `${C}.day`, titleParams: { day: oneMonth ? date.slice(8) : date.slice(5) }, kind: 'status', sortable: false, date }));
}

/** The stored status as its matrix code, in SQL (constants from the contract, never input). */
const CODE_OF_STATUS = sql`case u.status ${sql.join(
  STATUS_ENTRIES.flatMap(([status, code]) => (code ? [sql`when ${sql.lit(status)} then ${sql.lit(code)}`] : [])),
  sql` `,
)} end`;

/** Pieces that each bring their own leading comma, one after the other (nothing for none). */
const glued = (parts: readonly RawBuilder<unknown>[]): RawBuilder<unknown> => (parts.length > 0 ? sql.join(parts, sql``) : sql``);

function matrixSource(spec: MatrixSpec, filters: ReportFilters): RawBuilder<unknown> {
  const summed = spec.minutes ?? [];
  // The status → code CASE runs only on the one row a day's FILTER keeps.
  const days = datesOf(filters).map((date) => sql`max(${CODE_OF_STATUS}) filter (where u.work_date = cast(${date} as date)) as ${sql.ref(dayKey(date))}`);
  const counts = spec.counts.map((count) => sql`count(*) filter (where u.status in (${sql.join(count.statuses.map((status) => sql.lit(status)))}))::int as ${sql.ref(count.key)}`);
  const minutes = summed.map((key) => sql`sum(${sql.ref(`u.${key}`)})::int as ${sql.ref(key)}`);
  const employeeMinutes = summed.map((key) => sql`, 0 as ${sql.ref(key)}`);
  const resultMinutes = summed.map((key) => sql`, ${sql.ref(`r.${key}`)}`);
  // No join of employees to results: the filtered employees and the range's results are one stream grouped by
  // employee, linear whatever the planner estimates. (On PGlite, whose tables have no statistics — no
  // autovacuum — a join to the results nested-looped 1,000 × 31,000 rows: 40 s for a month of 1,000 employees.)
  // An employee row makes the group a row of the report; a resigned employee needs a result in the range.
  return sql`
    select u.employee_id as employee, max(u.emp_code) as emp_code, max(u.name) as name, max(u.department) as department,
      ${sql.join([...days, ...counts, ...minutes])}
    from (
      select e.id as employee_id, e.emp_code, trim(e.first_name || ' ' || e.last_name) as name, coalesce(d.name, '') as department,
        e.resigned, null::date as work_date, null::text as status ${glued(employeeMinutes)}
      from employees e
      ${EMPLOYEE_JOIN_DEPARTMENT}
      where e.company_id = ${filters.companyId} ${employeeFilter(filters)}
      union all
      select r.employee_id, null, null, null, null, r.work_date, r.status ${glued(resultMinutes)}
      from att_day_results r
      where r.company_id = ${filters.companyId} and r.work_date between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
    ) u
    group by u.employee_id
    having count(u.emp_code) > 0 and (not bool_or(u.resigned) or count(u.work_date) > 0)`;
}

/** emp_code and name stay in view while the days scroll. */
const MATRIX_EMPLOYEE_COLUMNS: readonly ReportColumnDefinition[] = EMPLOYEE_COLUMNS.map((column) => (column.key === 'department' ? column : { ...column, fixed: true }));

function matrixReport(spec: MatrixSpec): ReportDefinition {
  const tail: ReportColumnDefinition[] = [
    ...spec.counts.map((count): ReportColumnDefinition => ({ key: count.key, title: count.title, kind: 'number', total: true })),
    ...(spec.minutes ?? []).map((key): ReportColumnDefinition => ({ key, title: `report:resource.pay_code.keys.${key}`, kind: 'minutes', payCode: key, total: true })),
  ];
  return {
    name: spec.name,
    title: `${T}.${spec.name}`,
    columns: [...MATRIX_EMPLOYEE_COLUMNS, ...tail],
    columnsFor: (filters) => [...MATRIX_EMPLOYEE_COLUMNS, ...dayColumns(filters), ...tail],
    source: (filters) => matrixSource(spec, filters),
    order: ['emp_code'],
    tieBreak: ['employee'],
    groupByDepartment: true,
  };
}

export const dailyStatusReport = matrixReport({ name: 'daily-status', counts: COUNT_PER_CODE });

export const monthlyBasicStatusReport = matrixReport({
  name: 'monthly-basic-status',
  counts: [
    { key: 'days_present', title: `${C}.days_present`, statuses: ['present', 'late', 'early', 'late_and_early', 'half_day', 'missing_in', 'missing_out', 'unscheduled_worked'] },
    { key: 'days_absent', title: `${C}.days_absent`, statuses: ['absent'] },
    { key: 'days_leave', title: `${C}.days_leave`, statuses: ['leave'] },
    { key: 'days_holiday', title: `${C}.days_holiday`, statuses: ['holiday'] },
    { key: 'days_holiday_worked', title: `${C}.days_holiday_worked`, statuses: ['holiday_worked'] },
    { key: 'days_week_off', title: `${C}.days_week_off`, statuses: ['rest_day', 'unscheduled'] },
    { key: 'days_week_off_worked', title: `${C}.days_week_off_worked`, statuses: ['rest_day_worked'] },
  ],
});

export const monthlyStatusSummaryReport = matrixReport({
  name: 'monthly_status_summary',
  counts: COUNT_PER_CODE,
  minutes: ['late', 'early', 'absent', 'leave', 'ot'],
});

export const monthlyAttsheetSummaryReport = matrixReport({
  name: 'monthly-attsheet-summary',
  counts: [countOf('present'), countOf('absent'), countOf('leave')],
  minutes: ['duty', 'worked', 'regular', 'ot'],
});

export const monthlyAttendanceStatusReport = matrixReport({
  name: 'monthly-attendance-status',
  counts: (['present', 'late', 'early', 'absent', 'incomplete', 'leave'] as const).map(countOf),
  minutes: ['worked', 'late', 'early'],
});

export const MATRIX_DEFINITIONS: readonly ReportDefinition[] = [dailyStatusReport, monthlyBasicStatusReport, monthlyStatusSummaryReport, monthlyAttsheetSummaryReport, monthlyAttendanceStatusReport];
