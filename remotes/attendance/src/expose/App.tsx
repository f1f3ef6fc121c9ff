import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { REQUEST_SCREENS } from '../features/requests/screens';
import { ATT_SCHEDULE_SCREENS } from '../features/schedules/screens';
import { ATT_SETUP_SCREENS } from '../features/setup/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...ATT_SETUP_SCREENS, ...ATT_SCHEDULE_SCREENS, ...REQUEST_SCREENS } });
