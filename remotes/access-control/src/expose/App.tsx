import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { ACC_SCREENS } from '../features/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: ACC_SCREENS });
