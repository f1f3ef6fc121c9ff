import type { RemoteScreens } from '@timekeep/ui';
import { ResignScreen } from './ResignScreen';

/** The /team/resign screen: resignations with recording, editing, reinstatement and export. */
export const RESIGN_SCREENS: RemoteScreens = {
  '/team/resign': ResignScreen,
};
