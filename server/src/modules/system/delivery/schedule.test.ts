import { nextRunAt, parseRecipients, periodRange, zonedInstant } from './schedule';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  test('daily: today when the time is still ahead in the zone, else tomorrow', () => {
    const daily = { frequency: 'daily' as const, time: '07:00', weekday: '1', month_day: 1 };
    expect(nextRunAt(daily, at('2026-02-03T02:00:00Z'), 'Asia/Dubai').toISOString()).toBe('2026-02-03T03:00:00.000Z');
    expect(nextRunAt(daily, at('2026-02-03T03:00:00Z'), 'Asia/Dubai').toISOString()).toBe('2026-02-04T03:00:00.000Z');
    // 23:30 UTC is already the next day in Dubai.
    expect(nextRunAt(daily, at('2026-02-03T23:30:00Z'), 'Asia/Dubai').toISOString()).toBe('2026-02-04T03:00:00.000Z');
  });

  test('weekly on the chosen weekday, monthly on day N or the last day of a shorter month', () => {
    const weekly = { frequency: 'weekly' as const, time: '08:30', weekday: '1', month_day: 1 };
    // Tuesday 3 February 2026 → Monday 9 February.
    expect(nextRunAt(weekly, at('2026-02-03T12:00:00Z'), 'UTC').toISOString()).toBe('2026-02-09T08:30:00.000Z');
    const monthly = { frequency: 'monthly' as const, time: '06:00', weekday: '1', month_day: 31 };
    expect(nextRunAt(monthly, at('2026-02-03T12:00:00Z'), 'UTC').toISOString()).toBe('2026-02-28T06:00:00.000Z');
    expect(nextRunAt(monthly, at('2026-02-28T07:00:00Z'), 'UTC').toISOString()).toBe('2026-03-31T06:00:00.000Z');
  });

  test('across a daylight-saving change the wall-clock time is kept', () => {
    const daily = { frequency: 'daily' as const, time: '09:00', weekday: '1', month_day: 1 };
    // New York: EST (UTC-5) until 8 March 2026, then EDT (UTC-4).
    expect(nextRunAt(daily, at('2026-03-07T15:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedInstant('America/New_York', 2026, 3, 6, 9 * 60).toISOString()).toBe('2026-03-06T14:00:00.000Z');
  });
});

describe('periodRange', () => {
  const due = at('2026-02-03T03:00:00Z'); // Tuesday 3 February in Dubai
  test.each([
    ['yesterday', '2026-02-02', '2026-02-02'],
    ['last_7_days', '2026-01-27', '2026-02-02'],
    ['last_week', '2026-01-26', '2026-02-01'],
    ['last_month', '2026-01-01', '2026-01-31'],
    ['this_month', '2026-02-01', '2026-02-03'],
  ] as const)('%s', (period, start, end) => {
    expect(periodRange(period, due, 'Asia/Dubai')).toEqual({ start, end });
  });
  test('last week starting on Sunday', () => {
    expect(periodRange('last_week', due, 'Asia/Dubai', 0)).toEqual({ start: '2026-01-25', end: '2026-01-31' });
  });
});

describe('parseRecipients', () => {
  test('splits, lower-cases and de-duplicates; refuses a bad address, none, or more than 20', () => {
    expect(parseRecipients('A@x.test, b@x.test;\na@x.test')).toEqual(['a@x.test', 'b@x.test']);
    expect(parseRecipients('a@x.test, nope')).toBeNull();
    expect(parseRecipients('  ')).toBeNull();
    expect(parseRecipients(Array.from({ length: 21 }, (_, i) => `u${i}@x.test`).join(','))).toBeNull();
  });
});

describe('the reports a delivery may name', () => {
  test('are exactly the library the server serves', async () => {
    const { LIBRARY_REPORT_NAMES } = await import('@timekeep/contracts');
    const { REPORT_LIBRARY } = await import('../../reports/library');
    expect([...LIBRARY_REPORT_NAMES].sort()).toEqual([...REPORT_LIBRARY.keys()].sort());
  });
});
