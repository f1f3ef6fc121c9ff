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
  type RemoteWidgetModule,
  type RemoteWidgetRef,
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

/** The remote's `./manifest`, refused when missing, naming another remote or another contract major (frontend-notes §1.8). */
function checkedManifest(remote: RemoteName, manifestModule: RemoteManifestModule): RemoteManifest {
  const manifest = manifestModule.default;
  if (!manifest || manifest.contract !== CONTRACT_MAJOR || manifest.remote !== remote) {
    throw new RemoteLoadError(
      'contract',
      `${remote} declares contract ${String(manifest?.contract)} for ${String(manifest?.remote)}; the shell needs ${CONTRACT_MAJOR}`,
    );
  }
  return manifest;
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
  const manifest = checkedManifest(remote, manifestModule);
  if (typeof appModule.default !== 'function' && typeof appModule.default !== 'object') {
    throw new RemoteLoadError('load', `${remote}/App has no default component`);
  }
  const loaded: LoadedRemote = { App: appModule.default, manifest };
  loadedApps.set(remote, loaded);
  return loaded;
}

export interface LoadedWidget {
  Widget: ComponentType;
  manifest: RemoteManifest;
}

/**
 * Loads a component a remote exposes for a shell page (`RemoteWidgetModule`, e.g. `reports/Dashboard`) with the
 * remote's `./manifest`, under the same contract gate as `./App`.
 */
export async function loadRemoteWidget({ remote, expose }: RemoteWidgetRef): Promise<LoadedWidget> {
  const [widgetModule, manifestModule] = await Promise.all([
    loadExpose<RemoteWidgetModule>(remote, expose),
    loadExpose<RemoteManifestModule>(remote, 'manifest'),
  ]);
  const manifest = checkedManifest(remote, manifestModule);
  if (typeof widgetModule.default !== 'function' && typeof widgetModule.default !== 'object') {
    throw new RemoteLoadError('load', `${remote}/${expose} has no default component`);
  }
  return { Widget: widgetModule.default, manifest };
}
