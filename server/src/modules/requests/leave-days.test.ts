import { countsByMonth, countsByYear, countsTotal, leaveDayCounts, leaveDaysByMonth, leaveDaysByYear, totalLeaveDays } from './leave-days';

describe('leave days', () => {
  it('counts a full day as 1 and several full days by calendar day', () => {
    expect(totalLeaveDays('2026-03-02 00:00:00', '2026-03-02 23:59:59', 'day')).toBe(1);
    expect(totalLeaveDays('2026-03-02 00:00:00', '2026-03-04 23:59:59', 'half_day')).toBe(3);
  });

  it('counts a morning as half a day for half-day types, a whole day for day types', () => {
    expect(totalLeaveDays('2026-03-02 08:00:00', '2026-03-02 12:00:00', 'half_day')).toBe(0.5);
    expect(totalLeaveDays('2026-03-02 08:00:00', '2026-03-02 12:00:00', 'day')).toBe(1);
    expect(totalLeaveDays('2026-03-02 08:00:00', '2026-03-02 17:00:00', 'half_day')).toBe(1);
  });

  it('counts hours over an 8-hour day', () => {
    expect(totalLeaveDays('2026-03-02 09:00:00', '2026-03-02 11:00:00', 'hour')).toBe(0.25);
  });

  it('splits a leave over New Year by year', () => {
    expect([...leaveDaysByYear('2026-12-31 00:00:00', '2027-01-01 23:59:59', 'day')]).toEqual([
      [2026, 1],
      [2027, 1],
    ]);
  });

  it('counts nothing when the end is not after the start', () => {
    expect(totalLeaveDays('2026-03-02 12:00:00', '2026-03-02 12:00:00', 'day')).toBe(0);
  });

  it('counts nothing on the skipped days (holidays of a type that does not count them), whatever the unit', () => {
    const holidays = new Set(['2026-12-25', '2027-01-01']);
    expect(totalLeaveDays('2026-12-24 00:00:00', '2026-12-28 23:59:59', 'day', holidays)).toBe(4);
    expect(totalLeaveDays('2026-12-25 08:00:00', '2026-12-25 12:00:00', 'half_day', holidays)).toBe(0);
    expect(totalLeaveDays('2026-12-24 09:00:00', '2026-12-25 11:00:00', 'hour', holidays)).toBe(1);
    expect([...leaveDaysByYear('2026-12-31 00:00:00', '2027-01-02 23:59:59', 'day', holidays)]).toEqual([
      [2026, 1],
      [2027, 1],
    ]);
    expect([...leaveDaysByMonth('2026-12-31 00:00:00', '2027-01-01 23:59:59', 'day', holidays)]).toEqual([[2026 * 12 + 11, 1]]);
  });
});

describe('leave day counts per date (ADR 0112)', () => {
  it('stores what each date counts, leaves out the skipped and the empty ones, and adds up by month and year', () => {
    // Friday 5 – Monday 8 June 2026 with the weekend skipped (rest days)
    const counts = leaveDayCounts('2026-06-05 00:00:00', '2026-06-08 23:59:59', 'day', new Set(['2026-06-06', '2026-06-07']));
    expect([...counts]).toEqual([['2026-06-05', 1], ['2026-06-08', 1]]);
    expect(countsTotal(counts)).toBe(2);
    // hours are rounded per date, so every reader adds the same numbers
    const hours = leaveDayCounts('2026-12-31 09:00:00', '2027-01-01 01:00:00', 'hour');
    expect([...hours]).toEqual([['2026-12-31', 1], ['2027-01-01', 0.13]]);
    expect([...countsByYear(hours)]).toEqual([[2026, 1], [2027, 0.13]]);
    expect([...countsByMonth(hours)]).toEqual([[2026 * 12 + 11, 1], [2027 * 12, 0.13]]);
  });
});
