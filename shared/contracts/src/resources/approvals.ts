/**
 * Requests and approvals (api-contracts.md, Requests and approvals; issue 14, ADR 0080): workflow roles,
 * workflows and their levels (nodes), leave types, and the five request kinds. A request's `status`, `level`,
 * `levels` and `history` are the approval engine's, never written by a client.
 */
import type { FieldSpec, ResourceContract } from '../resources';

const A = 'att:approval';
const REQUEST_TYPES = ['manual_log', 'leave', 'overtime', 'training', 'swap_schedule'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A named set of approvers: company users (`users`) or one resolved per request (`department_head`). */
export const WORKFLOW_ROLE_RESOURCE = {
  name: 'att.workflow_role',
  path: '/att/api/v2/workflow-roles/',
  label: `${A}.workflow_role.label`,
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    name: { kind: 'text', label: `${A}.fields.name`, required: true, maxLength: 100, unique: true },
    kind: { kind: 'choice', label: `${A}.fields.role_kind`, choices: ['users', 'department_head'], choiceLabels: `${A}.role_kinds`, default: 'users' },
    users: { kind: 'refs', ref: 'system.user', label: `${A}.fields.users` },
  },
} as const satisfies ResourceContract;

/** An approval chain for one request type and some departments (none: every department). */
export const WORKFLOW_RESOURCE = {
  name: 'att.workflow',
  path: '/att/api/v2/workflows/',
  label: `${A}.workflow.label`,
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    name: { kind: 'text', label: `${A}.fields.name`, required: true, maxLength: 100, unique: true },
    request_type: { kind: 'choice', label: `${A}.fields.request_type`, required: true, choices: REQUEST_TYPES, choiceLabels: `${A}.request_types` },
    departments: { kind: 'refs', ref: 'personnel.department', label: `${A}.fields.departments` },
    is_active: { kind: 'boolean', label: `${A}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

/**
 * What a level that waited its `timeout_days` does (ADR 0099): `escalate` — on to the next level (the last one:
 * to the administrators); `escalate_to_user` — to `escalate_to`; `approve` / `reject` — decided automatically.
 */
export const TIMEOUT_ACTIONS = ['escalate', 'escalate_to_user', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/** One level of a workflow: approved by a workflow role or by named users, any one of them or all of them. */
export const WORKFLOW_NODE_RESOURCE = {
  name: 'att.workflow_node',
  path: '/att/api/v2/workflow-nodes/',
  label: `${A}.workflow_node.label`,
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    workflow: { kind: 'ref', ref: 'att.workflow', label: `${A}.workflow.label`, required: true },
    level: { kind: 'integer', label: `${A}.fields.level`, required: true, min: 1, max: 10 },
    role: { kind: 'ref', ref: 'att.workflow_role', label: `${A}.workflow_role.label`, nullable: true, default: null },
    users: { kind: 'refs', ref: 'system.user', label: `${A}.fields.users` },
    mode: { kind: 'choice', label: `${A}.fields.mode`, choices: ['any', 'all'], choiceLabels: `${A}.modes`, default: 'any' },
    /** After this many days waiting at the level, `timeout_action` happens (ADR 0099); null: the level waits. */
    timeout_days: { kind: 'integer', label: `${A}.fields.timeout_days`, nullable: true, default: null, min: 1, max: 365 },
    timeout_action: { kind: 'choice', label: `${A}.fields.timeout_action`, choices: TIMEOUT_ACTIONS, choiceLabels: `${A}.timeout_actions`, default: 'escalate' },
    /** The user `escalate_to_user` hands the level to (required for that action, ignored otherwise). */
    escalate_to: { kind: 'ref', ref: 'system.user', label: `${A}.fields.escalate_to`, nullable: true, default: null },
  },
} as const satisfies ResourceContract;

export const LEAVE_TYPE_RESOURCE = {
  name: 'att.leave_type',
  path: '/att/api/v2/leave-types/',
  label: `${A}.leave_type.label`,
  fields: {
    name: { kind: 'text', label: `${A}.fields.name`, required: true, maxLength: 100, unique: true },
    unit: { kind: 'choice', label: `${A}.fields.unit`, choices: ['day', 'half_day', 'hour'], choiceLabels: `${A}.units`, default: 'day' },
    paid: { kind: 'boolean', label: `${A}.fields.paid`, default: true },
    /** Holidays inside a leave count as leave days (true) or are not deducted (false; ADR 0100, update). */
    counts_holidays: { kind: 'boolean', label: `${A}.fields.counts_holidays`, default: true },
    /** Days a year; null = no limit. */
    yearly_entitlement: { kind: 'decimal', label: `${A}.fields.yearly_entitlement`, nullable: true, default: null, min: 0, max: 366 },
    /** `yearly`: the entitlement on 1 January; `monthly`: a twelfth at the start of each month (ADR 0100). */
    accrual: { kind: 'choice', label: `${A}.fields.accrual`, choices: ['yearly', 'monthly'], choiceLabels: `${A}.accruals`, default: 'yearly' },
    /** Days of a year's remainder carried into the next; null: none. */
    carry_over_max: { kind: 'decimal', label: `${A}.fields.carry_over_max`, nullable: true, default: null, min: 0, max: 366 },
    /** Carried days lapse after this many months of the new year unless used; null: they stay. */
    carry_over_months: { kind: 'integer', label: `${A}.fields.carry_over_months`, nullable: true, default: null, min: 1, max: 12 },
    /** Accrual never lifts the balance above this; null: no cap. */
    max_balance: { kind: 'decimal', label: `${A}.fields.max_balance`, nullable: true, default: null, min: 0.5, max: 732 },
  },
} as const satisfies ResourceContract;

/**
 * Days added to (or, negative, taken from) an employee's balance of a leave type for one year: a correction, a
 * carried-over remainder, a grant (ADR 0092). Not pinned by api-contracts.md; the balance counts them.
 */
export const LEAVE_ADJUSTMENT_RESOURCE = {
  name: 'att.leave_adjustment',
  path: '/att/api/v2/leave-adjustments/',
  label: `${A}.leave_adjustment.label`,
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    employee: { kind: 'ref', ref: 'personnel.employee', label: `${A}.fields.employee`, required: true },
    leave_type: { kind: 'ref', ref: 'att.leave_type', label: `${A}.leave_type.label`, required: true },
    year: { kind: 'integer', label: `${A}.balances.year`, required: true, min: 1970, max: 9999 },
    days: { kind: 'decimal', label: `${A}.fields.days`, required: true, min: -366, max: 366 },
    reason: { kind: 'text', label: `${A}.fields.reason`, maxLength: 500, multiline: true, default: '' },
  },
} as const satisfies ResourceContract;

const REASON = { kind: 'text', label: `${A}.fields.reason`, maxLength: 500, multiline: true, default: '' } as const satisfies FieldSpec;
const EMPLOYEE = { kind: 'ref', ref: 'personnel.employee', label: `${A}.fields.employee`, required: true } as const satisfies FieldSpec;
const START = { kind: 'datetime', label: `${A}.fields.start_time`, required: true } as const satisfies FieldSpec;
const END = { kind: 'datetime', label: `${A}.fields.end_time`, required: true } as const satisfies FieldSpec;
/** The attached proof's file name (`POST <base><id>/attachment/`, leave and training; ADR 0093); null: none. */
const ATTACHMENT_NAME = { kind: 'text', label: `${A}.fields.attachment`, readOnly: true } as const satisfies FieldSpec;
/** Read-only fields of every request (the engine's). `history` is a list of `RequestDecision`. */
const ENGINE_FIELDS = {
  status: { kind: 'choice', label: `${A}.fields.status`, choices: REQUEST_STATUSES, choiceLabels: `${A}.statuses`, readOnly: true },
  level: { kind: 'integer', label: `${A}.fields.level`, readOnly: true },
  levels: { kind: 'integer', label: `${A}.fields.levels`, readOnly: true },
  created_at: { kind: 'datetime', label: `${A}.fields.created_at`, readOnly: true },
  /** The requesting employee's code and name (lists of approvers who cannot read employees show who asks). */
  employee_name: { kind: 'text', label: `${A}.fields.employee`, readOnly: true },
  /** `RequestDecision[]`, oldest first: the pinned decisions only. */
  history: { kind: 'json', label: `${A}.fields.history`, readOnly: true },
  /** `RequestEvent[]`, oldest first: escalations and automatic steps (ADR 0103). */
  events: { kind: 'json', label: `${A}.fields.events`, readOnly: true },
} as const satisfies Record<string, FieldSpec>;
// Requests are written through the approval engine's routes: no PUT/PATCH, delete, export or import yet.
const REQUEST_ACTIONS = ['view', 'add'] as const;
const APPROVE = ['approve'] as const;

export const MANUAL_LOG_RESOURCE = {
  name: 'att.manual_log',
  path: '/att/api/v2/manual-logs/',
  label: `${A}.manual_log.label`,
  actions: REQUEST_ACTIONS,
  extraActions: APPROVE,
  fields: {
    employee: EMPLOYEE,
    punch_time: { kind: 'datetime', label: `${A}.fields.punch_time`, required: true },
    /** The terminal's punch state (0 check-in, 1 check-out, 2 break-out, 3 break-in, 4 OT-in, 5 OT-out). */
    punch_state: { kind: 'integer', label: `${A}.fields.punch_state`, min: 0, max: 5, default: 0 },
    work_code: { kind: 'text', label: `${A}.fields.work_code`, maxLength: 20, default: '' },
    reason: REASON,
    ...ENGINE_FIELDS,
  },
} as const satisfies ResourceContract;

export const LEAVE_RESOURCE = {
  name: 'att.leave',
  path: '/att/api/v2/leaves/',
  label: `${A}.leave.label`,
  actions: REQUEST_ACTIONS,
  extraActions: APPROVE,
  fields: {
    employee: EMPLOYEE,
    leave_type: { kind: 'ref', ref: 'att.leave_type', label: `${A}.leave_type.label`, required: true },
    start_time: START,
    end_time: END,
    reason: REASON,
    /** The proof's name; set by `<id>/attachment/` (upload, ADR 0093) — `attachment_name` is the stored file's. */
    attachment: { kind: 'text', label: `${A}.fields.attachment`, maxLength: 255, default: '' },
    attachment_name: ATTACHMENT_NAME,
    /** The leave's length in days as the balance counts it. */
    days: { kind: 'decimal', label: `${A}.fields.days`, readOnly: true },
    ...ENGINE_FIELDS,
  },
} as const satisfies ResourceContract;

export const OVERTIME_RESOURCE = {
  name: 'att.overtime',
  path: '/att/api/v2/overtimes/',
  label: `${A}.overtime.label`,
  actions: REQUEST_ACTIONS,
  extraActions: APPROVE,
  fields: {
    employee: EMPLOYEE,
    overtime_type: { kind: 'choice', label: `${A}.fields.overtime_type`, choices: ['normal', 'weekend', 'holiday'], choiceLabels: `${A}.overtime_types`, default: 'normal' },
    start_time: START,
    end_time: END,
    reason: REASON,
    ...ENGINE_FIELDS,
  },
} as const satisfies ResourceContract;

export const TRAINING_RESOURCE = {
  name: 'att.training',
  path: '/att/api/v2/trainings/',
  label: `${A}.training.label`,
  actions: REQUEST_ACTIONS,
  extraActions: APPROVE,
  fields: {
    employee: EMPLOYEE,
    training_type: { kind: 'ref', ref: 'complement.trainingtype', label: `${A}.fields.training_type`, required: true },
    start_time: START,
    end_time: END,
    reason: REASON,
    attachment_name: ATTACHMENT_NAME,
    ...ENGINE_FIELDS,
  },
} as const satisfies ResourceContract;

export const SWAP_SCHEDULE_RESOURCE = {
  name: 'att.swap_schedule',
  path: '/att/api/v2/swap-schedules/',
  label: `${A}.swap_schedule.label`,
  actions: REQUEST_ACTIONS,
  extraActions: APPROVE,
  fields: {
    employee: EMPLOYEE,
    swap_with: { kind: 'ref', ref: 'personnel.employee', label: `${A}.fields.swap_with`, required: true },
    swap_with_name: { kind: 'text', label: `${A}.fields.swap_with`, readOnly: true },
    date: { kind: 'date', label: `${A}.fields.date`, required: true },
    swap_date: { kind: 'date', label: `${A}.fields.swap_date`, required: true },
    reason: REASON,
    ...ENGINE_FIELDS,
  },
} as const satisfies ResourceContract;

/**
 * Whether a `history[]` entry is a decision no person took — an automatic approval or rejection after a level's
 * timeout (ADR 0099, 0103): no user and no employee decided (`user` and `employee` both null); the request's
 * `events` say why. (Until migration 0118 such entries carried `user: 0`, which looked like an id and named nobody.)
 */
export function isAutomaticDecision(entry: Pick<RequestDecision, 'user' | 'employee'>): boolean {
  return entry.user === null && entry.employee === null;
}

/**
 * `history[]` of a request, as pinned (api-contracts.md): who decided what at which level. `user` is the deciding
 * user's users.id, or `null` when no user decided: a decision (or withdrawal) through an employee login, which has
 * no users row — `employee` then names the employee (ADR 0125, replacing ADR 0112's reserved -1, which looked like
 * an id and named nobody) — or an automatic decision of the approval sweep, with `employee` null too
 * (`isAutomaticDecision`, replacing ADR 0103's reserved 0 for the same reason). Escalations are no
 * decisions and are never here: they are `events` (ADR 0103).
 */
export interface RequestDecision {
  level: number;
  /** a users.id, or null: an employee login (`employee`) or the approval sweep (`employee` null too) decided */
  user: number | null;
  /** the deciding employee (an employee login), else null */
  employee: number | null;
  /** Who decided, as named when they did (a user's name or e-mail, an employee's code and name). */
  name?: string;
  decision: 'approved' | 'rejected' | 'withdrawn';
  comment: string;
  time: string;
}

/**
 * `events[]` of a request: what the approval sweep did on its own (ADR 0099, 0103), oldest first. `escalated` —
 * the level moved on or was handed to other approvers; `approved` / `rejected` — decided automatically (the
 * decision is also in `history`, by nobody: `isAutomaticDecision`). `reason`: `timeout` — the level waited its `days`;
 * `approver_left` — its approvers left (deactivated, deleted, resigned).
 */
export interface RequestEvent {
  level: number;
  type: 'escalated' | 'approved' | 'rejected';
  reason: 'timeout' | 'approver_left';
  days?: number;
  time: string;
}

/** `GET /web/att/api/v2/leave-balances/` rows, in days: balance = entitled + carried_over − expired + adjustments − taken − pending. */
export interface LeaveBalance {
  employee: number;
  leave_type: number;
  year: number;
  entitled: number | null;
  /** The year's adjustments (leave-adjustments/), added to the entitlement. */
  adjustments: number;
  /** Days carried over from the previous year (capped by the type's carry_over_max; ADR 0100). */
  carried_over: number;
  /** Carried days that lapsed unused (the type's carry_over_months). */
  expired: number;
  taken: number;
  pending: number;
  balance: number | null;
}
