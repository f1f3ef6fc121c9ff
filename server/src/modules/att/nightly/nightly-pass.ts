/**
 * The nightly pass (ADR 0095): after midnight in each company's time zone, the days that ended are calculated
 * once more for every employee of the company, so that they carry their final status — a quiet scheduled day
 * becomes Absent, a day with one punch is flagged missing its clock-out — even when no punch or change marked it.
 * The scheduler only decides *when*; the work is a job of the kernel's runner (`att.nightly`, one per company and
 * night, retried, visible in the jobs API) that runs the on-demand calculation over the ended dates. Idempotent:
 * the night is claimed in the transaction that enqueues its job, and unchanged days write nothing (fingerprints).
 * Closed payroll periods are skipped like everywhere else (ADR 0094).
 */
import { sql } from 'kysely';
import { isValidZone } from '../../../attendance/engine';
import type { AppDeps } from '../../../deps';
import { startPeriodicTask } from '../../../jobs/periodic-task';
import { runCalculation } from '../results/calculation';

export const NIGHTLY_JOB_KIND = 'att.nightly';
/** A server down for longer catches up at most this many nights (older days: an on-demand calculation). */
export const CATCH_UP_NIGHTS = 7;
const BATCH = 500;

export interface NightlyPayload {
  start_date: string;
  end_date: string;
}

const shiftDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The local date of `at` in `zone` ('YYYY-MM-DD'). */
export function localDate(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: isValidZone(zone) ? zone : 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * One scheduler round: for every company whose local yesterday is past its recorded night, claims the nights in
 * between (at most CATCH_UP_NIGHTS) and enqueues their pass; a company seen for the first time only records its
 * yesterday (the pass starts with its next midnight). Returns the passes enqueued.
 */
export async function enqueueNightlyPasses(deps: AppDeps): Promise<number> {
  const now = deps.now();
  return deps.database.db.transaction().execute(async (trx) => {
    await sql`set local role timekeep_jobs`.execute(trx);
    const { rows } = await sql<{ id: string | number; tz: string; through: string | null }>`
      select c.id, c.company_timezone as tz, to_char(p.through, 'YYYY-MM-DD') as through
        from companies c left join att_nightly_passes p on p.company_id = c.id
       order by c.id`.execute(trx);
    let enqueued = 0;
    for (const row of rows) {
      const yesterday = shiftDate(localDate(row.tz, now), -1);
      if (row.through === null) {
        await sql`insert into att_nightly_passes (company_id, through, updated_at) values (${row.id}, ${yesterday}::date, ${now}) on conflict (company_id) do nothing`.execute(trx);
        continue;
      }
      if (row.through >= yesterday) continue;
      // conditioned on the night read: another process that claimed it first leaves nothing to do here
      const claimed = await sql`update att_nightly_passes set through = ${yesterday}::date, updated_at = ${now}
        where company_id = ${row.id} and through = ${row.through}::date`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) !== 1) continue;
      const earliest = shiftDate(yesterday, -(CATCH_UP_NIGHTS - 1));
      const payload: NightlyPayload = { start_date: shiftDate(row.through, 1) > earliest ? shiftDate(row.through, 1) : earliest, end_date: yesterday };
      await deps.jobs.enqueue({ kind: NIGHTLY_JOB_KIND, companyId: Number(row.id), payload: { ...payload }, maxAttempts: 3 }, trx);
      enqueued += 1;
      if (enqueued >= BATCH) break;
    }
    return enqueued;
  });
}

export function registerNightlyJob(deps: AppDeps): void {
  deps.jobs.registerOnce<NightlyPayload>(NIGHTLY_JOB_KIND, async (job) => ({
    ...(await runCalculation(deps, { companyId: job.companyId, progress: job.progress, payload: { ...job.payload, employees: [], departments: [] } })),
  }));
}

/** Starts the app's scheduler (a round a minute, or every JOBS_POLL_MS when shorter; the first at once); returns its stop. */
export function startNightlyScheduler(deps: AppDeps, log: (message: string, error: unknown) => void): () => Promise<void> {
  const task = startPeriodicTask({
    intervalMs: Math.min(60_000, deps.config.jobsPollMs),
    run: async () => {
      if ((await enqueueNightlyPasses(deps)) > 0) deps.jobs.wake();
    },
    log,
    failureMessage: 'attendance nightly pass scheduling failed',
    runAtStart: true,
  });
  return task.stop;
}
