/**
 * `GET /web/att/api/v2/leave-schedule/` (issue 14, ADR 0092): who is on leave in a range of at most 62 days —
 * the employees with an approved or pending leave touching it (page by employee code), each with those leaves.
 * Read with the leave resource's view permission; employee logins hold none (their own leaves are in
 * /personal/request/leave).
 */
import {
  GENERAL_CODES,
  LEAVE_RESOURCE,
  LEAVE_SCHEDULE_MAX_PAGE_SIZE,
  LEAVE_SCHEDULE_STATUSES,
  type LeaveScheduleLeave,
  type LeaveSchedulePage,
  type LeaveScheduleRow,
  type LeaveScheduleStatus,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import { parseIds } from '../../resources/query';
import type { Trx } from '../../resources/types';
import { employeeDateRangeQuery } from '../att/range-query';
import { rangeOf } from '../att/schedule-view';
import { APPROVAL_CODES } from './codes';

export interface LeaveScheduleQuery {
  start_date: string;
  end_date: string;
  department__in?: string;
  employee__in?: string;
  leave_type__in?: string;
  status__in?: string;
  page: number;
  page_size: number;
}

const STATUSES = new Set<string>(LEAVE_SCHEDULE_STATUSES);

function statusesOf(value: string | undefined): LeaveScheduleStatus[] {
  if (!value?.trim()) return [...LEAVE_SCHEDULE_STATUSES];
  const asked = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (asked.some((status) => !STATUSES.has(status))) {
    throw new ApiError(400, GENERAL_CODES.validation, { message: 'status__in takes approved and pending.', fields: { status__in: 'invalid' } });
  }
  return asked as LeaveScheduleStatus[];
}

interface LeaveRow {
  id: number | string;
  employee: number | string;
  leave_type: number | string;
  status: LeaveScheduleStatus;
  start_time: string;
  end_time: string;
  days: number | string;
  reason: string;
  level: number;
  levels: number;
}

export async function leaveSchedule(trx: Trx, companyId: number, query: LeaveScheduleQuery): Promise<LeaveSchedulePage> {
  const dates = rangeOf(query.start_date, query.end_date);
  // A leave touches the range when it starts before the day after its end and ends on or after its first day.
  const [from, until] = [`${dates[0]} 00:00:00`, `${dates[dates.length - 1]} 23:59:59`];
  const leaveConditions = [
    sql`l.company_id = ${companyId}`,
    sql`l.status in (${sql.join(statusesOf(query.status__in))})`,
    sql`l.start_time <= ${until}::timestamp`,
    sql`l.end_time >= ${from}::timestamp`,
  ];
  if (query.leave_type__in?.trim()) leaveConditions.push(sql`l.leave_type in (${sql.join(parseIds(query.leave_type__in, 'leave_type__in'))})`);
  const leaveWhere = sql.join(leaveConditions, sql` and `);
  const employeeConditions = [sql`e.company_id = ${companyId}`, sql`exists (select 1 from leave_requests l where l.employee = e.id and ${leaveWhere})`];
  if (query.department__in?.trim()) employeeConditions.push(sql`e.department_id in (${sql.join(parseIds(query.department__in, 'department__in'))})`);
  if (query.employee__in?.trim()) employeeConditions.push(sql`e.id in (${sql.join(parseIds(query.employee__in, 'employee__in'))})`);
  const employeeWhere = sql.join(employeeConditions, sql` and `);
  const total = Number((await sql<{ n: number | string }>`select count(*) as n from employees e where ${employeeWhere}`.execute(trx)).rows[0]?.n ?? 0);
  const { rows: employees } = await sql<{ id: number | string; emp_code: string; first_name: string; last_name: string; department_id: number | string | null; department_name: string }>`
    select e.id, e.emp_code, e.first_name, e.last_name, e.department_id, coalesce(d.name, '') as department_name
    from employees e
    left join departments d on d.company_id = e.company_id and d.id = e.department_id
    where ${employeeWhere}
    order by e.emp_code, e.id
    limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`.execute(trx);
  const ids = employees.map((row) => Number(row.id));
  const leaves =
    ids.length === 0
      ? []
      : (
          await sql<LeaveRow>`
            select l.id, l.employee, l.leave_type, l.status, to_char(l.start_time, 'YYYY-MM-DD HH24:MI:SS') as start_time,
              to_char(l.end_time, 'YYYY-MM-DD HH24:MI:SS') as end_time, l.days, l.reason, l.level, l.levels
            from leave_requests l
            where ${leaveWhere} and l.employee in (${sql.join(ids)})
            order by l.start_time, l.id`.execute(trx)
        ).rows;
  const byEmployee = new Map<number, LeaveScheduleLeave[]>(ids.map((id) => [id, []]));
  for (const row of leaves) {
    byEmployee.get(Number(row.employee))?.push({
      id: Number(row.id),
      leave_type: Number(row.leave_type),
      status: row.status,
      start_time: row.start_time,
      end_time: row.end_time,
      days: Number(row.days),
      reason: row.reason,
      level: Number(row.level),
      levels: Number(row.levels),
    });
  }
  const typeIds = [...new Set(leaves.map((row) => Number(row.leave_type)))];
  const leaveTypes =
    typeIds.length === 0
      ? []
      : (await sql<{ id: number | string; name: string }>`select id, name from leave_types where company_id = ${companyId} and id in (${sql.join(typeIds)}) order by name, id`.execute(trx)).rows.map((row) => ({ id: Number(row.id), name: row.name }));
  const data = employees.map(
    (row): LeaveScheduleRow => ({
      employee: Number(row.id),
      emp_code: row.emp_code,
      first_name: row.first_name,
      last_name: row.last_name,
      department: row.department_id === null ? null : Number(row.department_id),
      department_name: row.department_name,
      leaves: byEmployee.get(Number(row.id)) ?? [],
    }),
  );
  const next = query.page * query.page_size < total ? query.page + 1 : null;
  return { data, total, page: query.page, page_size: query.page_size, next, dates, leave_types: leaveTypes };
}

const QUERY = (() => {
  const base = employeeDateRangeQuery(LEAVE_SCHEDULE_MAX_PAGE_SIZE);
  return {
    ...base,
    properties: { ...base.properties, leave_type__in: { type: 'string', maxLength: 20000 }, status__in: { type: 'string', maxLength: 100 } },
  } as const;
})();

export function registerLeaveScheduleRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: LeaveScheduleQuery }>(
    '/leave-schedule/',
    {
      preValidation: [app.requireCompany],
      schema: {
        tags: ['att'],
        summary: 'att.view_leave: employees on approved or pending leave in a range (≤ 62 days), with their leaves',
        security: [{ jwt: [] }],
        querystring: QUERY,
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const page = await deps.database.withTenant(companyId, async (trx) => {
        const grants = await grantsOf(deps, request, trx);
        if (grants.employeeId !== null || request.auth?.role === 'employee' || !holds(grants, codenameOf(LEAVE_RESOURCE, 'view'))) throw forbidden();
        return leaveSchedule(trx, companyId, request.query);
      });
      return ok(page, APPROVAL_CODES.ok);
    },
  );
}
