import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export. Heavy widgets are reached only through these dynamic imports, so their
 * libraries (ag-grid, react-color, cropperjs, Google Maps) become chunks of their own that load on first render
 * instead of sitting in the `@timekeep/ui` singleton every page downloads at start.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}
