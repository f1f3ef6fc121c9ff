import type { ReactElement } from 'react';
import { DAILY_REPORTS, MATRIX_REPORTS, SUMMARY_REPORTS, TRANSACTION_REPORTS } from '@timekeep/contracts';
import { AreaPage, ReportView, type AreaPageEntry, type RemoteScreen, type RemoteScreens } from '@timekeep/ui';

/** A library route's screen: the generic report screen for the API's `<report>` of the same name. */
export function reportScreen(report: string): RemoteScreen {
  function ReportScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
    return (
      <AreaPage entry={entry}>
        <ReportView report={report} />
      </AreaPage>
    );
  }
  ReportScreen.displayName = `ReportScreen(${report})`;
  return ReportScreen;
}

/**
 * The library reports served by the generic screen, declared as data: a route under /report/report-library/
 * and the report of the same name. A further report (once the server declares it) is one entry in the list.
 */
export const LIBRARY_REPORTS: readonly string[] = [...TRANSACTION_REPORTS, ...MATRIX_REPORTS, ...DAILY_REPORTS, ...SUMMARY_REPORTS];

export const REPORT_LIBRARY_SCREENS: RemoteScreens = Object.fromEntries(LIBRARY_REPORTS.map((report) => [`/report/report-library/${report}`, reportScreen(report)]));
