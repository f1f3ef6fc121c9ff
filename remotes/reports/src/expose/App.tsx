import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { CALCULATION_SCREENS } from '../features/calculation/screens';
import { REPORT_LIBRARY_SCREENS } from '../features/library/screens';
import { RALVIE_SCREENS } from '../features/ralvie/screens';
import { REPORT_SETTING_SCREENS } from '../features/settings/screens';
import { TIME_CARD_SCREENS } from '../features/time-card/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...CALCULATION_SCREENS, ...REPORT_SETTING_SCREENS, ...REPORT_LIBRARY_SCREENS, ...TIME_CARD_SCREENS, ...RALVIE_SCREENS } });
