import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { COMPLEMENT_SCREENS } from '../features/complement/screens';
import { EMPLOYEE_SCREENS } from '../features/employee/screens';
import { LOCATION_SCREENS } from '../features/location/screens';
import { ORGANISATION_TREE_SCREENS } from '../features/organisation/tree-screens';
import { RESIGN_SCREENS } from '../features/resign/screens';
import { SETTINGS_SCREENS } from '../features/settings/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...EMPLOYEE_SCREENS, ...RESIGN_SCREENS, ...LOCATION_SCREENS, ...ORGANISATION_TREE_SCREENS, ...SETTINGS_SCREENS, ...COMPLEMENT_SCREENS } });
