import * as engine from './index';
import { TRACE_KEYS, TRACE_MESSAGES_EN, renderTrace } from './index';
import type { DayResult } from './result';
import { D, DAY, LUNCH_PUNCHED, REST_EVERY_DAY, addDays, makeConfig, makeEmployee, punches, run, tt } from './test-helpers';

const FLEX = { id: 'FLEX', kind: 'flexible' as const, required: 480, flexBreak: 60, flexBreakTrigger: 360, minOt: 30, coreBand: { start: '10:00', end: '15:00' } };
function sample(): DayResult[] {
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

describe('trace keys and English templates', () => {
  test('every key has exactly one English template and every template a key', () => {
    expect(Object.keys(TRACE_MESSAGES_EN).sort()).toEqual([...TRACE_KEYS].sort());
    expect(new Set(TRACE_KEYS).size).toBe(TRACE_KEYS.length);
  });

  test('templates only use parameters that the engine supplies', () => {
    const used = new Set<string>();
    for (const r of sample()) {
      for (const e of r.trace) {
        used.add(e.key);
        const text = renderTrace(e, TRACE_MESSAGES_EN);
        if (/\{\w+\}/.test(text)) throw new Error(`unfilled placeholder in ${e.key}: ${text}`);
      }
    }
    // the sample exercises most of the vocabulary
    expect(used.size).toBeGreaterThan(TRACE_KEYS.length / 2);
  });

  test('a trace renders to clerk-readable text', () => {
    const r = run({ punches: punches(D, ['08:20', '19:10']) });
    const lines = r.trace.map((e) => renderTrace(e, TRACE_MESSAGES_EN));
    expect(lines).toContain('Punch P1 at 08:20 is the clock-in of DAY');
    expect(lines).toContain('DAY: 40 min overtime before the shift (minimum 30)');
    expect(lines[lines.length - 1]).toBe('Day status: present');
    expect(renderTrace({ key: 'day.status', params: {} }, {})).toBe('day.status');
  });

  test('input fingerprint: stable across punch order, changes with any input', () => {
    const base = { config: makeConfig(), employee: makeEmployee(), date: D, punches: punches(D, ['08:58', '18:00']), requests: [] };
    const fp = engine.inputFingerprint(base);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(engine.inputFingerprint({ ...base, punches: [...base.punches].reverse() })).toBe(fp);
    expect(engine.inputFingerprint({ ...base, config: makeConfig() })).toBe(fp);
    expect(engine.inputFingerprint({ ...base, punches: punches(D, ['08:58', '18:01']) })).not.toBe(fp);
    expect(engine.inputFingerprint({ ...base, date: addDays(D, 1) })).not.toBe(fp);
    expect(engine.inputFingerprint({ ...base, config: makeConfig({ rule: { lateMode: 'after_grace' } }) })).not.toBe(fp);
    expect(engine.inputFingerprint({ ...base, weekRegularBefore: 480 })).not.toBe(fp);
  });

  test('public API surface', () => {
    expect(typeof engine.calculateDay).toBe('function');
    expect(typeof engine.calculateRange).toBe('function');
    expect(typeof engine.dirtyKeys).toBe('function');
    expect(typeof engine.normalizePunch).toBe('function');
    expect(engine.DEFAULT_RULE.pairing).toBe('first_last');
  });
});
