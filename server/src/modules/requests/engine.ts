/**
 * The approval engine shared by every request kind (ADR 0080). On create a request is routed by the chain in
 * force — the company's active workflow for its type and the employee's department (the nearest department up
 * the tree that a workflow names, else a workflow for every department), else one level of company
 * administrators — and the chain is resolved to people and kept on the request (`chain`), so later changes
 * to workflows or roles never reroute a request already made. Decisions go to `history` (the pinned shape); what
 * the approval sweep does on its own goes to `events` (ADR 0103).
 */
import { type RequestDecision, type RequestEvent, type RequestType, type TimeoutAction } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import type { Row, Trx } from '../../resources/types';
import { refuseClosedDays } from '../att/closed-periods';
import { markDirtyRange } from '../att/recalc/dirty-queue';
import { APPROVAL_CODES } from './codes';
import { recountLeaves } from './leave-day-counts';
import { requestDays } from './request-days';

/**
 * Who may decide a level: a company user (auth_company_users.id), an employee login, or the administrators.
 * `left` marks an approver who left after the request was routed (ADR 0099): they decide nothing any more and
 * an all-of level no longer waits for them (approvers are never removed: decisions point at their slots).
 */
export type Approver = ({ user: number } | { employee: number } | { admins: true }) & { left?: true };

/** A level's timeout as routed (ADR 0099); `done` once it fired (it fires once per request and level). */
export interface LevelTimeout {
  days: number;
  action: TimeoutAction;
  /** auth_company_users.id for `escalate_to_user`. */
  user: number | null;
  done?: true;
}

export interface ChainLevel {
  level: number;
  mode: 'any' | 'all';
  approvers: Approver[];
  timeout?: LevelTimeout;
}

/** The signed-in caller as the engine sees them. */
export interface Caller {
  /** users.id of a user login (history `user`), null for an employee login. */
  userId: number | null;
  /** auth_company_users.id of a user login in this company, when it has one. */
  companyUserId: number | null;
  /** The employee of an employee login. */
  employeeId: number | null;
  /** An administrator, or a holder of the request kind's approve permission: approves an administrators' level. */
  approvesForAdmins: boolean;
  /** How the history names the caller (a user's name or e-mail, an employee's code and name). */
  name?: string;
}

/** The employee's department and its ancestors, nearest first. */
async function departmentPath(trx: Trx, companyId: number, employeeId: number): Promise<Array<{ id: number; manager_id: number | null }>> {
  const { rows } = await sql<{ id: number; manager_id: number | null; depth: number }>`
    with recursive up (id, parent_id, manager_id, depth) as (
      select d.id, d.parent_id, d.manager_id, 0 from departments d
        join employees e on e.company_id = d.company_id and e.department_id = d.id
       where e.company_id = ${companyId} and e.id = ${employeeId}
      union all
      select d.id, d.parent_id, d.manager_id, up.depth + 1 from departments d join up on d.id = up.parent_id
       where d.company_id = ${companyId} and up.depth < 50
    )
    select up.id, case when m.id is not null and not m.resigned then up.manager_id end as manager_id, up.depth
      from up left join employees m on m.company_id = ${companyId} and m.id = up.manager_id
     order by up.depth`.execute(trx);
  return rows.map((row) => ({ id: Number(row.id), manager_id: row.manager_id === null ? null : Number(row.manager_id) }));
}

/** The workflow in force for a request type and an employee, or undefined (administrators approve). */
async function workflowInForce(trx: Trx, companyId: number, type: RequestType, path: Array<{ id: number }>): Promise<number | undefined> {
  const departmentIds = path.map((department) => department.id);
  const rank = departmentIds.length === 0 ? sql`null::int` : sql`(select min(array_position(${sql.raw(`array[${departmentIds.map(Number).join(',')}]::bigint[]`)}, wd.department_id))
      from workflow_departments wd where wd.company_id = w.company_id and wd.workflow_id = w.id)`;
  const { rows } = await sql<{ id: number; rank: number | null; scoped: boolean }>`
    select w.id, ${rank} as rank,
      exists (select 1 from workflow_departments wd where wd.company_id = w.company_id and wd.workflow_id = w.id) as scoped
    from workflows w
    where w.company_id = ${companyId} and w.request_type = ${type} and w.is_active
      and exists (select 1 from workflow_nodes n where n.company_id = w.company_id and n.workflow = w.id)`.execute(trx);
  const candidates = rows
    .map((row) => ({ id: Number(row.id), rank: row.rank === null ? null : Number(row.rank), scoped: row.scoped }))
    .filter((row) => !row.scoped || row.rank !== null)
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
  return candidates[0]?.id;
}

/**
 * The chain for a new request of `employeeId`, resolved to people. The requester (the employee, or the user
 * who files it) is never one of its approvers; a level left without approvers falls to the administrators.
 */
export async function resolveChain(trx: Trx, companyId: number, type: RequestType, employeeId: number, filer: Caller): Promise<ChainLevel[]> {
  const path = await departmentPath(trx, companyId, employeeId);
  const workflowId = await workflowInForce(trx, companyId, type, path);
  if (workflowId === undefined) return [{ level: 1, mode: 'any', approvers: [{ admins: true }] }];
  // Approvers who already left (a deactivated user, a resigned head) are not routed to (ADR 0099).
  const { rows: nodes } = await sql<{ level: number; mode: 'any' | 'all'; role_kind: string | null; users: number[]; timeout_days: number | null; timeout_action: TimeoutAction; escalate_to: number | null }>`
    select n.level, n.mode, r.kind as role_kind, n.timeout_days, n.timeout_action, n.escalate_to,
      array(select x.user_id from (select nu.user_id from workflow_node_users nu where nu.company_id = n.company_id and nu.node_id = n.id
            union select ru.user_id from workflow_role_users ru where ru.company_id = n.company_id and ru.role_id = n.role and r.kind = 'users') x
            join auth_company_users cu on cu.company_id = n.company_id and cu.id = x.user_id and cu.is_active) as users
    from workflow_nodes n left join workflow_roles r on r.company_id = n.company_id and r.id = n.role
    where n.company_id = ${companyId} and n.workflow = ${workflowId}
    order by n.level`.execute(trx);
  const head = path.find((department) => department.manager_id !== null && department.manager_id !== employeeId)?.manager_id ?? null;
  return nodes.map((node, index) => {
    const approvers: Approver[] = [...new Set((node.users ?? []).map(Number))].sort((a, b) => a - b).map((user) => ({ user }));
    if (node.role_kind === 'department_head' && head !== null) approvers.push({ employee: head });
    const kept = approvers.filter((approver) => !isSelf(approver, employeeId, filer));
    const level: ChainLevel = { level: index + 1, mode: node.mode, approvers: kept.length > 0 ? kept : [{ admins: true }] };
    if (node.timeout_days !== null) {
      level.timeout = { days: Number(node.timeout_days), action: node.timeout_action, user: node.escalate_to === null ? null : Number(node.escalate_to) };
    }
    return level;
  });
}

function isSelf(approver: Approver, employeeId: number, filer: Caller): boolean {
  if ('employee' in approver) return approver.employee === employeeId;
  if ('user' in approver) return filer.companyUserId !== null && approver.user === filer.companyUserId;
  return false;
}

/** The approvers of `level` the caller is. */
function slotsOf(level: ChainLevel, caller: Caller): number[] {
  const slots: number[] = [];
  level.approvers.forEach((approver, index) => {
    if (approver.left) return;
    if ('user' in approver ? caller.companyUserId !== null && approver.user === caller.companyUserId : 'employee' in approver ? caller.employeeId !== null && approver.employee === caller.employeeId : caller.approvesForAdmins) {
      slots.push(index);
    }
  });
  return slots;
}

/** A history entry with the approver slots it filled (all-of levels count them). */
type Decision = RequestDecision & { slots?: number[] };

export interface RequestState {
  employee: number;
  status: string;
  level: number;
  chain: ChainLevel[];
  history: Decision[];
  /** The sweep's escalations and automatic decisions (ADR 0103); never read to decide who may act. */
  events: RequestEvent[];
  filed_by_user: number | null;
  filed_by_employee: number | null;
}

export function isOwn(state: RequestState, caller: Caller): boolean {
  return (caller.employeeId !== null && caller.employeeId === state.employee) || (caller.userId !== null && caller.userId === state.filed_by_user);
}

/** Whether the request waits for the caller (approver of the current level, not yet decided, not their own). */
export function waitsFor(state: RequestState, caller: Caller): boolean {
  if (state.status !== 'pending' || isOwn(state, caller)) return false;
  const level = state.chain[state.level - 1];
  if (!level) return false;
  const slots = slotsOf(level, caller);
  return slots.length > 0 && !decidedBy(state, caller, state.level);
}

function decidedBy(state: RequestState, caller: Caller, level: number): boolean {
  return state.history.some((entry) => entry.level === level && ((caller.userId !== null && entry.user === caller.userId) || (caller.userId === null && caller.employeeId !== null && entry.employee === caller.employeeId)));
}

/** Whether the caller may read the request as its approver (now or earlier). */
export function isInChain(state: RequestState, caller: Caller): boolean {
  return state.chain.some((level) => slotsOf(level, caller).length > 0);
}

function notPending(status: string): ApiError {
  return new ApiError(409, APPROVAL_CODES.notPending, { message: 'The request is no longer pending.', params: { status } });
}

/** The state after the caller's decision (throws when the caller may not decide). */
export function decide(
  state: RequestState,
  caller: Caller,
  decision: 'approved' | 'rejected' | 'withdrawn',
  comment: string,
  time: string,
  options: { withdrawApproved?: boolean } = {},
): Pick<RequestState, 'status' | 'level' | 'history'> {
  // Where the kind allows it (leave), the requester also withdraws an approved request: its days come back.
  const withdrawable = decision === 'withdrawn' && options.withdrawApproved === true && state.status === 'approved';
  if (state.status !== 'pending' && !withdrawable) throw notPending(state.status);
  const entry: Decision = {
    level: state.level,
    // the pinned `user` is the deciding user's id: an employee login is no user, so null and `employee` (ADR 0125)
    user: caller.userId,
    employee: caller.userId === null ? caller.employeeId : null,
    ...(caller.name ? { name: caller.name } : {}),
    decision,
    comment,
    time,
  };
  if (decision === 'withdrawn') {
    if (!isOwn(state, caller)) throw new ApiError(403, APPROVAL_CODES.notRequester, { message: 'Only the requester may withdraw the request.' });
    return { status: 'withdrawn', level: state.level, history: [...state.history, entry] };
  }
  if (isOwn(state, caller)) throw new ApiError(403, APPROVAL_CODES.ownRequest, { message: 'Nobody approves their own request.' });
  const level = state.chain[state.level - 1];
  const slots = level ? slotsOf(level, caller) : [];
  if (!level || slots.length === 0) throw new ApiError(403, APPROVAL_CODES.notApprover, { message: 'You are not an approver of this level.' });
  if (decidedBy(state, caller, state.level)) throw new ApiError(409, APPROVAL_CODES.alreadyDecided, { message: 'You have already decided this level.' });
  const history = [...state.history, { ...entry, slots }];
  if (decision === 'rejected') return { status: 'rejected', level: state.level, history };
  const filled = new Set(history.filter((item) => item.level === state.level && item.decision === 'approved').flatMap((item) => item.slots ?? []));
  const complete = level.mode === 'any' || level.approvers.every((approver, index) => filled.has(index) || approver.left === true);
  if (!complete) return { status: 'pending', level: state.level, history };
  if (state.level < state.chain.length) return { status: 'pending', level: state.level + 1, history };
  return { status: 'approved', level: state.level, history };
}

/** The engine's columns of a stored request row. */
export function stateOf(row: Row): RequestState {
  return {
    employee: Number(row.employee),
    status: String(row.status),
    level: Number(row.level),
    chain: row.chain as ChainLevel[],
    history: row.history as Decision[],
    events: (row.events as RequestEvent[] | null | undefined) ?? [],
    filed_by_user: row.filed_by_user === null ? null : Number(row.filed_by_user),
    filed_by_employee: row.filed_by_employee === null ? null : Number(row.filed_by_employee),
  };
}

/**
 * Called in the decision's transaction when a request reaches a final state (approved, rejected, withdrawn).
 * Approved manual logs, leave, overtime, training and swaps reach the time card through the recalculation of
 * the employee's affected days: they are marked dirty here and the attendance worker recalculates them.
 */
export async function recalculateAfterDecision(context: {
  trx: Trx;
  companyId: number;
  type: RequestType;
  requestId: number;
  employee: number;
  /** The final state reached now, and the one before (an approved leave withdrawn: 'approved' → 'withdrawn'). */
  status: string;
  previousStatus: string;
}): Promise<void> {
  // Only an approval, or the end of one, changes what the calculation reads (ADR 0081).
  if (context.status !== 'approved' && context.previousStatus !== 'approved') return;
  const span = await requestDays(context.trx, context.companyId, context.type, context.requestId);
  if (!span) return;
  const employees = context.type === 'swap_schedule' && span.other !== null ? [context.employee, span.other] : [context.employee];
  // an approval (or its withdrawal) inside a closed payroll period is refused (ADR 0094)
  for (const [from, to] of span.ranges) await refuseClosedDays(context.trx, context.companyId, { employees }, from, to);
  for (const [from, to] of span.ranges) await markDirtyRange(context.trx, context.companyId, { employees }, from, to);
  // an approved swap moves rest days: the leaves of both sides on its dates are counted again (ADR 0112)
  if (context.type === 'swap_schedule') for (const [from, to] of span.ranges) await recountLeaves(context.trx, context.companyId, { employees }, from, to);
}
