import { clockText, datesBetween, dayCategory, formatMinutes, monthRange, totalsOf } from './time-card-model';
import { numbersOf, punchesOf, sectionOf, traceTimeMinutes, windowsOf } from './explanation-model';
import { WEEK_ROWS } from './testing/week-rows';

const day = (code: string, date: string) => {
  const row = WEEK_ROWS.find((r) => r.emp_code === code && r.date === date);
  if (!row) throw new Error(`no fixture ${code} ${date}`);
  return row;
};

describe('time-card model', () => {
  it('shows minutes as H:MM', () => {
    expect([0, 5, 59, 60, 75, 480, 1505, -5].map(formatMinutes)).toEqual(['0:00', '0:05', '0:59', '1:00', '1:15', '8:00', '25:05', '-0:05']);
  });

  it('colours a day by its status, overtime only on a day worked as it should be', () => {
    expect(dayCategory(day('1001', '2026-03-02'))).toBe('present');
    expect(dayCategory(day('1001', '2026-03-03'))).toBe('late');
    expect(dayCategory(day('1001', '2026-03-04'))).toBe('ot');
    expect(dayCategory(day('1001', '2026-03-05'))).toBe('incomplete');
    expect(dayCategory(day('1001', '2026-03-06'))).toBe('absent');
    expect(dayCategory(day('1001', '2026-03-07'))).toBe('rest');
    expect(dayCategory(day('1001', '2026-03-08'))).toBe('ot');
    expect(dayCategory(day('1002', '2026-03-03'))).toBe('holiday');
    expect(dayCategory(day('1002', '2026-03-04'))).toBe('leave');
    expect(dayCategory(day('1002', '2026-03-05'))).toBe('early');
    expect(dayCategory({ ...day('1001', '2026-03-03'), ot: 30 })).toBe('late');
  });

  it('adds up an employee’s range', () => {
    const totals = totalsOf(WEEK_ROWS.filter((row) => row.emp_code === '1001'));
    expect(totals).toMatchObject({ worked: 480 + 460 + 480 + 240, late: 20, early: 0, absent: 480, ot: 45 + 240 });
    expect(totals.days).toEqual({ present: 1, late: 1, ot: 2, incomplete: 1, absent: 1, rest: 1 });
  });

  it('lists the dates of a month and a range', () => {
    expect(monthRange('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthRange('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(datesBetween('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(datesBetween('2026-04-02', '2026-03-30')).toEqual([]);
  });

  it('shows the clock time, with the date when it is another day', () => {
    expect(clockText('2026-03-02 08:57', '2026-03-02')).toBe('08:57');
    expect(clockText('2026-03-03 06:01', '2026-03-02')).toBe('06:01 (03-03)');
    expect(clockText(null, '2026-03-02')).toBe('');
  });
});

describe('explanation model', () => {
  it('reads engine times, next-day ones after midnight', () => {
    expect(traceTimeMinutes('08:55')).toBe(535);
    expect(traceTimeMinutes('06:01 (+1)')).toBe(1440 + 361);
    expect(traceTimeMinutes('23:50 (-1)')).toBe(-1440 + 1430);
  });

  it('marks the punches the calculation used and the ones it did not', () => {
    const punches = punchesOf(day('1001', '2026-03-04').trace);
    expect(punches.map(({ at, use, used }) => ({ at, use, used }))).toEqual([
      { at: '08:55', use: 'clock_in', used: true },
      { at: '12:10', use: 'unused', used: false },
      { at: '18:45', use: 'clock_out', used: true },
    ]);
    expect(punches[1].entries.map((entry) => entry.key)).toEqual(['punch.unused']);
  });

  it('lists a punch the trace does not mention as not considered', () => {
    const punches = punchesOf(day('1001', '2026-03-02').trace, ['08:57', '08:57', '12:30', '18:02']);
    expect(punches.map(({ at, use }) => `${at} ${use}`)).toEqual(['08:57 clock_in', '12:30 not_in_trace', '18:02 clock_out']);
  });

  it('counts every punch of a span worked without a timetable (rest day, no schedule) as used', () => {
    const punches = punchesOf(day('1001', '2026-03-08').trace, ['09:40', '10:00', '12:00', '14:00']);
    expect(punches.map(({ at, use, used }) => `${at} ${use} ${String(used)}`)).toEqual(['09:40 not_in_trace false', '10:00 group true', '12:00 group true', '14:00 group true']);
  });

  it('reads the windows of each timetable', () => {
    expect(windowsOf(day('1001', '2026-03-02').trace)).toEqual([{ timetable: 'DAY', start: '09:00', end: '18:00', inFrom: '07:00', inTo: '13:30', outFrom: '13:30', outTo: '22:00' }]);
  });

  it('gives each number the sentences that produced it', () => {
    const numbers = Object.fromEntries(numbersOf(day('1001', '2026-03-03')).map((n) => [n.field, { minutes: n.minutes, keys: n.entries.map((e) => e.key) }]));
    expect(numbers.late).toEqual({ minutes: 20, keys: ['late.counted'] });
    expect(numbers.duty).toEqual({ minutes: 480, keys: ['duty.expected'] });
    expect(numbers.worked.minutes).toBe(460);
    expect(numbers.worked.keys).toContain('duty.worked');
    expect(numbers.absent).toBeUndefined();
    const rest = Object.fromEntries(numbersOf(day('1001', '2026-03-08')).map((n) => [n.field, n.entries.map((e) => e.key)]));
    expect(rest.weekend_ot).toEqual(['rest_day.worked']);
  });

  it('puts every trace key in a section', () => {
    expect(sectionOf('schedule.employee')).toBe('setup');
    expect(sectionOf('instance.window')).toBe('windows');
    expect(sectionOf('punch.stray')).toBe('punches');
    expect(sectionOf('clock_in.grace_snap')).toBe('clock');
    expect(sectionOf('break.punched')).toBe('breaks');
    expect(sectionOf('late.counted')).toBe('numbers');
  });
});
