/**
 * The rules of the attendance set-up that JSON cannot state (ADR 0078): pure functions over wire records, so
 * the write hooks, the import and the unit tests share them. Each failure is the ApiError the client shows on
 * the field it names. What passes compiles in the engine (config.ts throws on the same conditions).
 */
import { GENERAL_CODES, SHIFT_CYCLE_DAYS, SHIFT_CYCLE_MAX } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { ATT_CODES } from './codes';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 1440;

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function invalid(field: string, code: 'invalid' | 'required' = 'invalid'): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message: `${field} is not valid.`, params: { field }, fields: { [field]: code } });
}

function refused(code: string, message: string, fields: string[], params: Record<string, string | number> = {}, status = 400): ApiError {
  return new ApiError(status, code, { message, params, fields: Object.fromEntries(fields.map((field) => [field, code])) });
}

// ---------------------------------------------------------------- break times

export interface BreakWindow {
  alias: string;
  start: string;
  duration: number;
}

export function checkBreakTime(values: { allowance: unknown; duration: unknown }): void {
  if (typeof values.allowance === 'number' && typeof values.duration === 'number' && values.allowance > values.duration) {
    throw refused(ATT_CODES.allowanceTooLong, 'The allowance is longer than the break.', ['allowance'], { allowance: values.allowance, duration: values.duration });
  }
}

// ---------------------------------------------------------------- timetables

/** The check-in window's end and the check-out window's start as the engine takes them (§4.4 defaults). */
export function effectiveWindows(duration: number, inAfter: number | null, outBefore: number | null): { inAfter: number; outBefore: number } {
  return { inAfter: inAfter ?? Math.floor(duration / 2), outBefore: outBefore ?? duration - Math.floor(duration / 2) };
}

/** `{min, mode?}` or null (engine OtWindowRule). */
function checkOtWindow(field: string, value: unknown): void {
  if (value === null) return;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(field);
  const { min, mode, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw invalid(field);
  if (typeof min !== 'number' || !Number.isInteger(min) || min < 0 || min > MINUTES_PER_DAY) throw invalid(field);
  if (mode !== undefined && mode !== 'whole' && mode !== 'excess_only') throw invalid(field);
}

/** Where a break lies in the duty: minutes after the start (the engine puts a break before the start on the next day). */
export function breakOffset(timetableStart: string, breakStart: string): number {
  return (minutesOf(breakStart) - minutesOf(timetableStart) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export interface NormalTimetableValues {
  alias: string;
  start: unknown;
  duration: unknown;
  in_after: unknown;
  out_before: unknown;
  allowed_late: unknown;
  allowed_early: unknown;
  early_in_ot: unknown;
  late_out_ot: unknown;
  pairing: unknown;
}

export function checkNormalTimetable(values: NormalTimetableValues, breaks: readonly BreakWindow[]): void {
  if (typeof values.start !== 'string' || !TIME.test(values.start)) throw invalid('start', 'required');
  if (typeof values.duration !== 'number') throw invalid('duration', 'required');
  checkOtWindow('early_in_ot', values.early_in_ot);
  checkOtWindow('late_out_ot', values.late_out_ot);
  const duration = values.duration;
  const windows = effectiveWindows(duration, values.in_after as number | null, values.out_before as number | null);
  if (windows.inAfter > duration - windows.outBefore) {
    throw refused(ATT_CODES.windowsOverlap, 'The check-in window reaches into the check-out window.', ['in_after', 'out_before'], {
      in_after: windows.inAfter,
      out_before: windows.outBefore,
      duration,
    });
  }
  if ((values.allowed_late as number) > windows.inAfter) {
    throw refused(ATT_CODES.graceBeyondWindow, 'The allowed lateness is wider than the check-in window.', ['allowed_late'], { minutes: windows.inAfter });
  }
  if ((values.allowed_early as number) > windows.outBefore) {
    throw refused(ATT_CODES.graceBeyondWindow, 'The allowed early leave is wider than the check-out window.', ['allowed_early'], { minutes: windows.outBefore });
  }
  checkBreaksInDuty(values.alias, values.start, duration, breaks);
}

/** Every break inside [start, start + duration] and no two overlapping (§4.7 break deduction assumes both). */
export function checkBreaksInDuty(timetable: string, start: string, duration: number, breaks: readonly BreakWindow[]): void {
  const placed = breaks.map((b) => ({ b, from: breakOffset(start, b.start) })).sort((x, y) => x.from - y.from);
  for (const { b, from } of placed) {
    if (from + b.duration > duration) {
      throw refused(ATT_CODES.breakOutsideDuty, 'A break lies outside the duty.', ['break_times'], { break: b.alias, timetable });
    }
  }
  for (let i = 1; i < placed.length; i++) {
    if (placed[i].from < placed[i - 1].from + placed[i - 1].b.duration) {
      throw refused(ATT_CODES.breaksOverlap, 'Two breaks overlap.', ['break_times'], { first: placed[i - 1].b.alias, second: placed[i].b.alias });
    }
  }
}

export function checkFlexibleTimetable(values: { required: unknown; core_band: unknown; pairing: unknown }): void {
  if (typeof values.required !== 'number') throw invalid('required', 'required');
  if (values.pairing !== null && values.pairing !== 'first_last' && values.pairing !== 'pairs') throw invalid('pairing');
  const band = values.core_band;
  if (band === null) return;
  if (typeof band !== 'object' || Array.isArray(band)) throw invalid('core_band');
  const { start, end, ...rest } = band as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof start !== 'string' || typeof end !== 'string' || !TIME.test(start) || !TIME.test(end)) throw invalid('core_band');
  if (minutesOf(end) <= minutesOf(start)) throw refused(ATT_CODES.coreBandOrder, 'The core band ends before it starts.', ['core_band'], { start, end });
}

// ---------------------------------------------------------------- shifts

export type Cycle = keyof typeof SHIFT_CYCLE_MAX;

/** The slots as the engine takes them: index → timetable ids (unique, in the order given). */
export function parseSlots(value: unknown): Map<number, number[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('slots');
  const slots = new Map<number, number[]>();
  for (const [key, ids] of Object.entries(value)) {
    if (!/^(0|[1-9]\d{0,4})$/.test(key)) throw invalid('slots');
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) throw invalid('slots');
    slots.set(Number(key), [...new Set(ids as number[])]);
  }
  return slots;
}

export function parseAutoShift(value: unknown): number[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) throw invalid('auto_shift');
  return [...new Set(value as number[])];
}

/** How many slots a cycle has: day → length, week → length × 7, month → length × 31. */
export function slotCount(cycle: Cycle, length: number): number {
  return length * SHIFT_CYCLE_DAYS[cycle];
}

export function checkCycle(cycle: Cycle, length: number, slots: ReadonlyMap<number, readonly number[]>): void {
  const max = SHIFT_CYCLE_MAX[cycle];
  if (length > max) throw refused(ATT_CODES.cycleTooLong, 'The cycle is too long.', ['length'], { max });
  const count = slotCount(cycle, length);
  for (const index of slots.keys()) {
    if (index >= count) throw refused(ATT_CODES.slotOutsideCycle, 'A slot lies outside the cycle.', ['slots'], { index, max: count - 1 });
  }
}

export interface TimetableSpan {
  id: number;
  alias: string;
  kind: string;
  start: string | null;
  duration: number | null;
}

/** §4.4: the scheduled intervals of one day's timetables must not overlap (the engine refuses such a shift). */
export function checkDayTimetables(slot: number, timetables: readonly TimetableSpan[]): void {
  const spans = timetables
    .filter((t) => t.kind === 'normal' && t.start !== null && t.duration !== null)
    .map((t) => ({ t, from: minutesOf(t.start as string), to: minutesOf(t.start as string) + (t.duration as number) }))
    .sort((a, b) => a.from - b.from);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i].from < spans[i - 1].to) {
      throw refused(ATT_CODES.slotTimetablesOverlap, 'Two timetables of one day overlap.', ['slots'], { slot, first: spans[i - 1].t.alias, second: spans[i].t.alias });
    }
  }
}

export function checkAutoShift(timetables: readonly TimetableSpan[]): void {
  const flexible = timetables.find((t) => t.kind !== 'normal');
  if (flexible) throw refused(ATT_CODES.autoShiftNormalOnly, 'The auto-shift set takes normal timetables only.', ['auto_shift'], { timetable: flexible.alias });
}

export function inUse(code: string, message: string, params: Record<string, string>): ApiError {
  return new ApiError(409, code, { message, params });
}
