/**
 * Public and private on-screen messages (SPEC paths `publicmessages`, `privatemessages`; brief §6.3 SMS
 * commands). Saving one queues, in the same transaction, `DATA UPDATE SMS MSG=…\tTAG=…\tUID=<id>\tMIN=…\tStartTime=…`
 * to every terminal it targets (private: plus `DATA UPDATE USER_SMS PIN=…\tUID=…` per employee of the terminal),
 * and `DATA DELETE SMS UID=<id>` to the terminals it no longer targets; deleting one removes it from them all.
 * The text cannot hold TAB/CR/LF (the kernel refuses control characters) and every value goes through
 * commandValue, so no message can split a command.
 */
import { PRIVATE_MESSAGE_RESOURCE, PUBLIC_MESSAGE_RESOURCE, GENERAL_CODES } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { Row, Trx } from '../../resources/types';
import { commandValue, queueCommand } from '../iclock/commands';
import { DEVICE_CODES } from './codes';

const PREFIX = '/web/device/api/v2';
/** SMS tags of the push protocol: 253 shown to everyone, 254 to the users it is given to. */
export const PUBLIC_TAG = 253;
export const PRIVATE_TAG = 254;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The SMS command of a message (values sanitised; start time as the terminal reads it). */
export function smsCommand(message: { id: number; content: unknown; start_time: unknown; duration: unknown }, tag: number): string {
  const fields: [string, unknown][] = [
    ['MSG', message.content],
    ['TAG', tag],
    ['UID', message.id],
    ['MIN', message.duration],
    ['StartTime', String(message.start_time).replace('T', ' ')],
  ];
  return `DATA UPDATE SMS ${fields.map(([key, value]) => `${key}=${commandValue(value as string | number)}`).join('\t')}`;
}

/** Terminals of the areas (every terminal of the company when no area is chosen). */
async function terminalsOfAreas(trx: Trx, companyId: number, areaIds: number[]): Promise<number[]> {
  const { rows } =
    areaIds.length === 0
      ? await sql<{ id: string | number }>`select id from terminals where company_id = ${companyId} order by id`.execute(trx)
      : await sql<{ id: string | number }>`select id from terminals where company_id = ${companyId} and area_id in (${sql.join(areaIds)}) order by id`.execute(trx);
  return rows.map((row) => Number(row.id));
}

/** Terminal → PINs of the employees it serves among `employeeIds` (their areas; no area: terminals without one). */
async function terminalsOfEmployees(trx: Trx, companyId: number, employeeIds: number[]): Promise<Map<number, string[]>> {
  const targets = new Map<number, string[]>();
  if (employeeIds.length === 0) return targets;
  const { rows } = await sql<{ terminal_id: string | number; emp_code: string }>`
    select tm.id as terminal_id, e.emp_code from employees e
    join terminals tm on tm.company_id = e.company_id and (
      tm.area_id in (select ea.area_id from employee_areas ea where ea.company_id = e.company_id and ea.employee_id = e.id)
      or (tm.area_id is null and not exists (select 1 from employee_areas ea where ea.company_id = e.company_id and ea.employee_id = e.id)))
    where e.company_id = ${companyId} and e.id in (${sql.join(employeeIds)})
    order by tm.id, e.emp_code`.execute(trx);
  for (const row of rows) {
    const id = Number(row.terminal_id);
    targets.set(id, [...(targets.get(id) ?? []), row.emp_code]);
  }
  return targets;
}

async function queueDeletes(trx: Trx, companyId: number, terminalIds: Iterable<number>, messageId: number, userId: number | null): Promise<void> {
  for (const terminalId of terminalIds) await queueCommand(trx, companyId, terminalId, `DATA DELETE SMS UID=${messageId}`, userId);
}

const messageOf = (id: number, values: Row) => ({ id, content: values.content, start_time: values.start_time, duration: values.duration });

export const publicMessages = defineResource({
  contract: PUBLIC_MESSAGE_RESOURCE,
  prefix: PREFIX,
  codes: { ok: DEVICE_CODES.ok },
  table: 'terminal_public_messages',
  links: { areas: { table: 'terminal_public_message_areas', owner: 'message_id', value: 'area_id' } },
  columns: {
    area_names: {
      sql: `coalesce((select string_agg(a.name, ', ' order by a.name) from terminal_public_message_areas l join areas a on a.company_id = l.company_id and a.id = l.area_id
        where l.company_id = t.company_id and l.message_id = t.id), '')`,
    },
  },
  filters: { start_time: { kind: 'gte', field: 'start_time' }, end_time: { kind: 'lte', field: 'start_time' }, areas: { kind: 'has', field: 'areas' } },
  search: ['content'],
  ordering: { fields: ['start_time', 'content', 'duration'], default: ['-start_time', '-id'] },
  summary: (record) => String(record.content).slice(0, 60),
  hooks: {
    async afterWrite({ trx, companyId, userId, id, values, existing }) {
      const now = await terminalsOfAreas(trx, companyId, idsOf(values.areas));
      for (const terminalId of now) await queueCommand(trx, companyId, terminalId, smsCommand(messageOf(id, values), PUBLIC_TAG), userId);
      if (existing) {
        const before = await terminalsOfAreas(trx, companyId, idsOf(existing.areas));
        await queueDeletes(trx, companyId, before.filter((terminalId) => !now.includes(terminalId)), id, userId);
      }
    },
    async beforeDelete({ trx, companyId, userId, ids }) {
      for (const id of ids) {
        const { rows } = await sql<{ area_id: string | number }>`select area_id from terminal_public_message_areas where company_id = ${companyId} and message_id = ${id}`.execute(trx);
        await queueDeletes(trx, companyId, await terminalsOfAreas(trx, companyId, rows.map((row) => Number(row.area_id))), id, userId);
      }
    },
  },
});

export const privateMessages = defineResource({
  contract: PRIVATE_MESSAGE_RESOURCE,
  prefix: PREFIX,
  codes: { ok: DEVICE_CODES.ok },
  table: 'terminal_private_messages',
  links: { employees: { table: 'terminal_private_message_employees', owner: 'message_id', value: 'employee_id' } },
  columns: {
    employee_names: {
      sql: `coalesce((select string_agg(trim(e.emp_code || ' ' || e.first_name || ' ' || e.last_name), ', ' order by e.emp_code) from terminal_private_message_employees l
        join employees e on e.company_id = l.company_id and e.id = l.employee_id where l.company_id = t.company_id and l.message_id = t.id), '')`,
    },
  },
  filters: { start_time: { kind: 'gte', field: 'start_time' }, end_time: { kind: 'lte', field: 'start_time' }, employees: { kind: 'has', field: 'employees' } },
  search: ['content'],
  ordering: { fields: ['start_time', 'content', 'duration'], default: ['-start_time', '-id'] },
  summary: (record) => String(record.content).slice(0, 60),
  hooks: {
    beforeWrite({ values }) {
      if (idsOf(values.employees).length === 0) {
        throw new ApiError(400, GENERAL_CODES.validation, { message: 'Choose at least one employee.', fields: { employees: 'required' } });
      }
    },
    async afterWrite({ trx, companyId, userId, id, values, existing }) {
      const now = await terminalsOfEmployees(trx, companyId, idsOf(values.employees));
      for (const [terminalId, pins] of now) {
        await queueCommand(trx, companyId, terminalId, smsCommand(messageOf(id, values), PRIVATE_TAG), userId);
        for (const pin of pins) await queueCommand(trx, companyId, terminalId, `DATA UPDATE USER_SMS PIN=${commandValue(pin)}\tUID=${id}`, userId);
      }
      if (existing) {
        const before = await terminalsOfEmployees(trx, companyId, idsOf(existing.employees));
        await queueDeletes(trx, companyId, [...before.keys()].filter((terminalId) => !now.has(terminalId)), id, userId);
      }
    },
    async beforeDelete({ trx, companyId, userId, ids }) {
      for (const id of ids) {
        const { rows } = await sql<{ employee_id: string | number }>`select employee_id from terminal_private_message_employees where company_id = ${companyId} and message_id = ${id}`.execute(trx);
        const targets = await terminalsOfEmployees(trx, companyId, rows.map((row) => Number(row.employee_id)));
        await queueDeletes(trx, companyId, targets.keys(), id, userId);
      }
    },
  },
});
