import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { RemoteFallback } from './RemoteFallback';

/** Marks the module the plugin hands back instead of a failed remote module. */
export const REMOTE_LOAD_FAILURE = Symbol.for('timekeep.remoteLoadFailure');

export interface RemoteLoadFailureInfo {
  id: string;
  lifecycle: string;
  error: unknown;
}

export interface FallbackModule {
  __esModule: true;
  default: () => React.JSX.Element;
  [REMOTE_LOAD_FAILURE]: RemoteLoadFailureInfo;
}

/**
 * Stands in for an expose that failed to load; the shell's loader replaces it by its own fallback with retry. It
 * may render where no shell scope is (a remote that scopes antd itself), so it brings its own (scopes nest).
 */
function ReloadFallback() {
  const { t } = useTranslation('default');
  return <RemoteFallback reason="load" areaTitle={t('remote.thisArea')} onRetry={() => window.location.reload()} scope="own" />;
}

function fallbackModule(info: RemoteLoadFailureInfo): FallbackModule {
  return { __esModule: true, default: ReloadFallback, [REMOTE_LOAD_FAILURE]: info };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILURE in value;
}

interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  from: 'build' | 'runtime';
  lifecycle: 'beforeRequest' | 'beforeLoadShare' | 'afterResolve' | 'onLoad';
}

/**
 * The `errorLoadRemote` hook (frontend-notes §1.5). Only `onLoad` failures are answered: at `afterResolve` (the
 * manifest could not be fetched) returning nothing makes the runtime fail with RUNTIME-003 and re-emit the hook
 * as `onLoad`, and `beforeRequest` expects request arguments, not a module. The answer's shape depends on the
 * caller: a module object for `loadRemote` (`from: 'runtime'`), a factory for a build-time import.
 */
export function handleErrorLoadRemote(args: ErrorLoadRemoteArgs): FallbackModule | (() => FallbackModule) | undefined {
  if (args.lifecycle !== 'onLoad') return undefined;
  const info: RemoteLoadFailureInfo = { id: args.id, lifecycle: args.lifecycle, error: args.error };
  console.warn(`[shell] remote ${args.id} failed to load`, args.error);
  const module = fallbackModule(info);
  return args.from === 'build' ? () => module : module;
}

export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'timekeep-remote-fallback',
    errorLoadRemote: (args) => handleErrorLoadRemote(args),
  };
}
