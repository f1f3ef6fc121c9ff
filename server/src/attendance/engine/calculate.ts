/**
 * calculateDay: the result for one (employee, work date) as a pure function of its input
 * (attendance-domain.md §4.3–4.10). See docs/attendance-engine.md for the model.
 */
import {
  type CBreak,
  type CFlex,
  type CHoliday,
  type CNormal,
  type CTimetable,
  type CompiledConfig,
  compileConfig as compileConfigI,
  resolveRule as resolveRuleI,
  scheduleOn as scheduleOnI,
  shiftOn as shiftOnI,
  timetableOn as timetableOnI,
} from './config';
import type { ApprovedRequest, EngineConfig, Employee, LocalDate, Punch, PunchState, RoundMode, RuleSettings } from './model';
import type {
  AttendanceException,
  ClockSource,
  ClockTime,
  DayResult,
  DayStatus,
  DayTotals,
  GroupResult,
  InstanceResult,
  InstanceStatus,
  OtKind,
} from './result';
import {
  MINUTES_PER_DAY as MINUTES_PER_DAYI,
  civilFromDays as civilFromDaysI,
  formatDate as formatDateI,
  formatMinuteOfDay as formatMinuteOfDayI,
  isoWeekday as isoWeekdayI,
  offsetAt as offsetAtI,
  parseDate as parseDateI,
  parseTime as parseTimeI,
  parseWall as parseWallI,
  wallInstant as wallInstantI,
  wallToInstant as wallToInstantI,
} from './time';
import type { TraceEntry, TraceKey, TraceParams } from './trace';

// Hot-path aliases: when the engine runs transpiled to CommonJS (tsx, jest) every imported
// binding is a getter call; local constants keep the calculation loop free of them.
const compileConfig = compileConfigI;
const resolveRule = resolveRuleI;
const scheduleOn = scheduleOnI;
const shiftOn = shiftOnI;
const timetableOn = timetableOnI;
const MINUTES_PER_DAY = MINUTES_PER_DAYI;
const civilFromDays = civilFromDaysI;
const formatDate = formatDateI;
const formatMinuteOfDay = formatMinuteOfDayI;
const isoWeekday = isoWeekdayI;
const offsetAt = offsetAtI;
const parseDate = parseDateI;
const parseTime = parseTimeI;
const parseWall = parseWallI;
const wallInstant = wallInstantI;
const wallToInstant = wallToInstantI;


export interface DayInput {
  config: EngineConfig;
  employee: Employee;
  /** work date 'YYYY-MM-DD' */
  date: LocalDate;
  /** the employee's stored punches around the date (at least D−2 … D+2; more is harmless) */
  punches: readonly Punch[];
  /** approved requests of the employee (leave, OT, training, manual log, schedule change) */
  requests?: readonly ApprovedRequest[];
  /** weekly OT: regular minutes of the same week before this date (see calculateRange) */
  weekRegularBefore?: number;
}

// ---------------------------------------------------------------- internal structures

interface P {
  id: string;
  ms: number;
  /** epoch minute */
  t: number;
  offset: number;
  state: PunchState | undefined;
  manualRequestId: string | null;
  src: Punch | null;
  dstOverlap: boolean;
  dstGap: boolean;
  geofence: boolean;
  /** index of the owning instance in the sorted list, -1 if none */
  owner: number;
}

type Iv = [number, number];

interface Plan {
  day: number;
  source: 'temporary' | 'swap' | 'employee' | 'group' | 'department' | 'default_shift' | 'rule_auto' | 'none' | 'not_employed' | 'not_tracked';
  sourceId: string;
  shiftId: string | null;
  slot: number;
  timetables: CTimetable[];
  auto: CTimetable[] | null;
  rest: boolean;
  holiday: CHoliday | null;
  workOnHolidays: boolean;
  allDayLeave: string | null;
  /** timetable ids for the trace, computed once */
  label: string | null;
  /** scheduled instants per timetable (read-only once computed) */
  geo: Array<{ tt: CTimetable; S: number; E: number; breaks: readonly BreakIv[] }>;
}

interface BreakIv {
  b: CBreak;
  s: number;
  e: number;
}

interface Inst {
  day: number;
  tt: CTimetable;
  plan: Plan;
  S: number;
  E: number;
  s: number;
  e: number;
  inB: number;
  inFrom: number;
  inTo: number;
  outFrom: number;
  outTo: number;
  wS: number;
  wE: number;
  holiday: boolean;
  leave: Iv[];
  leaveIds: string[];
  fullLeave: string | null;
  breaks: readonly BreakIv[];
  punches: P[];
  dstDelta: number;
  cutAtStart: boolean;
  sel: Selection | null;
}

interface Selection {
  ci: P | null;
  co: P | null;
  coBoundary: boolean;
}

interface Requests {
  leaves: Array<{ id: string; s: number; e: number }>;
  allDay: Array<{ id: string; from: number; to: number }>;
  ot: Iv[];
  swaps: Map<number, { id: string; timetableIds: string[]; auto: boolean }>;
}

interface Ctx {
  c: CompiledConfig;
  emp: Employee;
  zone: string;
  day: number;
  rule: RuleSettings;
  req: Requests;
  trace: TraceEntry[];
  exceptions: AttendanceException[];
  punches: P[];
  otOn: boolean;
  hire: number;
  resign: number;
  requestsKey: object;
}

// ---------------------------------------------------------------- small helpers

function tr(ctx: Ctx, key: TraceKey, params: TraceParams): void {
  ctx.trace.push({ key, params });
}

const HHMM: string[] = [];
for (let m = 0; m < MINUTES_PER_DAY; m++) HHMM.push(formatMinuteOfDay(m));

/** local 'HH:MM' of an epoch minute, with ' (+n)' / ' (-n)' when not on the work date */
function fmtAt(ctx: Ctx, t: number, offset?: number): string {
  const wall = t + (offset ?? offsetAt(ctx.zone, t));
  const d = Math.floor(wall / MINUTES_PER_DAY);
  const hm = HHMM[wall - d * MINUTES_PER_DAY];
  const diff = d - ctx.day;
  return diff === 0 ? hm : diff > 0 ? `${hm} (+${diff})` : `${hm} (${diff})`;
}

function fmtP(ctx: Ctx, p: P): string {
  return fmtAt(ctx, p.t, p.offset);
}

function toWallInstant(zone: string, s: string): number {
  return wallInstant(zone, parseWall(s).wall);
}

function overlap(a1: number, a2: number, b1: number, b2: number): number {
  const x = Math.max(a1, b1);
  const y = Math.min(a2, b2);
  return y > x ? y - x : 0;
}

/** |[a1,a2] ∩ ivs| for sorted, disjoint ivs */
function overlapSet(a1: number, a2: number, ivs: readonly Iv[]): number {
  let sum = 0;
  for (const iv of ivs) sum += overlap(a1, a2, iv[0], iv[1]);
  return sum;
}

/** [a1,a2] \ ivs as sorted intervals */
function subtract(a1: number, a2: number, ivs: readonly Iv[]): Iv[] {
  if (a2 <= a1) return [];
  if (ivs.length === 0) return [[a1, a2]];
  const out: Iv[] = [];
  let cur = a1;
  for (const [s, e] of ivs) {
    if (e <= cur) continue;
    if (s >= a2) break;
    if (s > cur) out.push([cur, s]);
    cur = Math.max(cur, e);
    if (cur >= a2) break;
  }
  if (cur < a2) out.push([cur, a2]);
  return out;
}

function length(ivs: readonly Iv[]): number {
  let s = 0;
  for (const [a, b] of ivs) s += b - a;
  return s;
}

function merge(ivs: Iv[]): Iv[] {
  if (ivs.length < 2) return ivs;
  ivs.sort((a, b) => a[0] - b[0]);
  const out: Iv[] = [[ivs[0][0], ivs[0][1]]];
  for (let i = 1; i < ivs.length; i++) {
    const last = out[out.length - 1];
    if (ivs[i][0] <= last[1]) last[1] = Math.max(last[1], ivs[i][1]);
    else out.push([ivs[i][0], ivs[i][1]]);
  }
  return out;
}

function roundTo(wallMinute: number, interval: number, mode: RoundMode): number {
  const r = ((wallMinute % interval) + interval) % interval;
  if (r === 0) return wallMinute;
  if (mode === 'down') return wallMinute - r;
  if (mode === 'up') return wallMinute + interval - r;
  return r * 2 >= interval ? wallMinute + interval - r : wallMinute - r;
}

function posMod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

// ---------------------------------------------------------------- requests and punches

const requestCache = new WeakMap<readonly ApprovedRequest[], { zone: string; employeeId: string; req: Requests; manual: P[] }>();

/** Parsed requests, memoised per requests array (treated as immutable); manual punches are copied per call. */
function requestsFor(zone: string, employeeId: string, requests: readonly ApprovedRequest[] | undefined, manual: P[]): Requests {
  if (!requests) return prepareRequests(zone, employeeId, requests, manual);
  const hit = requestCache.get(requests);
  if (hit && hit.zone === zone && hit.employeeId === employeeId) {
    for (const m of hit.manual) manual.push({ ...m, owner: -1 });
    return hit.req;
  }
  const own: P[] = [];
  const req = prepareRequests(zone, employeeId, requests, own);
  requestCache.set(requests, { zone, employeeId, req, manual: own });
  for (const m of own) manual.push({ ...m, owner: -1 });
  return req;
}

function prepareRequests(zone: string, employeeId: string, requests: readonly ApprovedRequest[] | undefined, manual: P[]): Requests {
  const req: Requests = { leaves: [], allDay: [], ot: [], swaps: new Map() };
  if (!requests) return req;
  for (const r of requests) {
    if (r.employeeId !== employeeId) continue;
    switch (r.kind) {
      case 'leave':
      case 'training':
      case 'business_trip':
        if (r.fromDate) req.allDay.push({ id: r.id, from: parseDate(r.fromDate), to: parseDate(r.toDate ?? r.fromDate) });
        else if (r.start && r.end) {
          const s = toWallInstant(zone, r.start);
          const e = toWallInstant(zone, r.end);
          if (e > s) req.leaves.push({ id: r.id, s, e });
        }
        break;
      case 'overtime': {
        const s = toWallInstant(zone, r.start);
        const e = toWallInstant(zone, r.end);
        if (e > s) req.ot.push([s, e]);
        break;
      }
      case 'manual_log': {
        const pw = parseWall(r.at);
        const z = wallToInstant(zone, pw.wall);
        manual.push({
          id: `manual:${r.id}`,
          ms: z.instant * 60000 + pw.seconds * 1000,
          t: z.instant,
          offset: z.offset,
          state: r.state,
          manualRequestId: r.id,
          src: null,
          dstOverlap: z.overlap,
          dstGap: z.gap > 0,
          geofence: false,
          owner: -1,
        });
        break;
      }
      case 'schedule_change':
        req.swaps.set(parseDate(r.date), { id: r.id, timetableIds: r.timetableIds, auto: r.auto === true && r.timetableIds.length > 0 });
        break;
      default:
        break;
    }
  }
  req.ot = merge(req.ot);
  return req;
}

// ---------------------------------------------------------------- schedule resolution (§4.3)

function slotIndex(cycle: 'day' | 'week' | 'month', length: number, start: number, day: number): number {
  if (cycle === 'day') return posMod(day - start, length);
  if (cycle === 'week') {
    const wd = isoWeekday(day);
    const weeks = Math.round((day - (isoWeekday(day) - 1) - (start - (isoWeekday(start) - 1))) / 7);
    return posMod(weeks, length) * 7 + wd - 1;
  }
  const a = civilFromDays(day);
  const b = civilFromDays(start);
  const months = a.y * 12 + a.m - (b.y * 12 + b.m);
  return posMod(months, length) * 31 + a.d - 1;
}

function holidayFor(c: CompiledConfig, emp: Employee, day: number): CHoliday | null {
  if (emp.holidayEnabled === false) return null;
  for (const h of c.holidays) {
    if (day < h.from || day > h.to) continue;
    if (!h.departments && !h.groups) return h;
    if (h.departments && emp.departmentId && h.departments.has(emp.departmentId)) return h;
    if (h.groups && emp.groupId && h.groups.has(emp.groupId)) return h;
  }
  return null;
}

const LEVELS = ['employee', 'group', 'department'] as const;

/**
 * Plans depend only on the compiled config, the employee object, the requests array and the day;
 * they are memoised per those objects (inputs are treated as immutable, like the config).
 */
const NO_REQUESTS: readonly ApprovedRequest[] = [];
/**
 * A small module-level memo of the most recent plans, keyed by the identities of the compiled
 * config, the employee object and the requests array plus the day. A pass over one employee's
 * consecutive dates resolves each date's plan once instead of three times (as D − 1, D, D + 1);
 * entries are overwritten quickly, so the plans die young (cheap for the GC).
 */
const RING = 16;
const ringCfg: Array<CompiledConfig | null> = new Array<CompiledConfig | null>(RING).fill(null);
const ringEmp: Array<Employee | null> = new Array<Employee | null>(RING).fill(null);
const ringReq: Array<object | null> = new Array<object | null>(RING).fill(null);
const ringDay: number[] = new Array<number>(RING).fill(NaN);
const ringPlan: Array<Plan | null> = new Array<Plan | null>(RING).fill(null);
let ringNext = 0;

function resolvePlan(ctx: Ctx, day: number): Plan {
  for (let i = 0; i < RING; i++) {
    if (ringDay[i] === day && ringEmp[i] === ctx.emp && ringCfg[i] === ctx.c && ringReq[i] === ctx.requestsKey) return ringPlan[i] as Plan;
  }
  const rule = day === ctx.day ? ctx.rule : resolveRule(ctx.c, ctx.emp.departmentId, day).settings;
  const plan = resolvePlanUncached(ctx, day, rule);
  ringCfg[ringNext] = ctx.c;
  ringEmp[ringNext] = ctx.emp;
  ringReq[ringNext] = ctx.requestsKey;
  ringDay[ringNext] = day;
  ringPlan[ringNext] = plan;
  ringNext = (ringNext + 1) % RING;
  return plan;
}

function resolvePlanUncached(ctx: Ctx, day: number, rule: RuleSettings): Plan {
  const { c, emp } = ctx;
  const plan: Plan = {
    day,
    source: 'none',
    sourceId: '',
    shiftId: null,
    slot: -1,
    timetables: [],
    auto: null,
    rest: false,
    holiday: holidayFor(c, emp, day),
    workOnHolidays: false,
    allDayLeave: null,
    geo: [],
    label: null,
  };
  for (const l of ctx.req.allDay) if (l.from <= day && day <= l.to) plan.allDayLeave = l.id;
  if (emp.attendanceEnabled === false) {
    plan.source = 'not_tracked';
    return plan;
  }
  if (day < ctx.hire || day > ctx.resign) {
    plan.source = 'not_employed';
    return plan;
  }
  const tmp = c.temporary.get(emp.id)?.get(day);
  if (tmp) {
    plan.source = 'temporary';
    plan.sourceId = tmp.id;
    plan.timetables = tmp.timetableIds.map((id) => timetableOn(c, id, day));
    plan.rest = plan.timetables.length === 0;
    plan.workOnHolidays = true;
    return plan;
  }
  const swap = ctx.req.swaps.get(day);
  if (swap) {
    plan.source = 'swap';
    plan.sourceId = swap.id;
    plan.workOnHolidays = true;
    // the other side's auto shift: the punches choose among its candidates (chooseAuto), as they would for it
    if (swap.auto) plan.auto = swap.timetableIds.map((id) => timetableOn(c, id, day));
    else {
      plan.timetables = swap.timetableIds.map((id) => timetableOn(c, id, day));
      plan.rest = plan.timetables.length === 0;
    }
    return plan;
  }
  for (let li = 0; li < 3; li++) {
    const level = LEVELS[li];
    const target = li === 0 ? emp.id : li === 1 ? emp.groupId : emp.departmentId;
    if (!target) continue;
    const a = scheduleOn(c, level, target, day);
    if (!a) continue;
    plan.source = level;
    plan.sourceId = a.id;
    applyShift(ctx, plan, a.shiftId, a.from, day);
    return plan;
  }
  if (rule.defaultShiftId) {
    plan.source = 'default_shift';
    plan.sourceId = rule.defaultShiftId;
    applyShift(ctx, plan, rule.defaultShiftId, 0, day);
    return plan;
  }
  if (rule.autoShiftTimetableIds && rule.autoShiftTimetableIds.length > 0) {
    plan.source = 'rule_auto';
    plan.auto = rule.autoShiftTimetableIds.map((id) => timetableOn(c, id, day));
    return plan;
  }
  return plan;
}

function applyShift(ctx: Ctx, plan: Plan, shiftId: string, start: number, day: number): void {
  const sh = shiftOn(ctx.c, shiftId, day);
  plan.shiftId = shiftId;
  if (!sh) {
    plan.rest = true;
    return;
  }
  plan.workOnHolidays = sh.workOnHolidays;
  if (sh.autoShift) {
    plan.auto = sh.autoShift.map((id) => timetableOn(ctx.c, id, day));
    return;
  }
  const idx = slotIndex(sh.cycle, sh.length, start, day);
  plan.slot = idx;
  const ids = sh.slots[idx] ?? [];
  plan.timetables = ids.map((id) => timetableOn(ctx.c, id, day));
  plan.rest = plan.timetables.length === 0;
}

// ---------------------------------------------------------------- instances and windows (§4.4)

/** scheduled instants depend only on the plan (memoised) and the timetable: computed once per plan */
function geoOf(zone: string, plan: Plan, tt: CNormal): { S: number; E: number; breaks: readonly BreakIv[] } {
  let geo = plan.geo.find((g) => g.tt === tt);
  if (!geo) {
    const day = plan.day;
    const wallStart = day * MINUTES_PER_DAY + tt.startMin;
    const gb: BreakIv[] = [];
    for (const b of tt.breaks) {
      let bw = day * MINUTES_PER_DAY + b.startMin;
      if (b.startMin < tt.startMin) bw += MINUTES_PER_DAY;
      const bs = wallInstant(zone, bw);
      gb.push({ b, s: bs, e: bs + b.duration });
    }
    geo = { tt, S: wallInstant(zone, wallStart), E: wallInstant(zone, wallStart + tt.duration), breaks: gb };
    plan.geo.push(geo);
  }
  return geo;
}

/** The widest window a neighbour's instance can have (partial leave only narrows it). */
function reach(zone: string, plan: Plan, tt: CTimetable): Iv {
  if (tt.kind === 'flexible') {
    return [wallInstant(zone, plan.day * MINUTES_PER_DAY + tt.dayChange), wallInstant(zone, (plan.day + 1) * MINUTES_PER_DAY + tt.dayChange)];
  }
  const g = geoOf(zone, plan, tt);
  return [g.S - tt.inBefore, g.E + tt.outAfter + 1];
}

function buildInstance(ctx: Ctx, plan: Plan, tt: CTimetable): Inst {
  const zone = ctx.zone;
  const day = plan.day;
  const holiday = plan.holiday !== null && !plan.workOnHolidays;
  if (tt.kind === 'flexible') {
    const ws = wallInstant(zone, day * MINUTES_PER_DAY + tt.dayChange);
    const we = wallInstant(zone, (day + 1) * MINUTES_PER_DAY + tt.dayChange);
    const inst: Inst = {
      day,
      tt,
      plan,
      S: ws,
      E: we,
      s: ws,
      e: we,
      inB: 0,
      inFrom: ws,
      inTo: we,
      outFrom: ws,
      outTo: we - 1,
      wS: ws,
      wE: we,
      holiday,
      leave: [],
      leaveIds: [],
      fullLeave: plan.allDayLeave,
      breaks: [],
      punches: [],
      dstDelta: we - ws - MINUTES_PER_DAY,
      cutAtStart: false,
      sel: null,
    };
    collectLeave(ctx, inst);
    return inst;
  }
  const geo = geoOf(zone, plan, tt);
  const S = geo.S;
  const E = geo.E;
  const breaks = geo.breaks;
  const inst: Inst = {
    day,
    tt,
    plan,
    S,
    E,
    s: S,
    e: E,
    inB: tt.inBefore,
    inFrom: 0,
    inTo: 0,
    outFrom: 0,
    outTo: 0,
    wS: 0,
    wE: 0,
    holiday,
    leave: [],
    leaveIds: [],
    fullLeave: plan.allDayLeave,
    breaks,
    punches: [],
    dstDelta: E - S - tt.duration,
    cutAtStart: false,
    sel: null,
  };
  collectLeave(ctx, inst);
  if (inst.leave.length > 0 && !inst.fullLeave) applyPartialLeave(inst);
  setWindows(inst);
  return inst;
}

function collectLeave(ctx: Ctx, inst: Inst): void {
  if (inst.fullLeave || ctx.req.leaves.length === 0) return;
  const ivs: Iv[] = [];
  for (const l of ctx.req.leaves) {
    if (l.e > inst.S && l.s < inst.E) {
      ivs.push([Math.max(l.s, inst.S), Math.min(l.e, inst.E)]);
      inst.leaveIds.push(l.id);
    }
  }
  inst.leave = merge(ivs);
  if (inst.leave.length > 0 && dutyMinutes(inst) === 0) inst.fullLeave = inst.leaveIds[0];
}

function unpaidBreakIvs(inst: Inst): Iv[] {
  const out: Iv[] = [];
  for (const br of inst.breaks) if (!br.b.paid) out.push([br.s, br.e]);
  return merge(out);
}

function applyPartialLeave(inst: Inst): void {
  const blockers = merge([...inst.leave.map((x): Iv => [x[0], x[1]]), ...unpaidBreakIvs(inst)]);
  const coversStart = inst.leave.some(([s, e]) => s <= inst.S && inst.S < e);
  const coversEnd = inst.leave.some(([s, e]) => s < inst.E && inst.E <= e);
  if (coversStart) {
    let t = inst.S;
    for (const [s, e] of blockers) if (s <= t && t < e) t = e;
    inst.s = Math.min(t, inst.E);
  }
  if (coversEnd) {
    let t = inst.E;
    for (let i = blockers.length - 1; i >= 0; i--) {
      const [s, e] = blockers[i];
      if (s < t && t <= e) t = s;
    }
    inst.e = Math.max(t, inst.s);
  }
}

function setWindows(inst: Inst): void {
  const tt = inst.tt as CNormal;
  const dur = inst.e - inst.s;
  const inA = tt.inAfter ?? Math.floor(dur / 2);
  const outB = tt.outBefore ?? dur - Math.floor(dur / 2);
  inst.inFrom = inst.s - tt.inBefore;
  inst.inTo = inst.s + inA;
  inst.outFrom = inst.e - outB;
  inst.outTo = inst.e + tt.outAfter;
  inst.wS = inst.inFrom;
  inst.wE = inst.outTo + 1;
}

/** Ds = |[S,E] \ leave| − Σ min(allowance, |break ∩ ([S,E] \ leave)|) */
function dutyMinutes(inst: Inst): number {
  if (inst.tt.kind === 'flexible') return inst.tt.required;
  const free = subtract(inst.S, inst.E, inst.leave);
  let ds = length(free);
  for (const br of inst.breaks) {
    if (br.b.paid) continue;
    ds -= Math.min(br.b.allowance, overlapSet(br.s, br.e, free));
  }
  return Math.max(0, ds);
}

function cutWindows(list: Inst[]): void {
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1];
    const b = list[i];
    if (a.wE > b.wS) {
      // §4.4 cut point max(A.E, B.S − B.in_before); when B's check-in window would start before A
      // ends (a gap shorter than in_before), cut at the middle of the gap instead (ADR 0021)
      const k = b.s - b.inB >= a.e ? b.s - b.inB : a.e + Math.floor(Math.max(0, b.s - a.e) / 2);
      a.wE = Math.min(a.wE, k);
      b.wS = Math.max(b.wS, k);
      b.cutAtStart = true;
    }
    if (b.wS < a.wE) b.wS = a.wE;
    if (b.wE < b.wS) b.wE = b.wS;
  }
}

function chooseAuto(ctx: Ctx, plan: Plan, before: Inst[], isD: boolean): void {
  const cands = (plan.auto ?? []).map((tt) => buildInstance(ctx, plan, tt));
  plan.auto = null;
  if (cands.length === 0) return;
  let from = Infinity;
  let to = -Infinity;
  for (const c of cands) {
    from = Math.min(from, c.inFrom);
    to = Math.max(to, c.inTo);
  }
  let first: P | null = null;
  for (const p of ctx.punches) {
    if (p.t < from) continue;
    if (p.t >= to) break;
    if (before.some((i) => i.wS <= p.t && p.t < i.wE)) continue;
    first = p;
    break;
  }
  let best: Inst | null = null;
  if (first) {
    const t = first.t;
    for (const c of cands) {
      if (c.inFrom > t || t >= c.inTo) continue;
      if (!best || Math.abs(c.s - t) < Math.abs(best.s - t) || (Math.abs(c.s - t) === Math.abs(best.s - t) && c.s < best.s)) best = c;
    }
  }
  if (best) {
    plan.timetables = [best.tt];
    if (isD && first) tr(ctx, 'schedule.auto_shift_chosen', { timetable: best.tt.id, punchId: first.id, at: fmtP(ctx, first) });
  } else if (isD) {
    tr(ctx, 'schedule.auto_shift_none', { candidates: cands.map((c) => c.tt.id).join(', ') });
  }
}

// ---------------------------------------------------------------- selection (§4.5)

function pairingOf(inst: Inst, rule: RuleSettings): RuleSettings['pairing'] {
  if (inst.tt.kind === 'flexible') return inst.tt.pairs ? 'pairs' : 'first_last';
  return inst.tt.pairing ?? rule.pairing;
}

function select(inst: Inst, rule: RuleSettings): Selection {
  if (inst.sel) return inst.sel;
  const mode = pairingOf(inst, rule);
  const tt = inst.tt;
  let ci: P | null = null;
  let co: P | null = null;
  if (mode === 'pairs' || tt.kind === 'flexible') {
    const ps = inst.punches;
    if (ps.length > 0) ci = ps[0];
    if (ps.length > 1) co = ps[ps.length - 1];
    if (mode === 'pairs' && ps.length % 2 === 1) co = null;
  } else {
    const inRule = tt.checkInRule ?? rule.checkInRule;
    const outRule = tt.checkOutRule ?? rule.checkOutRule;
    const stateOk = mode === 'state_based';
    for (const p of inst.punches) {
      if (p.t >= inst.inFrom && p.t < inst.inTo && (!stateOk || p.state === 0)) {
        if (!ci) ci = p;
        else if (inRule === 'nearest' && Math.abs(p.t - inst.s) < Math.abs(ci.t - inst.s)) ci = p;
      }
      if (p.t >= inst.outFrom && p.t <= inst.outTo && (!stateOk || p.state === 1)) {
        if (outRule === 'last' || !co || Math.abs(p.t - inst.e) < Math.abs(co.t - inst.e)) co = p;
      }
    }
    if (ci && co && co.t <= ci.t) co = null;
  }
  inst.sel = { ci, co, coBoundary: false };
  return inst.sel;
}

// ---------------------------------------------------------------- quantities (§4.7)

function emptyInstance(inst: Inst, status: InstanceStatus, duty: number): InstanceResult {
  return {
    timetableId: inst.tt.id,
    kind: inst.tt.kind,
    start: inst.S * 60000,
    end: inst.E * 60000,
    effectiveStart: inst.s * 60000,
    effectiveEnd: inst.e * 60000,
    windowStart: inst.wS * 60000,
    windowEnd: inst.wE * 60000,
    status,
    holiday: inst.holiday,
    clockIn: null,
    clockOut: null,
    usedPunchIds: [],
    late: 0,
    early: 0,
    duty,
    worked: 0,
    short: 0,
    breakDeducted: 0,
    breakLate: 0,
    pre: 0,
    post: 0,
    leave: 0,
    absent: 0,
    holidayWorked: 0,
    dstDelta: inst.dstDelta,
    workDay: inst.tt.workDay,
  };
}

function clock(t: number, p: P | null, source: ClockSource): ClockTime {
  return { at: t * 60000, rawAt: p ? p.ms : null, punchId: p ? p.id : null, source };
}

interface InstExtra {
  otIvs: Iv[];
  breakOtCredit: number;
  flexOt: number;
}

function computeInstance(ctx: Ctx, inst: Inst, extra: InstExtra): InstanceResult {
  const rule = ctx.rule;
  const tt = inst.tt;
  const tid = tt.id;
  const duty = dutyMinutes(inst);
  if (inst.fullLeave) {
    const r = emptyInstance(inst, 'leave', 0);
    const nominal = tt.kind === 'flexible' ? tt.required : dutyMinutes({ ...inst, leave: [] });
    r.leave = nominal;
    tr(ctx, 'leave.full', { timetable: tid, requestId: inst.fullLeave, minutes: nominal });
    for (const p of inst.punches) tr(ctx, 'punch.unused', { punchId: p.id, at: fmtP(ctx, p), timetable: tid });
    return r;
  }
  if (tt.kind === 'flexible') return computeFlex(ctx, inst, tt, extra);
  const sel = select(inst, rule);
  const used: string[] = [];
  const r = emptyInstance(inst, 'present', duty);
  r.leave = length(subtract(inst.S, inst.E, [])) - length(subtract(inst.S, inst.E, inst.leave));
  if (inst.leave.length > 0) {
    if (inst.s !== inst.S) tr(ctx, 'leave.partial_start', { timetable: tid, newStart: fmtAt(ctx, inst.s) });
    if (inst.e !== inst.E) tr(ctx, 'leave.partial_end', { timetable: tid, newEnd: fmtAt(ctx, inst.e) });
    tr(ctx, 'leave.minutes', { timetable: tid, minutes: r.leave, requestId: inst.leaveIds.join(', ') });
  }
  const mode = pairingOf(inst, rule);

  // ---- holiday (not expected): worked = |[ci, co]| − auto breaks
  if (inst.holiday) {
    r.status = 'holiday';
    r.duty = 0;
    if (sel.ci && sel.co) {
      let ci = sel.ci.t;
      let co = sel.co.t;
      if (rule.rounding) {
        ci = roundTo(ci + sel.ci.offset, rule.rounding.interval, rule.rounding.inMode) - sel.ci.offset;
        co = roundTo(co + sel.co.offset, rule.rounding.interval, rule.rounding.outMode) - sel.co.offset;
      }
      r.clockIn = clock(ci, sel.ci, 'punch');
      r.clockOut = clock(co, sel.co, 'punch');
      used.push(sel.ci.id);
      used.push(sel.co.id);
      tr(ctx, 'punch.clock_in', { punchId: sel.ci.id, at: fmtP(ctx, sel.ci), timetable: tid });
      tr(ctx, 'punch.clock_out', { punchId: sel.co.id, at: fmtP(ctx, sel.co), timetable: tid });
      const span = Math.max(0, co - ci);
      let ded = 0;
      for (const br of inst.breaks) {
        if (br.b.paid) continue;
        if (br.b.trigger > 0 && span < br.b.trigger) continue;
        const d = Math.min(br.b.allowance, overlap(ci, co, br.s, br.e));
        if (d > 0) {
          ded += d;
          tr(ctx, 'break.auto_deducted', { break: br.b.id, minutes: d });
        }
      }
      const worked = Math.max(0, span - ded);
      r.breakDeducted = ded;
      r.holidayWorked = worked;
      r.status = worked > 0 ? 'holiday_worked' : 'holiday';
      extra.otIvs.push([ci, co]);
      tr(ctx, 'holiday.worked', { timetable: tid, minutes: worked, span });
    } else if (sel.ci || sel.co) {
      const p = (sel.ci ?? sel.co) as P;
      used.push(p.id);
      ctx.exceptions.push({ code: sel.ci ? 'missing_out' : 'missing_in', timetableId: tid, punchId: p.id });
      tr(ctx, sel.ci ? 'clock_out.missing' : 'clock_in.missing', { timetable: tid, action: 'exception' });
    }
    finishUsed(ctx, inst, r, used);
    return r;
  }

  // ---- clock-in / clock-out with missing-punch actions
  let ciT: number | null = null;
  const ciRaw: P | null = sel.ci;
  let ciSource: ClockSource = 'punch';
  let coT: number | null = null;
  let coRaw: P | null = sel.co;
  let coSource: ClockSource = sel.coBoundary ? 'boundary' : 'punch';
  let forcedLate = 0;
  let forcedEarly = 0;
  let missingIn = false;
  let missingOut = false;
  let absentByMiss = false;

  if (ciRaw && coRaw && rule.minValidSpan > 0 && coRaw.t - ciRaw.t < rule.minValidSpan) {
    tr(ctx, 'span.too_short', { timetable: tid, minutes: coRaw.t - ciRaw.t, min: rule.minValidSpan });
    coRaw = null;
    coSource = 'punch';
  }
  // §4.5: Absent only when no punch belongs to the instance. A punch in W that lies between the check-in
  // and the check-out window is neither clock, but the person came: the missing-punch actions apply (ADR 0077).
  if (!ciRaw && !coRaw && (tt.inRequired || tt.outRequired)) {
    if (inst.punches.length === 0) {
      r.status = 'absent';
      r.absent = duty;
      r.duty = duty;
      tr(ctx, 'absent.no_punches', { timetable: tid, minutes: duty });
      ctx.exceptions.push({ code: 'absent', timetableId: tid });
      finishUsed(ctx, inst, r, used);
      return r;
    }
  }
  if (ciRaw) {
    ciT = ciRaw.t;
    used.push(ciRaw.id);
    tr(ctx, 'punch.clock_in', { punchId: ciRaw.id, at: fmtP(ctx, ciRaw), timetable: tid });
  } else if (!tt.inRequired) {
    ciT = inst.s;
    ciSource = 'assumed';
    tr(ctx, 'clock_in.assumed', { timetable: tid, at: fmtAt(ctx, inst.s) });
  } else {
    const a = rule.missIn;
    tr(ctx, 'clock_in.missing', { timetable: tid, action: a.kind });
    if (a.kind === 'late') {
      ciT = inst.s + a.minutes;
      ciSource = 'miss_action';
      forcedLate = a.minutes;
    } else if (a.kind === 'absent') absentByMiss = true;
    else missingIn = true;
  }
  if (coRaw) {
    coT = coRaw.t;
    if (coSource === 'boundary') {
      tr(ctx, 'punch.boundary_shared', { punchId: coRaw.id, at: fmtP(ctx, coRaw), timetable: tid });
    } else {
      used.push(coRaw.id);
      tr(ctx, 'punch.clock_out', { punchId: coRaw.id, at: fmtP(ctx, coRaw), timetable: tid });
    }
  } else if (!tt.outRequired) {
    coT = inst.e;
    coSource = 'assumed';
    tr(ctx, 'clock_out.assumed', { timetable: tid, at: fmtAt(ctx, inst.e) });
  } else if (rule.autoCheckOut && ciT !== null) {
    const a = rule.autoCheckOut;
    if (a.kind === 'after_end') coT = inst.e + a.minutes;
    else {
      const endDay = Math.floor((inst.e + offsetAt(ctx.zone, inst.e)) / MINUTES_PER_DAY);
      coT = wallInstant(ctx.zone, endDay * MINUTES_PER_DAY + parseTime(a.time));
    }
    coSource = 'auto';
    tr(ctx, 'clock_out.auto', { timetable: tid, at: fmtAt(ctx, coT) });
  } else {
    const a = rule.missOut;
    tr(ctx, 'clock_out.missing', { timetable: tid, action: a.kind });
    if (a.kind === 'early') {
      coT = inst.e - a.minutes;
      coSource = 'miss_action';
      forcedEarly = a.minutes;
    } else if (a.kind === 'absent') absentByMiss = true;
    else missingOut = true;
  }
  r.clockIn = ciT === null ? null : clock(ciT, ciRaw, ciSource);
  r.clockOut = coT === null ? null : clock(coT, coSource === 'punch' || coSource === 'boundary' ? coRaw : null, coSource);

  if (absentByMiss) {
    r.status = 'absent';
    r.absent = duty;
    tr(ctx, 'absent.missing_punch', { timetable: tid, minutes: duty });
    ctx.exceptions.push({ code: 'absent', timetableId: tid });
    finishUsed(ctx, inst, r, used);
    return r;
  }
  if (missingIn || missingOut || ciT === null || coT === null) {
    r.status = missingIn ? 'missing_in' : 'missing_out';
    r.short = duty;
    ctx.exceptions.push({ code: missingIn ? 'missing_in' : 'missing_out', timetableId: tid });
    tr(ctx, 'duty.short', { timetable: tid, minutes: duty });
    finishUsed(ctx, inst, r, used);
    return r;
  }

  // ---- grace snap, rounding, strict (§4.6)
  let ci: number = ciT;
  let co: number = coT;
  if (ciSource === 'punch' && ciRaw) {
    if (rule.graceSnap && ci > inst.s && ci <= inst.s + tt.graceIn) {
      tr(ctx, 'clock_in.grace_snap', { timetable: tid, from: fmtP(ctx, ciRaw), to: fmtAt(ctx, inst.s), grace: tt.graceIn });
      ci = inst.s;
    } else if (rule.rounding) {
      const n = roundTo(ci + ciRaw.offset, rule.rounding.interval, rule.rounding.inMode) - ciRaw.offset;
      if (n !== ci) tr(ctx, 'clock_in.rounded', { from: fmtP(ctx, ciRaw), to: fmtAt(ctx, n), interval: rule.rounding.interval, mode: rule.rounding.inMode });
      ci = n;
    }
  }
  if (coSource === 'punch' && coRaw) {
    if (rule.graceSnap && co < inst.e && co >= inst.e - tt.graceOut) {
      tr(ctx, 'clock_out.grace_snap', { timetable: tid, from: fmtP(ctx, coRaw), to: fmtAt(ctx, inst.e), grace: tt.graceOut });
      co = inst.e;
    } else if (rule.rounding) {
      const n = roundTo(co + coRaw.offset, rule.rounding.interval, rule.rounding.outMode) - coRaw.offset;
      if (n !== co) tr(ctx, 'clock_out.rounded', { from: fmtP(ctx, coRaw), to: fmtAt(ctx, n), interval: rule.rounding.interval, mode: rule.rounding.outMode });
      co = n;
    }
  }
  // An assumed clock (miss action late(N) / early(N)) is snapped like a punch (§4.6): with N within the
  // grace the person is neither late/early nor short (ADR 0077).
  if (ciSource === 'miss_action' && rule.graceSnap && ci > inst.s && ci <= inst.s + tt.graceIn) {
    tr(ctx, 'clock_in.grace_snap', { timetable: tid, from: fmtAt(ctx, ci), to: fmtAt(ctx, inst.s), grace: tt.graceIn });
    ci = inst.s;
    forcedLate = 0;
  }
  if (coSource === 'miss_action' && rule.graceSnap && co < inst.e && co >= inst.e - tt.graceOut) {
    tr(ctx, 'clock_out.grace_snap', { timetable: tid, from: fmtAt(ctx, co), to: fmtAt(ctx, inst.e), grace: tt.graceOut });
    co = inst.e;
    forcedEarly = 0;
  }
  if (rule.strict) {
    ci = Math.max(ci, inst.s);
    co = Math.min(co, inst.e);
  }
  r.clockIn = clock(ci, ciRaw, ciSource);
  r.clockOut = clock(co, coSource === 'punch' || coSource === 'boundary' ? coRaw : null, coSource);

  // ---- late / early
  const lateRaw = forcedLate > 0 ? forcedLate : Math.max(0, ci - inst.s);
  const earlyRaw = forcedEarly > 0 ? forcedEarly : Math.max(0, inst.e - co);
  let late = 0;
  let early = 0;
  if (lateRaw > 0) {
    if (lateRaw <= tt.allowedLate) tr(ctx, 'late.within_allowance', { timetable: tid, minutes: lateRaw, allowed: tt.allowedLate });
    else {
      late = rule.lateMode === 'from_start' ? lateRaw : lateRaw - tt.allowedLate;
      tr(ctx, 'late.counted', { timetable: tid, minutes: late, raw: lateRaw, allowed: tt.allowedLate, mode: rule.lateMode });
    }
  }
  if (earlyRaw > 0) {
    if (earlyRaw <= tt.allowedEarly) tr(ctx, 'early.within_allowance', { timetable: tid, minutes: earlyRaw, allowed: tt.allowedEarly });
    else {
      early = rule.earlyMode === 'from_start' ? earlyRaw : earlyRaw - tt.allowedEarly;
      tr(ctx, 'early.counted', { timetable: tid, minutes: early, raw: earlyRaw, allowed: tt.allowedEarly, mode: rule.earlyMode });
    }
  }
  let halfDay = false;
  const lateX = rule.lateToAbsent > 0 && late > rule.lateToAbsent;
  const earlyX = rule.earlyToAbsent > 0 && early > rule.earlyToAbsent;
  if (lateX || earlyX) {
    if (rule.lateEarlyAbsenceAction === 'absent') {
      r.status = 'absent';
      r.absent = duty;
      if (lateX) tr(ctx, 'absent.late_exceeded', { timetable: tid, late, limit: rule.lateToAbsent, minutes: duty });
      if (earlyX) tr(ctx, 'absent.early_exceeded', { timetable: tid, early, limit: rule.earlyToAbsent, minutes: duty });
      ctx.exceptions.push({ code: 'absent', timetableId: tid });
      finishUsed(ctx, inst, r, used);
      return r;
    }
    halfDay = true;
    tr(ctx, 'half_day.late_early_exceeded', { timetable: tid, late, early });
  }

  // ---- regular interval, leave, breaks
  const R0 = Math.max(ci, inst.s);
  const R1 = Math.min(co, inst.e);
  let worked = 0;
  let breakDed = 0;
  let breakLate = 0;
  if (mode === 'pairs') {
    const res = pairsWorked(ctx, inst, tid, used);
    worked = res.worked;
    breakDed = res.deducted;
    breakLate = res.breakLate;
  } else if (R1 > R0) {
    const RL = subtract(R0, R1, inst.leave);
    const base = length(RL);
    for (const br of inst.breaks) {
      if (br.b.paid) continue;
      const ov = overlapSet(br.s, br.e, RL);
      if (br.b.type === 'punched') {
        const res = punchedBreak(ctx, inst, br, sel, mode, used, tid, ov);
        breakDed += res.deduct;
        breakLate += res.late;
        extra.breakOtCredit += res.otCredit;
        continue;
      }
      if (br.b.trigger > 0 && base < br.b.trigger) {
        tr(ctx, 'break.not_triggered', { break: br.b.id, worked: base, trigger: br.b.trigger });
        continue;
      }
      const d = Math.min(br.b.allowance, ov);
      breakDed += d;
      if (d > 0) tr(ctx, 'break.auto_deducted', { break: br.b.id, minutes: d });
    }
    breakDed = Math.min(breakDed, base);
    worked = base - breakDed;
  }
  if (mode === 'state_based') {
    // OT-in / OT-out state punches feed overtime
    let otIn: P | null = null;
    for (const p of inst.punches) {
      if (p.state === 4) otIn = p;
      else if (p.state === 5 && otIn) {
        const outside = p.t - otIn.t - overlap(otIn.t, p.t, inst.s, inst.e);
        if (outside > 0) {
          extra.otIvs.push([otIn.t, p.t]);
          r.post += outside;
          tr(ctx, 'ot.post', { timetable: tid, minutes: outside, min: 0 });
        }
        used.push(otIn.id);
        used.push(p.id);
        otIn = null;
      }
    }
  }
  if (worked > rule.maxWorkPerInstance) {
    tr(ctx, 'duty.capped', { timetable: tid, minutes: worked, max: rule.maxWorkPerInstance });
    ctx.exceptions.push({ code: 'too_long', timetableId: tid });
    worked = rule.maxWorkPerInstance;
  }
  r.late = late;
  r.early = early;
  r.worked = worked;
  r.breakDeducted = breakDed;
  r.breakLate = breakLate;
  r.short = Math.max(0, duty - worked);
  if (breakLate > 0) ctx.exceptions.push({ code: 'long_break', timetableId: tid });
  if (inst.dstDelta !== 0) tr(ctx, 'instance.dst_elapsed', { timetable: tid, nominal: tt.duration, elapsed: inst.E - inst.S });
  tr(ctx, 'duty.expected', { timetable: tid, minutes: duty });
  tr(ctx, 'duty.worked', { timetable: tid, minutes: worked, breaks: breakDed });
  if (r.short > 0) tr(ctx, 'duty.short', { timetable: tid, minutes: r.short });

  if (rule.absentBelow > 0 && worked < rule.absentBelow) {
    tr(ctx, 'absent.below_threshold', { timetable: tid, worked, threshold: rule.absentBelow, minutes: duty });
    r.status = 'absent';
    r.absent = duty;
    r.worked = 0;
    r.short = 0;
    r.late = 0;
    r.early = 0;
    ctx.exceptions.push({ code: 'absent', timetableId: tid });
    finishUsed(ctx, inst, r, used);
    return r;
  }
  if (rule.halfDayBelow > 0 && worked < rule.halfDayBelow) {
    tr(ctx, 'half_day.below_threshold', { timetable: tid, worked, threshold: rule.halfDayBelow });
    halfDay = true;
  }

  // ---- pre / post shift OT (from unrounded punch times)
  if (ctx.otOn && rule.dailyOtEnabled) {
    if (tt.earlyInOt && ciRaw && ciSource === 'punch') {
      const raw = inst.s - ciRaw.t;
      if (raw > 0) {
        if (raw >= tt.earlyInOt.min) {
          r.pre = tt.earlyInOt.excessOnly ? raw - tt.earlyInOt.min : raw;
          extra.otIvs.push([ciRaw.t, inst.s]);
          tr(ctx, 'ot.pre', { timetable: tid, minutes: r.pre, min: tt.earlyInOt.min });
        } else tr(ctx, 'ot.pre_below_min', { timetable: tid, minutes: raw, min: tt.earlyInOt.min });
      }
    }
    if (tt.lateOutOt && coRaw && coSource === 'punch') {
      const raw = coRaw.t - inst.e;
      if (raw > 0) {
        if (raw >= tt.lateOutOt.min) {
          const post = tt.lateOutOt.excessOnly ? raw - tt.lateOutOt.min : raw;
          r.post += post;
          extra.otIvs.push([inst.e, coRaw.t]);
          tr(ctx, 'ot.post', { timetable: tid, minutes: post, min: tt.lateOutOt.min });
        } else tr(ctx, 'ot.post_below_min', { timetable: tid, minutes: raw, min: tt.lateOutOt.min });
      }
    }
  } else {
    r.post = 0;
  }

  if (halfDay) r.status = 'half_day';
  else if (late > 0 && early > 0) r.status = 'late_and_early';
  else if (late > 0) r.status = 'late';
  else if (early > 0) r.status = 'early';
  if (late > 0) ctx.exceptions.push({ code: 'late', timetableId: tid });
  if (early > 0) ctx.exceptions.push({ code: 'early', timetableId: tid });
  finishUsed(ctx, inst, r, used);
  return r;
}

function finishUsed(ctx: Ctx, inst: Inst, r: InstanceResult, used: string[]): void {
  for (const p of inst.punches) {
    if (used.includes(p.id)) {
      r.usedPunchIds.push(p.id);
      if (p.manualRequestId) {
        ctx.exceptions.push({ code: 'manual_punch', timetableId: inst.tt.id, punchId: p.id });
        tr(ctx, 'punch.manual', { punchId: p.id, requestId: p.manualRequestId, at: fmtP(ctx, p) });
      }
      if (p.dstOverlap) {
        ctx.exceptions.push({ code: 'dst_ambiguous', timetableId: inst.tt.id, punchId: p.id });
        tr(ctx, 'punch.dst_overlap', { punchId: p.id, at: fmtP(ctx, p) });
      }
      if (p.dstGap) tr(ctx, 'punch.dst_gap', { punchId: p.id, at: fmtP(ctx, p) });
      if (p.geofence) ctx.exceptions.push({ code: 'outside_geofence', timetableId: inst.tt.id, punchId: p.id });
    } else {
      tr(ctx, 'punch.unused', { punchId: p.id, at: fmtP(ctx, p), timetable: inst.tt.id });
    }
  }
  tr(ctx, 'instance.status', { timetable: inst.tt.id, status: r.status });
}

interface BreakRes {
  deduct: number;
  late: number;
  otCredit: number;
}

function punchedBreak(ctx: Ctx, inst: Inst, br: BreakIv, sel: Selection, mode: RuleSettings['pairing'], used: string[], tid: string, ov: number): BreakRes {
  const b = br.b;
  const lo = br.s - b.margin;
  const hi = br.e + b.margin;
  let out: P | null = null;
  let back: P | null = null;
  for (const p of inst.punches) {
    if (p === sel.ci || p === sel.co || p.t < lo || p.t > hi || used.includes(p.id)) continue;
    if (mode === 'state_based') {
      if (!out && p.state === 2) out = p;
      else if (out && !back && p.state === 3) back = p;
    } else if (!out) out = p;
    else if (!back) back = p;
  }
  if (!out || !back) {
    const d = Math.min(b.allowance, ov);
    if (ov > 0) {
      ctx.exceptions.push({ code: 'missing_break_punch', timetableId: tid });
      tr(ctx, 'break.missing_punch', { break: b.id, minutes: d });
    }
    return { deduct: d, late: 0, otCredit: 0 };
  }
  used.push(out.id);
  used.push(back.id);
  tr(ctx, 'punch.break_out', { punchId: out.id, at: fmtP(ctx, out), break: b.id });
  tr(ctx, 'punch.break_in', { punchId: back.id, at: fmtP(ctx, back), break: b.id });
  const taken = back.t - out.t;
  const d = b.allowance;
  let deduct = b.deductAtLeastAllowance ? Math.max(taken, d) : taken;
  let late = 0;
  let otCredit = 0;
  if (taken > d) {
    const over = taken - d;
    if (over <= b.lateGrace) {
      deduct = d;
      tr(ctx, 'break.overrun_forgiven', { break: b.id, overrun: over, grace: b.lateGrace });
    } else {
      late = over;
      deduct = taken;
      tr(ctx, 'break.late', { break: b.id, minutes: over, grace: b.lateGrace });
    }
  } else if (taken < d - b.minEarlyReturn && b.earlyReturnCredit !== 'none') {
    const credit = d - taken;
    if (b.earlyReturnCredit === 'work') deduct = taken;
    else otCredit = credit;
    tr(ctx, 'break.early_return_credit', { break: b.id, minutes: credit, to: b.earlyReturnCredit });
  }
  tr(ctx, 'break.punched', { break: b.id, taken, deducted: deduct, allowance: d });
  return { deduct, late, otCredit };
}

function pairsWorked(ctx: Ctx, inst: Inst, tid: string, used: string[]): { worked: number; deducted: number; breakLate: number } {
  const ps = inst.punches;
  const segs: Iv[] = [];
  for (let i = 0; i + 1 < ps.length; i += 2) {
    used.push(ps[i].id);
    used.push(ps[i + 1].id);
    tr(ctx, 'punch.pair', { in: fmtP(ctx, ps[i]), out: fmtP(ctx, ps[i + 1]), timetable: tid });
    for (const iv of subtract(Math.max(ps[i].t, inst.s), Math.min(ps[i + 1].t, inst.e), inst.leave)) segs.push(iv);
  }
  let worked = length(segs);
  let deducted = 0;
  let breakLate = 0;
  for (const br of inst.breaks) {
    if (br.b.paid) continue;
    const inBreak = overlapSet(br.s, br.e, segs);
    if (br.b.type === 'auto_deduct') {
      if (br.b.trigger > 0 && worked < br.b.trigger) continue;
      const d = Math.min(br.b.allowance, inBreak);
      deducted += d;
      if (d > 0) tr(ctx, 'break.auto_deducted', { break: br.b.id, minutes: d });
      continue;
    }
    // punched: the gap between pairs inside the break margin is the break taken
    let taken = 0;
    for (let i = 2; i + 1 < ps.length + 1 && i < ps.length; i += 2) {
      const g0 = ps[i - 1].t;
      const g1 = ps[i].t;
      if (g1 >= br.s - br.b.margin && g0 <= br.e + br.b.margin) taken += g1 - g0;
    }
    const d = br.b.allowance;
    if (taken > d) {
      const over = taken - d;
      if (over <= br.b.lateGrace) {
        worked += over;
        tr(ctx, 'break.overrun_forgiven', { break: br.b.id, overrun: over, grace: br.b.lateGrace });
      } else {
        breakLate += over;
        tr(ctx, 'break.late', { break: br.b.id, minutes: over, grace: br.b.lateGrace });
      }
    } else if (br.b.deductAtLeastAllowance && taken < d) {
      const extra = Math.min(d - taken, Math.max(0, worked - deducted));
      deducted += extra;
    }
    tr(ctx, 'break.punched', { break: br.b.id, taken, deducted: Math.max(taken, d), allowance: d });
  }
  worked = Math.max(0, worked - deducted);
  return { worked, deducted, breakLate };
}

function computeFlex(ctx: Ctx, inst: Inst, tt: CFlex, extra: InstExtra): InstanceResult {
  const tid = tt.id;
  const r = emptyInstance(inst, 'present', tt.required);
  const used: string[] = [];
  const ps = inst.punches;
  if (ps.length === 0) {
    if (inst.holiday) r.status = 'holiday';
    else {
      r.status = 'absent';
      r.absent = tt.required;
      tr(ctx, 'absent.no_punches', { timetable: tid, minutes: tt.required });
      ctx.exceptions.push({ code: 'absent', timetableId: tid });
    }
    if (inst.holiday) r.duty = 0;
    finishUsed(ctx, inst, r, used);
    return r;
  }
  const first = ps[0];
  const last = ps[ps.length - 1];
  used.push(first.id);
  tr(ctx, 'punch.clock_in', { punchId: first.id, at: fmtP(ctx, first), timetable: tid });
  r.clockIn = clock(first.t, first, 'punch');
  if (ps.length === 1 || (tt.pairs && ps.length % 2 === 1)) {
    r.status = inst.holiday ? 'holiday' : 'missing_out';
    if (inst.holiday) r.duty = 0;
    else r.short = tt.required;
    tr(ctx, 'clock_out.missing', { timetable: tid, action: 'exception' });
    ctx.exceptions.push({ code: 'missing_out', timetableId: tid });
    finishUsed(ctx, inst, r, used);
    return r;
  }
  used.push(last.id);
  tr(ctx, 'punch.clock_out', { punchId: last.id, at: fmtP(ctx, last), timetable: tid });
  r.clockOut = clock(last.t, last, 'punch');
  const span = last.t - first.t;
  let worked: number;
  if (tt.pairs) {
    worked = 0;
    for (let i = 0; i + 1 < ps.length; i += 2) {
      used.push(ps[i].id);
      used.push(ps[i + 1].id);
      worked += ps[i + 1].t - ps[i].t;
      tr(ctx, 'punch.pair', { in: fmtP(ctx, ps[i]), out: fmtP(ctx, ps[i + 1]), timetable: tid });
    }
  } else worked = span;
  tr(ctx, 'flex.span', { timetable: tid, first: fmtP(ctx, first), last: fmtP(ctx, last), span });
  if (!tt.pairs && tt.flexBreak > 0 && span >= tt.flexBreakTrigger) {
    const d = Math.min(tt.flexBreak, worked);
    worked -= d;
    r.breakDeducted = d;
    tr(ctx, 'flex.break', { timetable: tid, minutes: d, trigger: tt.flexBreakTrigger });
  }
  if (inst.holiday) {
    r.duty = 0;
    r.holidayWorked = worked;
    r.status = worked > 0 ? 'holiday_worked' : 'holiday';
    extra.otIvs.push([first.t, last.t]);
    tr(ctx, 'holiday.worked', { timetable: tid, minutes: worked, span });
    finishUsed(ctx, inst, r, used);
    return r;
  }
  if (tt.core) {
    const c1 = wallInstant(ctx.zone, inst.day * MINUTES_PER_DAY + tt.core.start);
    const c2 = wallInstant(ctx.zone, inst.day * MINUTES_PER_DAY + tt.core.end);
    if (first.t > c1) {
      r.late = first.t - c1;
      tr(ctx, 'flex.core_late', { timetable: tid, minutes: r.late, core: formatMinuteOfDay(tt.core.start) });
      ctx.exceptions.push({ code: 'late', timetableId: tid });
    }
    if (last.t < c2) {
      r.early = c2 - last.t;
      tr(ctx, 'flex.core_early', { timetable: tid, minutes: r.early, core: formatMinuteOfDay(tt.core.end) });
      ctx.exceptions.push({ code: 'early', timetableId: tid });
    }
  }
  const excess = worked - tt.required;
  let ot = 0;
  if (excess > 0 && ctx.otOn && ctx.rule.dailyOtEnabled) {
    if (excess >= tt.minOt) {
      ot = excess;
      extra.otIvs.push([last.t - excess, last.t]);
    }
    tr(ctx, 'flex.ot', { timetable: tid, minutes: ot, excess, min: tt.minOt });
  }
  extra.flexOt += ot;
  r.post = ot;
  r.worked = worked - ot;
  r.short = Math.max(0, tt.required - worked);
  if (r.short > 0) tr(ctx, 'flex.short', { timetable: tid, minutes: r.short, required: tt.required });
  tr(ctx, 'duty.worked', { timetable: tid, minutes: r.worked, breaks: r.breakDeducted });
  r.status = r.late > 0 && r.early > 0 ? 'late_and_early' : r.late > 0 ? 'late' : r.early > 0 ? 'early' : 'present';
  finishUsed(ctx, inst, r, used);
  return r;
}

// ---------------------------------------------------------------- unscheduled grouping (§4.9)

function groupPunches(ctx: Ctx, free: P[]): Array<{ day: number; ps: P[] }> {
  const rule = ctx.rule;
  const groups: Array<{ day: number; ps: P[] }> = [];
  let cur: P[] = [];
  for (const p of free) {
    // the gap rule applies after a presumed clock-out (even count); a clock-in's partner always
    // joins unless the span limit is exceeded (ADR 0024)
    const gapBreak = cur.length > 0 && cur.length % 2 === 0 && p.t - cur[cur.length - 1].t >= rule.newDayGap;
    if (cur.length > 0 && (gapBreak || p.t - cur[0].t > rule.maxShiftSpan)) {
      groups.push({ day: groupDay(ctx, cur), ps: cur });
      cur = [];
    }
    cur.push(p);
  }
  if (cur.length > 0) groups.push({ day: groupDay(ctx, cur), ps: cur });
  return groups;
}

function localDayOf(p: P): number {
  return Math.floor((p.t + p.offset) / MINUTES_PER_DAY);
}

function groupDay(ctx: Ctx, ps: P[]): number {
  const mode = ctx.rule.unscheduledWorkDate;
  if (mode === 'last_punch') return localDayOf(ps[ps.length - 1]);
  if (mode === 'most_minutes' && ps.length > 1) {
    const d0 = localDayOf(ps[0]);
    const d1 = localDayOf(ps[ps.length - 1]);
    if (d0 === d1) return d0;
    let best = d0;
    let bestMin = -1;
    for (let d = d0; d <= d1; d++) {
      const ds = wallInstant(ctx.zone, d * MINUTES_PER_DAY);
      const de = wallInstant(ctx.zone, (d + 1) * MINUTES_PER_DAY);
      const m = overlap(ps[0].t, ps[ps.length - 1].t, ds, de);
      if (m > bestMin) {
        best = d;
        bestMin = m;
      }
    }
    return best;
  }
  return localDayOf(ps[0]);
}

// ---------------------------------------------------------------- OT allocation

function applyOtPolicy(ctx: Ctx, computed: number, ivs: Iv[], tag: OtKind): number {
  const rule = ctx.rule;
  let total = computed;
  if (rule.otApproval !== 'auto') {
    const mergedIvs = merge(ivs.map((x): Iv => [x[0], x[1]]));
    let approved = 0;
    for (const [s, e] of ctx.req.ot) approved += e - s;
    let planned = 0;
    for (const iv of mergedIvs) planned += overlapSet(iv[0], iv[1], ctx.req.ot);
    total = rule.otApproval === 'planned' ? planned : Math.min(computed, approved);
    tr(ctx, 'ot.approval', { kind: tag, mode: rule.otApproval, computed, approved: rule.otApproval === 'planned' ? planned : approved, minutes: total });
  }
  if (total > 0 && total < rule.minOt) {
    tr(ctx, 'ot.below_min', { kind: tag, minutes: total, min: rule.minOt });
    total = 0;
  }
  return total;
}

// ---------------------------------------------------------------- entry point

function emptyTotals(): DayTotals {
  return {
    duty: 0,
    worked: 0,
    regular: 0,
    late: 0,
    early: 0,
    short: 0,
    absent: 0,
    leave: 0,
    breakDeducted: 0,
    breakLate: 0,
    pre: 0,
    post: 0,
    ot: 0,
    ot1: 0,
    ot2: 0,
    ot3: 0,
    weeklyOt: 0,
    weekendOt: 0,
    holidayOt: 0,
    holidayWorked: 0,
    restDayWorked: 0,
    unscheduled: 0,
    presentDays: 0,
    absentDays: 0,
    leaveDays: 0,
  };
}

const STATUS_RANK: Record<InstanceStatus, number> = {
  leave: 0,
  present: 1,
  early: 2,
  late: 2,
  late_and_early: 3,
  half_day: 4,
  missing_out: 5,
  missing_in: 6,
  absent: 7,
  holiday: 0,
  holiday_worked: 0,
};

/** Filter, sort and dedupe (§4.2) the punches in [lowMs, highMs) into ctx.punches. */
function loadPunches(ctx: Ctx, input: DayInput, manual: P[], result: DayResult, cutoff: number, lowMs: number, highMs: number): void {
  const day = ctx.day;
  const rule = ctx.rule;
  const all: P[] = [];
  for (const p of input.punches) {
    if (p.voided || p.notForAttendance || p.at >= cutoff || p.at < lowMs || p.at >= highMs) continue;
    all.push({
      id: p.id,
      ms: p.at,
      t: Math.floor(p.at / 60000),
      offset: p.offset,
      state: p.state,
      manualRequestId: null,
      src: p,
      dstOverlap: p.dstOverlap === true,
      dstGap: p.dstGap === true,
      geofence: p.outsideGeofence === true,
      owner: -1,
    });
  }
  for (const m of manual) if (m.ms < cutoff) all.push(m);
  let sorted = true;
  for (let i = 1; i < all.length && sorted; i++) {
    const a = all[i - 1];
    const b = all[i];
    if (a.ms > b.ms || (a.ms === b.ms && a.id >= b.id)) sorted = false;
  }
  if (!sorted) all.sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const windowMs = rule.dedupeSeconds * 1000;
  let lastKept: P | null = null;
  for (let i = 0; i < all.length; i++) {
    const p = all[i];
    if (i > 0 && p.src && p.src.sourceId !== undefined) {
      const q = all[i - 1];
      if (q.ms === p.ms && q.src && q.src.sourceId === p.src.sourceId) continue;
    }
    if (lastKept && p.ms - lastKept.ms < windowMs) {
      if (localDayOf(p) === day) {
        result.duplicatePunchIds.push(p.id);
        tr(ctx, 'punch.duplicate', { punchId: p.id, at: fmtP(ctx, p), of: lastKept.id });
      }
      continue;
    }
    ctx.punches.push(p);
    lastKept = p;
  }
}

/** Calculate one (employee, work date). Pure: same input ⇒ same result. */
export function calculateDay(input: DayInput): DayResult {
  const c = compileConfig(input.config);
  const emp = input.employee;
  const day = parseDate(input.date);
  const { settings: rule, ids: ruleIds } = resolveRule(c, emp.departmentId, day);
  const manual: P[] = [];
  const req = requestsFor(emp.zone, emp.id, input.requests, manual);
  const ctx: Ctx = {
    c,
    emp,
    zone: emp.zone,
    day,
    rule,
    req,
    trace: [],
    exceptions: [],
    punches: [],
    otOn: rule.otEnabled && emp.overtimeEnabled !== false,
    hire: emp.hireDate ? parseDate(emp.hireDate) : -Infinity,
    resign: emp.resignationDate ? parseDate(emp.resignationDate) : Infinity,
    requestsKey: input.requests ?? NO_REQUESTS,
  };
  tr(ctx, 'rule.resolved', { rule: ruleIds });
  const weekBefore = input.weekRegularBefore ?? 0;
  const result: DayResult = {
    employeeId: emp.id,
    date: input.date,
    status: 'present',
    flags: { late: false, early: false, missingIn: false, missingOut: false, absent: false, dst: false },
    instances: [],
    groups: [],
    totals: emptyTotals(),
    exceptions: ctx.exceptions,
    strayPunchIds: [],
    duplicatePunchIds: [],
    otherDayPunchIds: [],
    weekRegularBefore: weekBefore,
    weekRegularAfter: weekBefore,
    trace: ctx.trace,
  };
  if (emp.attendanceEnabled === false) {
    tr(ctx, 'employee.attendance_disabled', {});
    result.status = 'not_tracked';
    tr(ctx, 'day.status', { status: result.status });
    return result;
  }

  // ---- punches: filter, dedupe (§4.2)
  const cutoff =
    emp.resignationDate && emp.disableAttendanceAfterResignation
      ? wallToInstant(emp.zone, (parseDate(emp.resignationDate) + 1) * MINUTES_PER_DAY).instant * 60000
      : Infinity;


  // ---- plans and instances (§4.3, §4.4)
  let planD = resolvePlan(ctx, day);
  const planPrev = resolvePlan(ctx, day - 1);
  const planNext = resolvePlan(ctx, day + 1);
  traceSchedule(ctx, planD);
  const dHasTimetables = planD.timetables.length > 0 || (planD.auto !== null && planD.auto.length > 0);
  const plans = dHasTimetables
    ? [planPrev, planD, planNext]
    : [
        resolvePlan(ctx, day - 3),
        resolvePlan(ctx, day - 2),
        planPrev,
        planD,
        planNext,
      ];
  const insts: Inst[] = [];
  const dayStart = wallInstant(ctx.zone, day * MINUTES_PER_DAY);
  const nextStart = wallInstant(ctx.zone, (day + 1) * MINUTES_PER_DAY);
  const needAuto = plans.some((x) => x.auto !== null);
  // the punches needed: every instance window of D−1 … D+1 (D−2 … D+1 for grouping), D's calendar
  // day and, for unscheduled grouping, D−1 00:00 … D+2 00:00 (ADR 0032)
  let lo = dHasTimetables ? dayStart : wallInstant(ctx.zone, (day - 3) * MINUTES_PER_DAY);
  let hi = dHasTimetables ? nextStart : wallInstant(ctx.zone, (day + 2) * MINUTES_PER_DAY);
  if (needAuto) loadPunches(ctx, input, manual, result, cutoff, (day - 3) * MINUTES_PER_DAY * 60000 - 14 * 3600000, (day + 4) * MINUTES_PER_DAY * 60000 + 14 * 3600000);
  for (let pi = 0; pi < plans.length; pi++) {
    let plan = plans[pi];
    if (plan.auto) {
      // the choice depends on punches: work on a copy, the cached plan stays untouched
      const isD = plan === planD;
      plan = { ...plan };
      plans[pi] = plan;
      chooseAuto(ctx, plan, insts, isD);
      if (isD) planD = plan;
    }
    if (!needAuto && dHasTimetables && (plan === planPrev || plan === planNext)) continue;
    for (const tt of plan.timetables) insts.push(buildInstance(ctx, plan, tt));
  }
  if (!needAuto && dHasTimetables) {
    // neighbours matter only when their windows reach D's windows or D's calendar day
    let from = dayStart;
    let to = nextStart;
    for (const x of insts) {
      if (x.wS < from) from = x.wS;
      if (x.wE > to) to = x.wE;
    }
    const before: Inst[] = [];
    for (const tt of planPrev.timetables) if (reach(ctx.zone, planPrev, tt)[1] > from) before.push(buildInstance(ctx, planPrev, tt));
    for (const tt of planNext.timetables) if (reach(ctx.zone, planNext, tt)[0] < to) insts.push(buildInstance(ctx, planNext, tt));
    if (before.length > 0) insts.unshift(...before);
  }
  let ordered = true;
  for (let i = 0; i < insts.length; i++) {
    const x = insts[i];
    if (x.wS < lo) lo = x.wS;
    if (x.wE > hi) hi = x.wE;
    if (i > 0 && (insts[i - 1].s > x.s || (insts[i - 1].s === x.s && insts[i - 1].day > x.day))) ordered = false;
  }
  if (!ordered) insts.sort((a, b) => a.s - b.s || a.day - b.day);
  // one dedupe window of margin so a double read just inside the range still sees its original
  if (!needAuto) loadPunches(ctx, input, manual, result, cutoff, lo * 60000 - rule.dedupeSeconds * 1000 - 60000, hi * 60000);
  cutWindows(insts);
  // assign punches to the single instance whose window contains them
  let j = 0;
  for (const p of ctx.punches) {
    while (j < insts.length && insts[j].wE <= p.t) j++;
    if (j < insts.length && insts[j].wS <= p.t && p.t < insts[j].wE) {
      insts[j].punches.push(p);
      p.owner = j;
    }
  }
  // single-boundary-punch rule (§4.12 #9)
  for (let i = 0; i + 1 < insts.length; i++) {
    const a = insts[i];
    const b = insts[i + 1];
    if (a.day !== day || !b.cutAtStart || a.tt.kind !== 'normal' || b.tt.kind !== 'normal') continue;
    const sa = select(a, rule);
    if (sa.co) continue;
    const sb = select(b, b.day === day ? rule : resolveRule(c, emp.departmentId, b.day).settings);
    const p = sb.ci;
    const k = b.wS;
    if (!p || Math.abs(p.t - k) > rule.boundaryTolerance) continue;
    let alone = true;
    for (const q of ctx.punches) if (q !== p && Math.abs(q.t - k) <= rule.boundaryTolerance) alone = false;
    if (!alone) continue;
    sa.co = p;
    sa.coBoundary = true;
  }

  // ---- instance quantities for D
  const extra: InstExtra = { otIvs: [], breakOtCredit: 0, flexOt: 0 };
  const dInsts = insts.filter((x) => x.day === day);
  for (const inst of dInsts) {
    if (inst.tt.kind === 'normal') {
      tr(ctx, 'instance.window', {
        timetable: inst.tt.id,
        start: fmtAt(ctx, inst.s),
        end: fmtAt(ctx, inst.e),
        inFrom: fmtAt(ctx, Math.max(inst.inFrom, inst.wS)),
        inTo: fmtAt(ctx, Math.min(inst.inTo, inst.wE)),
        outFrom: fmtAt(ctx, Math.max(inst.outFrom, inst.wS)),
        outTo: fmtAt(ctx, Math.min(inst.outTo, inst.wE - 1)),
      });
      if (inst.cutAtStart) tr(ctx, 'instance.cut', { timetable: inst.tt.id, at: fmtAt(ctx, inst.wS) });
    } else {
      tr(ctx, 'instance.window', { timetable: inst.tt.id, start: fmtAt(ctx, inst.wS), end: fmtAt(ctx, inst.wE), inFrom: '', inTo: '', outFrom: '', outTo: '' });
    }
    if (inst.holiday && inst.plan.holiday) tr(ctx, 'holiday.applies', { holiday: inst.plan.holiday.id, timetable: inst.tt.id });
    const ir = computeInstance(ctx, inst, extra);
    result.instances.push(ir);
    if (inst.dstDelta !== 0) result.flags.dst = true;
  }
  if (planD.holiday && planD.workOnHolidays && dInsts.length > 0) tr(ctx, 'holiday.work_on_holidays', { holiday: planD.holiday.id });

  // ---- punches of D owned by other days, stray punches
  for (const p of ctx.punches) {
    if (localDayOf(p) !== day) continue;
    if (p.owner >= 0 && insts[p.owner].day !== day) {
      result.otherDayPunchIds.push(p.id);
      tr(ctx, 'punch.other_day', { punchId: p.id, at: fmtP(ctx, p), date: formatDate(insts[p.owner].day) });
    }
  }
  const t = result.totals;
  const rest = planD.rest || planD.timetables.length === 0;
  const isHoliday = planD.holiday !== null && !planD.workOnHolidays;
  if (dInsts.length > 0) {
    for (const p of ctx.punches) {
      if (p.owner < 0 && localDayOf(p) === day) {
        result.strayPunchIds.push(p.id);
        ctx.exceptions.push({ code: 'stray_punch', punchId: p.id });
        tr(ctx, 'punch.stray', { punchId: p.id, at: fmtP(ctx, p) });
      }
    }
  } else {
    // unscheduled grouping (§4.9)
    // Grouping starts at the last hard boundary (a gap longer than max_shift_span, which always
    // splits) before the previous date, so every date groups the same punches alike (ADR 0024).
    const lo = wallInstant(ctx.zone, (day - 3) * MINUTES_PER_DAY);
    const hi = wallInstant(ctx.zone, (day + 2) * MINUTES_PER_DAY);
    const prevStart = wallInstant(ctx.zone, (day - 1) * MINUTES_PER_DAY);
    const free = ctx.punches.filter((p) => p.owner < 0 && p.t >= lo && p.t < hi);
    let anchor = 0;
    for (let i = 1; i < free.length && free[i].t < prevStart; i++) if (free[i].t - free[i - 1].t > rule.maxShiftSpan) anchor = i;
    for (let i = anchor; i < free.length; i++) {
      if (free[i].t >= prevStart) {
        if (i > 0 && free[i].t - free[i - 1].t > rule.maxShiftSpan) anchor = i;
        break;
      }
    }
    const kind: GroupResult['kind'] = isHoliday ? 'holiday' : planD.rest ? 'rest_day' : 'unscheduled';
    const split = rule.unscheduledWorkDate === 'split_at_midnight';
    for (const g of groupPunches(ctx, anchor > 0 ? free.slice(anchor) : free)) {
      if (!split && g.day !== day) continue;
      const first = g.ps[0];
      const last = g.ps[g.ps.length - 1];
      const span = last.t - first.t;
      const ivs: Iv[] = [];
      if (rule.pairing === 'pairs') for (let i = 0; i + 1 < g.ps.length; i += 2) ivs.push([g.ps[i].t, g.ps[i + 1].t]);
      else ivs.push([first.t, last.t]);
      let worked = split ? overlapSet(dayStart, nextStart, ivs) : length(ivs);
      const own = g.day === day;
      if (split && !own && worked === 0) continue;
      let ded = 0;
      if (own && rule.unscheduledBreak && span >= rule.unscheduledBreak.trigger) ded = Math.min(rule.unscheduledBreak.minutes, worked);
      worked -= ded;
      const missingOut = own && (g.ps.length === 1 || (rule.pairing === 'pairs' && g.ps.length % 2 === 1));
      if (missingOut) {
        worked = 0;
        ded = 0;
        ctx.exceptions.push({ code: 'missing_out', punchId: first.id });
      }
      // split at midnight: each date lists only its own punches, so every punch is used once
      const ids = split ? g.ps.filter((p) => localDayOf(p) === day).map((p) => p.id) : g.ps.map((p) => p.id);
      result.groups.push({ kind, first: first.ms, last: last.ms, punchIds: ids, worked, breakDeducted: ded, missingOut });
      extra.otIvs.push([Math.max(first.t, split ? dayStart : first.t), Math.min(last.t, split ? nextStart : last.t)]);
      tr(ctx, 'unscheduled.group', { first: fmtP(ctx, first), last: fmtP(ctx, last), punches: g.ps.length, minutes: worked, breaks: ded });
    }
  }

  // ---- totals (§4.10)
  let regular = 0;
  const levels = [0, 0, 0];
  let pre = 0;
  let post = 0;
  for (let i = 0; i < result.instances.length; i++) {
    const r = result.instances[i];
    const inst = dInsts[i];
    t.duty += r.duty;
    t.late += r.late;
    t.early += r.early;
    t.short += r.short;
    t.absent += r.absent;
    t.leave += r.leave;
    t.breakDeducted += r.breakDeducted;
    t.breakLate += r.breakLate;
    t.holidayWorked += r.holidayWorked;
    t.worked += r.worked + r.holidayWorked + (inst.tt.kind === 'flexible' ? r.post : 0);
    regular += r.worked;
    pre += r.pre;
    post += r.post;
    const lvl = inst.tt.kind === 'normal' ? inst.tt.otLevel : 1;
    levels[lvl - 1] += r.pre + r.post;
    if (r.status === 'present' || r.status === 'late' || r.status === 'early' || r.status === 'late_and_early') t.presentDays += r.workDay;
    else if (r.status === 'half_day') {
      t.presentDays += r.workDay / 2;
      t.absentDays += r.workDay / 2;
    } else if (r.status === 'absent') t.absentDays += r.workDay;
    else if (r.status === 'leave') t.leaveDays += r.workDay;
    // classify_by_calendar_minute: move minutes on holiday calendar dates (§4.8)
    if (rule.classifyByCalendarMinute && inst.tt.kind === 'normal' && r.clockIn && r.clockOut) {
      const moved = calendarHolidayShift(ctx, inst, r);
      if (moved !== 0) {
        regular -= moved;
        t.holidayWorked += moved;
        r.holidayWorked += moved;
        r.worked -= moved;
        tr(ctx, 'holiday.calendar_minutes', { timetable: inst.tt.id, minutes: moved });
      }
    }
  }
  levels[0] += extra.breakOtCredit;
  t.pre = pre;
  t.post = post;
  for (const g of result.groups) {
    t.worked += g.worked;
    if (g.kind === 'holiday') t.holidayWorked += g.worked;
    else if (g.kind === 'rest_day') t.restDayWorked += g.worked;
    else t.unscheduled += g.worked;
  }

  // daily OT with levels, approval, minimum and cap
  if (ctx.otOn && rule.dailyOtEnabled && result.instances.length > 0) {
    let computed = levels[0] + levels[1] + levels[2];
    if (rule.otThresholds) {
      const T = regular + computed;
      computed = Math.max(0, T - rule.otThresholds.t1);
    }
    let total = computed > 0 || rule.otApproval === 'planned' ? applyOtPolicy(ctx, computed, extra.otIvs, 'daily') : 0;
    let cap = rule.maxOtPerDay;
    for (const inst of dInsts) if (inst.tt.kind === 'normal' && inst.tt.maxOtPerDay > 0) cap = cap > 0 ? Math.min(cap, inst.tt.maxOtPerDay) : inst.tt.maxOtPerDay;
    if (cap > 0 && total > cap) {
      tr(ctx, 'ot.capped', { kind: 'daily' satisfies OtKind, minutes: total, max: cap });
      total = cap;
    }
    if (rule.otThresholds) {
      const th = rule.otThresholds;
      const b1 = th.t2 !== undefined ? th.t2 - th.t1 : Infinity;
      const b2 = th.t2 !== undefined && th.t3 !== undefined ? th.t3 - th.t2 : Infinity;
      t.ot1 = Math.min(total, b1);
      t.ot2 = Math.min(total - t.ot1, b2);
      t.ot3 = total - t.ot1 - t.ot2;
    } else {
      let excess = computed - total;
      for (let l = 2; l >= 0 && excess > 0; l--) {
        const d = Math.min(levels[l], excess);
        levels[l] -= d;
        excess -= d;
      }
      if (excess < 0) levels[0] -= excess;
      t.ot1 = levels[0];
      t.ot2 = levels[1];
      t.ot3 = levels[2];
    }
    t.ot = t.ot1 + t.ot2 + t.ot3;
    if (t.ot > 0 || computed > 0) tr(ctx, 'ot.levels', { ot1: t.ot1, ot2: t.ot2, ot3: t.ot3, total: t.ot });
  } else if (!ctx.otOn && (pre > 0 || post > 0 || t.holidayWorked > 0 || t.restDayWorked > 0)) {
    tr(ctx, 'ot.disabled', {});
  }
  // holiday and weekend OT (precedence holiday > weekend > normal OT > regular)
  if (t.holidayWorked > 0) {
    ctx.exceptions.push({ code: 'worked_on_holiday' });
    if (ctx.otOn && rule.holidayOtEnabled) {
      let h = applyOtPolicy(ctx, t.holidayWorked, extra.otIvs, 'holiday');
      if (rule.maxOtPerDay > 0 && h > rule.maxOtPerDay) {
        tr(ctx, 'ot.capped', { kind: 'holiday' satisfies OtKind, minutes: h, max: rule.maxOtPerDay });
        h = rule.maxOtPerDay;
      }
      t.holidayOt = h;
    }
  }
  if (t.restDayWorked > 0) {
    ctx.exceptions.push({ code: 'worked_on_rest_day' });
    let w = 0;
    if (ctx.otOn && rule.weekendOtEnabled) {
      w = applyOtPolicy(ctx, t.restDayWorked, extra.otIvs, 'weekend');
      if (rule.maxOtPerDay > 0 && w > rule.maxOtPerDay) {
        tr(ctx, 'ot.capped', { kind: 'weekend' satisfies OtKind, minutes: w, max: rule.maxOtPerDay });
        w = rule.maxOtPerDay;
      }
      t.weekendOt = w;
    }
    tr(ctx, 'rest_day.worked', { minutes: t.restDayWorked, weekendOt: w });
  }
  if (t.unscheduled > 0) tr(ctx, 'unscheduled.worked', { minutes: t.unscheduled });

  // weekly OT: regular minutes above the threshold, allocated to the chronologically last minutes
  if (rule.weeklyOtThreshold !== null && ctx.otOn) {
    const over = weekBefore + regular - rule.weeklyOtThreshold;
    t.weeklyOt = Math.max(0, Math.min(regular, over));
    if (t.weeklyOt > 0) tr(ctx, 'weekly_ot.allocated', { minutes: t.weeklyOt, before: weekBefore, today: regular, threshold: rule.weeklyOtThreshold });
  }
  result.weekRegularAfter = weekBefore + regular;
  t.regular = regular - t.weeklyOt;

  // ---- status (§4.10)
  result.status = dayStatus(planD, result, rest, isHoliday);
  for (const r of result.instances) {
    if (r.late > 0) result.flags.late = true;
    if (r.early > 0) result.flags.early = true;
    if (r.status === 'missing_in') result.flags.missingIn = true;
    if (r.status === 'missing_out') result.flags.missingOut = true;
    if (r.status === 'absent') result.flags.absent = true;
  }
  tr(ctx, 'day.status', { status: result.status });
  return result;
}

function calendarHolidayShift(ctx: Ctx, inst: Inst, r: InstanceResult): number {
  if (r.worked <= 0) return 0;
  const d0 = Math.floor((inst.s + offsetAt(ctx.zone, inst.s)) / MINUTES_PER_DAY);
  const d1 = Math.floor((inst.e - 1 + offsetAt(ctx.zone, inst.e - 1)) / MINUTES_PER_DAY);
  if (d0 === d1) return 0;
  const ci = Math.max((r.clockIn as ClockTime).at / 60000, inst.s);
  const co = Math.min((r.clockOut as ClockTime).at / 60000, inst.e);
  let moved = 0;
  for (let d = d0; d <= d1; d++) {
    if (!holidayFor(ctx.c, ctx.emp, d)) continue;
    const ds = wallInstant(ctx.zone, d * MINUTES_PER_DAY);
    const de = wallInstant(ctx.zone, (d + 1) * MINUTES_PER_DAY);
    let m = length(subtract(Math.max(ci, ds), Math.min(co, de), inst.leave));
    for (const br of inst.breaks) {
      if (!br.b.paid && br.s >= ds && br.s < de) m -= Math.min(br.b.allowance, overlap(ci, co, br.s, br.e));
    }
    moved += Math.max(0, m);
  }
  return Math.min(moved, r.worked);
}

function dayStatus(plan: Plan, result: DayResult, rest: boolean, isHoliday: boolean): DayStatus {
  const t = result.totals;
  if (plan.source === 'not_employed' && result.instances.length === 0) return t.worked > 0 ? 'unscheduled_worked' : 'not_employed';
  if (isHoliday) return t.holidayWorked > 0 ? 'holiday_worked' : 'holiday';
  if (result.instances.length === 0) {
    if (plan.rest) return t.restDayWorked > 0 ? 'rest_day_worked' : 'rest_day';
    if (rest) return t.unscheduled > 0 ? 'unscheduled_worked' : 'unscheduled';
  }
  const ins = result.instances;
  if (ins.every((r) => r.status === 'leave')) return 'leave';
  const expected = ins.filter((r) => r.status !== 'leave');
  if (expected.every((r) => r.status === 'absent')) return 'absent';
  let worst: InstanceStatus = 'present';
  let late = false;
  let early = false;
  for (const r of expected) {
    if (r.status === 'absent') continue;
    if (STATUS_RANK[r.status] > STATUS_RANK[worst]) worst = r.status;
    if (r.late > 0) late = true;
    if (r.early > 0) early = true;
  }
  if (worst === 'missing_in' || worst === 'missing_out' || worst === 'half_day') return worst;
  if (late && early) return 'late_and_early';
  if (late) return 'late';
  if (early) return 'early';
  return 'present';
}

function traceSchedule(ctx: Ctx, plan: Plan): void {
  if (plan.label === null) plan.label = plan.timetables.map((x) => x.id).join(', ');
  const tts = plan.label;
  switch (plan.source) {
    case 'not_tracked':
      break;
    case 'not_employed':
      if (ctx.emp.hireDate && ctx.day < parseDate(ctx.emp.hireDate)) tr(ctx, 'employee.before_hire', { hireDate: ctx.emp.hireDate });
      else tr(ctx, 'employee.after_resignation', { resignationDate: ctx.emp.resignationDate ?? '' });
      break;
    case 'temporary':
      tr(ctx, 'schedule.temporary', { id: plan.sourceId, timetables: tts });
      break;
    case 'swap':
      tr(ctx, 'schedule.swap', { requestId: plan.sourceId, timetables: tts });
      break;
    case 'employee':
    case 'group':
    case 'department':
      tr(ctx, `schedule.${plan.source}`, { id: plan.sourceId, shift: plan.shiftId ?? '', slot: plan.slot, timetables: tts });
      break;
    case 'default_shift':
      tr(ctx, 'schedule.default_shift', { shift: plan.shiftId ?? '', slot: plan.slot, timetables: tts });
      break;
    case 'rule_auto':
      break;
    case 'none':
      tr(ctx, 'schedule.none', {});
      break;
  }
  if (plan.rest && plan.source !== 'not_employed') tr(ctx, 'schedule.rest_day', { shift: plan.shiftId ?? '' });
  if (plan.holiday && (plan.timetables.length === 0 || !plan.workOnHolidays)) tr(ctx, 'holiday.applies', { holiday: plan.holiday.id, timetable: '' });
}

// ---------------------------------------------------------------- ranges and weeks

export interface ScheduleInput {
  config: EngineConfig;
  employee: Employee;
  /** 'YYYY-MM-DD' */
  date: LocalDate;
}

/** What the set-up alone gives an employee on a date: fixed timetables, or auto-shift candidates the punches choose from. */
export interface ScheduledDay {
  timetableIds: string[];
  /** true: `timetableIds` are the auto shift's candidates (§4.3 step 5) */
  auto: boolean;
}

/**
 * The timetables the set-up alone gives an employee on a date (§4.3 without requests: temporary, employee, group
 * or department schedule, default shift, the rule's auto shift; none when not employed or not tracked). The
 * product turns an approved swap into a schedule change of each side with the other side's day, auto or not
 * (ADR 0081 amendment, ADR 0114); requests are left out so that swaps never chain.
 */
export function scheduledDay(input: ScheduleInput): ScheduledDay {
  const plan = setupPlan(input);
  return plan.auto ? { timetableIds: plan.auto.map((timetable) => timetable.id), auto: true } : { timetableIds: plan.timetables.map((timetable) => timetable.id), auto: false };
}

/**
 * Whether the set-up alone (as `scheduledDay`: no requests) makes the date a rest day of the employee: a schedule,
 * default shift or temporary schedule gives it no timetable. False for a working day and for a day nothing
 * schedules (no schedule, auto shift, not employed, not tracked). Leave does not count rest days (ADR 0112).
 */
export function isScheduledRestDay(input: ScheduleInput): boolean {
  return setupPlan(input).rest;
}

function setupPlan(input: ScheduleInput): Plan {
  const c = compileConfig(input.config);
  const emp = input.employee;
  const day = parseDate(input.date);
  const { settings: rule } = resolveRule(c, emp.departmentId, day);
  const ctx: Ctx = {
    c,
    emp,
    zone: emp.zone,
    day,
    rule,
    req: prepareRequests(emp.zone, emp.id, undefined, []),
    trace: [],
    exceptions: [],
    punches: [],
    otOn: false,
    hire: emp.hireDate ? parseDate(emp.hireDate) : -Infinity,
    resign: emp.resignationDate ? parseDate(emp.resignationDate) : Infinity,
    requestsKey: NO_REQUESTS,
  };
  return resolvePlanUncached(ctx, day, rule);
}

export interface RangeInput extends Omit<DayInput, 'date' | 'weekRegularBefore'> {
  from: LocalDate;
  to: LocalDate;
}

/**
 * Calculate consecutive dates in order, carrying the weekly regular-minute counter so weekly OT
 * lands on the chronologically last minutes of each week. Start `from` on a week start for
 * exact weekly OT (or pass the counter via calculateDay's weekRegularBefore).
 */
export function calculateRange(input: RangeInput): DayResult[] {
  const c = compileConfig(input.config);
  const from = parseDate(input.from);
  const to = parseDate(input.to);
  const out: DayResult[] = [];
  let week = 0;
  for (let d = from; d <= to; d++) {
    const ws = resolveRule(c, input.employee.departmentId, d).settings.weekStart;
    if (d !== from && isoWeekday(d) === ws) week = 0;
    const r = calculateDay({ ...input, date: formatDate(d), weekRegularBefore: week });
    week = r.weekRegularAfter;
    out.push(r);
  }
  return out;
}
