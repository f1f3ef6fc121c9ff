/**
 * The approval sweep (ADR 0099), a periodic task of the requests module: for every pending request it
 * 1. hands the current level of approvers who left (a company user deactivated or deleted, an employee resigned or
 *    deleted) to the level's other approvers — an all-of level stops waiting for them — and, when nobody is left,
 *    to the level's escalation user (if it names an active one) or else to the administrators: never stuck;
 * 2. applies the level's timeout, snapshotted in the request's chain when it was routed, once the level waited its
 *    days: on to the next level (the last one: to the administrators), to a named user, or an automatic approval
 *    or rejection — with the recalculation, mail and operation log a person's decision has.
 * What it did is an `events` entry; an automatic approval or rejection is also a `history` decision by
 * nobody (user and employee null), so `history` keeps its pinned shape (ADR 0103). Runs once per change whatever the
 * processes: the rows to change are locked `FOR UPDATE SKIP LOCKED` and decided again on what the lock read;
 * what happened is final in the chain (`left`, `timeout.done`) and `level_since`.
 */
import { type RequestDecision, type RequestEvent, type RequestType } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { writeOperationLog } from '../../resources/operation-log';
import type { Row, Trx } from '../../resources/types';
import { recalculateAfterDecision, stateOf, type Approver, type ChainLevel, type RequestState } from './engine';
import { mailLevelApprovers, mailRequesterDecision } from './notifications';
import { REQUEST_KINDS } from './request-kinds';

const DAY_MS = 86_400_000;
const BATCH = 200;

type Decision = RequestDecision & { slots?: number[] };

export interface SweepInput extends RequestState {
  level_since: Date;
}

/** Who left, among the approvers of the requests looked at. */
export interface Departed {
  users: ReadonlySet<number>;
  employees: ReadonlySet<number>;
  /** users.id of the company users looked at (who filed a request is a users.id). */
  accounts?: ReadonlyMap<number, number>;
}

export interface SweepOutcome {
  status: string;
  level: number;
  chain: ChainLevel[];
  history: Decision[];
  events: RequestEvent[];
  /** The level started waiting again now (moved on, or handed to new approvers). */
  restarted: boolean;
  /** Approvers newly asked to decide the (current) level: they are mailed. */
  asked: Approver[];
}

const hasLeft = (approver: Approver, departed: Departed) =>
  ('user' in approver && departed.users.has(approver.user)) || ('employee' in approver && departed.employees.has(approver.employee));

/** An approver a level may be handed to: the escalation user unless they left or filed it, else the administrators. */
function fallbackOf(level: ChainLevel, departed: Departed, input: SweepInput): Approver {
  const user = level.timeout?.action === 'escalate_to_user' ? level.timeout.user : null;
  const own = user !== null && input.filed_by_user !== null && departed.accounts?.get(user) === input.filed_by_user;
  return user !== null && !departed.users.has(user) && !own ? { user } : { admins: true };
}

const sameApprover = (a: Approver, b: Approver) =>
  ('user' in a && 'user' in b && a.user === b.user) || ('employee' in a && 'employee' in b && a.employee === b.employee) || ('admins' in a && 'admins' in b);

/** Adds `approver` to the level (once) as an any-of level: whoever the level is handed to decides it alone. */
function handTo(level: ChainLevel, approver: Approver): { level: ChainLevel; added: Approver[] } {
  const existing = level.approvers.findIndex((item) => !item.left && sameApprover(item, approver));
  if (existing >= 0) return { level: { ...level, mode: 'any' }, added: [] };
  return { level: { ...level, mode: 'any', approvers: [...level.approvers, approver] }, added: [approver] };
}

/**
 * What the sweep does to one pending request at `now` (pure; null: nothing). The requester is never handed their
 * own request: an escalation user who filed it, or is the employee, falls back to the administrators.
 */
export function sweepStep(input: SweepInput, now: Date, departed: Departed): SweepOutcome | null {
  if (input.status !== 'pending') return null;
  const index = input.level - 1;
  const current = input.chain[index];
  if (!current) return null;
  const time = now.toISOString().slice(0, 19).replace('T', ' ');
  let level: ChainLevel = current;
  let changed = false;
  const asked: Approver[] = [];
  const history = input.history;
  let events = input.events;

  // 1. Approvers who left.
  if (level.approvers.some((approver) => !approver.left && hasLeft(approver, departed))) {
    level = { ...level, approvers: level.approvers.map((approver) => (!approver.left && hasLeft(approver, departed) ? { ...approver, left: true as const } : approver)) };
    changed = true;
    if (level.approvers.every((approver) => approver.left)) {
      const handed = handTo(level, fallbackOf(level, departed, input));
      level = handed.level;
      asked.push(...handed.added);
      events = [...events, { level: input.level, type: 'escalated', reason: 'approver_left', time }];
    }
  }
  const withLevel = (next: ChainLevel) => input.chain.map((item, position) => (position === index ? next : item));

  // An all-of level whose remaining approvers all approved is complete once the others left.
  if (changed && level.mode === 'all') {
    const filled = new Set(history.filter((entry) => entry.level === input.level && entry.decision === 'approved').flatMap((entry) => entry.slots ?? []));
    const remaining = level.approvers.filter((approver) => !approver.left);
    if (remaining.length > 0 && level.approvers.every((approver, position) => approver.left || filled.has(position))) {
      return advance({ ...input, chain: withLevel(level), history, events });
    }
  }

  // 2. The level's timeout.
  const timeout = level.timeout;
  if (timeout && !timeout.done && now.getTime() - input.level_since.getTime() >= timeout.days * DAY_MS) {
    level = { ...level, timeout: { ...timeout, done: true } };
    const event = (type: RequestEvent['type']): RequestEvent[] => [...events, { level: input.level, type, reason: 'timeout', days: timeout.days, time }];
    // an automatic decision is a decision of the pinned shape too; nobody's: no user, no employee (isAutomaticDecision)
    const decided = (decision: 'approved' | 'rejected'): Decision[] => [...history, { level: input.level, user: null, employee: null, decision, comment: '', time }];
    if (timeout.action === 'approve') return advance({ ...input, chain: withLevel(level), history: decided('approved'), events: event('approved') });
    if (timeout.action === 'reject') {
      return { status: 'rejected', level: input.level, chain: withLevel(level), history: decided('rejected'), events: event('rejected'), restarted: false, asked: [] };
    }
    if (timeout.action === 'escalate' && input.level < input.chain.length) {
      const chain = withLevel(level);
      return { status: 'pending', level: input.level + 1, chain, history, events: event('escalated'), restarted: true, asked: chain[input.level].approvers.filter((approver) => !approver.left) };
    }
    // escalate_to_user, or escalate at the last level: the user (unless they left or asked) or the administrators
    const target: Approver = timeout.action === 'escalate_to_user' ? fallbackOf(level, departed, input) : { admins: true };
    const handed = handTo(level, target);
    return { status: 'pending', level: input.level, chain: withLevel(handed.level), history, events: event('escalated'), restarted: true, asked: [...asked, ...handed.added] };
  }

  if (!changed) return null;
  return { status: 'pending', level: input.level, chain: withLevel(level), history, events, restarted: asked.length > 0, asked };
}

/** The current level completed: the next one waits, or the request is approved. */
function advance(state: SweepInput): SweepOutcome {
  if (state.level < state.chain.length) {
    return { status: 'pending', level: state.level + 1, chain: state.chain, history: state.history, events: state.events, restarted: true, asked: state.chain[state.level].approvers.filter((approver) => !approver.left) };
  }
  return { status: 'approved', level: state.level, chain: state.chain, history: state.history, events: state.events, restarted: false, asked: [] };
}

/** The companies with pending requests (read as timekeep_jobs, which sees only the pending rows' company). */
async function companiesWithPending(deps: AppDeps): Promise<number[]> {
  return deps.database.db.transaction().execute(async (trx) => {
    await sql`set local role timekeep_jobs`.execute(trx);
    const { rows } = await sql<{ company_id: string | number }>`
      select company_id from manual_log_requests where status = 'pending'
      union select company_id from leave_requests where status = 'pending'
      union select company_id from overtime_requests where status = 'pending'
      union select company_id from training_requests where status = 'pending'
      union select company_id from swap_schedule_requests where status = 'pending'
      order by 1`.execute(trx);
    return rows.map((row) => Number(row.company_id));
  });
}

/** Which of the given approvers left: users inactive or gone, employees resigned or gone. */
async function departedOf(trx: Trx, companyId: number, users: number[], employees: number[]): Promise<Departed> {
  const activeUsers = new Set<number>();
  const activeEmployees = new Set<number>();
  const accounts = new Map<number, number>();
  if (users.length > 0) {
    const { rows } = await sql<{ id: string | number; user_id: string | number | null; active: boolean }>`
      select cu.id, cu.user_id, cu.is_active and coalesce(u.is_active, true) as active from auth_company_users cu left join users u on u.id = cu.user_id
      where cu.company_id = ${companyId} and cu.id in (${sql.join(users)})`.execute(trx);
    for (const row of rows) {
      if (row.active) activeUsers.add(Number(row.id));
      if (row.user_id !== null) accounts.set(Number(row.id), Number(row.user_id));
    }
  }
  if (employees.length > 0) {
    const { rows } = await sql<{ id: string | number }>`select id from employees where company_id = ${companyId} and id in (${sql.join(employees)}) and not resigned`.execute(trx);
    for (const row of rows) activeEmployees.add(Number(row.id));
  }
  return { users: new Set(users.filter((id) => !activeUsers.has(id))), employees: new Set(employees.filter((id) => !activeEmployees.has(id))), accounts };
}

interface Candidate extends SweepInput {
  id: number;
}

const ENGINE = sql`id, employee, status, level, chain, history, events, filed_by_user, filed_by_employee, level_since`;

function candidateOf(row: Row): Candidate {
  return { ...stateOf(row), id: Number(row.id), level_since: new Date(row.level_since as string | Date) };
}

async function decideAll(trx: Trx, companyId: number, rows: Candidate[], now: Date): Promise<Map<number, SweepOutcome>> {
  const current = rows.flatMap((row) => row.chain[row.level - 1]?.approvers ?? []);
  const fallbacks = rows.flatMap((row) => {
    const user = row.chain[row.level - 1]?.timeout?.user;
    return user === undefined || user === null ? [] : [user];
  });
  const users = [...new Set([...current.flatMap((approver) => ('user' in approver ? [approver.user] : [])), ...fallbacks])];
  const employees = [...new Set(current.flatMap((approver) => ('employee' in approver ? [approver.employee] : [])))];
  const departed = await departedOf(trx, companyId, users, employees);
  const outcomes = new Map<number, SweepOutcome>();
  for (const row of rows) {
    const outcome = sweepStep(row, now, departed);
    if (outcome) outcomes.set(row.id, outcome);
  }
  return outcomes;
}

/** One company's sweep of one request kind; answers how many requests changed. */
async function sweepKind(deps: AppDeps, trx: Trx, companyId: number, type: RequestType, table: string, resource: string): Promise<number> {
  const now = deps.now();
  const pending = (await sql<Row>`select ${ENGINE} from ${sql.table(table)} where company_id = ${companyId} and status = 'pending' order by id limit ${BATCH}`.execute(trx)).rows.map(candidateOf);
  const due = await decideAll(trx, companyId, pending, now);
  if (due.size === 0) return 0;
  // Locked and decided again on what the lock read: another sweep that changed a row first leaves nothing here.
  const locked = (await sql<Row>`select ${ENGINE} from ${sql.table(table)} where company_id = ${companyId} and status = 'pending' and id in (${sql.join([...due.keys()])})
    order by id for update skip locked`.execute(trx)).rows.map(candidateOf);
  const outcomes = await decideAll(trx, companyId, locked, now);
  let changed = 0;
  for (const row of locked) {
    const next = outcomes.get(row.id);
    if (!next) continue;
    if (next.status === 'approved') {
      // An approval into a closed payroll period is refused like a person's (ADR 0094): the request keeps waiting.
      try {
        await recalculateAfterDecision({ trx, companyId, type, requestId: row.id, employee: row.employee, status: next.status, previousStatus: row.status });
      } catch (error) {
        if (error instanceof ApiError) continue;
        throw error;
      }
    }
    await sql`update ${sql.table(table)} set status = ${next.status}, level = ${next.level}, chain = ${JSON.stringify(next.chain)}::jsonb, history = ${JSON.stringify(next.history)}::jsonb,
        events = ${JSON.stringify(next.events)}::jsonb, updated_at = ${now} ${next.restarted ? sql`, level_since = ${now}` : sql``}
      where company_id = ${companyId} and id = ${row.id}`.execute(trx);
    const state = { employee: row.employee, chain: next.chain, level: next.level, filed_by_user: row.filed_by_user };
    if (next.status === 'pending' && next.asked.length > 0) {
      // only the newly asked approvers are told
      const chain = next.chain.map((level, position) => (position === next.level - 1 ? { ...level, approvers: next.asked } : level));
      await mailLevelApprovers({ deps, trx, companyId, type, requestId: row.id, state: { ...state, chain } });
    }
    if (next.status === 'approved' || next.status === 'rejected') await mailRequesterDecision({ deps, trx, companyId, type, requestId: row.id, state, status: next.status, comment: '' });
    const last = next.events[next.events.length - 1];
    await writeOperationLog(trx, {
      companyId,
      userId: null,
      time: now,
      action: next.status === 'pending' ? 'escalate' : next.status === 'approved' ? 'approve' : 'reject',
      resource,
      objectId: String(row.id),
      summary: `#${row.id} (${next.status}, ${last?.reason ?? 'approver_left'})`,
      ip: '',
    });
    changed += 1;
  }
  return changed;
}

/** One sweep over every company with pending requests; answers how many requests changed. */
export async function sweepApprovals(deps: AppDeps): Promise<number> {
  let changed = 0;
  for (const companyId of await companiesWithPending(deps)) {
    for (const kind of REQUEST_KINDS) {
      changed += await deps.database.withTenant(companyId, (trx) => sweepKind(deps, trx, companyId, kind.type, kind.definition.table, kind.definition.contract.name));
    }
  }
  return changed;
}

