import { leaveDaysByMonth, leaveDaysByYear, totalLeaveDays } from './leave-days';

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
