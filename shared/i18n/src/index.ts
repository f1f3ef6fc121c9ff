export { LANGUAGES, SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE, matchLanguage, normalizeLanguage, isRtl } from './languages';
export type { LanguageCode, LanguageOption } from './languages';
export { NAMESPACES, DEFAULT_NAMESPACE, INITIAL_NAMESPACES } from './namespaces';
export type { Namespace } from './namespaces';
export { LANGUAGE_STORAGE_KEY, LANGUAGE_QUERY_PARAM, LANGUAGE_COOKIE, DETECTION_ORDER, detectionOptions } from './detection';
export { applyDocumentLanguage } from './document-language';
export { createI18n, DEFAULT_LOAD_PATH } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
