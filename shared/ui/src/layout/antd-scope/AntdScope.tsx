import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type ProviderComponent = ComponentType<{ children: ReactNode }>;

let loadedProvider: ProviderComponent | null = null;
let pendingProvider: Promise<ProviderComponent> | null = null;

/**
 * Loads antd's configured ConfigProvider (its chunk pulls antd's core: theme, style engine, locale). A failed load
 * is attempted again next time. Call it ahead when antd will soon be needed (a dialog about to open, tests).
 */
export function preloadAntdScope(): Promise<ProviderComponent> {
  pendingProvider ??= import('./AntdScopeProvider').then(
    (module) => (loadedProvider = module.default),
    (error: unknown) => {
      pendingProvider = null;
      LazyProvider = lazyProvider();
      throw error;
    },
  );
  return pendingProvider;
}

const lazyProvider = () => lazy(() => preloadAntdScope().then((component) => ({ default: component })));
let LazyProvider = lazyProvider();

export interface AntdScopeProps {
  children: ReactNode;
  /** Shown while antd's chunk loads the first time (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Everything that renders antd components sits inside an AntdScope: the shell puts one around the main
 * application and the public areas that use antd; the sign-in page renders without antd and scopes only its
 * dialogs and the other onboarding pages (ADR 0015). Scopes may nest; all share antd's one style cache, so the same
 * theme yields the same styles. Once loaded, a scope renders at once without suspending.
 */
export function AntdScope({ children, fallback = null }: AntdScopeProps) {
  const Provider = loadedProvider ?? LazyProvider;
  return (
    <Suspense fallback={fallback}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
