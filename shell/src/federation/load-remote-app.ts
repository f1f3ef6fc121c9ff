import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_MAJOR,
  federationName,
  type RemoteAppModule,
  type RemoteAppProps,
  type RemoteManifest,
  type RemoteManifestModule,
  type RemoteName,
} from '@timekeep/contracts';
import { isFallbackModule } from './fallback-plugin';
import { RemoteLoadError } from './remote-load-error';

export type RemoteApp = ComponentType<RemoteAppProps>;

export interface LoadedRemote {
  App: RemoteApp;
  manifest: RemoteManifest;
}

// Loaded apps by remote, so moving between areas of one remote (personnel: /company, /team…) shows no spinner.
const loadedApps = new Map<RemoteName, LoadedRemote>();

export function cachedRemoteApp(remote: RemoteName): LoadedRemote | undefined {
  return loadedApps.get(remote);
}

export function forgetRemoteApp(remote: RemoteName): void {
  loadedApps.delete(remote);
}

async function loadExpose<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${federationName(remote)}/${expose}`;
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(id);
  } catch (error) {
    throw new RemoteLoadError('load', `${id} could not be loaded`, { cause: error });
  }
  if (isFallbackModule(loaded)) throw new RemoteLoadError('load', `${id} could not be loaded`, { cause: loaded });
  if (loaded === null || loaded === undefined) throw new RemoteLoadError('load', `${id} resolved to nothing`);
  return loaded as T;
}

/**
 * Loads a remote's `./App` together with its `./manifest`, and refuses the remote when the manifest is missing,
 * names another remote, or declares another contract major than this shell (frontend-notes §1.8).
 */
export async function loadRemoteApp(remote: RemoteName): Promise<LoadedRemote> {
  const [appModule, manifestModule] = await Promise.all([
    loadExpose<RemoteAppModule>(remote, 'App'),
    loadExpose<RemoteManifestModule>(remote, 'manifest'),
  ]);
  const manifest = manifestModule.default;
  if (!manifest || manifest.contract !== CONTRACT_MAJOR || manifest.remote !== remote) {
    throw new RemoteLoadError(
      'contract',
      `${remote} declares contract ${String(manifest?.contract)} for ${String(manifest?.remote)}; the shell needs ${CONTRACT_MAJOR}`,
    );
  }
  if (typeof appModule.default !== 'function' && typeof appModule.default !== 'object') {
    throw new RemoteLoadError('load', `${remote}/App has no default component`);
  }
  const loaded: LoadedRemote = { App: appModule.default, manifest };
  loadedApps.set(remote, loaded);
  return loaded;
}
