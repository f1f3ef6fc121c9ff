import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AntdScope, preloadAntdScope } from '@timekeep/ui';
import { PageLoading } from './PageLoading';

/** A component whose code loads when first rendered (its own chunk), or earlier via `preload`. */
export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy plus `preload`: tests (and a link the user is about to follow) can load the code ahead, and a loaded
 * component renders at once without suspending. A failed chunk is fetched again on the next attempt (React.lazy
 * alone would keep the failure), so the shell's Retry can succeed.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        Suspended = suspendUntilLoaded();
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
  return Lazy;
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
      <AntdScope fallback={<PageLoading />}>
        <Lazy />
      </AntdScope>
    );
  }
  Page.preload = () => Promise.all([Lazy.preload(), preloadAntdScope()]).then(([component]) => component);
  return Page;
}
