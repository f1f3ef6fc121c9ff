import type { RemoteScreens } from '@timekeep/ui';
import { LocationScreen } from './LocationScreen';

/** The /company/location screen: work locations with map position and time zone. */
export const LOCATION_SCREENS: RemoteScreens = {
  '/company/location': LocationScreen,
};
