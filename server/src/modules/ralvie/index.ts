/**
 * Productivity (SPEC §2 /ralvie/*, ADR 0120): agent tokens and categories on the resource kernel (ADR 0050), the
 * daily summary as a read-only kernel resource over a view (paging, filters, CSV / XLSX export come with it), the
 * settings, the agent ingest API and the dashboard's one call.
 */
import { RALVIE_AGENT_TOKEN_RESOURCE, RALVIE_CATEGORY_RESOURCE, RALVIE_SUMMARY_RESOURCE } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource, registerResource } from '../../resources/register';
import type { ServerModule } from '../module';
import { RALVIE_CODES } from './codes';
import { registerDashboardRoute } from './dashboard';
import { hashSecret, newAgentSecret, registerAgentRoutes } from './ingest';
import { registerSettingRoutes } from './settings';

export { RALVIE_CODES };

export const RALVIE_PREFIX = '/web/ralvie/api/v2';
const codes = { ok: RALVIE_CODES.ok };

/** A timestamptz column as the company's wall clock ('YYYY-MM-DD HH:mm:ss', the datetime kind). */
const companyClock = (column: string) => ({
  sql: `to_char(t.${column} at time zone (select c.company_timezone from companies c where c.id = t.company_id), 'YYYY-MM-DD HH24:MI:SS')`,
});

export const agentTokens = defineResource({
  contract: RALVIE_AGENT_TOKEN_RESOURCE,
  prefix: RALVIE_PREFIX,
  codes: { ...codes, duplicate: RALVIE_CODES.tokenNameExists },
  table: 'ralvie_agent_tokens',
  constraints: { ralvie_agent_tokens_name_unique: 'name' },
  columns: { revoked_at: companyClock('revoked_at'), last_used: companyClock('last_used'), created_at: companyClock('created_at') },
  filters: { revoked: { kind: 'eq', field: 'revoked' } },
  search: ['name', 'token_prefix'],
  ordering: { fields: ['name', 'created_at', 'last_used', 'revoked'], default: ['revoked', 'name'] },
  hooks: {
    beforeWrite({ existing, values }) {
      if (existing?.revoked === true && values.revoked !== true) {
        throw new ApiError(400, RALVIE_CODES.revokedIsFinal, { message: 'A revoked token cannot be restored; create another.', fields: { revoked: RALVIE_CODES.revokedIsFinal } });
      }
    },
    async afterWrite({ trx, companyId, existing, values, id, deps }) {
      const revokedNow = values.revoked === true && existing?.revoked !== true;
      if (revokedNow) await sql`update ralvie_agent_tokens set revoked_at = ${deps.now()} where company_id = ${companyId} and id = ${id}`.execute(trx);
      if (existing) return undefined;
      // The secret exists only in this answer: the table keeps its hash (and the first characters, to tell tokens apart).
      const secret = newAgentSecret();
      await sql`update ralvie_agent_tokens set token_hash = ${hashSecret(secret)}, token_prefix = ${secret.slice(0, 10)} where company_id = ${companyId} and id = ${id}`.execute(trx);
      return { secret };
    },
  },
});

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const categories = defineResource({
  contract: RALVIE_CATEGORY_RESOURCE,
  prefix: RALVIE_PREFIX,
  codes: { ...codes, duplicate: RALVIE_CODES.patternExists },
  table: 'ralvie_categories',
  constraints: { ralvie_categories_pattern_unique: 'pattern' },
  filters: { kind: { kind: 'eq', field: 'kind' }, category: { kind: 'eq', field: 'category' } },
  search: ['pattern', 'remarks'],
  ordering: { fields: ['kind', 'pattern', 'category'], default: ['kind', 'pattern'] },
  summary: (record) => `${String(record.kind)} ${String(record.pattern)}`,
  hooks: {
    beforeWrite({ values }) {
      // Samples are stored in lower case; a pattern is compared the same way.
      const pattern = String(values.pattern).trim().toLowerCase();
      values.pattern = pattern;
      if (values.kind === 'domain' && !HOSTNAME.test(pattern)) {
        throw new ApiError(400, RALVIE_CODES.notAHostName, { message: 'A domain is a host name, without scheme, path or port.', params: { pattern }, fields: { pattern: RALVIE_CODES.notAHostName } });
      }
    },
  },
});

const employeeSql = {
  emp_code: { sql: '(select e.emp_code from employees e where e.company_id = t.company_id and e.id = t.employee)' },
  employee_name: { sql: "(select trim(e.first_name || ' ' || e.last_name) from employees e where e.company_id = t.company_id and e.id = t.employee)" },
};
const dayResult = (column: string) => ({
  sql: `coalesce((select r.${column} from att_day_results r where r.company_id = t.company_id and r.employee_id = t.employee and r.work_date = t.work_date), 0)`,
});

export const summaries = defineResource({
  contract: RALVIE_SUMMARY_RESOURCE,
  prefix: RALVIE_PREFIX,
  codes,
  table: 'ralvie_daily_summaries',
  columns: {
    ...employeeSql,
    department_name: { sql: "coalesce((select d.name from departments d where d.company_id = t.company_id and d.id = t.department), '')" },
    productive_pct: { sql: 'case when t.active_seconds > 0 then round(100.0 * t.productive_seconds / t.active_seconds)::int else 0 end' },
    scheduled_minutes: dayResult('duty'),
    worked_minutes: dayResult('worked'),
    top_applications: {
      sql: `coalesce((select string_agg(u.name, ', ' order by u.seconds desc, u.name) from (
        select u.name, sum(u.seconds) as seconds from ralvie_usage u
        where u.company_id = t.company_id and u.employee = t.employee and u.work_date = t.work_date and u.active
        group by u.name order by sum(u.seconds) desc, u.name limit 3) u), '')`,
    },
  },
  updatedAt: false,
  filters: {
    work_date__gte: { kind: 'gte', field: 'work_date' },
    work_date__lte: { kind: 'lte', field: 'work_date' },
    employee__in: { kind: 'in', field: 'employee' },
    department__in: { kind: 'in', field: 'department' },
  },
  search: ["(select e.emp_code || ' ' || e.first_name || ' ' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.employee)"],
  ordering: {
    fields: ['work_date', 'emp_code', 'employee_name', 'department_name', 'active_seconds', 'idle_seconds', 'productive_seconds', 'unproductive_seconds', 'neutral_seconds', 'productive_pct'],
    default: ['-work_date', 'emp_code'],
  },
  summary: (record) => `${String(record.work_date)} ${String(record.emp_code)}`,
});

export const RALVIE_RESOURCES = [agentTokens, categories, summaries] as const;

export const ralvieModule: ServerModule = {
  name: 'ralvie',
  prefix: RALVIE_PREFIX,
  async register(app, deps) {
    for (const resource of RALVIE_RESOURCES) registerResource(app, deps, resource);
    registerSettingRoutes(app, deps, RALVIE_PREFIX);
    registerAgentRoutes(app, deps, RALVIE_PREFIX);
    registerDashboardRoute(app, deps, RALVIE_PREFIX, summaries.contract);
  },
};
