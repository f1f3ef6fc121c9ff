/** Kysely types of the terminal tables (migration 0051, ADR 0070). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface IclockDevicesTable {
  /** Row id for the vendor's list (migration 0068); the SN is the key. */
  id: Generated<number>;
  sn: string;
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  terminal_id: ColumnType<number | null, number | null | undefined, number | null>;
  host_company_id: ColumnType<number | null, number | null | undefined, number | null>;
  pushver: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  device_type: ColumnType<string | null, string | null | undefined, string | null>;
  ip_address: Defaulted<string>;
  user_agent: Defaulted<string>;
  registry_code: ColumnType<string | null, string | null | undefined, string | null>;
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
  first_seen: Stamp;
  last_seen: Stamp;
  request_count: Defaulted<number>;
  quarantined_lines: Defaulted<number>;
  quarantine_dropped: Defaulted<number>;
}

export interface IclockQuarantineTable {
  id: Id;
  sn: string;
  table_name: string;
  raw_line: string;
  received_at: Stamp;
  expires_at: Date | string;
}

export interface TerminalsTable {
  company_id: number;
  id: Id;
  sn: string;
  alias: Defaulted<string>;
  area_id: ColumnType<number | null, number | null | undefined, number | null>;
  time_zone: Defaulted<string>;
  state_seen_at: NullableStamp;
  last_activity: NullableStamp;
  fw_ver: Defaulted<string>;
  user_count: ColumnType<number | null, number | null | undefined, number | null>;
  fp_count: ColumnType<number | null, number | null | undefined, number | null>;
  face_count: ColumnType<number | null, number | null | undefined, number | null>;
  transaction_count: ColumnType<number | null, number | null | undefined, number | null>;
  ip_address: Defaulted<string>;
  pushver: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  device_type: Defaulted<string>;
  encoding: Defaulted<string>;
  device_options: Defaulted<Record<string, string>>;
  attlog_stamp: ColumnType<string | null, string | null | undefined, string | null>;
  operlog_stamp: ColumnType<string | null, string | null | undefined, string | null>;
  attphoto_stamp: ColumnType<string | null, string | null | undefined, string | null>;
  biodata_stamp: ColumnType<string | null, string | null | undefined, string | null>;
  heartbeat: Defaulted<number>;
  error_delay: Defaulted<number>;
  trans_times: Defaulted<string>;
  trans_interval: Defaulted<number>;
  realtime: Defaulted<boolean>;
  trans_flag: Defaulted<string>;
  command_timeout_s: Defaulted<number>;
  command_max_attempts: Defaulted<number>;
  send_time_zone: Defaulted<boolean>;
  duplicate_count: Defaulted<number>;
  claimed_at: Stamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TransactionsTable {
  company_id: number;
  id: Id;
  terminal_id: number | null;
  terminal_sn: string;
  emp_code: string;
  employee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Device wall clock, `YYYY-MM-DD HH:MM:SS` on input; read it with to_char (timestamp without zone). */
  punch_time: ColumnType<Date, string, string>;
  punch_utc: Stamp;
  punch_state: number | null;
  verify_type: number | null;
  work_code: Defaulted<string>;
  time_flag: ColumnType<'dst_gap' | 'dst_ambiguous' | null, 'dst_gap' | 'dst_ambiguous' | null | undefined, 'dst_gap' | 'dst_ambiguous' | null>;
  clock_suspect: Defaulted<boolean>;
  needs_review: Defaulted<boolean>;
  record_index: ColumnType<number | null, number | null | undefined, number | null>;
  source: Defaulted<'device' | 'manual' | 'import' | 'mobile'>;
  raw_line: Defaulted<string>;
  upload_time: Stamp;
}

export type CommandStatus = 'pending' | 'sent' | 'succeeded' | 'failed';

export interface TerminalCommandsTable {
  company_id: number;
  id: Id;
  terminal_id: number;
  cmd_id: ColumnType<string | null, string | null | undefined, string | null>;
  content: string;
  status: Defaulted<CommandStatus>;
  attempts: Defaulted<number>;
  return_value: ColumnType<number | null, number | null | undefined, number | null>;
  failure: ColumnType<string | null, string | null | undefined, string | null>;
  result: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  sent_at: NullableStamp;
  finished_at: NullableStamp;
}

export interface TerminalUploadLogsTable {
  company_id: number;
  id: Id;
  terminal_id: number | null;
  terminal_sn: string;
  table_name: string;
  path: Defaulted<string>;
  bytes: Defaulted<number>;
  line_count: Defaulted<number>;
  stored: Defaulted<number>;
  duplicates: Defaulted<number>;
  errors: Defaulted<number>;
  stamp: ColumnType<string | null, string | null | undefined, string | null>;
  ip_address: Defaulted<string>;
  created_at: CreatedAt;
}

export interface TerminalErrorLogsTable {
  company_id: number;
  id: Id;
  terminal_id: number | null;
  terminal_sn: string;
  table_name: Defaulted<string>;
  line_no: number | null;
  reason: string;
  raw_line: Defaulted<string>;
  created_at: CreatedAt;
}

export interface TerminalOperationLogsTable {
  company_id: number;
  id: Id;
  terminal_id: number | null;
  terminal_sn: string;
  op_type: number;
  op_who: Defaulted<string>;
  op_time: Defaulted<string>;
  value1: Defaulted<string>;
  value2: Defaulted<string>;
  value3: Defaulted<string>;
  reserved: Defaulted<string>;
  alert: Defaulted<boolean>;
  raw_line: Defaulted<string>;
  created_at: CreatedAt;
}

export interface TerminalUsersTable {
  company_id: number;
  terminal_id: number;
  emp_code: string;
  name: Defaulted<string>;
  privilege: Defaulted<number>;
  password: Defaulted<string>;
  card_no: Defaulted<string>;
  access_group: Defaulted<string>;
  time_zones: Defaulted<string>;
  verify_mode: ColumnType<number | null, number | null | undefined, number | null>;
  encoding: Defaulted<string>;
  updated_at: UpdatedAt;
}

export interface BioTemplatesTable {
  company_id: number;
  id: Generated<number>;
  emp_code: string;
  bio_type: number;
  bio_no: Defaulted<number>;
  bio_index: Defaulted<number>;
  valid: Defaulted<number>;
  duress: Defaulted<number>;
  major_ver: Defaulted<number>;
  minor_ver: Defaulted<number>;
  format: Defaulted<number>;
  template: string;
  terminal_sn: string;
  updated_at: UpdatedAt;
}

export interface TerminalPhotosTable {
  company_id: number;
  id: Id;
  kind: 'user' | 'bio' | 'attendance';
  emp_code: string;
  bio_type: Defaulted<number>;
  terminal_sn: string;
  punch_time: Defaulted<string>;
  device_file_name: Defaulted<string>;
  file_name: string;
  size_bytes: number;
  sha256: string;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Tables {
    iclock_devices: IclockDevicesTable;
    iclock_quarantine: IclockQuarantineTable;
    terminals: TerminalsTable;
    transactions: TransactionsTable;
    terminal_commands: TerminalCommandsTable;
    terminal_upload_logs: TerminalUploadLogsTable;
    terminal_error_logs: TerminalErrorLogsTable;
    terminal_operation_logs: TerminalOperationLogsTable;
    terminal_users: TerminalUsersTable;
    bio_templates: BioTemplatesTable;
    terminal_photos: TerminalPhotosTable;
  }
}
