import { AREAS, type AreaDefinition } from '@timekeep/contracts';
import { preloadAntdScope } from '@timekeep/ui';

export const loadMainLayout = () => import('../layout/MainLayout');

export interface RouteChunkLoaders {
  areas?: readonly AreaDefinition[];
  loadAntdScope?: () => Promise<unknown>;
  loadMainLayout?: () => Promise<unknown>;
}

function publicAreaAt(pathname: string, areas: readonly AreaDefinition[]): AreaDefinition | undefined {
  return areas.find((area) => !area.authenticated && (pathname === area.base || pathname.startsWith(`${area.base}/`)));
}

/** A path of the main application (signed in, in the main layout), not one of the public areas. */
export function isMainApplicationPath(pathname: string, areas: readonly AreaDefinition[] = AREAS): boolean {
  return publicAreaAt(pathname, areas) === undefined;
}

/**
 * Starts loading, at app start, what the first route will need, in parallel with translations and the region:
 * antd's scope for a route the shell scopes, and the main layout for a main-application path. Otherwise each would
 * only start once the previous step rendered (i18n → region → scope → layout → page, ADR 0015). A route its remote
 * scopes (the sign-in page) loads neither. A failed preload is retried when the route renders.
 */
export function preloadRouteChunks(pathname: string, loaders: RouteChunkLoaders = {}): void {
  const { areas = AREAS, loadAntdScope = preloadAntdScope, loadMainLayout: loadLayout = loadMainLayout } = loaders;
  const publicArea = publicAreaAt(pathname, areas);
  if (publicArea?.antdScope === 'remote') return;
  loadAntdScope().catch(() => undefined);
  if (!publicArea) loadLayout().catch(() => undefined);
}
