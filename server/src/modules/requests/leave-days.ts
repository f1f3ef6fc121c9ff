/**
 * How many days a leave counts against a balance, per calendar year (ADR 0080). Times are local wall-clock
 * text; a full day is `D 00:00:00`–`D 23:59:59`. Until the attendance work knows each day's schedule:
 * - unit `day`: every day the leave touches counts 1;
 * - unit `half_day`: a whole day counts 1, a part of a day up to 5 hours counts ½, a longer part 1;
 * - unit `hour`: the hours of each day over an 8-hour working day (at most 1 a day), to two decimals.
 * Days in `skip` (`YYYY-MM-DD`: the employee's holidays, for a type that does not count them) count nothing.
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

/** The leave's days per month, keyed `year * 12 + month - 1` (monthly accrual, ADR 0100). */
export function leaveDaysByMonth(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): Map<number, number> {
  const byMonth = new Map<number, number>();
  forEachLeaveDay(start, end, unit, skip, (day, count) => {
    const date = new Date(day);
    const key = date.getUTCFullYear() * 12 + date.getUTCMonth();
    byMonth.set(key, roundDays((byMonth.get(key) ?? 0) + count));
  });
  return byMonth;
}

export function leaveDaysByYear(start: string, end: string, unit: LeaveUnit, skip?: ReadonlySet<string>): Map<number, number> {
  const byYear = new Map<number, number>();
  forEachLeaveDay(start, end, unit, skip, (day, count) => {
    const year = new Date(day).getUTCFullYear();
    byYear.set(year, roundDays((byYear.get(year) ?? 0) + count));
  });
  return byYear;
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
  return roundDays([...leaveDaysByYear(start, end, unit, skip).values()].reduce((sum, days) => sum + days, 0));
}

export function roundDays(days: number): number {
  return Math.round(days * 100) / 100;
}
