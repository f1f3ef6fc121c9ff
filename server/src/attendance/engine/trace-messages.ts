/**
 * English trace templates for `renderTrace`. There is one English source: the `trace` object of the product's
 * `att` namespace (`shared/i18n/locales/en/att.json`), which translators and the UI read as `att:trace.<key>`.
 * It is a static JSON import, so bundlers inline it and the engine stays free of I/O; it is flattened and
 * converted once, at module load, never during a calculation.
 */
import att from '../../../../shared/i18n/locales/en/att.json';

/** A translation subtree: i18next nests `a.b` keys as `{ a: { b: … } }`. */
export interface TemplateTree {
  readonly [key: string]: string | TemplateTree;
}

/** `{ punch: { clock_in: 't' } }` → `{ 'punch.clock_in': 't' }` (i18next's '.' key separator). */
export function flattenTemplates(tree: TemplateTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenTemplates(value, path));
  }
  return out;
}

/** i18next's `{{param}}` → the engine's `{param}` (renderTrace's syntax). */
export function toEngineTemplate(i18nextTemplate: string): string {
  return i18nextTemplate.replace(/\{\{(\w+)\}\}/g, '{$1}');
}

function engineTemplates(tree: TemplateTree): Readonly<Record<string, string>> {
  const flat = flattenTemplates(tree);
  return Object.freeze(Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, toEngineTemplate(v)])));
}

/** English trace templates ("{param}" placeholders), one per TRACE_KEYS entry. */
export const TRACE_MESSAGES_EN: Readonly<Record<string, string>> = engineTemplates(att.trace);

/** English texts of the code-valued parameters, keyed `traceValue.<vocabulary>.<code>` (renderTrace's `values`). */
export const TRACE_VALUES_EN: Readonly<Record<string, string>> = Object.freeze(flattenTemplates({ traceValue: att.traceValue }));
