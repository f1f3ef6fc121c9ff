import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@timekeep/contracts';
import { DeployError } from './deploy-error';

/** The remote named on the command line, or a clear error listing the valid names. */
export function requireRemoteName(name: string): RemoteName {
  if (isRemoteName(name)) return name;
  throw new DeployError(`unknown remote "${name}"; known remotes: ${REMOTE_NAMES.join(', ')}`);
}
