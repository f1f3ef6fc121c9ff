/** Workflow roles, workflows and their levels, and leave types on the resource kernel (ADR 0080). */
import { LEAVE_ADJUSTMENT_RESOURCE, LEAVE_TYPE_RESOURCE, WORKFLOW_NODE_RESOURCE, WORKFLOW_RESOURCE, WORKFLOW_ROLE_RESOURCE } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import { APPROVAL_CODES } from './codes';

export const ATT_PREFIX = '/web/att/api/v2';
const codes = { ok: APPROVAL_CODES.ok };

export const workflowRoles = defineResource({
  contract: WORKFLOW_ROLE_RESOURCE,
  prefix: ATT_PREFIX,
  codes,
  table: 'workflow_roles',
  links: { users: { table: 'workflow_role_users', owner: 'role_id', value: 'user_id' } },
  filters: { kind: { kind: 'eq', field: 'kind' } },
  search: ['name'],
  ordering: { fields: ['name'], default: ['name'] },
  hooks: {
    beforeWrite({ values }) {
      const users = (values.users as number[] | undefined) ?? [];
      if (values.kind === 'users' && users.length === 0) {
        throw new ApiError(400, APPROVAL_CODES.roleWithoutUsers, { message: 'A role of named users needs at least one user.', fields: { users: APPROVAL_CODES.roleWithoutUsers } });
      }
      // A resolved role has no named users: keep none rather than a list nobody reads.
      if (values.kind === 'department_head') values.users = [];
    },
  },
});

export const workflows = defineResource({
  contract: WORKFLOW_RESOURCE,
  prefix: ATT_PREFIX,
  codes,
  table: 'workflows',
  links: { departments: { table: 'workflow_departments', owner: 'workflow_id', value: 'department_id' } },
  filters: { request_type: { kind: 'eq', field: 'request_type' }, is_active: { kind: 'eq', field: 'is_active' }, departments__in: { kind: 'has', field: 'departments' } },
  search: ['name'],
  ordering: { fields: ['name', 'request_type'], default: ['request_type', 'name'] },
});

/**
 * A level's timeout (ADR 0099): escalating to a user needs the user; a user or an action other than the default
 * sent without any days is refused (it would never happen); the user counts for `escalate_to_user` only.
 */
function checkTimeout(values: Record<string, unknown>, sent: ReadonlySet<string>): void {
  const days = values.timeout_days ?? null;
  const action = values.timeout_action ?? 'escalate';
  if (days === null && ((sent.has('escalate_to') && values.escalate_to !== null) || (sent.has('timeout_action') && action !== 'escalate'))) {
    throw new ApiError(400, APPROVAL_CODES.timeoutDaysMissing, { message: 'Say after how many days the level times out.', fields: { timeout_days: APPROVAL_CODES.timeoutDaysMissing } });
  }
  if (action === 'escalate_to_user') {
    if (days !== null && (values.escalate_to ?? null) === null) {
      throw new ApiError(400, APPROVAL_CODES.escalationUserMissing, { message: 'Name the user the level escalates to.', fields: { escalate_to: APPROVAL_CODES.escalationUserMissing } });
    }
  }
}

export const workflowNodes = defineResource({
  contract: WORKFLOW_NODE_RESOURCE,
  prefix: ATT_PREFIX,
  codes,
  table: 'workflow_nodes',
  links: { users: { table: 'workflow_node_users', owner: 'node_id', value: 'user_id' } },
  filters: { workflow: { kind: 'eq', field: 'workflow' } },
  constraints: { workflow_nodes_level_unique: 'level' },
  ordering: { fields: ['workflow', 'level'], default: ['workflow', 'level'] },
  summary: (record) => `${String(record.workflow)}#${String(record.level)}`,
  hooks: {
    beforeWrite({ values, sent }) {
      const users = (values.users as number[] | undefined) ?? [];
      if ((values.role === null || values.role === undefined) && users.length === 0) {
        throw new ApiError(400, APPROVAL_CODES.nodeWithoutApprovers, {
          message: 'A level needs a workflow role or at least one user.',
          fields: { role: APPROVAL_CODES.nodeWithoutApprovers, users: APPROVAL_CODES.nodeWithoutApprovers },
        });
      }
      checkTimeout(values, sent);
    },
  },
});

export const leaveTypes = defineResource({
  contract: LEAVE_TYPE_RESOURCE,
  prefix: ATT_PREFIX,
  codes,
  table: 'leave_types',
  // The Personal area's leave form picks the type.
  employeeLoginsView: true,
  search: ['name'],
  ordering: { fields: ['name'], default: ['name'] },
});

/** Days added to or taken from an employee's balance of a type for a year (ADR 0092); zero days say nothing. */
export const leaveAdjustments = defineResource({
  contract: LEAVE_ADJUSTMENT_RESOURCE,
  prefix: ATT_PREFIX,
  codes,
  table: 'leave_adjustments',
  filters: {
    employee: { kind: 'eq', field: 'employee' },
    employee__in: { kind: 'in', field: 'employee' },
    leave_type: { kind: 'eq', field: 'leave_type' },
    year: { kind: 'eq', field: 'year' },
  },
  ordering: { fields: ['employee', 'year', 'leave_type'], default: ['-year', 'employee', 'leave_type'] },
  summary: (record) => `${String(record.employee)}/${String(record.leave_type)}/${String(record.year)}: ${String(record.days)}`,
  hooks: {
    beforeWrite({ values }) {
      if (values.days === 0) {
        throw new ApiError(400, GENERAL_CODES.validation, { message: 'An adjustment adds or takes away days.', fields: { days: 'invalid' } });
      }
    },
  },
});
