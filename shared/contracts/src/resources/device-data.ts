/**
 * What terminals send and what is sent to them (api-contracts "Devices", SPEC §7 device base paths): punches,
 * unregistered punches, bio templates, the operation / error / upload logs (read-only: the terminal server
 * writes them) and the public / private on-screen messages (saving one queues the SMS commands).
 */
import type { FieldSpec, ResourceContract } from '../resources';

const L = 'device:resource';
const SN = { kind: 'text', label: `${L}.fields.terminal_sn`, readOnly: true, maxLength: 40 } as const satisfies FieldSpec;
const ALIAS = { kind: 'text', label: `${L}.fields.terminal_alias`, readOnly: true, maxLength: 100 } as const satisfies FieldSpec;
const CREATED = { kind: 'datetime', label: `${L}.fields.created_at`, readOnly: true } as const satisfies FieldSpec;
const EMP_CODE = { kind: 'text', label: `${L}.fields.emp_code`, readOnly: true, maxLength: 24 } as const satisfies FieldSpec;
const EMPLOYEE = { kind: 'ref', ref: 'personnel.employee', label: `${L}.fields.employee`, readOnly: true, nullable: true } as const satisfies FieldSpec;
const EMPLOYEE_NAME = { kind: 'text', label: `${L}.fields.employee_name`, readOnly: true, maxLength: 200 } as const satisfies FieldSpec;

/** Punch states a terminal sends (brief §12.1); others (custom codes) show as their number. */
export const PUNCH_STATES = ['0', '1', '2', '3', '4', '5', '255'] as const;
/** Template types of BIODATA (brief §9): 1 fingerprint, 2 face, 7 finger vein, 8 palm, 9 visible-light face… */
export const BIO_TYPES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const PUNCH_FIELDS = {
  emp_code: EMP_CODE,
  employee: EMPLOYEE,
  employee_name: EMPLOYEE_NAME,
  punch_time: { kind: 'datetime', label: `${L}.fields.punch_time`, readOnly: true },
  punch_state: { kind: 'integer', label: `${L}.fields.punch_state`, readOnly: true, nullable: true },
  verify_type: { kind: 'integer', label: `${L}.fields.verify_type`, readOnly: true, nullable: true },
  work_code: { kind: 'text', label: `${L}.fields.work_code`, readOnly: true, maxLength: 20 },
  terminal: { kind: 'ref', ref: 'device.terminal', label: `${L}.fields.terminal`, readOnly: true, nullable: true },
  terminal_sn: SN,
  terminal_alias: ALIAS,
  upload_time: { kind: 'datetime', label: `${L}.fields.upload_time`, readOnly: true },
  source: { kind: 'choice', label: `${L}.fields.source`, readOnly: true, choices: ['device', 'manual', 'import', 'mobile'], choiceLabels: `${L}.source` },
} as const satisfies Record<string, FieldSpec>;

/** `GET /web/device/api/v2/transactions/` (pinned): the punches, filtered on the terminal-local punch_time. */
export const TRANSACTION_RESOURCE = {
  name: 'device.transaction',
  path: '/device/api/v2/transactions/',
  label: `${L}.transaction.label`,
  actions: ['view', 'export'],
  fields: PUNCH_FIELDS,
} as const satisfies ResourceContract;

/** Punches of this company's terminals whose PIN matches no employee (linked once such an employee exists). */
export const UNREGISTERED_TRANSACTION_RESOURCE = {
  name: 'device.unregisteredtransaction',
  path: '/device/api/v2/unregistered_transaction/',
  label: `${L}.unregisteredtransaction.label`,
  actions: ['view', 'export'],
  fields: PUNCH_FIELDS,
} as const satisfies ResourceContract;

export const BIO_TEMPLATE_RESOURCE = {
  name: 'device.biodata',
  path: '/device/api/v2/biodatas/',
  label: `${L}.biodata.label`,
  actions: ['view', 'delete', 'export'],
  fields: {
    emp_code: EMP_CODE,
    employee: EMPLOYEE,
    employee_name: EMPLOYEE_NAME,
    bio_type: { kind: 'integer', label: `${L}.fields.bio_type`, readOnly: true },
    bio_no: { kind: 'integer', label: `${L}.fields.bio_no`, readOnly: true },
    bio_index: { kind: 'integer', label: `${L}.fields.bio_index`, readOnly: true },
    valid: { kind: 'integer', label: `${L}.fields.valid`, readOnly: true },
    duress: { kind: 'integer', label: `${L}.fields.duress`, readOnly: true },
    major_ver: { kind: 'integer', label: `${L}.fields.major_ver`, readOnly: true },
    template_size: { kind: 'integer', label: `${L}.fields.template_size`, readOnly: true },
    terminal_sn: SN,
    terminal_alias: ALIAS,
    updated_at: { kind: 'datetime', label: `${L}.fields.updated_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

export const TERMINAL_OPERATION_LOG_RESOURCE = {
  name: 'device.operationlog',
  path: '/device/api/v2/operationlogs/',
  label: `${L}.operationlog.label`,
  actions: ['view', 'export'],
  fields: {
    terminal_sn: SN,
    terminal_alias: ALIAS,
    op_type: { kind: 'integer', label: `${L}.fields.op_type`, readOnly: true },
    op_who: { kind: 'text', label: `${L}.fields.op_who`, readOnly: true, maxLength: 40 },
    op_time: { kind: 'text', label: `${L}.fields.op_time`, readOnly: true, maxLength: 40 },
    value1: { kind: 'text', label: `${L}.fields.value1`, readOnly: true, maxLength: 100 },
    value2: { kind: 'text', label: `${L}.fields.value2`, readOnly: true, maxLength: 100 },
    value3: { kind: 'text', label: `${L}.fields.value3`, readOnly: true, maxLength: 100 },
    alert: { kind: 'boolean', label: `${L}.fields.alert`, readOnly: true },
    created_at: CREATED,
  },
} as const satisfies ResourceContract;

export const TERMINAL_ERROR_LOG_RESOURCE = {
  name: 'device.errorlog',
  path: '/device/api/v2/errorlogs/',
  label: `${L}.errorlog.label`,
  actions: ['view', 'export'],
  fields: {
    terminal_sn: SN,
    terminal_alias: ALIAS,
    table_name: { kind: 'text', label: `${L}.fields.table_name`, readOnly: true, maxLength: 40 },
    line_no: { kind: 'integer', label: `${L}.fields.line_no`, readOnly: true, nullable: true },
    reason: { kind: 'text', label: `${L}.fields.reason`, readOnly: true, maxLength: 200 },
    raw_line: { kind: 'text', label: `${L}.fields.raw_line`, readOnly: true, maxLength: 2000, multiline: true },
    created_at: CREATED,
  },
} as const satisfies ResourceContract;

export const TERMINAL_UPLOAD_LOG_RESOURCE = {
  name: 'device.uploadlog',
  path: '/device/api/v2/uploadlogs/',
  label: `${L}.uploadlog.label`,
  actions: ['view', 'export'],
  fields: {
    terminal_sn: SN,
    terminal_alias: ALIAS,
    table_name: { kind: 'text', label: `${L}.fields.table_name`, readOnly: true, maxLength: 40 },
    bytes: { kind: 'integer', label: `${L}.fields.bytes`, readOnly: true },
    line_count: { kind: 'integer', label: `${L}.fields.line_count`, readOnly: true },
    stored: { kind: 'integer', label: `${L}.fields.stored`, readOnly: true },
    duplicates: { kind: 'integer', label: `${L}.fields.duplicates`, readOnly: true },
    errors: { kind: 'integer', label: `${L}.fields.errors`, readOnly: true },
    stamp: { kind: 'text', label: `${L}.fields.stamp`, readOnly: true, maxLength: 40, nullable: true },
    ip_address: { kind: 'text', label: `${L}.fields.ip_address`, readOnly: true, maxLength: 64 },
    created_at: CREATED,
  },
} as const satisfies ResourceContract;

/** What a terminal shows on its screen; no TAB/CR/LF (they would split the SMS command). */
const MESSAGE_FIELDS = {
  content: { kind: 'text', label: `${L}.fields.content`, required: true, maxLength: 320 },
  start_time: { kind: 'datetime', label: `${L}.fields.start_time`, required: true },
  /** Minutes the terminal shows it. */
  duration: { kind: 'integer', label: `${L}.fields.duration`, min: 1, max: 65535, default: 60 },
} as const satisfies Record<string, FieldSpec>;

/** Public message (`DATA UPDATE SMS … TAG=253`): every terminal of the chosen areas (all terminals when none). */
export const PUBLIC_MESSAGE_RESOURCE = {
  name: 'device.publicmessage',
  path: '/device/api/v2/publicmessages/',
  label: `${L}.publicmessage.label`,
  fields: {
    ...MESSAGE_FIELDS,
    areas: { kind: 'refs', ref: 'personnel.area', label: `${L}.fields.areas` },
    area_names: { kind: 'text', label: `${L}.fields.areas`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** Private message (`TAG=254` + `USER_SMS PIN=…`): the chosen employees, on the terminals of their areas. */
export const PRIVATE_MESSAGE_RESOURCE = {
  name: 'device.privatemessage',
  path: '/device/api/v2/privatemessages/',
  label: `${L}.privatemessage.label`,
  fields: {
    ...MESSAGE_FIELDS,
    employees: { kind: 'refs', ref: 'personnel.employee', label: `${L}.fields.employees`, required: true },
    employee_names: { kind: 'text', label: `${L}.fields.employees`, readOnly: true },
  },
} as const satisfies ResourceContract;
