/**
 * When a scheduled delivery or an alert is due, and which days its report covers (ADR 0090). Times are wall
 * clock in the company's zone; a due time is a UTC instant. A local time that does not exist (a spring-forward
 * gap) runs at the instant the offset gives; one that exists twice runs once, at the first.
 */
import type { AutoExportFrequency, AutoExportPeriod } from '@timekeep/contracts';

export interface Recurrence {
  frequency: AutoExportFrequency;
  /** 'HH:mm'. */
  time: string;
  /** Weekly: '0' (Sunday) … '6'. */
  weekday: string;
  /** Monthly: 1–31 (the last day of a shorter month). */
  month_day: number;
}

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a wall-clock time in `timeZone` (y, m 1-based, d, minutes after midnight). */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const first = wall - offsetMs(timeZone, wall);
  return new Date(wall - offsetMs(timeZone, first));
}

/** `instant`'s date in `timeZone` as 'YYYY-MM-DD'. */
export function zonedDate(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A valid IANA zone, else UTC (an old row may hold '' or a retired name). */
export function safeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const ymd = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];
const isoOf = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

function matches(recurrence: Recurrence, year: number, month: number, day: number): boolean {
  if (recurrence.frequency === 'daily') return true;
  if (recurrence.frequency === 'weekly') return new Date(Date.UTC(year, month - 1, day)).getUTCDay() === Number(recurrence.weekday);
  return day === Math.min(recurrence.month_day, daysInMonth(year, month));
}

/** The first due time strictly after `after`. */
export function nextRunAt(recurrence: Recurrence, after: Date, timeZone: string): Date {
  const zone = safeZone(timeZone);
  const [hours, minutes] = recurrence.time.split(':').map(Number);
  const [year, month, day] = ymd(zonedDate(zone, after));
  const start = Date.UTC(year, month - 1, day);
  // From the day before (a zone ahead of UTC), through a little more than a year (the 31st of a month).
  for (let index = -1; index < 400; index += 1) {
    const date = new Date(start + index * DAY_MS);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!matches(recurrence, y, m, d)) continue;
    const due = zonedInstant(zone, y, m, d, hours * 60 + minutes);
    if (due.getTime() > after.getTime()) return due;
  }
  throw new Error('no due time within a year');
}

/**
 * The first and last day a delivery due at `due` reports on, in the company's zone. `firstDayOfWeek`: 0 = Sunday
 * (the company's report setting) for `last_week`.
 */
export function periodRange(period: AutoExportPeriod, due: Date, timeZone: string, firstDayOfWeek = 1): { start: string; end: string } {
  const [year, month, day] = ymd(zonedDate(safeZone(timeZone), due));
  const today = Date.UTC(year, month - 1, day);
  switch (period) {
    case 'yesterday':
      return { start: isoOf(today - DAY_MS), end: isoOf(today - DAY_MS) };
    case 'last_7_days':
      return { start: isoOf(today - 7 * DAY_MS), end: isoOf(today - DAY_MS) };
    case 'last_week': {
      const sinceWeekStart = (new Date(today).getUTCDay() - firstDayOfWeek + 7) % 7;
      const thisWeek = today - sinceWeekStart * DAY_MS;
      return { start: isoOf(thisWeek - 7 * DAY_MS), end: isoOf(thisWeek - DAY_MS) };
    }
    case 'last_month': {
      const first = Date.UTC(year, month - 2, 1);
      return { start: isoOf(first), end: isoOf(Date.UTC(year, month - 1, 1) - DAY_MS) };
    }
    case 'this_month':
      return { start: isoOf(Date.UTC(year, month - 1, 1)), end: isoOf(today) };
  }
}

export const MAX_RECIPIENTS = 20;
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** The addresses of a recipients field (commas, semicolons, spaces or new lines between them); null when one is not an address or there are none or too many. */
export function parseRecipients(text: string): string[] | null {
  const addresses = [...new Set(text.split(/[\s,;]+/).map((part) => part.trim().toLowerCase()).filter((part) => part !== ''))];
  if (addresses.length === 0 || addresses.length > MAX_RECIPIENTS) return null;
  return addresses.every((address) => EMAIL.test(address) && address.length <= 254) ? addresses : null;
}
