import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type DeployManifest, type RemoteEntry, type RemoteName } from '@timekeep/contracts';

/** The manifest entry of a remote, if the deploy manifest lists it. */
export function deployedRemote(manifest: DeployManifest, remote: RemoteName): RemoteEntry | undefined {
  return Object.prototype.hasOwnProperty.call(manifest.remotes, remote) ? manifest.remotes[remote] : undefined;
}

function runtimeRemote(remote: RemoteName, entry: RemoteEntry): { name: string; entry: string } {
  return { name: federationName(remote), entry: entry.entry };
}

/** Tells the federation runtime where every deployed remote lives; nothing is fetched until a route needs it. */
export function registerDeployedRemotes(manifest: DeployManifest): void {
  const remotes = Object.entries(manifest.remotes).map(([remote, entry]) => runtimeRemote(remote as RemoteName, entry));
  registerRemotes(remotes);
}

/**
 * Registers one remote again with `force`, which drops the runtime's cached manifest, container and failed
 * loading promise for it, so the next `loadRemote` really fetches again (retry after a failed entry).
 */
export function reRegisterRemote(remote: RemoteName, entry: RemoteEntry): void {
  registerRemotes([runtimeRemote(remote, entry)], { force: true });
}
