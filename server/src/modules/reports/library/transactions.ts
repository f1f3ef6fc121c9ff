/**
 * The reports that read punches only (issue 15, first set; attendance-domain.md §1.7 "Punch-level"):
 * transaction, total punches, first & last, multiple transaction; and the employee birthday list.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ReportDefinition, ReportFilters } from '../definition';
import { EMPLOYEE_COLUMNS, EMPLOYEE_JOIN_DEPARTMENT, EMPLOYEE_SELECT, employeeFilter, punchStateLabels, punchWindow } from './common';

const C = 'report:library.columns';
const T = 'report:library.titles';

/** Every punch: who, when, which state (labelled by the punch-state setting), which terminal. */
export const transactionReport: ReportDefinition = {
  name: 'transaction',
  title: `${T}.transaction`,
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'date', title: `${C}.date`, kind: 'date' },
    { key: 'time', title: `${C}.time`, kind: 'time' },
    { key: 'punch_state', title: `${C}.punch_state` },
    { key: 'work_code', title: `${C}.work_code` },
    { key: 'terminal_sn', title: `${C}.terminal_sn` },
    { key: 'terminal_alias', title: `${C}.terminal_alias` },
    { key: 'source', title: `${C}.source` },
  ],
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, t.id, to_char(t.punch_time, 'YYYY-MM-DD') as date, to_char(t.punch_time, 'HH24:MI:SS') as time,
      t.punch_state, t.work_code, t.terminal_sn, coalesce(m.alias, '') as terminal_alias, t.source
    from transactions t
    join employees e on e.company_id = t.company_id and e.id = t.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}
    left join terminals m on m.company_id = t.company_id and m.id = t.terminal_id
    where ${punchWindow(filters)} ${employeeFilter(filters)}`,
  order: ['date', 'time', 'emp_code'],
  tieBreak: ['id'],
  async prepare(context) {
    const label = await punchStateLabels(context);
    return (row) => ({ ...row, punch_state: label(row.punch_state) });
  },
};

/**
 * The filtered punches of known employees (`transactions t`; the window, then the employee filters when given):
 * the FROM and WHERE of a query over punches alone. A punch's employee_id is kept by its key, so `is not null` is
 * "of a known employee" without a join.
 */
function knownPunches(filters: ReportFilters): RawBuilder<unknown> {
  const employees = employeeFilter(filters);
  const filtered = filters.departments.length > 0 || filters.employees.length > 0;
  return sql`from transactions t
    where ${punchWindow(filters)} and t.employee_id is not null
      ${filtered ? sql`and t.employee_id in (select e.id from employees e where e.company_id = ${filters.companyId} ${employees})` : sql``}`;
}

/**
 * One row per employee and day of the filtered punches: the employee, the date, the count and `aggregates` (over
 * `t`, named `outputs`). The punches are grouped by (employee id, date) alone and the employee's columns joined to
 * the groups: grouping by the names and a date's text as well cost about a third more (ADR 0113).
 */
function perEmployeeDay(filters: ReportFilters, aggregates: RawBuilder<unknown>, outputs: readonly string[]): RawBuilder<unknown> {
  return sql`
    select ${EMPLOYEE_SELECT}, to_char(p.day, 'YYYY-MM-DD') as date, p.punches, ${sql.join(outputs.map((name) => sql.ref(`p.${name}`)))}
    from (
      select t.employee_id, cast(t.punch_time as date) as day, count(*)::int as punches, ${aggregates}
      ${knownPunches(filters)}
      group by t.employee_id, cast(t.punch_time as date)
    ) p
    join employees e on e.company_id = ${filters.companyId} and e.id = p.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}`;
}

const perDayColumns = [
  ...EMPLOYEE_COLUMNS,
  { key: 'date', title: `${C}.date`, kind: 'date' as const },
  { key: 'punches', title: `${C}.punches`, kind: 'number' as const, total: true },
];

/** One row per employee and day: the punches' times in order and how many. */
export const totalPunchesReport: ReportDefinition = {
  name: 'total-punches',
  title: `${T}.total-punches`,
  columns: [...perDayColumns, { key: 'times', title: `${C}.times` }],
  source: (filters) => perEmployeeDay(filters, sql`string_agg(to_char(t.punch_time, 'HH24:MI'), ', ' order by t.punch_time) as times`, ['times']),
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/** One row per employee and day: the first and the last punch and the time between them. */
export const firstLastReport: ReportDefinition = {
  name: 'first-last',
  title: `${T}.first-last`,
  columns: [
    ...perDayColumns,
    { key: 'first_punch', title: `${C}.first_punch`, kind: 'time' },
    { key: 'last_punch', title: `${C}.last_punch`, kind: 'time' },
    { key: 'total_time', title: `${C}.total_time`, kind: 'minutes', payCode: 'total_time', total: true },
  ],
  source: (filters) =>
    perEmployeeDay(
      filters,
      sql`to_char(min(t.punch_time), 'HH24:MI:SS') as first_punch, to_char(max(t.punch_time), 'HH24:MI:SS') as last_punch,
        (extract(epoch from max(t.punch_time) - min(t.punch_time)) / 60)::int as total_time`,
      ['first_punch', 'last_punch', 'total_time'],
    ),
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/**
 * Days with more punches than an in/out pair (repeated or forgotten punches): how many, their times, and the
 * shortest gap between two punches (a one-minute gap is usually a double punch).
 */
export const multipleTransactionReport: ReportDefinition = {
  name: 'multiple-transaction',
  title: `${T}.multiple-transaction`,
  columns: [
    ...perDayColumns,
    { key: 'times', title: `${C}.times` },
    { key: 'shortest_gap', title: `${C}.shortest_gap`, kind: 'minutes' },
  ],
  source: (filters) => sql`
    select ${EMPLOYEE_SELECT}, to_char(g.day, 'YYYY-MM-DD') as date, g.punches, g.times, g.shortest_gap
    from (
      select p.employee_id, p.day, count(*)::int as punches,
        string_agg(to_char(p.punch_time, 'HH24:MI'), ', ' order by p.punch_time) as times,
        (min(extract(epoch from p.gap)) / 60)::int as shortest_gap
      from (
        select t.employee_id, cast(t.punch_time as date) as day, t.punch_time,
          t.punch_time - lag(t.punch_time) over (partition by t.employee_id, cast(t.punch_time as date) order by t.punch_time) as gap
        ${knownPunches(filters)}
      ) p
      group by p.employee_id, p.day
      having count(*) > 2
    ) g
    join employees e on e.company_id = ${filters.companyId} and e.id = g.employee_id
    ${EMPLOYEE_JOIN_DEPARTMENT}`,
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
  groupByDepartment: true,
};

/** Employees whose birthday falls in the range (29 February is kept on 28 February in other years), and their age then. */
export const employeeBirthdayReport: ReportDefinition = {
  name: 'employee-birthday',
  title: `${T}.employee-birthday`,
  columns: [
    ...EMPLOYEE_COLUMNS,
    { key: 'birthday', title: `${C}.birthday`, kind: 'date' },
    { key: 'date', title: `${C}.birthday_date`, kind: 'date' },
    { key: 'age', title: `${C}.age`, kind: 'number' },
  ],
  source: (filters) => sql`
    select b.emp_code, b.name, b.department, b.employee, to_char(b.birthday, 'YYYY-MM-DD') as birthday,
      to_char(b.day, 'YYYY-MM-DD') as date, (extract(year from b.day) - extract(year from b.birthday))::int as age
    from (
      select ${EMPLOYEE_SELECT}, e.birthday,
        (e.birthday + make_interval(years => (y.year - extract(year from e.birthday))::int))::date as day
      from employees e
      ${EMPLOYEE_JOIN_DEPARTMENT}
      cross join (select generate_series(extract(year from cast(${filters.startDate} as date))::int,
                                         extract(year from cast(${filters.endDate} as date))::int) as year) y
      where e.company_id = ${filters.companyId} and e.birthday is not null and not e.resigned ${employeeFilter(filters)}
    ) b
    where b.day between cast(${filters.startDate} as date) and cast(${filters.endDate} as date) and b.day >= b.birthday`,
  order: ['date', 'emp_code'],
  tieBreak: ['employee'],
};
