import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../plain/PlainAlert';
import { PlainButton } from '../../plain/PlainButton';

type ProviderComponent = ComponentType<{ children: ReactNode }>;

let loadedProvider: ProviderComponent | null = null;
let pendingProvider: Promise<ProviderComponent> | null = null;
let loadFailed = false;

/**
 * Loads antd's configured ConfigProvider (its chunk pulls antd's core: theme, style engine, locale). Call it ahead
 * when antd will soon be needed (a dialog about to open, tests). After a failure the next call loads again.
 */
export function preloadAntdScope(): Promise<ProviderComponent> {
  pendingProvider ??= import('./AntdScopeProvider').then(
    (module) => (loadedProvider = module.default),
    (error: unknown) => {
      pendingProvider = null;
      loadFailed = true;
      throw error;
    },
  );
  return pendingProvider;
}

const lazyProvider = () => lazy(() => preloadAntdScope().then((component) => ({ default: component })));
let LazyProvider = lazyProvider();

/**
 * After a failed load, lets the next render load again. Not done in the rejection itself: React renders a rejected
 * lazy component again before the error boundary shows, and a fresh one there would load again and again while
 * the network is down.
 */
export function resetAntdScope(): void {
  if (!loadFailed) return;
  loadFailed = false;
  LazyProvider = lazyProvider();
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('default');
  return (
    <div style={{ padding: 24 }}>
      <PlainAlert type="error" title={t('error.screenLoadFailed')} />
      <PlainButton variant="primary" onClick={onRetry} style={{ marginTop: 12 }}>
        {t('remote.retry')}
      </PlainButton>
    </div>
  );
}

/**
 * Shows antd's chunk failing to load (offline, a deploy removed the file) with a Retry, without antd; any other
 * error from the children goes on to the next boundary.
 */
class ScopeLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  private readonly retry = () => {
    resetAntdScope();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    // Not antd's chunk failing: the caller's boundary handles it.
    if (!loadFailed) throw this.state.error;
    return <LoadFailed onRetry={this.retry} />;
  }
}

/**
 * The provider this scope renders, fixed when the scope mounts: swapping the lazy component for the loaded one on
 * a later render would give the children a new parent type, and React would mount them afresh (state lost).
 */
function ScopeProvider({ children }: { children: ReactNode }) {
  const [Provider] = useState<ProviderComponent>(() => loadedProvider ?? LazyProvider);
  return <Provider>{children}</Provider>;
}

export interface AntdScopeProps {
  children: ReactNode;
  /** Shown while antd's chunk loads the first time (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Everything that renders antd components sits inside an AntdScope: the shell puts one around the main
 * application and the public areas that use antd; the sign-in page renders without antd and scopes only its
 * dialogs and the other onboarding pages (ADR 0015). Scopes may nest; all share antd's one style cache, so the same
 * theme yields the same styles. Once loaded, a scope renders at once without suspending; a failed load shows a
 * translated message with Retry in its place.
 */
export function AntdScope({ children, fallback = null }: AntdScopeProps) {
  return (
    <ScopeLoadBoundary>
      <Suspense fallback={fallback}>
        <ScopeProvider>{children}</ScopeProvider>
      </Suspense>
    </ScopeLoadBoundary>
  );
}
