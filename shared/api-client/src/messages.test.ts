import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CLIENT_MESSAGES, translateApiKey } from './messages';

const LANGUAGES = ['en', 'es-MX', 'ar', 'tr', 'zh-CN'];
const readApiNamespace = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../i18n/locales', lng, 'api.json'), 'utf8'));

describe('api namespace keys of the client', () => {
  it.each(LANGUAGES)('%s has a translation for every key the client uses', (lng) => {
    const namespace = readApiNamespace(lng);
    for (const key of Object.keys(API_CLIENT_MESSAGES)) {
      expect(typeof namespace[key]).toBe('string');
      expect(namespace[key].trim()).not.toBe('');
    }
  });

  it('uses the shipped English text as its fallback', () => {
    const en = readApiNamespace('en');
    for (const [key, text] of Object.entries(API_CLIENT_MESSAGES)) expect(en[key]).toBe(text);
  });

  it('falls back when the translator echoes the key back', () => {
    expect(translateApiKey((key) => key, 'ZXXX0001', 'fallback')).toBe('fallback');
    expect(translateApiKey(() => 'ZXXX0001', 'ZXXX0001', 'fallback')).toBe('fallback');
    expect(translateApiKey(() => 'Texto', 'ZXXX0001', 'fallback')).toBe('Texto');
  });
});
