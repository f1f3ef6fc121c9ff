/**
 * Terminals, their commands and the company's terminal configuration on the resource kernel (issue 12,
 * ADR 0071). Registering a terminal claims its SN for the company (one company per SN, ADR 0070); the state is
 * online while the device was heard within one heartbeat plus a margin.
 */
import { COMMAND_RESOURCE, CONFIG_RESOURCE, TERMINAL_RESOURCE } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { DeleteContext, ResourceDefinition, Row, Trx, WriteContext } from '../../resources/types';
import { forgetTerminals } from '../iclock/registry';
import '../iclock/tables';
import { DEVICE_CODES } from './codes';

export const DEVICE_PREFIX = '/web/device/api/v2';

/** Seconds past one heartbeat a terminal still counts as online (a poll may be late by a request or two). */
export const ONLINE_MARGIN_S = 30;

/**
 * The instant "now" for the state column: the app's clock (tests move it), handed to SQL for the transaction
 * (`timekeep.now`); the database's own clock when unset.
 */
export async function setReadClock(trx: Trx, now: Date): Promise<void> {
  await sql`select set_config('timekeep.now', ${now.toISOString()}, true)`.execute(trx);
}

const NOW_SQL = "coalesce(nullif(current_setting('timekeep.now', true), '')::timestamptz, now())";
const STATE_SQL = `case when t.state_seen_at is not null and t.state_seen_at >= ${NOW_SQL} - make_interval(secs => t.heartbeat + ${ONLINE_MARGIN_S}) then 'online' else 'offline' end`;

/** A timestamptz column as company wall-clock text (the company's zone). */
const companyTime = (column: string) =>
  ({ sql: `to_char(t.${column} at time zone (select c.company_timezone from companies c where c.id = t.company_id), 'YYYY-MM-DD HH24:MI:SS')` }) as const;

/** The handshake settings of the company's configuration as terminal columns. */
export interface HandshakeSettings {
  heartbeat: number;
  error_delay: number;
  trans_times: string;
  trans_interval: number;
  realtime: boolean;
  trans_flag: string;
  send_time_zone: boolean;
  command_timeout_s: number;
  command_max_attempts: number;
}

/** `AttLog OpLog` (the configuration's tokens) → the handshake's Format II; empty keeps the standard set. */
export function transFlagOf(tokens: string): string {
  const list = tokens.split(' ').filter((token) => token !== '');
  return list.length === 0 ? '' : `TransData ${list.join('\t')}`;
}

/** Copies the configuration onto the company's terminals (all, or the ones given). */
export async function applyConfig(trx: Trx, companyId: number, settings: HandshakeSettings, terminalIds?: number[]): Promise<void> {
  const only = terminalIds ? sql` and id in (${sql.join(terminalIds)})` : sql``;
  await sql`update terminals set heartbeat = ${settings.heartbeat}, error_delay = ${settings.error_delay}, trans_times = ${settings.trans_times},
      trans_interval = ${settings.trans_interval}, realtime = ${settings.realtime}, trans_flag = ${transFlagOf(settings.trans_flag)},
      send_time_zone = ${settings.send_time_zone}, command_timeout_s = ${settings.command_timeout_s}, command_max_attempts = ${settings.command_max_attempts}
    where company_id = ${companyId}${only}`.execute(trx);
}

/** The company's configuration row, created with the defaults on first use. */
export async function ensureConfig(trx: Trx, companyId: number): Promise<HandshakeSettings> {
  await sql`insert into terminal_configs (company_id) values (${companyId}) on conflict (company_id) do nothing`.execute(trx);
  const { rows } = await sql<HandshakeSettings>`select heartbeat, error_delay, trans_times, trans_interval, realtime, trans_flag, send_time_zone, command_timeout_s, command_max_attempts
    from terminal_configs where company_id = ${companyId}`.execute(trx);
  return rows[0];
}

async function terminalBeforeWrite({ trx, values, existing, sent, deps }: WriteContext): Promise<void> {
  await setReadClock(trx, deps.now());
  if (existing) {
    if (sent.has('sn') && values.sn !== existing.sn) {
      throw new ApiError(400, DEVICE_CODES.snFixed, { message: 'The serial number of a terminal cannot change.', fields: { sn: DEVICE_CODES.snFixed } });
    }
    return;
  }
  const { rows } = await sql<{ taken: boolean }>`select app_terminal_sn_taken(${values.sn as string}) as taken`.execute(trx);
  if (rows[0]?.taken) {
    throw new ApiError(400, DEVICE_CODES.snTaken, {
      message: 'This serial number is registered to another company.',
      params: { sn: values.sn as string },
      fields: { sn: DEVICE_CODES.snTaken },
    });
  }
}

async function terminalAfterWrite({ trx, companyId, id, existing, deps }: WriteContext & { id: number }): Promise<void> {
  if (existing) return;
  // The claim is now (punches dated before it need review) and the terminal takes the company's configuration.
  await sql`update terminals set claimed_at = ${deps.now()} where company_id = ${companyId} and id = ${id}`.execute(trx);
  await applyConfig(trx, companyId, await ensureConfig(trx, companyId), [id]);
}

/**
 * Deleting a terminal releases its SN (back to the pending pool; what it sends next is quarantined), drops its
 * queued commands and device-side user mirror (cascade), and keeps its punches and logs (they carry the SN).
 */
async function terminalBeforeDelete({ trx, companyId, ids }: DeleteContext): Promise<void> {
  // The punches' foreign key is (company_id, terminal_id): `on delete set null` would null the company too.
  await sql`update transactions set terminal_id = null where company_id = ${companyId} and terminal_id in (${sql.join(ids)})`.execute(trx);
}

export function terminalsResource(deps: AppDeps): ResourceDefinition {
  return defineResource({
    contract: TERMINAL_RESOURCE,
    prefix: DEVICE_PREFIX,
    codes: { ok: DEVICE_CODES.ok },
    table: 'terminals',
    columns: {
      area: 'area_id',
      area_name: { sql: "coalesce((select a.name from areas a where a.company_id = t.company_id and a.id = t.area_id), '')" },
      state: { sql: STATE_SQL },
      last_activity: companyTime('last_activity'),
      quarantined: { sql: 'app_terminal_quarantined(t.sn)' },
    },
    filters: {
      area__in: { kind: 'in', field: 'area' },
      state: { kind: 'eq', field: 'state' },
    },
    search: ['sn', 'alias'],
    ordering: { fields: ['sn', 'alias', 'last_activity', 'state', 'time_zone'], default: ['sn'] },
    beforeRead: (trx) => setReadClock(trx, deps.now()),
    summary: (record) => `${String(record.sn)}${record.alias ? ` ${String(record.alias)}` : ''}`,
    hooks: {
      beforeWrite: terminalBeforeWrite,
      afterWrite: terminalAfterWrite,
      beforeDelete: terminalBeforeDelete,
      afterCommit: async ({ companyId }) => forgetTerminals(companyId),
    },
  });
}

async function commandBeforeDelete({ trx, companyId, ids }: DeleteContext): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from terminal_commands
    where company_id = ${companyId} and id in (${sql.join(ids)}) and status <> 'pending'`.execute(trx);
  if (Number(rows[0]?.n ?? 0) > 0) throw new ApiError(409, DEVICE_CODES.commandNotPending, { message: 'Only commands not yet sent can be deleted.' });
}

const terminalColumn = (column: string) => ({ sql: `(select x.${column} from terminals x where x.company_id = t.company_id and x.id = t.terminal_id)` }) as const;

export const commands = defineResource({
  contract: COMMAND_RESOURCE,
  prefix: DEVICE_PREFIX,
  codes: { ok: DEVICE_CODES.ok },
  table: 'terminal_commands',
  columns: {
    terminal: 'terminal_id',
    terminal_sn: terminalColumn('sn'),
    terminal_alias: terminalColumn('alias'),
    // Photo and template commands carry kilobytes of base64: the list shows their head.
    content: { sql: "case when length(t.content) > 300 then left(t.content, 300) || '…' else t.content end" },
    created_at: companyTime('created_at'),
    sent_at: companyTime('sent_at'),
    finished_at: companyTime('finished_at'),
  },
  filters: {
    terminal_sn: { kind: 'eq', field: 'terminal_sn' },
    terminal__in: { kind: 'in', field: 'terminal' },
    status: { kind: 'eq', field: 'status' },
    status__in: { kind: 'in', field: 'status' },
  },
  // The command text, or the terminal's SN or name.
  search: ['content', "(select x.sn || ' ' || x.alias from terminals x where x.company_id = t.company_id and x.id = t.terminal_id)"],
  ordering: { fields: ['status', 'terminal_sn'], default: ['-id'] },
  updatedAt: false,
  summary: (record: Row) => `${String(record.terminal_sn)}: ${String(record.content).slice(0, 80)}`,
  hooks: { beforeDelete: commandBeforeDelete },
});

export function configsResource(): ResourceDefinition {
  return defineResource({
    contract: CONFIG_RESOURCE,
    prefix: DEVICE_PREFIX,
    codes: { ok: DEVICE_CODES.ok },
    table: 'terminal_configs',
    // One record per company, made with the defaults the first time anyone looks.
    beforeRead: async (trx, companyId) => {
      await ensureConfig(trx, companyId);
    },
    summary: () => 'configuration',
    hooks: {
      afterWrite: async ({ trx, companyId, values }) => applyConfig(trx, companyId, values as unknown as HandshakeSettings),
      afterCommit: async ({ companyId }) => forgetTerminals(companyId),
    },
  });
}
