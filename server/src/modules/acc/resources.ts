/**
 * Access control on the resource kernel (ADR 0111). Time periods, holidays, groups and combinations are stored
 * only: adms-push.md names `DATA UPDATE AccGroup/AccTimeZone/AccHoliday/AccUnLockComb …` without their fields, so
 * no wire format is invented for them. A privilege puts its employees into its group's number on its terminals
 * through the one user command the document does define, `DATA UPDATE USERINFO … Grp=<no>` (§5.2, §6.3); an
 * employee taken out of a privilege (or whose privilege or door goes) is sent back to the devices' default group 1.
 */
import {
  ACC_COMBINATION_RESOURCE,
  ACC_COMMAND_RESOURCE,
  ACC_GROUP_RESOURCE,
  ACC_HOLIDAY_RESOURCE,
  ACC_PRIVILEGE_RESOURCE,
  ACC_TERMINAL_RESOURCE,
  ACC_TIME_PERIOD_RESOURCE,
  GENERAL_CODES,
} from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { ResourceDefinition, Row, Trx } from '../../resources/types';
import { setReadClock, ONLINE_MARGIN_S } from '../device/terminals';
import { queueCommand, userInfoCommand } from '../iclock/commands';
import { ACC_CODES } from './codes';
import { intervalsSummary, parseIntervals } from './intervals';

export const ACC_PREFIX = '/web/acc/api/v2';
const codes = { ok: ACC_CODES.ok };
/** The group a device user falls back to (adms-push §5.2: `Grp` defaults to 1). */
export const DEFAULT_DEVICE_GROUP = 1;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const companyTime = (column: string) =>
  ({ sql: `to_char(t.${column} at time zone (select c.company_timezone from companies c where c.id = t.company_id), 'YYYY-MM-DD HH24:MI:SS')` }) as const;

export const timePeriods = defineResource({
  contract: ACC_TIME_PERIOD_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_time_periods',
  columns: { summary: { sql: "''" } },
  search: ['name', 'remark'],
  ordering: { fields: ['name'], default: ['name'] },
  toRecord: (row: Row) => ({ ...row, summary: intervalsSummary(row.intervals) }),
  hooks: {
    beforeWrite({ values }) {
      values.intervals = parseIntervals(values.intervals);
    },
  },
});

export const holidays = defineResource({
  contract: ACC_HOLIDAY_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_holidays',
  filters: {
    holiday_type: { kind: 'eq', field: 'holiday_type' },
    start_date: { kind: 'gte', field: 'end_date' },
    end_date: { kind: 'lte', field: 'start_date' },
  },
  search: ['name', 'remark'],
  ordering: { fields: ['name', 'start_date', 'end_date', 'holiday_type'], default: ['start_date', 'name'] },
  hooks: {
    beforeWrite({ values }) {
      if (String(values.end_date) < String(values.start_date)) {
        throw new ApiError(400, ACC_CODES.endBeforeStart, { message: 'The end date is before the start date.', fields: { end_date: ACC_CODES.endBeforeStart } });
      }
    },
  },
});

/** Who a privilege puts on which device: one row per (door, active employee), with the device's user mirror. */
interface DeviceMember {
  acc_terminal_id: string | number;
  employee_id: string | number;
  terminal_id: string | number;
  emp_code: string;
  first_name: string;
  last_name: string;
  privilege: number | null;
  password: string | null;
  card_no: string | null;
}

async function membersOf(trx: Trx, companyId: number, accTerminalIds: number[], employeeIds: number[]): Promise<DeviceMember[]> {
  if (accTerminalIds.length === 0 || employeeIds.length === 0) return [];
  const { rows } = await sql<DeviceMember>`
    select a.id as acc_terminal_id, e.id as employee_id, a.terminal_id, e.emp_code, e.first_name, e.last_name, u.privilege, u.password, u.card_no
    from acc_terminals a
    join employees e on e.company_id = a.company_id
    left join terminal_users u on u.company_id = e.company_id and u.terminal_id = a.terminal_id and u.emp_code = e.emp_code
    where a.company_id = ${companyId} and a.id in (${sql.join(accTerminalIds)}) and e.id in (${sql.join(employeeIds)}) and not e.resigned
    order by a.terminal_id, e.emp_code`.execute(trx);
  return rows;
}

const pairKey = (member: DeviceMember) => `${String(member.acc_terminal_id)}:${String(member.employee_id)}`;

/** Queues the user record with group `no` for each member, and notes the command as access control's. */
async function queueMembers(trx: Trx, companyId: number, members: DeviceMember[], no: number, userId: number | null): Promise<void> {
  for (const member of members) {
    const content = userInfoCommand({
      pin: member.emp_code,
      name: `${member.first_name} ${member.last_name}`.trim(),
      privilege: member.privilege ?? 0,
      password: member.password ?? '',
      card: member.card_no ?? '',
      group: String(no),
    });
    const commandId = await queueCommand(trx, companyId, Number(member.terminal_id), content, userId);
    await sql`insert into acc_queued_commands (company_id, command_id) values (${companyId}, ${commandId})`.execute(trx);
  }
}

async function groupNo(trx: Trx, companyId: number, groupId: number): Promise<number> {
  const { rows } = await sql<{ no: number }>`select no from acc_groups where company_id = ${companyId} and id = ${groupId}`.execute(trx);
  return Number(rows[0]?.no ?? DEFAULT_DEVICE_GROUP);
}

/** Every member of the privileges (their doors × employees), for resending or sending back to the default group. */
async function membersOfPrivileges(trx: Trx, companyId: number, privilegeIds: number[]): Promise<Map<number, DeviceMember[]>> {
  const result = new Map<number, DeviceMember[]>();
  for (const id of privilegeIds) {
    const { rows: terminals } = await sql<{ id: string | number }>`select acc_terminal_id as id from acc_privilege_terminals where company_id = ${companyId} and privilege_id = ${id}`.execute(trx);
    const { rows: employees } = await sql<{ id: string | number }>`select employee_id as id from acc_privilege_employees where company_id = ${companyId} and privilege_id = ${id}`.execute(trx);
    result.set(id, await membersOf(trx, companyId, terminals.map((row) => Number(row.id)), employees.map((row) => Number(row.id))));
  }
  return result;
}

export const groups = defineResource({
  contract: ACC_GROUP_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_groups',
  columns: {
    time_period: 'time_period_id',
    time_period_name: { sql: "coalesce((select p.name from acc_time_periods p where p.company_id = t.company_id and p.id = t.time_period_id), '')" },
  },
  filters: { time_period: { kind: 'eq', field: 'time_period' }, verify_mode: { kind: 'eq', field: 'verify_mode' } },
  search: ['name'],
  ordering: { fields: ['no', 'name', 'verify_mode'], default: ['no'] },
  hooks: {
    async afterWrite({ trx, companyId, userId, id, values, existing }) {
      // The devices know a group by its number: a renumbered group's members get their user record again.
      if (!existing || Number(existing.no) === Number(values.no)) return;
      const { rows } = await sql<{ id: string | number }>`select id from acc_privileges where company_id = ${companyId} and group_id = ${id}`.execute(trx);
      for (const members of (await membersOfPrivileges(trx, companyId, rows.map((row) => Number(row.id)))).values()) {
        await queueMembers(trx, companyId, members, Number(values.no), userId);
      }
    },
  },
});

const NOW_SQL = "coalesce(nullif(current_setting('timekeep.now', true), '')::timestamptz, now())";
const terminalColumn = (expression: string) => ({ sql: `coalesce((select ${expression} from terminals x where x.company_id = t.company_id and x.id = t.terminal_id), '')` }) as const;

export function accTerminals(deps: AppDeps): ResourceDefinition {
  return defineResource({
    contract: ACC_TERMINAL_RESOURCE,
    prefix: ACC_PREFIX,
    codes,
    table: 'acc_terminals',
    columns: {
      terminal: 'terminal_id',
      terminal_sn: terminalColumn('x.sn'),
      terminal_alias: terminalColumn('x.alias'),
      display_name: terminalColumn("trim(x.sn || ' ' || t.door_name)"),
      area_name: terminalColumn('(select a.name from areas a where a.company_id = x.company_id and a.id = x.area_id)'),
      state: terminalColumn(
        `case when x.state_seen_at is not null and x.state_seen_at >= ${NOW_SQL} - make_interval(secs => x.heartbeat + ${ONLINE_MARGIN_S}) then 'online' else 'offline' end`,
      ),
    },
    filters: { state: { kind: 'eq', field: 'state' }, sensor_type: { kind: 'eq', field: 'sensor_type' } },
    search: ['door_name', "(select x.sn || ' ' || x.alias from terminals x where x.company_id = t.company_id and x.id = t.terminal_id)"],
    ordering: { fields: ['terminal_sn', 'door_name', 'state', 'lock_open_s'], default: ['terminal_sn'] },
    beforeRead: (trx) => setReadClock(trx, deps.now()),
    summary: (record) => `${String(record.terminal_sn)}${record.door_name ? ` ${String(record.door_name)}` : ''}`,
    hooks: {
      async beforeWrite({ existing, values }) {
        // The door settings belong to one terminal: move them by deleting and adding.
        if (existing && Number(existing.terminal) !== Number(values.terminal)) {
          throw new ApiError(400, GENERAL_CODES.validation, { message: 'The terminal of door settings cannot change.', fields: { terminal: 'invalid' } });
        }
      },
      async beforeDelete({ trx, companyId, userId, ids }) {
        // Members on a door that leaves access control go back to the default group there.
        const { rows } = await sql<{ id: string | number; group_id: string | number }>`
          select distinct p.id, p.group_id from acc_privileges p join acc_privilege_terminals l on l.company_id = p.company_id and l.privilege_id = p.id
          where p.company_id = ${companyId} and l.acc_terminal_id in (${sql.join(ids)})`.execute(trx);
        for (const [, members] of await membersOfPrivileges(trx, companyId, rows.map((row) => Number(row.id)))) {
          const onDeleted = members.filter((member) => ids.includes(Number(member.acc_terminal_id)));
          await queueMembers(trx, companyId, onDeleted, DEFAULT_DEVICE_GROUP, userId);
        }
      },
    },
  });
}

const groupName = (slot: number) => `(select g.name from acc_groups g where g.company_id = t.company_id and g.id = t.group${slot}_id)`;

export const combinations = defineResource({
  contract: ACC_COMBINATION_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_combinations',
  columns: {
    terminal: 'acc_terminal_id',
    terminal_name: {
      sql: `coalesce((select trim(x.sn || ' ' || a.door_name) from acc_terminals a join terminals x on x.company_id = a.company_id and x.id = a.terminal_id
        where a.company_id = t.company_id and a.id = t.acc_terminal_id), '')`,
    },
    group1: 'group1_id',
    group2: 'group2_id',
    group3: 'group3_id',
    group4: 'group4_id',
    group5: 'group5_id',
    group_names: { sql: `concat_ws(' + ', ${[1, 2, 3, 4, 5].map(groupName).join(', ')})` },
  },
  filters: { terminal: { kind: 'eq', field: 'terminal' } },
  search: ['name'],
  ordering: { fields: ['name'], default: ['name'] },
});

/** 400 when an employee of the privilege already has access on one of its doors through another privilege (one group per user on a device). */
async function assertNoOverlap(trx: Trx, companyId: number, self: number | undefined, terminals: number[], employees: number[]): Promise<void> {
  if (terminals.length === 0 || employees.length === 0) return;
  const other = self === undefined ? sql`` : sql` and p.id <> ${self}`;
  const { rows } = await sql<{ privilege: string; employee: string; terminal: string }>`
    select p.name as privilege, e.emp_code as employee, x.sn as terminal
    from acc_privileges p
    join acc_privilege_terminals pt on pt.company_id = p.company_id and pt.privilege_id = p.id
    join acc_privilege_employees pe on pe.company_id = p.company_id and pe.privilege_id = p.id
    join employees e on e.company_id = pe.company_id and e.id = pe.employee_id
    join acc_terminals a on a.company_id = pt.company_id and a.id = pt.acc_terminal_id
    join terminals x on x.company_id = a.company_id and x.id = a.terminal_id
    where p.company_id = ${companyId} and pt.acc_terminal_id in (${sql.join(terminals)}) and pe.employee_id in (${sql.join(employees)})${other}
    order by e.emp_code, x.sn limit 1`.execute(trx);
  const clash = rows[0];
  if (clash) {
    throw new ApiError(400, ACC_CODES.privilegeOverlap, {
      message: 'An employee already has access on one of these terminals through another privilege.',
      params: clash,
      fields: { employees: ACC_CODES.privilegeOverlap },
    });
  }
}

export const privileges = defineResource({
  contract: ACC_PRIVILEGE_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_privileges',
  links: {
    terminals: { table: 'acc_privilege_terminals', owner: 'privilege_id', value: 'acc_terminal_id' },
    employees: { table: 'acc_privilege_employees', owner: 'privilege_id', value: 'employee_id' },
  },
  columns: {
    group: 'group_id',
    group_name: { sql: "coalesce((select g.name from acc_groups g where g.company_id = t.company_id and g.id = t.group_id), '')" },
    terminal_names: {
      sql: `coalesce((select string_agg(trim(x.sn || ' ' || a.door_name), ', ' order by x.sn) from acc_privilege_terminals l
        join acc_terminals a on a.company_id = l.company_id and a.id = l.acc_terminal_id
        join terminals x on x.company_id = a.company_id and x.id = a.terminal_id
        where l.company_id = t.company_id and l.privilege_id = t.id), '')`,
    },
    employee_count: { sql: '(select count(*)::int from acc_privilege_employees l where l.company_id = t.company_id and l.privilege_id = t.id)' },
  },
  filters: { group: { kind: 'eq', field: 'group' }, terminals: { kind: 'has', field: 'terminals' }, employees: { kind: 'has', field: 'employees' } },
  search: ['name'],
  ordering: { fields: ['name', 'employee_count'], default: ['name'] },
  hooks: {
    async beforeWrite({ trx, companyId, existing, values }) {
      const missing = (['terminals', 'employees'] as const).filter((field) => idsOf(values[field]).length === 0);
      if (missing.length > 0) throw new ApiError(400, GENERAL_CODES.validation, { message: 'Choose at least one.', fields: Object.fromEntries(missing.map((field) => [field, 'required'])) });
      await assertNoOverlap(trx, companyId, existing ? Number(existing.id) : undefined, idsOf(values.terminals), idsOf(values.employees));
    },
    async afterWrite({ trx, companyId, userId, values, existing }) {
      const no = await groupNo(trx, companyId, Number(values.group));
      const now = await membersOf(trx, companyId, idsOf(values.terminals), idsOf(values.employees));
      if (!existing) {
        await queueMembers(trx, companyId, now, no, userId);
        return;
      }
      // Only what changed goes to the devices: new members (all of them when the group changed), and the
      // members taken out back to the default group.
      const before = await membersOf(trx, companyId, idsOf(existing.terminals), idsOf(existing.employees));
      const sameGroup = Number(existing.group) === Number(values.group);
      const had = new Set(before.map(pairKey));
      const has = new Set(now.map(pairKey));
      await queueMembers(trx, companyId, sameGroup ? now.filter((member) => !had.has(pairKey(member))) : now, no, userId);
      await queueMembers(trx, companyId, before.filter((member) => !has.has(pairKey(member))), DEFAULT_DEVICE_GROUP, userId);
    },
    async beforeDelete({ trx, companyId, userId, ids }) {
      for (const members of (await membersOfPrivileges(trx, companyId, ids)).values()) await queueMembers(trx, companyId, members, DEFAULT_DEVICE_GROUP, userId);
    },
  },
});

const commandTerminal = (column: string) => ({ sql: `coalesce((select x.${column} from terminals x where x.company_id = t.company_id and x.id = t.terminal_id), '')` }) as const;

/** The view of migration 0097: this company's commands access control queued, and door unlock / alarm reset. */
export const accCommands = defineResource({
  contract: ACC_COMMAND_RESOURCE,
  prefix: ACC_PREFIX,
  codes,
  table: 'acc_commands',
  columns: {
    terminal: 'terminal_id',
    terminal_sn: commandTerminal('sn'),
    terminal_alias: commandTerminal('alias'),
    created_at: companyTime('created_at'),
    finished_at: companyTime('finished_at'),
  },
  filters: { terminal_sn: { kind: 'eq', field: 'terminal_sn' }, status: { kind: 'eq', field: 'status' }, status__in: { kind: 'in', field: 'status' } },
  search: ['content', "(select x.sn || ' ' || x.alias from terminals x where x.company_id = t.company_id and x.id = t.terminal_id)"],
  ordering: { fields: ['status', 'terminal_sn', 'created_at'], default: ['-id'] },
  updatedAt: false,
  summary: (record: Row) => `${String(record.terminal_sn)}: ${String(record.content).slice(0, 80)}`,
});
