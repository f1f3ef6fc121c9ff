/**
 * /att/leave-detail-report (issue 14, ADR 0092), two reports of the library machinery:
 * - `leave-detail-report`: per employee and leave type, the balance ledger of the year the range ends in —
 *   entitlement accrued so far, carried over, lapsed, adjustments, taken (approved), pending, balance, exactly as
 *   `leave-balances/` answers them (the accrual ledger of ADR 0100: the page's rows are completed by
 *   requests/balances.ts, the one implementation of it) — and the days taken and pending inside the range with the
 *   number of requests;
 * - `leave-detail-requests`: the leave requests (approved and pending) touching the range, one a row.
 * Days are the leaves' stored day counts (requests/leave-day-counts.ts), added up in SQL like leave-summary.
 */
import { sql, type RawBuilder } from 'kysely';
import { leaveBalancesOf, monthsThrough } from '../../requests/balances';
import type { ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter, rangeEnd, rangeStart } from './common';

const L = 'report:library.leave_detail';
const S = 'report:library.summary';

/** First day of the ledger's year (the year the range ends in) and of the next one. */
function yearOf(filters: ReportFilters): { from: string; until: string; year: number } {
  const year = Number(filters.endDate.slice(0, 4));
  return { from: `${year}-01-01`, until: `${year + 1}-01-01`, year };
}

/**
 * Per employee and leave type: the approved and pending days of the year [yearFrom, yearUntil) and of the period
 * [periodFrom, periodUntil) (timestamps), and the requests with days in each — one pass over the company's leaves
 * touching either (set-based: a lateral per employee × type read the leaves 2 × employees × types times), each
 * leave's days as it stores them per date (requests/leave-day-counts.ts, the ones the balances add up).
 */
function leaveDaysOf(companyId: number, year: { from: RawBuilder<unknown>; until: RawBuilder<unknown> }, period: { from: RawBuilder<unknown>; until: RawBuilder<unknown> }): RawBuilder<unknown> {
  const inYear = sql`c.day >= ${year.from} and c.day < ${year.until}`;
  const inPeriod = sql`c.day >= ${period.from} and c.day < ${period.until}`;
  return sql`
    select c.employee, c.leave_type,
      round(coalesce(sum(c.days) filter (where c.status = 'approved' and ${inYear}), 0)::numeric, 2) as taken,
      round(coalesce(sum(c.days) filter (where c.status = 'pending' and ${inYear}), 0)::numeric, 2) as pending,
      count(distinct c.id) filter (where ${inYear})::int as requests,
      round(coalesce(sum(c.days) filter (where c.status = 'approved' and ${inPeriod}), 0)::numeric, 2) as period_taken,
      round(coalesce(sum(c.days) filter (where c.status = 'pending' and ${inPeriod}), 0)::numeric, 2) as period_pending,
      count(distinct c.id) filter (where ${inPeriod})::int as period_requests
    from (
      select q.employee, q.leave_type, q.id, q.status, cast(x.key as timestamp) as day, cast(x.value as numeric) as days
      from leave_requests q
      cross join lateral jsonb_each_text(q.day_counts) x
      where q.company_id = ${companyId} and q.status in ('approved', 'pending')
        and ((q.start_time < ${year.until} and q.end_time >= ${year.from}) or (q.start_time < ${period.until} and q.end_time >= ${period.from}))
    ) c
    where (${inYear}) or (${inPeriod})
    group by c.employee, c.leave_type`;
}

export const leaveDetailReport: ReportDefinition = {
  name: 'leave-detail-report',
  title: 'report:library.titles.leave-detail-report',
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'leave_type', title: `${S}.leave_type` },
    { key: 'year', title: `${L}.year` },
    // entitled, carried_over, expired and balance are the ledger's (completePage): not sortable in SQL
    { key: 'entitled', title: `${L}.entitled`, kind: 'number', sortable: false },
    { key: 'carried_over', title: `${L}.carried_over`, kind: 'number', sortable: false },
    { key: 'expired', title: `${L}.expired`, kind: 'number', sortable: false },
    { key: 'adjustments', title: `${L}.adjustments`, kind: 'number', total: true },
    { key: 'taken', title: `${L}.taken`, kind: 'number', total: true },
    { key: 'pending', title: `${L}.pending`, kind: 'number', total: true },
    { key: 'balance', title: `${L}.balance`, kind: 'number', sortable: false },
    { key: 'requests', title: `${L}.requests`, kind: 'number', total: true },
    { key: 'period_taken', title: `${L}.period_taken`, kind: 'number', total: true },
    { key: 'period_pending', title: `${L}.period_pending`, kind: 'number', total: true },
  ],
  // Every employee × leave type; the resigned only when the year holds a leave or an adjustment of theirs.
  source: (filters) => {
    const { from, until, year } = yearOf(filters);
    const days = leaveDaysOf(
      filters.companyId,
      { from: sql`cast(${from} as timestamp)`, until: sql`cast(${until} as timestamp)` },
      { from: rangeStart(filters), until: rangeEnd(filters) },
    );
    return sql`
      select ${EMPLOYEE_SELECT}, lt.name as leave_type, lt.id as leave_type_id, ${year}::int as year,
        null::numeric as entitled, null::numeric as carried_over, null::numeric as expired,
        round(coalesce(a.days, 0)::numeric, 2) as adjustments, coalesce(y.taken, 0) as taken, coalesce(y.pending, 0) as pending, null::numeric as balance,
        coalesce(y.period_requests, 0) as requests, coalesce(y.period_taken, 0) as period_taken, coalesce(y.period_pending, 0) as period_pending
      from employees e
      join leave_types lt on lt.company_id = e.company_id
      ${EMPLOYEE_JOIN_DEPARTMENT}
      left join (
        select x.employee, x.leave_type, sum(x.days) as days from leave_adjustments x
        where x.company_id = ${filters.companyId} and x.year = ${year} group by x.employee, x.leave_type
      ) a on a.employee = e.id and a.leave_type = lt.id
      left join (${days}) y on y.employee = e.id and y.leave_type = lt.id
      where e.company_id = ${filters.companyId}
        and (not e.resigned or y.requests > 0 or a.days is not null)
        ${employeeFilter(filters)}`;
  },
  order: ['emp_code', 'leave_type'],
  tieBreak: ['employee', 'leave_type_id'],
  groupByDepartment: true,
  // The ledger of the page's employees as leave-balances/ answers it, accrual counted as of now (ADR 0100).
  async completePage({ trx, filters, now }, rows) {
    const year = yearOf(filters).year;
    const employees = [...new Set(rows.map((row) => Number(row.employee)))];
    const balances = await leaveBalancesOf(trx, filters.companyId, employees, year, { through: monthsThrough(year, now) });
    for (const row of rows) {
      const found = balances.get(Number(row.employee))?.find((balance) => balance.leave_type === Number(row.leave_type_id));
      Object.assign(row, { entitled: found?.entitled ?? null, carried_over: found?.carried_over ?? 0, expired: found?.expired ?? 0, balance: found?.balance ?? null });
    }
  },
};

/** The leave requests (approved and pending) touching the range, with the days the balance counts for each. */
export const leaveDetailRequestsReport: ReportDefinition = {
  name: 'leave-detail-requests',
  title: 'report:library.titles.leave-detail-requests',
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'leave_type', title: `${S}.leave_type` },
    { key: 'status', title: `${L}.status` },
    { key: 'start_time', title: `${L}.start_time`, kind: 'datetime' },
    { key: 'end_time', title: `${L}.end_time`, kind: 'datetime' },
    { key: 'days', title: `${L}.days`, kind: 'number', total: true },
    { key: 'reason', title: `${L}.reason` },
  ],
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, lt.name as leave_type, l.id as request, l.status,
      to_char(l.start_time, 'YYYY-MM-DD HH24:MI:SS') as start_time, to_char(l.end_time, 'YYYY-MM-DD HH24:MI:SS') as end_time,
      l.days, l.reason
    from leave_requests l
    join leave_types lt on lt.company_id = l.company_id and lt.id = l.leave_type
    join employees e on e.company_id = l.company_id and e.id = l.employee
    ${EMPLOYEE_JOIN_DEPARTMENT}
    where l.company_id = ${filters.companyId} and l.status in ('approved', 'pending')
      and l.start_time < ${rangeEnd(filters)} and l.end_time >= ${rangeStart(filters)}
      ${employeeFilter(filters)}`,
  order: ['emp_code', 'start_time'],
  tieBreak: ['employee', 'request'],
  groupByDepartment: true,
  // The status in the reader's language.
  prepare: async ({ t }) => (row) => ({ ...row, status: t(`att:approval.statuses.${String(row.status)}`) }),
};
