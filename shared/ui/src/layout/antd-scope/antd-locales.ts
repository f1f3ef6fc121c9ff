import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import trTR from 'antd/es/locale/tr_TR';
import zhCN from 'antd/es/locale/zh_CN';
import { normalizeLanguage, type LanguageCode } from '@timekeep/i18n';

// antd ships no Mexican Spanish; es_ES is the closest (same strings for pickers, pagination, forms).
const ANTD_LOCALES: Record<LanguageCode, Locale> = {
  en: enUS,
  'es-MX': esES,
  ar: arEG,
  tr: trTR,
  'zh-CN': zhCN,
};

export function antdLocaleFor(language: string | undefined): Locale {
  return ANTD_LOCALES[normalizeLanguage(language)];
}
