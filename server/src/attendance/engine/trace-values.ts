/**
 * Code-valued trace parameters. Some parameters are engine codes (a status, a rounding or late mode, a missing-
 * punch action, an overtime kind). The trace keeps the code (machine-readable and stable); whoever renders the
 * sentence shows the code through its own translation, `att:traceValue.<vocabulary>.<code>`, so a clerk reading
 * Arabic or Spanish never sees an English code inside a translated sentence. Translating happens when a trace is
 * shown, never during a calculation.
 */
import { LATE_MODES, MISS_ACTION_KINDS, OT_APPROVAL_MODES, ROUND_MODES } from './model';
import { DAY_STATUSES, INSTANCE_STATUSES, OT_KINDS } from './result';
import type { TraceEntry, TraceKey, TraceParams } from './trace';

/** Every code each vocabulary can put into a trace parameter (day and instance statuses share their words). */
export const TRACE_VALUE_CODES = {
  status: [...new Set([...DAY_STATUSES, ...INSTANCE_STATUSES])],
  roundMode: ROUND_MODES,
  lateMode: LATE_MODES,
  missAction: MISS_ACTION_KINDS,
  otKind: OT_KINDS,
  otApproval: OT_APPROVAL_MODES,
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type TraceVocabulary = keyof typeof TRACE_VALUE_CODES;
export const TRACE_VOCABULARIES = Object.keys(TRACE_VALUE_CODES) as TraceVocabulary[];

/** Which parameters of which trace keys are codes, and the vocabulary that translates each. */
export const TRACE_CODE_PARAMS: { readonly [K in TraceKey]?: Readonly<Record<string, TraceVocabulary>> } = {
  'instance.status': { status: 'status' },
  'day.status': { status: 'status' },
  'clock_in.rounded': { mode: 'roundMode' },
  'clock_out.rounded': { mode: 'roundMode' },
  'late.counted': { mode: 'lateMode' },
  'early.counted': { mode: 'lateMode' },
  'clock_in.missing': { action: 'missAction' },
  'clock_out.missing': { action: 'missAction' },
  'ot.capped': { kind: 'otKind' },
  'ot.below_min': { kind: 'otKind' },
  'ot.approval': { kind: 'otKind', mode: 'otApproval' },
};

/** The key, inside the `att` namespace, of one code's translation: `traceValue.status.late`. */
export function traceValueKey(vocabulary: TraceVocabulary, code: string): string {
  return `traceValue.${vocabulary}.${code}`;
}

/**
 * The entry's params with each code replaced by `translate(traceValueKey(…), code)`; other params and the entry
 * itself are left as they are. In the UI:
 * ``t(`att:trace.${e.key}`, { replace: localizeTraceParams(e, (k) => t(`att:${k}`)) })``.
 */
export function localizeTraceParams(entry: TraceEntry, translate: (key: string, code: string) => string): TraceParams {
  const codes = TRACE_CODE_PARAMS[entry.key];
  if (!codes) return entry.params;
  const out: Record<string, string | number> = { ...entry.params };
  for (const [name, vocabulary] of Object.entries(codes)) {
    const code = entry.params[name];
    if (code !== undefined) out[name] = translate(traceValueKey(vocabulary, String(code)), String(code));
  }
  return out;
}
