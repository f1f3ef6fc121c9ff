/**
 * The productivity dashboard's one call (ADR 0120): `GET /web/ralvie/api/v2/dashboard/` — today and this week
 * (Monday to today, the company's dates), the last RALVIE_TREND_DAYS days, this week's most used applications and
 * each department's week. Everything is read from the daily summaries (the same view the summary page lists), so
 * a number here is the sum of that page's rows. Permission: `ralvie.view_summary`.
 */
import {
  RALVIE_DASHBOARD_PATH,
  RALVIE_TREND_DAYS,
  type RalvieCategory,
  type RalvieDashboard,
  type RalvieKind,
  type RalvieTotals,
  type ResourceContract,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import type { Trx } from '../../resources/types';
import { RALVIE_CODES } from './codes';
import { readRalvieSetting } from './settings';

/** Whole percent of the active time that was productive (0 with none). */
export const productivePct = (productive: number, active: number): number => (active > 0 ? Math.round((100 * productive) / active) : 0);

type Sums = Omit<RalvieTotals, 'productive_pct'>;
const ZERO: Sums = { employees: 0, active_seconds: 0, idle_seconds: 0, productive_seconds: 0, unproductive_seconds: 0, neutral_seconds: 0 };
const totals = (sums: Sums): RalvieTotals => ({ ...sums, productive_pct: productivePct(sums.productive_seconds, sums.active_seconds) });

interface GroupRow extends Sums {
  work_date: string;
  department: number | null;
  department_name: string;
}

export async function ralvieDashboard(trx: Trx, companyId: number, now: Date): Promise<RalvieDashboard> {
  const { rows: days } = await sql<{ today: string; week_start: string }>`
    select to_char(d.today, 'YYYY-MM-DD') as today, to_char(d.today - (extract(isodow from d.today)::int - 1), 'YYYY-MM-DD') as week_start
    from (select (cast(${now} as timestamptz) at time zone c.company_timezone)::date as today from companies c where c.id = ${companyId}) d`.execute(trx);
  const { today, week_start: weekStart } = days[0] ?? { today: now.toISOString().slice(0, 10), week_start: now.toISOString().slice(0, 10) };
  // The trend's window (which always holds this week: a week is at most 7 days), by day and department.
  const { rows: groups } = await sql<GroupRow>`
    select to_char(s.work_date, 'YYYY-MM-DD') as work_date, s.department,
      coalesce((select d.name from departments d where d.company_id = s.company_id and d.id = s.department), '') as department_name,
      count(*)::int as employees, sum(s.active_seconds)::int as active_seconds, sum(s.idle_seconds)::int as idle_seconds,
      sum(s.productive_seconds)::int as productive_seconds, sum(s.unproductive_seconds)::int as unproductive_seconds,
      sum(s.neutral_seconds)::int as neutral_seconds
    from ralvie_daily_summaries s
    where s.company_id = ${companyId} and s.work_date > ${today}::date - ${RALVIE_TREND_DAYS}::int and s.work_date <= ${today}::date
    group by s.company_id, s.work_date, s.department`.execute(trx);
  // Distinct employees this week (one employee on several days counts once).
  const { rows: weekEmployees } = await sql<{ n: number }>`
    select count(distinct s.employee)::int as n from ralvie_daily_summaries s
    where s.company_id = ${companyId} and s.work_date >= ${weekStart}::date and s.work_date <= ${today}::date`.execute(trx);
  const { rows: top } = await sql<{ kind: RalvieKind; name: string; category: RalvieCategory; seconds: number }>`
    select r.kind, r.name, r.category, sum(r.seconds)::int as seconds from ralvie_rated_usage r
    where r.company_id = ${companyId} and r.active and r.work_date >= ${weekStart}::date and r.work_date <= ${today}::date
    group by r.kind, r.name, r.category order by sum(r.seconds) desc, r.name limit 10`.execute(trx);

  const add = (into: Sums, row: Sums): Sums => ({
    employees: into.employees + row.employees,
    active_seconds: into.active_seconds + row.active_seconds,
    idle_seconds: into.idle_seconds + row.idle_seconds,
    productive_seconds: into.productive_seconds + row.productive_seconds,
    unproductive_seconds: into.unproductive_seconds + row.unproductive_seconds,
    neutral_seconds: into.neutral_seconds + row.neutral_seconds,
  });
  const byDate = new Map<string, Sums>();
  const departments = new Map<string, { department: number | null; name: string; active_seconds: number; productive_seconds: number }>();
  let week = ZERO;
  for (const row of groups) {
    byDate.set(row.work_date, add(byDate.get(row.work_date) ?? ZERO, row));
    if (row.work_date < weekStart) continue;
    week = add(week, row);
    const key = String(row.department);
    const department = departments.get(key) ?? { department: row.department === null ? null : Number(row.department), name: row.department_name, active_seconds: 0, productive_seconds: 0 };
    department.active_seconds += row.active_seconds;
    department.productive_seconds += row.productive_seconds;
    departments.set(key, department);
  }
  const trend: RalvieDashboard['trend'] = [];
  for (let back = RALVIE_TREND_DAYS - 1; back >= 0; back -= 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    trend.push({ date, ...totals(byDate.get(date) ?? ZERO) });
  }
  const setting = await readRalvieSetting(trx, companyId);
  return {
    date: today,
    week_start: weekStart,
    productive_target: setting.productive_target,
    today: totals(byDate.get(today) ?? ZERO),
    week: totals({ ...week, employees: weekEmployees[0]?.n ?? 0 }),
    trend,
    top_applications: top.map((row) => ({ ...row, seconds: Number(row.seconds) })),
    departments: [...departments.values()]
      .map((d) => ({ ...d, productive_pct: productivePct(d.productive_seconds, d.active_seconds) }))
      .sort((a, b) => b.active_seconds - a.active_seconds || a.name.localeCompare(b.name)),
  };
}

export function registerDashboardRoute(app: FastifyInstance, deps: AppDeps, prefix: string, summary: ResourceContract): void {
  const viewSummary = codenameOf(summary, 'view');
  app.get(
    `/web${RALVIE_DASHBOARD_PATH}`.slice(prefix.length),
    { preValidation: [app.requireCompany], schema: { tags: ['ralvie'], security: [{ jwt: [] }], summary: 'The productivity dashboard: today, this week, trend, top applications, departments' } },
    async (request) => {
      const companyId = request.auth?.companyId as number;
      const answer = await deps.database.withTenant(companyId, async (trx) => {
        if (!holds(await grantsOf(deps, request, trx), viewSummary)) throw forbidden();
        return ralvieDashboard(trx, companyId, deps.now());
      });
      return ok(answer, RALVIE_CODES.ok);
    },
  );
}
