/**
 * Terminal time (brief §9). A device sends its own wall clock with no zone; the server keeps that text and
 * derives the UTC instant from the terminal's IANA zone. The handshake's `TimeZone` is the zone's offset now.
 */
import { daysFromCivil, daysInMonth, isValidZone, MINUTES_PER_DAY, offsetAt as engineOffsetAt, wallToInstant } from '../../attendance/engine/time';

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The wall time of `YYYY-MM-DD HH:MM:SS`, or a reason it is not a real one (`2026-02-30`, `24:00:00`). */
export function parseWallTime(text: string): WallTime | { error: string } {
  const match = WALL.exec(text);
  if (!match) return { error: 'bad_time_format' };
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { error: 'impossible_date' };
  if (hour > 23 || minute > 59 || second > 59) return { error: 'impossible_time' };
  return { year, month, day, hour, minute, second };
}

/** True when `zone` is an IANA zone this runtime knows. */
export const isTimeZone = isValidZone;

/** The zone's offset from UTC at the instant `ms`, in milliseconds (east positive); zones move by whole minutes. */
export function offsetAt(zone: string, ms: number): number {
  return engineOffsetAt(zone, Math.floor(ms / 60_000)) * 60_000;
}

export interface ZonedInstant {
  utc: Date;
  /** 'dst_gap': the wall time does not exist (clocks jumped), moved forward; 'dst_ambiguous': it exists twice, the earlier taken. */
  flag: 'dst_gap' | 'dst_ambiguous' | null;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall time in `zone` names, by the engine's zone rules (one implementation of gaps and
 * overlaps for punches and for the calculation): the seconds ride along, the engine works in minutes.
 */
export function wallToUtc(wall: WallTime, zone: string): ZonedInstant {
  const wallMinute = daysFromCivil(wall.year, wall.month, wall.day) * MINUTES_PER_DAY + wall.hour * 60 + wall.minute;
  const resolved = wallToInstant(zone, wallMinute);
  const flag = resolved.gap > 0 ? 'dst_gap' : resolved.overlap ? 'dst_ambiguous' : null;
  return { utc: new Date((resolved.instant * 60 + wall.second) * 1000), flag };
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
