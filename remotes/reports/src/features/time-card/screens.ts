import type { RemoteScreens } from '@timekeep/ui';
import { TotalTimeCardScreen } from './TotalTimeCardScreen';

/** The time card every administrator reads (issue 13 ★): all employees' days and why each is what it is. */
export const TIME_CARD_SCREENS: RemoteScreens = {
  '/report/report-library/total-timecard': TotalTimeCardScreen,
};
