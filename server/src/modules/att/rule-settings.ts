/**
 * Attendance rules (ADR 0079): the wire fields are the snake_case of the engine's RuleSettings (nested objects
 * too, e.g. `rounding.in_mode`); null = "not set", so the engine applies its default (a department rule: the
 * global rule's value). `RULE_KEYS` ties each engine setting to its field, so a new engine setting does not
 * compile until it has one; the hook checks the shapes of the json fields, which JSON schema alone cannot gate.
 */
import { GENERAL_CODES, KERNEL_CODES, type RuleSettingField } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { DepartmentRule, GlobalRule, RuleSettings } from '../../attendance/engine';
import { ApiError } from '../../http/api-error';
import type { Row, Trx } from '../../resources/types';
import { ATT_CODES } from './codes';

/** engine setting → wire field */
export const RULE_KEYS: { readonly [K in keyof RuleSettings]: RuleSettingField } = {
  pairing: 'pairing',
  checkInRule: 'check_in_rule',
  checkOutRule: 'check_out_rule',
  dedupeSeconds: 'dedupe_seconds',
  lateMode: 'late_mode',
  earlyMode: 'early_mode',
  lateToAbsent: 'late_to_absent',
  earlyToAbsent: 'early_to_absent',
  lateEarlyAbsenceAction: 'late_early_absence_action',
  missIn: 'miss_in',
  missOut: 'miss_out',
  autoCheckOut: 'auto_check_out',
  graceSnap: 'grace_snap',
  rounding: 'rounding',
  strict: 'strict',
  otEnabled: 'ot_enabled',
  dailyOtEnabled: 'daily_ot_enabled',
  otApproval: 'ot_approval',
  minOt: 'min_ot',
  maxOtPerDay: 'max_ot_per_day',
  otThresholds: 'ot_thresholds',
  weekendOtEnabled: 'weekend_ot_enabled',
  holidayOtEnabled: 'holiday_ot_enabled',
  weeklyOtThreshold: 'weekly_ot_threshold',
  weekStart: 'week_start',
  absentBelow: 'absent_below',
  halfDayBelow: 'half_day_below',
  minValidSpan: 'min_valid_span',
  maxWorkPerInstance: 'max_work_per_instance',
  newDayGap: 'new_day_gap',
  maxShiftSpan: 'max_shift_span',
  unscheduledWorkDate: 'unscheduled_work_date',
  unscheduledBreak: 'unscheduled_break',
  classifyByCalendarMinute: 'classify_by_calendar_minute',
  boundaryTolerance: 'boundary_tolerance',
  defaultShiftId: 'default_shift_id',
  autoShiftTimetableIds: 'auto_shift_timetable_ids',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ROUND_MODES = ['down', 'nearest', 'up'];

function invalid(field: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message: `${field} is not valid.`, params: { field }, fields: { [field]: 'invalid' } });
}

const isMinutes = (value: unknown, max = 1440, min = 0): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** An object with exactly the allowed keys (the required ones present). */
function objectOf(field: string, value: unknown, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(field);
  const record = value as Record<string, unknown>;
  const allowed = new Set([...required, ...optional]);
  if (Object.keys(record).some((key) => !allowed.has(key)) || required.some((key) => record[key] === undefined)) throw invalid(field);
  return record;
}

/** `{kind: 'exception' | 'absent'}` or `{kind: <timed>, minutes}` (engine MissInAction / MissOutAction). */
function checkMissAction(field: string, value: unknown, timed: 'late' | 'early'): void {
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind === timed) {
    const action = objectOf(field, value, ['kind', 'minutes']);
    if (!isMinutes(action.minutes)) throw invalid(field);
  } else if (kind === 'exception' || kind === 'absent') objectOf(field, value, ['kind']);
  else throw invalid(field);
}

/** The shapes of the json settings (null is always fine: the default). */
export function checkRuleShapes(values: Row): void {
  if (values.miss_in !== null) checkMissAction('miss_in', values.miss_in, 'late');
  if (values.miss_out !== null) checkMissAction('miss_out', values.miss_out, 'early');
  if (values.auto_check_out !== null) {
    const kind = (values.auto_check_out as { kind?: unknown }).kind;
    if (kind === 'after_end') {
      if (!isMinutes(objectOf('auto_check_out', values.auto_check_out, ['kind', 'minutes']).minutes)) throw invalid('auto_check_out');
    } else if (kind === 'at') {
      const time = objectOf('auto_check_out', values.auto_check_out, ['kind', 'time']).time;
      if (typeof time !== 'string' || !TIME.test(time)) throw invalid('auto_check_out');
    } else throw invalid('auto_check_out');
  }
  if (values.rounding !== null) {
    const rounding = objectOf('rounding', values.rounding, ['interval', 'in_mode', 'out_mode']);
    if (!isMinutes(rounding.interval, 60, 1) || !ROUND_MODES.includes(rounding.in_mode as string) || !ROUND_MODES.includes(rounding.out_mode as string)) throw invalid('rounding');
  }
  if (values.ot_thresholds !== null) {
    const levels = objectOf('ot_thresholds', values.ot_thresholds, ['t1'], ['t2', 't3']);
    const given = [levels.t1, levels.t2, levels.t3].filter((level) => level !== undefined);
    // each level starts after the one before (the engine books minutes above t1 to OT2 from t2, …)
    if (!given.every((level, index) => isMinutes(level) && (index === 0 || (level as number) > (given[index - 1] as number)))) throw invalid('ot_thresholds');
  }
  if (values.unscheduled_break !== null) {
    const deduction = objectOf('unscheduled_break', values.unscheduled_break, ['minutes', 'trigger']);
    if (!isMinutes(deduction.minutes) || !isMinutes(deduction.trigger, 2880)) throw invalid('unscheduled_break');
  }
  const auto = values.auto_shift_timetable_ids;
  if (auto !== null && (!Array.isArray(auto) || !auto.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0))) throw invalid('auto_shift_timetable_ids');
  if (Array.isArray(auto)) values.auto_shift_timetable_ids = auto.length === 0 ? null : [...new Set(auto as number[])];
}

/** Auto-shift candidates: timetables of the company, normal ones only (as a shift's auto-shift set). */
export async function checkRuleTimetables(trx: Trx, companyId: number, values: Row): Promise<void> {
  const ids = values.auto_shift_timetable_ids as number[] | null;
  if (!ids) return;
  const { rows } = await sql<{ id: number | string; alias: string; kind: string }>`
    select id, alias, kind from timetables where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
  if (rows.length !== ids.length) {
    throw new ApiError(400, KERNEL_CODES.relatedNotFound, { message: 'The auto_shift_timetable_ids was not found.', params: { field: 'auto_shift_timetable_ids' }, fields: { auto_shift_timetable_ids: KERNEL_CODES.relatedNotFound } });
  }
  const flexible = rows.find((row) => row.kind !== 'normal');
  if (flexible) {
    throw new ApiError(400, ATT_CODES.autoShiftNormalOnly, {
      message: 'The auto-shift set takes normal timetables only.',
      params: { timetable: flexible.alias },
      fields: { auto_shift_timetable_ids: ATT_CODES.autoShiftNormalOnly },
    });
  }
}

type Settings = Partial<RuleSettings>;

/** A stored rule record → the engine's settings, unset (null) ones left out. */
export function toEngineSettings(record: Row): Settings {
  const settings: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(RULE_KEYS) as [keyof RuleSettings, RuleSettingField][]) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    if (key === 'rounding') {
      const rounding = value as { interval: number; in_mode: string; out_mode: string };
      settings.rounding = { interval: rounding.interval, inMode: rounding.in_mode, outMode: rounding.out_mode };
    } else if (key === 'defaultShiftId') settings.defaultShiftId = String(value);
    else if (key === 'autoShiftTimetableIds') settings.autoShiftTimetableIds = (value as number[]).map(String);
    else settings[key] = value;
  }
  return settings as Settings;
}

export function toEngineGlobalRule(record: Row): GlobalRule {
  return { id: `G${String(record.id)}`, ...toEngineSettings(record) };
}

export function toEngineDepartmentRule(record: Row): DepartmentRule {
  return { id: `D${String(record.id)}`, departmentId: String(record.department), ...toEngineSettings(record) };
}
