/** The 21 test vectors of attendance-domain.md §4.12, each asserting every listed quantity. */
import { dirtyKeys, dirtyOptionsFor } from './dirty';
import type { DayResult } from './result';
import {
  D,
  DAY,
  LUNCH_PUNCHED,
  REST_EVERY_DAY,
  addDays,
  hm,
  inst,
  makeConfig,
  punch,
  punches,
  run,
  runRange,
  traceOf,
  tt,
} from './test-helpers';

interface Vector {
  n: number;
  name: string;
  result: () => DayResult;
  check: (r: DayResult) => void;
}

const vectors: Vector[] = [
  {
    n: 1,
    name: 'DAY 08:55, 18:05: on time, OT minimums not reached',
    result: () => run({ punches: punches(D, ['08:55', '18:05']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(i.late).toBe(0);
      expect(i.early).toBe(0);
      expect(i.worked).toBe(480);
      expect(i.pre).toBe(0);
      expect(i.post).toBe(0);
      expect(r.totals.ot).toBe(0);
      expect(r.status).toBe('present');
      expect(traceOf(r, 'ot.pre_below_min')[0].params).toMatchObject({ minutes: 5, min: 30 });
    },
  },
  {
    n: 2,
    name: 'DAY 09:05, 18:00: grace snap to 09:00',
    result: () => run({ punches: punches(D, ['09:05', '18:00']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(hm((i.clockIn as { at: number }).at)).toBe('09:00');
      expect(i.late).toBe(0);
      expect(i.worked).toBe(480);
      expect(i.short).toBe(0);
      expect(r.status).toBe('present');
      expect(traceOf(r, 'clock_in.grace_snap')).toHaveLength(1);
    },
  },
  {
    n: 3,
    name: 'DAY 09:06, 18:00: late 6 from start',
    result: () => run({ punches: punches(D, ['09:06', '18:00']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(i.late).toBe(6);
      expect(i.worked).toBe(474);
      expect(i.short).toBe(6);
      expect(r.status).toBe('late');
      expect(r.flags.late).toBe(true);
    },
  },
  {
    n: 3.1,
    name: 'DAY 09:06, 18:00 in after_grace mode: late 1',
    result: () => run({ rule: { lateMode: 'after_grace' }, punches: punches(D, ['09:06', '18:00']) }),
    check: (r) => {
      expect(inst(r, 'DAY').late).toBe(1);
      expect(inst(r, 'DAY').worked).toBe(474);
      expect(inst(r, 'DAY').short).toBe(6);
      expect(r.status).toBe('late');
    },
  },
  {
    n: 4,
    name: 'DAY 08:20, 19:10: pre 40, post 70',
    result: () => run({ punches: punches(D, ['08:20', '19:10']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(i.pre).toBe(40);
      expect(i.post).toBe(70);
      expect(r.totals.ot).toBe(110);
      expect(r.totals.ot1).toBe(110);
      expect(i.worked).toBe(480);
      expect(r.status).toBe('present');
    },
  },
  {
    n: 5,
    name: 'DAY 08:58 only: Missing Out',
    result: () => run({ punches: punches(D, ['08:58']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(i.status).toBe('missing_out');
      expect(i.worked).toBe(0);
      expect(i.short).toBe(480);
      expect(r.status).toBe('missing_out');
      expect(r.exceptions.map((e) => e.code)).toContain('missing_out');
    },
  },
  {
    n: 5.1,
    name: 'DAY 08:58 only with miss_out = early(60)',
    result: () => run({ rule: { missOut: { kind: 'early', minutes: 60 } }, punches: punches(D, ['08:58']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(hm((i.clockOut as { at: number }).at)).toBe('17:00');
      expect(i.clockOut?.source).toBe('miss_action');
      expect(i.early).toBe(60);
      expect(i.worked).toBe(420);
      expect(r.status).toBe('early');
    },
  },
  {
    n: 6,
    name: 'DAY 13:40 only: Missing In (punch in OUT window)',
    result: () => run({ punches: punches(D, ['13:40']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(i.status).toBe('missing_in');
      expect(i.clockOut?.punchId).toBe('P1');
      expect(i.worked).toBe(0);
      expect(r.status).toBe('missing_in');
    },
  },
  {
    n: 7,
    name: 'DAY 08:59:10, 08:59:40, 18:02: double read ignored, same as #1',
    result: () => run({ punches: punches(D, ['08:59:10', '08:59:40', '18:02']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(r.duplicatePunchIds).toEqual(['P2']);
      expect(i.usedPunchIds).toEqual(['P1', 'P3']);
      expect(i.late).toBe(0);
      expect(i.early).toBe(0);
      expect(i.worked).toBe(480);
      expect(i.pre).toBe(0);
      expect(i.post).toBe(0);
      expect(r.status).toBe('present');
    },
  },
  {
    n: 8,
    name: 'NIGHT on D, DAY on D+1: night owns D+1 06:10',
    result: () =>
      run({
        dates: { [D]: ['NIGHT'], [addDays(D, 1)]: ['DAY'] },
        punches: punches(D, ['21:50', '+1 06:10', '+1 08:57', '+1 18:01']),
      }),
    check: (r) => {
      const n = inst(r, 'NIGHT');
      expect(n.worked).toBe(480);
      expect(n.post).toBe(0);
      expect(n.usedPunchIds).toEqual(['P1', 'P2']);
      expect(r.status).toBe('present');
      const next = run({
        date: addDays(D, 1),
        dates: { [D]: ['NIGHT'], [addDays(D, 1)]: ['DAY'] },
        punches: punches(D, ['21:50', '+1 06:10', '+1 08:57', '+1 18:01']),
      });
      const d1 = inst(next, 'DAY');
      expect(d1.status).toBe('present');
      expect(d1.usedPunchIds).toEqual(['P3', 'P4']);
      expect(d1.usedPunchIds).not.toContain('P2');
      expect(next.otherDayPunchIds).toEqual(['P2']);
      expect(next.status).toBe('present');
    },
  },
  {
    n: 9,
    name: 'A 06–14 and B 14–22: single boundary punch serves as A out and B in',
    result: () =>
      run({
        timetables: [tt('A', '06:00', 480), tt('B', '14:00', 480)],
        dates: { [D]: ['A', 'B'] },
        punches: punches(D, ['05:55', '14:00', '22:03']),
      }),
    check: (r) => {
      const a = inst(r, 'A');
      const b = inst(r, 'B');
      expect(hm(b.windowStart)).toBe('14:00');
      expect(hm(a.windowEnd)).toBe('14:00');
      expect(b.clockIn?.punchId).toBe('P2');
      expect(a.clockOut?.source).toBe('boundary');
      expect(a.clockOut?.punchId).toBe('P2');
      expect(a.usedPunchIds).toEqual(['P1']);
      expect(a.worked).toBe(480);
      expect(b.worked).toBe(480);
      expect(r.status).toBe('present');
    },
  },
  {
    n: 10,
    name: 'DAY on a holiday 09:00, 15:00: holiday OT 300',
    result: () => run({ holidays: [{ id: 'H', startDate: D, days: 1 }], punches: punches(D, ['09:00', '15:00']) }),
    check: (r) => {
      expect(r.totals.absent).toBe(0);
      expect(r.totals.holidayWorked).toBe(300);
      expect(r.totals.holidayOt).toBe(300);
      expect(r.totals.late).toBe(0);
      expect(r.totals.short).toBe(0);
      expect(r.status).toBe('holiday_worked');
    },
  },
  {
    n: 11,
    name: 'Rest day 10:00, 14:00: weekend OT 240',
    result: () => run({ shift: REST_EVERY_DAY, punches: punches(D, ['10:00', '14:00']) }),
    check: (r) => {
      expect(r.groups).toHaveLength(1);
      expect(r.groups[0].kind).toBe('rest_day');
      expect(r.groups[0].worked).toBe(240);
      expect(r.totals.weekendOt).toBe(240);
      expect(r.status).toBe('rest_day_worked');
    },
  },
  {
    n: 12,
    name: 'DAY + leave 09:00–13:00, 13:55, 18:00: S\' = 14:00',
    result: () =>
      run({
        requests: [{ kind: 'leave', id: 'L1', employeeId: 'E1', start: `${D}T09:00`, end: `${D}T13:00` }],
        punches: punches(D, ['13:55', '18:00']),
      }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(hm(i.effectiveStart)).toBe('14:00');
      expect(traceOf(r, 'instance.window')[0].params).toMatchObject({ inFrom: '12:00', inTo: '16:00', outFrom: '16:00', outTo: '22:00' });
      expect(i.duty).toBe(240);
      expect(i.late).toBe(0);
      expect(i.worked).toBe(240);
      expect(i.short).toBe(0);
      expect(i.leave).toBe(240);
      expect(r.status).toBe('present');
    },
  },
  {
    n: 13,
    name: 'late_to_absent 120: 11:30, 18:00 ⇒ Absent',
    result: () => run({ rule: { lateToAbsent: 120 }, punches: punches(D, ['11:30', '18:00']) }),
    check: (r) => {
      expect(traceOf(r, 'absent.late_exceeded')[0].params).toMatchObject({ late: 150, limit: 120 });
      expect(r.status).toBe('absent');
      expect(r.totals.absent).toBe(480);
      expect(r.totals.absentDays).toBe(1);
      expect(r.totals.late).toBe(0);
    },
  },
  {
    n: 14,
    name: 'NIGHT on the DST fall-back night (Europe/Berlin 03:00→02:00): elapsed 540',
    result: () =>
      run({
        date: '2026-10-24',
        employee: { zone: 'Europe/Berlin' },
        dates: { '2026-10-24': ['NIGHT'] },
        punches: punches('2026-10-24', ['21:58', '+1 06:01'], 'Europe/Berlin'),
      }),
    check: (r) => {
      const i = inst(r, 'NIGHT');
      expect(i.duty).toBe(540);
      expect(i.worked).toBe(540);
      expect(r.totals.ot).toBe(0);
      expect(r.flags.dst).toBe(true);
      expect(i.dstDelta).toBe(60);
      expect(traceOf(r, 'instance.dst_elapsed')[0].params).toMatchObject({ nominal: 480, elapsed: 540 });
    },
  },
  {
    n: 15,
    name: 'Flexible, required 480: 10:12, 19:30 ⇒ 498 worked, OT 18 < 30',
    result: () =>
      run({
        timetables: [{ id: 'FLEX', kind: 'flexible', required: 480, dayChange: '05:00', flexBreak: 60, flexBreakTrigger: 360, minOt: 30 }],
        dates: { [D]: ['FLEX'] },
        punches: punches(D, ['10:12', '19:30']),
      }),
    check: (r) => {
      const i = inst(r, 'FLEX');
      expect(traceOf(r, 'flex.span')[0].params).toMatchObject({ span: 558 });
      expect(i.breakDeducted).toBe(60);
      expect(i.worked).toBe(498);
      expect(r.totals.ot).toBe(0);
      expect(i.short).toBe(0);
      expect(r.status).toBe('present');
    },
  },
  {
    n: 16,
    name: 'Punch for D−3 arrives on D: D−3 and D−4 (night shift) recalculated, D unchanged',
    result: () => run({ punches: [] }),
    check: () => {
      const opts = dirtyOptionsFor(makeConfig({ timetables: [DAY] }), 'DEP', D);
      const keys = dirtyKeys([{ kind: 'punch', employeeId: 'E1', date: addDays(D, -3) }], opts).keys.map((k) => k.date);
      expect(keys).toEqual([addDays(D, -4), addDays(D, -3)]);
      expect(keys).not.toContain(D);
      const weekly = dirtyOptionsFor(makeConfig({ rule: { weeklyOtThreshold: 2400 } }), 'DEP', D);
      const wk = dirtyKeys([{ kind: 'punch', employeeId: 'E1', date: addDays(D, -3) }], weekly).keys.map((k) => k.date);
      // D−3 is a Friday, D−4 a Thursday: their week is D−7 … D−1 (Mon–Sun)
      expect(wk).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(D, -7 + i)));
      expect(wk).not.toContain(D);
    },
  },
  {
    n: 17,
    name: 'Employee resigned D−1 with attendance disabled: D not expected',
    result: () => run({ employee: { resignationDate: addDays(D, -1), disableAttendanceAfterResignation: true }, punches: punches(D, ['09:00', '18:00']) }),
    check: (r) => {
      expect(r.instances).toHaveLength(0);
      expect(r.status).toBe('not_employed');
      expect(r.totals.absent).toBe(0);
      expect(r.totals.absentDays).toBe(0);
      expect(r.totals.worked).toBe(0);
      expect(r.exceptions.filter((e) => e.code === 'absent')).toHaveLength(0);
    },
  },
  {
    n: 18,
    name: 'state_based, first punch with OUT state ⇒ Missing In; first_last gives #1',
    result: () => run({ rule: { pairing: 'state_based' }, punches: punches(D, ['08:55@1', '18:05@1']) }),
    check: (r) => {
      expect(inst(r, 'DAY').status).toBe('missing_in');
      expect(r.status).toBe('missing_in');
      const fl = run({ rule: { pairing: 'first_last' }, punches: punches(D, ['08:55@1', '18:05@1']) });
      expect(inst(fl, 'DAY').worked).toBe(480);
      expect(fl.status).toBe('present');
    },
  },
  {
    n: 19,
    name: 'Weekly OT 2400, daily OT off, Mon–Sat 480 each: Saturday = weekly OT',
    result: () => {
      const ps = [0, 1, 2, 3, 4, 5].flatMap((i) => [punch(addDays(D, i), '09:00', undefined, `in${i}`), punch(addDays(D, i), '18:00', undefined, `out${i}`)]);
      const days = runRange({ rule: { weeklyOtThreshold: 2400, dailyOtEnabled: false }, punches: ps, from: D, to: addDays(D, 5) });
      for (const d of days.slice(0, 5)) {
        expect(d.totals.regular).toBe(480);
        expect(d.totals.weeklyOt).toBe(0);
      }
      return days[5];
    },
    check: (r) => {
      expect(r.date).toBe(addDays(D, 5));
      expect(r.totals.worked).toBe(480);
      expect(r.totals.weeklyOt).toBe(480);
      expect(r.totals.regular).toBe(0);
      expect(r.totals.ot).toBe(0);
    },
  },
  {
    n: 20,
    name: 'Punched break, over-run 5 ≤ grace 5 forgiven',
    result: () =>
      run({ timetables: [{ ...DAY, breakIds: [LUNCH_PUNCHED.id] }], punches: punches(D, ['08:58', '13:15', '14:20', '18:00']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(traceOf(r, 'break.punched')[0].params).toMatchObject({ taken: 65, deducted: 60 });
      expect(i.breakDeducted).toBe(60);
      expect(i.worked).toBe(480);
      expect(i.breakLate).toBe(0);
      expect(i.usedPunchIds).toEqual(['P1', 'P2', 'P3', 'P4']);
    },
  },
  {
    n: 21,
    name: 'Punched break, over-run 10 > grace 5 ⇒ break late 10',
    result: () =>
      run({ timetables: [{ ...DAY, breakIds: [LUNCH_PUNCHED.id] }], punches: punches(D, ['08:58', '13:15', '14:25', '18:00']) }),
    check: (r) => {
      const i = inst(r, 'DAY');
      expect(traceOf(r, 'break.punched')[0].params).toMatchObject({ taken: 70, deducted: 70 });
      expect(i.breakLate).toBe(10);
      expect(i.breakDeducted).toBe(70);
      expect(i.worked).toBe(470);
      expect(i.short).toBe(10);
      expect(r.exceptions.map((e) => e.code)).toContain('long_break');
    },
  },
];

describe('§4.12 test vectors', () => {
  test.each(vectors.map((v) => [v.n, v.name, v] as const))('#%s %s', (_n, _name, v) => {
    const r = v.result();
    v.check(r);
    // every result carries a trace ending in the day status
    expect(r.trace.length).toBeGreaterThan(0);
    expect(r.trace[r.trace.length - 1].key).toBe('day.status');
  });

  test('all 21 vectors are covered', () => {
    const ns = new Set(vectors.map((v) => Math.floor(v.n)));
    for (let n = 1; n <= 21; n++) expect(ns.has(n)).toBe(true);
  });
});
