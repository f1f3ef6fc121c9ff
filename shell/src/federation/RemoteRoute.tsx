import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaDefinition } from '@timekeep/contracts';
import { CenteredProgress } from '../pages/CenteredProgress';
import { useDeployManifest } from './DeployManifestProvider';
import { cachedRemoteApp, forgetRemoteApp, loadRemoteApp, type RemoteApp } from './load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoadError, type RemoteFailureReason } from './remote-load-error';
import { deployedRemote, reRegisterRemote } from './remote-registry';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: RemoteApp }
  | { status: 'failed'; reason: RemoteFailureReason };

/** While a remote's files load: plain markup, so a remote that renders no antd (the sign-in page) loads none. */
function RemoteLoading({ areaTitle }: { areaTitle: string }) {
  const { t } = useTranslation('default');
  return <CenteredProgress fill="region" label={t('remote.loading', { area: areaTitle })} />;
}

export interface RemoteRouteProps {
  area: AreaDefinition;
}

/**
 * Mounts the remote that owns `area` at `area.base` (frontend-notes §1.3): loads its `./App` lazily on first
 * visit, and shows a fallback with retry when the deploy manifest, the remote's files or its rendering fail.
 * Retry really re-attempts: after a load failure the remote is registered again with `force` (dropping the
 * runtime's cached failure) and loaded afresh; after a render error the app is mounted anew.
 */
export function RemoteRoute({ area }: RemoteRouteProps) {
  const { t, i18n } = useTranslation('menu');
  const areaTitle = t(`area.${area.area}`);
  const { state: manifestState, reload: reloadManifest } = useDeployManifest();
  const manifest = manifestState.status === 'ready' ? manifestState.manifest : null;
  const entry = manifest ? deployedRemote(manifest, area.remote) : undefined;

  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>(() => {
    const cached = cachedRemoteApp(area.remote);
    return cached ? { status: 'ready', App: cached.App } : { status: 'loading' };
  });
  // What the next load must undo first: set by a failed load, consumed by the retry's load.
  const mustReRegister = useRef(false);

  useEffect(() => {
    if (!manifest) return;
    if (!entry) {
      setLoad({ status: 'failed', reason: 'not-deployed' });
      return;
    }
    let active = true;
    if (mustReRegister.current) {
      mustReRegister.current = false;
      forgetRemoteApp(area.remote);
      reRegisterRemote(area.remote, entry);
    }
    const cached = cachedRemoteApp(area.remote);
    if (cached) {
      setLoad({ status: 'ready', App: cached.App });
      return;
    }
    setLoad({ status: 'loading' });
    loadRemoteApp(area.remote).then(
      async ({ App, manifest: remoteManifest }) => {
        // The remote's own namespaces, before its first render (a missing file only leaves keys untranslated).
        await i18n.loadNamespaces(remoteManifest.namespaces).catch(() => undefined);
        if (active) setLoad({ status: 'ready', App });
      },
      (error: unknown) => {
        console.warn(`[shell] ${area.remote} unavailable`, error);
        mustReRegister.current = true;
        if (active) setLoad({ status: 'failed', reason: error instanceof RemoteLoadError ? error.reason : 'load' });
      },
    );
    return () => {
      active = false;
    };
  }, [manifest, entry, area.remote, attempt, i18n]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A route the remote scopes itself has no shell AntdScope around it; the fallback (antd) then brings one.
  const fallbackScope = area.antdScope === 'remote' ? 'own' : 'inherited';

  if (manifestState.status === 'failed') {
    return <RemoteFallback reason="manifest" areaTitle={areaTitle} onRetry={reloadManifest} scope={fallbackScope} />;
  }
  if (manifestState.status === 'loading' || load.status === 'loading') return <RemoteLoading areaTitle={areaTitle} />;
  if (load.status === 'failed') {
    // A remote missing from the manifest can only appear with a newer manifest: retry fetches that.
    const onRetry = load.reason === 'not-deployed' ? reloadManifest : retry;
    return <RemoteFallback reason={load.reason} areaTitle={areaTitle} onRetry={onRetry} scope={fallbackScope} />;
  }
  const { App } = load;
  return (
    <RemoteErrorBoundary key={attempt} areaTitle={areaTitle} onRetry={retry} scope={fallbackScope}>
      {/* A remote that suspends (lazy pages, a namespace still loading) keeps the layout around it. */}
      <Suspense fallback={<RemoteLoading areaTitle={areaTitle} />}>
        <App basePath={area.base} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
