/**
 * Access control (SPEC §2 `/acc/*`, ADR 0111): ZKTeco-style time periods, access holidays, access groups,
 * multi-person unlock combinations, privileges (access levels) and the door settings of the terminals that do
 * access control, plus the access-control commands of the terminal queue. API base `/acc/api/v2/` (the SPEC
 * lists no access-control paths; the team's design).
 */
import type { ResourceContract } from '../resources';
import { COMMAND_STATUSES, TERMINAL_STATES } from './device';

const L = 'acc:resource';

/** The days a time period has intervals for: Sunday..Saturday as the device numbers them, then holiday types 1–3. */
export const ACC_PERIOD_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'hol1', 'hol2', 'hol3'] as const;
export type AccPeriodDay = (typeof ACC_PERIOD_DAYS)[number];
/** Intervals a device keeps per day of a time zone. */
export const ACC_INTERVALS_PER_DAY = 3;
export interface AccInterval {
  start: string;
  end: string;
}
export type AccPeriodIntervals = Partial<Record<AccPeriodDay, AccInterval[]>>;

/** Verification modes (adms-push §12.2, doc numbering) a group or door may require; '-1'-free: a group always has one. */
export const ACC_VERIFY_MODES = ['0', '1', '3', '4', '5', '6', '7', '9', '10', '11', '15', '16', '17', '18'] as const;
export const ACC_SENSOR_TYPES = ['none', 'normally_open', 'normally_closed'] as const;
/** Groups of one unlock combination (ZKAccess: up to five people, each from a group). */
export const ACC_COMBINATION_SLOTS = ['group1', 'group2', 'group3', 'group4', 'group5'] as const;

const HHMM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const INTERVAL_SCHEMA = {
  type: 'array',
  maxItems: ACC_INTERVALS_PER_DAY,
  items: { type: 'object', properties: { start: { type: 'string', pattern: HHMM }, end: { type: 'string', pattern: HHMM } }, required: ['start', 'end'], additionalProperties: false },
};

export const ACC_TIME_PERIOD_RESOURCE = {
  name: 'acc.timeperiod',
  path: '/acc/api/v2/time-periods/',
  label: `${L}.timeperiod.label`,
  fields: {
    name: { kind: 'text', label: `${L}.timeperiod.fields.name`, required: true, maxLength: 50, unique: true },
    intervals: {
      kind: 'json',
      label: `${L}.timeperiod.fields.intervals`,
      default: '{}',
      jsonSchema: { type: 'object', properties: Object.fromEntries(ACC_PERIOD_DAYS.map((day) => [day, INTERVAL_SCHEMA])), additionalProperties: false },
    },
    remark: { kind: 'text', label: `${L}.fields.remark`, maxLength: 200, default: '' },
    /** Read-only: the intervals as text for the list (`mon 08:00-12:00 13:00-17:00; …`). */
    summary: { kind: 'text', label: `${L}.timeperiod.fields.summary`, readOnly: true },
  },
} as const satisfies ResourceContract;

export const ACC_HOLIDAY_RESOURCE = {
  name: 'acc.holiday',
  path: '/acc/api/v2/holidays/',
  label: `${L}.holiday.label`,
  fields: {
    name: { kind: 'text', label: `${L}.holiday.fields.name`, required: true, maxLength: 50, unique: true },
    holiday_type: { kind: 'choice', label: `${L}.holiday.fields.holiday_type`, choices: ['1', '2', '3'], choiceLabels: 'acc:holidayType', default: '1' },
    start_date: { kind: 'date', label: `${L}.holiday.fields.start_date`, required: true },
    end_date: { kind: 'date', label: `${L}.holiday.fields.end_date`, required: true },
    recurring: { kind: 'boolean', label: `${L}.holiday.fields.recurring`, default: false },
    remark: { kind: 'text', label: `${L}.fields.remark`, maxLength: 200, default: '' },
  },
} as const satisfies ResourceContract;

export const ACC_GROUP_RESOURCE = {
  name: 'acc.group',
  path: '/acc/api/v2/groups/',
  label: `${L}.group.label`,
  fields: {
    /** The group's number on the devices (`Grp=` of the user record); 1 is the devices' default group. */
    no: { kind: 'integer', label: `${L}.group.fields.no`, required: true, min: 1, max: 99, unique: true },
    name: { kind: 'text', label: `${L}.group.fields.name`, required: true, maxLength: 50, unique: true },
    time_period: { kind: 'ref', ref: 'acc.timeperiod', label: `${L}.group.fields.time_period`, required: true },
    time_period_name: { kind: 'text', label: `${L}.group.fields.time_period`, readOnly: true },
    verify_mode: { kind: 'choice', label: `${L}.fields.verify_mode`, choices: ACC_VERIFY_MODES, choiceLabels: 'acc:verifyMode', default: '0' },
    holiday_valid: { kind: 'boolean', label: `${L}.group.fields.holiday_valid`, default: true },
  },
} as const satisfies ResourceContract;

/** Door actions (`POST terminals/<action>/ {terminals: [id]}`, permission `acc.control_terminal`): adms-push §6.3 `AC_UNLOCK`, `AC_UNALARM`. */
export const ACC_DOOR_ACTIONS = ['open_door', 'cancel_alarm'] as const;
export type AccDoorAction = (typeof ACC_DOOR_ACTIONS)[number];

/** The door settings of a terminal of the Device area that does access control (one record per terminal). */
export const ACC_TERMINAL_RESOURCE = {
  name: 'acc.terminal',
  path: '/acc/api/v2/terminals/',
  label: `${L}.terminal.label`,
  extraActions: ['control'],
  fields: {
    terminal: { kind: 'ref', ref: 'device.terminal', label: `${L}.terminal.fields.terminal`, required: true, unique: true },
    terminal_sn: { kind: 'text', label: `${L}.terminal.fields.terminal_sn`, readOnly: true },
    /** The door as pickers name it: the terminal's SN and the door's name. */
    display_name: { kind: 'text', label: `${L}.combination.fields.terminal`, readOnly: true },
    terminal_alias: { kind: 'text', label: `${L}.terminal.fields.terminal_alias`, readOnly: true },
    state: { kind: 'choice', label: `${L}.terminal.fields.state`, choices: TERMINAL_STATES, choiceLabels: 'device:terminal.state', readOnly: true },
    area_name: { kind: 'text', label: `${L}.terminal.fields.area_name`, readOnly: true },
    door_name: { kind: 'text', label: `${L}.terminal.fields.door_name`, maxLength: 50, default: '' },
    lock_open_s: { kind: 'integer', label: `${L}.terminal.fields.lock_open_s`, min: 0, max: 254, default: 5 },
    sensor_type: { kind: 'choice', label: `${L}.terminal.fields.sensor_type`, choices: ACC_SENSOR_TYPES, choiceLabels: 'acc:sensorType', default: 'none' },
    sensor_delay_s: { kind: 'integer', label: `${L}.terminal.fields.sensor_delay_s`, min: 0, max: 254, default: 15 },
    verify_mode: { kind: 'choice', label: `${L}.fields.verify_mode`, choices: ACC_VERIFY_MODES, choiceLabels: 'acc:verifyMode', default: '0' },
  },
} as const satisfies ResourceContract;

const groupSlot = (slot: string, required: boolean) =>
  ({ kind: 'ref', ref: 'acc.group', label: `${L}.combination.fields.${slot}`, ...(required ? { required: true } : { nullable: true, default: null }) }) as const;

export const ACC_COMBINATION_RESOURCE = {
  name: 'acc.combination',
  path: '/acc/api/v2/combinations/',
  label: `${L}.combination.label`,
  fields: {
    name: { kind: 'text', label: `${L}.combination.fields.name`, required: true, maxLength: 50, unique: true },
    terminal: { kind: 'ref', ref: 'acc.terminal', label: `${L}.combination.fields.terminal`, required: true },
    terminal_name: { kind: 'text', label: `${L}.combination.fields.terminal`, readOnly: true },
    group1: groupSlot('group1', true),
    group2: groupSlot('group2', true),
    group3: groupSlot('group3', false),
    group4: groupSlot('group4', false),
    group5: groupSlot('group5', false),
    group_names: { kind: 'text', label: `${L}.combination.fields.group_names`, readOnly: true },
  },
} as const satisfies ResourceContract;

export const ACC_PRIVILEGE_RESOURCE = {
  name: 'acc.privilege',
  path: '/acc/api/v2/privileges/',
  label: `${L}.privilege.label`,
  fields: {
    name: { kind: 'text', label: `${L}.privilege.fields.name`, required: true, maxLength: 50, unique: true },
    group: { kind: 'ref', ref: 'acc.group', label: `${L}.privilege.fields.group`, required: true },
    group_name: { kind: 'text', label: `${L}.privilege.fields.group`, readOnly: true },
    terminals: { kind: 'refs', ref: 'acc.terminal', label: `${L}.privilege.fields.terminals`, required: true },
    terminal_names: { kind: 'text', label: `${L}.privilege.fields.terminals`, readOnly: true },
    employees: { kind: 'refs', ref: 'personnel.employee', label: `${L}.privilege.fields.employees`, required: true },
    employee_count: { kind: 'integer', label: `${L}.privilege.fields.employee_count`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** The access-control commands of the terminal queue: those access control queued, and door unlock / alarm reset. */
export const ACC_COMMAND_RESOURCE = {
  name: 'acc.command',
  path: '/acc/api/v2/commands/',
  label: `${L}.command.label`,
  actions: ['view', 'export'],
  fields: {
    terminal: { kind: 'ref', label: `${L}.command.fields.terminal`, ref: 'device.terminal', readOnly: true },
    terminal_sn: { kind: 'text', label: `${L}.command.fields.terminal_sn`, readOnly: true },
    terminal_alias: { kind: 'text', label: `${L}.command.fields.terminal_alias`, readOnly: true },
    content: { kind: 'text', label: `${L}.command.fields.content`, readOnly: true },
    status: { kind: 'choice', label: `${L}.command.fields.status`, choices: COMMAND_STATUSES, choiceLabels: 'device:command.status', readOnly: true },
    return_value: { kind: 'integer', label: `${L}.command.fields.return_value`, readOnly: true, nullable: true },
    created_at: { kind: 'datetime', label: `${L}.command.fields.created_at`, readOnly: true },
    finished_at: { kind: 'datetime', label: `${L}.command.fields.finished_at`, readOnly: true, nullable: true },
  },
} as const satisfies ResourceContract;
