/**
 * Door actions of the Access control › Terminal list (ADR 0111): `POST terminals/open_door/` and
 * `terminals/cancel_alarm/` `{terminals: [door id]}` queue adms-push §6.3 `AC_UNLOCK` / `AC_UNALARM` on each
 * door's terminal (the access command list shows them). Permission `acc.control_terminal`; every id must be
 * the company's (else 404, nothing queued); one operation-log row per door.
 */
import { ACC_TERMINAL_RESOURCE, GENERAL_CODES, type AccDoorAction } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { queueCommand } from '../iclock/commands';
import { ACC_CODES } from './codes';

export const DOOR_COMMANDS: Readonly<Record<AccDoorAction, string>> = { open_door: 'AC_UNLOCK', cancel_alarm: 'AC_UNALARM' };

const BODY = {
  type: 'object',
  required: ['terminals'],
  additionalProperties: false,
  properties: { terminals: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
} as const;

export function registerDoorActions(app: FastifyInstance, deps: AppDeps): void {
  for (const [action, command] of Object.entries(DOOR_COMMANDS)) {
    app.post<{ Body: { terminals: number[] } }>(
      `/terminals/${action}/`,
      { preValidation: [app.requireCompany], schema: { tags: ['acc'], summary: `acc.terminal: ${action} (${command})`, security: [{ jwt: [] }], body: BODY } },
      async (request) => {
        if (!holds(await grantsOf(deps, request), codenameOf(ACC_TERMINAL_RESOURCE, 'control'))) throw forbidden();
        const companyId = companyOf(request);
        const ids = [...new Set(request.body.terminals)];
        const queued = await deps.database.withTenant(companyId, async (trx) => {
          const { rows } = await sql<{ id: string | number; terminal_id: string | number; sn: string; door_name: string }>`
            select a.id, a.terminal_id, x.sn, a.door_name from acc_terminals a join terminals x on x.company_id = a.company_id and x.id = a.terminal_id
            where a.company_id = ${companyId} and a.id in (${sql.join(ids)}) order by a.id`.execute(trx);
          if (rows.length !== ids.length) throw new ApiError(404, GENERAL_CODES.notFound, { message: 'The record was not found.' });
          for (const door of rows) {
            await queueCommand(trx, companyId, Number(door.terminal_id), command, userIdOf(request));
            await writeOperationLog(trx, {
              companyId,
              userId: userIdOf(request),
              time: deps.now(),
              action,
              resource: ACC_TERMINAL_RESOURCE.name,
              objectId: String(door.id),
              summary: `${door.sn}${door.door_name ? ` ${door.door_name}` : ''}: ${command}`,
              ip: request.ip,
            });
          }
          return rows.length;
        });
        return ok({ terminals: queued, commands: queued }, ACC_CODES.ok);
      },
    );
  }
}
