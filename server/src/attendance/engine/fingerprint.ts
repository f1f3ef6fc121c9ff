/**
 * Input fingerprint of a key (§4.1.3: "the result row stores a hash of its inputs"): a stable
 * hash of everything calculateDay reads, independent of punch and request order, so the
 * recalculation worker can skip keys whose inputs did not change.
 */
import type { DayInput } from './calculate';
import type { EngineConfig } from './model';
import { MINUTES_PER_DAY, parseDate } from './time';

function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonical(o[k])).join(',') + '}';
}

/** 64-bit FNV-1a as 16 hex digits (two 32-bit lanes). */
function fnv(s: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

const configHashes = new WeakMap<EngineConfig, string>();
/**
 * A punch is read by the fingerprints of the eight days around it: its canonical text is made once. Profiling
 * bench:recalc showed canonical() costing more than calculateDay itself.
 */
const punchTexts = new WeakMap<object, string>();

function punchText(punch: object): string {
  let text = punchTexts.get(punch);
  if (text === undefined) {
    text = canonical(punch);
    punchTexts.set(punch, text);
  }
  return text;
}

export function inputFingerprint(input: DayInput): string {
  let ch = configHashes.get(input.config);
  if (ch === undefined) {
    ch = fnv(canonical(input.config));
    configHashes.set(input.config, ch);
  }
  const day = parseDate(input.date);
  // the punches a calculation can read (ADR 0032): D − 3 … D + 4 with a zone margin
  const lo = (day - 3) * MINUTES_PER_DAY * 60000 - 14 * 3600000;
  const hi = (day + 4) * MINUTES_PER_DAY * 60000 + 14 * 3600000;
  const punches = input.punches
    .filter((p) => p.at >= lo && p.at < hi)
    .slice()
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const requests = (input.requests ?? []).filter((r) => r.employeeId === input.employee.id).slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Exactly canonical({ c, d, e, p, r, w }) (keys in sorted order), with the punches' texts reused: stored
  // fingerprints stay valid across this optimisation (pinned in trace.test.ts).
  return fnv(
    `{"c":${JSON.stringify(ch)},"d":${JSON.stringify(input.date)},"e":${canonical(input.employee)},` +
      `"p":[${punches.map(punchText).join(',')}],"r":${canonical(requests)},"w":${JSON.stringify(input.weekRegularBefore ?? 0)}}`,
  );
}
