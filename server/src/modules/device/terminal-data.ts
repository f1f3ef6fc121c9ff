/**
 * What terminals sent, as kernel resources (api-contracts "Devices"): punches (pinned filters on the
 * terminal-local punch_time, `id__gt` for the live monitor, ADR 0073), unregistered punches, bio templates and
 * the operation / error / upload logs. Read-only but for deleting templates: the terminal server writes them.
 * Stored instants (upload time, log time) are shown on the terminal's clock (its IANA zone), like punch_time.
 */
import {
  BIO_TEMPLATE_RESOURCE,
  TERMINAL_ERROR_LOG_RESOURCE,
  TERMINAL_OPERATION_LOG_RESOURCE,
  TERMINAL_UPLOAD_LOG_RESOURCE,
  TRANSACTION_RESOURCE,
  UNREGISTERED_TRANSACTION_RESOURCE,
} from '@timekeep/contracts';
import { defineResource } from '../../resources/register';
import type { ColumnSpec, FilterSpec, ResourceDefinition } from '../../resources/types';
import { DEVICE_CODES } from './codes';

const PREFIX = '/web/device/api/v2';
const codes = { ok: DEVICE_CODES.ok };

/** The terminal of row `t` by SN (the terminal may have been deleted since: then UTC and no alias). */
const terminalOf = (column: string) => `(select tm.${column} from terminals tm where tm.company_id = t.company_id and tm.sn = t.terminal_sn)`;
/** An instant column as `YYYY-MM-DD HH:MM:SS` on the terminal's clock; compares as text in that format. */
const onTerminalClock = (column: string): ColumnSpec => ({ sql: `to_char(t.${column} at time zone coalesce(${terminalOf('time_zone')}, 'UTC'), 'YYYY-MM-DD HH24:MI:SS')` });
const ALIAS: ColumnSpec = { sql: `coalesce(${terminalOf('alias')}, '')` };
const EMPLOYEE_BY_CODE: ColumnSpec = { sql: '(select e.id from employees e where e.company_id = t.company_id and e.emp_code = t.emp_code)' };
const nameOf = (employeeId: string): ColumnSpec => ({
  sql: `coalesce((select trim(e.first_name || ' ' || e.last_name) from employees e where e.company_id = t.company_id and e.id = ${employeeId}), '')`,
});

const punchDefinition = (contract: typeof TRANSACTION_RESOURCE | typeof UNREGISTERED_TRANSACTION_RESOURCE, table: string): ResourceDefinition =>
  defineResource({
    contract,
    prefix: PREFIX,
    codes,
    table,
    columns: {
      employee: 'employee_id',
      employee_name: nameOf('t.employee_id'),
      terminal: 'terminal_id',
      terminal_alias: ALIAS,
      upload_time: onTerminalClock('upload_time'),
    },
    filters: {
      terminal_sn: { kind: 'eq', field: 'terminal_sn' },
      terminal: { kind: 'in', field: 'terminal' },
      emp_code: { kind: 'eq', field: 'emp_code' },
      employee: { kind: 'in', field: 'employee' },
      start_time: { kind: 'gte', field: 'punch_time' },
      end_time: { kind: 'lte', field: 'punch_time' },
      punch_state: { kind: 'eq', field: 'punch_state' },
      source: { kind: 'eq', field: 'source' },
      id__gt: { kind: 'gt', field: 'id' },
    },
    search: ['emp_code', 'terminal_sn', 'work_code'],
    ordering: { fields: ['punch_time', 'emp_code', 'terminal_sn', 'upload_time', 'punch_state'], default: ['-id'] },
    updatedAt: false,
    summary: (record) => `${String(record.emp_code)} ${String(record.punch_time)}`,
  });

export const transactions = punchDefinition(TRANSACTION_RESOURCE, 'transactions');
/** The view of migration 0054: this company's punches with no employee (linked by the trigger of 0051). */
export const unregisteredTransactions = punchDefinition(UNREGISTERED_TRANSACTION_RESOURCE, 'unregistered_transactions');

/** Terminal, date range (on the terminal's clock), newest first: what every terminal log filters by. */
const LOG_FILTERS: Readonly<Record<string, FilterSpec>> = {
  terminal_sn: { kind: 'eq', field: 'terminal_sn' },
  start_time: { kind: 'gte', field: 'created_at' },
  end_time: { kind: 'lte', field: 'created_at' },
  id__gt: { kind: 'gt', field: 'id' },
};
const logColumns = { terminal_alias: ALIAS, created_at: onTerminalClock('created_at') };

export const terminalOperationLogs = defineResource({
  contract: TERMINAL_OPERATION_LOG_RESOURCE,
  prefix: PREFIX,
  codes,
  table: 'terminal_operation_logs',
  columns: logColumns,
  filters: { ...LOG_FILTERS, op_type: { kind: 'eq', field: 'op_type' }, alert: { kind: 'eq', field: 'alert' } },
  search: ['terminal_sn', 'op_who', 'value1'],
  ordering: { fields: ['created_at', 'op_type', 'terminal_sn'], default: ['-id'] },
  updatedAt: false,
});

export const terminalErrorLogs = defineResource({
  contract: TERMINAL_ERROR_LOG_RESOURCE,
  prefix: PREFIX,
  codes,
  table: 'terminal_error_logs',
  columns: logColumns,
  filters: { ...LOG_FILTERS, table_name: { kind: 'eq', field: 'table_name' } },
  search: ['terminal_sn', 'reason', 'raw_line'],
  ordering: { fields: ['created_at', 'terminal_sn', 'table_name'], default: ['-id'] },
  updatedAt: false,
});

export const terminalUploadLogs = defineResource({
  contract: TERMINAL_UPLOAD_LOG_RESOURCE,
  prefix: PREFIX,
  codes,
  table: 'terminal_upload_logs',
  columns: logColumns,
  filters: { ...LOG_FILTERS, table_name: { kind: 'eq', field: 'table_name' } },
  search: ['terminal_sn', 'table_name'],
  ordering: { fields: ['created_at', 'terminal_sn', 'table_name', 'line_count'], default: ['-id'] },
  updatedAt: false,
});

export const bioTemplates = defineResource({
  contract: BIO_TEMPLATE_RESOURCE,
  prefix: PREFIX,
  codes,
  table: 'bio_templates',
  columns: {
    employee: EMPLOYEE_BY_CODE,
    employee_name: nameOf(`(${EMPLOYEE_BY_CODE.sql})`),
    template_size: { sql: 'length(t.template)' },
    terminal_alias: ALIAS,
    updated_at: onTerminalClock('updated_at'),
  },
  filters: {
    emp_code: { kind: 'eq', field: 'emp_code' },
    employee: { kind: 'in', field: 'employee' },
    bio_type: { kind: 'eq', field: 'bio_type' },
    terminal_sn: { kind: 'eq', field: 'terminal_sn' },
  },
  search: ['emp_code', 'terminal_sn'],
  ordering: { fields: ['emp_code', 'bio_type', 'bio_no', 'updated_at', 'terminal_sn'], default: ['emp_code', 'bio_type', 'bio_no'] },
  updatedAt: false,
  summary: (record) => `${String(record.emp_code)} ${String(record.bio_type)}/${String(record.bio_no)}`,
});
