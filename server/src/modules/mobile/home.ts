/**
 * The app's home screen (ADR 0121): who I am and where I may punch (`me/`), my recent punches from any source
 * (`punches/`), and my schedule for a few days as the engine resolves it, with my outdoor visits (`schedule/`).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { scheduleView } from '../att/schedule-view';
import { GPS_CODES } from '../gps/codes';
import { asMobileCaller, companyZone, doc, MOBILE_SECURITY, wallTime } from './context';
import { unreadCounts } from './messages';
import { envelope, list, ME, RECENT_PUNCH, SCHEDULE } from './schemas';

/** The schedule's default window: today and the next six days. At most 31 days are asked at once. */
export const SCHEDULE_DEFAULT_DAYS = 7;
export const SCHEDULE_MAX_DAYS = 31;
export const RECENT_PUNCHES_MAX = 50;

const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function registerHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/me/', { schema: { ...doc('My profile, my allowed punch places today and unread message counts'), security: MOBILE_SECURITY, response: envelope(ME) } }, async (request) => {
    const data = await asMobileCaller(deps, request, async (trx, caller) => {
      const today = wallTime(await companyZone(trx, caller.companyId), deps.now()).slice(0, 10);
      const { rows } = await sql<{ emp_code: string; first_name: string; last_name: string; department_name: string | null }>`
        select e.emp_code, e.first_name, e.last_name, d.name as department_name from employees e
        left join departments d on d.company_id = e.company_id and d.id = e.department_id
        where e.company_id = ${caller.companyId} and e.id = ${caller.employeeId}`.execute(trx);
      const { rows: places } = await sql<{ kind: 'employee' | 'department'; name: string; address: string; latitude: number; longitude: number; radius: number }>`
        select 'employee' as kind, l.name, l.address, l.latitude, l.longitude, l.radius from gps_employee_locations l
        where l.company_id = ${caller.companyId} and l.employee = ${caller.employeeId}
          and (l.start_date is null or l.start_date <= ${today}::date) and (l.end_date is null or l.end_date >= ${today}::date)
        union all
        select 'department', l.name, l.address, l.latitude, l.longitude, l.radius from gps_department_locations l
          join employees e on e.company_id = l.company_id and e.department_id = l.department
        where l.company_id = ${caller.companyId} and e.id = ${caller.employeeId}
          and (l.start_date is null or l.start_date <= ${today}::date) and (l.end_date is null or l.end_date >= ${today}::date)
        order by 1 desc, 2`.execute(trx);
      const me = rows[0];
      return {
        employee: caller.employeeId,
        emp_code: me.emp_code,
        first_name: me.first_name,
        last_name: me.last_name,
        department_name: me.department_name ?? '',
        allow_outdoor: caller.allowOutdoor,
        today,
        places: places.map((place) => ({ ...place, latitude: Number(place.latitude), longitude: Number(place.longitude), radius: Number(place.radius) })),
        unread: await unreadCounts(trx, caller, today),
      };
    });
    return ok(data, GPS_CODES.ok);
  });

  app.get<{ Querystring: { limit: number } }>(
    '/punches/',
    {
      schema: {
        ...doc('My most recent punches, any source (terminal, app, manual), newest first'),
        security: MOBILE_SECURITY,
        querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: RECENT_PUNCHES_MAX, default: 20 } } },
        response: envelope(list(RECENT_PUNCH)),
      },
    },
    async (request) => {
      const data = await asMobileCaller(deps, request, async (trx, caller) => {
        const { rows } = await sql<{ id: number | string; punch_time: string; punch_state: number | null; source: string; outdoor: boolean | null; place: string | null }>`
          select t.id, to_char(t.punch_time, 'YYYY-MM-DD HH24:MI:SS') as punch_time, t.punch_state, t.source, m.outdoor, m.place
          from transactions t left join gps_mobile_punches m on m.company_id = t.company_id and m.transaction_id = t.id
          where t.company_id = ${caller.companyId} and t.employee_id = ${caller.employeeId}
          order by t.punch_time desc, t.id desc limit ${request.query.limit}`.execute(trx);
        return rows.map((row) => ({ ...row, id: Number(row.id), outdoor: row.outdoor ?? false, place: row.place ?? '' }));
      });
      return ok({ data, total: data.length }, GPS_CODES.ok);
    },
  );

  app.get<{ Querystring: { start_date?: string; end_date?: string } }>(
    '/schedule/',
    {
      schema: {
        ...doc('My schedule: each date’s timetables as the calculation resolves them, and my outdoor visits (default: the next 7 days, at most 31)'),
        security: MOBILE_SECURITY,
        querystring: { type: 'object', additionalProperties: false, properties: { start_date: DATE, end_date: DATE } },
        response: envelope(SCHEDULE),
      },
    },
    async (request) => {
      const data = await asMobileCaller(deps, request, async (trx, caller) => {
        const today = wallTime(await companyZone(trx, caller.companyId), deps.now()).slice(0, 10);
        const start = request.query.start_date ?? today;
        const end = request.query.end_date ?? addDays(start, SCHEDULE_DEFAULT_DAYS - 1);
        // the view checks the dates (real, in order) and its own 62-day bound; the app's bound is shorter
        if (Date.parse(end) - Date.parse(start) >= SCHEDULE_MAX_DAYS * 86_400_000) {
          throw new ApiError(400, 'ZGEN0400', { message: 'The range is too long.', params: { max: SCHEDULE_MAX_DAYS }, fields: { end_date: 'invalid' } });
        }
        const view = await scheduleView(trx, caller.companyId, { start_date: start, end_date: end, employee__in: String(caller.employeeId), page: 1, page_size: 1 });
        const { rows: visits } = await sql<{ date: string; start_time: string; end_time: string; client_name: string; address: string; remarks: string }>`
          select to_char(o.date, 'YYYY-MM-DD') as date, to_char(o.start_time, 'HH24:MI') as start_time, to_char(o.end_time, 'HH24:MI') as end_time,
            c.name as client_name, c.address, o.remarks
          from gps_outdoor_schedules o join gps_clients c on c.company_id = o.company_id and c.id = o.client
          where o.company_id = ${caller.companyId} and o.employee = ${caller.employeeId} and o.date between ${start}::date and ${end}::date
          order by o.date, o.start_time`.execute(trx);
        return { dates: view.dates, days: view.data[0]?.days ?? [], timetables: view.timetables, outdoor_schedules: visits };
      });
      return ok(data, GPS_CODES.ok);
    },
  );
}
