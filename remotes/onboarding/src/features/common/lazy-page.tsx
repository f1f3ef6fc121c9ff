import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AntdScope, preloadAntdScope } from '@timekeep/ui';
import { PageLoading } from './PageLoading';

/** A component whose code loads when first rendered (its own chunk), or earlier via `preload`. */
export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  preload(): Promise<ComponentType<P>>;
  /** After a failed load: the next render loads again (called by the error boundary that showed the failure). */
  reset(): void;
}

/**
 * React.lazy plus `preload`: tests (and a link the user is about to follow) can load the code ahead, and a loaded
 * component renders at once without suspending. A failed load reaches the nearest error boundary once (replacing
 * the lazy component at once would make React load again and again while the network is down); after `reset` or a
 * new `preload` the chunk is fetched again (React.lazy alone would keep the failure), so a Retry can succeed.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        failed = true;
        throw error;
      },
    ));
  const suspendUntilLoaded = (): LazyExoticComponent<ComponentType<P>> => lazy(() => preload().then((component) => ({ default: component })));
  let Suspended = suspendUntilLoaded();
  function Lazy(props: P) {
    const Component = (loaded ?? Suspended) as ComponentType<P>;
    return <Component {...props} />;
  }
  Lazy.preload = preload;
  Lazy.reset = () => {
    if (!failed) return;
    failed = false;
    Suspended = suspendUntilLoaded();
  };
  return Lazy;
}

interface LoadFailureBoundaryProps {
  /** Called with the failure (e.g. reset the lazy component, tell the user); must be idempotent. */
  onFailed: () => void;
  /** Pass the failure on to the next boundary (a page: the shell's fallback with Retry) instead of rendering nothing. */
  rethrow?: boolean;
  children: ReactNode;
}

/** Catches a lazily loaded component's failure so the next attempt loads again (see lazyComponent). */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.props.rethrow) {
      // A boundary that throws on is never committed, so componentDidCatch would not run: report here (onFailed is
      // idempotent, e.g. a reset of the lazy component).
      this.props.onFailed();
      throw this.state.error;
    }
    return null;
  }
}

/** A page whose code loads when first shown, rendered inside antd's scope (it renders antd; ADR 0015). */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * Only the sign-in pages ship in the remote's first chunk, without antd; every other onboarding page, with the antd
 * components it alone uses, loads when visited (ADR 0014) and renders inside an AntdScope, which loads antd's core
 * the first time (ADR 0015). `preload` loads both.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const Lazy = lazyComponent<object>(load);
  function Page() {
    return (
      <LoadFailureBoundary onFailed={Lazy.reset} rethrow>
        <AntdScope fallback={<PageLoading />}>
          <Lazy />
        </AntdScope>
      </LoadFailureBoundary>
    );
  }
  Page.preload = () => Promise.all([Lazy.preload(), preloadAntdScope()]).then(([component]) => component);
  return Page;
}
