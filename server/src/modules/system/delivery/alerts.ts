/**
 * Attendance alerts (`/system/alert-setting`, issue 15, ADR 0090): once a day at the set time (company zone) the
 * scheduler enqueues `system.attendance_alerts` for that date; the job reads the day's stored results
 * (att_day_results) and writes one outbox mail per manager — each department head for the employees of their
 * department, or each chosen user for everyone — listing the late, absent and missing-punch employees, in the
 * manager's language when known (their login's, else the company's default).
 */
import { ALERT_SETTING_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { LANGUAGES, translator } from '../../../i18n/translator';
import { JobError, type JobContext } from '../../../jobs/runner';
import { enqueueMail } from '../../../mail/outbox';
import { checkInput } from '../../../resources/fields';
import { writeOperationLog } from '../../../resources/operation-log';
import { forbidden, grantsOf, userIdOf } from '../../../resources/permissions';
import type { Trx } from '../../../resources/types';
import { SYSTEM_CODES } from '../codes';
import { companyZone } from './auto-export';
import { nextRunAt } from './schedule';

export const ALERT_JOB = 'system.attendance_alerts';
export const ALERT_KINDS = ['late', 'absent', 'missing_punch'] as const;
type AlertKind = (typeof ALERT_KINDS)[number];

interface AlertSettingRow {
  is_active: boolean;
  time: string;
  late: boolean;
  absent: boolean;
  missing_punch: boolean;
  recipients: 'department_heads' | 'users';
  users: number[];
}

const DEFAULTS: AlertSettingRow = { is_active: false, time: '10:00', late: true, absent: true, missing_punch: true, recipients: 'department_heads', users: [] };

export async function readAlertSetting(trx: Trx, companyId: number): Promise<AlertSettingRow> {
  const { rows } = await sql<AlertSettingRow & { users: Array<string | number> }>`select is_active, to_char(time, 'HH24:MI') as time, late, absent, missing_punch, recipients, users
    from alert_settings where company_id = ${companyId}`.execute(trx);
  return rows[0] ? { ...rows[0], users: rows[0].users.map(Number) } : DEFAULTS;
}

const daily = (time: string) => ({ frequency: 'daily' as const, time, weekday: '1', month_day: 1 });

export function registerAlertRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.jobs.registerOnce<AlertPayload>(ALERT_JOB, (job) => sendAlerts(deps, job), { maxAttempts: 3 });
  const schema = { tags: ['system'], security: [{ jwt: [] }] };
  app.get('/alert-setting/', { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The company attendance alert setting' } }, async (request) => {
    const companyId = request.auth?.companyId as number;
    return ok(await deps.database.withTenant(companyId, (trx) => readAlertSetting(trx, companyId)), SYSTEM_CODES.ok);
  });
  app.put('/alert-setting/', { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Save the company attendance alert setting (administrators)' } }, async (request: FastifyRequest) => {
    const companyId = request.auth?.companyId as number;
    if (!(await grantsOf(deps, request)).isAdmin) throw forbidden();
    const { values, sent } = checkInput(ALERT_SETTING_CONTRACT, request.body, 'replace');
    const users = (values.users as number[] | null) ?? [];
    const saved = await deps.database.withTenant(companyId, async (trx) => {
      const known = users.length === 0 ? 0 : Number((await sql<{ n: string }>`select count(*) as n from auth_company_users where company_id = ${companyId} and id = any(${users}::bigint[])`.execute(trx)).rows[0].n);
      if ((values.recipients === 'users' && users.length === 0) || known !== users.length) {
        throw new ApiError(400, SYSTEM_CODES.badAlertUsers, { message: 'Choose the users who get the alerts.', fields: { users: SYSTEM_CODES.badAlertUsers } });
      }
      const next = values.is_active === true ? nextRunAt(daily(values.time as string), deps.now(), await companyZone(trx, companyId)) : null;
      await sql`
        insert into alert_settings (company_id, is_active, time, late, absent, missing_punch, recipients, users, next_run_at, updated_at)
        values (${companyId}, ${values.is_active as boolean}, ${values.time as string}, ${values.late as boolean}, ${values.absent as boolean}, ${values.missing_punch as boolean},
          ${values.recipients as string}, ${users}::bigint[], ${next}, ${deps.now()})
        on conflict (company_id) do update set is_active = excluded.is_active, time = excluded.time, late = excluded.late, absent = excluded.absent,
          missing_punch = excluded.missing_punch, recipients = excluded.recipients, users = excluded.users, next_run_at = excluded.next_run_at, updated_at = excluded.updated_at`.execute(trx);
      await writeOperationLog(trx, {
        companyId, userId: userIdOf(request), time: deps.now(), action: 'update', resource: ALERT_SETTING_CONTRACT.name,
        objectId: String(companyId), summary: [...sent].join(', '), ip: request.ip,
      });
      return readAlertSetting(trx, companyId);
    });
    return ok(saved, SYSTEM_CODES.ok);
  });
}

export interface AlertPayload {
  /** The day reported ('YYYY-MM-DD', the company's date at the due time). */
  date: string;
}

interface FlaggedDay {
  employee_id: string;
  emp_code: string;
  name: string;
  department_id: string | null;
  department: string | null;
  status: string;
  late: number;
}

interface Manager {
  email: string;
  language: string;
  /** Only these departments' employees; null: everyone. */
  departments: Set<number> | null;
}

function kindOf(day: FlaggedDay): AlertKind | null {
  if (day.status === 'absent') return 'absent';
  if (day.status === 'missing_in' || day.status === 'missing_out') return 'missing_punch';
  if (day.status === 'late' || day.status === 'late_and_early' || Number(day.late) > 0) return 'late';
  return null;
}

const known = (language: string | null | undefined, fallback: string) => ((LANGUAGES as readonly string[]).includes(language ?? '') ? (language as string) : fallback);

async function managersOf(trx: Trx, companyId: number, setting: AlertSettingRow): Promise<Manager[]> {
  const fallback = (await sql<{ lang: string }>`select default_language as lang from companies where id = ${companyId}`.execute(trx)).rows[0]?.lang ?? 'en';
  if (setting.recipients === 'users') {
    const { rows } = await sql<{ email: string; language: string | null }>`select cu.email, u.language from auth_company_users cu left join users u on u.id = cu.user_id
      where cu.company_id = ${companyId} and cu.id = any(${setting.users}::bigint[]) and cu.is_active order by cu.id`.execute(trx);
    return rows.map((row) => ({ email: row.email, language: known(row.language, fallback), departments: null }));
  }
  const { rows } = await sql<{ department_id: string; email: string; account_language: string | null; user_language: string | null }>`
    select d.id as department_id, e.email,
      (select a.language from employee_accounts a where a.company_id = d.company_id and a.employee_id = e.id order by a.id limit 1) as account_language,
      (select u.language from users u where lower(u.email) = lower(e.email) limit 1) as user_language
    from departments d join employees e on e.company_id = d.company_id and e.id = d.manager_id
    where d.company_id = ${companyId} and e.email <> '' order by d.id`.execute(trx);
  const byEmail = new Map<string, Manager>();
  for (const row of rows) {
    const key = row.email.toLowerCase();
    const manager = byEmail.get(key) ?? { email: row.email, language: known(row.account_language ?? row.user_language, fallback), departments: new Set<number>() };
    manager.departments?.add(Number(row.department_id));
    byEmail.set(key, manager);
  }
  return [...byEmail.values()];
}

async function sendAlerts(deps: AppDeps, job: JobContext<AlertPayload>): Promise<Record<string, number | string | boolean>> {
  const companyId = job.companyId;
  if (companyId === null) throw new JobError('common:jobs.error.failed', { retry: false });
  const { date } = job.payload;
  // One transaction: every manager's mail is written, or none (a retry never sends twice).
  return deps.database.withTenant(companyId, async (trx) => {
    const setting = await readAlertSetting(trx, companyId);
    const wanted = new Set(ALERT_KINDS.filter((kind) => setting[kind]));
    if (wanted.size === 0) return { date, mails: 0 };
    const { rows } = await sql<FlaggedDay>`
      select r.employee_id, e.emp_code, trim(e.first_name || ' ' || e.last_name) as name, e.department_id, d.name as department, r.status, r.late
      from att_day_results r join employees e on e.company_id = r.company_id and e.id = r.employee_id
      left join departments d on d.company_id = e.company_id and d.id = e.department_id
      where r.company_id = ${companyId} and r.work_date = ${date}
        and (r.status in ('absent', 'missing_in', 'missing_out', 'late', 'late_and_early') or r.late > 0)
      order by e.emp_code, r.employee_id`.execute(trx);
    const flagged = rows.flatMap((day) => {
      const kind = kindOf(day);
      return kind && wanted.has(kind) ? [{ ...day, kind }] : [];
    });
    let mails = 0;
    for (const manager of await managersOf(trx, companyId, setting)) {
      const theirs = flagged.filter((day) => manager.departments === null || (day.department_id !== null && manager.departments.has(Number(day.department_id))));
      if (theirs.length === 0) continue;
      const t = translator(deps.config.localesDir, manager.language);
      const sections = ALERT_KINDS.flatMap((kind) => {
        const list = theirs.filter((day) => day.kind === kind);
        if (list.length === 0) return [];
        const lines = list.map((day) => `- ${day.emp_code} ${day.name}${day.department ? ` (${day.department})` : ''}${kind === 'late' ? ` — ${t('sys:alertsetting.mail.late_minutes', { minutes: Number(day.late) })}` : ''}`);
        return [`${t(`sys:alertsetting.kinds.${kind}`)} (${list.length})`, ...lines, ''];
      });
      const text = [t('sys:alertsetting.mail.intro', { date }), '', ...sections].join('\n');
      await enqueueMail(deps, trx, { companyId, kind: 'attendance_alert', message: { to: manager.email, subject: t('sys:alertsetting.mail.subject', { date, count: theirs.length }), text } });
      mails += 1;
    }
    return { date, mails };
  });
}
