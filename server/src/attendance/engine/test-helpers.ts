/** Fixtures shared by the engine tests and the benchmark (not part of the public API). */
import { calculateDay, calculateRange } from './calculate';
import type {
  ApprovedRequest,
  BreakTime,
  EngineConfig,
  Employee,
  Holiday,
  NormalTimetable,
  Punch,
  PunchState,
  RuleSettings,
  Shift,
  Timetable,
} from './model';
import { normalizePunch } from './punches';
import type { DayResult, InstanceResult } from './result';
import { formatDate, parseDate } from './time';
import type { TraceEntry, TraceKey } from './trace';

/** Base zone of the vectors: no DST, non-zero offset (+03:00). */
export const ZONE = 'Asia/Riyadh';
/** Base work date of the vectors, a Monday. */
export const D = '2026-03-02';

export function addDays(date: string, n: number): string {
  return formatDate(parseDate(date) + n);
}

export const LUNCH: BreakTime = { id: 'LUNCH', start: '13:00', duration: 60, type: 'auto_deduct' };
export const LUNCH_PUNCHED: BreakTime = { id: 'LUNCHP', start: '13:00', duration: 60, type: 'punched', lateGrace: 5 };

/** §4.12 DAY: 09:00–18:00, break 13–14 auto, in 07:00–13:30, out 13:30–22:00, allowances 5, OT minimums 30. */
export const DAY: NormalTimetable = {
  id: 'DAY',
  kind: 'normal',
  start: '09:00',
  duration: 540,
  allowedLate: 5,
  allowedEarly: 5,
  earlyInOt: { min: 30 },
  lateOutOt: { min: 30 },
  breakIds: ['LUNCH'],
};

/** §4.12 NIGHT: 22:00–06:00 (+1), no break. */
export const NIGHT: NormalTimetable = {
  id: 'NIGHT',
  kind: 'normal',
  start: '22:00',
  duration: 480,
  allowedLate: 5,
  allowedEarly: 5,
  earlyInOt: { min: 30 },
  lateOutOt: { min: 30 },
};

export function tt(id: string, start: string, duration: number, extra: Partial<NormalTimetable> = {}): NormalTimetable {
  return { id, kind: 'normal', start, duration, allowedLate: 5, allowedEarly: 5, earlyInOt: { min: 30 }, lateOutOt: { min: 30 }, ...extra };
}

export interface Setup {
  /** work dates → timetable ids (temporary schedules; an empty list is a day off) */
  dates?: Record<string, string[]>;
  /** shift assigned to the employee from 2020-01-01 (default: DAY every day) */
  shift?: Shift;
  shiftStart?: string;
  timetables?: Timetable[];
  breaks?: BreakTime[];
  rule?: Partial<RuleSettings>;
  holidays?: Holiday[];
  employee?: Partial<Employee>;
  extraConfig?: Partial<EngineConfig>;
}

export const EVERY_DAY_DAY: Shift = { id: 'S-DAY', cycle: 'day', length: 1, slots: { 0: ['DAY'] } };
export const REST_EVERY_DAY: Shift = { id: 'S-REST', cycle: 'day', length: 1, slots: {} };

export function makeConfig(s: Setup = {}): EngineConfig {
  const shift = s.shift ?? EVERY_DAY_DAY;
  const tts = s.timetables ?? [];
  const ids = new Set(tts.map((t) => t.id));
  const all = [...tts, ...[DAY, NIGHT].filter((t) => !ids.has(t.id))];
  const bids = new Set((s.breaks ?? []).map((b) => b.id));
  return {
    globalRules: [{ id: 'G', ...(s.rule ?? {}) }],
    timetables: all,
    breaks: [...(s.breaks ?? []), ...[LUNCH, LUNCH_PUNCHED].filter((b) => !bids.has(b.id))],
    shifts: [shift],
    schedules: [{ id: 'SCH', level: 'employee', targetId: 'E1', shiftId: shift.id, startDate: s.shiftStart ?? '2020-01-01' }],
    temporarySchedules: Object.entries(s.dates ?? {}).map(([date, timetableIds]) => ({ id: `T-${date}`, employeeId: 'E1', date, timetableIds })),
    holidays: s.holidays ?? [],
    ...(s.extraConfig ?? {}),
  };
}

export function makeEmployee(e: Partial<Employee> = {}): Employee {
  return { id: 'E1', zone: ZONE, departmentId: 'DEP', ...e };
}

let seq = 0;

/**
 * Punch at local wall time. `spec` is 'HH:MM', 'HH:MM:SS', '+1 HH:MM' (next day), '-1 HH:MM' or a
 * full 'YYYY-MM-DDTHH:MM'. A trailing '@N' gives the device state N.
 */
export function punch(date: string, spec: string, zone: string = ZONE, id?: string): Punch {
  let s = spec;
  let state: PunchState | undefined;
  const at = s.indexOf('@');
  if (at >= 0) {
    state = Number(s.slice(at + 1)) as PunchState;
    s = s.slice(0, at).trim();
  }
  let wall: string;
  if (s.length >= 16 && s[10] === 'T') wall = s;
  else {
    let d = date;
    const m = /^([+-]\d+)\s+(.*)$/.exec(s);
    if (m) {
      d = addDays(date, Number(m[1]));
      s = m[2];
    }
    wall = `${d}T${s}`;
  }
  seq++;
  const raw = { id: id ?? `p${seq}-${wall}`, wall, zones: { device: zone } };
  const { punch: p } = normalizePunch(state === undefined ? raw : { ...raw, state });
  return p;
}

export function punches(date: string, specs: string[], zone: string = ZONE): Punch[] {
  return specs.map((s, i) => punch(date, s, zone, `P${i + 1}`));
}

export interface RunOptions extends Setup {
  date?: string;
  punches?: Punch[];
  requests?: ApprovedRequest[];
  weekRegularBefore?: number;
}

export function run(o: RunOptions): DayResult {
  const input = {
    config: makeConfig(o),
    employee: makeEmployee(o.employee),
    date: o.date ?? D,
    punches: o.punches ?? [],
    requests: o.requests ?? [],
  };
  return calculateDay(o.weekRegularBefore === undefined ? input : { ...input, weekRegularBefore: o.weekRegularBefore });
}

export function runRange(o: RunOptions & { from: string; to: string }): DayResult[] {
  return calculateRange({
    config: makeConfig(o),
    employee: makeEmployee(o.employee),
    from: o.from,
    to: o.to,
    punches: o.punches ?? [],
    requests: o.requests ?? [],
  });
}

export function inst(r: DayResult, id: string, n = 0): InstanceResult {
  const list = r.instances.filter((i) => i.timetableId === id);
  const x = list[n];
  if (!x) throw new Error(`no instance ${id}#${n} in ${r.instances.map((i) => i.timetableId).join(',')}`);
  return x;
}

export function traceOf(r: DayResult, key: TraceKey): TraceEntry[] {
  return r.trace.filter((t) => t.key === key);
}

/** local 'HH:MM' of an epoch-ms instant in ZONE-like fixed offset (tests only) */
export function hm(ms: number, offsetMinutes = 180): string {
  const m = Math.floor(ms / 60000) + offsetMinutes;
  const mod = ((m % 1440) + 1440) % 1440;
  return `${String(Math.floor(mod / 60)).padStart(2, '0')}:${String(mod % 60).padStart(2, '0')}`;
}

const FLEX = { id: 'FLEX', kind: 'flexible' as const, required: 480, flexBreak: 60, flexBreakTrigger: 360, minOt: 30, coreBand: { start: '10:00', end: '15:00' } };
/**
 * Twenty days that between them reach most of the trace vocabulary (late, early, missing punches, rounding,
 * overtime caps, holidays, rest days, leave, breaks, flexible and split shifts, resignation, DST, pairing): the
 * trace tests render every entry of these, in English and in every language.
 */
export function traceSampleDays(): DayResult[] {
  return [
    run({ punches: punches(D, ['08:20', '09:01', '19:10', '03:00']) }),
    run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'up', outMode: 'down' }, otThresholds: { t1: 480 }, maxOtPerDay: 30 }, punches: punches(D, ['09:07', '17:52']) }),
    run({ punches: punches(D, ['08:58']) }),
    run({ punches: punches(D, ['13:40']) }),
    run({ punches: [] }),
    run({ rule: { lateToAbsent: 60 }, punches: punches(D, ['11:30', '18:00']) }),
    run({ rule: { halfDayBelow: 300, minOt: 10 }, punches: punches(D, ['08:58', '13:45']) }),
    run({ holidays: [{ id: 'H', startDate: D, days: 1 }], punches: punches(D, ['09:00', '15:00']) }),
    run({ shift: REST_EVERY_DAY, punches: punches(D, ['10:00', '14:00']) }),
    run({ extraConfig: { schedules: [] }, punches: punches(D, ['10:00', '14:00']) }),
    run({ requests: [{ kind: 'leave', id: 'L', employeeId: 'E1', start: `${D}T09:00`, end: `${D}T13:00` }], punches: punches(D, ['13:55', '18:00']) }),
    run({ requests: [{ kind: 'leave', id: 'L', employeeId: 'E1', fromDate: D }] }),
    run({ timetables: [{ ...DAY, breakIds: [LUNCH_PUNCHED.id] }], punches: punches(D, ['08:58', '13:15', '14:25', '18:00']) }),
    run({ timetables: [{ ...DAY, breakIds: [LUNCH_PUNCHED.id] }], punches: punches(D, ['08:58', '13:05', '18:00']) }),
    run({ timetables: [FLEX], dates: { [D]: ['FLEX'] }, punches: punches(D, ['10:12', '14:30']) }),
    run({ timetables: [tt('A', '06:00', 480), tt('B', '14:00', 480)], dates: { [D]: ['A', 'B'] }, punches: punches(D, ['05:55', '14:00', '22:03']) }),
    run({ employee: { resignationDate: addDays(D, -1) } }),
    run({ employee: { attendanceEnabled: false } }),
    run({ date: '2026-10-24', employee: { zone: 'Europe/Berlin' }, dates: { '2026-10-24': ['NIGHT'] }, punches: punches('2026-10-24', ['21:58', '+1 06:01'], 'Europe/Berlin') }),
    run({ rule: { pairing: 'pairs', otApproval: 'lesser' }, punches: punches(D, ['08:58', '12:00', '13:00', '19:00']) }),
  ];
}
