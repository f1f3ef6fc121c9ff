/**
 * The trace's sentences in a language: `att:trace.<key>` with the params, code-valued params shown through
 * `att:traceValue.*` (trace-values.ts), from the product's locale files (the server's translator; English when a
 * language lacks a sentence).
 */
import { localizeTraceParams, type TraceEntry } from '../../../attendance/engine';
import { translator } from '../../../i18n/translator';

export function traceTexts(localesDir: string, language: string): (entries: readonly TraceEntry[]) => string[] {
  const t = translator(localesDir, language);
  const value = (key: string, code: string): string => {
    const text = t(`att:${key}`);
    return text === `att:${key}` ? code : text;
  };
  return (entries) => entries.map((entry) => t(`att:trace.${entry.key}`, { ...localizeTraceParams(entry, value) }));
}
