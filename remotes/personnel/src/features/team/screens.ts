import { resourceScreen, type RemoteScreens } from '@timekeep/ui';
import { EMPLOYEE_SCREEN } from './employee-screen';
import { RESIGN_SCREEN } from './resign-screen';

/** The Team area on the resource kit: /team/employee and /team/resign. */
export const TEAM_SCREENS: RemoteScreens = {
  '/team/employee': resourceScreen(EMPLOYEE_SCREEN),
  '/team/resign': resourceScreen(RESIGN_SCREEN),
};
