/**
 * The one recount of the leaves filed before migration 0099 (ADR 0125). That migration could not leave out rest
 * days (only the attendance engine resolves a schedule), so such leaves kept its counts until a set-up change
 * reached them. Migration 0116 lists every company with pending or approved leaves in `leave_recounts_due`; at
 * start-up the due companies get one job each (`requests.leave-recount`) on the kernel's runner, which recounts all
 * their pending and approved leaves (`recountLeaves`: closed payroll periods keep their dates' counts) and deletes
 * the company's row in the same tenant transaction. So the work is per company, idempotent (a second run finds
 * nothing due, and a recount of correct counts writes nothing) and resumable (a job that failed or was cut short
 * left its row due; a row enqueued over an hour ago and still due is enqueued again at the next start).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { recountLeaves } from './leave-day-counts';

export const LEAVE_RECOUNT_JOB_KIND = 'requests.leave-recount';
/** A company still due this long after its job was enqueued (attempts ran out, the job was lost) is enqueued again. */
export const RECOUNT_RETRY_MS = 60 * 60_000;
/** Every date: the recount takes all of a company's pending and approved leaves. */
const EVER = '1900-01-01';

/**
 * Enqueues the recount of each due company not enqueued (or enqueued over RECOUNT_RETRY_MS ago): the stamp and the
 * job commit together, and a process starting at the same time skips the rows this one stamped. Answers how many.
 */
export async function enqueueLeaveRecounts(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const stale = new Date(now.getTime() - RECOUNT_RETRY_MS);
  return deps.database.db.transaction().execute(async (trx) => {
    await sql`set local role timekeep_jobs`.execute(trx);
    const { rows } = await sql<{ company_id: number | string }>`
      update leave_recounts_due set enqueued_at = ${now}
       where enqueued_at is null or enqueued_at < ${stale}
       returning company_id`.execute(trx);
    for (const row of rows) await deps.jobs.enqueue({ kind: LEAVE_RECOUNT_JOB_KIND, companyId: Number(row.company_id), payload: {}, maxAttempts: 3 }, trx);
    return rows.length;
  });
}

/** The company's recount, once: nothing when it is no longer due. Answers the leaves whose days changed. */
export async function runLeaveRecount(deps: AppDeps, companyId: number): Promise<{ changed: number }> {
  return deps.database.withTenant(companyId, async (trx) => {
    // locked: a second job of the company (two starts at once) waits, then finds the row gone
    const due = await sql`select company_id from leave_recounts_due where company_id = ${companyId} for update`.execute(trx);
    if (due.rows.length === 0) return { changed: 0 };
    const changed = await recountLeaves(trx, companyId, {}, EVER, null);
    await sql`delete from leave_recounts_due where company_id = ${companyId}`.execute(trx);
    return { changed };
  });
}

export function registerLeaveRecount(deps: AppDeps): void {
  deps.jobs.registerOnce<Record<string, never>>(LEAVE_RECOUNT_JOB_KIND, async (job) => {
    if (job.companyId === null) return { changed: 0 };
    return runLeaveRecount(deps, job.companyId);
  });
}
