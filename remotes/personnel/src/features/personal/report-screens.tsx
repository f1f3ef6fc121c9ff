import type { ReactElement } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { PERSONAL_REPORTS } from '@timekeep/contracts';
import { AreaPage, ReportView, type AreaPageEntry, type RemoteScreen, type RemoteScreens } from '@timekeep/ui';

export type PersonalReportRoute = keyof typeof PERSONAL_REPORTS;

/**
 * /personal/report/<route>: the library report the route runs, on the signed-in employee's own rows (the server
 * restricts an employee login and refuses its exports, so the screen shows no employee filter and no export; an
 * admin with an employee record gets their own rows too).
 */
export function PersonalReportBody({ route, client }: { route: PersonalReportRoute; client?: ApiClient }): ReactElement {
  return <ReportView report={PERSONAL_REPORTS[route]} client={client} personal />;
}

export function personalReportScreen(route: PersonalReportRoute): RemoteScreen {
  function PersonalReportScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
    return (
      <AreaPage entry={entry}>
        <PersonalReportBody route={route} />
      </AreaPage>
    );
  }
  PersonalReportScreen.displayName = `PersonalReportScreen(${route})`;
  return PersonalReportScreen;
}

/** The personal reports, declared as data by the contracts (PERSONAL_REPORTS: route → library report). */
export const PERSONAL_REPORT_SCREENS: RemoteScreens = Object.fromEntries(
  (Object.keys(PERSONAL_REPORTS) as PersonalReportRoute[]).map((route) => [`/personal/report/${route}`, personalReportScreen(route)]),
);
