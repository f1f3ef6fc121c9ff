/**
 * Mail text comes from the same translation files as the UI (`oauth` namespace, `mail.*` keys) through the
 * server's one translator (src/i18n/translator.ts), so every mail exists in all five languages and stays in step.
 */
import { translator } from '../../../i18n/translator';
import type { MailLanguage } from '../context';

export type MailTranslate = (key: string, params?: Record<string, string | number>) => string;

/** `t` for one language with English fallback; keys are relative to the `oauth` namespace (`mail.subject…`). */
export function mailTranslator(localesDir: string, lng: MailLanguage): MailTranslate {
  const t = translator(localesDir, lng);
  return (key, params) => t(`oauth:${key}`, params);
}
