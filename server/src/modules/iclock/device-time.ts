/**
 * Terminal time (brief §9). A device sends its own wall clock with no zone; the server keeps that text and
 * derives the UTC instant from the terminal's IANA zone. The handshake's `TimeZone` is the zone's offset now.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The wall time of `YYYY-MM-DD HH:MM:SS`, or a reason it is not a real one (`2026-02-30`, `24:00:00`). */
export function parseWallTime(text: string): WallTime | { error: string } {
  const match = WALL.exec(text);
  if (!match) return { error: 'bad_time_format' };
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { error: 'impossible_date' };
  if (hour > 23 || minute > 59 || second > 59) return { error: 'impossible_time' };
  return { year, month, day, hour, minute, second };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at the instant `ms`, in milliseconds (east positive). */
export function offsetAt(zone: string, ms: number): number {
  const parts = formatterOf(zone).formatToParts(new Date(ms));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

export interface ZonedInstant {
  utc: Date;
  /** 'dst_gap': the wall time does not exist (clocks jumped), moved forward; 'dst_ambiguous': it exists twice, the earlier taken. */
  flag: 'dst_gap' | 'dst_ambiguous' | null;
}

const DAY_MS = 86_400_000;

/** Offsets a day before and two days after each wall-clock day, per zone: equal means no transition near it. */
const spans = new Map<string, { before: number; after: number }>();
const SPAN_CACHE_LIMIT = 50_000;

function spanOf(zone: string, day: number): { before: number; after: number } {
  const key = `${zone}|${day}`;
  let span = spans.get(key);
  if (!span) {
    if (spans.size >= SPAN_CACHE_LIMIT) spans.clear();
    span = { before: offsetAt(zone, (day - 1) * DAY_MS), after: offsetAt(zone, (day + 2) * DAY_MS) };
    spans.set(key, span);
  }
  return span;
}

/**
 * The instant a wall time in `zone` names. Most days have no transition near them: one cached lookup per
 * zone and day (Intl is slow, and a batch holds hundreds of lines). Near a transition, a candidate is valid
 * when the zone's offset at it is the one that produced it.
 */
export function wallToUtc(wall: WallTime, zone: string): ZonedInstant {
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const { before, after } = spanOf(zone, Math.floor(wallMs / DAY_MS));
  if (before === after) return { utc: new Date(wallMs - before), flag: null };
  const first = offsetAt(zone, wallMs - DAY_MS);
  const last = offsetAt(zone, wallMs + DAY_MS);
  const valid = [...new Set([wallMs - first, wallMs - last])].filter((candidate) => wallMs - offsetAt(zone, candidate) === candidate);
  if (valid.length === 1) return { utc: new Date(valid[0]), flag: null };
  if (valid.length > 1) return { utc: new Date(Math.min(...valid)), flag: 'dst_ambiguous' };
  // In the gap: read the wall time with the offset in force before the jump, which lands after it.
  return { utc: new Date(wallMs - first), flag: 'dst_gap' };
}

/**
 * `TimeZone=` for the handshake (brief §9.3): whole hours with −12 < h < 12 as hours, anything else
 * (half hours, +12…+14) in minutes.
 */
export function handshakeTimeZone(zone: string, now: Date): string {
  const minutes = Math.round(offsetAt(zone, now.getTime()) / 60_000);
  if (minutes % 60 === 0 && Math.abs(minutes / 60) < 12) return String(minutes / 60);
  return String(minutes);
}

/** Flag, never drop (§9.4): more than a day ahead of the server, or before 2001 (a reset RTC). */
export function isClockSuspect(utc: Date, wall: WallTime, now: Date): boolean {
  return wall.year < 2001 || utc.getTime() > now.getTime() + DAY_MS;
}
