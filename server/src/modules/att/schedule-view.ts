/**
 * `GET /web/att/api/v2/schedule-view/` (ADR 0079): who works what, per employee and date, for at most 62 days.
 * The engine resolves every day itself (§4.3: temporary > swap > employee > department schedule > rule
 * defaults, holidays, employment bounds): `calculateRange` with no punches, read back as the day's status, its
 * instances' timetables and the trace line that names the schedule — no second implementation of resolution.
 */
import {
  EMPLOYEE_SCHEDULE_RESOURCE,
  GENERAL_CODES,
  SCHEDULE_SOURCES,
  SCHEDULE_VIEW_MAX_DAYS,
  SCHEDULE_VIEW_MAX_PAGE_SIZE,
  type ScheduleDayKind,
  type ScheduleSource,
  type ScheduleViewDay,
  type ScheduleViewPage,
  type ScheduleViewRow,
  type ScheduleViewTimetable,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calculateRange, parseDate, type DayResult, type DayStatus, type EngineConfig, type Employee } from '../../attendance/engine';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { isRealDate } from '../../resources/fields';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import { parseIds } from '../../resources/query';
import type { Trx } from '../../resources/types';
import { ATT_CODES } from './codes';
import { loadEngineConfig } from './engine-model';
import { checkDates } from './schedule-resources';
import { employeeDateRangeQuery } from './range-query';

export interface ScheduleViewQuery {
  start_date: string;
  end_date: string;
  department__in?: string;
  employee__in?: string;
  page: number;
  page_size: number;
}

const KIND_OF_STATUS: { readonly [S in DayStatus]: ScheduleDayKind } = {
  holiday: 'holiday',
  holiday_worked: 'holiday',
  rest_day: 'rest',
  rest_day_worked: 'rest',
  unscheduled: 'unscheduled',
  unscheduled_worked: 'unscheduled',
  not_employed: 'not_employed',
  not_tracked: 'not_tracked',
  leave: 'work',
  absent: 'work',
  missing_in: 'work',
  missing_out: 'work',
  half_day: 'work',
  late: 'work',
  early: 'work',
  late_and_early: 'work',
  present: 'work',
};

const SOURCES = new Set<string>(SCHEDULE_SOURCES);

/** One engine day as the view shows it (holiday ids → their names). */
export function viewDay(result: DayResult, holidayNames: ReadonlyMap<string, string>): ScheduleViewDay {
  let source: ScheduleSource | null = null;
  let holiday: string | null = null;
  for (const entry of result.trace) {
    const [group, name] = entry.key.split('.');
    if (group === 'schedule' && source === null && SOURCES.has(name)) source = name as ScheduleSource;
    if (entry.key === 'holiday.applies' && holiday === null) holiday = holidayNames.get(String(entry.params.holiday)) ?? String(entry.params.holiday);
  }
  const kind = KIND_OF_STATUS[result.status];
  // outside employment (or with attendance off) nothing is planned: no holiday either
  if (kind === 'not_employed' || kind === 'not_tracked') holiday = null;
  return {
    date: result.date,
    kind,
    timetables: result.instances.map((instance) => Number(instance.timetableId)),
    source,
    holiday,
  };
}

function refuse(code: string, message: string, field: string, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(400, code, { message, params, fields: { [field]: code } });
}

/** The dates, checked: real, in order, at most 62 days. */
export function rangeOf(start: string, end: string): string[] {
  for (const [field, value] of [['start_date', start], ['end_date', end]]) {
    if (!isRealDate(value)) throw new ApiError(400, GENERAL_CODES.validation, { message: `${field} is not valid.`, fields: { [field]: 'invalid' } });
  }
  checkDates(start, end);
  const days = parseDate(end) - parseDate(start) + 1;
  if (days > SCHEDULE_VIEW_MAX_DAYS) throw refuse(ATT_CODES.rangeTooLong, 'The range is too long.', 'end_date', { max: SCHEDULE_VIEW_MAX_DAYS });
  const first = new Date(`${start}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, index) => new Date(first + index * 86_400_000).toISOString().slice(0, 10));
}

interface EmployeeRow {
  id: number | string;
  emp_code: string;
  first_name: string;
  last_name: string;
  department_id: number | string | null;
  department_name: string;
  hire_date: string;
  enable_att: boolean;
  resign_date: string | null;
  disable_att: boolean | null;
}

export async function scheduleView(trx: Trx, companyId: number, query: ScheduleViewQuery, config?: EngineConfig): Promise<ScheduleViewPage> {
  const dates = rangeOf(query.start_date, query.end_date);
  const [from, to] = [dates[0], dates[dates.length - 1]];
  const conditions = [sql`e.company_id = ${companyId}`];
  if (query.department__in?.trim()) conditions.push(sql`e.department_id in (${sql.join(parseIds(query.department__in, 'department__in'))})`);
  if (query.employee__in?.trim()) conditions.push(sql`e.id in (${sql.join(parseIds(query.employee__in, 'employee__in'))})`);
  // the resigned stay in the view for the dates they were employed
  conditions.push(sql`(e.resigned = false or exists (select 1 from resignations r where r.company_id = e.company_id and r.employee_id = e.id and r.resign_date >= ${from}::date))`);
  const where = sql.join(conditions, sql` and `);
  const total = Number((await sql<{ n: number | string }>`select count(*) as n from employees e where ${where}`.execute(trx)).rows[0]?.n ?? 0);
  const { rows } = await sql<EmployeeRow>`
    select e.id, e.emp_code, e.first_name, e.last_name, e.department_id, coalesce(d.name, '') as department_name,
      to_char(e.hire_date, 'YYYY-MM-DD') as hire_date, e.enable_att, to_char(r.resign_date, 'YYYY-MM-DD') as resign_date, r.disable_att
    from employees e
    left join departments d on d.company_id = e.company_id and d.id = e.department_id
    left join lateral (select resign_date, disable_att from resignations r where r.company_id = e.company_id and r.employee_id = e.id and e.resigned order by r.resign_date desc limit 1) r on true
    where ${where}
    order by e.emp_code, e.id
    limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`.execute(trx);
  const engineConfig = config ?? (await loadEngineConfig(trx, companyId));
  const zone = (await sql<{ zone: string }>`select company_timezone as zone from companies where id = ${companyId}`.execute(trx)).rows[0]?.zone || 'UTC';
  const { rows: holidayRows } = await sql<{ id: number | string; alias: string }>`select id, alias from holidays where company_id = ${companyId}`.execute(trx);
  const holidayNames = new Map(holidayRows.map((row) => [String(row.id), row.alias]));
  const used = new Set<number>();
  const data = rows.map((row): ScheduleViewRow => {
    const employee: Employee = {
      id: String(row.id),
      zone,
      departmentId: row.department_id === null ? undefined : String(row.department_id),
      hireDate: row.hire_date,
      attendanceEnabled: row.enable_att || row.resign_date !== null,
      ...(row.resign_date ? { resignationDate: row.resign_date, disableAttendanceAfterResignation: row.disable_att ?? true } : {}),
    };
    const days = calculateRange({ config: engineConfig, employee, from, to, punches: [] }).map((result) => viewDay(result, holidayNames));
    for (const day of days) for (const id of day.timetables) used.add(id);
    return {
      employee: Number(row.id),
      emp_code: row.emp_code,
      first_name: row.first_name,
      last_name: row.last_name,
      department: row.department_id === null ? null : Number(row.department_id),
      department_name: row.department_name,
      days,
    };
  });
  const timetables =
    used.size === 0
      ? []
      : (
          await sql<{ id: number | string; alias: string; kind: 'normal' | 'flexible'; start: string | null; duration: number | null }>`
            select id, alias, kind, to_char(start, 'HH24:MI') as start, duration from timetables where company_id = ${companyId} and id in (${sql.join([...used])}) order by alias`.execute(trx)
        ).rows.map((row): ScheduleViewTimetable => ({ ...row, id: Number(row.id) }));
  const next = query.page * query.page_size < total ? query.page + 1 : null;
  return { data, total, page: query.page, page_size: query.page_size, next, dates, timetables };
}

/** An employee login's query: its own row only; asking for anyone else is refused, a department filter dropped. */
function ownQuery(query: ScheduleViewQuery, employeeId: number): ScheduleViewQuery {
  const asked = query.employee__in?.trim() ? parseIds(query.employee__in, 'employee__in') : [];
  if (asked.some((id) => id !== employeeId)) throw forbidden();
  return { start_date: query.start_date, end_date: query.end_date, employee__in: String(employeeId), page: query.page, page_size: query.page_size };
}

export function registerScheduleViewRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: ScheduleViewQuery }>(
    '/schedule-view/',
    {
      preValidation: [app.requireCompany],
      schema: {
        tags: ['att'],
        summary: 'att.schedule_view: timetables of each employee and date, as the engine resolves them (≤ 62 days)',
        security: [{ jwt: [] }],
        querystring: employeeDateRangeQuery(SCHEDULE_VIEW_MAX_PAGE_SIZE),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const page = await deps.database.withTenant(companyId, async (trx) => {
        const grants = await grantsOf(deps, request, trx);
        // An employee login reads its own schedule (the Personal calendar), nobody else's.
        if (grants.employeeId !== null) return scheduleView(trx, companyId, ownQuery(request.query, grants.employeeId));
        if (!holds(grants, codenameOf(EMPLOYEE_SCHEDULE_RESOURCE, 'view'))) throw forbidden();
        return scheduleView(trx, companyId, request.query);
      });
      return ok(page, ATT_CODES.ok);
    },
  );
}
