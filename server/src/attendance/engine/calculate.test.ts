/** Cases beyond §4.12: split and back-to-back shifts, DST, leave, holidays, rounding, breaks, OT, auto shift, cycles, resignation. */
import { calculateDay, isScheduledRestDay, scheduledDay } from './calculate';
import type { ApprovedRequest, NormalTimetable, Shift } from './model';
import { inputFingerprint } from './fingerprint';
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
  makeEmployee,
  punch,
  punches,
  run,
  runRange,
  traceOf,
  tt,
} from './test-helpers';

const codes = (r: DayResult) => r.exceptions.map((e) => e.code);
const AM = tt('AM', '08:00', 240);
const PM = tt('PM', '13:00', 240);

describe('split and back-to-back shifts', () => {
  test('split shift AM 08–12 + PM 13–17: both present', () => {
    const r = run({ timetables: [AM, PM], dates: { [D]: ['AM', 'PM'] }, punches: punches(D, ['07:58', '12:01', '12:58', '17:02']) });
    expect(inst(r, 'AM').worked).toBe(240);
    expect(inst(r, 'PM').worked).toBe(240);
    expect(inst(r, 'AM').usedPunchIds).toEqual(['P1', 'P2']);
    expect(inst(r, 'PM').usedPunchIds).toEqual(['P3', 'P4']);
    expect(r.totals.worked).toBe(480);
    expect(r.totals.presentDays).toBe(2);
    expect(r.status).toBe('present');
  });

  test('split shift: a late return from the gap is late for the afternoon (gap-midpoint cut, ADR 0021)', () => {
    const r = run({ timetables: [AM, PM], dates: { [D]: ['AM', 'PM'] }, punches: punches(D, ['07:58', '12:01', '13:20', '17:02']) });
    expect(hm(inst(r, 'AM').windowEnd)).toBe('12:30');
    expect(inst(r, 'AM').clockOut?.punchId).toBe('P2');
    expect(inst(r, 'PM').clockIn?.punchId).toBe('P3');
    expect(inst(r, 'PM').late).toBe(20);
    expect(r.status).toBe('late');
  });

  test('split shift with the afternoon absent: the day is not Absent, the absent part is flagged', () => {
    const r = run({ timetables: [AM, PM], dates: { [D]: ['AM', 'PM'] }, punches: punches(D, ['07:58', '12:01']) });
    expect(inst(r, 'PM').status).toBe('absent');
    expect(r.status).toBe('present');
    expect(r.flags.absent).toBe(true);
    expect(r.totals.absent).toBe(240);
    expect(r.totals.absentDays).toBe(1);
  });

  test('split shift with both parts absent: the day is Absent', () => {
    const r = run({ timetables: [AM, PM], dates: { [D]: ['AM', 'PM'] } });
    expect(r.status).toBe('absent');
    expect(r.totals.absent).toBe(480);
    expect(r.totals.absentDays).toBe(2);
  });

  test('back-to-back 06–14 / 14–22 with separate out and in punches: no boundary sharing', () => {
    const r = run({
      timetables: [tt('A', '06:00', 480), tt('B', '14:00', 480)],
      dates: { [D]: ['A', 'B'] },
      punches: punches(D, ['05:58', '13:58', '14:02', '22:00']),
    });
    expect(inst(r, 'A').clockOut?.punchId).toBe('P2');
    expect(inst(r, 'A').clockOut?.source).toBe('punch');
    expect(inst(r, 'B').clockIn?.punchId).toBe('P3');
    expect(inst(r, 'A').worked).toBe(480);
    expect(inst(r, 'B').worked).toBe(480);
  });

  test('single boundary rule needs the punch to be alone within ±15 min of the cut', () => {
    const r = run({
      timetables: [tt('A', '06:00', 480), tt('B', '14:00', 480)],
      dates: { [D]: ['A', 'B'] },
      punches: punches(D, ['05:55', '14:00', '14:10', '22:03']),
    });
    expect(inst(r, 'A').status).toBe('missing_out');
    expect(inst(r, 'B').clockIn?.punchId).toBe('P2');
    expect(traceOf(r, 'punch.boundary_shared')).toHaveLength(0);
  });

  test('§4.4: a 22:00–06:00 instance owns the next day 05:55 punch even with a 07:00 shift next day', () => {
    const E7 = tt('E7', '07:00', 480);
    const ps = punches(D, ['21:57', '+1 05:55', '+1 06:58', '+1 15:00']);
    const r = run({ timetables: [E7], dates: { [D]: ['NIGHT'], [addDays(D, 1)]: ['E7'] }, punches: ps });
    const n = inst(r, 'NIGHT');
    // the gap 06:00–07:00 is shorter than E7's in_before (120): cut at its middle (ADR 0021)
    expect(hm(n.windowEnd)).toBe('06:30');
    expect(n.clockOut?.punchId).toBe('P2');
    expect(n.early).toBe(0);
    expect(n.worked).toBe(480);
    const next = run({ date: addDays(D, 1), timetables: [E7], dates: { [D]: ['NIGHT'], [addDays(D, 1)]: ['E7'] }, punches: ps });
    expect(inst(next, 'E7').usedPunchIds).toEqual(['P3', 'P4']);
    expect(next.otherDayPunchIds).toEqual(['P2']);
    expect(next.strayPunchIds).toEqual([]);
  });
});

describe('DST in real zones', () => {
  const night = (zone: string, date: string, specs: string[]) =>
    run({ date, employee: { zone }, dates: { [date]: ['NIGHT'] }, punches: punches(date, specs, zone) });

  test('America/Mexico_City spring-forward night 2022-04-02: 420 min elapsed', () => {
    const r = night('America/Mexico_City', '2022-04-02', ['21:55', '+1 06:05']);
    const n = inst(r, 'NIGHT');
    expect(n.duty).toBe(420);
    expect(n.worked).toBe(420);
    expect(n.dstDelta).toBe(-60);
    expect(n.short).toBe(0);
    expect(r.flags.dst).toBe(true);
  });

  test('America/Mexico_City fall-back night 2021-10-30: 540 min elapsed', () => {
    const r = night('America/Mexico_City', '2021-10-30', ['21:55', '+1 06:05']);
    expect(inst(r, 'NIGHT').duty).toBe(540);
    expect(inst(r, 'NIGHT').worked).toBe(540);
    expect(r.totals.ot).toBe(0);
  });

  test('Europe/Istanbul spring-forward night 2015-03-28: 420 min elapsed', () => {
    const r = night('Europe/Istanbul', '2015-03-28', ['21:55', '+1 06:05']);
    expect(inst(r, 'NIGHT').duty).toBe(420);
    expect(inst(r, 'NIGHT').worked).toBe(420);
  });

  test('Europe/Istanbul delayed fall-back night 2015-11-07 (04:00→03:00): 540 min elapsed', () => {
    const r = night('Europe/Istanbul', '2015-11-07', ['21:55', '+1 06:05']);
    expect(inst(r, 'NIGHT').duty).toBe(540);
    expect(inst(r, 'NIGHT').worked).toBe(540);
  });

  test('Asia/Riyadh (no DST): 480 min, no DST flag', () => {
    const r = night('Asia/Riyadh', D, ['21:55', '+1 06:05']);
    expect(inst(r, 'NIGHT').duty).toBe(480);
    expect(inst(r, 'NIGHT').dstDelta).toBe(0);
    expect(r.flags.dst).toBe(false);
  });

  test('an ambiguous punch used as clock-in raises a DST-ambiguous exception', () => {
    const z = 'America/Mexico_City';
    const early = tt('EARLY', '01:30', 300);
    const r = run({ date: '2021-10-31', employee: { zone: z }, timetables: [early], dates: { '2021-10-31': ['EARLY'] }, punches: punches('2021-10-31', ['01:30', '05:31'], z) });
    expect(inst(r, 'EARLY').clockIn?.punchId).toBe('P1');
    expect(codes(r)).toContain('dst_ambiguous');
    expect(traceOf(r, 'punch.dst_overlap')).toHaveLength(1);
    // start = first 01:30 (CDT), end = wall 06:30 (CST): 360 min elapsed for a nominal 300
    expect(inst(r, 'EARLY').duty).toBe(360);
  });
});

describe('leave', () => {
  const leave = (start: string, end: string) => [{ kind: 'leave' as const, id: 'L', employeeId: 'E1', start: `${D}T${start}`, end: `${D}T${end}` }];

  test('leave covering the end: E\' moves before the break', () => {
    const r = run({ requests: leave('14:00', '18:00'), punches: punches(D, ['08:55', '13:00']) });
    const i = inst(r, 'DAY');
    expect(hm(i.effectiveEnd)).toBe('13:00');
    expect(i.duty).toBe(240);
    expect(i.worked).toBe(240);
    expect(i.early).toBe(0);
    expect(i.leave).toBe(240);
    expect(r.status).toBe('present');
  });

  test('leave covering the whole instance: status Leave', () => {
    const r = run({ requests: leave('09:00', '18:00') });
    expect(inst(r, 'DAY').status).toBe('leave');
    expect(r.status).toBe('leave');
    expect(r.totals.leaveDays).toBe(1);
    expect(r.totals.absent).toBe(0);
  });

  test('all-day leave on a night shift covers the whole instance (by work date)', () => {
    const r = run({ dates: { [D]: ['NIGHT'] }, requests: [{ kind: 'leave', id: 'L', employeeId: 'E1', fromDate: D }] });
    expect(r.status).toBe('leave');
    expect(inst(r, 'NIGHT').leave).toBe(480);
  });

  test('leave in the middle: subtracted from duty and worked, no double count', () => {
    const r = run({ requests: leave('11:00', '12:00'), punches: punches(D, ['08:55', '18:05']) });
    const i = inst(r, 'DAY');
    expect(i.duty).toBe(420);
    expect(i.worked).toBe(420);
    expect(i.short).toBe(0);
  });

  test('training covering the break window is not subtracted twice', () => {
    const r = run({ requests: [{ kind: 'training', id: 'T', employeeId: 'E1', start: `${D}T12:00`, end: `${D}T14:00` }], punches: punches(D, ['08:55', '18:05']) });
    expect(inst(r, 'DAY').duty).toBe(420);
    expect(inst(r, 'DAY').worked).toBe(420);
  });
});

describe('holidays', () => {
  const H = [{ id: 'H', startDate: D, days: 1 }];
  const NIGHTLY: Shift = { id: 'S-N', cycle: 'day', length: 1, slots: { 0: ['NIGHT'] } };

  test('holiday without punches: status Holiday, no absence', () => {
    const r = run({ holidays: H });
    expect(r.status).toBe('holiday');
    expect(r.totals.absent).toBe(0);
    expect(codes(r)).not.toContain('absent');
  });

  test('night shift on a holiday crossing midnight: every worked minute is holiday time (work-date rule)', () => {
    const r = run({ shift: NIGHTLY, holidays: H, punches: punches(D, ['21:58', '+1 06:02']) });
    expect(r.totals.holidayWorked).toBe(484);
    expect(r.totals.holidayOt).toBe(484);
    expect(r.totals.regular).toBe(0);
    expect(r.status).toBe('holiday_worked');
  });

  test('night shift before a holiday with classify_by_calendar_minute: minutes after midnight are holiday time', () => {
    const Hn = [{ id: 'H', startDate: addDays(D, 1), days: 1 }];
    const ps = punches(D, ['21:58', '+1 06:02']);
    const on = run({ shift: NIGHTLY, holidays: Hn, rule: { classifyByCalendarMinute: true }, punches: ps });
    expect(on.totals.holidayWorked).toBe(360);
    expect(on.totals.holidayOt).toBe(360);
    expect(on.totals.regular).toBe(120);
    expect(on.status).toBe('present');
    const off = run({ shift: NIGHTLY, holidays: Hn, punches: ps });
    expect(off.totals.holidayWorked).toBe(0);
    expect(off.totals.regular).toBe(480);
  });

  test('department-restricted holiday applies only to that department', () => {
    const other = run({ holidays: [{ id: 'H', startDate: D, days: 1, departmentIds: ['OTHER'] }], punches: punches(D, ['08:55', '18:05']) });
    expect(other.status).toBe('present');
    const mine = run({ holidays: [{ id: 'H', startDate: D, days: 1, departmentIds: ['DEP'] }], punches: punches(D, ['08:55', '18:05']) });
    expect(mine.status).toBe('holiday_worked');
  });

  test('shift marked work-on-holidays: a normal expected day', () => {
    const r = run({ shift: { id: 'S-W', cycle: 'day', length: 1, slots: { 0: ['DAY'] }, workOnHolidays: true }, holidays: H, punches: punches(D, ['08:55', '18:05']) });
    expect(r.status).toBe('present');
    expect(r.totals.regular).toBe(480);
    expect(r.totals.holidayOt).toBe(0);
  });

  test('employee with holidays disabled works a normal day', () => {
    const r = run({ holidays: H, employee: { holidayEnabled: false } });
    expect(r.status).toBe('absent');
  });
});

describe('grace and rounding', () => {
  test('interval rounding in up / out down (employer-favourable)', () => {
    const r = run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'up', outMode: 'down' } }, punches: punches(D, ['09:07', '17:52']) });
    const i = inst(r, 'DAY');
    expect(hm((i.clockIn as { at: number }).at)).toBe('09:15');
    expect(hm((i.clockOut as { at: number }).at)).toBe('17:45');
    expect(i.late).toBe(15);
    expect(i.early).toBe(15);
    expect(i.worked).toBe(450);
    expect(r.status).toBe('late_and_early');
  });

  test('interval rounding nearest', () => {
    const r = run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'nearest', outMode: 'nearest' } }, punches: punches(D, ['09:07', '17:53']) });
    const i = inst(r, 'DAY');
    expect(hm((i.clockIn as { at: number }).at)).toBe('09:00');
    expect(hm((i.clockOut as { at: number }).at)).toBe('18:00');
    expect(i.late).toBe(0);
    expect(i.worked).toBe(480);
  });

  test('grace snap wins over rounding inside the grace', () => {
    const r = run({ rule: { rounding: { interval: 15, inMode: 'up', outMode: 'down' } }, punches: punches(D, ['09:03', '17:57']) });
    expect(inst(r, 'DAY').late).toBe(0);
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(traceOf(r, 'clock_in.rounded')).toHaveLength(0);
  });

  test('OT uses unrounded punch times', () => {
    const r = run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'up', outMode: 'down' } }, punches: punches(D, ['08:20', '19:10']) });
    expect(inst(r, 'DAY').pre).toBe(40);
    expect(inst(r, 'DAY').post).toBe(70);
  });
});

describe('breaks', () => {
  const punchedDay: NormalTimetable = { ...DAY, breakIds: [LUNCH_PUNCHED.id] };

  test('punched break with a missing break punch: auto-deduct fallback and exception', () => {
    const r = run({ timetables: [punchedDay], punches: punches(D, ['08:58', '13:05', '18:00']) });
    const i = inst(r, 'DAY');
    expect(i.breakDeducted).toBe(60);
    expect(i.worked).toBe(480);
    expect(codes(r)).toContain('missing_break_punch');
    expect(traceOf(r, 'punch.unused').map((t) => t.params.punchId)).toEqual(['P2']);
  });

  test('early return credited to work', () => {
    const r = run({
      timetables: [punchedDay],
      breaks: [{ ...LUNCH_PUNCHED, minEarlyReturn: 10, earlyReturnCredit: 'work' }],
      punches: punches(D, ['08:58', '13:00', '13:30', '18:00']),
    });
    expect(inst(r, 'DAY').breakDeducted).toBe(30);
    expect(inst(r, 'DAY').worked).toBe(510);
    expect(traceOf(r, 'break.early_return_credit')[0].params).toMatchObject({ minutes: 30, to: 'work' });
  });

  test('early return credited to OT', () => {
    const r = run({
      timetables: [punchedDay],
      breaks: [{ ...LUNCH_PUNCHED, minEarlyReturn: 10, earlyReturnCredit: 'ot' }],
      punches: punches(D, ['08:58', '13:00', '13:30', '18:00']),
    });
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(r.totals.ot).toBe(30);
  });

  test('state_based break states', () => {
    const r = run({ rule: { pairing: 'state_based' }, timetables: [punchedDay], punches: punches(D, ['08:55@0', '13:02@2', '13:58@3', '18:05@1']) });
    expect(traceOf(r, 'break.punched')[0].params).toMatchObject({ taken: 56, deducted: 60 });
    expect(inst(r, 'DAY').worked).toBe(480);
  });

  test('break marks: the break-out and break-in punches are marked used and traced with their times', () => {
    const r = run({ timetables: [punchedDay], punches: punches(D, ['08:58', '13:05', '14:02', '18:00']) });
    expect(traceOf(r, 'punch.break_out').map((t) => t.params.punchId)).toEqual(['P2']);
    expect(traceOf(r, 'punch.break_in').map((t) => t.params.punchId)).toEqual(['P3']);
    expect(inst(r, 'DAY').usedPunchIds).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(traceOf(r, 'punch.unused')).toEqual([]);
    expect(inst(r, 'DAY').worked).toBe(480);
  });

  test('break marks by state: a device state is read only in state_based pairing (§4.2)', () => {
    // the device marked 13:05 as break-in and 14:02 as break-out (swapped keys): first_last reads them by position
    const marked = punches(D, ['08:58@0', '13:05@3', '14:02@2', '18:00@1']);
    const byPosition = run({ timetables: [punchedDay], punches: marked });
    expect(traceOf(byPosition, 'break.punched')[0].params).toMatchObject({ taken: 57, deducted: 60 });
    // state_based wants a break-out (2) before a break-in (3): none follows the 14:02 break-out, so no pair
    const byState = run({ rule: { pairing: 'state_based' }, timetables: [punchedDay], punches: marked });
    expect(codes(byState)).toContain('missing_break_punch');
    expect(inst(byState, 'DAY').breakDeducted).toBe(60);
    expect(inst(byState, 'DAY').worked).toBe(480);
  });

  test('break marks outside the break window and its margin are not break punches', () => {
    const r = run({ timetables: [punchedDay], breaks: [{ ...LUNCH_PUNCHED, margin: 15 }], punches: punches(D, ['08:58', '11:30', '11:50', '18:00']) });
    expect(traceOf(r, 'punch.break_out')).toEqual([]);
    expect(codes(r)).toContain('missing_break_punch');
    expect(inst(r, 'DAY').breakDeducted).toBe(60);
  });

  test('auto-deduct partial overlap: leaving at 13:15 loses 15 minutes, not 60', () => {
    const r = run({ punches: punches(D, ['08:58', '13:45']) });
    expect(inst(r, 'DAY').breakDeducted).toBe(45);
    const r2 = run({ rule: { missOut: { kind: 'exception' } }, punches: punches(D, ['08:58', '13:35']) });
    expect(inst(r2, 'DAY').breakDeducted).toBe(35);
    expect(inst(r2, 'DAY').worked).toBe(240);
  });

  test('auto-deduct trigger: no deduction below the trigger', () => {
    const r = run({ breaks: [{ id: 'LUNCH', start: '13:00', duration: 60, type: 'auto_deduct', trigger: 300 }], punches: punches(D, ['08:58', '13:45']) });
    expect(inst(r, 'DAY').breakDeducted).toBe(0);
    expect(traceOf(r, 'break.not_triggered')).toHaveLength(1);
  });

  test('paid break is not deducted', () => {
    const r = run({ breaks: [{ id: 'LUNCH', start: '13:00', duration: 60, type: 'auto_deduct', paid: true }], punches: punches(D, ['08:58', '18:00']) });
    expect(inst(r, 'DAY').duty).toBe(540);
    expect(inst(r, 'DAY').worked).toBe(540);
  });
});

describe('missing punches, thresholds, bounds', () => {
  test('miss_in = late(30)', () => {
    const r = run({ rule: { missIn: { kind: 'late', minutes: 30 } }, punches: punches(D, ['18:00']) });
    expect(inst(r, 'DAY').late).toBe(30);
    expect(inst(r, 'DAY').worked).toBe(450);
    expect(r.status).toBe('late');
  });

  test('a single punch between the check-in and the check-out window is a missing punch, not Absent (§4.4, §4.5; ADR 0077)', () => {
    // IN [07:00, 10:00), OUT [17:00, 22:00]: 12:00 lies in the instance window but in neither selection window
    const gap = { ...DAY, inAfter: 60, outBefore: 60 };
    const r = run({ timetables: [gap], punches: punches(D, ['12:00']) });
    expect(inst(r, 'DAY').status).toBe('missing_in');
    expect(r.status).toBe('missing_in');
    expect(r.flags.absent).toBe(false);
    expect(r.totals.absent).toBe(0);
    expect(r.totals.absentDays).toBe(0);
    expect(inst(r, 'DAY').short).toBe(480);
    expect(codes(r)).not.toContain('absent');
    expect(traceOf(r, 'absent.no_punches')).toHaveLength(0);
    // the missing-punch actions still apply: late(30) on the way in, exception on the way out
    const late = run({ timetables: [gap], rule: { missIn: { kind: 'late', minutes: 30 } }, punches: punches(D, ['12:00']) });
    expect(inst(late, 'DAY').status).toBe('missing_out');
    // and with no punch at all the instance stays Absent
    expect(run({ timetables: [gap] }).status).toBe('absent');
  });

  test('miss_out = early(N) within the allowed early leave is grace-snapped: full duty worked (§4.6; ADR 0077)', () => {
    const r = run({ rule: { missOut: { kind: 'early', minutes: 5 } }, punches: punches(D, ['08:58']) });
    expect(inst(r, 'DAY').clockOut?.source).toBe('miss_action');
    expect(hm(inst(r, 'DAY').clockOut?.at ?? 0)).toBe('18:00');
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(inst(r, 'DAY').early).toBe(0);
    expect(inst(r, 'DAY').short).toBe(0);
    expect(r.status).toBe('present');
    expect(traceOf(r, 'clock_out.grace_snap')).toHaveLength(1);
    // beyond the allowance nothing changes (§4.12 #5)
    const beyond = run({ rule: { missOut: { kind: 'early', minutes: 60 } }, punches: punches(D, ['08:58']) });
    expect(inst(beyond, 'DAY').worked).toBe(420);
    expect(inst(beyond, 'DAY').early).toBe(60);
  });

  test('miss_in = late(N) within the allowed lateness is grace-snapped likewise', () => {
    const r = run({ rule: { missIn: { kind: 'late', minutes: 5 } }, punches: punches(D, ['18:00']) });
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(inst(r, 'DAY').late).toBe(0);
    expect(r.status).toBe('present');
  });

  test('miss_in = absent', () => {
    const r = run({ rule: { missIn: { kind: 'absent' } }, punches: punches(D, ['18:00']) });
    expect(r.status).toBe('absent');
    expect(r.totals.absent).toBe(480);
  });

  test('check-in not required', () => {
    const r = run({ timetables: [{ ...DAY, inRequired: false }], punches: punches(D, ['18:00']) });
    expect(inst(r, 'DAY').clockIn?.source).toBe('assumed');
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(r.status).toBe('present');
  });

  test('auto check-out at the scheduled end (synthetic, no OT)', () => {
    const r = run({ rule: { autoCheckOut: { kind: 'after_end', minutes: 0 } }, punches: punches(D, ['08:55']) });
    expect(inst(r, 'DAY').clockOut?.source).toBe('auto');
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(inst(r, 'DAY').post).toBe(0);
  });

  test('min_valid_span turns a too-short pair into a single punch', () => {
    const r = run({ rule: { minValidSpan: 300 }, punches: punches(D, ['08:58', '13:31']) });
    expect(inst(r, 'DAY').status).toBe('missing_out');
  });

  test('max_work_per_instance caps worked and raises Too Long', () => {
    const r = run({ rule: { maxWorkPerInstance: 400 }, punches: punches(D, ['08:58', '18:00']) });
    expect(inst(r, 'DAY').worked).toBe(400);
    expect(inst(r, 'DAY').short).toBe(80);
    expect(codes(r)).toContain('too_long');
  });

  test('half_day_below threshold: Half Day counts half a present day', () => {
    const r = run({ rule: { halfDayBelow: 300 }, punches: punches(D, ['08:58', '13:45']) });
    expect(inst(r, 'DAY').worked).toBe(240);
    expect(inst(r, 'DAY').early).toBe(255);
    expect(r.status).toBe('half_day');
    expect(r.totals.presentDays).toBe(0.5);
    expect(r.totals.absentDays).toBe(0.5);
  });

  test('absent_below threshold', () => {
    const r = run({ rule: { absentBelow: 300 }, punches: punches(D, ['08:58', '13:45']) });
    expect(r.status).toBe('absent');
    expect(r.totals.absent).toBe(480);
    expect(r.totals.worked).toBe(0);
  });

  test('late_to_absent with the half_day action', () => {
    const r = run({ rule: { lateToAbsent: 120, lateEarlyAbsenceAction: 'half_day' }, punches: punches(D, ['11:30', '18:00']) });
    expect(r.status).toBe('half_day');
    expect(inst(r, 'DAY').worked).toBe(330);
    expect(inst(r, 'DAY').late).toBe(150);
  });

  test('early_to_absent', () => {
    const r = run({ rule: { earlyToAbsent: 60 }, punches: punches(D, ['08:58', '16:00']) });
    expect(r.status).toBe('absent');
    expect(traceOf(r, 'absent.early_exceeded')).toHaveLength(1);
  });

  test('check-in rule nearest vs first', () => {
    const ps = punches(D, ['07:10', '08:58', '18:00']);
    const near = run({ rule: { checkInRule: 'nearest' }, punches: ps });
    expect(inst(near, 'DAY').clockIn?.punchId).toBe('P2');
    expect(inst(near, 'DAY').pre).toBe(0);
    const first = run({ punches: ps });
    expect(inst(first, 'DAY').clockIn?.punchId).toBe('P1');
    expect(inst(first, 'DAY').pre).toBe(110);
  });

  test('check-out rule nearest', () => {
    const r = run({ rule: { checkOutRule: 'nearest' }, punches: punches(D, ['08:58', '18:02', '20:00']) });
    expect(inst(r, 'DAY').clockOut?.punchId).toBe('P2');
    expect(inst(r, 'DAY').post).toBe(0);
  });

  test('pairs mode: worked = Σ pairs clipped to [S, E] minus auto breaks', () => {
    const r = run({ rule: { pairing: 'pairs' }, punches: punches(D, ['08:58', '12:00', '13:00', '18:00']) });
    expect(inst(r, 'DAY').worked).toBe(420);
    expect(inst(r, 'DAY').usedPunchIds).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  test('pairs mode: an unpaired last punch is Missing Out', () => {
    const r = run({ rule: { pairing: 'pairs' }, punches: punches(D, ['08:58', '12:00', '13:00']) });
    expect(r.status).toBe('missing_out');
  });

  test('stray punch outside every window', () => {
    const r = run({ punches: punches(D, ['03:00', '08:58', '18:00']) });
    expect(r.strayPunchIds).toEqual(['P1']);
    expect(codes(r)).toContain('stray_punch');
    expect(r.status).toBe('present');
  });

  test('approved manual log supplies the missing clock-out', () => {
    const r = run({ punches: punches(D, ['08:58']), requests: [{ kind: 'manual_log', id: 'M1', employeeId: 'E1', at: `${D}T18:00` }] });
    expect(inst(r, 'DAY').clockOut?.punchId).toBe('manual:M1');
    expect(r.status).toBe('present');
    expect(codes(r)).toContain('manual_punch');
  });

  test('a punch outside the geofence raises an exception when used', () => {
    const ps = punches(D, ['08:58', '18:00']);
    ps[0] = { ...ps[0], outsideGeofence: true };
    const r = run({ punches: ps });
    expect(r.exceptions).toContainEqual({ code: 'outside_geofence', timetableId: 'DAY', punchId: 'P1' });
  });

  test('group schedule applies between employee and department schedules', () => {
    const r = run({
      employee: { groupId: 'G1' },
      extraConfig: {
        schedules: [
          { id: 'GS', level: 'group', targetId: 'G1', shiftId: 'S-N', startDate: '2020-01-01' },
          { id: 'DS', level: 'department', targetId: 'DEP', shiftId: 'S-DAY', startDate: '2020-01-01' },
        ],
        shifts: [
          { id: 'S-N', cycle: 'day', length: 1, slots: { 0: ['NIGHT'] } },
          { id: 'S-DAY', cycle: 'day', length: 1, slots: { 0: ['DAY'] } },
        ],
      },
    });
    expect(r.instances.map((i) => i.timetableId)).toEqual(['NIGHT']);
    expect(traceOf(r, 'schedule.group')).toHaveLength(1);
  });

  test('voided and access-only punches are ignored', () => {
    const ps = punches(D, ['08:58', '18:00', '18:30']);
    ps[1] = { ...ps[1], voided: true };
    ps[2] = { ...ps[2], notForAttendance: true };
    expect(run({ punches: ps }).status).toBe('missing_out');
  });
});

describe('option semantics (ADR 0037)', () => {
  test('strict clamps the reported clock times to the schedule, OT still from raw punches', () => {
    const r = run({ rule: { strict: true }, punches: punches(D, ['08:20', '19:10']) });
    expect(hm((inst(r, 'DAY').clockIn as { at: number }).at)).toBe('09:00');
    expect(hm((inst(r, 'DAY').clockOut as { at: number }).at)).toBe('18:00');
    expect(inst(r, 'DAY').worked).toBe(480);
    expect(r.totals.ot).toBe(110);
  });

  test('check-out not required', () => {
    const r = run({ timetables: [{ ...DAY, outRequired: false }], punches: punches(D, ['08:58']) });
    expect(inst(r, 'DAY').clockOut?.source).toBe('assumed');
    expect(r.status).toBe('present');
  });

  test('neither side required and no punches: present', () => {
    const r = run({ timetables: [{ ...DAY, inRequired: false, outRequired: false }] });
    expect(r.status).toBe('present');
    expect(inst(r, 'DAY').worked).toBe(480);
  });

  test('state_based OT-in / OT-out punches after the shift add post-shift OT', () => {
    const r = run({ rule: { pairing: 'state_based' }, punches: punches(D, ['08:58@0', '18:00@1', '18:30@4', '19:15@5']) });
    expect(inst(r, 'DAY').post).toBe(45);
    expect(r.totals.ot).toBe(45);
    expect(inst(r, 'DAY').usedPunchIds).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  test('state_based: punches without a state qualify for nothing', () => {
    const r = run({ rule: { pairing: 'state_based' }, punches: punches(D, ['08:58', '18:00@1']) });
    expect(inst(r, 'DAY').status).toBe('missing_in');
    expect(traceOf(r, 'punch.unused').map((t) => t.params.punchId)).toEqual(['P1']);
  });

  test('auto check-out at a fixed time', () => {
    const r = run({ rule: { autoCheckOut: { kind: 'at', time: '17:00' } }, punches: punches(D, ['08:58']) });
    expect(hm((inst(r, 'DAY').clockOut as { at: number }).at)).toBe('17:00');
    expect(inst(r, 'DAY').early).toBe(60);
  });
});

describe('overtime', () => {
  test('thresholds by level on the day total', () => {
    const r = run({ rule: { otThresholds: { t1: 480, t2: 540, t3: 600 } }, punches: punches(D, ['07:00', '19:30']) });
    expect(r.totals.pre).toBe(120);
    expect(r.totals.post).toBe(90);
    expect([r.totals.ot1, r.totals.ot2, r.totals.ot3]).toEqual([60, 60, 90]);
    expect(r.totals.ot).toBe(210);
  });

  test('cap per day', () => {
    const r = run({ rule: { maxOtPerDay: 60 }, punches: punches(D, ['08:20', '19:10']) });
    expect(r.totals.ot).toBe(60);
    expect(traceOf(r, 'ot.capped')).toHaveLength(1);
  });

  test('employer minimum: OT below min_ot is 0', () => {
    const r = run({ rule: { minOt: 120 }, punches: punches(D, ['08:20', '19:10']) });
    expect(r.totals.ot).toBe(0);
  });

  test('planned mode: only minutes overlapping approved OT requests', () => {
    const r = run({
      rule: { otApproval: 'planned' },
      punches: punches(D, ['08:20', '19:10']),
      requests: [{ kind: 'overtime', id: 'O', employeeId: 'E1', start: `${D}T18:00`, end: `${D}T18:30` }],
    });
    expect(r.totals.ot).toBe(30);
  });

  test('lesser mode: min(computed, approved)', () => {
    const r = run({
      rule: { otApproval: 'lesser' },
      punches: punches(D, ['08:20', '19:10']),
      requests: [{ kind: 'overtime', id: 'O', employeeId: 'E1', start: `${D}T18:00`, end: `${D}T19:00` }],
    });
    expect(r.totals.ot).toBe(60);
  });

  test('OT disabled for the employee', () => {
    const r = run({ employee: { overtimeEnabled: false }, punches: punches(D, ['08:20', '19:10']) });
    expect(r.totals.ot).toBe(0);
    expect(inst(r, 'DAY').pre).toBe(0);
    expect(traceOf(r, 'ot.disabled')).toHaveLength(0);
  });

  test('excess_only mode counts only the part above the minimum', () => {
    const r = run({ timetables: [{ ...DAY, lateOutOt: { min: 30, mode: 'excess_only' } }], punches: punches(D, ['08:55', '19:10']) });
    expect(r.totals.post).toBe(40);
  });

  test('weekly OT resets at the start of the week', () => {
    const ps = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) => [punch(addDays(D, i), '09:00', undefined, `i${i}`), punch(addDays(D, i), '18:00', undefined, `o${i}`)]);
    const days = runRange({ rule: { weeklyOtThreshold: 2400 }, punches: ps, from: D, to: addDays(D, 7) });
    expect(days.map((d) => d.totals.weeklyOt)).toEqual([0, 0, 0, 0, 0, 480, 480, 0]);
    expect(days[7].weekRegularBefore).toBe(0);
  });
});

describe('unscheduled and rest days', () => {
  test('no schedule at all: unscheduled minutes, not weekend OT', () => {
    const r = run({ extraConfig: { schedules: [] }, punches: punches(D, ['10:00', '14:00']) });
    expect(r.status).toBe('unscheduled_worked');
    expect(r.totals.unscheduled).toBe(240);
    expect(r.totals.weekendOt).toBe(0);
  });

  test('overnight work on rest days belongs to the date of the first punch', () => {
    const ps = punches(D, ['22:00', '+1 06:00']);
    const d0 = run({ shift: REST_EVERY_DAY, punches: ps });
    expect(d0.totals.restDayWorked).toBe(480);
    const d1 = run({ date: addDays(D, 1), shift: REST_EVERY_DAY, punches: ps });
    expect(d1.groups).toHaveLength(0);
    expect(d1.status).toBe('rest_day');
  });

  test('work-date options for overnight unscheduled work: last punch, most minutes, split at midnight', () => {
    const ps = punches(D, ['20:00', '+1 06:00']);
    const on = (mode: 'last_punch' | 'most_minutes' | 'split_at_midnight', date: string) =>
      run({ date, shift: REST_EVERY_DAY, rule: { unscheduledWorkDate: mode }, punches: ps }).totals.restDayWorked;
    expect([on('last_punch', D), on('last_punch', addDays(D, 1))]).toEqual([0, 600]);
    expect([on('most_minutes', D), on('most_minutes', addDays(D, 1))]).toEqual([0, 600]);
    expect([on('split_at_midnight', D), on('split_at_midnight', addDays(D, 1))]).toEqual([240, 360]);
    const d1 = run({ date: addDays(D, 1), shift: REST_EVERY_DAY, rule: { unscheduledWorkDate: 'split_at_midnight' }, punches: ps });
    expect(d1.groups[0].punchIds).toEqual(['P2']);
  });

  test('a gap ≥ new_day_gap after a clock-out starts a new group', () => {
    const r = run({ shift: REST_EVERY_DAY, punches: punches(D, ['08:00', '12:00', '17:00', '21:00']) });
    expect(r.groups.map((g) => g.worked)).toEqual([240, 240]);
    expect(r.totals.weekendOt).toBe(480);
  });

  test('unscheduled break deducted when the trigger is met', () => {
    const r = run({ shift: REST_EVERY_DAY, rule: { unscheduledBreak: { minutes: 30, trigger: 300 } }, punches: punches(D, ['08:00', '14:00']) });
    expect(r.groups[0].worked).toBe(330);
  });

  test('weekend OT disabled: rest-day minutes stay unpaid-by-OT', () => {
    const r = run({ shift: REST_EVERY_DAY, rule: { weekendOtEnabled: false }, punches: punches(D, ['10:00', '14:00']) });
    expect(r.totals.restDayWorked).toBe(240);
    expect(r.totals.weekendOt).toBe(0);
  });
});

describe('flexible timetables', () => {
  const FLEX = { id: 'FLEX', kind: 'flexible' as const, required: 480, flexBreak: 60, flexBreakTrigger: 360, minOt: 30 };

  test('core band lateness', () => {
    const r = run({ timetables: [{ ...FLEX, coreBand: { start: '10:00', end: '15:00' } }], dates: { [D]: ['FLEX'] }, punches: punches(D, ['10:12', '19:30']) });
    expect(inst(r, 'FLEX').late).toBe(12);
    expect(r.status).toBe('late');
  });

  test('OT above the minimum is counted, regular stays at the requirement', () => {
    const r = run({ timetables: [FLEX], dates: { [D]: ['FLEX'] }, punches: punches(D, ['08:00', '19:00']) });
    expect(inst(r, 'FLEX').worked).toBe(480);
    expect(r.totals.ot).toBe(120);
    expect(r.totals.worked).toBe(600);
  });

  test('single punch: Missing Out', () => {
    const r = run({ timetables: [FLEX], dates: { [D]: ['FLEX'] }, punches: punches(D, ['08:00']) });
    expect(r.status).toBe('missing_out');
  });

  test('the work day runs from the day-change time: 03:00 belongs to the previous day', () => {
    const r = run({ timetables: [FLEX], dates: { [D]: ['FLEX'], [addDays(D, -1)]: ['FLEX'] }, punches: punches(D, ['03:00', '08:00', '17:00']) });
    expect(inst(r, 'FLEX').clockIn?.punchId).toBe('P2');
    expect(r.otherDayPunchIds).toEqual(['P1']);
  });
});

describe('auto shift', () => {
  const A8 = tt('A8', '08:00', 480);
  const A10 = tt('A10', '10:00', 480);
  const AUTO: Shift = { id: 'S-AUTO', cycle: 'day', length: 1, slots: {}, autoShift: ['A8', 'A10'] };

  test('tie between two candidates ⇒ the earlier start', () => {
    const r = run({ timetables: [A8, A10], shift: AUTO, punches: punches(D, ['09:00', '17:00']) });
    expect(r.instances.map((i) => i.timetableId)).toEqual(['A8']);
    expect(traceOf(r, 'schedule.auto_shift_chosen')[0].params).toMatchObject({ timetable: 'A8' });
  });

  test('nearest start wins', () => {
    const r = run({ timetables: [A8, A10], shift: AUTO, punches: punches(D, ['09:40', '18:00']) });
    expect(r.instances.map((i) => i.timetableId)).toEqual(['A10']);
    expect(inst(r, 'A10').worked).toBe(480);
  });

  test('no candidate matches ⇒ unscheduled', () => {
    const r = run({ timetables: [A8, A10], shift: AUTO, punches: punches(D, ['15:00', '20:00']) });
    expect(r.instances).toHaveLength(0);
    expect(r.status).toBe('unscheduled_worked');
    expect(r.totals.unscheduled).toBe(300);
  });

  test('memoised plans never carry one calculation\'s auto-shift choice into another', () => {
    const config = makeConfig({ timetables: [A8, A10], shift: AUTO });
    const employee = makeEmployee();
    const requests: ApprovedRequest[] = [];
    const a = calculateDay({ config, employee, requests, date: D, punches: punches(D, ['09:40', '18:00']) });
    const b = calculateDay({ config, employee, requests, date: D, punches: punches(D, ['07:55', '16:00']) });
    const c = calculateDay({ config, employee, requests, date: D, punches: [] });
    expect(a.instances.map((i) => i.timetableId)).toEqual(['A10']);
    expect(b.instances.map((i) => i.timetableId)).toEqual(['A8']);
    expect(c.instances).toHaveLength(0);
  });

  test('auto-shift set of the rule (resolution step 5)', () => {
    const r = run({ timetables: [A8, A10], extraConfig: { schedules: [] }, rule: { autoShiftTimetableIds: ['A8', 'A10'] }, punches: punches(D, ['07:55', '16:05']) });
    expect(inst(r, 'A8').worked).toBe(480);
  });
});

describe('shift cycles and schedule resolution', () => {
  const idsOn = (r: DayResult) => r.instances.map((i) => i.timetableId);

  test('month cycle: day-of-month slots', () => {
    const shift: Shift = { id: 'S-M', cycle: 'month', length: 1, slots: { 0: ['DAY'], 14: ['DAY'] } };
    expect(idsOn(run({ date: '2026-03-15', shift }))).toEqual(['DAY']);
    expect(run({ date: '2026-03-14', shift }).status).toBe('rest_day');
    expect(idsOn(run({ date: '2026-04-01', shift }))).toEqual(['DAY']);
  });

  test('two-month cycle', () => {
    const shift: Shift = { id: 'S-M2', cycle: 'month', length: 2, slots: { 0: ['DAY'], 31: ['NIGHT'] } };
    expect(idsOn(run({ date: '2026-02-01', shift, shiftStart: '2026-01-01' }))).toEqual(['NIGHT']);
    expect(idsOn(run({ date: '2026-03-01', shift, shiftStart: '2026-01-01' }))).toEqual(['DAY']);
  });

  test('two-week cycle alternates', () => {
    const shift: Shift = { id: 'S-W2', cycle: 'week', length: 2, slots: { 0: ['DAY'], 7: ['NIGHT'] } };
    const o = { shift, shiftStart: D };
    expect(idsOn(run({ ...o, date: D }))).toEqual(['DAY']);
    expect(idsOn(run({ ...o, date: addDays(D, 7) }))).toEqual(['NIGHT']);
    expect(idsOn(run({ ...o, date: addDays(D, 14) }))).toEqual(['DAY']);
    expect(run({ ...o, date: addDays(D, 1) }).status).toBe('rest_day');
  });

  test('day cycle of 4 (3 on, 1 off)', () => {
    const shift: Shift = { id: 'S-4', cycle: 'day', length: 4, slots: { 0: ['DAY'], 1: ['DAY'], 2: ['DAY'] } };
    expect(run({ shift, shiftStart: D, date: addDays(D, 3) }).status).toBe('rest_day');
    expect(idsOn(run({ shift, shiftStart: D, date: addDays(D, 4) }))).toEqual(['DAY']);
    // before the schedule's start date there is no schedule at all
    expect(run({ shift, shiftStart: D, date: addDays(D, -1) }).status).toBe('unscheduled');
  });

  test('scheduledDay: what the set-up alone gives a date (a swap resolves the other side with it)', () => {
    const config = makeConfig({ timetables: [AM, PM], dates: { [addDays(D, 1)]: ['AM', 'PM'] } });
    const employee = makeEmployee();
    expect(scheduledDay({ config, employee, date: D })).toEqual({ timetableIds: ['DAY'], auto: false });
    expect(scheduledDay({ config, employee, date: addDays(D, 1) })).toEqual({ timetableIds: ['AM', 'PM'], auto: false });
    expect(scheduledDay({ config, employee: makeEmployee({ hireDate: addDays(D, 1) }), date: D })).toEqual({ timetableIds: [], auto: false });
    expect(scheduledDay({ config: makeConfig({ shift: REST_EVERY_DAY }), employee, date: D })).toEqual({ timetableIds: [], auto: false });
    // an auto shift: its candidates, which the day's punches choose from
    const auto: Shift = { id: 'S-AUTO', cycle: 'week', length: 1, slots: {}, autoShift: ['DAY', 'NIGHT'] };
    expect(scheduledDay({ config: makeConfig({ shift: auto }), employee, date: D })).toEqual({ timetableIds: ['DAY', 'NIGHT'], auto: true });
  });

  test('a swap with an auto-shift side: the punches choose among that side\'s candidates (ADR 0114)', () => {
    const swap = { kind: 'schedule_change' as const, id: 'swap_schedule:8', employeeId: 'E1', date: D, timetableIds: ['DAY', 'NIGHT'], auto: true };
    const night = run({ requests: [swap], punches: punches(D, ['21:55', '+1 06:02']) });
    expect(night.instances.map((i) => i.timetableId)).toEqual(['NIGHT']);
    expect(inst(night, 'NIGHT').worked).toBe(480);
    expect(traceOf(night, 'schedule.swap')[0].params).toMatchObject({ requestId: 'swap_schedule:8' });
    expect(traceOf(night, 'schedule.auto_shift_chosen')[0].params).toMatchObject({ timetable: 'NIGHT' });
    const day = run({ requests: [swap], punches: punches(D, ['08:55', '18:01']) });
    expect(day.instances.map((i) => i.timetableId)).toEqual(['DAY']);
    // without the swap the same night punches are not a NIGHT (the employee's own schedule is DAY)
    expect(run({ punches: punches(D, ['21:55', '+1 06:02']) }).instances.map((i) => i.timetableId)).not.toContain('NIGHT');
    // no punch: no candidate chosen, the day is not a rest day (the swapped-in day is a working day chosen by punches)
    const none = run({ requests: [swap], punches: [] });
    expect(none.status).not.toBe('rest_day');
    expect(traceOf(none, 'schedule.auto_shift_none')).toHaveLength(1);
    // the flag is an input: it changes the day's fingerprint
    const base = { config: makeConfig(), employee: makeEmployee(), date: D, punches: [] };
    expect(inputFingerprint({ ...base, requests: [swap] })).not.toBe(inputFingerprint({ ...base, requests: [{ ...swap, auto: false }] }));
  });

  test('isScheduledRestDay: a date the set-up schedules without timetables — not one nothing schedules (leave, ADR 0112)', () => {
    const employee = makeEmployee();
    expect(isScheduledRestDay({ config: makeConfig({ shift: REST_EVERY_DAY }), employee, date: D })).toBe(true);
    expect(isScheduledRestDay({ config: makeConfig({}), employee, date: D })).toBe(false);
    // not employed yet, or an auto shift: nothing schedules the date, so it is no rest day either
    expect(isScheduledRestDay({ config: makeConfig({ shift: REST_EVERY_DAY }), employee: makeEmployee({ hireDate: addDays(D, 1) }), date: D })).toBe(false);
    const auto: Shift = { id: 'S-AUTO', cycle: 'week', length: 1, slots: {}, autoShift: ['DAY', 'NIGHT'] };
    expect(isScheduledRestDay({ config: makeConfig({ shift: auto }), employee, date: D })).toBe(false);
  });

  test('an approved swap gives the day the other side\'s timetables: its punches are read by them', () => {
    const swap = [{ kind: 'schedule_change' as const, id: 'swap_schedule:7', employeeId: 'E1', date: D, timetableIds: ['NIGHT'] }];
    const r = run({ requests: swap, punches: punches(D, ['21:55', '+1 06:02']) });
    expect(r.status).toBe('present');
    expect(inst(r, 'NIGHT').worked).toBe(480);
    expect(traceOf(r, 'schedule.swap')[0].params).toMatchObject({ requestId: 'swap_schedule:7' });
    // a swap for a day off: the same punches are unscheduled work, not a NIGHT
    const off = run({ requests: [{ ...swap[0], timetableIds: [] }], punches: punches(D, ['21:55', '+1 06:02']) });
    expect(off.instances.map((i) => i.timetableId)).not.toContain('NIGHT');
    expect(off.status).not.toBe('absent');
  });

  test('temporary schedule beats an approved swap, which beats the employee schedule', () => {
    const swap = [{ kind: 'schedule_change' as const, id: 'SW', employeeId: 'E1', date: D, timetableIds: ['NIGHT'] }];
    expect(idsOn(run({ requests: swap }))).toEqual(['NIGHT']);
    expect(idsOn(run({ requests: swap, dates: { [D]: ['DAY'] } }))).toEqual(['DAY']);
    expect(traceOf(run({ requests: swap }), 'schedule.swap')).toHaveLength(1);
  });

  test('department schedule when there is no employee schedule, then the default shift', () => {
    const dep = run({ extraConfig: { schedules: [{ id: 'DS', level: 'department', targetId: 'DEP', shiftId: 'S-DAY', startDate: '2020-01-01' }] } });
    expect(traceOf(dep, 'schedule.department')).toHaveLength(1);
    const def = run({ extraConfig: { schedules: [] }, rule: { defaultShiftId: 'S-DAY' } });
    expect(idsOn(def)).toEqual(['DAY']);
    expect(traceOf(def, 'schedule.default_shift')).toHaveLength(1);
  });

  test('overlapping timetables in one slot are rejected as a configuration error (§4.4)', () => {
    expect(() => run({ timetables: [tt('X', '08:00', 480), tt('Y', '15:00', 240)], dates: { [D]: ['X', 'Y'] } })).toThrow(/overlap/);
    expect(() => run({ shift: { id: 'S-X', cycle: 'day', length: 1, slots: { 0: ['DAY', 'NIGHT'] } } })).not.toThrow();
    expect(() => run({ timetables: [{ ...DAY, inAfter: 400, outBefore: 300 }] })).toThrow(/windows overlap/);
  });

  test('effective-dated department rule and timetable versions', () => {
    const ps = punches(D, ['09:06', '18:00']);
    const r = run({ extraConfig: { departmentRules: [{ id: 'DR', departmentId: 'DEP', validFrom: D, lateMode: 'after_grace' }] }, punches: ps });
    expect(inst(r, 'DAY').late).toBe(1);
    const before = run({ date: addDays(D, -7), extraConfig: { departmentRules: [{ id: 'DR', departmentId: 'DEP', validFrom: D, lateMode: 'after_grace' }] }, punches: punches(addDays(D, -7), ['09:06', '18:00']) });
    expect(inst(before, 'DAY').late).toBe(6);
    const v = run({ timetables: [{ ...DAY, validTo: addDays(D, -1) }, { ...DAY, start: '10:00', validFrom: D }] });
    expect(hm(inst(v, 'DAY').start)).toBe('10:00');
  });
});

describe('employment bounds and flags', () => {
  test('resignation mid-week with attendance disabled: the day after is not expected and its punches are ignored', () => {
    const ps = [punch('2026-03-04', '08:58', undefined, 'w1'), punch('2026-03-04', '18:00', undefined, 'w2'), punch('2026-03-05', '08:58', undefined, 't1'), punch('2026-03-05', '18:00', undefined, 't2')];
    const emp = { resignationDate: '2026-03-04', disableAttendanceAfterResignation: true };
    expect(run({ date: '2026-03-04', employee: emp, punches: ps }).status).toBe('present');
    const thu = run({ date: '2026-03-05', employee: emp, punches: ps });
    expect(thu.status).toBe('not_employed');
    expect(thu.totals.worked).toBe(0);
    const week = runRange({ employee: emp, punches: ps, from: D, to: '2026-03-08' });
    expect(week.map((d) => d.status)).toEqual(['absent', 'absent', 'present', 'not_employed', 'not_employed', 'not_employed', 'not_employed']);
  });

  test('resignation without disabling attendance: later punches are unscheduled work', () => {
    const r = run({ date: '2026-03-05', employee: { resignationDate: '2026-03-04' }, punches: punches('2026-03-05', ['08:58', '18:00']) });
    expect(r.status).toBe('unscheduled_worked');
    expect(r.totals.unscheduled).toBe(542);
  });

  test('before the hire date nothing is expected', () => {
    const r = run({ employee: { hireDate: addDays(D, 1) } });
    expect(r.status).toBe('not_employed');
    expect(r.totals.absent).toBe(0);
  });

  test('attendance disabled: not tracked', () => {
    const r = run({ employee: { attendanceEnabled: false }, punches: punches(D, ['08:58', '18:00']) });
    expect(r.status).toBe('not_tracked');
    expect(r.instances).toHaveLength(0);
  });

  test('night shift of the previous day: its morning punch is not a stray on D', () => {
    const r = run({ dates: { [addDays(D, -1)]: ['NIGHT'] }, punches: punches(D, ['-1 21:55', '06:10', '08:58', '18:00']) });
    expect(r.otherDayPunchIds).toEqual(['P2']);
    expect(r.strayPunchIds).toEqual([]);
    expect(inst(r, 'DAY').usedPunchIds).toEqual(['P3', 'P4']);
  });
});
