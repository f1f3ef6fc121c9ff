import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BIO_TEMPLATE_RESOURCE,
  BIO_TYPES,
  PRIVATE_MESSAGE_RESOURCE,
  PUBLIC_MESSAGE_RESOURCE,
  PUNCH_STATES,
  TERMINAL_ERROR_LOG_RESOURCE,
  TERMINAL_OPERATION_LOG_RESOURCE,
  TERMINAL_UPLOAD_LOG_RESOURCE,
  TRANSACTION_RESOURCE,
  UNREGISTERED_TRANSACTION_RESOURCE,
  WORK_CODE_RESOURCE,
} from '@timekeep/contracts';
import { resourceScreen, type ColumnDeclaration, type FilterDeclaration, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';

const F = 'device:resource.fields';

/** A coded value by its label when the protocol names it (punch states, template types), else the number. */
function Coded({ value, labels }: { value: unknown; labels: string }): ReactElement {
  const { t } = useTranslation('device');
  if (value === null || value === undefined) return <></>;
  const key = `${labels}.${String(value)}`;
  return <>{t(key, { defaultValue: String(value) })}</>;
}

const terminalFilter: FilterDeclaration = { kind: 'text', param: 'terminal_sn', label: 'device:data.filters.terminalSn', width: 180 };
const logFilters: FilterDeclaration[] = [terminalFilter, { kind: 'dateRange', params: ['start_time', 'end_time'], label: `${F}.created_at` }];
const terminalColumns: ColumnDeclaration<ResourceRow>[] = [{ key: 'terminal_sn', sortable: true }, { key: 'terminal_alias' }];

const punchColumns: ColumnDeclaration<ResourceRow>[] = [
  { key: 'emp_code', sortable: true },
  { key: 'employee_name' },
  { key: 'punch_time', sortable: true },
  { key: 'punch_state', sortable: true, render: (row) => <Coded value={row.punch_state} labels="data.punchState" /> },
  { key: 'verify_type', hiddenByDefault: true },
  { key: 'work_code' },
  ...terminalColumns,
  { key: 'upload_time', sortable: true },
  { key: 'source', hiddenByDefault: true },
];

const punchFilters: FilterDeclaration[] = [
  terminalFilter,
  { kind: 'employee', param: 'employee', label: `${F}.employee` },
  { kind: 'dateRange', params: ['start_time', 'end_time'], label: `${F}.punch_time` },
  {
    kind: 'choice',
    param: 'punch_state',
    label: `${F}.punch_state`,
    width: 180,
    options: (t) => PUNCH_STATES.map((state) => ({ value: state, label: t(`device:data.punchState.${state}`) })),
  },
];

const punchLabel = (row: ResourceRow) => `${String(row.emp_code)} ${String(row.punch_time)}`;

/** Punches, live: new ones appear on top while the first page is open (ADR 0073). */
const transaction: ResourceDeclaration = {
  contract: TRANSACTION_RESOURCE,
  columns: punchColumns,
  filters: punchFilters,
  rowLabel: punchLabel,
  live: { intervalMs: 2000 },
};

const unregisteredTransaction: ResourceDeclaration = {
  contract: UNREGISTERED_TRANSACTION_RESOURCE,
  columns: punchColumns.filter((column) => column.key !== 'employee_name'),
  filters: [terminalFilter, { kind: 'text', param: 'emp_code', label: 'device:data.filters.empCode', width: 160 }, punchFilters[2]],
  rowLabel: punchLabel,
  live: { intervalMs: 5000 },
};

const operationLog: ResourceDeclaration = {
  contract: TERMINAL_OPERATION_LOG_RESOURCE,
  columns: [{ key: 'created_at', sortable: true }, ...terminalColumns, { key: 'op_type', sortable: true }, { key: 'op_who' }, { key: 'op_time' }, { key: 'value1' }, { key: 'value2', hiddenByDefault: true }, { key: 'value3', hiddenByDefault: true }, { key: 'alert' }],
  filters: [...logFilters, { kind: 'boolean', param: 'alert', label: `${F}.alert` }],
  rowLabel: (row) => `${String(row.terminal_sn)} ${String(row.op_type)}`,
};

const errorLog: ResourceDeclaration = {
  contract: TERMINAL_ERROR_LOG_RESOURCE,
  columns: [{ key: 'created_at', sortable: true }, ...terminalColumns, { key: 'table_name', sortable: true }, { key: 'line_no' }, { key: 'reason', ellipsis: true }, { key: 'raw_line', ellipsis: true }],
  filters: logFilters,
  rowLabel: (row) => `${String(row.terminal_sn)} ${String(row.reason)}`,
};

const uploadLog: ResourceDeclaration = {
  contract: TERMINAL_UPLOAD_LOG_RESOURCE,
  columns: [
    { key: 'created_at', sortable: true },
    ...terminalColumns,
    { key: 'table_name', sortable: true },
    { key: 'line_count', sortable: true },
    { key: 'stored' },
    { key: 'duplicates' },
    { key: 'errors' },
    { key: 'bytes', hiddenByDefault: true },
    { key: 'stamp', hiddenByDefault: true },
    { key: 'ip_address', hiddenByDefault: true },
  ],
  filters: logFilters,
  rowLabel: (row) => `${String(row.terminal_sn)} ${String(row.table_name)}`,
};

const bioTemplate: ResourceDeclaration = {
  contract: BIO_TEMPLATE_RESOURCE,
  columns: [
    { key: 'emp_code', sortable: true },
    { key: 'employee_name' },
    { key: 'bio_type', sortable: true, render: (row) => <Coded value={row.bio_type} labels="data.bioType" /> },
    { key: 'bio_no', sortable: true },
    { key: 'bio_index', hiddenByDefault: true },
    { key: 'major_ver', hiddenByDefault: true },
    { key: 'template_size' },
    ...terminalColumns,
    { key: 'updated_at', sortable: true },
  ],
  filters: [
    terminalFilter,
    { kind: 'employee', param: 'employee', label: `${F}.employee` },
    { kind: 'choice', param: 'bio_type', label: `${F}.bio_type`, width: 200, options: (t) => BIO_TYPES.map((type) => ({ value: type, label: t(`device:data.bioType.${type}`) })) },
  ],
  rowLabel: (row) => `${String(row.emp_code)} ${String(row.bio_type)}/${String(row.bio_no)}`,
};

const messageColumns: ColumnDeclaration<ResourceRow>[] = [{ key: 'content', ellipsis: true }, { key: 'start_time', sortable: true }, { key: 'duration', sortable: true }];
const messageLabel = (row: ResourceRow) => String(row.content).slice(0, 40);

const publicMessage: ResourceDeclaration = {
  contract: PUBLIC_MESSAGE_RESOURCE,
  columns: [...messageColumns, { key: 'area_names', ellipsis: true }],
  filters: [{ kind: 'dateRange', params: ['start_time', 'end_time'], label: `${F}.start_time` }],
  form: { fields: ['content', 'start_time', 'duration', 'areas'] },
  rowLabel: messageLabel,
};

const privateMessage: ResourceDeclaration = {
  contract: PRIVATE_MESSAGE_RESOURCE,
  columns: [...messageColumns, { key: 'employee_names', ellipsis: true }],
  filters: [{ kind: 'dateRange', params: ['start_time', 'end_time'], label: `${F}.start_time` }],
  form: { fields: ['content', 'start_time', 'duration', { name: 'employees', ref: { employees: true } }] },
  rowLabel: messageLabel,
};

/** The same declaration as /complement/work-code (one resource, two menus). */
const workCode: ResourceDeclaration = {
  contract: WORK_CODE_RESOURCE,
  columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }],
  form: { fields: ['code', 'name'] },
  rowLabel: (row) => `${String(row.code)} ${String(row.name)}`,
  export: 'server',
  import: true,
};

/** The Device area's data screens (issue 12), each a declared resource list. */
export const TERMINAL_DATA_SCREENS: RemoteScreens = {
  '/device/transaction': resourceScreen(transaction),
  '/device/unregistered-transaction': resourceScreen(unregisteredTransaction),
  '/device/operation-log': resourceScreen(operationLog),
  '/device/error-log': resourceScreen(errorLog),
  '/device/upload-log': resourceScreen(uploadLog),
  '/device/bio-template': resourceScreen(bioTemplate),
  '/device/public-message': resourceScreen(publicMessage),
  '/device/private-message': resourceScreen(privateMessage),
  '/device/work-code': resourceScreen(workCode),
};
