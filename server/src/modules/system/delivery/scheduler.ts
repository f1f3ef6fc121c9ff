/**
 * The delivery scheduler (ADR 0090): every half minute (or JOBS_POLL_MS when shorter) it finds the due
 * deliveries and alert settings of every company, as timekeep_jobs, and for each moves `next_run_at` to the
 * next due time and enqueues the run's job — in one transaction, rows locked `FOR UPDATE SKIP LOCKED` and the
 * update conditioned on the due time read: two processes never both enqueue a due time, and a restart neither
 * loses nor repeats one (the job is durable; missed due times while down run once, for the latest).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { startPeriodicTask, type PeriodicTask } from '../../../jobs/periodic-task';
import { ALERT_JOB, type AlertPayload } from './alerts';
import { AUTO_EXPORT_JOB } from './auto-export';
import { nextRunAt, safeZone, zonedDate, type Recurrence } from './schedule';

const BATCH = 100;

interface DueExport extends Recurrence {
  company_id: string;
  id: string;
  next_run_at: Date;
  tz: string;
}

interface DueAlert {
  company_id: string;
  time: string;
  next_run_at: Date;
  tz: string;
}

/** Enqueues every due run; returns how many. */
export async function enqueueDueDeliveries(deps: AppDeps): Promise<number> {
  const now = deps.now();
  return deps.database.db.transaction().execute(async (trx) => {
    await sql`set local role timekeep_jobs`.execute(trx);
    let enqueued = 0;
    const exports = await sql<DueExport>`
      select a.company_id, a.id, a.next_run_at, a.frequency, to_char(a.time, 'HH24:MI') as time, a.weekday, a.month_day, c.company_timezone as tz
      from auto_exports a join companies c on c.id = a.company_id
      where a.is_active and a.next_run_at <= ${now} order by a.next_run_at limit ${BATCH} for update of a skip locked`.execute(trx);
    for (const row of exports.rows) {
      const due = new Date(row.next_run_at);
      const next = nextRunAt(row, now, safeZone(row.tz));
      const claimed = await sql`update auto_exports set next_run_at = ${next} where company_id = ${row.company_id} and id = ${row.id} and next_run_at = ${due}`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) !== 1) continue;
      await deps.jobs.enqueue({ kind: AUTO_EXPORT_JOB, companyId: Number(row.company_id), payload: { schedule: Number(row.id), due: due.toISOString() }, maxAttempts: 2 }, trx);
      enqueued += 1;
    }
    const alerts = await sql<DueAlert>`
      select s.company_id, to_char(s.time, 'HH24:MI') as time, s.next_run_at, c.company_timezone as tz
      from alert_settings s join companies c on c.id = s.company_id
      where s.is_active and s.next_run_at <= ${now} order by s.next_run_at limit ${BATCH} for update of s skip locked`.execute(trx);
    for (const row of alerts.rows) {
      const due = new Date(row.next_run_at);
      const zone = safeZone(row.tz);
      const next = nextRunAt({ frequency: 'daily', time: row.time, weekday: '1', month_day: 1 }, now, zone);
      const claimed = await sql`update alert_settings set next_run_at = ${next} where company_id = ${row.company_id} and next_run_at = ${due}`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) !== 1) continue;
      const payload: AlertPayload = { date: zonedDate(zone, due) };
      await deps.jobs.enqueue({ kind: ALERT_JOB, companyId: Number(row.company_id), payload: { ...payload }, maxAttempts: 3 }, trx);
      enqueued += 1;
    }
    return enqueued;
  });
}

const schedulers = new WeakMap<AppDeps, PeriodicTask>();

/** Starts the app's scheduler (once per deps; a round every half minute, or JOBS_POLL_MS when shorter); returns its stop. */
export function startDeliveryScheduler(deps: AppDeps, log: (message: string, error: unknown) => void): () => Promise<void> {
  const existing = schedulers.get(deps);
  if (existing) return existing.stop;
  const task = startPeriodicTask({
    intervalMs: Math.min(30_000, deps.config.jobsPollMs),
    run: async () => {
      if ((await enqueueDueDeliveries(deps)) > 0) deps.jobs.wake();
    },
    log,
    failureMessage: 'delivery scheduler pass failed',
  });
  const entry: PeriodicTask = {
    runNow: task.runNow,
    stop: async () => {
      if (schedulers.get(deps) === entry) schedulers.delete(deps);
      await task.stop();
    },
  };
  schedulers.set(deps, entry);
  return entry.stop;
}
