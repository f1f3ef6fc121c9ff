import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { DeployManifest } from '@timekeep/contracts';
import { loadDeployManifest, type ManifestLoadResult } from './deploy-manifest-loader';
import { remoteFallbackPlugin } from './fallback-plugin';
import { registerDeployedRemotes } from './remote-registry';

export type DeployManifestState =
  | { status: 'loading' }
  | { status: 'failed'; result: Extract<ManifestLoadResult, { ok: false }> }
  | { status: 'ready'; manifest: DeployManifest };

interface DeployManifestContextValue {
  state: DeployManifestState;
  /** Fetches the manifest again (the error state's retry). */
  reload: () => void;
}

const DeployManifestContext = createContext<DeployManifestContextValue | null>(null);

export function useDeployManifest(): DeployManifestContextValue {
  const value = useContext(DeployManifestContext);
  if (!value) throw new Error('useDeployManifest() used outside DeployManifestProvider');
  return value;
}

let pluginRegistered = false;
function ensureFallbackPlugin(): void {
  if (pluginRegistered) return;
  registerPlugins([remoteFallbackPlugin()]);
  pluginRegistered = true;
}

export interface DeployManifestProviderProps {
  children: ReactNode;
  load?: () => Promise<ManifestLoadResult>;
}

/**
 * Fetches `/deploy/remotes.json` once at start and registers the remotes it lists. Pages that need no remote
 * render meanwhile; a malformed or missing manifest only affects remote routes.
 */
export function DeployManifestProvider({ children, load = loadDeployManifest }: DeployManifestProviderProps) {
  const [state, setState] = useState<DeployManifestState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then((result) => {
      if (!active) return;
      if (!result.ok) {
        console.warn(`[shell] deploy manifest rejected (${result.reason})`, result.details);
        setState({ status: 'failed', result });
        return;
      }
      ensureFallbackPlugin();
      // Without `force`, remotes registered by an earlier load stay as they are; new names are added.
      registerDeployedRemotes(result.manifest);
      setState({ status: 'ready', manifest: result.manifest });
    });
    return () => {
      active = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return <DeployManifestContext.Provider value={{ state, reload }}>{children}</DeployManifestContext.Provider>;
}
