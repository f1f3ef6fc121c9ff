/**
 * `GET /web/att/api/v2/time-cards/` (api-contracts.md, pinned): the stored daily results, one row per employee and
 * date, ordered by employee then date, paged; the trace's sentences in the request's language. An employee login
 * reads only its own rows (another employee named in `employee__in` is refused); company users need
 * `att.view_timecard`.
 */
import { GENERAL_CODES, TIME_CARD_RESOURCE, type TimeCardException, type TimeCardMinutes, type TimeCardQuery, type TimeCardRow, type TimeCardStatus } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TraceEntry } from '../../../attendance/engine';
import { companyOf } from '../../../auth/auth-plugin';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { languageOf } from '../../../i18n/translator';
import { isRealDate } from '../../../resources/fields';
import { codenameOf, forbidden, grantsOf, holds } from '../../../resources/permissions';
import { parseIds } from '../../../resources/query';
import type { Trx } from '../../../resources/types';
import { ATT_CODES } from '../codes';
import { traceTexts } from './trace-text';
import { employeeDateRangeQuery } from '../range-query';

export const TIME_CARD_MAX_DAYS = 366;
export const TIME_CARD_MAX_PAGE_SIZE = 500;

interface ResultRow extends TimeCardMinutes {
  employee_id: number | string;
  emp_code: string;
  work_date: string;
  status: TimeCardStatus;
  timetable_ids: Array<number | string>;
  clock_in: string | null;
  clock_out: string | null;
  exceptions: TimeCardException[];
  trace: TraceEntry[] | string;
  calculated_at: Date | string;
  total: number | string;
}

function invalid(field: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message: `${field} is not valid.`, fields: { [field]: 'invalid' } });
}

/** The dates, checked: real, in order, at most a year. */
export function checkRange(start: string, end: string): void {
  if (!isRealDate(start)) throw invalid('start_date');
  if (!isRealDate(end) || end < start) throw invalid('end_date');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > TIME_CARD_MAX_DAYS) {
    throw new ApiError(400, ATT_CODES.rangeTooLong, { message: 'The range is too long.', params: { max: TIME_CARD_MAX_DAYS }, fields: { end_date: ATT_CODES.rangeTooLong } });
  }
}

/** Whose rows the caller may read: undefined = anyone's (filters apply), a number = only that employee's. */
async function readableEmployee(deps: AppDeps, request: FastifyRequest, trx: Trx, asked: readonly number[]): Promise<number | undefined> {
  const grants = await grantsOf(deps, request, trx);
  if (grants.employeeId !== null) {
    if (asked.some((id) => id !== grants.employeeId)) throw forbidden();
    return grants.employeeId;
  }
  if (!holds(grants, codenameOf(TIME_CARD_RESOURCE, 'view'))) throw forbidden();
  return undefined;
}

async function timetableAliases(trx: Trx, companyId: number, rows: readonly ResultRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.timetable_ids.map(String)))];
  if (ids.length === 0) return new Map();
  const { rows: found } = await sql<{ id: number | string; alias: string }>`
    select id, alias from timetables where company_id = ${companyId} and id = any(${ids.map(Number)}::bigint[])`.execute(trx);
  return new Map(found.map((row) => [String(row.id), row.alias]));
}

export interface TimeCardPage {
  data: TimeCardRow[];
  total: number;
  page: number;
  page_size: number;
  next: number | null;
}

export async function timeCards(
  trx: Trx,
  companyId: number,
  query: Required<Pick<TimeCardQuery, 'start_date' | 'end_date' | 'page' | 'page_size'>> & TimeCardQuery,
  only: number | undefined,
  translate: (entries: readonly TraceEntry[]) => string[],
): Promise<TimeCardPage> {
  checkRange(query.start_date, query.end_date);
  const conditions = [sql`r.company_id = ${companyId}`, sql`r.work_date between ${query.start_date}::date and ${query.end_date}::date`];
  if (only !== undefined) conditions.push(sql`r.employee_id = ${only}`);
  if (query.employee__in?.trim()) conditions.push(sql`r.employee_id = any(${parseIds(query.employee__in, 'employee__in')}::bigint[])`);
  if (query.department__in?.trim()) conditions.push(sql`e.department_id = any(${parseIds(query.department__in, 'department__in')}::bigint[])`);
  const { rows } = await sql<ResultRow>`
    select r.employee_id, e.emp_code, to_char(r.work_date, 'YYYY-MM-DD') as work_date, r.status, r.timetable_ids,
      to_char(r.clock_in, 'YYYY-MM-DD HH24:MI') as clock_in, to_char(r.clock_out, 'YYYY-MM-DD HH24:MI') as clock_out,
      r.duty, r.worked, r.regular, r.late, r.early, r.short, r.absent, r.leave, r.break_deducted, r.ot, r.ot1, r.ot2, r.ot3,
      r.weekly_ot, r.weekend_ot, r.holiday_ot, r.exceptions, r.trace, r.calculated_at, count(*) over () as total
    from att_day_results r
    join employees e on e.company_id = r.company_id and e.id = r.employee_id
    where ${sql.join(conditions, sql` and `)}
    order by r.employee_id, r.work_date
    limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`.execute(trx);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.page > 1) {
    total = Number((await sql<{ n: number | string }>`
      select count(*) as n from att_day_results r join employees e on e.company_id = r.company_id and e.id = r.employee_id
      where ${sql.join(conditions, sql` and `)}`.execute(trx)).rows[0].n);
  }
  const aliases = await timetableAliases(trx, companyId, rows);
  const data = rows.map((row): TimeCardRow => {
    const trace = (typeof row.trace === 'string' ? JSON.parse(row.trace) : row.trace) as TraceEntry[];
    const texts = translate(trace);
    return {
      employee: Number(row.employee_id),
      emp_code: row.emp_code,
      date: row.work_date,
      status: row.status,
      timetables: row.timetable_ids.map((id) => aliases.get(String(id)) ?? String(id)),
      clock_in: row.clock_in,
      clock_out: row.clock_out,
      duty: row.duty,
      worked: row.worked,
      regular: row.regular,
      late: row.late,
      early: row.early,
      short: row.short,
      absent: row.absent,
      leave: row.leave,
      break_deducted: row.break_deducted,
      ot: row.ot,
      ot1: row.ot1,
      ot2: row.ot2,
      ot3: row.ot3,
      weekly_ot: row.weekly_ot,
      weekend_ot: row.weekend_ot,
      holiday_ot: row.holiday_ot,
      exceptions: row.exceptions,
      trace: trace.map((entry, index) => ({ key: entry.key, params: { ...entry.params }, text: texts[index] })),
      calculated_at: new Date(row.calculated_at).toISOString(),
    };
  });
  const next = query.page * query.page_size < total ? query.page + 1 : null;
  return { data, total, page: query.page, page_size: query.page_size, next };
}

export function registerTimeCardRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: TimeCardQuery & { page: number; page_size: number } }>(
    '/time-cards/',
    {
      preValidation: [app.requireCompany],
      schema: {
        tags: ['att'],
        summary: 'att.timecard: the stored daily results of employees and dates, the trace translated',
        security: [{ jwt: [] }],
        querystring: employeeDateRangeQuery(TIME_CARD_MAX_PAGE_SIZE),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const translate = traceTexts(deps.config.localesDir, languageOf(request));
      const asked = request.query.employee__in?.trim() ? parseIds(request.query.employee__in, 'employee__in') : [];
      const page = await deps.database.withTenant(companyId, async (trx) => {
        const only = await readableEmployee(deps, request, trx, asked);
        return timeCards(trx, companyId, request.query, only, translate);
      });
      return ok(page, ATT_CODES.ok);
    },
  );
}
