/**
 * The dirty queue of stored daily results (attendance-domain.md §4.11, ADR 0081): employee-days to recalculate,
 * one row each in `att_dirty_days` (migration 0063). Punches mark themselves (a trigger on `transactions`); set-up,
 * rule, holiday and request changes call `markDirtyRange`. The worker claims a batch, calculates it, and
 * `finishClaimed` removes the rows whose mark did not move meanwhile (a key re-marked during the calculation
 * stays dirty and is calculated again).
 */
import { sql } from 'kysely';
import type { Trx } from '../../../resources/types';

/** Whose days: the listed employees and/or the employees of the listed departments; neither = the whole company. */
export interface DirtyScope {
  employees?: readonly number[];
  departments?: readonly number[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function scopeFilter(companyId: number, scope: DirtyScope) {
  const employees = scope.employees ?? [];
  const departments = scope.departments ?? [];
  if (employees.length === 0 && departments.length === 0) return sql`e.company_id = ${companyId}`;
  const parts = [];
  if (employees.length > 0) parts.push(sql`e.id = any(${employees.map(Number)}::bigint[])`);
  if (departments.length > 0) parts.push(sql`e.department_id = any(${departments.map(Number)}::bigint[])`);
  return sql`e.company_id = ${companyId} and (${sql.join(parts, sql` or `)})`;
}

/**
 * Marks the scope's employee-days of [from − 1, to + 1] dirty (a change over a range also moves the neighbours'
 * window cuts, §4.11), and the other side's days (±1) of approved swaps dated in [from, to] (their days read the
 * scope's schedules, ADR 0081), and returns how many employee-days were marked. Call it in the transaction of the change:
 * the marks commit with it. Dates are 'YYYY-MM-DD', inclusive.
 */
export async function markDirtyRange(trx: Trx, companyId: number, scope: DirtyScope, from: string, to: string): Promise<number> {
  if (!DATE.test(from) || !DATE.test(to)) throw new RangeError(`markDirtyRange: dates must be YYYY-MM-DD (${from}, ${to})`);
  if (from > to) return 0;
  const result = await sql`
    insert into att_dirty_days (company_id, employee_id, work_date)
    select e.company_id, e.id, ${from}::date - 1 + i::integer
      from employees e
     cross join generate_series(0, ${to}::date - ${from}::date + 2) as g (i)
     where ${scopeFilter(companyId, scope)}
    union
    -- the other side of an approved swap dated in the range works this employee's timetables that day (swaps.ts)
    select s.company_id, case when s.employee = e.id then s.swap_with else s.employee end, x.d + k
      from employees e
      join swap_schedule_requests s on s.company_id = e.company_id and s.status = 'approved' and e.id in (s.employee, s.swap_with)
     cross join lateral (values (s.date), (s.swap_date)) as x (d)
     cross join generate_series(-1, 1) as n (k)
     where ${scopeFilter(companyId, scope)} and s.company_id = ${companyId} and x.d between ${from}::date and ${to}::date
    on conflict (company_id, employee_id, work_date) do update set mark = excluded.mark`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

/** Marks single employee-days (no widening): the worker's caller already knows the exact keys. */
export async function markDirtyDays(trx: Trx, companyId: number, keys: readonly { employeeId: number; date: string }[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await sql`
    insert into att_dirty_days (company_id, employee_id, work_date)
    select distinct ${companyId}::bigint, k.e, k.d
      from unnest(${keys.map((key) => key.employeeId)}::bigint[], ${keys.map((key) => key.date)}::date[]) as k (e, d)
     where exists (select 1 from employees x where x.company_id = ${companyId} and x.id = k.e)
    on conflict (company_id, employee_id, work_date) do update set mark = excluded.mark`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

export interface ClaimedDay {
  employeeId: number;
  date: string;
  mark: string;
}

export interface ClaimOptions {
  limit: number;
  through: string;
  now: Date;
  leaseMs: number;
}

/** Planner settings (`enable_*`) a statement is planned under. */
export type PlannerSettings = Readonly<
  Record<'enable_sort' | 'enable_incremental_sort' | 'enable_bitmapscan' | 'enable_seqscan' | 'enable_indexscan', 'on' | 'off'>
>;

/**
 * The claim's two statements are each planned under settings that leave one sensible plan whatever the table's
 * statistics say (ADR 0105): the pick walks the primary key (company, employee, date) in order and stops at the
 * limit — unanalysed, the planner preferred to sort every due key of the company on each claim — and the lease
 * updates the picked rows by address — with statistics of another company it preferred an index walk over all of
 * the company's keys, and the former single `update … from (pick) where <keys match>` a nested loop that re-ran
 * the locking pick for every key of the company (> 3 minutes over 66,000 keys, ADR 0101).
 */
export const PICK_PLAN: PlannerSettings = { enable_sort: 'off', enable_incremental_sort: 'off', enable_bitmapscan: 'off', enable_seqscan: 'off', enable_indexscan: 'on' };
export const LEASE_PLAN: PlannerSettings = { enable_sort: 'off', enable_incremental_sort: 'off', enable_bitmapscan: 'off', enable_seqscan: 'off', enable_indexscan: 'off' };

/** Runs `work` with `settings` for the transaction, then puts the previous values back. */
export async function withPlannerSettings<T>(trx: Trx, settings: PlannerSettings, work: () => Promise<T>): Promise<T> {
  const names = Object.keys(settings) as Array<keyof PlannerSettings>;
  // materialized: the old values are read before the new ones are set
  const { rows } = await sql<{ name: string; value: string }>`
    with before as materialized (select n as name, current_setting(n) as value from unnest(${names}::text[]) as n)
    select name, value, set_config(name, (${JSON.stringify(settings)}::json) ->> name, true) from before`.execute(trx);
  const result = await work();
  await sql`select set_config(name, value, true) from unnest(${rows.map((row) => row.name)}::text[], ${rows.map((row) => row.value)}::text[]) as s (name, value)`.execute(trx);
  return result;
}

/** The pick: due keys of the company in key order, locked (skipping keys another worker holds); their row addresses. */
export function pickStatement(companyId: number, options: ClaimOptions) {
  return sql<{ tid: string }>`
    select ctid::text as tid from att_dirty_days
     where company_id = ${companyId} and work_date <= ${options.through}::date
       and (claimed_until is null or claimed_until < ${options.now})
     order by employee_id, work_date
     limit ${options.limit}
     for update skip locked`;
}

/** The lease of picked rows, by address: they are locked by this transaction since the pick, so they cannot move. */
export function leaseStatement(tids: readonly string[], until: Date) {
  return sql<{ employee_id: string | number; work_date: string; mark: string | number }>`
    update att_dirty_days set claimed_until = ${until} where ctid = any(${tids}::tid[])
    returning employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, mark`;
}

export interface ClaimOptions {
  limit: number;
  through: string;
  now: Date;
  leaseMs: number;
}

/**
 * Claims up to `limit` due keys of a company (unclaimed, or whose claim expired; dated up to `through`), for
 * `leaseMs`. Ordered by employee then date so one employee's days come together.
 */
export async function claimDirty(trx: Trx, companyId: number, options: ClaimOptions): Promise<ClaimedDay[]> {
  const picked = await withPlannerSettings(trx, PICK_PLAN, () => pickStatement(companyId, options).execute(trx));
  if (picked.rows.length === 0) return [];
  const until = new Date(options.now.getTime() + options.leaseMs);
  const leased = await withPlannerSettings(trx, LEASE_PLAN, () => leaseStatement(picked.rows.map((row) => row.tid), until).execute(trx));
  // the TID scan returns them in address order
  return leased.rows
    .map((row) => ({ employeeId: Number(row.employee_id), date: row.work_date, mark: String(row.mark) }))
    .sort((a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function takeStatement(companyId: number, options: { limit: number; through: string; now: Date }) {
  return sql<{ employee_id: string | number; work_date: string; mark: string | number }>`
    select employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, mark from att_dirty_days q
     where company_id = ${companyId} and work_date <= ${options.through}::date
       and (claimed_until is null or claimed_until < ${options.now})
     -- q.work_date: a bare work_date is the output column (text), which no index is ordered by
     order by q.employee_id, q.work_date
     limit ${options.limit}`;
}

/**
 * The due keys of a company read inside the transaction that calculates and drops them, with no lease written
 * (PGlite: one serialized connection, one process per data folder — nothing else can claim or re-mark a key
 * while the transaction runs, so the claim's and the release's row writes are pure cost).
 */
export async function takeDirty(trx: Trx, companyId: number, options: { limit: number; through: string; now: Date }): Promise<ClaimedDay[]> {
  // the pick's plan (PICK_PLAN): an ordered walk of the primary key that stops at the limit
  const { rows } = await withPlannerSettings(trx, PICK_PLAN, () => takeStatement(companyId, options).execute(trx));
  return rows.map((row) => ({ employeeId: Number(row.employee_id), date: row.work_date, mark: String(row.mark) }));
}

/** Removes the claimed keys still at their claimed mark; re-marked ones are released for the next round. */
export async function finishClaimed(trx: Trx, companyId: number, claimed: readonly ClaimedDay[], options: { leased?: boolean } = {}): Promise<void> {
  if (claimed.length === 0) return;
  const employees = claimed.map((day) => day.employeeId);
  const dates = claimed.map((day) => day.date);
  const marks = claimed.map((day) => day.mark);
  await sql`
    delete from att_dirty_days q
     using unnest(${employees}::bigint[], ${dates}::date[], ${marks}::bigint[]) as c (e, d, m)
     where q.company_id = ${companyId} and q.employee_id = c.e and q.work_date = c.d and q.mark = c.m`.execute(trx);
  // taken in this transaction (takeDirty): no lease to release
  if (options.leased === false) return;
  await sql`
    update att_dirty_days q set claimed_until = null
      from unnest(${employees}::bigint[], ${dates}::date[]) as c (e, d)
     where q.company_id = ${companyId} and q.employee_id = c.e and q.work_date = c.d`.execute(trx);
}

/** Companies with due dirty keys, read as the runner role (its policy sees every company's queue). */
export async function companiesWithWork(trx: Trx, options: { through: string; now: Date; limit: number }): Promise<number[]> {
  const { rows } = await sql<{ company_id: string | number }>`
    select distinct company_id from att_dirty_days
     where work_date <= ${options.through}::date and (claimed_until is null or claimed_until < ${options.now})
     limit ${options.limit}`.execute(trx);
  return rows.map((row) => Number(row.company_id));
}

/** How far back an open or undated change reaches implicitly (older days: an on-demand calculation). */
export const RECALC_HORIZON_DAYS = 62;

/**
 * Marks a set-up change over [from, to] (to null = open-ended), clipped to the implicit horizon: from
 * today − RECALC_HORIZON_DAYS to tomorrow (later days are calculated when they come). Returns the days marked.
 */
export async function markChangedRange(trx: Trx, companyId: number, scope: DirtyScope, from: string, to: string | null, now: Date): Promise<number> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const low = day(-RECALC_HORIZON_DAYS);
  const high = day(1);
  const start = from > low ? from : low;
  const end = to === null || to > high ? high : to;
  return start > end ? 0 : markDirtyRange(trx, companyId, scope, start, end);
}
