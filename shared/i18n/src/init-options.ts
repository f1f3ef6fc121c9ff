import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

/** Options shared by the browser instance and the test instance, so tests translate exactly like the app. */
export function baseInitOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // Remotes load their namespace on first use (useTranslation('<ns>')); listing them all keeps `ns` honest.
    ns: [...NAMESPACES],
    // An empty string in a translation file is a gap, not a translation: fall back to English.
    returnEmptyString: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
  };
}
