/**
 * Attendance engine benchmark (not a timed test): employee-days per second on one core over a
 * generated month — mixed day, night, split and flexible shifts, 4–6 punches a day with noise
 * (early/late arrivals, double reads, missing punches, punched breaks, rest days, leave, a
 * holiday), employees in zones with and without DST.
 *
 *   node --import tsx server/bench/engine.bench.ts [employees] [rounds]
 *
 * The last line is `engine employee-days/s <N>` (best round; the median is printed above it).
 */
import { calculateDay, normalizePunch } from '../src/attendance/engine/index';
import type { DayInput, EngineConfig, Employee, Punch, ApprovedRequest } from '../src/attendance/engine/index';
import { formatDate, parseDate } from '../src/attendance/engine/time';

const calc = calculateDay; // local alias: imported bindings are getters under CommonJS transpilation
const EMPLOYEES = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 7);
const MONTH_START = '2026-03-01';
const DAYS = 31;
const ZONES = ['Asia/Riyadh', 'Europe/Istanbul', 'America/Mexico_City', 'Europe/Berlin', 'America/New_York'];

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(20260301);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

const config: EngineConfig = {
  globalRules: [{ id: 'G', minOt: 15, maxOtPerDay: 240 }],
  departmentRules: [{ id: 'DR-OPS', departmentId: 'OPS', lateToAbsent: 180, rounding: { interval: 5, inMode: 'up', outMode: 'down' } }],
  timetables: [
    { id: 'DAY', kind: 'normal', start: '09:00', duration: 540, allowedLate: 5, allowedEarly: 5, earlyInOt: { min: 30 }, lateOutOt: { min: 30 }, breakIds: ['LUNCH'] },
    { id: 'DAYP', kind: 'normal', start: '08:00', duration: 540, allowedLate: 5, allowedEarly: 5, lateOutOt: { min: 30 }, breakIds: ['LUNCHP'] },
    { id: 'NIGHT', kind: 'normal', start: '22:00', duration: 480, allowedLate: 5, allowedEarly: 5, earlyInOt: { min: 30 }, lateOutOt: { min: 30 } },
    { id: 'AM', kind: 'normal', start: '08:00', duration: 240, allowedLate: 5, allowedEarly: 5 },
    { id: 'PM', kind: 'normal', start: '14:00', duration: 240, allowedLate: 5, allowedEarly: 5, lateOutOt: { min: 30 } },
    { id: 'FLEX', kind: 'flexible', required: 480, dayChange: '05:00', flexBreak: 60, flexBreakTrigger: 360, minOt: 30 },
  ],
  breaks: [
    { id: 'LUNCH', start: '13:00', duration: 60, type: 'auto_deduct' },
    { id: 'LUNCHP', start: '12:00', duration: 60, type: 'punched', lateGrace: 5 },
  ],
  shifts: [
    { id: 'S-DAY', cycle: 'week', length: 1, slots: { 0: ['DAY'], 1: ['DAY'], 2: ['DAY'], 3: ['DAY'], 4: ['DAY'] } },
    { id: 'S-DAYP', cycle: 'week', length: 1, slots: { 0: ['DAYP'], 1: ['DAYP'], 2: ['DAYP'], 3: ['DAYP'], 4: ['DAYP'], 5: ['DAYP'] } },
    { id: 'S-NIGHT', cycle: 'day', length: 4, slots: { 0: ['NIGHT'], 1: ['NIGHT'], 2: ['NIGHT'] } },
    { id: 'S-SPLIT', cycle: 'week', length: 1, slots: { 0: ['AM', 'PM'], 1: ['AM', 'PM'], 2: ['AM', 'PM'], 3: ['AM', 'PM'], 4: ['AM', 'PM'] } },
    { id: 'S-FLEX', cycle: 'week', length: 1, slots: { 0: ['FLEX'], 1: ['FLEX'], 2: ['FLEX'], 3: ['FLEX'], 4: ['FLEX'] } },
  ],
  schedules: [
    { id: 'D-ADM', level: 'department', targetId: 'ADM', shiftId: 'S-DAY', startDate: '2025-01-06' },
    { id: 'D-OPS', level: 'department', targetId: 'OPS', shiftId: 'S-DAYP', startDate: '2025-01-06' },
    { id: 'D-SEC', level: 'department', targetId: 'SEC', shiftId: 'S-NIGHT', startDate: '2025-01-01' },
    { id: 'D-SHOP', level: 'department', targetId: 'SHOP', shiftId: 'S-SPLIT', startDate: '2025-01-06' },
    { id: 'D-DEV', level: 'department', targetId: 'DEV', shiftId: 'S-FLEX', startDate: '2025-01-06' },
  ],
  holidays: [{ id: 'H-MAR', startDate: '2026-03-20', days: 1 }],
};

interface Slot {
  start: number;
  dur: number;
  punchedBreak?: number;
}
const SLOTS: Record<string, Slot[]> = {
  ADM: [{ start: 540, dur: 540 }],
  OPS: [{ start: 480, dur: 540, punchedBreak: 720 }],
  SEC: [{ start: 1320, dur: 480 }],
  SHOP: [
    { start: 480, dur: 240 },
    { start: 840, dur: 240 },
  ],
  DEV: [{ start: int(420, 660), dur: 540 }],
};
const DEPTS = Object.keys(SLOTS);

function wall(day: number, minute: number): string {
  const d = day + Math.floor(minute / 1440);
  const m = ((minute % 1440) + 1440) % 1440;
  return `${formatDate(d)}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}`;
}

const start = parseDate(MONTH_START);
const inputs: DayInput[] = [];
let punchCount = 0;
for (let e = 0; e < EMPLOYEES; e++) {
  const dept = DEPTS[e % DEPTS.length];
  const zone = ZONES[e % ZONES.length];
  const emp: Employee = { id: `E${e}`, zone, departmentId: dept };
  const ps: Punch[] = [];
  let pid = 0;
  const add = (day: number, minute: number, state?: 0 | 1 | 2 | 3) => {
    const raw = { id: `E${e}-${pid++}`, wall: wall(day, minute), zones: { device: zone } };
    ps.push(normalizePunch(state === undefined ? raw : { ...raw, state }).punch);
  };
  const requests: ApprovedRequest[] = [];
  for (let d = -3; d < DAYS + 3; d++) {
    const day = start + d;
    const wd = ((((day + 3) % 7) + 7) % 7) + 1;
    const works = dept === 'SEC' ? (d + 400) % 4 !== 3 : dept === 'OPS' ? wd <= 6 : wd <= 5;
    if (!works) {
      if (rnd() < 0.05) {
        add(day, int(600, 660));
        add(day, int(840, 900));
      }
      continue;
    }
    if (rnd() < 0.03) {
      requests.push({ kind: 'leave', id: `L${e}-${d}`, employeeId: emp.id, fromDate: formatDate(day) });
      continue;
    }
    if (rnd() < 0.02) continue; // absent
    for (const s of SLOTS[dept]) {
      add(day, s.start + int(-40, 12));
      if (rnd() < 0.08) add(day, s.start + int(-40, 12)); // noise near the clock-in
      if (s.punchedBreak !== undefined) {
        add(day, s.punchedBreak + int(-5, 10));
        add(day, s.punchedBreak + 60 + int(-5, 12));
      } else if (dept === 'DEV' || dept === 'ADM') {
        if (rnd() < 0.5) {
          add(day, s.start + 240 + int(0, 20));
          add(day, s.start + 290 + int(0, 20));
        }
      }
      if (rnd() < 0.03) continue; // forgot to clock out
      const out = s.start + s.dur + int(-8, 75);
      add(day, out);
      if (rnd() < 0.05) add(day, out + int(0, 1)); // double read
    }
  }
  ps.sort((a, b) => a.at - b.at);
  punchCount += ps.length;
  // the caller (DB layer) fetches D−3 … D+3 for each key (ADR 0032); done here, outside the timing
  for (let d = 0; d < DAYS; d++) {
    const day = start + d;
    const lo = (day - 3) * 86400000 - 14 * 3600000;
    const hi = (day + 4) * 86400000 + 14 * 3600000;
    inputs.push({ config, employee: emp, date: formatDate(day), punches: ps.filter((p) => p.at >= lo && p.at < hi), requests });
  }
}

// warm up (JIT, zone caches, compiled config)
let sink = 0;

// Each round gets fresh employee and request objects (prepared outside the timing) so the
// engine's per-employee memo starts cold, as in a real recalculation pass over a month.
function freshRound(): DayInput[] {
  const emps = new Map<Employee, Employee>();
  const reqs = new Map<readonly ApprovedRequest[], ApprovedRequest[]>();
  return inputs.map((i) => {
    let e = emps.get(i.employee);
    if (!e) emps.set(i.employee, (e = { ...i.employee }));
    const src = i.requests ?? [];
    let r = reqs.get(src);
    if (!r) reqs.set(src, (r = [...src]));
    return { ...i, employee: e, requests: r };
  });
}

// prepared before the warm-up so they are old-generation objects when the timing starts
const rounds = Array.from({ length: ROUNDS }, () => freshRound());
for (const input of inputs) sink += calc(input).totals.worked;

const rates: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const round = rounds[r];
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (const input of round) sink += calc(input).totals.worked;
  const cpu = process.cpuUsage(c0);
  const wallSecs = Number(process.hrtime.bigint() - t0) / 1e9;
  // CPU time of this single-threaded loop = time on one core (robust on a shared machine)
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  rates.push(inputs.length / cpuSecs);
  console.log(`round ${r + 1}: ${inputs.length} employee-days, cpu ${(cpuSecs * 1000).toFixed(1)} ms, wall ${(wallSecs * 1000).toFixed(1)} ms`);
}
rates.sort((a, b) => a - b);
const median = Math.round(rates[Math.floor(rates.length / 2)]);
const best = Math.round(rates[rates.length - 1]);
console.log(`employees ${EMPLOYEES}, days ${DAYS}, punches ${punchCount}, checksum ${sink}`);
console.log(`median round ${median} employee-days/s, best round ${best} employee-days/s`);
// the least-disturbed round measures the engine's own cost on a shared machine (ADR 0038)
console.log(`engine employee-days/s ${best}`);
