import { PERSONNEL_PATHS, RefNames, resourceScreen, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { SYSTEM_USER_RESOURCE, WORKFLOW_NODE_RESOURCE, WORKFLOW_RESOURCE, WORKFLOW_ROLE_RESOURCE } from '@timekeep/contracts';

const USERS = SYSTEM_USER_RESOURCE.path;
const ROLES = WORKFLOW_ROLE_RESOURCE.path;
const WORKFLOWS = WORKFLOW_RESOURCE.path;
const A = 'att:approval';
const nameOf = (row: ResourceRow) => String(row.name ?? '');
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** /team/workflow-role: named sets of approvers (company users), or the requester's department head. */
export const WORKFLOW_ROLE_SCREEN: ResourceDeclaration = {
  contract: WORKFLOW_ROLE_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'kind' }, { key: 'users', render: (row) => <RefNames path={USERS} ids={ids(row.users)} /> }],
  filters: [{ kind: 'choice', param: 'kind', label: `${A}.fields.role_kind`, options: (t) => WORKFLOW_ROLE_RESOURCE.fields.kind.choices.map((kind) => ({ value: kind, label: t(`${A}.role_kinds.${kind}`) })) }],
  search: true,
  form: {
    fields: ['name', 'kind', { name: 'users', ref: { lookup: USERS }, visible: (values) => values.kind !== 'department_head' }],
  },
  rowLabel: nameOf,
};

/** /team/workflow: an approval chain per request type, for some departments (none: all). */
export const WORKFLOW_SCREEN: ResourceDeclaration = {
  contract: WORKFLOW_RESOURCE,
  columns: [
    { key: 'name', sortable: true },
    { key: 'request_type', sortable: true },
    { key: 'departments', render: (row) => <RefNames path={PERSONNEL_PATHS.departments} ids={ids(row.departments)} /> },
    { key: 'is_active' },
  ],
  filters: [
    { kind: 'choice', param: 'request_type', label: `${A}.fields.request_type`, options: (t) => WORKFLOW_RESOURCE.fields.request_type.choices.map((type) => ({ value: type, label: t(`${A}.request_types.${type}`) })) },
    { kind: 'boolean', param: 'is_active', label: `${A}.fields.is_active` },
  ],
  search: true,
  form: { fields: ['name', 'request_type', 'departments', 'is_active'] },
  rowLabel: nameOf,
};

/** /team/workflow-node: the levels of the workflows, each approved by a role or named users (any or all of them). */
export const WORKFLOW_NODE_SCREEN: ResourceDeclaration = {
  contract: WORKFLOW_NODE_RESOURCE,
  columns: [
    { key: 'workflow', sortable: true, render: (row) => <RefNames path={WORKFLOWS} ids={Number(row.workflow)} /> },
    { key: 'level', sortable: true },
    { key: 'role', render: (row) => (row.role === null ? '' : <RefNames path={ROLES} ids={Number(row.role)} />) },
    { key: 'users', render: (row) => <RefNames path={USERS} ids={ids(row.users)} /> },
    { key: 'mode' },
    { key: 'timeout_days' },
    { key: 'timeout_action', hiddenByDefault: true },
  ],
  search: false,
  form: {
    fields: [
      { name: 'workflow', ref: { lookup: WORKFLOWS } },
      'level',
      { name: 'role', ref: { lookup: ROLES } },
      { name: 'users', ref: { lookup: USERS } },
      'mode',
      // after N days: escalate (next level or a named user) or decide automatically (ADR 0099)
      'timeout_days',
      'timeout_action',
      { name: 'escalate_to', ref: { lookup: USERS }, visible: (values) => values.timeout_action === 'escalate_to_user' },
    ],
  },
  rowLabel: (row) => `#${String(row.workflow)} · ${String(row.level)}`,
};

/** The approval set-up of the Team area (ADR 0080): /team/workflow-role, /team/workflow, /team/workflow-node. */
export const WORKFLOW_SCREENS: RemoteScreens = {
  '/team/workflow-role': resourceScreen(WORKFLOW_ROLE_SCREEN),
  '/team/workflow': resourceScreen(WORKFLOW_SCREEN),
  '/team/workflow-node': resourceScreen(WORKFLOW_NODE_SCREEN),
};
