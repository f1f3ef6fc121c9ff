import i18next, { type i18n as I18nInstance, type ThirdPartyModule } from 'i18next';
import { applyDocumentLanguage } from './document-language';
import { baseInitOptions } from './init-options';
import { normalizeLanguage } from './languages';
import { RESOURCES } from './resources';

export interface TestI18nOptions {
  /** Pass react-i18next's `initReactI18next` so `useTranslation()` works without an `I18nextProvider`. */
  react?: ThirdPartyModule;
}

/**
 * A ready i18next instance for tests, with every language and namespace loaded synchronously from the real
 * translation files (no network, no detector). Same options as the app, so a missing key shows up in a test.
 * Import from `@timekeep/i18n/testing`, never from app code: it bundles all translations.
 */
export function createTestI18n(lng: string = 'en', options: TestI18nOptions = {}): I18nInstance {
  const instance = i18next.createInstance();
  if (options.react) instance.use(options.react);
  instance.on('languageChanged', (changed: string) => applyDocumentLanguage(changed));
  void instance.init({
    ...baseInitOptions(),
    lng: normalizeLanguage(lng),
    resources: RESOURCES,
    initAsync: false,
  });
  return instance;
}
