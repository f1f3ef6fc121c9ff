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

function configHash(config: EngineConfig): string {
  let ch = configHashes.get(config);
  if (ch === undefined) {
    ch = fnv(canonical(config));
    configHashes.set(config, ch);
  }
  return ch;
}

const byInstantThenId = (a: DayInput['punches'][number], b: DayInput['punches'][number]) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The punches a calculation of `day` can read (ADR 0032): D − 3 … D + 4 with a zone margin, in ms. */
function punchWindow(day: number): [number, number] {
  return [(day - 3) * MINUTES_PER_DAY * 60000 - 14 * 3600000, (day + 4) * MINUTES_PER_DAY * 60000 + 14 * 3600000];
}

// Exactly canonical({ c, d, e, p, r, w }) (keys in sorted order), with the punches' texts reused: stored
// fingerprints stay valid across this optimisation (pinned in trace.test.ts).
function fingerprintText(ch: string, date: string, employeeText: string, punchTexts: string, requestsText: string, weekRegularBefore: number | undefined): string {
  return fnv(`{"c":${JSON.stringify(ch)},"d":${JSON.stringify(date)},"e":${employeeText},"p":[${punchTexts}],"r":${requestsText},"w":${JSON.stringify(weekRegularBefore ?? 0)}}`);
}

export function inputFingerprint(input: DayInput): string {
  const [lo, hi] = punchWindow(parseDate(input.date));
  const punches = input.punches
    .filter((p) => p.at >= lo && p.at < hi)
    .slice()
    .sort(byInstantThenId);
  const requests = (input.requests ?? []).filter((r) => r.employeeId === input.employee.id).slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return fingerprintText(configHash(input.config), input.date, canonical(input.employee), punches.map(punchText).join(','), canonical(requests), input.weekRegularBefore);
}

/**
 * The fingerprints of many days of one employee — the same values as inputFingerprint — with what every day
 * shares made once: the employee's and the requests' texts, and the punches sorted once (each day takes its
 * window by binary search). The recalculation fingerprints every day it calculates (bench:recalc).
 */
export function dayFingerprinter(input: Omit<DayInput, 'date' | 'weekRegularBefore'>): (date: string, weekRegularBefore?: number) => string {
  const ch = configHash(input.config);
  const employeeText = canonical(input.employee);
  const requestsText = canonical((input.requests ?? []).filter((r) => r.employeeId === input.employee.id).slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const sorted = input.punches.slice().sort(byInstantThenId);
  const ats = sorted.map((p) => p.at);
  const texts = sorted.map(punchText);
  /** the first index whose instant is ≥ ms */
  const lowerBound = (ms: number): number => {
    let low = 0;
    let high = ats.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ats[mid] < ms) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return (date, weekRegularBefore) => {
    const [lo, hi] = punchWindow(parseDate(date));
    return fingerprintText(ch, date, employeeText, texts.slice(lowerBound(lo), lowerBound(hi)).join(','), requestsText, weekRegularBefore);
  };
}
