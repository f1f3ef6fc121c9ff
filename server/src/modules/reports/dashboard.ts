/**
 * The dashboard's one call (issue 15, ADR 0088): `GET /web/att/api/v2/dashboard/` — today's counts, terminals
 * online, today's punches by hour, a 30-day trend and this month's most-late departments, company-scoped and dated
 * in the company's time zone. One SQL statement (one round trip) whose parts each read an index that starts with
 * company_id: att_day_results_by_date, transactions_by_time, leave_requests_employee, the terminals' key.
 */
import { DASHBOARD_PATH, DASHBOARD_TOP_DEPARTMENTS, DASHBOARD_TREND_DAYS, REPORT_CONTRACT, statusesOfKind, type DashboardSummary, type TimeCardStatus } from '@timekeep/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ServerModule } from '../module';
import type { Trx } from '../../resources/types';
import { ok } from '../../http/envelope';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import { ONLINE_MARGIN_S } from '../device/terminals';
import { REPORT_CODES } from './codes';
import { ATT_PREFIX } from './settings';

/**
 * Day statuses counted as present (the contracts' DAY_KIND_OF_STATUS: late, early and worked days included), as the
 * daily-summary report and the summaries count them, so today's number and the trend agree with the report they link to; late = late minutes,
 * absent = the absent status, as there too.
 */
export const ATTENDED_STATUSES: readonly TimeCardStatus[] = statusesOfKind('present');

const list = (values: readonly string[]): RawBuilder<unknown> => sql.join(values.map((value) => sql.lit(value)));

/**
 * The whole summary as one JSON value. `now` is the app's clock (tests move it); "today" is its date in the
 * company's zone. Punch hours are the terminal's wall clock, as every punch report shows them.
 */
export async function dashboardSummary(trx: Trx, companyId: number, now: Date): Promise<DashboardSummary> {
  const at = now.toISOString();
  const attended = list(ATTENDED_STATUSES);
  // Literals: a parameter next to a date would be taken for a date (date - date is an integer).
  const days = sql.lit(DASHBOARD_TREND_DAYS);
  const firstDay = sql.lit(DASHBOARD_TREND_DAYS - 1);
  const { rows } = await sql<{ summary: DashboardSummary }>`
    with day as (
      select (cast(${at} as timestamptz) at time zone c.company_timezone)::date as today, c.company_timezone as tz
        from companies c where c.id = ${companyId}
    ),
    results as (
      select r.employee_id, r.work_date, r.status, r.late from att_day_results r, day
       where r.company_id = ${companyId} and r.work_date > day.today - ${days} and r.work_date <= day.today
    ),
    on_leave as (
      select r.employee_id from results r, day where r.work_date = day.today and r.status = 'leave'
      union
      select l.employee from leave_requests l, day
       where l.company_id = ${companyId} and l.status = 'approved'
         and l.start_time < day.today + 1 and l.end_time > day.today
    ),
    trend as (
      select day.today - ${firstDay} + g.i as date,
             count(r.employee_id) filter (where r.status in (${attended}))::int as present,
             count(r.employee_id) filter (where r.late > 0)::int as late,
             count(r.employee_id) filter (where r.status = 'absent')::int as absent
        from day cross join generate_series(0, ${firstDay}) as g (i)
        left join results r on r.work_date = day.today - ${firstDay} + g.i
       group by g.i, day.today
    ),
    late_departments as (
      select e.department_id as department, coalesce(d.name, '') as name,
             count(*)::int as late_days, sum(r.late)::int as late_minutes
        from att_day_results r cross join day
        join employees e on e.company_id = r.company_id and e.id = r.employee_id
        left join departments d on d.company_id = e.company_id and d.id = e.department_id
       where r.company_id = ${companyId} and r.work_date >= date_trunc('month', day.today)::date and r.work_date <= day.today
         and r.late > 0
       group by e.department_id, d.name
       order by late_days desc, late_minutes desc, name asc
       limit ${sql.lit(DASHBOARD_TOP_DEPARTMENTS)}
    ),
    punches as (
      select extract(hour from t.punch_time)::int as hour, count(*)::int as n
        from transactions t, day
       where t.company_id = ${companyId} and not t.needs_review and t.employee_id is not null
         and t.punch_time >= cast(day.today as timestamp) and t.punch_time < cast(day.today + 1 as timestamp)
       group by 1
    )
    select json_build_object(
      'date', to_char(day.today, 'YYYY-MM-DD'),
      'month_start', to_char(date_trunc('month', day.today), 'YYYY-MM-DD'),
      'time_zone', day.tz,
      'today', (select json_build_object(
          'present', count(*) filter (where r.status in (${attended}))::int,
          'late', count(*) filter (where r.late > 0)::int,
          'absent', count(*) filter (where r.status = 'absent')::int,
          'on_leave', (select count(*)::int from on_leave))
        from results r where r.work_date = day.today),
      'terminals', (select json_build_object(
          'online', count(*) filter (where t.state_seen_at is not null
            and t.state_seen_at >= cast(${at} as timestamptz) - make_interval(secs => t.heartbeat + ${sql.lit(ONLINE_MARGIN_S)}))::int,
          'total', count(*)::int)
        from terminals t where t.company_id = ${companyId}),
      'punches_by_hour', (select json_agg(coalesce(p.n, 0) order by h.hour)
        from generate_series(0, 23) as h (hour) left join punches p on p.hour = h.hour),
      'trend', (select json_agg(json_build_object('date', to_char(trend.date, 'YYYY-MM-DD'), 'present', trend.present,
          'late', trend.late, 'absent', trend.absent) order by trend.date) from trend),
      'late_departments', coalesce((select json_agg(json_build_object('department', l.department, 'name', l.name,
          'late_days', l.late_days, 'late_minutes', l.late_minutes)
          order by l.late_days desc, l.late_minutes desc, l.name asc) from late_departments l), '[]'::json)
    ) as summary
    from day`.execute(trx);
  const summary = rows[0].summary;
  // bigint ids come back as JSON numbers; safe for ids this size, as everywhere else on the wire.
  return typeof summary === 'string' ? (JSON.parse(summary) as DashboardSummary) : summary;
}

const VIEW_REPORT = codenameOf(REPORT_CONTRACT, 'view');

/** Mounted under the reports' prefix: whoever may view reports sees their summary. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  prefix: ATT_PREFIX,
  async register(app, deps) {
    const path = `/web${DASHBOARD_PATH}`.slice(ATT_PREFIX.length);
    app.get(
      path,
      {
        preValidation: [app.requireCompany],
        schema: { tags: ['att'], security: [{ jwt: [] }], summary: 'The dashboard: today, terminals, punches by hour, 30-day trend, most-late departments' },
      },
      async (request) => {
        const companyId = request.auth?.companyId as number;
        const summary = await deps.database.withTenant(companyId, async (trx) => {
          if (!holds(await grantsOf(deps, request, trx), VIEW_REPORT)) throw forbidden();
          return dashboardSummary(trx, companyId, deps.now());
        });
        return ok(summary, REPORT_CODES.ok);
      },
    );
  },
};
