/**
 * How many days a leave counts against a balance, per date (ADR 0080, 0112). Times are local wall-clock text; a
 * full day is `D 00:00:00`–`D 23:59:59`:
 * - unit `day`: every day the leave touches counts 1;
 * - unit `half_day`: a whole day counts 1, a part of a day up to 5 hours counts ½, a longer part 1;
 * - unit `hour`: the hours of each day over an 8-hour working day (at most 1 a day), to two decimals.
 * Days in `skip` (`YYYY-MM-DD`: the employee's rest days, and their holidays for a type that does not count them;
 * leave-day-counts.ts) count nothing.
 */
export type LeaveUnit = 'day' | 'half_day' | 'hour';

const DAY_MS = 86_400_000;
const HALF_DAY_MAX_HOURS = 5;
const WORKDAY_HOURS = 8;

function parseLocal(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

/** End time as an exclusive instant: `…23:59:59` reaches the next midnight. */
function exclusiveEnd(text: string): number {
  const at = parseLocal(text);
  return text.endsWith('23:59:59') ? at + 1000 : at;
}

/**
 * The leave's days per date (`YYYY-MM-DD` → days, rounded to hundredths; days that count nothing are left out).
 * This is what a leave request stores (`day_counts`, ADR 0112) and what balances and reports add up.
 */
export function leaveDayCounts(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  forEachLeaveDay(start, end, unit, skip, (day, count) => {
    if (count > 0) counts.set(new Date(day).toISOString().slice(0, 10), roundDays(count));
  });
  return counts;
}

/** Stored day counts per month, keyed `year * 12 + month - 1` (monthly accrual, ADR 0100). */
export function countsByMonth(counts: Iterable<[string, number]>): Map<number, number> {
  const byMonth = new Map<number, number>();
  for (const [date, days] of counts) {
    const key = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
    byMonth.set(key, roundDays((byMonth.get(key) ?? 0) + days));
  }
  return byMonth;
}

/** Stored day counts per year. */
export function countsByYear(counts: Iterable<[string, number]>): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const [date, days] of counts) {
    const year = Number(date.slice(0, 4));
    byYear.set(year, roundDays((byYear.get(year) ?? 0) + days));
  }
  return byYear;
}

export function countsTotal(counts: Iterable<[string, number]>): number {
  let total = 0;
  for (const [, days] of counts) total = roundDays(total + days);
  return total;
}

/** The leave's days per month, keyed `year * 12 + month - 1` (monthly accrual, ADR 0100). */
export function leaveDaysByMonth(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): Map<number, number> {
  return countsByMonth(leaveDayCounts(start, end, unit, skip));
}

export function leaveDaysByYear(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): Map<number, number> {
  return countsByYear(leaveDayCounts(start, end, unit, skip));
}

function forEachLeaveDay(start: string, end: string, unit: LeaveUnit, skip: ReadonlySet<string> | undefined, add: (day: number, count: number) => void): void {
  const from = parseLocal(start);
  const to = exclusiveEnd(end);
  if (!(to > from)) return;
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day < to; day += DAY_MS) {
    const covered = Math.min(to, day + DAY_MS) - Math.max(from, day);
    if (covered <= 0) continue;
    if (skip?.has(new Date(day).toISOString().slice(0, 10))) continue;
    const hours = covered / 3_600_000;
    let count: number;
    if (unit === 'day') count = 1;
    else if (unit === 'half_day') count = covered >= DAY_MS || hours > HALF_DAY_MAX_HOURS ? 1 : 0.5;
    else count = Math.min(1, hours / WORKDAY_HOURS);
    add(day, count);
  }
}

export function totalLeaveDays(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): number {
  return countsTotal(leaveDayCounts(start, end, unit, skip));
}

export function roundDays(days: number): number {
  return Math.round(days * 100) / 100;
}
