import type { RemoteScreens } from '@timekeep/ui';
import { MyCalendarScreen } from './MyCalendarScreen';
import { MyHolidaysScreen } from './MyHolidaysScreen';
import { PersonalTimeCardScreen } from './PersonalTimeCardScreen';

/** The signed-in employee's own time card, month and holidays (Personal area). */
export const PERSONAL_TIME_SCREENS: RemoteScreens = {
  '/personal/report/time-card': PersonalTimeCardScreen,
  '/personal/my-calendar/calendar': MyCalendarScreen,
  '/personal/my-calendar/holiday': MyHolidaysScreen,
};
