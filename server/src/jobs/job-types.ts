/**
 * Job shapes shared by the runner, the jobs API and the handlers that modules register. See runner.ts for how
 * to use them.
 */
import type { ColumnType, Generated } from 'kysely';
import type { JobView } from '@timekeep/contracts';

export type JobStatus = JobView['status'];

/** JSON the job keeps: payload in, result out. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

interface JobColumns {
  id: Generated<number>;
  kind: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  payload: ColumnType<unknown, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | undefined, Date>;
  locked_by: string | null;
  locked_until: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface JobsTable extends JobColumns {
  company_id: number;
  user_id: number | null;
  permission: string | null;
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
}

export type PlatformJobsTable = JobColumns;

declare module '../db/schema' {
  interface Tables {
    jobs: JobsTable;
    platform_jobs: PlatformJobsTable;
  }
}

/** One job row as the runner and the API read it (platform jobs have no company, user or file). */
export interface JobRecord {
  id: number;
  companyId: number | null;
  kind: string;
  status: JobStatus;
  payload: unknown;
  progress: number;
  result: unknown;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  userId: number | null;
  permission: string | null;
  file: { path: string; name: string; type: string } | null;
}

/** Where a finished job's file is fetched (same JWT, same company). */
export function jobFileUrl(id: number): string {
  return `/web/api/v2/jobs/${id}/file/`;
}

export function jobView(job: JobRecord): JobView {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    file_url: job.status === 'done' && job.file ? jobFileUrl(job.id) : null,
    error: job.status === 'failed' ? job.error : null,
    result: job.status === 'done' ? (job.result ?? null) : null,
  };
}
