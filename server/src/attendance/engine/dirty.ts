/**
 * Dirty-key rule (§4.11): which (employee, work date) keys to recompute after a change.
 */
import { compileConfig, resolveRule } from './config';
import type { EngineConfig, LocalDate } from './model';
import { formatDate, isoWeekday, parseDate } from './time';

export type Change =
  /** a new, changed or voided punch (or manual log) at local date `date` */
  | { kind: 'punch'; employeeId: string; date: LocalDate }
  /** schedule, timetable, rule, holiday or request change over an effective date range */
  | {
      kind: 'schedule' | 'timetable' | 'rule' | 'holiday' | 'request';
      employeeIds: readonly string[];
      from: LocalDate;
      to: LocalDate;
    };

export interface DirtyOptions {
  /** weekly OT enabled: the whole week of every dirty date is recomputed */
  weeklyOt: boolean;
  /** ISO weekday the week starts on (1 = Monday) */
  weekStart: number;
  /** some timetable's check-in window starts before its own midnight: a punch may belong to the next date */
  windowsReachPreviousDay: boolean;
  /** dates ≤ this are locked (payroll closed): returned as `locked`, never recomputed implicitly */
  lockedThrough?: LocalDate;
}

export interface DirtyKey {
  employeeId: string;
  date: LocalDate;
}

export interface DirtyKeys {
  /** keys to recompute, sorted by employee then date */
  keys: DirtyKey[];
  /** keys in locked periods: queue as adjustments */
  locked: DirtyKey[];
}

/** Options derived from the configuration for a department and date. */
export function dirtyOptionsFor(config: EngineConfig, departmentId: string | undefined, date: LocalDate, lockedThrough?: LocalDate): DirtyOptions {
  const c = compileConfig(config);
  const rule = resolveRule(c, departmentId, parseDate(date)).settings;
  const o: DirtyOptions = { weeklyOt: rule.weeklyOtThreshold !== null, weekStart: rule.weekStart, windowsReachPreviousDay: c.windowsReachPreviousDay };
  if (lockedThrough) o.lockedThrough = lockedThrough;
  return o;
}

/**
 * - punch at local date X: X (its own date) and X − 1 (a night shift of X − 1 may own it), plus
 *   X + 1 when a timetable's check-in window can start before midnight;
 * - range change [from, to]: from − 1 … to + 1 (the neighbours' window cuts and ownership change);
 * - weekly OT: every week touched, whole.
 */
export function dirtyKeys(changes: readonly Change[], opts: DirtyOptions): DirtyKeys {
  const perEmp = new Map<string, Set<number>>();
  const add = (emp: string, d: number) => {
    let s = perEmp.get(emp);
    if (!s) perEmp.set(emp, (s = new Set()));
    if (opts.weeklyOt) {
      const back = (isoWeekday(d) - opts.weekStart + 7) % 7;
      for (let i = 0; i < 7; i++) s.add(d - back + i);
    } else s.add(d);
  };
  for (const ch of changes) {
    if (ch.kind === 'punch') {
      const x = parseDate(ch.date);
      add(ch.employeeId, x - 1);
      add(ch.employeeId, x);
      if (opts.windowsReachPreviousDay) add(ch.employeeId, x + 1);
    } else {
      const from = parseDate(ch.from);
      const to = parseDate(ch.to);
      for (const e of ch.employeeIds) for (let d = from - 1; d <= to + 1; d++) add(e, d);
    }
  }
  const locked = opts.lockedThrough ? parseDate(opts.lockedThrough) : -Infinity;
  const out: DirtyKeys = { keys: [], locked: [] };
  for (const emp of [...perEmp.keys()].sort()) {
    const days = [...(perEmp.get(emp) as Set<number>)].sort((a, b) => a - b);
    for (const d of days) (d <= locked ? out.locked : out.keys).push({ employeeId: emp, date: formatDate(d) });
  }
  return out;
}
