/**
 * What the calculation of a batch of employee-days reads, as the engine's model: the employees (zone, department,
 * employment bounds), their punches and their approved requests around the dates. One query per kind for the
 * whole batch (ADR 0081).
 */
import { sql } from 'kysely';
import { isValidZone, type ApprovedRequest, type Employee, type Punch, type PunchState } from '../../../attendance/engine';
import type { Trx } from '../../../resources/types';

/** The calculation of D reads punches of D − 3 … D + 4 (ADR 0032); one more day each side for the zones. */
const PUNCHES_BEFORE_DAYS = 4;
const PUNCHES_AFTER_DAYS = 5;

export interface BatchInputs {
  employees: Map<number, Employee>;
  punches: Map<number, Punch[]>;
  requests: Map<number, ApprovedRequest[]>;
  /** approved schedule swaps touching the employees around the dates (swaps.ts makes them schedule changes) */
  swaps: SwapRow[];
  /** the swaps' other sides that are not in `employees` (read, not locked: their days are not written) */
  partners: Map<number, Employee>;
}

export interface SwapRow {
  id: number;
  employee: number;
  swapWith: number;
  date: string;
  swapDate: string;
}

/** The company's zone: schedules and punches of its employees are read in it (ADR 0081). */
export async function companyZone(trx: Trx, companyId: number): Promise<string> {
  const row = (await sql<{ company_timezone: string }>`select company_timezone from companies where id = ${companyId}`.execute(trx)).rows[0];
  const zone = row?.company_timezone ?? 'UTC';
  return isValidZone(zone) ? zone : 'UTC';
}

interface EmployeeRow {
  id: string | number;
  department_id: string | number | null;
  hire_date: string | null;
  enable_att: boolean;
  resign_date: string | null;
  disable_att: boolean | null;
}

/**
 * The employees, locked `for key share` until the transaction ends on PostgreSQL: an employee deleted meanwhile
 * waits for the batch's commit (its days then go with it by the key's cascade, migration 0090) instead of failing
 * the batch's insert on that key and leaving its other keys leased until the lease expires. PGlite (one serialized
 * connection) needs no lock — no delete can run beside the batch; there the table has no foreign key (migration
 * 0085) and rows are written only for employees found here — and measured it as costly (bench:recalc punch → row
 * p50 28 ms → 2.8 s), so it is asked for on PostgreSQL only.
 */
async function loadEmployees(trx: Trx, companyId: number, ids: readonly number[], zone: string, lock: boolean): Promise<Map<number, Employee>> {
  const { rows } = await sql<EmployeeRow>`
    select e.id, e.department_id, to_char(e.hire_date, 'YYYY-MM-DD') as hire_date, e.enable_att,
      to_char(r.resign_date, 'YYYY-MM-DD') as resign_date, r.disable_att
    from employees e
    left join lateral (
      select resign_date, disable_att from resignations
       where company_id = e.company_id and employee_id = e.id order by resign_date desc limit 1
    ) r on true
    where e.company_id = ${companyId} and e.id = any(${ids}::bigint[])
    ${lock ? sql`for key share of e` : sql``}`.execute(trx);
  const out = new Map<number, Employee>();
  for (const row of rows) {
    const employee: Employee = { id: String(row.id), zone };
    if (row.department_id !== null) employee.departmentId = String(row.department_id);
    if (row.hire_date) employee.hireDate = row.hire_date;
    if (row.resign_date) {
      // A resignation with "disable attendance" turned enable_att off: the days before it still count.
      employee.resignationDate = row.resign_date;
      employee.disableAttendanceAfterResignation = row.disable_att ?? true;
    } else if (!row.enable_att) employee.attendanceEnabled = false;
    out.set(Number(row.id), employee);
  }
  return out;
}

interface PunchRow {
  id: string | number;
  employee_id: string | number;
  at_ms: string | number;
  offset_min: string | number;
  punch_state: number | null;
  source: string;
  time_flag: string | null;
}

const SOURCES: Readonly<Record<string, Punch['source']>> = { device: 'device', manual: 'manual', import: 'import', mobile: 'mobile' };

async function loadPunches(trx: Trx, companyId: number, ids: readonly number[], from: string, to: string): Promise<Map<number, Punch[]>> {
  // Punches held for review (dated before the terminal was claimed) stay out until reviewed (ADR 0070). The window
  // compares timestamps with timestamps: under row-level security timestamp >= date hides the statistics (ADR 0113).
  const { rows } = await sql<PunchRow>`
    select id, employee_id, (extract(epoch from punch_utc) * 1000)::bigint as at_ms,
      (extract(epoch from (punch_time - (punch_utc at time zone 'UTC'))) / 60)::integer as offset_min,
      punch_state, source, time_flag
    from transactions
    where company_id = ${companyId} and employee_id = any(${ids}::bigint[])
      and punch_time >= cast(${from}::date - ${PUNCHES_BEFORE_DAYS}::integer as timestamp)
      and punch_time < cast(${to}::date + ${PUNCHES_AFTER_DAYS}::integer as timestamp)
      and not needs_review
    order by employee_id, punch_utc, id`.execute(trx);
  const out = new Map<number, Punch[]>();
  for (const row of rows) {
    const punch: Punch = { id: String(row.id), at: Number(row.at_ms), offset: Number(row.offset_min), source: SOURCES[row.source] ?? 'device' };
    if (row.punch_state !== null && row.punch_state >= 0 && row.punch_state <= 5) punch.state = row.punch_state as PunchState;
    if (row.time_flag === 'dst_gap') punch.dstGap = true;
    if (row.time_flag === 'dst_ambiguous') punch.dstOverlap = true;
    const employeeId = Number(row.employee_id);
    const list = out.get(employeeId);
    if (list) list.push(punch);
    else out.set(employeeId, [punch]);
  }
  return out;
}

interface RequestRow {
  kind: 'manual_log' | 'leave' | 'overtime' | 'training';
  id: string | number;
  employee: string | number;
  start_at: string;
  end_at: string | null;
  punch_state: number | null;
  work_code: string | null;
  overtime_type: 'normal' | 'weekend' | 'holiday' | null;
}

const WALL = `'YYYY-MM-DD"T"HH24:MI:SS'`;

/**
 * Approved manual logs, leave, overtime and training of the employees around the range, as the engine's
 * ApprovedRequest kinds. Request ids are prefixed with their kind (ids of two tables may be equal).
 * Swaps are read by loadSwaps and become schedule changes once the set-up is known (swaps.ts).
 */
async function loadRequests(trx: Trx, companyId: number, ids: readonly number[], from: string, to: string): Promise<Map<number, ApprovedRequest[]>> {
  const lo = sql`(${from}::date - ${PUNCHES_BEFORE_DAYS}::integer)`;
  const hi = sql`(${to}::date + ${PUNCHES_AFTER_DAYS}::integer)`;
  const timed = (table: string, kind: string, extra: ReturnType<typeof sql>) => sql`
    select ${kind}::text as kind, id, employee, to_char(start_time, ${sql.raw(WALL)}) as start_at, to_char(end_time, ${sql.raw(WALL)}) as end_at,
      null::integer as punch_state, null::text as work_code, ${extra} as overtime_type
    from ${sql.table(table)}
    where company_id = ${companyId} and status = 'approved' and employee = any(${ids}::bigint[])
      and start_time < ${hi} and end_time >= ${lo}`;
  const { rows } = await sql<RequestRow>`
    select 'manual_log'::text as kind, id, employee, to_char(punch_time, ${sql.raw(WALL)}) as start_at, null::text as end_at,
      punch_state, work_code, null::text as overtime_type
    from manual_log_requests
    where company_id = ${companyId} and status = 'approved' and employee = any(${ids}::bigint[])
      and punch_time >= ${lo} and punch_time < ${hi}
    union all ${timed('leave_requests', 'leave', sql`null::text`)}
    union all ${timed('overtime_requests', 'overtime', sql`overtime_type`)}
    union all ${timed('training_requests', 'training', sql`null::text`)}`.execute(trx);
  const out = new Map<number, ApprovedRequest[]>();
  for (const row of rows) {
    const employeeId = String(row.employee);
    const id = `${row.kind}:${row.id}`;
    let request: ApprovedRequest;
    if (row.kind === 'manual_log') {
      request = { kind: 'manual_log', id, employeeId, at: row.start_at };
      if (row.punch_state !== null && row.punch_state >= 0 && row.punch_state <= 5) request.state = row.punch_state as PunchState;
      if (row.work_code) request.workCode = row.work_code;
    } else if (row.kind === 'overtime') {
      request = { kind: 'overtime', id, employeeId, start: row.start_at, end: row.end_at ?? row.start_at, otType: row.overtime_type ?? 'normal' };
    } else {
      request = { kind: row.kind, id, employeeId, start: row.start_at, end: row.end_at ?? row.start_at };
    }
    const list = out.get(Number(row.employee));
    if (list) list.push(request);
    else out.set(Number(row.employee), [request]);
  }
  return out;
}

/** Approved swaps with a side among the employees and a date in the range the calculation reads (D − 1 … D + 1). */
export async function loadSwaps(trx: Trx, companyId: number, ids: readonly number[], from: string, to: string): Promise<SwapRow[]> {
  const { rows } = await sql<{ id: string | number; employee: string | number; swap_with: string | number; date: string; swap_date: string }>`
    select id, employee, swap_with, to_char(date, 'YYYY-MM-DD') as date, to_char(swap_date, 'YYYY-MM-DD') as swap_date
    from swap_schedule_requests
    where company_id = ${companyId} and status = 'approved' and (employee = any(${ids}::bigint[]) or swap_with = any(${ids}::bigint[]))
      and (date between ${from}::date - 1 and ${to}::date + 1 or swap_date between ${from}::date - 1 and ${to}::date + 1)
    order by id`.execute(trx);
  return rows.map((row) => ({ id: Number(row.id), employee: Number(row.employee), swapWith: Number(row.swap_with), date: row.date, swapDate: row.swap_date }));
}

/** Everything the employees' days in [from, to] read. */
export async function loadBatchInputs(trx: Trx, companyId: number, employeeIds: readonly number[], from: string, to: string, zone: string, lockEmployees = true): Promise<BatchInputs> {
  const employees = await loadEmployees(trx, companyId, employeeIds, zone, lockEmployees);
  const swaps = await loadSwaps(trx, companyId, employeeIds, from, to);
  const missing = [...new Set(swaps.flatMap((swap) => [swap.employee, swap.swapWith]))].filter((id) => !employees.has(id));
  return {
    employees,
    punches: await loadPunches(trx, companyId, employeeIds, from, to),
    requests: await loadRequests(trx, companyId, employeeIds, from, to),
    swaps,
    partners: missing.length > 0 ? await loadEmployees(trx, companyId, missing, zone, false) : new Map(),
  };
}
