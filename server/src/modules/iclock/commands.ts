/**
 * Terminal command queue (brief §6.2, §7, §13.4): queued per terminal, delivered on getrequest as
 * `C:<id>:<command>` (id ≤ 16 characters), results read from devicecmd line by line. Status pending → sent →
 * succeeded | failed; a command left `sent` past the terminal's timeout is sent again with the same id, up to
 * its attempt limit, then failed ('timeout'). Values built from data never carry TAB, CR or LF.
 */
import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { CommandResult } from './parse';
import './tables';

/** Commands per poll answer (the brief's suggestion: about 20 small ones; never anything after REBOOT). */
export const COMMANDS_PER_POLL = 20;

/** A value that goes into a command: TAB, CR, LF (and other controls) removed, so it can never split one. */
export function commandValue(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[\u0000-\u001f\u007f]/g, '');
}

export interface DeviceUser {
  pin: string;
  name: string;
  privilege?: number;
  password?: string;
  card?: string;
  group?: string;
}

/** `DATA UPDATE USERINFO …` (§6.3), every value sanitised. */
export function userInfoCommand(user: DeviceUser): string {
  const fields: [string, string | number][] = [
    ['PIN', user.pin],
    ['Name', user.name],
    ['Pri', user.privilege ?? 0],
    ['Passwd', user.password ?? ''],
    ['Card', user.card ?? ''],
    ['Grp', user.group ?? '1'],
    ['TZ', '0000000000000000'],
    ['Verify', -1],
  ];
  return `DATA UPDATE USERINFO ${fields.map(([key, value]) => `${key}=${commandValue(value)}`).join('\t')}`;
}

/** Commands a tenant may queue (§14.2 item 3): never SHELL, GetFile, PutFile or UPGRADE. */
const ALLOWED = /^(DATA (UPDATE|DELETE|QUERY) |INFO$|CHECK$|LOG$|REBOOT$|AC_UNLOCK$|AC_UNALARM$|CLEAR (LOG|PHOTO|DATA|BIODATA)$|CLEAR ALL USERINFO$|SET OPTION |RELOAD OPTIONS$|VERIFY SUM ATTLOG |ENROLL_(FP|BIO|MF) )/;

export function isAllowedCommand(content: string): boolean {
  return ALLOWED.test(content) && !/[\r\n]/.test(content);
}

type Trx = Transaction<Tables>;

export async function queueCommand(trx: Trx, companyId: number, terminalId: number, content: string, createdBy: number | null = null): Promise<number> {
  if (!isAllowedCommand(content)) throw new Error(`command not allowed: ${content.slice(0, 40)}`);
  const row = await trx
    .insertInto('terminal_commands')
    .values({ company_id: companyId, terminal_id: terminalId, content, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TerminalTimeouts {
  id: number;
  command_timeout_s: number;
  command_max_attempts: number;
}

/**
 * The commands to deliver now, marked sent in the caller's transaction (the answer is built from them).
 * Commands past their last attempt are failed first.
 */
export async function takeCommands(trx: Trx, companyId: number, terminal: TerminalTimeouts, now: Date): Promise<{ cmdId: string; content: string }[]> {
  const expiredBefore = new Date(now.getTime() - terminal.command_timeout_s * 1000);
  await trx
    .updateTable('terminal_commands')
    .set({ status: 'failed', failure: 'timeout', finished_at: now })
    .where('company_id', '=', companyId)
    .where('terminal_id', '=', terminal.id)
    .where('status', '=', 'sent')
    .where('sent_at', '<', expiredBefore)
    .where('attempts', '>=', terminal.command_max_attempts)
    .execute();
  const due = await trx
    .selectFrom('terminal_commands')
    .select(['id', 'cmd_id', 'content'])
    .where('company_id', '=', companyId)
    .where('terminal_id', '=', terminal.id)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', expiredBefore)])]))
    .orderBy('id')
    .limit(COMMANDS_PER_POLL)
    .execute();
  const taken: typeof due = [];
  for (const command of due) {
    taken.push(command);
    if (command.content === 'REBOOT') break;
  }
  if (taken.length === 0) return [];
  await trx
    .updateTable('terminal_commands')
    .set((eb) => ({ status: 'sent', sent_at: now, attempts: eb('attempts', '+', 1) }))
    .where('company_id', '=', companyId)
    .where(
      'id',
      'in',
      taken.map((command) => command.id),
    )
    .execute();
  return taken.map((command) => ({ cmdId: command.cmd_id ?? String(command.id), content: command.content }));
}

/** The answer body of a poll: `OK` when nothing is due, else one `C:<id>:<command>` line per command. */
export function pollAnswer(commands: { cmdId: string; content: string }[]): string {
  return commands.length === 0 ? 'OK' : commands.map((command) => `C:${command.cmdId}:${command.content}`).join('\n');
}

/** −5000: a master controller received it and waits for a sub-controller; the final result follows (§11.4). */
const PENDING_ON_SUB_CONTROLLER = -5000;

export interface ResultOutcome {
  id: string;
  outcome: 'succeeded' | 'failed' | 'kept_open' | 'duplicate' | 'unknown';
}

/** Applies devicecmd results: every line, letters in ids accepted, late duplicates ignored. */
export async function applyResults(trx: Trx, companyId: number, terminalId: number, results: CommandResult[], now: Date): Promise<ResultOutcome[]> {
  const outcomes: ResultOutcome[] = [];
  for (const result of results) {
    const command = await trx
      .selectFrom('terminal_commands')
      .select(['id', 'status'])
      .where('company_id', '=', companyId)
      .where('terminal_id', '=', terminalId)
      .where((eb) =>
        eb.or([eb('cmd_id', '=', result.id), eb.and([eb('cmd_id', 'is', null), eb(sql<string>`id::text`, '=', result.id)])]),
      )
      .executeTakeFirst();
    if (!command) {
      outcomes.push({ id: result.id, outcome: 'unknown' });
      continue;
    }
    if (command.status === 'succeeded' || command.status === 'failed') {
      outcomes.push({ id: result.id, outcome: 'duplicate' });
      continue;
    }
    if (result.returnValue === PENDING_ON_SUB_CONTROLLER) {
      await trx.updateTable('terminal_commands').set({ return_value: result.returnValue, result: result.raw.slice(0, 2000) }).where('company_id', '=', companyId).where('id', '=', command.id).execute();
      outcomes.push({ id: result.id, outcome: 'kept_open' });
      continue;
    }
    const succeeded = result.returnValue !== null && result.returnValue >= 0;
    await trx
      .updateTable('terminal_commands')
      .set({
        status: succeeded ? 'succeeded' : 'failed',
        return_value: result.returnValue,
        failure: succeeded ? null : 'device',
        result: result.raw.slice(0, 2000),
        finished_at: now,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', command.id)
      .execute();
    outcomes.push({ id: result.id, outcome: succeeded ? 'succeeded' : 'failed' });
  }
  return outcomes;
}
