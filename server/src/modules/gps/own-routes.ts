/**
 * /personal/outdoor-management/* (ADR 0110): an employee login lists its own visits and outdoor punches through the
 * admin resources' list query with `employee__in` forced to its employee — same filters, search, ordering and
 * paging, never another employee's rows. Company users are refused: these are the Personal area's.
 */
import type { ResourceContract } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { forbidden } from '../../resources/permissions';
import { listPage, type ListQuery } from '../../resources/query';
import { listQuerySchema } from '../../resources/register';
import type { ResourceDefinition } from '../../resources/types';
import { GPS_CODES } from './codes';

export function registerOwnListRoutes(app: FastifyInstance, deps: AppDeps, lists: ReadonlyArray<readonly [ResourceContract, ResourceDefinition]>): void {
  for (const [contract, definition] of lists) {
    app.get(
      `/web${contract.path}`.slice(definition.prefix.length),
      {
        preValidation: [app.requireCompany],
        schema: { tags: ['gps'], summary: `${definition.contract.name}: the signed-in employee's own rows (employee logins only)`, security: [{ jwt: [] }], querystring: listQuerySchema(definition) },
      },
      async (request) => {
        const employeeId = request.auth?.employeeId ?? null;
        if (employeeId === null) throw forbidden();
        const companyId = companyOf(request);
        const query: ListQuery = { ...(request.query as ListQuery), employee__in: String(employeeId) };
        const page = await deps.database.withTenant(companyId, (trx) => listPage(trx, definition, companyId, query));
        return ok(page, GPS_CODES.ok);
      },
    );
  }
}
