/**
 * What an administrator asks of terminals (api-contracts "Devices"): `POST terminals/reload_user/`
 * `{terminals: [id]}` and its siblings queue commands through iclock/actions.ts; the review and import of the
 * punches an SN left in quarantine before the company claimed it. Tenant-scoped, behind the terminal
 * resource's permissions (`device.control_terminal`, `device.change_terminal`), one operation-log row each.
 */
import { GENERAL_CODES, TERMINAL_RESOURCE } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { clearPendingCommands, rebootTerminals, reloadUsers, syncTerminals, uploadUsers } from '../iclock/actions';
import { parseAttlogLine } from '../iclock/parse';
import { importQuarantine } from '../iclock/quarantine';
import { forgetTerminals, loadTerminal } from '../iclock/registry';
import { DEVICE_CODES } from './codes';

type Queue = (deps: AppDeps, companyId: number, terminalIds: number[], userId: number | null) => Promise<number>;

/** Action path → what it does (every one answers `{terminals, commands}`). */
export const TERMINAL_ACTIONS: Readonly<Record<string, Queue>> = {
  reload_user: reloadUsers,
  upload_user: uploadUsers,
  reboot: rebootTerminals,
  sync_time: syncTerminals,
  clear_command: (deps, companyId, ids) => clearPendingCommands(deps, companyId, ids),
};

const TERMINALS_BODY = {
  type: 'object',
  required: ['terminals'],
  additionalProperties: false,
  properties: { terminals: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
} as const;
const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

async function authorize(deps: AppDeps, request: FastifyRequest, action: 'control' | 'change' | 'view'): Promise<void> {
  if (!holds(await grantsOf(deps, request), codenameOf(TERMINAL_RESOURCE, action))) throw forbidden();
}

const notFound = () => new ApiError(404, GENERAL_CODES.notFound, { message: 'The record was not found.' });

/** The company's terminals among `ids` (all of them, or a 404 and nothing queued). */
async function ownTerminals(deps: AppDeps, companyId: number, ids: number[]): Promise<{ id: number; sn: string }[]> {
  const unique = [...new Set(ids)];
  const rows = await deps.database.withTenant(companyId, (trx) =>
    trx.selectFrom('terminals').select(['id', 'sn']).where('company_id', '=', companyId).where('id', 'in', unique).orderBy('id').execute(),
  );
  if (rows.length !== unique.length) throw notFound();
  return rows.map((row) => ({ id: Number(row.id), sn: row.sn }));
}

async function logAction(deps: AppDeps, request: FastifyRequest, companyId: number, action: string, terminal: { id: number; sn: string }, detail: string): Promise<void> {
  await deps.database.withTenant(companyId, (trx) =>
    writeOperationLog(trx, {
      companyId,
      userId: userIdOf(request),
      time: deps.now(),
      action,
      resource: TERMINAL_RESOURCE.name,
      objectId: String(terminal.id),
      summary: `${terminal.sn}: ${detail}`,
      ip: request.ip,
    }),
  );
}

/** Quarantined ATTLOG lines of an SN, parsed for review (PIN and the device's wall-clock time). */
export interface QuarantinedPunch {
  pin: string;
  punch_time: string;
  received_at: string;
}

export function registerTerminalActions(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['device'];
  for (const [action, queue] of Object.entries(TERMINAL_ACTIONS)) {
    app.post<{ Body: { terminals: number[] } }>(
      `/terminals/${action}/`,
      {
        preValidation: [app.requireCompany],
        schema: { tags, summary: `device.terminal: ${action}`, security: [{ jwt: [] }], body: TERMINALS_BODY },
      },
      async (request) => {
        await authorize(deps, request, 'control');
        const companyId = companyOf(request);
        const terminals = await ownTerminals(deps, companyId, request.body.terminals);
        const count = await queue(
          deps,
          companyId,
          terminals.map((terminal) => terminal.id),
          userIdOf(request),
        );
        for (const terminal of terminals) await logAction(deps, request, companyId, action, terminal, action);
        return ok({ terminals: terminals.length, commands: count }, DEVICE_CODES.ok);
      },
    );
  }

  /** What waits in quarantine under the terminal's SN: the count and the first lines, for review. */
  app.get<{ Params: { id: number } }>(
    '/terminals/:id/quarantine/',
    { preValidation: [app.requireCompany], schema: { tags, summary: 'device.terminal: quarantined punches', security: [{ jwt: [] }], params: ID_PARAMS } },
    async (request) => {
      await authorize(deps, request, 'view');
      const companyId = companyOf(request);
      const [terminal] = await ownTerminals(deps, companyId, [request.params.id]);
      // The quarantine is global (no tenant): read as the server, for this company's own SN only.
      const rows = await deps.database.db
        .selectFrom('iclock_quarantine')
        .select(['raw_line', 'received_at'])
        .where('sn', '=', terminal.sn)
        .where(sql<string>`lower(table_name)`, '=', 'attlog')
        .orderBy('id')
        .limit(200)
        .execute();
      const { rows: counted } = await sql<{ n: number | string }>`select count(*) as n from iclock_quarantine where sn = ${terminal.sn} and lower(table_name) = 'attlog'`.execute(deps.database.db);
      const punches: QuarantinedPunch[] = [];
      for (const row of rows) {
        const parsed = parseAttlogLine(row.raw_line);
        if (!('error' in parsed)) punches.push({ pin: parsed.pin, punch_time: parsed.time, received_at: new Date(row.received_at).toISOString() });
      }
      return ok({ count: Number(counted[0]?.n ?? 0), punches }, DEVICE_CODES.ok);
    },
  );

  /** Imports them as punches that need review (they predate the claim); answers the counts. */
  app.post<{ Params: { id: number } }>(
    '/terminals/:id/import_quarantine/',
    { preValidation: [app.requireCompany], schema: { tags, summary: 'device.terminal: import quarantined punches', security: [{ jwt: [] }], params: ID_PARAMS } },
    async (request) => {
      await authorize(deps, request, 'change');
      const companyId = companyOf(request);
      const [own] = await ownTerminals(deps, companyId, [request.params.id]);
      forgetTerminals(companyId);
      const terminal = await loadTerminal(deps, companyId, own.id);
      if (!terminal) throw notFound();
      const outcome = await importQuarantine(deps, terminal);
      await logAction(deps, request, companyId, 'import_quarantine', own, `stored ${outcome.stored}, duplicates ${outcome.duplicates}, errors ${outcome.errors}`);
      return ok(outcome, DEVICE_CODES.ok);
    },
  );
}
