/**
 * What the Device screens ask of terminals, as queued commands (api-contracts "Devices"): send the area's
 * employees to a terminal (reload users), ask it for its users (upload users), reboot, clear the queue, and
 * the delivery of approved bio-photos to the terminals of the employee's area.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Tables } from '../../db/schema';
import { filesRoot } from '../device/stored-files';
import { commandValue, queueCommand, userInfoCommand } from './commands';
import './tables';

type Trx = Transaction<Tables>;

interface EmployeeForDevice {
  emp_code: string;
  first_name: string;
  last_name: string;
}

function deviceUserOf(employee: EmployeeForDevice, mirror?: { privilege: number; password: string; card_no: string } | null, group?: number) {
  return {
    pin: employee.emp_code,
    name: `${employee.first_name} ${employee.last_name}`.trim(),
    privilege: mirror?.privilege ?? 0,
    password: mirror?.password ?? '',
    card: mirror?.card_no ?? '',
    group: String(group ?? 1),
  };
}

/**
 * Employee id → the access group number an access-control privilege gives them on this terminal (ADR 0111), so a
 * user record sent for another reason keeps it; without one the devices' default group 1 is sent.
 */
async function accessGroupsOn(trx: Trx, companyId: number, terminalId: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ employee_id: string | number; no: number }>`
    select pe.employee_id, g.no from acc_privileges p
    join acc_privilege_terminals pt on pt.company_id = p.company_id and pt.privilege_id = p.id
    join acc_terminals a on a.company_id = pt.company_id and a.id = pt.acc_terminal_id
    join acc_privilege_employees pe on pe.company_id = p.company_id and pe.privilege_id = p.id
    join acc_groups g on g.company_id = p.company_id and g.id = p.group_id
    where p.company_id = ${companyId} and a.terminal_id = ${terminalId}`.execute(trx);
  return new Map(rows.map((row) => [Number(row.employee_id), Number(row.no)]));
}

/** Terminals of the company among `terminalIds`, with their area. */
async function terminalsOf(trx: Trx, companyId: number, terminalIds: number[]) {
  if (terminalIds.length === 0) return [];
  return trx.selectFrom('terminals').select(['id', 'area_id']).where('company_id', '=', companyId).where('id', 'in', terminalIds).execute();
}

/**
 * Employees (`e`) enrolled in the area (`employee_areas`, several per employee; migration 0037); a terminal
 * without an area serves the employees without one.
 */
function inAreaOf(areaId: number | null) {
  return areaId === null
    ? sql<boolean>`not exists (select 1 from employee_areas ea where ea.company_id = e.company_id and ea.employee_id = e.id)`
    : sql<boolean>`exists (select 1 from employee_areas ea where ea.company_id = e.company_id and ea.employee_id = e.id and ea.area_id = ${areaId})`;
}

/** Queues one `DATA UPDATE USERINFO` per active employee of each terminal's area; returns the commands queued. */
export async function reloadUsers(deps: AppDeps, companyId: number, terminalIds: number[], userId: number | null = null): Promise<number> {
  return deps.database.withTenant(companyId, async (trx) => {
    let queued = 0;
    for (const terminal of await terminalsOf(trx, companyId, terminalIds)) {
      const groups = await accessGroupsOn(trx, companyId, terminal.id);
      const employees = await trx
        .selectFrom('employees as e')
        .leftJoin('terminal_users as u', (join) => join.onRef('u.company_id', '=', 'e.company_id').onRef('u.emp_code', '=', 'e.emp_code').on('u.terminal_id', '=', terminal.id))
        .select(['e.id', 'e.emp_code', 'e.first_name', 'e.last_name', 'u.privilege', 'u.password', 'u.card_no'])
        .where('e.company_id', '=', companyId)
        .where('e.resigned', '=', false)
        .where(inAreaOf(terminal.area_id))
        .orderBy('e.emp_code')
        .execute();
      for (const employee of employees) {
        const mirror = employee.privilege === null ? null : { privilege: employee.privilege, password: employee.password ?? '', card_no: employee.card_no ?? '' };
        await queueCommand(trx, companyId, terminal.id, userInfoCommand(deviceUserOf(employee, mirror, groups.get(Number(employee.id)))), userId);
        queued += 1;
      }
    }
    return queued;
  });
}

/** Asks each terminal for its users (they come back as OPERLOG uploads). */
export async function uploadUsers(deps: AppDeps, companyId: number, terminalIds: number[], userId: number | null = null): Promise<number> {
  return queueOnEach(deps, companyId, terminalIds, 'DATA QUERY USERINFO', userId);
}

export async function rebootTerminals(deps: AppDeps, companyId: number, terminalIds: number[], userId: number | null = null): Promise<number> {
  return queueOnEach(deps, companyId, terminalIds, 'REBOOT', userId);
}

/** Re-handshake: the device re-reads its options (TimeZone included) and uploads by its stamps. */
export async function syncTerminals(deps: AppDeps, companyId: number, terminalIds: number[], userId: number | null = null): Promise<number> {
  return queueOnEach(deps, companyId, terminalIds, 'CHECK', userId);
}

async function queueOnEach(deps: AppDeps, companyId: number, terminalIds: number[], content: string, userId: number | null): Promise<number> {
  return deps.database.withTenant(companyId, async (trx) => {
    const terminals = await terminalsOf(trx, companyId, terminalIds);
    for (const terminal of terminals) await queueCommand(trx, companyId, terminal.id, content, userId);
    return terminals.length;
  });
}

/** Drops the commands not yet sent (sent ones keep their state until answered or timed out). */
export async function clearPendingCommands(deps: AppDeps, companyId: number, terminalIds: number[]): Promise<number> {
  if (terminalIds.length === 0) return 0;
  return deps.database.withTenant(companyId, async (trx) => {
    const result = await trx.deleteFrom('terminal_commands').where('company_id', '=', companyId).where('terminal_id', 'in', terminalIds).where('status', '=', 'pending').executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/**
 * Approved bio-photos waiting in terminal_biophoto_queue: the user record, then the photo
 * (`DATA UPDATE BIOPHOTO`, visible-light face, type 9) to every terminal of the employee's area.
 */
export async function deliverBiophotos(deps: AppDeps, trx: Trx, companyId: number): Promise<number> {
  const pending = await trx
    .selectFrom('terminal_biophoto_queue as q')
    .innerJoin('employees as e', (join) => join.onRef('e.company_id', '=', 'q.company_id').onRef('e.id', '=', 'q.employee_id'))
    .select(['q.id', 'q.file_name', 'q.employee_id', 'e.emp_code', 'e.first_name', 'e.last_name'])
    .where('q.company_id', '=', companyId)
    .where('q.status', '=', 'pending')
    .orderBy('q.id')
    .limit(50)
    .execute();
  let queued = 0;
  for (const photo of pending) {
    let content: string | null = null;
    try {
      content = (await fs.promises.readFile(path.join(filesRoot(deps.config.dataDir), photo.file_name))).toString('base64');
    } catch {
      content = null; // the file is gone (replaced since): nothing to send
    }
    if (content) {
      // The terminals of the employee's areas (of no area when the employee has none).
      const { rows: terminals } = await sql<{ id: number }>`select t.id from terminals t where t.company_id = ${companyId} and (
          t.area_id in (select ea.area_id from employee_areas ea where ea.company_id = t.company_id and ea.employee_id = ${photo.employee_id})
          or (t.area_id is null and not exists (select 1 from employee_areas ea where ea.company_id = t.company_id and ea.employee_id = ${photo.employee_id})))
        order by t.id`.execute(trx);
      for (const { id: terminalId } of terminals) {
        const terminal = { id: Number(terminalId) };
        const group = (await accessGroupsOn(trx, companyId, terminal.id)).get(Number(photo.employee_id));
        await queueCommand(trx, companyId, terminal.id, userInfoCommand(deviceUserOf(photo, null, group)));
        await queueCommand(
          trx,
          companyId,
          terminal.id,
          `DATA UPDATE BIOPHOTO PIN=${commandValue(photo.emp_code)}\tType=9\tNo=0\tIndex=0\tSize=${content.length}\tContent=${content}\tFormat=0\tUrl=\tPostBackTmpFlag=0`,
        );
        queued += 2;
      }
    }
    await trx.updateTable('terminal_biophoto_queue').set({ status: 'delivered', delivered_at: deps.now() }).where('company_id', '=', companyId).where('id', '=', photo.id).execute();
  }
  return queued;
}
