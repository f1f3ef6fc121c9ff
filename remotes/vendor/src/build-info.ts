import { API_CLIENT_INSTANCE_ID } from '@timekeep/api-client';
import type { RemoteBuildInfo } from '@timekeep/ui';
import { REMOTE } from './remote-info';

/** Read in this remote's own bundle, so the footer shows this build's version and the api-client it was given. */
export const BUILD_INFO: RemoteBuildInfo = {
  remote: REMOTE,
  version: __APP_VERSION__,
  apiClientInstanceId: API_CLIENT_INSTANCE_ID,
};
