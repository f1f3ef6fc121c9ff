// createTestI18n pulls in shared/i18n code typed against the DOM (it sets <html lang>); the server config has no DOM lib.
/// <reference lib="dom" />
/**
 * The trace in the product's languages: every engine trace key has a real template in every language's
 * `att:trace`, with English's placeholders, and real engine results render through i18next completely.
 */
// The server does not depend on @timekeep/i18n (no runtime use); tests reach its test entry point by path.
import { createTestI18n } from '../../../../shared/i18n/src/testing';
import { SUPPORTED_LANGUAGES } from '../../../../shared/i18n/src/languages';
import { TRACE_KEYS, TRACE_MESSAGES_EN, TRACE_VALUES_EN, localizeTraceParams, renderTrace } from './index';
import { traceSampleDays } from './test-helpers';
import type { TraceEntry, TraceKey, TraceParams } from './trace';
import { flattenTemplates, toEngineTemplate } from './trace-messages';

type I18nInstance = ReturnType<typeof createTestI18n>;

const i18n = createTestI18n('en');

function template(lng: string, key: TraceKey): unknown {
  return i18n.getResource(lng, 'att', `trace.${key}`);
}
function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
}
/** Params go under `replace` so a param named like an i18next option (lng, ns, count…) stays a param; codes are translated. */
function shownParams(instance: I18nInstance, entry: TraceEntry): TraceParams {
  return localizeTraceParams(entry, (key) => instance.t(`att:${key}`));
}
function translate(instance: I18nInstance, entry: TraceEntry): string {
  return instance.t(`att:trace.${entry.key}`, { replace: shownParams(instance, entry) });
}

describe('trace templates in att:trace', () => {
  test.each(SUPPORTED_LANGUAGES)('%s: every TRACE_KEYS entry has a non-empty template with the English placeholders', (lng) => {
    const problems: string[] = [];
    for (const key of TRACE_KEYS) {
      const text = template(lng, key);
      const english = String(template('en', key));
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: missing`);
      else if (placeholderNames(text).join() !== placeholderNames(english).join()) problems.push(`${key}: ${placeholderNames(text).join()} ≠ ${placeholderNames(english).join()}`);
      else if (lng !== 'en' && text === english) problems.push(`${key}: English copy`);
      else if (/(^|[^{])\{\w+\}/.test(text)) problems.push(`${key}: single-brace placeholder`);
    }
    expect(problems).toEqual([]);
  });

  test.each(SUPPORTED_LANGUAGES)('%s: every key renders each of its parameters once and leaves no placeholder', (lng) => {
    const instance = createTestI18n(lng);
    const problems: string[] = [];
    for (const key of TRACE_KEYS) {
      const names = placeholderNames(String(template('en', key)));
      const params = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
      const text = translate(instance, { key, params });
      const counts = names.map((n) => text.split(`«${n}»`).length - 1);
      if (counts.some((c) => c !== 1) || /\{\{|\}\}/.test(text) || text.includes(`trace.${key}`)) problems.push(`${key}: ${text}`);
    }
    expect(problems).toEqual([]);
  });

  test('the engine reads its English from en/att.json, converted to {param}', () => {
    expect(toEngineTemplate('Punch {{punchId}} at {{at}}: {{a}}–{{b}}')).toBe('Punch {punchId} at {at}: {a}–{b}');
    expect(flattenTemplates({ punch: { clock_in: 'x', pair: 'y' }, day: { status: 'z' } })).toEqual({ 'punch.clock_in': 'x', 'punch.pair': 'y', 'day.status': 'z' });
    for (const key of TRACE_KEYS) expect({ key, template: TRACE_MESSAGES_EN[key] }).toEqual({ key, template: toEngineTemplate(String(template('en', key))) });
  });
});

describe('rendering real engine results with i18next', () => {
  const results = traceSampleDays();
  const entries = results.flatMap((r) => r.trace);

  test('the results exercise most of the trace vocabulary', () => {
    expect(new Set(entries.map((e) => e.key)).size).toBeGreaterThan(TRACE_KEYS.length / 2);
  });

  test('i18next in English says exactly what renderTrace says', () => {
    const instance = createTestI18n('en');
    for (const e of entries) expect(translate(instance, e)).toBe(renderTrace(e, TRACE_MESSAGES_EN, TRACE_VALUES_EN));
  });

  test.each(['ar', 'es-MX'])('%s: no missing key, every parameter shown, no leftover {{…}}', (lng) => {
    const instance = createTestI18n(lng);
    const missing: string[] = [];
    instance.options.saveMissing = true;
    instance.on('missingKey', (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`));
    const problems: string[] = [];
    for (const e of entries) {
      const text = translate(instance, e);
      const english = String(template('en', e.key));
      const shown = shownParams(instance, e);
      const absent = placeholderNames(english).filter((n) => shown[n] === undefined || !text.includes(String(shown[n])));
      if (/\{\{|\}\}/.test(text) || absent.length > 0 || text === renderTrace(e, TRACE_MESSAGES_EN, TRACE_VALUES_EN)) problems.push(`${e.key} [${absent.join()}]: ${text}`);
    }
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    const status = results[0].trace[results[0].trace.length - 1];
    expect(status.key).toBe('day.status');
    expect(status.params.status).toBe('present');
    expect(translate(instance, status)).toBe(lng === 'ar' ? 'حالة اليوم: حاضر' : 'Estado del día: asistencia');
  });

  test('a missing translation would be reported (the check above can fail)', () => {
    const instance = createTestI18n('ar');
    const missing: string[] = [];
    instance.options.saveMissing = true;
    instance.on('missingKey', (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`));
    instance.t('att:trace.day.no_such_key');
    expect(missing).toEqual(['att:trace.day.no_such_key']);
  });
});
