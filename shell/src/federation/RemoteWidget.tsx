import { Component, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteWidgetRef } from '@timekeep/contracts';
import { CenteredProgress } from '../pages/CenteredProgress';
import { useDeployManifest } from './DeployManifestProvider';
import { loadRemoteWidget } from './load-remote-app';
import { deployedRemote } from './remote-registry';

type WidgetState = { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'unavailable' };

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A widget that throws while rendering gives way to the page's own fallback, never to a broken page. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] remote widget render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteWidgetProps {
  widget: RemoteWidgetRef;
  /** What the page shows when the remote is not deployed, fails to load or to render (the shell's own content). */
  fallback: ReactNode;
  /** Label of the progress shown while the remote loads. */
  loadingLabel: string;
}

/**
 * A remote's component in a shell page (ADR 0088): found through the deploy manifest like every remote screen,
 * loaded on first render with its namespaces, and replaced by `fallback` whenever the remote is unavailable — a
 * shell page never depends on a remote to be usable.
 */
export function RemoteWidget({ widget, fallback, loadingLabel }: RemoteWidgetProps) {
  const { i18n } = useTranslation();
  const { state: manifestState } = useDeployManifest();
  const manifest = manifestState.status === 'ready' ? manifestState.manifest : null;
  const deployed = manifest ? deployedRemote(manifest, widget.remote) !== undefined : false;
  const [state, setState] = useState<WidgetState>({ status: 'loading' });

  useEffect(() => {
    if (manifestState.status === 'failed') {
      setState({ status: 'unavailable' });
      return;
    }
    if (!manifest) return;
    if (!deployed) {
      setState({ status: 'unavailable' });
      return;
    }
    let active = true;
    loadRemoteWidget(widget).then(
      async ({ Widget, manifest: remoteManifest }) => {
        await i18n.loadNamespaces(remoteManifest.namespaces).catch(() => undefined);
        if (active) setState({ status: 'ready', Widget });
      },
      (error: unknown) => {
        console.warn(`[shell] ${widget.remote}/${widget.expose} unavailable`, error);
        if (active) setState({ status: 'unavailable' });
      },
    );
    return () => {
      active = false;
    };
  }, [manifestState.status, manifest, deployed, widget, i18n]);

  const loading = <CenteredProgress fill="region" label={loadingLabel} />;
  if (state.status === 'unavailable') return <>{fallback}</>;
  if (state.status === 'loading') return loading;
  const { Widget } = state;
  return (
    <WidgetErrorBoundary fallback={fallback}>
      <Suspense fallback={loading}>
        <Widget />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
