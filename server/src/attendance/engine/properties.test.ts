/** Property tests (fast-check): order independence, idempotence, double reads, worked ≤ span, single use of punches. */
import fc from 'fast-check';
import { calculateDay } from './calculate';
import type { ApprovedRequest, Punch, PunchState, Shift, Timetable } from './model';
import { normalizePunch } from './punches';
import type { DayResult } from './result';
import { D, addDays, makeConfig, makeEmployee, tt } from './test-helpers';

const ZONES = ['Asia/Riyadh', 'America/Mexico_City', 'Europe/Istanbul'];
const SCENARIOS: Array<{ shift: Shift; timetables: Timetable[]; date: string }> = [
  { shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['DAY'] } }, timetables: [], date: D },
  { shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['NIGHT'] } }, timetables: [], date: D },
  { shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['AM', 'PM'] } }, timetables: [tt('AM', '08:00', 240), tt('PM', '13:00', 240)], date: D },
  { shift: { id: 'S', cycle: 'day', length: 2, slots: { 0: ['NIGHT'], 1: ['DAY'] } }, timetables: [], date: D },
  { shift: { id: 'S', cycle: 'day', length: 3, slots: { 0: ['DAY'] } }, timetables: [], date: D },
  {
    shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['FLEX'] } },
    timetables: [{ id: 'FLEX', kind: 'flexible', required: 480, flexBreak: 60, flexBreakTrigger: 360, minOt: 30 }],
    date: D,
  },
  // Mexico City spring-forward night and Istanbul fall-back night
  { shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['NIGHT'] } }, timetables: [], date: '2022-04-02' },
  { shift: { id: 'S', cycle: 'day', length: 1, slots: { 0: ['NIGHT'] } }, timetables: [], date: '2015-11-07' },
];
const RULES = [{}, { pairing: 'pairs' as const }, { pairing: 'state_based' as const }, { rounding: { interval: 15, inMode: 'up' as const, outMode: 'down' as const } }, { lateToAbsent: 60 }, { unscheduledWorkDate: 'split_at_midnight' as const }, { unscheduledWorkDate: 'most_minutes' as const }];

interface Case {
  /** optional leave interval and manual log, seconds from D−1 00:00 local */
  leave: { from: number; minutes: number } | null;
  manual: number | null;
  holiday: boolean;
  scenario: number;
  rule: number;
  zone: string;
  /** seconds from D−1 00:00 local, with optional state */
  punches: Array<{ sec: number; state: PunchState | null }>;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  leave: fc.option(fc.record({ from: fc.nat(3 * 86400 - 1), minutes: fc.integer({ min: 30, max: 600 }) }), { nil: null, freq: 4 }),
  manual: fc.option(fc.nat(3 * 86400 - 1), { nil: null, freq: 4 }),
  holiday: fc.boolean(),
  scenario: fc.nat(SCENARIOS.length - 1),
  rule: fc.nat(RULES.length - 1),
  zone: fc.constantFrom(...ZONES),
  punches: fc.array(fc.record({ sec: fc.nat(3 * 86400 - 1), state: fc.option(fc.constantFrom<PunchState>(0, 1, 2, 3), { nil: null }) }), { maxLength: 12 }),
});

function wallOf(date: string, sec: number): string {
  const day = addDays(date, -1 + Math.floor(sec / 86400));
  const s = sec % 86400;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${day}T${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

function toPunches(c: Case, date: string): Punch[] {
  return c.punches.map((x, i) => {
    const raw = { id: `p${i}`, wall: wallOf(date, x.sec), zones: { device: c.zone } };
    return normalizePunch(x.state === null ? raw : { ...raw, state: x.state }).punch;
  });
}

function requestsOf(c: Case, date: string): ApprovedRequest[] {
  const out: ApprovedRequest[] = [];
  if (c.leave) {
    const end = c.leave.from + c.leave.minutes * 60;
    out.push({ kind: 'leave', id: 'L', employeeId: 'E1', start: wallOf(date, c.leave.from).slice(0, 16), end: wallOf(date, Math.min(end, 3 * 86400 - 60)).slice(0, 16) });
  }
  if (c.manual !== null) out.push({ kind: 'manual_log', id: 'M', employeeId: 'E1', at: wallOf(date, c.manual) });
  return out;
}

function calc(c: Case, ps: Punch[], date?: string): DayResult {
  const sc = SCENARIOS[c.scenario];
  const config = makeConfig({ shift: sc.shift, timetables: sc.timetables, rule: RULES[c.rule], holidays: c.holiday ? [{ id: 'H', startDate: sc.date, days: 1 }] : [] });
  return calculateDay({ config, employee: makeEmployee({ zone: c.zone }), date: date ?? sc.date, punches: ps, requests: requestsOf(c, sc.date) });
}

/** the parts of a result that must not change when a double read is added */
function core(r: DayResult) {
  return { status: r.status, instances: r.instances, groups: r.groups, totals: r.totals, exceptions: r.exceptions, stray: r.strayPunchIds };
}

const RUNS = { numRuns: 300 };

describe('engine properties', () => {
  test('the result does not depend on punch arrival order', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), (c, seed) => {
        const sc = SCENARIOS[c.scenario];
        const ps = toPunches(c, sc.date);
        const shuffled = ps
          .map((p, i) => ({ p, k: (i * 7919 + seed) % 104729 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.p);
        expect(calc(c, shuffled)).toEqual(calc(c, ps));
      }),
      RUNS,
    );
  });

  test('recalculating gives the same result (idempotent, no hidden state)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const ps = toPunches(c, SCENARIOS[c.scenario].date);
        const a = calc(c, ps);
        const b = calc(c, ps);
        expect(b).toEqual(a);
      }),
      RUNS,
    );
  });

  test('adding a double read within the dedupe window changes nothing', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), fc.integer({ min: 1, max: 59 }), (c0, pick, delta) => {
        // spread punches ≥ 2 minutes apart so every generated punch is kept
        const secs = [...new Set(c0.punches.map((p) => Math.floor(p.sec / 120) * 120))].sort((a, b) => a - b);
        fc.pre(secs.length > 0);
        const c: Case = { ...c0, punches: secs.map((sec, i) => ({ sec, state: c0.punches[i % c0.punches.length].state })) };
        const date = SCENARIOS[c.scenario].date;
        const ps = toPunches(c, date);
        const base = ps[pick % ps.length];
        const dup: Punch = { ...base, id: 'zz-dup', at: base.at + delta * 1000 };
        expect(core(calc(c, [...ps, dup]))).toEqual(core(calc(c, ps)));
      }),
      RUNS,
    );
  });

  test('worked ≤ span for every instance and group', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const r = calc(c, toPunches(c, SCENARIOS[c.scenario].date));
        for (const i of r.instances) {
          if (i.clockIn && i.clockOut) {
            const span = Math.max(0, (i.clockOut.at - i.clockIn.at) / 60000);
            expect(i.worked).toBeLessThanOrEqual(span);
            expect(i.worked + i.holidayWorked).toBeLessThanOrEqual(span);
          } else {
            expect(i.worked).toBe(0);
          }
          expect(i.worked).toBeGreaterThanOrEqual(0);
          expect(i.short).toBeGreaterThanOrEqual(0);
          expect(i.worked).toBeLessThanOrEqual(i.duty + i.leave + 1440);
        }
        // punches count by the minute (ADR 0020): compare with the minute-truncated span
        for (const g of r.groups) expect(g.worked).toBeLessThanOrEqual(Math.floor(g.last / 60000) - Math.floor(g.first / 60000));
        expect(r.totals.regular + r.totals.weeklyOt).toBeLessThanOrEqual(r.totals.worked);
      }),
      RUNS,
    );
  });

  test('every punch is used by at most one instance or group across consecutive days', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const date = SCENARIOS[c.scenario].date;
        const ps = toPunches(c, date);
        const seen = new Map<string, string>();
        for (let d = -1; d <= 1; d++) {
          const day = addDays(date, d);
          const r = calc(c, ps, day);
          const uses: Array<[string, string]> = [];
          for (const i of r.instances) for (const id of i.usedPunchIds) uses.push([id, `${day}/${i.timetableId}`]);
          for (const g of r.groups) for (const id of g.punchIds) uses.push([id, `${day}/group`]);
          for (const [id, where] of uses) {
            const prev = seen.get(id);
            if (prev !== undefined && prev !== where) throw new Error(`punch ${id} used by ${prev} and ${where}`);
            seen.set(id, where);
          }
          // within one day each id appears once
          expect(new Set(uses.map((u) => u[0])).size).toBe(uses.length);
        }
      }),
      RUNS,
    );
  });
});
