import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { TIME_CARD_SCREENS } from '../features/time-card/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...TIME_CARD_SCREENS } });
