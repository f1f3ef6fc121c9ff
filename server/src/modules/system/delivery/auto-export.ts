/**
 * Scheduled report deliveries (`/system/auto-export`, issue 15, ADR 0090): a kernel resource, `POST <id>/run/`
 * to send one now, and the `system.auto_export` job that builds the file exactly as a report export does
 * (runExport: same rows, pay-code rounding, PDF setting) and writes ONE outbox mail to every recipient with the
 * file attached. The scheduler (scheduler.ts) enqueues the job when a delivery is due.
 */
import fs from 'node:fs';
import { AUTO_EXPORT_RESOURCE, GENERAL_CODES, type AutoExportPeriod } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { translator } from '../../../i18n/translator';
import { JobError, type JobContext } from '../../../jobs/runner';
import { enqueueMail, MailAttachmentTooLarge } from '../../../mail/outbox';
import { writeOperationLog } from '../../../resources/operation-log';
import { codenameOf, requirePermission, userIdOf } from '../../../resources/permissions';
import { defineResource } from '../../../resources/register';
import type { Trx } from '../../../resources/types';
import { runExport, type ReportExportFormat } from '../../reports/export';
import { REPORT_LIBRARY } from '../../reports/library';
import { SYSTEM_CODES } from '../codes';
import { nextRunAt, parseRecipients, periodRange, safeZone, MAX_RECIPIENTS, type Recurrence } from './schedule';

export const AUTO_EXPORT_JOB = 'system.auto_export';
const PREFIX = '/web/system/api/v2';

/** A timestamptz column as the company's wall clock (what the list shows). */
const local = (column: string) => ({
  sql: `to_char(t.${column} at time zone (select c.company_timezone from companies c where c.id = t.company_id), 'YYYY-MM-DD HH24:MI:SS')`,
});

export async function companyZone(trx: Trx, companyId: number): Promise<string> {
  const { rows } = await sql<{ tz: string }>`select company_timezone as tz from companies where id = ${companyId}`.execute(trx);
  return safeZone(rows[0]?.tz);
}

interface ScheduleRow extends Recurrence {
  id: number;
  name: string;
  report: string;
  format: ReportExportFormat;
  period: AutoExportPeriod;
  recipients: string;
  language: string;
  is_active: boolean;
}

async function readSchedule(trx: Trx, companyId: number, id: number): Promise<(ScheduleRow & { departments: number[] }) | undefined> {
  const { rows } = await sql<ScheduleRow>`select id, name, report, format, period, recipients, frequency, to_char(time, 'HH24:MI') as time, weekday, month_day, language, is_active
    from auto_exports where company_id = ${companyId} and id = ${id}`.execute(trx);
  if (!rows[0]) return undefined;
  const departments = await sql<{ id: string }>`select department_id as id from auto_export_departments where company_id = ${companyId} and auto_export_id = ${id} order by department_id`.execute(trx);
  return { ...rows[0], departments: departments.rows.map((row) => Number(row.id)) };
}

/** Sets `next_run_at` from the row as stored (null when inactive): after every write of a delivery. */
export async function scheduleNext(trx: Trx, deps: Pick<AppDeps, 'now'>, companyId: number, id: number): Promise<void> {
  const row = await readSchedule(trx, companyId, id);
  if (!row) return;
  const next = row.is_active ? nextRunAt(row, deps.now(), await companyZone(trx, companyId)) : null;
  await sql`update auto_exports set next_run_at = ${next} where company_id = ${companyId} and id = ${id}`.execute(trx);
}

export function autoExportResource(deps: AppDeps) {
  return defineResource({
    contract: AUTO_EXPORT_RESOURCE,
    prefix: PREFIX,
    codes: { ok: SYSTEM_CODES.ok },
    table: 'auto_exports',
    links: { departments: { table: 'auto_export_departments', owner: 'auto_export_id', value: 'department_id' } },
    constraints: { auto_exports_name_unique: 'name' },
    columns: { next_run_at: local('next_run_at'), last_run_at: local('last_run_at') },
    filters: { is_active: { kind: 'eq', field: 'is_active' }, report: { kind: 'eq', field: 'report' } },
    search: ['name', 'recipients'],
    ordering: { fields: ['name', 'report'], default: ['name'] },
    summary: (record) => String(record.name),
    hooks: {
      beforeWrite({ values, sent, existing }) {
        if (!existing || sent.has('recipients')) {
          const addresses = parseRecipients(String(values.recipients ?? ''));
          if (!addresses) {
            throw new ApiError(400, SYSTEM_CODES.badRecipients, {
              message: 'Give e-mail addresses separated by commas.',
              params: { max: MAX_RECIPIENTS },
              fields: { recipients: SYSTEM_CODES.badRecipients },
            });
          }
          values.recipients = addresses.join(', ');
        }
      },
      async afterWrite({ trx, companyId, id }) {
        await scheduleNext(trx, deps, companyId, id);
      },
    },
  });
}

interface AutoExportPayload {
  schedule: number;
  /** The due time it runs for (ISO); absent: "run now". */
  due?: string;
}

function errorText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): string {
  if (error instanceof MailAttachmentTooLarge) {
    return t('sys:autoexport.errors.too_large', { size: (error.size / 1_048_576).toFixed(1), limit: (error.limit / 1_048_576).toFixed(1) });
  }
  if (error instanceof JobError) return t(error.key);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Builds the file and writes the mail (one outbox row, every recipient), then records the run on the delivery. */
async function runDelivery(deps: AppDeps, job: JobContext<AutoExportPayload>): Promise<Record<string, string | number | boolean>> {
  const companyId = job.companyId;
  if (companyId === null) throw new JobError('common:jobs.error.failed', { retry: false });
  const id = job.payload.schedule;
  const found = await deps.database.withTenant(companyId, async (trx) => {
    const schedule = await readSchedule(trx, companyId, id);
    if (!schedule) return undefined;
    const { rows } = await sql<{ first: string }>`select first_day_of_week as first from report_settings where company_id = ${companyId}`.execute(trx);
    return { schedule, zone: await companyZone(trx, companyId), firstDay: Number(rows[0]?.first ?? 1) };
  });
  if (!found) return { schedule: id, skipped: true };
  const { schedule, zone, firstDay } = found;
  const t = translator(deps.config.localesDir, schedule.language);
  const due = job.payload.due ? new Date(job.payload.due) : deps.now();
  const range = periodRange(schedule.period, due, zone, firstDay);
  const record = (status: 'sent' | 'failed', error: string) =>
    deps.database.withTenant(companyId, (trx) =>
      sql`update auto_exports set last_run_at = ${deps.now()}, last_status = ${status}, last_error = ${error} where company_id = ${companyId} and id = ${id}`.execute(trx),
    );
  try {
    const definition = REPORT_LIBRARY.get(schedule.report);
    if (!definition) throw new JobError('common:jobs.error.failed', { retry: false });
    let filePath = '';
    const query: Record<string, string> = { start_date: range.start, end_date: range.end };
    if (schedule.departments.length > 0) query.department__in = schedule.departments.join(',');
    const result = await runExport(deps, {
      payload: { report: schedule.report, format: schedule.format, language: schedule.language, query },
      companyId,
      signal: job.signal,
      progress: (percent) => job.progress(Math.min(95, percent)),
      createFile: (fileName, contentType) => {
        const stream = job.createFile(fileName, contentType);
        filePath = String(stream.path);
        return stream;
      },
    });
    const content = await fs.promises.readFile(filePath);
    const title = t(definition.title);
    const words = { name: schedule.name, report: title, start: range.start, end: range.end, rows: result.rows };
    await deps.database.withTenant(companyId, async (trx) => {
      await enqueueMail(deps, trx, {
        companyId,
        kind: 'report_delivery',
        message: { to: schedule.recipients, subject: t('sys:autoexport.mail.subject', words), text: t('sys:autoexport.mail.body', words) },
        attachment: { filename: result.file_name, contentType: contentTypeOf(schedule.format), content },
      });
      await sql`update auto_exports set last_run_at = ${deps.now()}, last_status = 'sent', last_error = '' where company_id = ${companyId} and id = ${id}`.execute(trx);
    });
    return { schedule: id, rows: result.rows, file_name: result.file_name, bytes: content.length };
  } catch (error) {
    // A retry that succeeds records 'sent' over it; a run stopped by the app closing is not a failure.
    if (!job.signal.aborted) await record('failed', errorText(error, t));
    if (error instanceof MailAttachmentTooLarge) throw new JobError('sys:autoexport.errors.too_large_short', { retry: false, cause: error });
    throw error;
  }
}

function contentTypeOf(format: ReportExportFormat): string {
  return { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' }[format];
}

const RUN = codenameOf(AUTO_EXPORT_RESOURCE, 'run');

export function registerAutoExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.jobs.registerOnce<AutoExportPayload>(AUTO_EXPORT_JOB, (job) => runDelivery(deps, job), { maxAttempts: 2 });
  app.post(
    '/auto-exports/:id/run/',
    {
      preValidation: [app.requireCompany, requirePermission(deps, RUN)],
      schema: {
        tags: ['system'],
        security: [{ jwt: [] }],
        summary: 'Send a scheduled delivery now (a job; its file is mailed through the outbox)',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const companyId = request.auth?.companyId as number;
      const { id } = request.params as { id: number };
      const job = await deps.database.withTenant(companyId, async (trx) => {
        const schedule = await readSchedule(trx, companyId, id);
        if (!schedule) throw new ApiError(404, GENERAL_CODES.notFound, { message: 'Not found.' });
        const payload: AutoExportPayload = { schedule: id };
        const started = await deps.jobs.enqueue({ kind: AUTO_EXPORT_JOB, companyId, userId: userIdOf(request), permission: RUN, payload: { ...payload }, maxAttempts: 2 }, trx);
        await writeOperationLog(trx, { companyId, userId: userIdOf(request), time: deps.now(), action: 'run', resource: AUTO_EXPORT_RESOURCE.name, objectId: String(id), summary: schedule.name, ip: request.ip });
        return started;
      });
      return reply.status(202).send(ok({ job }, SYSTEM_CODES.ok));
    },
  );
}
