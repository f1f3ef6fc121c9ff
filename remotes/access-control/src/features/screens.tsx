import { Badge, Tag } from 'antd';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import {
  ACC_COMBINATION_RESOURCE,
  ACC_COMMAND_RESOURCE,
  ACC_GROUP_RESOURCE,
  ACC_HOLIDAY_RESOURCE,
  ACC_PRIVILEGE_RESOURCE,
  ACC_SENSOR_TYPES,
  ACC_TERMINAL_RESOURCE,
  ACC_TIME_PERIOD_RESOURCE,
  ACC_VERIFY_MODES,
  COMMAND_STATUSES,
  TERMINAL_RESOURCE,
  type CommandStatus,
  type TerminalState,
} from '@timekeep/contracts';
import { SelectFromRecords, resourceScreen, usePermissions, type FilterDeclaration, type FormFieldDeclaration, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { DoorActions } from './DoorActions';
import { IntervalsInput, intervalsProblem } from './IntervalsInput';

const F = 'acc:resource';
const row = (value: unknown) => String(value ?? '');

const verifyFilter: FilterDeclaration = {
  kind: 'choice',
  param: 'verify_mode',
  label: `${F}.fields.verify_mode`,
  width: 200,
  options: (t) => ACC_VERIFY_MODES.map((mode) => ({ value: mode, label: t(`acc:verifyMode.${mode}`) })),
};

export const timePeriod: ResourceDeclaration = {
  contract: ACC_TIME_PERIOD_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'summary', ellipsis: true, width: 420 }, { key: 'remark', ellipsis: true }],
  form: {
    layout: 'drawer',
    drawerWidth: 880,
    fields: ['name', { name: 'intervals', render: (props) => <IntervalsInput id={props.id} value={props.value} onChange={props.setValue} /> }, 'remark'],
    rules: (t) => ({
      intervals: yup.mixed().test('intervals', function check(value) {
        const problem = intervalsProblem(value, t);
        return problem === null || this.createError({ message: problem });
      }),
    }),
  },
  rowLabel: (record) => row(record.name),
  export: 'server',
  import: false,
};

export const holiday: ResourceDeclaration = {
  contract: ACC_HOLIDAY_RESOURCE,
  columns: [
    { key: 'name', sortable: true },
    { key: 'holiday_type', sortable: true },
    { key: 'start_date', sortable: true },
    { key: 'end_date', sortable: true },
    { key: 'recurring' },
    { key: 'remark', ellipsis: true, hiddenByDefault: true },
  ],
  filters: [
    { kind: 'choice', param: 'holiday_type', label: `${F}.holiday.fields.holiday_type`, width: 180, options: (t) => ['1', '2', '3'].map((type) => ({ value: type, label: t(`acc:holidayType.${type}`) })) },
    { kind: 'dateRange', params: ['start_date', 'end_date'], label: `${F}.holiday.fields.start_date` },
  ],
  form: {
    fields: ['name', 'holiday_type', 'start_date', 'end_date', 'recurring', 'remark'],
    rules: (t) => ({
      end_date: yup
        .string()
        .required(t('common:form.required'))
        .test('after-start', function check(value) {
          const start = String((this.parent as Record<string, unknown>).start_date ?? '');
          return !value || !start || value >= start || this.createError({ message: t('api:ZACC0003') });
        }),
    }),
  },
  rowLabel: (record) => row(record.name),
  export: 'server',
  import: true,
};

export const group: ResourceDeclaration = {
  contract: ACC_GROUP_RESOURCE,
  columns: [
    { key: 'no', sortable: true },
    { key: 'name', sortable: true },
    { key: 'time_period_name' },
    { key: 'verify_mode', sortable: true },
    { key: 'holiday_valid' },
  ],
  filters: [verifyFilter],
  form: { fields: ['no', 'name', { name: 'time_period', ref: { lookup: ACC_TIME_PERIOD_RESOURCE.path } }, 'verify_mode', 'holiday_valid'] },
  rowLabel: (record) => `${row(record.no)} ${row(record.name)}`,
  export: 'server',
  import: false,
};

function StateBadge({ state }: { state: TerminalState }) {
  const { t } = useTranslation('device');
  return <Badge status={state === 'online' ? 'success' : 'default'} text={t(`terminal.state.${state}`)} />;
}

/** The Device area's terminals by SN and name (their `alias` may be empty). */
const deviceTerminalField: FormFieldDeclaration = {
  name: 'terminal',
  render: (props) => (
    <SelectFromRecords
      id={props.id}
      aria-label={props.label}
      status={props.status}
      required
      disabled={props.recordId !== undefined}
      listPath={TERMINAL_RESOURCE.path}
      optionLabel={(record) => `${row(record.sn)} ${row(record.alias)}`.trim()}
      value={(props.value as number | null) ?? null}
      onChange={(next) => props.setValue(next ?? null)}
    />
  ),
};

function DoorRowActions({ id, reload, client }: { id: number; reload: () => void; client?: ApiClient }) {
  const { t } = useTranslation('acc');
  const permissions = usePermissions();
  return permissions.canDo(ACC_TERMINAL_RESOURCE.name, 'control') ? <DoorActions size="small" ids={[id]} label={t('door.menu')} onDone={reload} client={client} /> : null;
}

function SelectedDoorActions({ ids, done, client }: { ids: readonly number[]; done: () => void; client?: ApiClient }) {
  const { t } = useTranslation('acc');
  return <DoorActions ids={ids} label={t('door.selected', { count: ids.length })} onDone={done} client={client} />;
}

/** The access terminals (door settings) with their door actions; `client` for tests (the shared api-client otherwise). */
export const terminalDeclaration = (client?: ApiClient): ResourceDeclaration<ResourceRow & { state: TerminalState }> => ({
  contract: ACC_TERMINAL_RESOURCE,
  columns: [
    { key: 'terminal_sn', sortable: true },
    { key: 'terminal_alias' },
    { key: 'door_name', sortable: true },
    { key: 'state', sortable: true, render: (record) => <StateBadge state={record.state} />, exportValue: (record) => record.state },
    { key: 'area_name', hiddenByDefault: true },
    { key: 'lock_open_s', sortable: true },
    { key: 'sensor_type' },
    { key: 'sensor_delay_s', hiddenByDefault: true },
    { key: 'verify_mode' },
  ],
  filters: [
    { kind: 'choice', param: 'state', label: `${F}.terminal.fields.state`, options: (t) => ['online', 'offline'].map((state) => ({ value: state, label: t(`device:terminal.state.${state}`) })) },
    { kind: 'choice', param: 'sensor_type', label: `${F}.terminal.fields.sensor_type`, width: 180, options: (t) => ACC_SENSOR_TYPES.map((type) => ({ value: type, label: t(`acc:sensorType.${type}`) })) },
  ],
  form: { fields: [deviceTerminalField, 'door_name', 'lock_open_s', 'sensor_type', 'sensor_delay_s', 'verify_mode'] },
  rowLabel: (record) => `${row(record.terminal_sn)} ${row(record.door_name)}`.trim(),
  export: 'server',
  import: false,
  rowActions: (record, reload) => <DoorRowActions id={record.id} reload={reload} client={client} />,
  selectionActions: (ids, done, can) => (can('control') ? <SelectedDoorActions ids={ids} done={done} client={client} /> : null),
});

const groupField = (name: string): FormFieldDeclaration => ({ name, ref: { lookup: ACC_GROUP_RESOURCE.path } });

export const combination: ResourceDeclaration = {
  contract: ACC_COMBINATION_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'terminal_name' }, { key: 'group_names', ellipsis: true }],
  form: { fields: ['name', { name: 'terminal', ref: { lookup: ACC_TERMINAL_RESOURCE.path } }, ...['group1', 'group2', 'group3', 'group4', 'group5'].map(groupField)] },
  rowLabel: (record) => row(record.name),
  export: 'server',
  import: false,
};

export const privilege: ResourceDeclaration = {
  contract: ACC_PRIVILEGE_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'group_name' }, { key: 'terminal_names', ellipsis: true }, { key: 'employee_count', sortable: true }],
  filters: [{ kind: 'employee', param: 'employees', label: `${F}.privilege.fields.employees` }],
  form: {
    layout: 'drawer',
    fields: ['name', { name: 'group', ref: { lookup: ACC_GROUP_RESOURCE.path } }, { name: 'terminals', ref: { lookup: ACC_TERMINAL_RESOURCE.path } }, { name: 'employees', ref: { employees: true } }],
  },
  rowLabel: (record) => row(record.name),
  export: 'server',
  import: false,
};

const STATUS_COLOURS: Record<CommandStatus, string> = { pending: 'default', sent: 'processing', succeeded: 'success', failed: 'error' };

function StatusTag({ status }: { status: CommandStatus }) {
  const { t } = useTranslation('device');
  return <Tag color={STATUS_COLOURS[status]}>{t(`command.status.${status}`)}</Tag>;
}

export const command: ResourceDeclaration<ResourceRow & { status: CommandStatus }> = {
  contract: ACC_COMMAND_RESOURCE,
  columns: [
    { key: 'terminal_sn', sortable: true },
    { key: 'terminal_alias' },
    { key: 'content', ellipsis: true, width: 360 },
    { key: 'status', sortable: true, render: (record) => <StatusTag status={record.status} />, exportValue: (record) => record.status },
    { key: 'return_value' },
    { key: 'created_at', sortable: true },
    { key: 'finished_at' },
  ],
  filters: [
    { kind: 'text', param: 'terminal_sn', label: `${F}.command.fields.terminal_sn`, width: 180 },
    { kind: 'choice', param: 'status', label: `${F}.command.fields.status`, options: (t) => COMMAND_STATUSES.map((status) => ({ value: status, label: t(`device:command.status.${status}`) })) },
  ],
  rowLabel: (record) => `${row(record.terminal_sn)} #${record.id}`,
  export: 'server',
};

/** The Access control area (ADR 0111), each screen a declared kernel list. */
export const ACC_SCREENS: RemoteScreens = {
  '/acc/terminal': resourceScreen(terminalDeclaration()),
  '/acc/command': resourceScreen(command),
  '/acc/time-period': resourceScreen(timePeriod),
  '/acc/holiday': resourceScreen(holiday),
  '/acc/group': resourceScreen(group),
  '/acc/combination': resourceScreen(combination),
  '/acc/privilege': resourceScreen(privilege),
};
