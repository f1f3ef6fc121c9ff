/**
 * The daily reports that read punches (issue 15; attendance-domain.md §1.7): first check-in and last check-out by
 * punch state, the scheduled log (each punch with the state the calculation gave it), mobile punches, break
 * punches with the break taken and the break the engine deducted, and the training days of training requests.
 */
import { DEFAULT_PUNCH_STATES } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter, punchStateLabels, punchWindow, rangeEnd, rangeStart } from './common';

const C = 'report:library.columns';
const T = 'report:library.titles';

/**
 * What a punch's state means (`check_in`, `break_out`, …): the company's punch-state setting for its code, else
 * the terminal's standard meaning; needs `left join punch_states ps` (see `punchStateJoin`).
 */
function meaningOf(punch: string, state: string): RawBuilder<unknown> {
  return sql`coalesce(${sql.ref(`${state}.meaning`)}, case ${sql.ref(`${punch}.punch_state`)} ${sql.join(
    DEFAULT_PUNCH_STATES.map((standard) => sql`when ${sql.lit(standard.code)} then ${sql.lit(standard.meaning)}`),
    sql` `,
  )} end)`;
}
const MEANING = meaningOf('t', 'ps');

const PUNCH_STATE_JOIN = sql`left join punch_states ps on ps.company_id = t.company_id and ps.code = t.punch_state`;

/** The filtered punches of known employees with `select` (the employee columns, `meaning` and `date` come too). */
function punches(filters: ReportFilters, select: RawBuilder<unknown>, where: RawBuilder<unknown> = sql`true`, join: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  return sql`
    select ${EMPLOYEE_SELECT}, to_char(t.punch_time, 'YYYY-MM-DD') as date, ${MEANING} as meaning, ${select}
    from transactions t
    join employees e on e.company_id = t.company_id and e.id = t.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}
    ${PUNCH_STATE_JOIN}
    ${join}
    where ${punchWindow(filters)} and (${where}) ${employeeFilter(filters)}`;
}

const dateColumn = { key: 'date', title: `${C}.date`, kind: 'date' } as const;

/**
 * One row per employee and day with a check-in or check-out punch: the first check-in, the last check-out (by the
 * punch state, unlike first-last which takes any punch) and the time between them.
 */
export const firstInLastOutReport: ReportDefinition = {
  name: 'first-in-last-out',
  title: `${T}.first-in-last-out`,
  columns: [
    ...EMPLOYEE_COLUMNS, dateColumn,
    { key: 'first_in', title: `${C}.first_in`, kind: 'time' },
    { key: 'last_out', title: `${C}.last_out`, kind: 'time' },
    { key: 'total_time', title: `${C}.total_time`, kind: 'minutes', payCode: 'total_time', total: true },
  ],
  source: (filters) => sql`
    select p.emp_code, p.name, p.department, p.employee, p.date,
      to_char(min(p.punch_time) filter (where p.meaning = 'check_in'), 'HH24:MI:SS') as first_in,
      to_char(max(p.punch_time) filter (where p.meaning = 'check_out'), 'HH24:MI:SS') as last_out,
      greatest(coalesce((extract(epoch from max(p.punch_time) filter (where p.meaning = 'check_out') - min(p.punch_time) filter (where p.meaning = 'check_in')) / 60)::int, 0), 0) as total_time
    from (${punches(filters, sql`t.punch_time`, sql`${MEANING} in ('check_in', 'check_out')`)}) p
    group by p.employee, p.emp_code, p.name, p.department, p.date`,
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/** The stored day whose clock-in or clock-out is punch `t` (its own date or the day before: a night shift), latest first. */
const usedBy = sql`from att_day_results r
  where r.company_id = t.company_id and r.employee_id = t.employee_id
    and r.work_date between cast(t.punch_time as date) - 1 and cast(t.punch_time as date)
    and (r.clock_in = date_trunc('minute', t.punch_time) or r.clock_out = date_trunc('minute', t.punch_time))
  order by r.work_date desc
  limit 1`;

/**
 * Every punch with the state the terminal recorded and the state the calculation used it as: the clock-in or
 * clock-out of a stored day (its work date too, a night shift's punch counts for the day before), else as recorded.
 */
export const scheduledLogReport: ReportDefinition = {
  name: 'scheduled-log',
  title: `${T}.scheduled-log`,
  columns: [
    ...EMPLOYEE_COLUMNS, dateColumn,
    { key: 'time', title: `${C}.time`, kind: 'time' },
    { key: 'punch_state', title: `${C}.punch_state` },
    { key: 'scheduled_state', title: `${C}.scheduled_state` },
    { key: 'work_date', title: `${C}.work_date`, kind: 'date' },
    { key: 'terminal_sn', title: `${C}.terminal_sn` },
  ],
  // The day a punch was used for is looked up per shown row (scalar subqueries, which PostgreSQL runs after the sort
  // and limit) and never for counting (countApart): a lateral join ran it for all 62,000 punches of a month per page.
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, t.id, to_char(t.punch_time, 'YYYY-MM-DD') as date, to_char(t.punch_time, 'HH24:MI:SS') as time,
      t.punch_state, t.terminal_sn,
      coalesce((select case when r.clock_in = date_trunc('minute', t.punch_time) then 'check_in' else 'check_out' end ${usedBy}), '') as scheduled_state,
      (select to_char(r.work_date, 'YYYY-MM-DD') ${usedBy}) as work_date
    from transactions t
    join employees e on e.company_id = t.company_id and e.id = t.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}
    where ${punchWindow(filters)} ${employeeFilter(filters)}`,
  countApart: true,
  order: ['date', 'time', 'emp_code'],
  tieBreak: ['id'],
  async prepare(context) {
    const label = await punchStateLabels(context);
    // the used-as state by the company's label of its meaning (the lowest code that has it), else the standard name
    const { rows } = await sql<{ meaning: string; label: string }>`
      select distinct on (meaning) meaning, label from punch_states where company_id = ${context.filters.companyId} order by meaning, code`.execute(context.trx);
    const own = new Map(rows.map((row) => [row.meaning, row.label]));
    const meaningLabel = (meaning: string) => own.get(meaning) ?? context.t(`report:resource.punch_state.meanings.${meaning}`);
    return (row) => ({
      ...row,
      punch_state: label(row.punch_state),
      scheduled_state: row.scheduled_state ? meaningLabel(String(row.scheduled_state)) : label(row.punch_state),
    });
  },
};

/**
 * Punches sent from the mobile app (source `mobile`): who, when, which state and work code, and where — the allowed
 * place it was matched to and how far from it, or flagged outdoor (the app API's gps_mobile_punches, ADR 0121;
 * empty for mobile punches that came another way, e.g. an import).
 */
export const mobileTransactionReport: ReportDefinition = {
  name: 'mobile-transaction',
  title: `${T}.mobile-transaction`,
  columns: [
    ...EMPLOYEE_COLUMNS, dateColumn,
    { key: 'time', title: `${C}.time`, kind: 'time' },
    { key: 'punch_state', title: `${C}.punch_state` },
    { key: 'work_code', title: `${C}.work_code` },
    { key: 'terminal_sn', title: `${C}.terminal_sn` },
    { key: 'place', title: `${C}.place` },
    { key: 'distance', title: `${C}.distance`, kind: 'number' },
    { key: 'outdoor', title: `${C}.outdoor` },
    { key: 'latitude', title: `${C}.latitude`, kind: 'number' },
    { key: 'longitude', title: `${C}.longitude`, kind: 'number' },
  ],
  source: (filters) =>
    punches(
      filters,
      sql`t.id, to_char(t.punch_time, 'HH24:MI:SS') as time, t.punch_state, t.work_code, t.terminal_sn,
        m.place, m.distance, m.outdoor, m.latitude, m.longitude`,
      sql`t.source = 'mobile'`,
      sql`left join gps_mobile_punches m on m.company_id = t.company_id and m.transaction_id = t.id`,
    ),
  order: ['date', 'time', 'emp_code'],
  tieBreak: ['id'],
  async prepare(context) {
    const label = await punchStateLabels(context);
    const [yes, no] = [context.t('common:label.yes'), context.t('common:label.no')];
    return (row) => ({ ...row, punch_state: label(row.punch_state), place: row.place ?? '', outdoor: row.outdoor === null || row.outdoor === undefined ? '' : row.outdoor ? yes : no });
  },
};

/**
 * One row per employee and day with break punches: the first break start, the last break end, how many breaks
 * (a break start directly followed by a break end), the time they took, and the break the calculation deducted.
 */
export const breakTimeReport: ReportDefinition = {
  name: 'break-time',
  title: `${T}.break-time`,
  columns: [
    ...EMPLOYEE_COLUMNS, dateColumn,
    { key: 'break_out', title: `${C}.break_out`, kind: 'time' },
    { key: 'break_in', title: `${C}.break_in`, kind: 'time' },
    { key: 'breaks', title: `${C}.breaks`, kind: 'number', total: true },
    { key: 'break_time', title: `${C}.break_time`, kind: 'minutes', total: true },
    { key: 'break_deducted', title: `${C}.break_deducted`, kind: 'minutes', payCode: 'break_deducted', total: true },
  ],
  // Only break punches are read, each break start with the one punch after it on its day (an index probe).
  source: (filters) => sql`
    select b.*, coalesce(r.break_deducted, 0) as break_deducted
    from (
      select p.emp_code, p.name, p.department, p.employee, p.date,
        to_char(min(p.punch_time) filter (where p.meaning = 'break_out'), 'HH24:MI') as break_out,
        to_char(max(p.punch_time) filter (where p.meaning = 'break_in'), 'HH24:MI') as break_in,
        count(*) filter (where p.next_meaning = 'break_in')::int as breaks,
        coalesce(sum(extract(epoch from p.next_time - p.punch_time) / 60) filter (where p.next_meaning = 'break_in'), 0)::int as break_time
      from (
        select ${EMPLOYEE_SELECT}, to_char(t.punch_time, 'YYYY-MM-DD') as date, ${MEANING} as meaning, t.punch_time,
          nx.meaning as next_meaning, nx.punch_time as next_time
        from transactions t
        join employees e on e.company_id = t.company_id and e.id = t.employee_id
        ${EMPLOYEE_JOIN_DEPARTMENT}
        ${PUNCH_STATE_JOIN}
        left join lateral (
          select ${meaningOf('n', 'nps')} as meaning, n.punch_time
          from transactions n left join punch_states nps on nps.company_id = n.company_id and nps.code = n.punch_state
          where n.company_id = t.company_id and n.employee_id = t.employee_id and not n.needs_review
            and n.punch_time > t.punch_time and n.punch_time < date_trunc('day', t.punch_time) + interval '1 day'
          order by n.punch_time
          limit 1
        ) nx on ${MEANING} = 'break_out'
        where ${punchWindow(filters)} and ${MEANING} in ('break_out', 'break_in') ${employeeFilter(filters)}
      ) p
      group by p.employee, p.emp_code, p.name, p.department, p.date
    ) b
    left join att_day_results r on r.company_id = ${filters.companyId} and r.employee_id = b.employee and r.work_date = cast(b.date as date)`,
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/**
 * Training days: one row per day of every approved or pending training request in the range (api-contracts.md
 * "Requests"), its type, the part of that day it covers and the request's status.
 */
export const trainingReport: ReportDefinition = {
  name: 'training',
  title: `${T}.training`,
  columns: [
    ...EMPLOYEE_COLUMNS, dateColumn,
    { key: 'training_type', title: `${C}.training_type` },
    { key: 'start_time', title: `${C}.start_time`, kind: 'time' },
    { key: 'end_time', title: `${C}.end_time`, kind: 'time' },
    { key: 'training_time', title: `${C}.training_time`, kind: 'minutes', total: true },
    { key: 'request_status', title: `${C}.request_status` },
    { key: 'reason', title: `${C}.reason` },
  ],
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, q.id, to_char(g.day, 'YYYY-MM-DD') as date, coalesce(k.name, '') as training_type,
      to_char(greatest(q.start_time, g.day), 'HH24:MI') as start_time,
      to_char(least(q.end_time, g.day + interval '1 day' - interval '1 second'), 'HH24:MI') as end_time,
      round(extract(epoch from least(q.end_time, g.day + interval '1 day') - greatest(q.start_time, g.day)) / 60)::int as training_time,
      q.status as request_status, q.reason
    from training_requests q
    join employees e on e.company_id = q.company_id and e.id = q.employee
    ${EMPLOYEE_JOIN_DEPARTMENT}
    left join training_types k on k.company_id = q.company_id and k.id = q.training_type
    cross join lateral generate_series(
      cast(greatest(cast(q.start_time as date), cast(${filters.startDate} as date)) as timestamp),
      cast(least(cast(q.end_time as date), cast(${filters.endDate} as date)) as timestamp),
      interval '1 day') as g (day)
    where q.company_id = ${filters.companyId} and q.status in ('approved', 'pending') and g.day < q.end_time
      and q.start_time < ${rangeEnd(filters)} and q.end_time >= ${rangeStart(filters)} ${employeeFilter(filters)}`,
  order: ['date', 'emp_code'],
  tieBreak: ['employee', 'id'],
  groupByDepartment: true,
  async prepare({ t }) {
    return (row) => ({ ...row, request_status: t(`att:approval.statuses.${String(row.request_status)}`) });
  },
};

export const DAILY_PUNCH_REPORTS: readonly ReportDefinition[] = [firstInLastOutReport, scheduledLogReport, mobileTransactionReport, breakTimeReport, trainingReport];
