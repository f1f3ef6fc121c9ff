/**
 * The daily reports over the stored daily results (issue 15; attendance-domain.md §1.7 "Daily calculated" and the
 * exception reports): one row per employee and work date of `att_day_results` (migration 0063, filled by the
 * recalc worker), so every report prints the engine's own minutes and totals agree across reports by construction.
 * Minutes stay integers here; the exports print them through the pay code of each column (pay-codes.ts).
 */
import { statusesOfKind } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Row } from '../../../resources/types';
import type { ReportColumnDefinition, ReportContext, ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter } from './common';
import { statusList } from './day-results';

const C = 'report:library.columns';
const T = 'report:library.titles';

/** Days outside employment or tracking are no attendance days: no daily report lists them. */
const TRACKED = sql`r.status not in ('not_employed', 'not_tracked')`;

/**
 * The filtered stored days as rows: the employee columns, `date`, the clock times (HH:MI of the local wall clock),
 * the timetables' aliases in the day's order, the exceptions as a comma list of codes, `status` as its code, and
 * `select`; only days matching `where` (SQL over `r`).
 */
function dayResults(filters: ReportFilters, select: RawBuilder<unknown>, where: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> {
  return sql`
    select ${EMPLOYEE_SELECT}, to_char(r.work_date, 'YYYY-MM-DD') as date, r.status,
      to_char(r.clock_in, 'HH24:MI') as clock_in, to_char(r.clock_out, 'HH24:MI') as clock_out,
      coalesce((select string_agg(tt.alias, ', ' order by array_position(r.timetable_ids, tt.id))
                  from timetables tt where tt.company_id = r.company_id and tt.id = any(r.timetable_ids)), '') as timetables,
      array_to_string(r.exceptions, ',') as exceptions, ${select}
    from att_day_results r
    join employees e on e.company_id = r.company_id and e.id = r.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}
    where r.company_id = ${filters.companyId} and r.work_date between cast(${filters.startDate} as date) and cast(${filters.endDate} as date)
      and ${TRACKED} and (${where}) ${employeeFilter(filters)}`;
}

const column = {
  date: { key: 'date', title: `${C}.date`, kind: 'date' },
  status: { key: 'status', title: `${C}.status` },
  timetables: { key: 'timetables', title: `${C}.timetables` },
  clockIn: { key: 'clock_in', title: `${C}.clock_in`, kind: 'time' },
  clockOut: { key: 'clock_out', title: `${C}.clock_out`, kind: 'time' },
  exceptions: { key: 'exceptions', title: `${C}.exceptions` },
} satisfies Record<string, ReportColumnDefinition>;

/** A summed minutes column printed through the pay code of the same key. */
function minutes(key: 'duty' | 'worked' | 'regular' | 'late' | 'early' | 'short' | 'absent' | 'leave' | 'break_deducted' | 'ot' | 'ot1' | 'ot2' | 'ot3' | 'weekly_ot' | 'weekend_ot' | 'holiday_ot'): ReportColumnDefinition {
  return { key, title: `${C}.${key}`, kind: 'minutes', payCode: key, total: true };
}

/** Day statuses and exception codes in the request's language (the engine's codes stay the sort keys). */
export async function dayLabels({ t }: ReportContext): Promise<(row: Row) => Row> {
  return (row) => {
    const shown: Row = { ...row };
    if (typeof row.status === 'string') shown.status = t(`report:library.day_status.${row.status}`);
    if (typeof row.exceptions === 'string') {
      shown.exceptions = row.exceptions === '' ? '' : row.exceptions.split(',').map((code) => t(`att:timeCard.exception.${code}`)).join(', ');
    }
    return shown;
  };
}

// A stored day's row is cheap to count, costly to project (timetable names): counted in a query of its own.
const perDay = { order: ['date', 'emp_code'], tieBreak: ['employee'], groupByDepartment: true, prepare: dayLabels, countApart: true } as const;

/** Every tracked day: status, clock times, worked and the exception minutes. */
export const dailyAttendanceReport: ReportDefinition = {
  name: 'daily-attendance',
  title: `${T}.daily-attendance`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.status, column.clockIn, column.clockOut, minutes('worked'), minutes('late'), minutes('early'), minutes('absent'), minutes('leave'), minutes('ot')],
  source: (filters) => dayResults(filters, sql`r.worked, r.late, r.early, r.absent, r.leave, r.ot`),
  ...perDay,
};

/** Every tracked day in full: the timetables, every minute the engine counted, the exceptions. */
export const dailyDetailsReport: ReportDefinition = {
  name: 'daily-details',
  title: `${T}.daily-details`,
  columns: [
    ...EMPLOYEE_COLUMNS, column.date, column.timetables, column.status, column.clockIn, column.clockOut,
    minutes('duty'), minutes('worked'), minutes('regular'), minutes('late'), minutes('early'), minutes('short'), minutes('absent'),
    minutes('leave'), minutes('break_deducted'), minutes('ot'), minutes('weekend_ot'), minutes('holiday_ot'), column.exceptions,
  ],
  source: (filters) =>
    dayResults(filters, sql`r.duty, r.worked, r.regular, r.late, r.early, r.short, r.absent, r.leave, r.break_deducted, r.ot, r.weekend_ot, r.holiday_ot`),
  ...perDay,
};

/**
 * `total-timecard` through the reports API (api-contracts.md names it as the example `<report>`): every stored
 * day with its clock times and minutes, as the time-card grid of /report/report-library/total-timecard shows them
 * — the screen reads GET time-cards; this serves the pinned path, its totals and its exports.
 */
export const totalTimecardReport: ReportDefinition = { ...dailyDetailsReport, name: 'total-timecard', title: `${T}.total-timecard` };

const count = (key: string): ReportColumnDefinition => ({ key, title: `${C}.${key}`, kind: 'number', total: true });

/**
 * One row per date and department (by the contracts' DAY_KIND_OF_STATUS, as the dashboard counts): how many
 * employees had a tracked day, were present (worked, late or early included), late, left early, absent, on leave, missed a punch, off (rest day or holiday), and the minutes worked
 * and of overtime.
 */
export const dailySummaryReport: ReportDefinition = {
  name: 'daily-summary',
  title: `${T}.daily-summary`,
  columns: [
    column.date, { key: 'department', title: `${C}.department` },
    count('employees'), count('present'), count('late_count'), count('early_count'), count('absent_count'), count('leave_count'),
    count('missing_count'), count('off_count'), minutes('worked'), minutes('ot'),
  ],
  source: (filters) => sql`
    select s.date, s.department, s.department_id, count(*)::int as employees,
      count(*) filter (where s.status in ${statusList(statusesOfKind('present'))})::int as present,
      count(*) filter (where s.late > 0)::int as late_count,
      count(*) filter (where s.early > 0)::int as early_count,
      count(*) filter (where s.status in ${statusList(statusesOfKind('absent'))})::int as absent_count,
      count(*) filter (where s.status in ${statusList(statusesOfKind('leave'))})::int as leave_count,
      count(*) filter (where s.status in ${statusList(statusesOfKind('incomplete'))})::int as missing_count,
      count(*) filter (where s.status in ${statusList([...statusesOfKind('rest'), ...statusesOfKind('holiday')])})::int as off_count,
      sum(s.worked)::int as worked, sum(s.ot)::int as ot
    from (${dayResults(filters, sql`coalesce(e.department_id, 0) as department_id, r.late, r.early, r.worked, r.ot`)}) s
    group by s.date, s.department, s.department_id`,
  order: ['date', 'department'],
  tieBreak: ['department_id'],
  groupByDepartment: true,
};

/** Days with late minutes: when the employee clocked in and how late. */
export const lateReport: ReportDefinition = {
  name: 'late',
  title: `${T}.late`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.timetables, column.clockIn, minutes('late'), column.status],
  source: (filters) => dayResults(filters, sql`r.late`, sql`r.late > 0`),
  ...perDay,
};

/** Days with early-leave minutes: when the employee clocked out and how early. */
export const earlyLeaveReport: ReportDefinition = {
  name: 'early-leave',
  title: `${T}.early-leave`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.timetables, column.clockOut, minutes('early'), column.status],
  source: (filters) => dayResults(filters, sql`r.early`, sql`r.early > 0`),
  ...perDay,
};

/** Absent days, and days with absent minutes (a late or early beyond the rule's limit, a missing half). */
export const absentReport: ReportDefinition = {
  name: 'absent',
  title: `${T}.absent`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.timetables, column.status, minutes('duty'), minutes('absent')],
  source: (filters) => dayResults(filters, sql`r.duty, r.absent`, sql`r.status = 'absent' or r.absent > 0`),
  ...perDay,
};

/** Days with overtime of any kind: the levels, weekend, holiday and weekly overtime and their sum. */
export const overtimeReport: ReportDefinition = {
  name: 'overtime',
  title: `${T}.overtime`,
  columns: [
    ...EMPLOYEE_COLUMNS, column.date, column.clockIn, column.clockOut, minutes('worked'), minutes('ot'), minutes('ot1'), minutes('ot2'), minutes('ot3'),
    minutes('weekend_ot'), minutes('holiday_ot'), minutes('weekly_ot'), { key: 'total_ot', title: `${C}.total_ot`, kind: 'minutes', total: true },
  ],
  source: (filters) =>
    dayResults(
      filters,
      sql`r.worked, r.ot, r.ot1, r.ot2, r.ot3, r.weekend_ot, r.holiday_ot, r.weekly_ot, (r.ot + r.weekend_ot + r.holiday_ot + r.weekly_ot) as total_ot`,
      sql`r.ot + r.weekend_ot + r.holiday_ot + r.weekly_ot > 0`,
    ),
  ...perDay,
};

/** Days the engine found a clock-in or a clock-out missing: which one, and the punch the day has. */
export const missedInOutReport: ReportDefinition = {
  name: 'missed-in-out',
  title: `${T}.missed-in-out`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.timetables, column.clockIn, column.clockOut, { ...column.exceptions, key: 'missing', title: `${C}.missing` }],
  source: (filters) =>
    dayResults(
      filters,
      sql`array_to_string(array(select x from unnest(r.exceptions) x where x in ('missing_in', 'missing_out') order by x), ',') as missing`,
      sql`r.status in ('missing_in', 'missing_out') or r.exceptions && array['missing_in', 'missing_out']::text[]`,
    ),
  ...perDay,
  async prepare(context) {
    const labels = await dayLabels(context);
    return (row) => ({ ...labels(row), missing: labels({ exceptions: row.missing }).exceptions });
  },
};

/** Half days: worked, expected and short minutes. */
export const halfDayReport: ReportDefinition = {
  name: 'half-day',
  title: `${T}.half-day`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.timetables, column.clockIn, column.clockOut, minutes('duty'), minutes('worked'), minutes('short')],
  source: (filters) => dayResults(filters, sql`r.duty, r.worked, r.short`, sql`r.status = 'half_day'`),
  ...perDay,
};

/** Days with any exception the engine raised (late, early, missing punch, long break, stray punch, …). */
export const abnormalReport: ReportDefinition = {
  name: 'abnormal',
  title: `${T}.abnormal`,
  columns: [...EMPLOYEE_COLUMNS, column.date, column.status, column.clockIn, column.clockOut, minutes('late'), minutes('early'), minutes('absent'), column.exceptions],
  source: (filters) => dayResults(filters, sql`r.late, r.early, r.absent`, sql`cardinality(r.exceptions) > 0`),
  ...perDay,
};

export const DAILY_RESULT_REPORTS: readonly ReportDefinition[] = [
  dailyAttendanceReport, dailyDetailsReport, totalTimecardReport, dailySummaryReport, lateReport, absentReport, earlyLeaveReport,
  overtimeReport, missedInOutReport, halfDayReport, abnormalReport,
];
