/**
 * A time period's intervals (ADR 0111): per weekday and holiday type at most three `HH:MM` intervals, each
 * ending after it starts, none overlapping another of the same day. Stored normalised: every day present, its
 * intervals in start order.
 */
import { ACC_INTERVALS_PER_DAY, ACC_PERIOD_DAYS, GENERAL_CODES, type AccInterval, type AccPeriodDay } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { ACC_CODES } from './codes';

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function malformed(reason: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message: `The intervals are not valid: ${reason}.`, fields: { intervals: 'invalid' } });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checked, normalised intervals of a request value; throws a 400 naming `intervals`. */
export function parseIntervals(value: unknown): Record<AccPeriodDay, AccInterval[]> {
  if (!isRecord(value)) throw malformed('not an object');
  for (const key of Object.keys(value)) if (!(ACC_PERIOD_DAYS as readonly string[]).includes(key)) throw malformed(`unknown day ${key.slice(0, 10)}`);
  const result = {} as Record<AccPeriodDay, AccInterval[]>;
  for (const day of ACC_PERIOD_DAYS) {
    const list = value[day] ?? [];
    if (!Array.isArray(list) || list.length > ACC_INTERVALS_PER_DAY) throw malformed(`${day}: at most ${ACC_INTERVALS_PER_DAY} intervals`);
    const intervals: AccInterval[] = list.map((item: unknown) => {
      if (!isRecord(item) || typeof item.start !== 'string' || typeof item.end !== 'string' || !HHMM.test(item.start) || !HHMM.test(item.end) || Object.keys(item).length !== 2) {
        throw malformed(`${day}: an interval is {start, end} in HH:MM`);
      }
      return { start: item.start, end: item.end };
    });
    for (const interval of intervals) {
      if (interval.end <= interval.start) {
        throw new ApiError(400, ACC_CODES.intervalOrder, {
          message: 'An interval must end after it starts.',
          params: { day, start: interval.start, end: interval.end },
          fields: { intervals: ACC_CODES.intervalOrder },
        });
      }
    }
    intervals.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    for (let index = 1; index < intervals.length; index += 1) {
      const [before, after] = [intervals[index - 1], intervals[index]];
      if (after.start < before.end) {
        throw new ApiError(400, ACC_CODES.intervalsOverlap, {
          message: 'Two intervals of one day overlap.',
          params: { day, first: `${before.start}-${before.end}`, second: `${after.start}-${after.end}` },
          fields: { intervals: ACC_CODES.intervalsOverlap },
        });
      }
    }
    result[day] = intervals;
  }
  return result;
}

/** The list's one-line view: `mon 08:00-12:00 13:00-17:00; tue …` (days without intervals left out). */
export function intervalsSummary(value: unknown): string {
  if (!isRecord(value)) return '';
  return ACC_PERIOD_DAYS.flatMap((day) => {
    const list = value[day];
    if (!Array.isArray(list) || list.length === 0) return [];
    return [`${day} ${list.map((item) => (isRecord(item) ? `${String(item.start)}-${String(item.end)}` : '')).join(' ')}`];
  }).join('; ');
}
