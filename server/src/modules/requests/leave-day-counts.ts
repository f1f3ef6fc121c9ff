/**
 * The days a leave counts, per date, as stored on the request (`days` and `day_counts`, ADR 0112): the unit's
 * arithmetic (leave-days.ts) over the leave's dates, less the employee's rest days — a date the set-up alone gives
 * no timetable (the engine's `isScheduledRestDay`: their schedule, department schedule, default shift or temporary
 * schedule; an approved swap as the calculation applies it) — and, for a type that does not count holidays, their
 * holidays (leave-holidays.ts). A date nothing schedules (no schedule at all, auto shift) counts like a working day.
 *
 * Balances, the over-balance check and the leave reports add these stored counts up, so they agree by
 * construction. A change of holidays or schedules, or an approved swap, recounts the pending and approved leaves it
 * reaches (`recountLeaves`, from the set-up's write hooks and the swap's approval, in the write's transaction).
 */
import { sql } from 'kysely';
import { isScheduledRestDay, scheduledDay, type EngineConfig, type Employee } from '../../attendance/engine';
import type { Trx } from '../../resources/types';
import { closedDaysOf } from '../att/closed-periods';
import { loadEngineConfig } from '../att/engine-model';
import type { DirtyScope } from '../att/recalc/dirty-queue';
import { companyZone, loadSwaps } from '../att/recalc/inputs';
import { countsTotal, leaveDayCounts, type LeaveUnit } from './leave-days';
import { employeeHolidays } from './leave-holidays';

export interface LeaveSpan {
  employee: number;
  unit: LeaveUnit;
  countsHolidays: boolean;
  /** local `YYYY-MM-DD HH:mm:ss` */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

function datesOf(start: string, end: string): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  for (let day = Date.parse(`${start.slice(0, 10)}T00:00:00Z`); day <= last; day += DAY_MS) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** The employees as the engine resolves their schedules (department; employment bounds do not matter here). */
async function engineEmployees(trx: Trx, companyId: number, ids: readonly number[]): Promise<Map<number, Employee>> {
  const zone = await companyZone(trx, companyId);
  const { rows } = await sql<{ id: number | string; department_id: number | string | null }>`
    select id, department_id from employees where company_id = ${companyId} and id = any(${ids.map(Number)}::bigint[])`.execute(trx);
  return new Map(rows.map((row) => [Number(row.id), { id: String(row.id), zone, ...(row.department_id === null ? {} : { departmentId: String(row.department_id) }) }]));
}

/** Each leave's day counts (in the order given): the set-up, employees and holidays are read once for all of them. */
export async function countLeaves(trx: Trx, companyId: number, leaves: readonly LeaveSpan[], config?: EngineConfig): Promise<Array<Map<string, number>>> {
  if (leaves.length === 0) return [];
  const employees = [...new Set(leaves.map((leave) => leave.employee))];
  const from = leaves.reduce((low, leave) => (leave.start < low ? leave.start : low), leaves[0].start).slice(0, 10);
  const to = leaves.reduce((high, leave) => (leave.end > high ? leave.end : high), leaves[0].end).slice(0, 10);
  const skipping = [...new Set(leaves.filter((leave) => !leave.countsHolidays).map((leave) => leave.employee))];
  const holidays = await employeeHolidays(trx, companyId, skipping, from, to);
  const setup = config ?? (await loadEngineConfig(trx, companyId));
  const people = await engineEmployees(trx, companyId, employees);
  const swapped = await swappedDays(trx, companyId, setup, people, from, to);
  return leaves.map((leave) => {
    const skip = new Set<string>(leave.countsHolidays ? [] : (holidays.get(leave.employee) ?? []));
    const person = people.get(leave.employee);
    const swaps = swapped.get(leave.employee);
    if (person) {
      for (const date of datesOf(leave.start, leave.end)) if (swaps?.get(date) ?? isScheduledRestDay({ config: setup, employee: person, date })) skip.add(date);
    }
    return leaveDayCounts(leave.start, leave.end, leave.unit, skip);
  });
}

/**
 * Whether each date an approved swap changes is a rest day of the employee, as the calculation applies swaps
 * (att/recalc/swaps.ts): on a swapped date a side works what the set-up alone gives the other side that day — a rest
 * day when that is no timetable (an auto shift is worked: the punches choose); later swaps win. A temporary schedule
 * still beats a swap (§4.3), so its dates are left to the set-up.
 */
async function swappedDays(trx: Trx, companyId: number, config: EngineConfig, people: Map<number, Employee>, from: string, to: string): Promise<Map<number, Map<string, boolean>>> {
  const out = new Map<number, Map<string, boolean>>();
  const swaps = await loadSwaps(trx, companyId, [...people.keys()], from, to);
  if (swaps.length === 0) return out;
  const missing = [...new Set(swaps.flatMap((swap) => [swap.employee, swap.swapWith]))].filter((id) => !people.has(id));
  const everyone = new Map([...people, ...(await engineEmployees(trx, companyId, missing))]);
  const temporary = new Set((config.temporarySchedules ?? []).map((item) => `${item.employeeId}|${item.date}`));
  for (const swap of swaps) {
    for (const date of new Set([swap.date, swap.swapDate])) {
      for (const [self, other] of [
        [swap.employee, swap.swapWith],
        [swap.swapWith, swap.employee],
      ]) {
        const partner = everyone.get(other);
        if (!people.has(self) || !partner || temporary.has(`${self}|${date}`)) continue;
        const day = scheduledDay({ config, employee: partner, date });
        const dates = out.get(self) ?? new Map<string, boolean>();
        out.set(self, dates.set(date, !day.auto && day.timetableIds.length === 0));
      }
    }
  }
  return out;
}

/** Day counts as stored: a JSON object of dates in order (equal counts give equal text). */
export function storedCounts(counts: ReadonlyMap<string, number>): string {
  return JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** Stored day counts (jsonb, as a driver gives it) back as entries. */
export function countsOf(value: unknown): Array<[string, number]> {
  const object = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (object === null || typeof object !== 'object') return [];
  return Object.entries(object as Record<string, unknown>).map(([date, days]) => [date, Number(days)]);
}

/**
 * The new counts with the dates of closed payroll periods (ADR 0094) as they were stored: a paid period never
 * changes, its leave days and the balance they make included (ADR 0125). A date stored as counting nothing stays so.
 */
export function keepClosedDates(counted: ReadonlyMap<string, number>, stored: ReadonlyMap<string, number>, closed: (date: string) => boolean, start: string, end: string): Map<string, number> {
  const kept = new Map(counted);
  for (const date of datesOf(start, end)) {
    if (!closed(date)) continue;
    const was = stored.get(date);
    if (was === undefined) kept.delete(date);
    else kept.set(date, was);
  }
  return kept;
}

/**
 * Recounts the pending and approved leaves of `scope`'s employees (everyone's when it names nobody) that touch
 * [from, to] (to null: open) after a change of holidays or schedules, and stores the leaves whose counts changed —
 * one read, one update. The balances follow: they add the stored counts up. Dates inside a closed payroll period
 * keep their stored count (`keepClosedDates`). Answers how many leaves changed.
 */
export async function recountLeaves(trx: Trx, companyId: number, scope: DirtyScope, from: string, to: string | null): Promise<number> {
  const employees = (scope.employees ?? []).map(Number);
  const departments = (scope.departments ?? []).map(Number);
  const whose =
    employees.length === 0 && departments.length === 0
      ? sql`true`
      : sql`(e.id = any(${employees}::bigint[]) or e.department_id = any(${departments}::bigint[]))`;
  const { rows } = await sql<{ id: number | string; employee: number | string; unit: LeaveUnit; counts_holidays: boolean; start_time: string; end_time: string; day_counts: unknown }>`
    select l.id, l.employee, lt.unit, lt.counts_holidays, l.day_counts,
      to_char(l.start_time, 'YYYY-MM-DD HH24:MI:SS') as start_time, to_char(l.end_time, 'YYYY-MM-DD HH24:MI:SS') as end_time
    from leave_requests l
    join leave_types lt on lt.company_id = l.company_id and lt.id = l.leave_type
    join employees e on e.company_id = l.company_id and e.id = l.employee
    where l.company_id = ${companyId} and l.status in ('pending', 'approved')
      and l.end_time >= cast(${from} as date) ${to === null ? sql`` : sql`and l.start_time < cast(${to} as date) + 1`}
      and ${whose}
    order by l.id
    for update of l`.execute(trx);
  if (rows.length === 0) return 0;
  const leaves = rows.map((row): LeaveSpan => ({ employee: Number(row.employee), unit: row.unit, countsHolidays: row.counts_holidays, start: row.start_time, end: row.end_time }));
  const fresh = await countLeaves(trx, companyId, leaves);
  const first = leaves.reduce((low, leave) => (leave.start < low ? leave.start : low), leaves[0].start).slice(0, 10);
  const last = leaves.reduce((high, leave) => (leave.end > high ? leave.end : high), leaves[0].end).slice(0, 10);
  const closed = await closedDaysOf(trx, companyId, [...new Set(leaves.map((leave) => leave.employee))], first, last);
  const changed = rows.flatMap((row, index) => {
    const stored = new Map(countsOf(row.day_counts));
    const leave = leaves[index];
    const counted = closed.empty ? fresh[index] : keepClosedDates(fresh[index], stored, (date) => closed.has(leave.employee, date), leave.start, leave.end);
    const text = storedCounts(counted);
    return text === storedCounts(stored) ? [] : [{ id: Number(row.id), days: countsTotal(counted), text }];
  });
  if (changed.length === 0) return 0;
  await sql`
    update leave_requests l set days = v.days, day_counts = cast(v.counts as jsonb)
      from unnest(${changed.map((item) => item.id)}::bigint[], ${changed.map((item) => item.days)}::float8[], ${changed.map((item) => item.text)}::text[]) as v (id, days, counts)
     where l.company_id = ${companyId} and l.id = v.id`.execute(trx);
  return changed.length;
}
