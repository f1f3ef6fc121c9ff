/**
 * A day's explanation from its trace (`TimeCardRow.trace`, engine TRACE_KEYS): the punches and which were used,
 * the timetable windows, the rules and set-up that applied, and for each number of the row the sentences that
 * produced it. The sentences themselves are the server's `text` (already in the request's language).
 */
import type { TimeCardMinuteField, TimeCardRow, TimeCardTraceEntry } from '@timekeep/contracts';

/** How the calculation treated a punch. */
export type PunchUse = 'clock_in' | 'clock_out' | 'break_out' | 'break_in' | 'pair' | 'group' | 'manual' | 'unused' | 'stray' | 'duplicate' | 'other_day' | 'not_in_trace';

export interface ExplainedPunch {
  /** 'HH:MM', with ' (+1)' when on the next day (the engine's format) */
  at: string;
  /** the punch id the trace names, when it names one */
  punchId?: string;
  use: PunchUse;
  used: boolean;
  /** the trace sentences about this punch */
  entries: TimeCardTraceEntry[];
}

const PUNCH_USE: Readonly<Record<string, PunchUse>> = {
  'punch.clock_in': 'clock_in',
  'punch.clock_out': 'clock_out',
  'punch.boundary_shared': 'clock_out',
  'punch.break_out': 'break_out',
  'punch.break_in': 'break_in',
  'punch.manual': 'manual',
  'punch.unused': 'unused',
  'punch.stray': 'stray',
  'punch.duplicate': 'duplicate',
  'punch.other_day': 'other_day',
};
const USED: ReadonlySet<PunchUse> = new Set(['clock_in', 'clock_out', 'break_out', 'break_in', 'pair', 'group', 'manual']);
/** A later, stronger statement about a punch wins over an earlier weaker one (a manual punch that is the clock-in). */
const STRENGTH: Readonly<Record<PunchUse, number>> = {
  not_in_trace: 0,
  other_day: 1,
  duplicate: 2,
  stray: 3,
  unused: 4,
  manual: 5,
  group: 6,
  pair: 6,
  break_out: 7,
  break_in: 7,
  clock_in: 8,
  clock_out: 8,
};

/** Sort key of an engine time 'HH:MM' / 'HH:MM (+1)' / 'HH:MM (-1)': minutes from the work date's midnight. */
export function traceTimeMinutes(at: string): number {
  const match = /^(\d{1,2}):(\d{2})(?:\s*\(([+-]\d+)\))?/.exec(at.trim());
  if (!match) return Number.NaN;
  return Number(match[3] ?? 0) * 1440 + Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The day's punches from the trace, each with how it was used; `extra` are punch times ('HH:MM') known from
 * elsewhere (the transactions list) — one the trace does not mention is listed as not used.
 */
export function punchesOf(trace: ReadonlyArray<TimeCardTraceEntry>, extra: ReadonlyArray<string> = []): ExplainedPunch[] {
  const byKey = new Map<string, ExplainedPunch>();
  const remember = (at: string, use: PunchUse, entry: TimeCardTraceEntry | null, punchId?: string) => {
    const key = punchId ? `id:${punchId}` : `at:${at}`;
    const known = byKey.get(key) ?? [...byKey.values()].find((punch) => punch.at === at && (!punchId || !punch.punchId));
    if (!known) {
      byKey.set(key, { at, punchId, use, used: USED.has(use), entries: entry ? [entry] : [] });
      return;
    }
    if (entry) known.entries.push(entry);
    if (STRENGTH[use] > STRENGTH[known.use]) {
      known.use = use;
      known.used = USED.has(use);
    }
    if (punchId && !known.punchId) known.punchId = punchId;
  };
  for (const entry of trace) {
    const use = PUNCH_USE[entry.key];
    if (use && entry.params.at !== undefined) remember(String(entry.params.at), use, entry, entry.params.punchId === undefined ? undefined : String(entry.params.punchId));
    else if (entry.key === 'punch.pair') {
      // A pair names its two times only; the punches are the ones with those times.
      for (const at of [entry.params.in, entry.params.out]) if (at !== undefined) remember(String(at), 'pair', entry);
    } else if (entry.key === 'unscheduled.group') {
      // Work outside a timetable (no schedule, a rest day, a holiday) names its first and last punch; every punch
      // between them belongs to the span.
      for (const at of [entry.params.first, entry.params.last]) if (at !== undefined) remember(String(at), 'group', entry);
    }
  }
  const spans = trace
    .filter((entry) => entry.key === 'unscheduled.group')
    .map((entry) => [traceTimeMinutes(String(entry.params.first)), traceTimeMinutes(String(entry.params.last))] as const);
  for (const at of extra) {
    if ([...byKey.values()].some((punch) => punch.at === at)) continue;
    const minute = traceTimeMinutes(at);
    const inSpan = spans.some(([first, last]) => minute >= first && minute <= last);
    byKey.set(`at:${at}`, { at, use: inSpan ? 'group' : 'not_in_trace', used: inSpan, entries: [] });
  }
  return [...byKey.values()].sort((a, b) => traceTimeMinutes(a.at) - traceTimeMinutes(b.at));
}

/** A timetable's windows from `instance.window` (all 'HH:MM' in the engine's format). */
export interface ExplainedWindow {
  timetable: string;
  start: string;
  end: string;
  inFrom: string;
  inTo: string;
  outFrom: string;
  outTo: string;
}

export function windowsOf(trace: ReadonlyArray<TimeCardTraceEntry>): ExplainedWindow[] {
  return trace
    .filter((entry) => entry.key === 'instance.window')
    .map(({ params }) => ({
      timetable: String(params.timetable ?? ''),
      start: String(params.start ?? ''),
      end: String(params.end ?? ''),
      inFrom: String(params.inFrom ?? ''),
      inTo: String(params.inTo ?? ''),
      outFrom: String(params.outFrom ?? ''),
      outTo: String(params.outTo ?? ''),
    }));
}

/** The sections of the explanation, in reading order. */
export const EXPLANATION_SECTIONS = ['setup', 'windows', 'punches', 'clock', 'breaks', 'numbers'] as const;
export type ExplanationSection = (typeof EXPLANATION_SECTIONS)[number];

const SECTION_PREFIXES: ReadonlyArray<[string, ExplanationSection]> = [
  ['rule.', 'setup'],
  ['employee.', 'setup'],
  ['schedule.', 'setup'],
  ['holiday.applies', 'setup'],
  ['holiday.work_on_holidays', 'setup'],
  ['leave.partial', 'setup'],
  ['instance.', 'windows'],
  ['punch.', 'punches'],
  ['clock_in.', 'clock'],
  ['clock_out.', 'clock'],
  ['span.', 'clock'],
  ['break.', 'breaks'],
  ['flex.break', 'breaks'],
];

/** The section a trace entry belongs to; everything that produces a number is in 'numbers'. */
export function sectionOf(key: string): ExplanationSection {
  return SECTION_PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'numbers';
}

/** Which trace keys produce each number of the row (a key may explain several). */
const NUMBER_SOURCES: Readonly<Record<TimeCardMinuteField, readonly string[]>> = {
  duty: ['duty.expected', 'leave.full', 'leave.minutes'],
  worked: ['duty.worked', 'duty.capped', 'flex.span', 'unscheduled.group', 'unscheduled.worked', 'rest_day.worked', 'holiday.worked', 'punch.pair'],
  regular: ['duty.worked', 'duty.capped', 'holiday.calendar_minutes', 'weekly_ot.allocated'],
  late: ['late.counted', 'late.within_allowance', 'flex.core_late', 'clock_in.grace_snap', 'clock_in.missing'],
  early: ['early.counted', 'early.within_allowance', 'flex.core_early', 'clock_out.grace_snap', 'clock_out.missing'],
  short: ['duty.short', 'flex.short'],
  absent: ['absent.no_punches', 'absent.missing_punch', 'absent.late_exceeded', 'absent.early_exceeded', 'absent.below_threshold', 'half_day.late_early_exceeded', 'half_day.below_threshold'],
  leave: ['leave.full', 'leave.minutes', 'leave.partial_start', 'leave.partial_end'],
  break_deducted: ['break.auto_deducted', 'break.punched', 'break.missing_punch', 'break.not_triggered', 'break.overrun_forgiven', 'break.late', 'break.early_return_credit', 'flex.break'],
  ot: ['ot.pre', 'ot.post', 'ot.pre_below_min', 'ot.post_below_min', 'ot.levels', 'ot.capped', 'ot.below_min', 'ot.approval', 'ot.disabled', 'flex.ot'],
  ot1: ['ot.levels'],
  ot2: ['ot.levels'],
  ot3: ['ot.levels'],
  weekly_ot: ['weekly_ot.allocated'],
  weekend_ot: ['rest_day.worked'],
  holiday_ot: ['holiday.worked', 'holiday.calendar_minutes'],
};

/** The numbers the explanation lists, in this order (a zero is listed only when a sentence speaks of it). */
export const EXPLAINED_NUMBERS: readonly TimeCardMinuteField[] = [
  'duty', 'worked', 'regular', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted', 'ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot',
];

/** An OT policy step names its kind: a weekend or holiday step explains that number, not daily OT. */
function otKindField(entry: TimeCardTraceEntry): TimeCardMinuteField | null {
  const kind = entry.params.kind;
  if (kind === 'weekend') return 'weekend_ot';
  if (kind === 'holiday') return 'holiday_ot';
  return null;
}

export interface ExplainedNumber {
  field: TimeCardMinuteField;
  minutes: number;
  entries: TimeCardTraceEntry[];
}

/** Each number of the row with the sentences that produced it. */
export function numbersOf(row: TimeCardRow): ExplainedNumber[] {
  const out: ExplainedNumber[] = [];
  for (const field of EXPLAINED_NUMBERS) {
    const entries = row.trace.filter((entry) => {
      const byKind = entry.key.startsWith('ot.') ? otKindField(entry) : null;
      if (byKind) return byKind === field;
      return NUMBER_SOURCES[field].includes(entry.key);
    });
    if (row[field] !== 0 || (entries.length > 0 && !['ot1', 'ot2', 'ot3', 'regular'].includes(field))) out.push({ field, minutes: row[field], entries });
  }
  return out;
}

/** The status sentences (`day.status`, `instance.status`). */
export function statusEntriesOf(trace: ReadonlyArray<TimeCardTraceEntry>): TimeCardTraceEntry[] {
  return trace.filter((entry) => entry.key === 'day.status' || entry.key === 'instance.status');
}
