import { Badge, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { COMMAND_RESOURCE, COMMAND_STATUSES, CONFIG_RESOURCE, TERMINAL_RESOURCE, type CommandStatus, type TerminalState } from '@timekeep/contracts';
import { PERSONNEL_PATHS, resourceScreen, usePermissions, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { QuarantineReviewButton } from './QuarantineReview';
import { TerminalActions } from './TerminalActions';

export interface TerminalRow extends ResourceRow {
  sn: string;
  alias: string;
  state: TerminalState;
  quarantined: number;
}

function StateBadge({ state }: { state: TerminalState }) {
  const { t } = useTranslation('device');
  return <Badge status={state === 'online' ? 'success' : 'default'} text={t(`terminal.state.${state}`)} data-testid={`terminal-state-${state}`} />;
}

const STATUS_COLOURS: Record<CommandStatus, string> = { pending: 'default', sent: 'processing', succeeded: 'success', failed: 'error' };

function StatusTag({ status }: { status: CommandStatus }) {
  const { t } = useTranslation('device');
  return <Tag color={STATUS_COLOURS[status]}>{t(`command.status.${status}`)}</Tag>;
}

/** The row's own actions: the queued-command menu and, when the SN left punches in quarantine, their review. */
function TerminalRowActions({ row, reload, client }: { row: TerminalRow; reload: () => void; client?: ApiClient }) {
  const { t } = useTranslation('device');
  const permissions = usePermissions();
  return (
    <Space size={4}>
      {permissions.canDo(TERMINAL_RESOURCE.name, 'control') && <TerminalActions size="small" ids={[row.id]} label={t('terminal.actions.menu')} onDone={reload} client={client} />}
      {row.quarantined > 0 && permissions.canDo(TERMINAL_RESOURCE.name, 'change') && <QuarantineReviewButton terminalId={row.id} count={row.quarantined} onImported={reload} client={client} />}
    </Space>
  );
}

function SelectedTerminalActions({ ids, done, client }: { ids: readonly number[]; done: () => void; client?: ApiClient }) {
  const { t } = useTranslation('device');
  return <TerminalActions ids={ids} label={t('terminal.actions.selected', { count: ids.length })} onDone={done} client={client} />;
}

/** The terminal list; `client` for tests (the shared api-client otherwise). */
export const terminalDeclaration = (client?: ApiClient): ResourceDeclaration<TerminalRow> => ({
  contract: TERMINAL_RESOURCE,
  texts: 'device:terminal',
  columns: [
    { key: 'sn', sortable: true },
    { key: 'alias', sortable: true },
    { key: 'state', sortable: true, render: (row) => <StateBadge state={row.state} />, exportValue: (row) => row.state },
    { key: 'area_name' },
    { key: 'last_activity', sortable: true },
    { key: 'ip_address' },
    { key: 'fw_ver', hiddenByDefault: true },
    { key: 'user_count' },
    { key: 'fp_count' },
    { key: 'face_count' },
    { key: 'transaction_count' },
    { key: 'time_zone', hiddenByDefault: true },
  ],
  filters: [
    { kind: 'tree', param: 'area__in', label: 'device:resource.terminal.fields.area', uri: PERSONNEL_PATHS.areas },
    {
      kind: 'choice',
      param: 'state',
      label: 'device:resource.terminal.fields.state',
      options: (t) => [
        { value: 'online', label: t('device:terminal.state.online') },
        { value: 'offline', label: t('device:terminal.state.offline') },
      ],
    },
  ],
  form: { fields: ['sn', 'alias', 'area', 'time_zone'] },
  rowLabel: (row) => row.alias || row.sn,
  export: 'server',
  rowActions: (row, reload) => <TerminalRowActions row={row} reload={reload} client={client} />,
  selectionActions: (ids, done, can) => (can('control') ? <SelectedTerminalActions ids={ids} done={done} client={client} /> : null),
});

interface CommandRow extends ResourceRow {
  status: CommandStatus;
  terminal_sn: string;
}

export const commands: ResourceDeclaration<CommandRow> = {
  contract: COMMAND_RESOURCE,
  texts: 'device:command',
  columns: [
    { key: 'terminal_sn', sortable: true },
    { key: 'terminal_alias' },
    { key: 'content', ellipsis: true },
    { key: 'status', sortable: true, render: (row) => <StatusTag status={row.status} />, exportValue: (row) => row.status },
    { key: 'return_value' },
    { key: 'attempts', hiddenByDefault: true },
    { key: 'created_at' },
    { key: 'sent_at' },
    { key: 'finished_at' },
  ],
  filters: [
    {
      kind: 'choice',
      param: 'status',
      label: 'device:resource.command.fields.status',
      options: (t) => COMMAND_STATUSES.map((status) => ({ value: status, label: t(`device:command.status.${status}`) })),
    },
  ],
  rowLabel: (row) => `${row.terminal_sn} #${row.id}`,
  export: 'server',
};

const CONFIG_FIELDS = ['heartbeat', 'error_delay', 'trans_times', 'trans_interval', 'realtime', 'trans_flag', 'send_time_zone', 'command_timeout_s', 'command_max_attempts'] as const;

export const configuration: ResourceDeclaration = {
  contract: CONFIG_RESOURCE,
  texts: 'device:config',
  search: false,
  columns: CONFIG_FIELDS.map((key) => ({ key })),
  form: { fields: [...CONFIG_FIELDS] },
  rowLabel: () => '',
  export: false,
  import: false,
};

/** The Device area's terminal screens (issue 12), each a declared kernel list. */
export const TERMINAL_SCREENS: RemoteScreens = {
  '/device/terminal': resourceScreen(terminalDeclaration()),
  '/device/command': resourceScreen(commands),
  '/device/configuration': resourceScreen(configuration),
};
