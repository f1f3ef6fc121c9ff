import { CONTRACT_MAJOR, type RemoteManifest } from '@timekeep/contracts';
import { NAMESPACES, REMOTE } from '../remote-info';

/** `./manifest`: plain data the shell reads before mounting `./App` (contract gate, namespaces, version). */
const manifest: RemoteManifest = {
  remote: REMOTE,
  contract: CONTRACT_MAJOR,
  version: __APP_VERSION__,
  namespaces: [...NAMESPACES],
};

export default manifest;
