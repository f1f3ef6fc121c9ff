/**
 * The five product languages (SPEC §1) and the mapping of any browser or user language tag onto them.
 * Pure functions only: the detector, the language dialog and the server can all use them.
 */

export const LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'es-MX', title: 'Español (México)' },
  { code: 'ar', title: 'العربية' },
  { code: 'tr', title: 'Türkçe' },
  { code: 'zh-CN', title: '简体中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export interface LanguageOption {
  code: LanguageCode;
  /** The language's own name, shown in the language dialog whatever the current language is. */
  title: string;
}

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Primary subtag (lower case) → product language; every variant of these languages maps onto the one we ship. */
const BY_PRIMARY_SUBTAG: Record<string, LanguageCode> = {
  en: 'en',
  es: 'es-MX',
  ar: 'ar',
  tr: 'tr',
  zh: 'zh-CN',
};

/**
 * The product language for a tag (`en-GB` → `en`, `es_ES` → `es-MX`, `zh-Hant-TW` → `zh-CN`), or undefined
 * when the tag is not one of our languages, so that a detector can move on to its next source.
 */
export function matchLanguage(tag: string | null | undefined): LanguageCode | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().replace(/_/g, '-').split('-')[0].toLowerCase();
  return Object.prototype.hasOwnProperty.call(BY_PRIMARY_SUBTAG, primary) ? BY_PRIMARY_SUBTAG[primary] : undefined;
}

/** Like `matchLanguage`, but anything unknown (or missing) becomes the fallback, English. */
export function normalizeLanguage(tag: string | null | undefined): LanguageCode {
  return matchLanguage(tag) ?? FALLBACK_LANGUAGE;
}

/** Right-to-left is Arabic only (SPEC §1). */
export function isRtl(tag: string | null | undefined): boolean {
  return matchLanguage(tag) === 'ar';
}
