/**
 * Stored set-up → the engine's model (server/src/attendance/engine/model.ts), and back: the wire records of
 * break times, timetables and shifts are the snake_case of the engine's types (api-contracts.md), ids become
 * the engine's string ids, nulls become "not set" (the engine's defaults). `loadAttendanceSetup` reads a
 * company's set-up as the engine takes it, so the stored daily results can feed it directly (issue 13).
 */
import { sql } from 'kysely';
import type { BreakTime, EngineConfig, FlexibleTimetable, Holiday, NormalTimetable, OtWindowRule, ScheduleAssignment, Shift, TemporarySchedule, Timetable } from '../../attendance/engine';
import { selectRecords } from '../../resources/query';
import type { ResourceDefinition, Row, Trx } from '../../resources/types';
import { toEngineDepartmentRule, toEngineGlobalRule } from './rule-settings';
import { departmentRules, departmentSchedules, employeeSchedules, globalRule, temporarySchedules } from './schedule-resources';
import { breakTimes, shifts, timetables } from './setup-resources';
import { holidays } from './holidays';

export interface BreakTimeRecord {
  id: number;
  alias: string;
  start: string;
  duration: number;
  type: 'auto_deduct' | 'punched';
  allowance: number | null;
  paid: boolean;
  trigger: number;
  margin: number;
  late_grace: number;
  min_early_return: number;
  early_return_credit: 'none' | 'work' | 'ot';
}

type OtWindowRecord = { min: number; mode?: 'whole' | 'excess_only' } | null;
type PairingRecord = 'first_last' | 'state_based' | 'pairs' | null;

export interface NormalTimetableRecord {
  id: number;
  alias: string;
  kind: 'normal';
  start: string;
  duration: number;
  in_before: number | null;
  in_after: number | null;
  out_before: number | null;
  out_after: number | null;
  in_required: boolean;
  out_required: boolean;
  allowed_late: number;
  allowed_early: number;
  work_day: number;
  early_in_ot: OtWindowRecord;
  late_out_ot: OtWindowRecord;
  ot_level: number;
  max_ot_per_day: number;
  break_times: number[];
  pairing: PairingRecord;
  check_in_rule: 'first' | 'nearest' | null;
  check_out_rule: 'last' | 'nearest' | null;
}

export interface FlexibleTimetableRecord {
  id: number;
  alias: string;
  kind: 'flexible';
  required: number;
  day_change: string | null;
  core_band: { start: string; end: string } | null;
  min_ot: number;
  work_day: number;
  pairing: 'first_last' | 'pairs' | null;
  flex_break: number;
  flex_break_trigger: number;
}

export type TimetableRecord = NormalTimetableRecord | FlexibleTimetableRecord;

export interface ShiftRecord {
  id: number;
  alias: string;
  cycle: 'day' | 'week' | 'month';
  length: number;
  slots: Record<string, number[]>;
  work_on_holidays: boolean;
  auto_shift: number[] | null;
}

/** Only the keys whose value is set (the engine reads a missing key as its default). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined)) as T;
}

const otWindow = (value: OtWindowRecord): OtWindowRule | null => (value ? defined({ min: value.min, mode: value.mode }) : null);

export function toEngineBreakTime(record: BreakTimeRecord): BreakTime {
  return defined({
    id: String(record.id),
    start: record.start,
    duration: record.duration,
    type: record.type,
    allowance: record.allowance ?? undefined,
    paid: record.paid,
    trigger: record.trigger,
    margin: record.margin,
    lateGrace: record.late_grace,
    minEarlyReturn: record.min_early_return,
    earlyReturnCredit: record.early_return_credit,
  });
}

export function toEngineTimetable(record: TimetableRecord): Timetable {
  if (record.kind === 'flexible') {
    const flexible: FlexibleTimetable = {
      id: String(record.id),
      kind: 'flexible',
      required: record.required,
      dayChange: record.day_change ?? undefined,
      coreBand: record.core_band,
      minOt: record.min_ot,
      workDay: record.work_day,
      pairing: record.pairing ?? undefined,
      flexBreak: record.flex_break,
      flexBreakTrigger: record.flex_break_trigger,
    };
    return defined(flexible);
  }
  const normal: NormalTimetable = {
    id: String(record.id),
    kind: 'normal',
    start: record.start,
    duration: record.duration,
    inBefore: record.in_before ?? undefined,
    inAfter: record.in_after ?? undefined,
    outBefore: record.out_before ?? undefined,
    outAfter: record.out_after ?? undefined,
    inRequired: record.in_required,
    outRequired: record.out_required,
    allowedLate: record.allowed_late,
    allowedEarly: record.allowed_early,
    workDay: record.work_day,
    earlyInOt: otWindow(record.early_in_ot),
    lateOutOt: otWindow(record.late_out_ot),
    otLevel: record.ot_level as 1 | 2 | 3,
    maxOtPerDay: record.max_ot_per_day,
    breakIds: record.break_times.map(String),
    pairing: record.pairing ?? undefined,
    checkInRule: record.check_in_rule ?? undefined,
    checkOutRule: record.check_out_rule ?? undefined,
  };
  return defined(normal);
}

export function toEngineShift(record: ShiftRecord): Shift {
  return defined({
    id: String(record.id),
    cycle: record.cycle,
    length: record.length,
    slots: Object.fromEntries(Object.entries(record.slots).map(([index, ids]) => [Number(index), ids.map(String)])),
    workOnHolidays: record.work_on_holidays,
    autoShift: record.auto_shift ? record.auto_shift.map(String) : undefined,
  });
}

/** Engine ids are the records' ids as text; set-up written from the engine's model needs them as numbers. */
const idOf = (id: string): number => Number(id);

/** The body that stores an engine timetable (the ids of its breaks already stored): for seeding and tests. */
export function timetableBodyOf(timetable: Timetable, alias: string, breakIds: ReadonlyMap<string, number> = new Map()): Omit<NormalTimetableRecord, 'id'> | Omit<FlexibleTimetableRecord, 'id'> {
  if (timetable.kind === 'flexible') {
    return {
      alias,
      kind: 'flexible',
      required: timetable.required,
      day_change: timetable.dayChange ?? null,
      core_band: timetable.coreBand ?? null,
      min_ot: timetable.minOt ?? 0,
      work_day: timetable.workDay ?? 1,
      pairing: timetable.pairing ?? null,
      flex_break: timetable.flexBreak ?? 0,
      flex_break_trigger: timetable.flexBreakTrigger ?? 0,
    };
  }
  const ot = (rule: OtWindowRule | null | undefined): OtWindowRecord => (rule ? defined({ min: rule.min, mode: rule.mode }) : null);
  return {
    alias,
    kind: 'normal',
    start: timetable.start,
    duration: timetable.duration,
    in_before: timetable.inBefore ?? null,
    in_after: timetable.inAfter ?? null,
    out_before: timetable.outBefore ?? null,
    out_after: timetable.outAfter ?? null,
    in_required: timetable.inRequired ?? true,
    out_required: timetable.outRequired ?? true,
    allowed_late: timetable.allowedLate ?? 0,
    allowed_early: timetable.allowedEarly ?? 0,
    work_day: timetable.workDay ?? 1,
    early_in_ot: ot(timetable.earlyInOt),
    late_out_ot: ot(timetable.lateOutOt),
    ot_level: timetable.otLevel ?? 1,
    max_ot_per_day: timetable.maxOtPerDay ?? 0,
    break_times: (timetable.breakIds ?? []).map((id) => breakIds.get(id) ?? idOf(id)),
    pairing: timetable.pairing ?? null,
    check_in_rule: timetable.checkInRule ?? null,
    check_out_rule: timetable.checkOutRule ?? null,
  };
}

/** A company's break times, timetables and shifts as the engine's configuration (rules and schedules: later). */
export async function loadAttendanceSetup(trx: Trx, companyId: number): Promise<Pick<EngineConfig, 'breaks' | 'timetables' | 'shifts'>> {
  const all = <T>(definition: ResourceDefinition): Promise<T[]> => allRecords<T>(trx, companyId, definition);
  return {
    breaks: (await all<BreakTimeRecord>(breakTimes)).map(toEngineBreakTime),
    timetables: (await all<TimetableRecord>(timetables)).map(toEngineTimetable),
    shifts: (await all<ShiftRecord>(shifts)).map(toEngineShift),
  };
}

async function allRecords<T>(trx: Trx, companyId: number, definition: ResourceDefinition): Promise<T[]> {
  return (await selectRecords(trx, definition, [sql`t.company_id = ${companyId}`], sql.raw('t.id'))) as Row[] as T[];
}

export interface ScheduleRecord {
  id: number;
  employee?: number;
  department?: number;
  shift: number;
  start_date: string;
  end_date: string | null;
}

export interface TemporaryScheduleRecord {
  id: number;
  employee: number;
  date: string;
  timetables: number[];
}

export interface HolidayRecord {
  id: number;
  alias: string;
  start_date: string;
  days: number;
  departments: number[];
}

export function toEngineSchedule(level: 'employee' | 'department', record: ScheduleRecord): ScheduleAssignment {
  const target = level === 'employee' ? record.employee : record.department;
  return defined({
    id: String(record.id),
    level,
    targetId: String(target),
    shiftId: String(record.shift),
    startDate: record.start_date,
    endDate: record.end_date ?? undefined,
  });
}

export function toEngineTemporarySchedule(record: TemporaryScheduleRecord): TemporarySchedule {
  return { id: String(record.id), employeeId: String(record.employee), date: record.date, timetableIds: record.timetables.map(String) };
}

/** No departments: the holiday is the whole company's. */
export function toEngineHoliday(record: HolidayRecord): Holiday {
  return defined({ id: String(record.id), startDate: record.start_date, days: record.days, departmentIds: record.departments.length > 0 ? record.departments.map(String) : undefined });
}

/**
 * A company's whole attendance set-up as the engine takes it (ADR 0079): the global rule (none saved: the
 * engine's defaults), department rules, timetables, breaks, shifts, employee and department schedules,
 * temporary schedules and holidays; ids are the records' ids as text (rules: 'G<id>' / 'D<id>').
 */
export async function loadEngineConfig(trx: Trx, companyId: number): Promise<EngineConfig> {
  const setup = await loadAttendanceSetup(trx, companyId);
  const global = await allRecords<Row>(trx, companyId, globalRule);
  return {
    globalRules: global.length > 0 ? global.map(toEngineGlobalRule) : [{ id: 'default' }],
    departmentRules: (await allRecords<Row>(trx, companyId, departmentRules)).map(toEngineDepartmentRule),
    ...setup,
    schedules: [
      ...(await allRecords<ScheduleRecord>(trx, companyId, employeeSchedules)).map((record) => toEngineSchedule('employee', record)),
      ...(await allRecords<ScheduleRecord>(trx, companyId, departmentSchedules)).map((record) => toEngineSchedule('department', record)),
    ],
    temporarySchedules: (await allRecords<TemporaryScheduleRecord>(trx, companyId, temporarySchedules)).map(toEngineTemporarySchedule),
    holidays: (await allRecords<HolidayRecord>(trx, companyId, holidays)).map(toEngineHoliday),
  };
}
