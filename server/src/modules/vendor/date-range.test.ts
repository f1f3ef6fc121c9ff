import { ApiError } from '../../http/api-error';
import { dayRange, startOfDay, zoneOf } from './date-range';

describe('vendor day filters', () => {
  it('starts a day at local midnight of the caller zone', () => {
    expect(startOfDay('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(startOfDay('2026-11-22', 'America/Mexico_City').toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(startOfDay('2026-11-22', 'Asia/Shanghai').toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('follows daylight saving time on the day it changes', () => {
    // New York switches to EDT at 02:00 on 2026-03-08: midnight is still EST (-5), the next midnight EDT (-4).
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('makes date_to inclusive by ending before the next local midnight', () => {
    expect(dayRange('2026-11-01', '2026-11-30', 'Asia/Dubai')).toEqual({
      from: new Date('2026-10-31T20:00:00.000Z'),
      before: new Date('2026-11-30T20:00:00.000Z'),
    });
    expect(dayRange(undefined, undefined, 'UTC')).toEqual({});
  });

  it('rejects impossible days and reversed ranges naming the field', () => {
    const fieldOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof ApiError ? Object.keys(error.context.fields ?? {}) : ['not an ApiError'];
      }
      return [];
    };
    expect(fieldOf(() => dayRange('2026-02-30', undefined, 'UTC'))).toEqual(['date_from']);
    expect(fieldOf(() => dayRange(undefined, '22/11/2026', 'UTC'))).toEqual(['date_to']);
    expect(fieldOf(() => dayRange('2026-11-02', '2026-11-01', 'UTC'))).toEqual(['date_to']);
  });

  it('uses UTC for a missing or unknown zone header', () => {
    expect(zoneOf(undefined)).toBe('UTC');
    expect(zoneOf('Not/AZone')).toBe('UTC');
    expect(zoneOf('Europe/Istanbul')).toBe('Europe/Istanbul');
  });
});
