import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code loads when first shown (its own chunk, its own antd components), or earlier via `preload`. */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * React.lazy plus `preload`: tests (and a link the user is about to follow) can load the page ahead, and a loaded
 * page renders at once without suspending. Only the sign-in pages ship in the remote's first chunk; every other
 * onboarding page, with the antd components it alone uses, loads when visited (ADR 0014). A failed chunk is fetched
 * again on the next attempt (React.lazy alone would keep the failure), so the shell's Retry can succeed.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        Suspended = suspendUntilLoaded();
        throw error;
      },
    ));
  const suspendUntilLoaded = (): LazyExoticComponent<ComponentType> => lazy(() => preload().then((component) => ({ default: component })));
  let Suspended = suspendUntilLoaded();
  function Page() {
    const Component = loaded ?? Suspended;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
