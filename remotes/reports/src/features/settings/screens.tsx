import type { ReactElement } from 'react';
import { AreaPage, resourceScreen, type AreaPageEntry, type RemoteScreens } from '@timekeep/ui';
import { payCodeDeclaration, punchStateDeclaration } from './declarations';
import { ReportSettingForm } from './ReportSettingPage';

function ReportSettingScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <ReportSettingForm />
    </AreaPage>
  );
}

/** The report settings (issue 15): the company's setting, punch-state labels and pay codes. */
export const REPORT_SETTING_SCREENS: RemoteScreens = {
  '/report/report-setting': ReportSettingScreen,
  '/report/punch-state-setting': resourceScreen(punchStateDeclaration),
  '/report/report-Items-setting': resourceScreen(payCodeDeclaration),
};
