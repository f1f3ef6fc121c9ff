/**
 * Date filters of the vendor lists. `date_from` / `date_to` are calendar days (YYYY-MM-DD) as the operator
 * sees them, i.e. in the browser time zone every call sends (SPEC §7 `Timezone` header); both ends inclusive.
 */
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The IANA zone of the header when the runtime knows it, else UTC (an unknown zone must not break a list). */
export function zoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant midnight starts `day` in `zone` (DST-safe: the offset is read again at the first guess). */
export function startOfDay(day: string, zone: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const wallMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const guess = wallMidnight - offsetMinutes(wallMidnight, zone) * 60_000;
  return new Date(wallMidnight - offsetMinutes(guess, zone) * 60_000);
}

function isRealDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

export interface InstantRange {
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound (the start of the day after date_to). */
  before?: Date;
}

/** Checks and converts the day filters; a bad day or from > to is a 400 naming the field. */
export function dayRange(dateFrom: string | undefined, dateTo: string | undefined, zone: string): InstantRange {
  const invalid = (field: string, message: string) =>
    new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: 'invalid' } });
  if (dateFrom && !isRealDay(dateFrom)) throw invalid('date_from', 'date_from must be a day (YYYY-MM-DD).');
  if (dateTo && !isRealDay(dateTo)) throw invalid('date_to', 'date_to must be a day (YYYY-MM-DD).');
  if (dateFrom && dateTo && dateFrom > dateTo) throw invalid('date_to', 'date_to must not be before date_from.');
  const range: InstantRange = {};
  if (dateFrom) range.from = startOfDay(dateFrom, zone);
  if (dateTo) {
    const next = new Date(Date.UTC(Number(dateTo.slice(0, 4)), Number(dateTo.slice(5, 7)) - 1, Number(dateTo.slice(8, 10)) + 1));
    range.before = startOfDay(next.toISOString().slice(0, 10), zone);
  }
  return range;
}
