/**
 * Calendar and time-zone helpers for the attendance engine.
 *
 * Representation used everywhere inside the engine:
 * - a *day number* is the number of days since 1970-01-01 (a local calendar date, no zone);
 * - an *instant* is an integer number of minutes since the Unix epoch (UTC);
 * - a *wall minute* is `dayNumber * 1440 + minuteOfDay` of a local wall clock.
 *
 * Zones are IANA names resolved with the built-in Intl API. Offsets are cached per zone and
 * UTC day (one Intl round trip per zone-day, binary search when the offset changes that day),
 * so the hot path of the engine never touches Intl.
 */

export const MINUTES_PER_DAY = 1440;

// ---------------------------------------------------------------- calendar dates

/** 'YYYY-MM-DD' -> day number. Throws on malformed input. */
export function parseDate(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) {
    throw new RangeError(`invalid date '${date}' (expected YYYY-MM-DD)`);
  }
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) throw new RangeError(`invalid date '${date}'`);
  return daysFromCivil(y, m, d);
}

function digits(s: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) throw new RangeError(`invalid digits in '${s}'`);
    v = v * 10 + c;
  }
  return v;
}

/** Howard Hinnant's days_from_civil. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface Civil {
  y: number;
  m: number;
  d: number;
}

export function civilFromDays(z: number): Civil {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d };
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

export function formatDate(day: number): string {
  const c = civilFromDays(day);
  return `${c.y}-${pad2(c.m)}-${pad2(c.d)}`;
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: number): number {
  // 1970-01-01 was a Thursday (4)
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** 'HH:MM' -> minute of day (0..1439; '24:00' allowed as 1440). */
export function parseTime(t: string): number {
  if (t.length !== 5 || t.charCodeAt(2) !== 58) throw new RangeError(`invalid time '${t}' (expected HH:MM)`);
  const h = digits(t, 0, 2);
  const m = digits(t, 3, 5);
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) throw new RangeError(`invalid time '${t}'`);
  return h * 60 + m;
}

/** Minute of day -> 'HH:MM'. */
export function formatMinuteOfDay(m: number): string {
  const mm = ((m % 1440) + 1440) % 1440;
  return pad2(Math.floor(mm / 60)) + ':' + pad2(mm % 60);
}

/** Wall minute -> 'YYYY-MM-DDTHH:MM'. */
export function formatWall(wall: number): string {
  const day = Math.floor(wall / MINUTES_PER_DAY);
  return formatDate(day) + 'T' + formatMinuteOfDay(wall - day * MINUTES_PER_DAY);
}

export interface ParsedWall {
  /** wall minute */
  wall: number;
  /** seconds within the minute (0..59) */
  seconds: number;
}

/** 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DDTHH:MM:SS' (a space instead of 'T' is accepted). */
export function parseWall(s: string): ParsedWall {
  if (s.length !== 16 && s.length !== 19) throw new RangeError(`invalid wall time '${s}'`);
  const sep = s.charCodeAt(10);
  if (sep !== 84 && sep !== 32) throw new RangeError(`invalid wall time '${s}'`);
  const day = parseDate(s.slice(0, 10));
  const mod = parseTime(s.slice(11, 16));
  let seconds = 0;
  if (s.length === 19) {
    if (s.charCodeAt(16) !== 58) throw new RangeError(`invalid wall time '${s}'`);
    seconds = digits(s, 17, 19);
    if (seconds > 59) throw new RangeError(`invalid wall time '${s}'`);
  }
  return { wall: day * MINUTES_PER_DAY + mod, seconds };
}

// ---------------------------------------------------------------- zones

interface DayOffsets {
  /** offset (minutes east of UTC) at the start of the UTC day */
  before: number;
  /** first instant (epoch minute) at which `after` applies; Infinity when no change that day */
  change: number;
  after: number;
}

interface ZoneCache {
  days: Map<number, DayOffsets>;
  /** wall day -> offset valid for every instant near that wall day (no transition within ±2 days) or null */
  wallDays: Map<number, number | null>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneCaches = new Map<string, ZoneCache>();
let lastZone = '';
let lastCache: ZoneCache | null = null;

function zoneCache(zone: string): ZoneCache {
  if (zone === lastZone && lastCache) return lastCache;
  let c = zoneCaches.get(zone);
  if (!c) {
    formatter(zone);
    c = { days: new Map(), wallDays: new Map() };
    zoneCaches.set(zone, c);
  }
  lastZone = zone;
  lastCache = c;
  return c;
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when the runtime knows this IANA zone. */
export function isValidZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset in whole minutes (rounded) of `zone` at epoch minute `instant`, straight from Intl. */
function intlOffset(zone: string, instant: number): number {
  const parts = formatter(zone).formatToParts(new Date(instant * 60000));
  let y = 0;
  let mo = 0;
  let d = 0;
  let h = 0;
  let mi = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        y = Number(p.value);
        break;
      case 'month':
        mo = Number(p.value);
        break;
      case 'day':
        d = Number(p.value);
        break;
      case 'hour':
        h = Number(p.value);
        break;
      case 'minute':
        mi = Number(p.value);
        break;
      case 'era':
        bc = p.value === 'BC' || p.value === 'B';
        break;
      default:
        break;
    }
  }
  if (bc) y = 1 - y;
  const wall = daysFromCivil(y, mo, d) * MINUTES_PER_DAY + h * 60 + mi;
  return wall - instant;
}

function dayOffsets(zone: string, utcDay: number): DayOffsets {
  const cache = zoneCache(zone).days;
  let info = cache.get(utcDay);
  if (info) return info;
  const start = utcDay * MINUTES_PER_DAY;
  const before = intlOffset(zone, start);
  const after = intlOffset(zone, start + MINUTES_PER_DAY);
  let change = Infinity;
  if (before !== after) {
    // first minute in (start, start + 1440] with the new offset
    let lo = start;
    let hi = start + MINUTES_PER_DAY;
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (intlOffset(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    change = hi;
  }
  info = { before, change, after };
  cache.set(utcDay, info);
  return info;
}

/** UTC offset in minutes (east positive) of `zone` at epoch minute `instant`. */
export function offsetAt(zone: string, instant: number): number {
  const info = dayOffsets(zone, Math.floor(instant / MINUTES_PER_DAY));
  return instant >= info.change ? info.after : info.before;
}

export interface ZonedResolution {
  /** epoch minute */
  instant: number;
  /** offset used (minutes east of UTC) */
  offset: number;
  /** minutes the wall time was shifted forward because it does not exist (0 when it exists) */
  gap: number;
  /** the wall time occurs twice; the first occurrence was taken (or the supplied offset) */
  overlap: boolean;
}

/**
 * Local wall minute in `zone` -> instant.
 * - a wall time inside a DST gap is shifted forward by the gap (`gap` > 0);
 * - a wall time inside a DST overlap resolves to the first occurrence (`overlap` true) unless
 *   `preferOffset` matches one of the two occurrences.
 */
export function wallToInstant(zone: string, wall: number, preferOffset?: number): ZonedResolution {
  const fast = steadyOffset(zone, Math.floor(wall / MINUTES_PER_DAY));
  if (fast !== null) return { instant: wall - fast, offset: fast, gap: 0, overlap: false };
  const oBefore = offsetAt(zone, wall - MINUTES_PER_DAY);
  const oAfter = offsetAt(zone, wall + MINUTES_PER_DAY);
  if (oBefore === oAfter) {
    const c = wall - oBefore;
    const o = offsetAt(zone, c);
    if (o === oBefore) return { instant: c, offset: o, gap: 0, overlap: false };
    // a transition and its reversal within two days: fall back to a direct probe
    const c2 = wall - o;
    return { instant: c2, offset: offsetAt(zone, c2), gap: 0, overlap: false };
  }
  const c1 = wall - oBefore;
  const c2 = wall - oAfter;
  const v1 = offsetAt(zone, c1) === oBefore;
  const v2 = offsetAt(zone, c2) === oAfter;
  if (v1 && v2) {
    if (preferOffset === oAfter) return { instant: c2, offset: oAfter, gap: 0, overlap: true };
    if (preferOffset === oBefore) return { instant: c1, offset: oBefore, gap: 0, overlap: true };
    return c1 <= c2
      ? { instant: c1, offset: oBefore, gap: 0, overlap: true }
      : { instant: c2, offset: oAfter, gap: 0, overlap: true };
  }
  if (v1) return { instant: c1, offset: oBefore, gap: 0, overlap: false };
  if (v2) return { instant: c2, offset: oAfter, gap: 0, overlap: false };
  // gap: interpret with the offset in force before the transition => lands after it
  return { instant: c1, offset: offsetAt(zone, c1), gap: oAfter - oBefore, overlap: false };
}

/** Offset valid around a wall day when no transition happens within ±2 days, else null. */
function steadyOffset(zone: string, wallDay: number): number | null {
  const c = zoneCache(zone);
  const hit = c.wallDays.get(wallDay);
  if (hit !== undefined) return hit;
  let o: number | null = dayOffsets(zone, wallDay - 2).before;
  for (let d = wallDay - 2; d <= wallDay + 2; d++) {
    const info = dayOffsets(zone, d);
    if (info.before !== o || info.change !== Infinity || info.after !== o) {
      o = null;
      break;
    }
  }
  c.wallDays.set(wallDay, o);
  return o;
}

/** Epoch minute of a local wall minute in `zone` (gap → shifted forward, overlap → first occurrence). */
export function wallInstant(zone: string, wall: number): number {
  const fast = steadyOffset(zone, Math.floor(wall / MINUTES_PER_DAY));
  return fast !== null ? wall - fast : wallToInstant(zone, wall).instant;
}

/** Instant -> local wall minute in `zone`. */
export function instantToWall(zone: string, instant: number): number {
  return instant + offsetAt(zone, instant);
}

/** Local date (day number) of an instant in `zone`. */
export function localDay(zone: string, instant: number): number {
  return Math.floor(instantToWall(zone, instant) / MINUTES_PER_DAY);
}
