/**
 * Who may see a job (its JobView, its file, its websocket messages): only its own company; a job started with a
 * permission (e.g. an export needs `personnel.export_employee`) only the user who started it or a company
 * administrator. The resource kernel may widen the last rule to "holds `job.permission`" (grantsOf) — keep
 * this the one place that decides, since the API, the file route and the websocket all call it.
 */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { JobRecord } from './job-types';

export type JobAccessFacts = Pick<JobRecord, 'companyId' | 'userId' | 'permission'>;

export async function mayViewJob(_deps: AppDeps, request: FastifyRequest, job: JobAccessFacts): Promise<boolean> {
  const auth = request.auth;
  if (!auth?.companyId || job.companyId !== auth.companyId) return false;
  if (job.permission === null || job.userId === null) return true;
  if (auth.role === 'employee' || auth.employeeId !== null) return false;
  return auth.userId === job.userId || auth.role === 'admin';
}
