/**
 * Compilation of an EngineConfig into lookup structures (parsed times, effective-date ranges,
 * schedules indexed by target). Compiled once per config object (WeakMap cache), so
 * calculateDay stays a pure function of its input while the hot path never parses strings.
 */
import type {
  BreakTime,
  DepartmentRule,
  EngineConfig,
  FlexibleTimetable,
  GlobalRule,
  Holiday,
  NormalTimetable,
  OtWindowRule,
  RuleSettings,
  ScheduleAssignment,
  Shift,
} from './model';
import { parseDate, parseTime } from './time';

export const DEFAULT_RULE: Readonly<RuleSettings> = Object.freeze({
  pairing: 'first_last',
  checkInRule: 'first',
  checkOutRule: 'last',
  dedupeSeconds: 60,
  lateMode: 'from_start',
  earlyMode: 'from_start',
  lateToAbsent: 0,
  earlyToAbsent: 0,
  lateEarlyAbsenceAction: 'absent',
  missIn: { kind: 'exception' },
  missOut: { kind: 'exception' },
  autoCheckOut: null,
  graceSnap: true,
  rounding: null,
  strict: false,
  otEnabled: true,
  dailyOtEnabled: true,
  otApproval: 'auto',
  minOt: 0,
  maxOtPerDay: 0,
  otThresholds: null,
  weekendOtEnabled: true,
  holidayOtEnabled: true,
  weeklyOtThreshold: null,
  weekStart: 1,
  absentBelow: 0,
  halfDayBelow: 0,
  minValidSpan: 0,
  maxWorkPerInstance: 960,
  newDayGap: 240,
  maxShiftSpan: 960,
  unscheduledWorkDate: 'first_punch',
  unscheduledBreak: null,
  classifyByCalendarMinute: false,
  boundaryTolerance: 15,
  defaultShiftId: null,
  autoShiftTimetableIds: null,
} satisfies RuleSettings);

export interface Range {
  from: number;
  to: number;
}

function range(v: { validFrom?: string; validTo?: string }): Range {
  return {
    from: v.validFrom ? parseDate(v.validFrom) : -Infinity,
    to: v.validTo ? parseDate(v.validTo) : Infinity,
  };
}

export interface CBreak {
  id: string;
  startMin: number;
  duration: number;
  allowance: number;
  paid: boolean;
  type: 'auto_deduct' | 'punched';
  trigger: number;
  margin: number;
  deductAtLeastAllowance: boolean;
  lateGrace: number;
  minEarlyReturn: number;
  earlyReturnCredit: 'none' | 'work' | 'ot';
}

export interface COtWindow {
  min: number;
  excessOnly: boolean;
}

export interface CNormal {
  kind: 'normal';
  id: string;
  range: Range;
  startMin: number;
  duration: number;
  inBefore: number;
  /** null = half of the (effective) duration */
  inAfter: number | null;
  outBefore: number | null;
  outAfter: number;
  inRequired: boolean;
  outRequired: boolean;
  allowedLate: number;
  allowedEarly: number;
  graceIn: number;
  graceOut: number;
  workDay: number;
  earlyInOt: COtWindow | null;
  lateOutOt: COtWindow | null;
  otLevel: 1 | 2 | 3;
  maxOtPerDay: number;
  breaks: CBreak[];
  pairing: RuleSettings['pairing'] | null;
  checkInRule: RuleSettings['checkInRule'] | null;
  checkOutRule: RuleSettings['checkOutRule'] | null;
}

export interface CFlex {
  kind: 'flexible';
  id: string;
  range: Range;
  required: number;
  dayChange: number;
  flexBreak: number;
  flexBreakTrigger: number;
  core: { start: number; end: number } | null;
  minOt: number;
  workDay: number;
  pairs: boolean;
}

export type CTimetable = CNormal | CFlex;

export interface CShift {
  id: string;
  range: Range;
  cycle: Shift['cycle'];
  length: number;
  slots: Record<number, string[]>;
  workOnHolidays: boolean;
  autoShift: string[] | null;
}

export interface CSchedule {
  id: string;
  shiftId: string;
  from: number;
  to: number;
}

export interface CHoliday {
  id: string;
  from: number;
  to: number;
  departments: Set<string> | null;
  groups: Set<string> | null;
}

export interface CompiledConfig {
  globalRules: Array<{ rule: GlobalRule; range: Range }>;
  departmentRules: Map<string, Array<{ rule: DepartmentRule; range: Range }>>;
  timetables: Map<string, CTimetable[]>;
  shifts: Map<string, CShift[]>;
  /** level -> target id -> assignments (latest start first) */
  schedules: Map<string, Map<string, CSchedule[]>>;
  /** employee id -> day -> temporary schedule */
  temporary: Map<string, Map<number, { id: string; timetableIds: string[] }>>;
  holidays: CHoliday[];
  /** does any normal timetable have a window that starts before its own midnight? */
  windowsReachPreviousDay: boolean;
  /** department id ('' = none) -> day -> effective rule */
  ruleCache: Map<string, Map<number, { settings: RuleSettings; ids: string }>>;
}

const compiledCache = new WeakMap<EngineConfig, CompiledConfig>();

function otWindow(o: OtWindowRule | null | undefined): COtWindow | null {
  if (!o) return null;
  return { min: o.min, excessOnly: o.mode === 'excess_only' };
}

function compileBreak(b: BreakTime): CBreak {
  return {
    id: b.id,
    startMin: parseTime(b.start),
    duration: b.duration,
    allowance: b.allowance ?? b.duration,
    paid: b.paid ?? false,
    type: b.type,
    trigger: b.trigger ?? 0,
    margin: b.margin ?? 60,
    deductAtLeastAllowance: b.deductAtLeastAllowance ?? true,
    lateGrace: b.lateGrace ?? 0,
    minEarlyReturn: b.minEarlyReturn ?? 0,
    earlyReturnCredit: b.earlyReturnCredit ?? 'none',
  };
}

function compileNormal(t: NormalTimetable, breaks: Map<string, CBreak>): CNormal {
  const allowedLate = t.allowedLate ?? 0;
  const allowedEarly = t.allowedEarly ?? 0;
  if (!Number.isInteger(t.duration) || t.duration <= 0) throw new RangeError(`timetable ${t.id}: duration must be a positive integer`);
  const bl: CBreak[] = [];
  for (const id of t.breakIds ?? []) {
    const b = breaks.get(id);
    if (!b) throw new RangeError(`timetable ${t.id}: unknown break ${id}`);
    bl.push(b);
  }
  const c: CNormal = {
    kind: 'normal',
    id: t.id,
    range: range(t),
    startMin: parseTime(t.start),
    duration: t.duration,
    inBefore: t.inBefore ?? 120,
    inAfter: t.inAfter ?? null,
    outBefore: t.outBefore ?? null,
    outAfter: t.outAfter ?? 240,
    inRequired: t.inRequired ?? true,
    outRequired: t.outRequired ?? true,
    allowedLate,
    allowedEarly,
    graceIn: t.graceIn ?? allowedLate,
    graceOut: t.graceOut ?? allowedEarly,
    workDay: t.workDay ?? 1,
    earlyInOt: otWindow(t.earlyInOt),
    lateOutOt: otWindow(t.lateOutOt),
    otLevel: t.otLevel ?? 1,
    maxOtPerDay: t.maxOtPerDay ?? 0,
    breaks: bl,
    pairing: t.pairing ?? null,
    checkInRule: t.checkInRule ?? null,
    checkOutRule: t.checkOutRule ?? null,
  };
  const inAfter = c.inAfter ?? Math.floor(c.duration / 2);
  const outBefore = c.outBefore ?? c.duration - Math.floor(c.duration / 2);
  if (inAfter > c.duration - outBefore) {
    throw new RangeError(`timetable ${t.id}: check-in and check-out windows overlap (S + in_after > E − out_before)`);
  }
  return c;
}

function compileFlex(t: FlexibleTimetable): CFlex {
  return {
    kind: 'flexible',
    id: t.id,
    range: range(t),
    required: t.required,
    dayChange: parseTime(t.dayChange ?? '05:00'),
    flexBreak: t.flexBreak ?? 0,
    flexBreakTrigger: t.flexBreakTrigger ?? 0,
    core: t.coreBand ? { start: parseTime(t.coreBand.start), end: parseTime(t.coreBand.end) } : null,
    minOt: t.minOt ?? 0,
    workDay: t.workDay ?? 1,
    pairs: t.pairing === 'pairs',
  };
}

function pushTo<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

export function compileConfig(config: EngineConfig): CompiledConfig {
  const cached = compiledCache.get(config);
  if (cached) return cached;
  const breaks = new Map<string, CBreak>();
  for (const b of config.breaks ?? []) breaks.set(b.id, compileBreak(b));
  const timetables = new Map<string, CTimetable[]>();
  let reachPrev = false;
  for (const t of config.timetables) {
    const c: CTimetable = t.kind === 'normal' ? compileNormal(t, breaks) : compileFlex(t);
    if (c.kind === 'normal' && c.startMin - c.inBefore < 0) reachPrev = true;
    pushTo(timetables, t.id, c);
  }
  const shifts = new Map<string, CShift[]>();
  for (const s of config.shifts ?? []) {
    if (!Number.isInteger(s.length) || s.length < 1) throw new RangeError(`shift ${s.id}: length must be ≥ 1`);
    pushTo(shifts, s.id, {
      id: s.id,
      range: range(s),
      cycle: s.cycle,
      length: s.length,
      slots: s.slots,
      workOnHolidays: s.workOnHolidays ?? false,
      autoShift: s.autoShift && s.autoShift.length > 0 ? s.autoShift : null,
    });
  }
  // §4.4: instances of one day whose scheduled intervals overlap are a configuration error
  const checkSlot = (what: string, ids: readonly string[]) => {
    const ivs: Array<[number, number, string]> = [];
    for (const id of ids) {
      for (const v of timetables.get(id) ?? []) {
        if (v.kind === 'normal') ivs.push([v.startMin, v.startMin + v.duration, id]);
      }
    }
    ivs.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ivs.length; i++) {
      if (ivs[i][0] < ivs[i - 1][1] && ivs[i][2] !== ivs[i - 1][2]) {
        throw new RangeError(`${what}: timetables ${ivs[i - 1][2]} and ${ivs[i][2]} overlap`);
      }
    }
  };
  for (const s of config.shifts ?? []) for (const [slot, ids] of Object.entries(s.slots)) checkSlot(`shift ${s.id} slot ${slot}`, ids);
  for (const t of config.temporarySchedules ?? []) checkSlot(`temporary schedule ${t.id}`, t.timetableIds);
  const schedules = new Map<string, Map<string, CSchedule[]>>();
  for (const a of config.schedules ?? ([] as ScheduleAssignment[])) {
    let lm = schedules.get(a.level);
    if (!lm) schedules.set(a.level, (lm = new Map()));
    pushTo(lm, a.targetId, {
      id: a.id,
      shiftId: a.shiftId,
      from: parseDate(a.startDate),
      to: a.endDate ? parseDate(a.endDate) : Infinity,
    });
  }
  // later start dates win when assignments of one level overlap
  for (const lm of schedules.values()) for (const l of lm.values()) l.sort((x, y) => y.from - x.from);
  const temporary = new Map<string, Map<number, { id: string; timetableIds: string[] }>>();
  for (const t of config.temporarySchedules ?? []) {
    let em = temporary.get(t.employeeId);
    if (!em) temporary.set(t.employeeId, (em = new Map()));
    em.set(parseDate(t.date), { id: t.id, timetableIds: t.timetableIds });
  }
  const holidays = (config.holidays ?? ([] as Holiday[])).map((h) => {
    const from = parseDate(h.startDate);
    return {
      id: h.id,
      from,
      to: from + Math.max(1, h.days) - 1,
      departments: h.departmentIds ? new Set(h.departmentIds) : null,
      groups: h.groupIds ? new Set(h.groupIds) : null,
    };
  });
  const departmentRules = new Map<string, Array<{ rule: DepartmentRule; range: Range }>>();
  for (const r of config.departmentRules ?? []) pushTo(departmentRules, r.departmentId, { rule: r, range: range(r) });
  const compiled: CompiledConfig = {
    globalRules: config.globalRules.map((rule) => ({ rule, range: range(rule) })),
    departmentRules,
    timetables,
    shifts,
    schedules,
    temporary,
    holidays,
    windowsReachPreviousDay: reachPrev,
    ruleCache: new Map(),
  };
  compiledCache.set(config, compiled);
  return compiled;
}

function pick<T extends { range: Range }>(list: readonly T[] | undefined, day: number): T | undefined {
  if (!list) return undefined;
  let best: T | undefined;
  for (const v of list) {
    if (v.range.from <= day && day <= v.range.to && (!best || v.range.from >= best.range.from)) best = v;
  }
  return best;
}

function stripMeta(r: GlobalRule | DepartmentRule): Partial<RuleSettings> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) {
    if (k === 'id' || k === 'departmentId' || k === 'validFrom' || k === 'validTo' || v === undefined) continue;
    out[k] = v;
  }
  return out as Partial<RuleSettings>;
}

/** Effective rule for a department on a day: defaults ← global version ← department version. */
export function resolveRule(c: CompiledConfig, departmentId: string | undefined, day: number): { settings: RuleSettings; ids: string } {
  const dk = departmentId ?? '';
  let dm = c.ruleCache.get(dk);
  if (!dm) c.ruleCache.set(dk, (dm = new Map()));
  const hit = dm.get(day);
  if (hit) return hit;
  const g = pick(c.globalRules, day);
  const d = departmentId ? pick(c.departmentRules.get(departmentId), day) : undefined;
  const settings: RuleSettings = {
    ...DEFAULT_RULE,
    ...(g ? stripMeta(g.rule) : {}),
    ...(d ? stripMeta(d.rule) : {}),
  };
  const ids = [g?.rule.id, d?.rule.id].filter((x): x is string => !!x).join('+') || 'default';
  const res = { settings, ids };
  dm.set(day, res);
  return res;
}

export function timetableOn(c: CompiledConfig, id: string, day: number): CTimetable {
  const v = pick(c.timetables.get(id), day);
  if (!v) throw new RangeError(`timetable ${id} has no version effective on day ${day}`);
  return v;
}

export function shiftOn(c: CompiledConfig, id: string, day: number): CShift | undefined {
  return pick(c.shifts.get(id), day);
}

export function scheduleOn(c: CompiledConfig, level: string, target: string, day: number): CSchedule | undefined {
  const l = c.schedules.get(level)?.get(target);
  if (!l) return undefined;
  for (const s of l) if (s.from <= day && day <= s.to) return s;
  return undefined;
}
