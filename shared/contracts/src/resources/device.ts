/** Device area resources (SPEC §7 device base paths). */
import type { ResourceContract } from '../resources';

/** Work codes an employee may key in on a terminal with a punch (SPEC path `terminalworkcodes`). */
export const WORK_CODE_RESOURCE = {
  name: 'device.workcode',
  path: '/device/api/v2/terminalworkcodes/',
  label: 'device:resource.workcode.label',
  fields: {
    code: { kind: 'text', label: 'device:resource.workcode.fields.code', required: true, maxLength: 8, pattern: '^[0-9A-Za-z]+$', unique: true },
    name: { kind: 'text', label: 'device:resource.workcode.fields.name', required: true, maxLength: 50 },
  },
} as const satisfies ResourceContract;

/** Terminal states on the wire: online while it was heard within one heartbeat (plus a margin). */
export const TERMINAL_STATES = ['online', 'offline'] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];

/**
 * The company's terminals (api-contracts "Devices"): registering one claims its SN for the company. The
 * device-reported fields are read-only. `control` covers the queued actions (reload/upload users, reboot,
 * clear commands, sync time) and `change` the review and import of the SN's quarantined punches.
 */
export const TERMINAL_RESOURCE = {
  name: 'device.terminal',
  path: '/device/api/v2/terminals/',
  label: 'device:resource.terminal.label',
  actions: ['view', 'add', 'change', 'delete', 'export'],
  extraActions: ['control'],
  fields: {
    sn: { kind: 'text', label: 'device:resource.terminal.fields.sn', required: true, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', unique: true },
    alias: { kind: 'text', label: 'device:resource.terminal.fields.alias', maxLength: 50, default: '' },
    area: { kind: 'ref', label: 'device:resource.terminal.fields.area', ref: 'personnel.area', nullable: true, default: null },
    time_zone: { kind: 'timezone', label: 'device:resource.terminal.fields.time_zone', required: true, maxLength: 64 },
    area_name: { kind: 'text', label: 'device:resource.terminal.fields.area', readOnly: true },
    state: { kind: 'choice', label: 'device:resource.terminal.fields.state', choices: TERMINAL_STATES, choiceLabels: 'device:terminal.state', readOnly: true },
    last_activity: { kind: 'datetime', label: 'device:resource.terminal.fields.last_activity', readOnly: true, nullable: true },
    fw_ver: { kind: 'text', label: 'device:resource.terminal.fields.fw_ver', readOnly: true },
    user_count: { kind: 'integer', label: 'device:resource.terminal.fields.user_count', readOnly: true, nullable: true },
    fp_count: { kind: 'integer', label: 'device:resource.terminal.fields.fp_count', readOnly: true, nullable: true },
    face_count: { kind: 'integer', label: 'device:resource.terminal.fields.face_count', readOnly: true, nullable: true },
    transaction_count: { kind: 'integer', label: 'device:resource.terminal.fields.transaction_count', readOnly: true, nullable: true },
    ip_address: { kind: 'text', label: 'device:resource.terminal.fields.ip_address', readOnly: true },
    /** Lines the SN uploaded before this company claimed it, waiting for review and import. */
    quarantined: { kind: 'integer', label: 'device:resource.terminal.fields.quarantined', readOnly: true },
  },
} as const satisfies ResourceContract;

export const COMMAND_STATUSES = ['pending', 'sent', 'succeeded', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Commands queued for terminals (read-only; pending ones may be deleted). */
export const COMMAND_RESOURCE = {
  name: 'device.command',
  path: '/device/api/v2/commands/',
  label: 'device:resource.command.label',
  actions: ['view', 'delete', 'export'],
  fields: {
    terminal: { kind: 'ref', label: 'device:resource.command.fields.terminal', ref: 'device.terminal', readOnly: true },
    terminal_sn: { kind: 'text', label: 'device:resource.command.fields.terminal_sn', readOnly: true },
    terminal_alias: { kind: 'text', label: 'device:resource.command.fields.terminal_alias', readOnly: true },
    content: { kind: 'text', label: 'device:resource.command.fields.content', readOnly: true },
    status: { kind: 'choice', label: 'device:resource.command.fields.status', choices: COMMAND_STATUSES, choiceLabels: 'device:command.status', readOnly: true },
    return_value: { kind: 'integer', label: 'device:resource.command.fields.return_value', readOnly: true, nullable: true },
    attempts: { kind: 'integer', label: 'device:resource.command.fields.attempts', readOnly: true },
    created_at: { kind: 'datetime', label: 'device:resource.command.fields.created_at', readOnly: true },
    sent_at: { kind: 'datetime', label: 'device:resource.command.fields.sent_at', readOnly: true, nullable: true },
    finished_at: { kind: 'datetime', label: 'device:resource.command.fields.finished_at', readOnly: true, nullable: true },
  },
} as const satisfies ResourceContract;

/** TransFlag tokens of the brief's Format II (the handshake joins them with TABs). */
export const TRANS_FLAG_TOKENS = ['AttLog', 'OpLog', 'AttPhoto', 'EnrollUser', 'ChgUser', 'EnrollFP', 'ChgFP', 'FPImag', 'FACE', 'UserPic', 'WORKCODE', 'BioPhoto', 'FVEIN'] as const;

/** The company's terminal configuration (one record): what the handshake hands out, and the command retry. */
export const CONFIG_RESOURCE = {
  name: 'device.config',
  path: '/device/api/v2/configs/',
  label: 'device:resource.config.label',
  actions: ['view', 'change'],
  fields: {
    heartbeat: { kind: 'integer', label: 'device:resource.config.fields.heartbeat', required: true, min: 2, max: 300 },
    error_delay: { kind: 'integer', label: 'device:resource.config.fields.error_delay', required: true, min: 10, max: 600 },
    trans_times: { kind: 'text', label: 'device:resource.config.fields.trans_times', maxLength: 59, pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9](;([01][0-9]|2[0-3]):[0-5][0-9]){0,9})?$', default: '00:00;14:05' },
    trans_interval: { kind: 'integer', label: 'device:resource.config.fields.trans_interval', required: true, min: 0, max: 1440 },
    realtime: { kind: 'boolean', label: 'device:resource.config.fields.realtime', default: true },
    trans_flag: { kind: 'text', label: 'device:resource.config.fields.trans_flag', maxLength: 200, pattern: `^((${TRANS_FLAG_TOKENS.join('|')})( (${TRANS_FLAG_TOKENS.join('|')}))*)?$`, default: '' },
    send_time_zone: { kind: 'boolean', label: 'device:resource.config.fields.send_time_zone', default: true },
    command_timeout_s: { kind: 'integer', label: 'device:resource.config.fields.command_timeout_s', required: true, min: 5, max: 86400 },
    command_max_attempts: { kind: 'integer', label: 'device:resource.config.fields.command_max_attempts', required: true, min: 1, max: 20 },
  },
} as const satisfies ResourceContract;
