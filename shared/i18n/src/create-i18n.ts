import i18next, { type i18n as I18nInstance, type ThirdPartyModule } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { detectionOptions } from './detection';
import { applyDocumentLanguage } from './document-language';
import { baseInitOptions } from './init-options';
import { INITIAL_NAMESPACES } from './namespaces';

/** Where the browser fetches translation files; the server serves `shared/i18n/locales` there. */
export const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

export interface CreateI18nOptions {
  /** react-i18next's `initReactI18next`; optional so this package never forces React on its users. */
  react?: ThirdPartyModule;
  /** Translation file URL template (`{{lng}}`, `{{ns}}`). */
  loadPath?: string;
  /** Force a language instead of detecting one (it is normalised, e.g. `en-GB` → `en`). */
  lng?: string;
  /** Extra http-backend options, e.g. `queryStringParams` for cache busting or `request` in tests. */
  backend?: Omit<HttpBackendOptions, 'loadPath'>;
  /** Detector overrides (order, lookup keys); the SPEC defaults are right for the product. */
  detection?: Partial<DetectorOptions>;
  debug?: boolean;
}

/**
 * The product's i18next instance: detects the language (SPEC §1 order), fetches `default`, `common`, `menu` and
 * `api` up front and any other namespace on first use, and keeps `<html lang dir>` in step with the language.
 * Resolves once the initial namespaces are loaded (or failed to load: missing keys then show English or the key).
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const instance = i18next.createInstance();
  instance.use(HttpBackend).use(LanguageDetector);
  if (options.react) instance.use(options.react);
  instance.on('languageChanged', (lng: string) => applyDocumentLanguage(lng));

  await instance.init<HttpBackendOptions>({
    ...baseInitOptions(),
    ns: [...INITIAL_NAMESPACES],
    ...(options.lng ? { lng: options.lng } : {}),
    debug: options.debug ?? false,
    detection: detectionOptions(options.detection),
    backend: { ...options.backend, loadPath: options.loadPath ?? DEFAULT_LOAD_PATH },
  });
  applyDocumentLanguage(instance.resolvedLanguage ?? instance.language);
  return instance;
}
