import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { matchLanguage } from './languages';

/** SPEC §1 "the i18n language key": where the chosen language is kept in local storage (and looked up). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Query parameter that forces a language, e.g. `?lng=ar`. */
export const LANGUAGE_QUERY_PARAM = 'lng';
/** Cookie a server or another app may set to choose the language. */
export const LANGUAGE_COOKIE = 'i18next';

/** SPEC §1 detection order: the first source naming one of our languages wins. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

/**
 * Detector options. Tags are mapped onto our languages (`en-GB` → `en`); a tag that is none of them is passed
 * on unchanged so i18next skips it and tries the next source instead of stopping at English.
 */
export function detectionOptions(overrides: Partial<DetectorOptions> = {}): DetectorOptions {
  return {
    order: [...DETECTION_ORDER],
    lookupQuerystring: LANGUAGE_QUERY_PARAM,
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage'],
    excludeCacheFor: ['cimode'],
    convertDetectedLanguage: (lng: string) => matchLanguage(lng) ?? lng,
    ...overrides,
  };
}
