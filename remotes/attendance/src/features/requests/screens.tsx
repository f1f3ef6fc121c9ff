import { requestDeclaration, resourceScreen, type RemoteScreens } from '@timekeep/ui';
import { LeaveDetailReportScreen } from '../leave/LeaveDetailReport';
import { LeaveScheduleScreen } from '../leave/LeaveSchedule';
import { LeaveSettingScreen } from '../leave/LeaveSettingScreen';

/** Administrators' request screens (issue 14, ADR 0080): every employee's requests, filed, decided and bulk approved. */
export const REQUEST_SCREENS: RemoteScreens = {
  '/att/manual-log': resourceScreen(requestDeclaration('manual_log', 'admin')),
  '/att/leave': resourceScreen(requestDeclaration('leave', 'admin')),
  '/att/overtime': resourceScreen(requestDeclaration('overtime', 'admin')),
  '/att/training': resourceScreen(requestDeclaration('training', 'admin')),
  '/att/swap-schedule': resourceScreen(requestDeclaration('swap_schedule', 'admin')),
  '/att/leave-setting': LeaveSettingScreen,
  '/att/leave-schedule': LeaveScheduleScreen,
  '/att/leave-detail-report': LeaveDetailReportScreen,
};
