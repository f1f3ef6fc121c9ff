import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type CompanySettings } from '@timekeep/contracts';
import { setCompanyFormats, useCompanyFormats } from '@timekeep/ui';

export const CURRENT_COMPANY_PATH = '/oauth/api/v2/current-company/';
/** The company default language this browser last switched to (so a later own choice is kept until it changes). */
export const COMPANY_LANGUAGE_KEY = 'timekeep.companyLanguage';

/** The company's formats and default language into the shared store every screen reads. */
export function applyCompanySettings(settings: Partial<CompanySettings>): void {
  setCompanyFormats({
    ...(settings.date_format ? { dateFormat: settings.date_format } : {}),
    ...(settings.time_format ? { timeFormat: settings.time_format } : {}),
    ...(typeof settings.first_day_of_week === 'number' ? { firstDayOfWeek: settings.first_day_of_week } : {}),
    ...(settings.default_language ? { defaultLanguage: settings.default_language } : {}),
  });
}

/** Reads `current-company/` beside the signed-in user; the screens work with the defaults when it fails. */
export async function loadCompanySettings(client: ApiClient): Promise<void> {
  try {
    const response = await client.get<CompanySettings>(CURRENT_COMPANY_PATH);
    if (isSuccessCode(response.code) && response.data) applyCompanySettings(response.data);
  } catch {
    // Formats stay at their defaults; nothing else depends on them.
  }
}

/**
 * The language to switch to: the company's default when this browser has not followed that default yet (a new
 * browser, or the administrator changed it); null keeps the user's own choice. A language named in the address the
 * app was opened with (`?lng=ar`, a link someone sent) is such a choice: the default counts as followed, so it
 * neither overrides the link now nor later.
 */
export function companyLanguageToApply(defaultLanguage: string | null, storage: Pick<Storage, 'getItem' | 'setItem'>, languageInAddress = false): string | null {
  if (!defaultLanguage || storage.getItem(COMPANY_LANGUAGE_KEY) === defaultLanguage) return null;
  storage.setItem(COMPANY_LANGUAGE_KEY, defaultLanguage);
  return languageInAddress ? null : defaultLanguage;
}

// Read once, when the shell starts: the router may rewrite the address before the company's settings arrive.
const LANGUAGE_IN_START_ADDRESS = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('lng');

/** Switches the UI to the company's default language when it is new to this browser. */
export function CompanyLanguageSync(): null {
  const { defaultLanguage } = useCompanyFormats();
  const { i18n } = useTranslation();
  useEffect(() => {
    const language = companyLanguageToApply(defaultLanguage, window.localStorage, LANGUAGE_IN_START_ADDRESS);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [defaultLanguage, i18n]);
  return null;
}
