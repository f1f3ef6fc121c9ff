import { DAILY_REPORTS, SUMMARY_REPORTS } from '@timekeep/contracts';
import { LIBRARY_REPORTS, REPORT_LIBRARY_SCREENS } from './screens';

test('every transaction, matrix, daily and summary report has a library route on the generic screen', () => {
  expect(LIBRARY_REPORTS).toEqual(expect.arrayContaining(['transaction', 'total-punches', 'first-last', 'multiple-transaction', 'employee-birthday']));
  expect(LIBRARY_REPORTS).toEqual(expect.arrayContaining([...SUMMARY_REPORTS]));
  expect(Object.keys(REPORT_LIBRARY_SCREENS)).toContain('/report/report-library/first-last');
  // SPEC §2 spells this one with underscores
  expect(Object.keys(REPORT_LIBRARY_SCREENS)).toContain('/report/report-library/monthly_detailed_summary');
  for (const matrix of ['daily-status', 'monthly-basic-status', 'monthly_status_summary', 'monthly-attsheet-summary', 'monthly-attendance-status']) {
    expect(Object.keys(REPORT_LIBRARY_SCREENS)).toContain(`/report/report-library/${matrix}`);
  }
  expect(DAILY_REPORTS).toHaveLength(15);
  for (const report of DAILY_REPORTS) expect(Object.keys(REPORT_LIBRARY_SCREENS)).toContain(`/report/report-library/${report}`);
});
