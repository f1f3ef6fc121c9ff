import type { RemoteScreens } from '@timekeep/ui';
import { CompanySettingsScreen } from './CompanySettingsScreen';

/** /company/settings: the company profile and the formats every user sees. */
export const SETTINGS_SCREENS: RemoteScreens = {
  '/company/settings': CompanySettingsScreen,
};
