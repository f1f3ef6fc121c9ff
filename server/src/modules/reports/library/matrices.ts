/**
 * The matrices (issue 15; attendance-domain.md §1.7 "Daily Status (matrix of days)", "Monthly Basic Status"):
 * one row per employee (pages are employees), one status cell per day of the range (`kind: 'status'`, the day's
 * code; screens and files print the code's pay-code symbol and colour), then counts of days and, for the
 * monthly summaries, totals in minutes. Every cell reads the stored daily results (att_day_results), so a
 * matrix agrees with the time card by construction: a cell is the day's time-card category (REPORT_STATUS_OF_DAY);
 * counts named after a code count cells, counts of present / absent / leave / incomplete days count the summaries'
 * kinds of day (DAY_KIND_OF_STATUS under the report setting), so they agree with employee-summary. What each adds:
 *   daily-status               — days per status code
 *   monthly-basic-status       — present, absent, leave, incomplete, holiday, holiday worked, week off, week off worked
 *   monthly_status_summary     — days per status code, and late, early, absent, leave and overtime minutes
 *   monthly-attsheet-summary   — present, absent and leave days, and duty, worked, normal and overtime minutes
 *   monthly-attendance-status  — present, late, early, absent, incomplete and leave days, and worked, late and
 *                                early minutes
 */
import { REPORT_STATUS_CODES, REPORT_STATUS_OF_DAY, statusesOfCode, type DayKind, type PayCodeKey, type ReportStatusCode, type TimeCardStatus } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumnDefinition, ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, employeeFilter } from './common';
import { DAY_KIND, statusList } from './day-results';

const C = 'report:library.columns';
const T = 'report:library.titles';

/**
 * A count column. By `code`: the days whose cell shows one of the codes (a breakdown of the cells). By `kind`: the
 * days the summaries count as that kind (the contracts' DAY_KIND_OF_STATUS under the company's report setting,
 * day-results.ts), so "present days" agree with employee-summary; `only`/`except` narrow a kind to some statuses
 * (holidays worked are attended days of their own column).
 */
export type MatrixCount =
  | { key: string; title: string; by: 'code'; codes: readonly ReportStatusCode[] }
  | { key: string; title: string; by: 'kind'; kind: DayKind; only?: readonly TimeCardStatus[]; except?: readonly TimeCardStatus[] };

/** Minutes summed from the stored results: a column of att_day_results that is also a pay code key. */
type ResultMinutes = Extract<PayCodeKey, 'duty' | 'worked' | 'regular' | 'late' | 'early' | 'short' | 'absent' | 'leave' | 'break_deducted' | 'ot' | 'ot1' | 'ot2' | 'ot3' | 'weekly_ot' | 'weekend_ot' | 'holiday_ot'>;

interface MatrixSpec {
  name: string;
  counts: readonly MatrixCount[];
  minutes?: readonly ResultMinutes[];
}

const STATUS_ENTRIES = Object.entries(REPORT_STATUS_OF_DAY) as Array<[TimeCardStatus, ReportStatusCode | null]>;

/** A count per status code, titled by the code's name. */
const COUNT_PER_CODE: readonly MatrixCount[] = REPORT_STATUS_CODES.map((code) => ({ key: `days_${code}`, title: `report:library.status.${code}`, by: 'code', codes: [code] }));

function countOf(code: ReportStatusCode): MatrixCount {
  return COUNT_PER_CODE.find((count) => count.key === `days_${code}`) as MatrixCount;
}

/** A count of the days of one kind, as the summaries count them (`days_present` … of employee-summary). */
const kindCount = (key: string, kind: DayKind, narrow: { only?: readonly TimeCardStatus[]; except?: readonly TimeCardStatus[] } = {}): MatrixCount => ({ key, title: `${C}.${key}`, by: 'kind', kind, ...narrow });

/** The SQL condition of a count over the union `u` (its `status` and, for result rows, `kind`). */
function countCondition(count: MatrixCount): RawBuilder<unknown> {
  if (count.by === 'code') return sql`u.status in ${statusList(count.codes.flatMap(statusesOfCode))}`;
  const parts = [sql`u.kind = ${sql.lit(count.kind)}`];
  if (count.only) parts.push(sql`u.status in ${statusList(count.only)}`);
  if (count.except) parts.push(sql`u.status not in ${statusList(count.except)}`);
  return sql.join(parts, sql` and `);
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
  const counts = spec.counts.map((count) => sql`count(*) filter (where ${countCondition(count)})::int as ${sql.ref(count.key)}`);
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
        e.resigned, null::date as work_date, null::text as status, null::text as kind ${glued(employeeMinutes)}
      from employees e
      ${EMPLOYEE_JOIN_DEPARTMENT}
      where e.company_id = ${filters.companyId} ${employeeFilter(filters)}
      union all
      select r.employee_id, null, null, null, null, r.work_date, r.status, ${DAY_KIND} ${glued(resultMinutes)}
      from att_day_results r
      left join report_settings s on s.company_id = r.company_id
      where r.company_id = ${filters.companyId} and r.work_date between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
    ) u
    group by u.employee_id
    having count(u.emp_code) > 0 and (not bool_or(u.resigned) or count(u.work_date) > 0)`;
}

/** emp_code and name stay in view while the days scroll. */
const MATRIX_EMPLOYEE_COLUMNS: readonly ReportColumnDefinition[] = EMPLOYEE_COLUMNS.map((column) => (column.key === 'department' ? column : { ...column, fixed: true }));

/** Each matrix's count columns by report name (what they count: tests check they split the days once each). */
export const MATRIX_COUNTS = new Map<string, readonly MatrixCount[]>();

function matrixReport(spec: MatrixSpec): ReportDefinition {
  MATRIX_COUNTS.set(spec.name, spec.counts);
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

/** Holidays and rest days worked: attended days with a column of their own in the monthly basic status. */
const WORKED_OFF: readonly TimeCardStatus[] = ['holiday_worked', 'rest_day_worked'];

export const monthlyBasicStatusReport = matrixReport({
  name: 'monthly-basic-status',
  counts: [
    kindCount('days_present', 'present', { except: WORKED_OFF }),
    kindCount('days_absent', 'absent'),
    kindCount('days_leave', 'leave'),
    kindCount('days_incomplete', 'incomplete'),
    kindCount('days_holiday', 'holiday'),
    kindCount('days_holiday_worked', 'present', { only: ['holiday_worked'] }),
    kindCount('days_week_off', 'rest'),
    kindCount('days_week_off_worked', 'present', { only: ['rest_day_worked'] }),
  ],
});

export const monthlyStatusSummaryReport = matrixReport({
  name: 'monthly_status_summary',
  counts: COUNT_PER_CODE,
  minutes: ['late', 'early', 'absent', 'leave', 'ot'],
});

export const monthlyAttsheetSummaryReport = matrixReport({
  name: 'monthly-attsheet-summary',
  counts: [kindCount('days_present', 'present'), kindCount('days_absent', 'absent'), kindCount('days_leave', 'leave')],
  minutes: ['duty', 'worked', 'regular', 'ot'],
});

export const monthlyAttendanceStatusReport = matrixReport({
  name: 'monthly-attendance-status',
  counts: (['present', 'late', 'early', 'absent', 'incomplete', 'leave'] as const).map(countOf),
  minutes: ['worked', 'late', 'early'],
});

export const MATRIX_DEFINITIONS: readonly ReportDefinition[] = [dailyStatusReport, monthlyBasicStatusReport, monthlyStatusSummaryReport, monthlyAttsheetSummaryReport, monthlyAttendanceStatusReport];
