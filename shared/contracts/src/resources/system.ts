/** System area resources (api-contracts.md, System): groups, company users and the operation log. */
import type { ResourceContract } from '../resources';

export const GROUP_RESOURCE = {
  name: 'system.group',
  path: '/system/api/v2/groups/',
  label: 'sys:resource.group.label',
  fields: {
    name: { kind: 'text', label: 'sys:resource.group.fields.name', required: true, maxLength: 100, unique: true },
    /** Permission codenames (`GET permissions/`); the server refuses one it does not know. */
    permissions: { kind: 'choice', many: true, label: 'sys:resource.group.fields.permissions', maxLength: 100, default: null },
  },
} as const satisfies ResourceContract;

export const SYSTEM_USER_RESOURCE = {
  name: 'system.user',
  path: '/system/api/v2/users/',
  label: 'sys:resource.user.label',
  // Users are invited (add), changed (names, groups, deactivation), never deleted: the account is the person's.
  actions: ['view', 'add', 'change', 'export'],
  fields: {
    email: { kind: 'email', label: 'sys:resource.user.fields.email', required: true, maxLength: 254, unique: true },
    first_name: { kind: 'text', label: 'sys:resource.user.fields.first_name', maxLength: 50 },
    last_name: { kind: 'text', label: 'sys:resource.user.fields.last_name', maxLength: 50 },
    groups: { kind: 'refs', ref: 'system.group', label: 'sys:resource.user.fields.groups' },
    is_active: { kind: 'boolean', label: 'sys:resource.user.fields.is_active', default: true },
    is_admin: { kind: 'boolean', label: 'sys:resource.user.fields.is_admin', readOnly: true },
  },
} as const satisfies ResourceContract;

export const OPERATION_LOG_RESOURCE = {
  name: 'system.operationlog',
  path: '/system/api/v2/operation-logs/',
  label: 'sys:resource.operationlog.label',
  actions: ['view', 'export'],
  fields: {
    time: { kind: 'datetime', label: 'sys:resource.operationlog.fields.time', readOnly: true },
    user: { kind: 'integer', label: 'sys:resource.operationlog.fields.user', readOnly: true, nullable: true },
    user_email: { kind: 'email', label: 'sys:resource.operationlog.fields.user_email', readOnly: true },
    action: { kind: 'text', label: 'sys:resource.operationlog.fields.action', readOnly: true, maxLength: 30 },
    resource: { kind: 'text', label: 'sys:resource.operationlog.fields.resource', readOnly: true, maxLength: 100 },
    object_id: { kind: 'text', label: 'sys:resource.operationlog.fields.object_id', readOnly: true, maxLength: 100 },
    summary: { kind: 'text', label: 'sys:resource.operationlog.fields.summary', readOnly: true, maxLength: 500 },
    ip: { kind: 'text', label: 'sys:resource.operationlog.fields.ip', readOnly: true, maxLength: 64 },
  },
} as const satisfies ResourceContract;

/** Mail kinds and delivery states of the outbox (server/src/mail/outbox.ts, ADR 0075). */
export const MAIL_DELIVERY_KINDS = ['activation', 'password_reset', 'invitation', 'join_request', 'join_result', 'approval_request', 'approval_result', 'report_delivery', 'attendance_alert', 'test_mail'] as const;
export const MAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * The company's mail delivery log (read only, beside /system/email-setting): every mail of the company in the
 * outbox, whether it went out, how often it was tried and the last error. Bodies are never shown (one-time links).
 */
export const MAIL_DELIVERY_RESOURCE = {
  name: 'system.maildelivery',
  path: '/system/api/v2/mail-deliveries/',
  label: 'sys:resource.maildelivery.label',
  actions: ['view'],
  fields: {
    created_at: { kind: 'datetime', label: 'sys:resource.maildelivery.fields.created_at', readOnly: true },
    kind: { kind: 'choice', label: 'sys:resource.maildelivery.fields.kind', readOnly: true, choices: MAIL_DELIVERY_KINDS, choiceLabels: 'sys:maildelivery.kinds' },
    recipient: { kind: 'email', label: 'sys:resource.maildelivery.fields.recipient', readOnly: true },
    subject: { kind: 'text', label: 'sys:resource.maildelivery.fields.subject', readOnly: true, maxLength: 500 },
    status: { kind: 'choice', label: 'sys:resource.maildelivery.fields.status', readOnly: true, choices: MAIL_DELIVERY_STATUSES, choiceLabels: 'sys:maildelivery.statuses' },
    attempts: { kind: 'integer', label: 'sys:resource.maildelivery.fields.attempts', readOnly: true },
    last_error: { kind: 'text', label: 'sys:resource.maildelivery.fields.last_error', readOnly: true, nullable: true, maxLength: 500 },
    sent_at: { kind: 'datetime', label: 'sys:resource.maildelivery.fields.sent_at', readOnly: true, nullable: true },
    /** The attached file's name (a report delivery), '' without one. */
    attachment_name: { kind: 'text', label: 'sys:resource.maildelivery.fields.attachment_name', readOnly: true, maxLength: 255 },
  },
} as const satisfies ResourceContract;
