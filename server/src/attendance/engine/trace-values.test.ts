// createTestI18n pulls in shared/i18n code typed against the DOM (it sets <html lang>); the server config has no DOM lib.
/// <reference lib="dom" />
/**
 * Code-valued trace parameters (a status, a mode, an action, an OT kind) are shown through their own
 * `att:traceValue.<vocabulary>.<code>` translation in every language, while the trace itself keeps the code.
 */
import { createTestI18n } from '../../../../shared/i18n/src/testing';
import { SUPPORTED_LANGUAGES } from '../../../../shared/i18n/src/languages';
import {
  DAY_STATUSES,
  INSTANCE_STATUSES,
  LATE_MODES,
  MISS_ACTION_KINDS,
  OT_APPROVAL_MODES,
  OT_KINDS,
  ROUND_MODES,
  TRACE_CODE_PARAMS,
  TRACE_KEYS,
  TRACE_MESSAGES_EN,
  TRACE_VALUES_EN,
  TRACE_VALUE_CODES,
  TRACE_VOCABULARIES,
  localizeTraceParams,
  renderTrace,
  traceValueKey,
} from './index';
import type { DayResult } from './result';
import { D, DAY, REST_EVERY_DAY, punches, run } from './test-helpers';
import type { TraceEntry, TraceKey } from './trace';
import type { TraceVocabulary } from './trace-values';

type I18nInstance = ReturnType<typeof createTestI18n>;
const i18n = createTestI18n('en');

function translate(instance: I18nInstance, entry: TraceEntry): string {
  return instance.t(`att:trace.${entry.key}`, { replace: localizeTraceParams(entry, (k) => instance.t(`att:${k}`)) });
}
/** Codes of `codes` that have no real (non-empty, placeholder-free, not English for another language) text. */
function untranslated(lng: string, vocabulary: TraceVocabulary, codes: readonly string[]): string[] {
  return codes.filter((code) => {
    const text = i18n.getResource(lng, 'att', traceValueKey(vocabulary, code));
    const english = i18n.getResource('en', 'att', traceValueKey(vocabulary, code));
    return typeof text !== 'string' || text.trim() === '' || /\{\{/.test(text) || (lng !== 'en' && text === english);
  });
}
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
}

const FLEX = { id: 'FLEX', kind: 'flexible' as const, required: 480, flexBreak: 60, flexBreakTrigger: 360, minOt: 30, coreBand: { start: '10:00', end: '15:00' } };
/** Days that emit every code-valued trace key: statuses, both rounding directions, both late modes, miss actions, OT kinds. */
function engineResults(): DayResult[] {
  return [
    run({ punches: punches(D, ['08:20', '09:01', '19:10', '03:00']) }),
    run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'up', outMode: 'down' }, otThresholds: { t1: 480 }, maxOtPerDay: 30 }, punches: punches(D, ['09:07', '17:52']) }),
    run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'nearest', outMode: 'nearest' } }, punches: punches(D, ['09:08', '17:53']) }),
    run({ rule: { lateMode: 'after_grace', earlyMode: 'after_grace' }, punches: punches(D, ['09:20', '17:30']) }),
    run({ punches: punches(D, ['09:20', '17:30']) }),
    run({ punches: punches(D, ['08:58']) }),
    run({ rule: { missIn: { kind: 'late', minutes: 60 } }, punches: punches(D, ['17:30']) }),
    run({ rule: { missOut: { kind: 'absent' } }, punches: punches(D, ['08:58']) }),
    run({ punches: [] }),
    run({ holidays: [{ id: 'H', startDate: D, days: 1 }], rule: { minOt: 600 }, punches: punches(D, ['09:00', '15:00']) }),
    run({ shift: REST_EVERY_DAY, rule: { maxOtPerDay: 60 }, punches: punches(D, ['10:00', '14:00']) }),
    run({ extraConfig: { schedules: [] }, punches: punches(D, ['10:00', '14:00']) }),
    run({ timetables: [FLEX], dates: { [D]: ['FLEX'] }, punches: punches(D, ['10:12', '14:30']) }),
    run({ rule: { pairing: 'pairs', otApproval: 'lesser' }, punches: punches(D, ['08:58', '12:00', '13:00', '19:00']) }),
    run({ rule: { otApproval: 'planned' }, punches: punches(D, ['08:58', '19:00']) }),
  ];
}

describe('every code of every vocabulary has a translation in every language', () => {
  test('the vocabularies are the engine’s own code lists (a new member is checked below without further edits)', () => {
    expect(new Set(TRACE_VALUE_CODES.status)).toEqual(new Set([...DAY_STATUSES, ...INSTANCE_STATUSES]));
    expect(TRACE_VALUE_CODES.roundMode).toBe(ROUND_MODES);
    expect(TRACE_VALUE_CODES.lateMode).toBe(LATE_MODES);
    expect(TRACE_VALUE_CODES.missAction).toBe(MISS_ACTION_KINDS);
    expect(TRACE_VALUE_CODES.otKind).toBe(OT_KINDS);
    expect(TRACE_VALUE_CODES.otApproval).toBe(OT_APPROVAL_MODES);
    expect([...MISS_ACTION_KINDS].sort()).toEqual(['absent', 'early', 'exception', 'late']);
  });

  test.each(SUPPORTED_LANGUAGES)('%s: a real text for each code', (lng) => {
    const problems = TRACE_VOCABULARIES.flatMap((v) => untranslated(lng, v, TRACE_VALUE_CODES[v]).map((c) => traceValueKey(v, c)));
    expect(problems).toEqual([]);
  });

  test.each(SUPPORTED_LANGUAGES)('%s: att:traceValue holds exactly the vocabularies’ codes (no stale ones)', (lng) => {
    const tree = i18n.getResource(lng, 'att', 'traceValue') as Record<string, Record<string, string>>;
    expect(Object.keys(tree).sort()).toEqual([...TRACE_VOCABULARIES].sort());
    for (const v of TRACE_VOCABULARIES) expect({ v, codes: Object.keys(tree[v]).sort() }).toEqual({ v, codes: [...TRACE_VALUE_CODES[v]].sort() });
  });

  test('the check reports a code that a new enum member would add without a translation', () => {
    for (const lng of SUPPORTED_LANGUAGES) expect(untranslated(lng, 'status', [...DAY_STATUSES, 'on_strike'])).toEqual(['on_strike']);
  });
});

describe('which parameters are codes', () => {
  const results = engineResults();
  const entries = results.flatMap((r) => r.trace);

  test('each declared code parameter is a placeholder of its key’s English template', () => {
    for (const [key, params] of Object.entries(TRACE_CODE_PARAMS)) {
      expect(TRACE_KEYS).toContain(key);
      const names = placeholders(String(i18n.getResource('en', 'att', `trace.${key}`)));
      for (const name of Object.keys(params ?? {})) expect({ key, name, declared: names.includes(name) }).toEqual({ key, name, declared: true });
    }
  });

  test('real results emit every declared code-valued key, and only codes of its vocabulary', () => {
    const emitted = new Set(entries.map((e) => e.key));
    expect(Object.keys(TRACE_CODE_PARAMS).filter((k) => !emitted.has(k as TraceKey))).toEqual([]);
    const outside: string[] = [];
    for (const e of entries) {
      for (const [name, v] of Object.entries(TRACE_CODE_PARAMS[e.key] ?? {})) {
        if (!(TRACE_VALUE_CODES[v] as readonly (string | number)[]).includes(e.params[name])) outside.push(`${e.key}.${name}=${e.params[name]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  test('no undeclared parameter carries a lower-case code word (ids, times and numbers are not codes)', () => {
    const undeclared = new Set<string>();
    for (const e of entries) {
      for (const [name, value] of Object.entries(e.params)) {
        if (typeof value === 'string' && /^[a-z]+(_[a-z]+)*$/.test(value) && !TRACE_CODE_PARAMS[e.key]?.[name]) undeclared.add(`${e.key}.${name}=${value}`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});

describe('rendering a sentence with a translated parameter', () => {
  const lateDay = run({ rule: { graceSnap: false, rounding: { interval: 15, inMode: 'up', outMode: 'down' } }, timetables: [DAY], punches: punches(D, ['09:07', '17:52']) });
  const entry = (key: TraceKey): TraceEntry => {
    const found = lateDay.trace.find((e) => e.key === key);
    if (!found) throw new Error(`no ${key} in the trace`);
    return found;
  };

  test('the trace keeps the codes; localising returns new params', () => {
    const status = entry('day.status');
    expect(status.params).toEqual({ status: 'late_and_early' });
    expect(localizeTraceParams(status, (k) => `<${k}>`)).toEqual({ status: '<traceValue.status.late_and_early>' });
    expect(status.params).toEqual({ status: 'late_and_early' });
    expect(entry('clock_in.rounded').params.mode).toBe('up');
  });

  test.each([
    ['es-MX', 'Estado del día: retardo y salida anticipada', 'Entrada 09:07 redondeada (hacia arriba) a 09:15 (intervalo de 15 min)'],
    ['ar', 'حالة اليوم: متأخر مع انصراف مبكر', 'الحضور 09:07 مُقرّب (للأعلى) إلى 09:15 (فاصل 15 دقيقة)'],
    ['tr', 'Gün durumu: geç kaldı ve erken çıktı', 'Giriş 09:07, 09:15 saatine yuvarlandı (yukarı, 15 dk aralık)'],
    ['zh-CN', '当日状态：迟到且早退', '签到 09:07 按 向上 方式取整为 09:15（间隔 15 分钟）'],
  ])('%s: the status and the rounding mode are in the sentence’s language', (lng, status, rounded) => {
    const instance = createTestI18n(lng);
    expect(translate(instance, entry('day.status'))).toBe(status);
    expect(translate(instance, entry('clock_in.rounded'))).toBe(rounded);
  });

  test('en: renderTrace with TRACE_VALUES_EN says what i18next says, for every entry of the sample days', () => {
    const instance = createTestI18n('en');
    expect(renderTrace(entry('day.status'), TRACE_MESSAGES_EN, TRACE_VALUES_EN)).toBe('Day status: late and left early');
    expect(renderTrace(entry('day.status'), TRACE_MESSAGES_EN)).toBe('Day status: late_and_early');
    for (const e of engineResults().flatMap((r) => r.trace)) expect(translate(instance, e)).toBe(renderTrace(e, TRACE_MESSAGES_EN, TRACE_VALUES_EN));
  });

  test.each(['ar', 'es-MX'])('%s: no code of any real result is shown raw', (lng) => {
    const instance = createTestI18n(lng);
    const raw: string[] = [];
    for (const e of engineResults().flatMap((r) => r.trace)) {
      const text = translate(instance, e);
      for (const name of Object.keys(TRACE_CODE_PARAMS[e.key] ?? {})) {
        const code = String(e.params[name]);
        if (new RegExp(`(^|[^a-z_])${code}([^a-z_]|$)`).test(text)) raw.push(`${e.key}: ${text}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
