/**
 * A batch of dirty employee-days → stored result rows (pure: no I/O). Each employee's dirty dates are calculated
 * as runs of consecutive dates with calculateRange (a run starts on its week start when weekly OT is on, so the
 * week's counter is exact), and each day carries the fingerprint of its inputs.
 */
import {
  calculateRange,
  dayFingerprinter,
  formatDate,
  formatWall,
  instantToWall,
  parseDate,
  type ApprovedRequest,
  type DayResult,
  type EngineConfig,
  type Employee,
  type Punch,
  type TraceEntry,
} from '../../../attendance/engine';
import type { TimeCardMinutes } from '@timekeep/contracts';
import { isoWeekday } from '../../../attendance/engine/time';
import type { BatchInputs } from './inputs';

/** Bumped when the engine's results change for the same inputs: every stored day is then rewritten once. */
export const RESULT_VERSION = 'r1';

export interface DayResultRow extends TimeCardMinutes {
  employee_id: number;
  work_date: string;
  status: string;
  timetable_ids: number[];
  /** 'YYYY-MM-DD HH:mm' local wall clock, or null */
  clock_in: string | null;
  clock_out: string | null;
  exceptions: string[];
  trace: TraceEntry[];
  fingerprint: string;
}

const MS_PER_MINUTE = 60_000;

function wallText(zone: string, ms: number): string {
  return formatWall(instantToWall(zone, Math.floor(ms / MS_PER_MINUTE))).replace('T', ' ');
}

/** The day's clock-in and clock-out as a person reads them: the punch used, else the assumed time. */
function clockTimes(result: DayResult, zone: string): { clockIn: string | null; clockOut: string | null } {
  const withIn = result.instances.find((instance) => instance.clockIn !== null);
  const withOut = [...result.instances].reverse().find((instance) => instance.clockOut !== null);
  let inMs = withIn?.clockIn ? (withIn.clockIn.rawAt ?? withIn.clockIn.at) : null;
  let outMs = withOut?.clockOut ? (withOut.clockOut.rawAt ?? withOut.clockOut.at) : null;
  if (inMs === null && result.groups.length > 0) inMs = result.groups[0].first;
  if (outMs === null && result.groups.length > 0) {
    const last = result.groups[result.groups.length - 1];
    if (!last.missingOut && last.last !== last.first) outMs = last.last;
  }
  return { clockIn: inMs === null ? null : wallText(zone, inMs), clockOut: outMs === null ? null : wallText(zone, outMs) };
}

export function toResultRow(result: DayResult, employeeId: number, zone: string, fingerprint: string): DayResultRow {
  const t = result.totals;
  const { clockIn, clockOut } = clockTimes(result, zone);
  return {
    employee_id: employeeId,
    work_date: result.date,
    status: result.status,
    timetable_ids: result.instances.map((instance) => Number(instance.timetableId)).filter(Number.isSafeInteger),
    clock_in: clockIn,
    clock_out: clockOut,
    duty: t.duty,
    worked: t.worked,
    regular: t.regular,
    late: t.late,
    early: t.early,
    short: t.short,
    absent: t.absent,
    leave: t.leave,
    break_deducted: t.breakDeducted,
    ot: t.ot,
    ot1: t.ot1,
    ot2: t.ot2,
    ot3: t.ot3,
    weekly_ot: t.weeklyOt,
    weekend_ot: t.weekendOt,
    holiday_ot: t.holidayOt,
    exceptions: [...new Set(result.exceptions.map((exception) => exception.code))],
    trace: result.trace,
    fingerprint,
  };
}

/** Consecutive day numbers grouped into [first, last] runs. */
export function runsOf(days: readonly number[]): Array<[number, number]> {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The earliest week start any rule may use, when some rule has weekly OT (else null: runs start anywhere). */
function weeklyStart(config: EngineConfig): number | null {
  const rules = [...config.globalRules, ...(config.departmentRules ?? [])];
  const weekly = rules.filter((rule) => rule.weeklyOtThreshold !== undefined && rule.weeklyOtThreshold !== null);
  return weekly.length === 0 ? null : (weekly[0].weekStart ?? 1);
}

export interface BatchDay {
  employeeId: number;
  date: string;
}

/** Calculates the batch's days; employees absent from `inputs` (deleted meanwhile) are skipped. */
export function calculateBatch(config: EngineConfig, inputs: BatchInputs, days: readonly BatchDay[]): DayResultRow[] {
  const byEmployee = new Map<number, number[]>();
  for (const day of days) {
    const list = byEmployee.get(day.employeeId);
    if (list) list.push(parseDate(day.date));
    else byEmployee.set(day.employeeId, [parseDate(day.date)]);
  }
  const weekStart = weeklyStart(config);
  const rows: DayResultRow[] = [];
  for (const [employeeId, dates] of byEmployee) {
    const employee: Employee | undefined = inputs.employees.get(employeeId);
    if (!employee) continue;
    const punches: readonly Punch[] = inputs.punches.get(employeeId) ?? [];
    const requests: readonly ApprovedRequest[] = inputs.requests.get(employeeId) ?? [];
    const fingerprintOf = dayFingerprinter({ config, employee, punches, requests });
    for (const [first, last] of runsOf(dates)) {
      const start = weekStart === null ? first : first - ((isoWeekday(first) - weekStart + 7) % 7);
      const results = calculateRange({ config, employee, punches, requests, from: formatDate(start), to: formatDate(last) });
      for (const result of results) {
        const fingerprint = `${RESULT_VERSION}:${fingerprintOf(result.date, result.weekRegularBefore)}`;
        rows.push(toResultRow(result, employeeId, employee.zone, fingerprint));
      }
    }
  }
  return rows;
}
