import { GROUP_RESOURCE, MAIL_DELIVERY_RESOURCE, MAIL_DELIVERY_STATUSES, OPERATION_LOG_RESOURCE, SYSTEM_USER_RESOURCE } from '@timekeep/contracts';
import { resourceScreen, type RemoteScreens, type ResourceDeclaration } from '@timekeep/ui';
import { DELIVERY_SCREENS } from './delivery/screens';
import { PermissionMatrix } from './group/PermissionMatrix';
import { ActionName, OPERATION_LOG_ACTIONS, ResourceName } from './operation-log/names';

const groups: ResourceDeclaration = {
  contract: GROUP_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'permissions', render: (row) => (Array.isArray(row.permissions) ? row.permissions.length : 0) }],
  form: {
    layout: 'drawer',
    // The matrix's nine action columns and its "all" column.
    drawerWidth: 960,
    fields: ['name', { name: 'permissions', render: ({ id, value, setValue }) => <PermissionMatrix id={id} value={Array.isArray(value) ? (value as string[]) : []} onChange={setValue} /> }],
    valuesOf: (row) => ({ name: row.name, permissions: row.permissions ?? [] }),
  },
  rowLabel: (row) => String(row.name),
  export: 'server',
};

const users: ResourceDeclaration = {
  contract: SYSTEM_USER_RESOURCE,
  texts: 'sys:user',
  columns: [
    { key: 'email', sortable: true },
    { key: 'first_name', sortable: true },
    { key: 'last_name', sortable: true },
    { key: 'is_active' },
    { key: 'is_admin' },
  ],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'sys:resource.user.fields.is_active' }],
  form: { fields: ['email', 'first_name', 'last_name', { name: 'groups', ref: { lookup: '/system/api/v2/groups/' } }, 'is_active'] },
  rowLabel: (row) => String(row.email),
  export: 'server',
};

const operationLog: ResourceDeclaration = {
  contract: OPERATION_LOG_RESOURCE,
  columns: [
    { key: 'time', sortable: true },
    { key: 'user_email' },
    { key: 'action', render: (row) => <ActionName action={String(row.action)} /> },
    { key: 'resource', render: (row) => <ResourceName name={String(row.resource)} /> },
    { key: 'object_id' },
    { key: 'summary', ellipsis: true },
    { key: 'ip', hiddenByDefault: true },
  ],
  filters: [
    { kind: 'choice', param: 'action', label: 'sys:resource.operationlog.fields.action', options: (t) => OPERATION_LOG_ACTIONS.map((value) => ({ value, label: t(`sys:operationlog.actions.${value}`) })) },
    { kind: 'dateRange', params: ['start_time', 'end_time'], label: 'sys:resource.operationlog.fields.time' },
  ],
  rowLabel: (row) => String(row.id),
  export: 'server',
};

/** The company's mail delivery log (ADR 0075): read only; a failed mail shows its last error. */
const mailDeliveries: ResourceDeclaration = {
  contract: MAIL_DELIVERY_RESOURCE,
  columns: [
    { key: 'created_at', sortable: true },
    { key: 'kind' },
    { key: 'recipient' },
    { key: 'subject', ellipsis: true },
    { key: 'status', sortable: true },
    { key: 'attempts' },
    { key: 'last_error', ellipsis: true },
    { key: 'sent_at' },
    { key: 'attachment_name', hiddenByDefault: true },
  ],
  filters: [
    { kind: 'choice', param: 'status', label: 'sys:resource.maildelivery.fields.status', options: (t) => MAIL_DELIVERY_STATUSES.map((value) => ({ value, label: t(`sys:maildelivery.statuses.${value}`) })) },
    { kind: 'dateRange', params: ['start_time', 'end_time'], label: 'sys:resource.maildelivery.fields.created_at' },
  ],
  rowLabel: (row) => String(row.recipient),
};

/** The System area's working pages: groups with their permission matrix, company users, the operation log. */
export const SYSTEM_SCREENS: RemoteScreens = {
  '/system/group': resourceScreen(groups),
  '/system/user': resourceScreen(users),
  '/system/email-log': resourceScreen(mailDeliveries),
  '/system/operation-Log': resourceScreen(operationLog),
  ...DELIVERY_SCREENS,
};
