import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { BIO_PHOTO_SCREENS } from '../features/bio-photo/screens';
import { TERMINAL_DATA_SCREENS } from '../features/terminal-data/screens';
import { TERMINAL_SCREENS } from '../features/terminals/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...BIO_PHOTO_SCREENS, ...TERMINAL_SCREENS, ...TERMINAL_DATA_SCREENS } });
