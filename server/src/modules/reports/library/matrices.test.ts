/**
 * One source for what a day is (issue 15): the matrices' cells are the time card's categories
 * (REPORT_STATUS_OF_DAY), and every count of days — summaries, matrices, the dashboard, the daily summary — reads the
 * contracts' DAY_KIND_OF_STATUS derived from them. These checks fail when a report lists statuses of its own again.
 */
import { DAY_KIND_OF_STATUS, REPORT_STATUS_OF_DAY, statusesOfCode, statusesOfKind, TIME_CARD_STATUSES, type DayKind, type TimeCardStatus } from '@timekeep/contracts';
import { ATTENDED_STATUSES } from '../dashboard';
import { MATRIX_COUNTS, type MatrixCount } from './matrices';

/** The statuses a count takes under the default report setting (a kind is then DAY_KIND_OF_STATUS). */
function counted(count: MatrixCount): TimeCardStatus[] {
  if (count.by === 'code') return count.codes.flatMap(statusesOfCode);
  return statusesOfKind(count.kind).filter((status) => (!count.only || count.only.includes(status)) && !count.except?.includes(status));
}

test('a day kind is its time-card category’s kind, worked days attended; the dashboard counts the same present days', () => {
  const category: Record<string, DayKind> = { present: 'present', late: 'present', early: 'present', absent: 'absent', incomplete: 'incomplete', leave: 'leave', holiday: 'holiday', rest: 'rest' };
  for (const status of TIME_CARD_STATUSES) {
    const code = REPORT_STATUS_OF_DAY[status];
    const worked = ['half_day', 'holiday_worked', 'rest_day_worked', 'unscheduled_worked'].includes(status);
    expect([status, DAY_KIND_OF_STATUS[status]]).toEqual([status, worked ? 'present' : code ? category[code] : 'none']);
  }
  expect(new Set(ATTENDED_STATUSES)).toEqual(new Set(['present', 'late', 'early', 'late_and_early', 'half_day', 'holiday_worked', 'rest_day_worked', 'unscheduled_worked']));
  expect(statusesOfKind('absent')).toEqual(['absent']);
  expect(statusesOfKind('incomplete')).toEqual(['missing_in', 'missing_out']);
});

test('each matrix counts every day once at most, and the day-kind matrices every tracked day exactly once', () => {
  const tracked = TIME_CARD_STATUSES.filter((status) => DAY_KIND_OF_STATUS[status] !== 'none');
  for (const [name, counts] of MATRIX_COUNTS) {
    const all = counts.flatMap(counted);
    expect([name, all.length]).toEqual([name, new Set(all).size]);
  }
  for (const name of ['daily-status', 'monthly_status_summary', 'monthly-basic-status']) {
    expect([name, new Set((MATRIX_COUNTS.get(name) ?? []).flatMap(counted))]).toEqual([name, new Set(tracked)]);
  }
  // a missing punch is no present day (it was, in the monthly basic status, while its cell showed "M")
  const basic = MATRIX_COUNTS.get('monthly-basic-status') ?? [];
  expect(counted(basic.find((count) => count.key === 'days_present') as MatrixCount)).not.toContain('missing_out');
  expect(counted(basic.find((count) => count.key === 'days_incomplete') as MatrixCount)).toEqual(['missing_in', 'missing_out']);
});
