import { createRemoteApp } from '@timekeep/ui';
import { BUILD_INFO } from '../build-info';
import { COMPLEMENT_SCREENS } from '../features/complement/screens';
import { LOCATION_SCREENS } from '../features/location/screens';
import { ORGANISATION_TREE_SCREENS } from '../features/organisation/tree-screens';
import { PERSONAL_OUTDOOR_SCREENS } from '../features/personal/outdoor-screens';
import { PERSONAL_REQUEST_SCREENS } from '../features/personal/request-screens';
import { PERSONAL_TIME_SCREENS } from '../features/personal/screens';
import { SETTINGS_SCREENS } from '../features/settings/screens';
import { TEAM_SCREENS } from '../features/team/screens';
import { WORKFLOW_SCREENS } from '../features/workflow/screens';

/** `./App`: this remote's pages as relative routes under the shell's router (see createRemoteApp). */
export default createRemoteApp({ build: BUILD_INFO, screens: { ...TEAM_SCREENS, ...WORKFLOW_SCREENS, ...PERSONAL_REQUEST_SCREENS, ...LOCATION_SCREENS, ...ORGANISATION_TREE_SCREENS, ...SETTINGS_SCREENS, ...COMPLEMENT_SCREENS, ...PERSONAL_TIME_SCREENS, ...PERSONAL_OUTDOOR_SCREENS } });
