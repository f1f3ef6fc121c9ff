import type { RemoteScreens } from '@timekeep/ui';
import { MyCalendarScreen } from './MyCalendarScreen';
import { MyHolidaysScreen } from './MyHolidaysScreen';
import { PersonalTimeCardScreen } from './PersonalTimeCardScreen';
import { PERSONAL_REPORT_SCREENS } from './report-screens';

/** The signed-in employee's own time card, month, holidays and reports (Personal area). */
export const PERSONAL_TIME_SCREENS: RemoteScreens = {
  ...PERSONAL_REPORT_SCREENS,
  '/personal/report/time-card': PersonalTimeCardScreen,
  '/personal/my-calendar/calendar': MyCalendarScreen,
  '/personal/my-calendar/holiday': MyHolidaysScreen,
};
