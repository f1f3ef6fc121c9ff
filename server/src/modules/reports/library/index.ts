/** Every report the API serves, by its route name. A new report: its declaration and one entry here. */
import type { ReportDefinition } from '../definition';
import { DAILY_RESULT_REPORTS } from './daily';
import { DAILY_PUNCH_REPORTS } from './daily-punches';
import { leaveDetailReport, leaveDetailRequestsReport } from './leave-detail';
import { leaveSummaryReport } from './leave-summary';
import { MATRIX_DEFINITIONS } from './matrices';
import {
  departmentSummaryReport, employeeSummaryReport, monthlyAttendanceSummaryReport, monthlyDetailedSummaryReport, monthlyDurationSummaryReport,
  overtimeSummaryReport, payrollSummaryReport, yearlySummaryReport,
} from './summaries';
import { employeeBirthdayReport, firstLastReport, multipleTransactionReport, totalPunchesReport, transactionReport } from './transactions';

export const REPORT_LIBRARY: ReadonlyMap<string, ReportDefinition> = new Map(
  [
    ...[transactionReport, totalPunchesReport, firstLastReport, multipleTransactionReport, employeeBirthdayReport, ...MATRIX_DEFINITIONS, ...DAILY_RESULT_REPORTS, ...DAILY_PUNCH_REPORTS],
    ...[employeeSummaryReport, departmentSummaryReport, payrollSummaryReport, leaveSummaryReport, overtimeSummaryReport, yearlySummaryReport],
    ...[monthlyDurationSummaryReport, monthlyDetailedSummaryReport, monthlyAttendanceSummaryReport],
    // /att/leave-detail-report (issue 14): the leave ledger per employee and type, and the requests behind it
    ...[leaveDetailReport, leaveDetailRequestsReport],
  ].map((report) => [report.name, report]),
);
