import * as engine from './index';
import { TRACE_KEYS, TRACE_MESSAGES_EN, renderTrace } from './index';
import { D, addDays, makeConfig, makeEmployee, punch, punches, run, traceSampleDays } from './test-helpers';

describe('trace keys and English templates', () => {
  test('every key has exactly one English template and every template a key', () => {
    expect(Object.keys(TRACE_MESSAGES_EN).sort()).toEqual([...TRACE_KEYS].sort());
    expect(new Set(TRACE_KEYS).size).toBe(TRACE_KEYS.length);
  });

  test('templates only use parameters that the engine supplies', () => {
    const used = new Set<string>();
    for (const r of traceSampleDays()) {
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

  test('input fingerprint: the same value release after release (else every stored day is rewritten once)', () => {
    const base = { config: makeConfig(), employee: makeEmployee(), date: D, punches: punches(D, ['08:58', '18:00', '22:10']), requests: [] };
    expect(engine.inputFingerprint(base)).toBe('c8808aaf553bf4be');
    expect(engine.inputFingerprint({ ...base, weekRegularBefore: 480 })).toBe('d1bc52f3e84cfcee');
  });

  test('dayFingerprinter: the same value as inputFingerprint for every day, whatever the punch order', () => {
    const config = makeConfig();
    const employee = makeEmployee();
    // many days of punches, out of order, two at the same instant (ids "10" and "9": compared as text), edges
    const list = [
      ...Array.from({ length: 20 }, (_, i) => punches(addDays(D, i), ['08:58', '18:00', '22:10'])).flat(),
      punch(D, '-4 23:59', undefined, '10'),
      punch(D, '-4 23:59', undefined, '9'),
      punch(addDays(D, 5), '12:00', undefined, 'x'),
    ].map((p, i) => ({ ...p, id: `${p.id}-${i % 3 === 0 ? 'a' : 'b'}` }));
    list.push({ ...list[list.length - 2], id: '10' }, { ...list[list.length - 2], id: '9' });
    const shuffled = [...list].reverse();
    const requests = [
      { kind: 'leave' as const, id: 'leave:2', employeeId: 'E1', start: `${addDays(D, 2)}T09:00:00`, end: `${addDays(D, 2)}T18:00:00` },
      { kind: 'leave' as const, id: 'leave:1', employeeId: 'E1', start: `${addDays(D, 9)}T09:00:00`, end: `${addDays(D, 9)}T12:00:00` },
      { kind: 'leave' as const, id: 'leave:3', employeeId: 'E2', start: `${D}T09:00:00`, end: `${D}T12:00:00` },
    ];
    const fingerprintOf = engine.dayFingerprinter({ config, employee, punches: shuffled, requests });
    for (let i = -6; i < 28; i += 1) {
      const date = addDays(D, i);
      for (const week of [undefined, 0, 480]) {
        expect(fingerprintOf(date, week)).toBe(engine.inputFingerprint({ config, employee, date, punches: list, requests, weekRegularBefore: week }));
      }
    }
    const base = { config, employee, date: D, punches: punches(D, ['08:58', '18:00', '22:10']), requests: [] };
    expect(engine.dayFingerprinter(base)(D)).toBe('c8808aaf553bf4be');
  });

  test('public API surface', () => {
    expect(typeof engine.calculateDay).toBe('function');
    expect(typeof engine.calculateRange).toBe('function');
    expect(typeof engine.dirtyKeys).toBe('function');
    expect(typeof engine.normalizePunch).toBe('function');
    expect(engine.DEFAULT_RULE.pairing).toBe('first_last');
  });
});
