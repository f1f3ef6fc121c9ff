import type { Region } from '@timekeep/ui';
import type { ManifestLoadResult } from '../federation/deploy-manifest-loader';

export interface EarlyLoads {
  loadRegion: () => Promise<Region | null>;
  loadManifest: () => Promise<ManifestLoadResult>;
}

/** The first call answers with the request started early; later calls (a retry) start a new one. */
export function firstFromEarly<T>(start: () => Promise<T>): () => Promise<T> {
  let early: Promise<T> | undefined = start();
  // Nobody may ask for it (the route changed first): its failure must not surface as an unhandled rejection.
  early.catch(() => undefined);
  return () => {
    const pending = early ?? start();
    early = undefined;
    return pending;
  };
}

/**
 * Starts, with the page, the lookups that need no translation: the region and the deploy manifest (whose remote's files
 * the page's preload hints are already fetching, ADR 0115). They used to wait for i18n, then for each other (i18n → region → manifest → remote);
 * now they overlap with loading the translations (issue 16 item 13).
 */
export function startEarlyLoads(loaders: EarlyLoads): EarlyLoads {
  return { loadRegion: firstFromEarly(loaders.loadRegion), loadManifest: firstFromEarly(loaders.loadManifest) };
}
