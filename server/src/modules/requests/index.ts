/**
 * Requests and approvals (issue 14, ADR 0080) under the attendance API prefix: workflow roles, workflows and
 * their levels, leave types on the kernel; the five request kinds on the approval engine; leave balances.
 */
import { LEAVE_RESOURCE } from '@timekeep/contracts';
import { companyOf } from '../../auth/auth-plugin';
import { ok } from '../../http/envelope';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import { registerResource } from '../../resources/register';
import { resourceRegistry } from '../../resources/registry';
import type { ServerModule } from '../module';
import { startPeriodicTask, type PeriodicTask } from '../../jobs/periodic-task';
import { sweepApprovals } from './approval-sweep';
import { leaveBalances, monthsThrough } from './balances';
import { APPROVAL_CODES } from './codes';
import { enqueueLeaveRecounts, registerLeaveRecount } from './leave-recount-job';
import { registerLeaveScheduleRoute } from './leave-schedule';
import { ATTACHMENT_KINDS, registerAttachmentRoutes } from './request-attachments';
import { REQUEST_KINDS } from './request-kinds';
import { registerRequestRoutes } from './request-routes';
import { ATT_PREFIX, leaveAdjustments, leaveTypes, workflowNodes, workflowRoles, workflows } from './workflows';

const BALANCE_QUERY = {
  type: 'object',
  properties: { employee: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, year: { type: 'integer', minimum: 1970, maximum: 9999 } },
} as const;

export const requestsModule: ServerModule = {
  name: 'requests',
  prefix: ATT_PREFIX,
  async register(app, deps) {
    for (const definition of [workflowRoles, workflows, workflowNodes, leaveTypes, leaveAdjustments]) registerResource(app, deps, definition);
    for (const kind of REQUEST_KINDS) {
      // In the registry for the permission list, refs and the operation log's names; routes of their own.
      resourceRegistry(deps).set(kind.definition.contract.name, kind.definition);
      registerRequestRoutes(app, deps, kind);
      if (ATTACHMENT_KINDS.has(kind.type)) registerAttachmentRoutes(app, deps, kind);
    }
    registerLeaveScheduleRoute(app, deps);

    // Escalation, auto-decisions and approvers who left (ADR 0099): a sweep a minute (or every JOBS_POLL_MS).
    let sweep: PeriodicTask | null = null;
    app.addHook('onReady', async () => {
      sweep = startPeriodicTask({
        intervalMs: Math.min(60_000, deps.config.jobsPollMs),
        run: () => sweepApprovals(deps),
        log: (message, error) => app.log.warn({ err: error }, message),
        failureMessage: 'approval sweep failed',
      });
    });
    app.addHook('onClose', async () => sweep?.stop());

    // Leaves filed before migration 0099 are recounted by the engine once, a job per company (ADR 0125).
    registerLeaveRecount(deps);
    app.addHook('onReady', async () => {
      try {
        if ((await enqueueLeaveRecounts(deps)) > 0) deps.jobs.wake();
      } catch (error) {
        // the next start enqueues them: the rows stay due
        app.log.warn({ err: error }, 'leave recount scheduling failed');
      }
    });

    app.get<{ Querystring: { employee?: number; year?: number } }>(
      '/leave-balances/',
      { preValidation: [app.requireCompany], schema: { tags: ['att'], summary: 'att.leave: balances of an employee for a year, in days', security: [{ jwt: [] }], querystring: BALANCE_QUERY } },
      async (request) => {
        const companyId = companyOf(request);
        const rows = await deps.database.withTenant(companyId, async (trx) => {
          const grants = await grantsOf(deps, request, trx);
          let employee = request.query.employee;
          if (grants.employeeId !== null || request.auth?.role === 'employee') {
            // An employee login reads its own balances only.
            if (grants.employeeId === null || (employee !== undefined && employee !== grants.employeeId)) throw forbidden();
            employee = grants.employeeId;
          } else if (!holds(grants, codenameOf(LEAVE_RESOURCE, 'view'))) {
            throw forbidden();
          }
          if (employee === undefined) return [];
          const year = request.query.year ?? deps.now().getUTCFullYear();
          return leaveBalances(trx, companyId, employee, year, { through: monthsThrough(year, deps.now()) });
        });
        return ok(rows, APPROVAL_CODES.ok);
      },
    );
  },
};
