import { isRtl, normalizeLanguage } from './languages';

/**
 * Reflects the language on `<html>`: `lang` for screen readers and fonts, `dir` so layout mirrors for Arabic
 * (and flips back to `ltr` when the user leaves Arabic).
 */
export function applyDocumentLanguage(lng: string | null | undefined, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const root = doc.documentElement;
  root.setAttribute('lang', normalizeLanguage(lng));
  root.setAttribute('dir', isRtl(lng) ? 'rtl' : 'ltr');
}
