import { useEffect, useRef, useSyncExternalStore } from 'react';
import { resolveMapsUrls } from './mapsUrls';

/** SPEC §4 maps loader statuses. */
export type MapsLoaderStatus = 'NOT_LOADED' | 'LOADING' | 'LOADED' | 'FAILED' | 'AUTH_FAILURE';

const CALLBACK_NAME = '__timekeepMapsLoaded';

export interface MapsScriptOptions {
  apiKey: string;
  /** Maps origin (MAPS_BASE_URL) or full script URL (default Google's); e2e and tests point it at a local fake. */
  scriptBaseUrl?: string;
  /** UI language, so Google's own texts and geocoding results use it. */
  language?: string;
}

export function mapsScriptUrl({ apiKey, scriptBaseUrl, language }: MapsScriptOptions): string {
  const script = resolveMapsUrls(scriptBaseUrl).script;
  const params = new URLSearchParams({ key: apiKey, libraries: 'places', callback: CALLBACK_NAME, loading: 'async' });
  if (language) params.set('language', language);
  return `${script}${script.includes('?') ? '&' : '?'}${params.toString()}`;
}

type Listener = () => void;
export type MapsWindow = Window & {
  google?: { maps?: unknown };
  gm_authFailure?: () => void;
  [CALLBACK_NAME]?: () => void;
};

/**
 * Loads the Maps JS API once per page and reports its status. Google signals a bad key through the global
 * `gm_authFailure` hook (after the script itself loaded fine), which moves the status to AUTH_FAILURE.
 * Load failures are only logged (SPEC §8).
 */
export function createMapsLoader(target: Window = window) {
  const win = target as MapsWindow;
  let status: MapsLoaderStatus = win.google?.maps ? 'LOADED' : 'NOT_LOADED';
  const listeners = new Set<Listener>();
  const set = (next: MapsLoaderStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  const load = (options: MapsScriptOptions): void => {
    if (status === 'LOADING' || status === 'LOADED' || status === 'AUTH_FAILURE') return;
    if (win.google?.maps) {
      set('LOADED');
      return;
    }
    set('LOADING');
    win.gm_authFailure = () => {
      console.error('Google Maps authentication failed (gm_authFailure): check the maps API key.');
      set('AUTH_FAILURE');
    };
    win[CALLBACK_NAME] = () => {
      if (status === 'LOADING') set('LOADED');
    };
    const script = win.document.createElement('script');
    script.src = mapsScriptUrl(options);
    script.async = true;
    script.onerror = () => {
      console.error(`Google Maps script failed to load from ${script.src}`);
      script.remove();
      set('FAILED');
    };
    win.document.head.appendChild(script);
  };

  return {
    getStatus: () => status,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    /** A failed load may be retried (e.g. after the network came back). */
    reset: () => {
      if (status === 'FAILED') set('NOT_LOADED');
    },
  };
}

export type MapsLoader = ReturnType<typeof createMapsLoader>;

let pageLoader: MapsLoader | null = null;
/** The page-wide loader (created lazily so importing this module has no side effects). */
export function getMapsLoader(): MapsLoader {
  pageLoader ??= createMapsLoader();
  return pageLoader;
}

/** Status of the page-wide loader, starting the load when options are given. */
export function useMapsStatus(options: MapsScriptOptions | null, loader: MapsLoader = getMapsLoader()): MapsLoaderStatus {
  const status = useSyncExternalStore(loader.subscribe, loader.getStatus, loader.getStatus);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const scriptUrl = options ? mapsScriptUrl(options) : null;
  useEffect(() => {
    if (optionsRef.current && scriptUrl) loader.load(optionsRef.current);
  }, [scriptUrl, loader]);
  return status;
}
