import { companyFormats } from '@timekeep/ui';
import { applyCompanySettings, COMPANY_LANGUAGE_KEY, companyLanguageToApply } from './company-settings';

test('the company default language applies once per change; the user’s own choice stays until then', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  expect(companyLanguageToApply(null, storage)).toBeNull();
  expect(companyLanguageToApply('es-MX', storage)).toBe('es-MX');
  expect(store.get(COMPANY_LANGUAGE_KEY)).toBe('es-MX');
  expect(companyLanguageToApply('es-MX', storage)).toBeNull();
  expect(companyLanguageToApply('ar', storage)).toBe('ar');
});

test('a language named in the address the app opened with is kept over the company default, now and later', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  expect(companyLanguageToApply('en', storage, true)).toBeNull();
  expect(companyLanguageToApply('en', storage)).toBeNull();
  // The administrator changes the default afterwards: that change applies.
  expect(companyLanguageToApply('tr', storage)).toBe('tr');
});

test('the formats of current-company/ go to the shared store', () => {
  applyCompanySettings({ date_format: 'DD/MM/YYYY', time_format: 'hh:mm A', first_day_of_week: 0, default_language: 'tr' });
  expect(companyFormats()).toEqual({ dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A', firstDayOfWeek: 0, defaultLanguage: 'tr' });
});
