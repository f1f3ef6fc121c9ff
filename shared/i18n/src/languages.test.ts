import { FALLBACK_LANGUAGE, LANGUAGES, SUPPORTED_LANGUAGES, isRtl, matchLanguage, normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en_AU', 'en'],
    ['EN-gb', 'en'],
    ['es', 'es-MX'],
    ['es-MX', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['es-419', 'es-MX'],
    ['es_mx', 'es-MX'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['ar-EG', 'ar'],
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    [' zh-cn ', 'zh-CN'],
    ['fr', 'en'],
    ['fr-FR', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
    ['cimode', 'en'],
  ])('%j → %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it('maps missing values to English', () => {
    expect(normalizeLanguage(undefined)).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('maps every supported code onto itself', () => {
    for (const code of SUPPORTED_LANGUAGES) expect(normalizeLanguage(code)).toBe(code);
  });
});

describe('matchLanguage', () => {
  it('returns undefined for languages we do not ship, so detection can try the next source', () => {
    expect(matchLanguage('fr-FR')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
    expect(matchLanguage('pt-BR')).toBeUndefined();
  });

  it('matches on the primary subtag only', () => {
    expect(matchLanguage('en-Latn-US')).toBe('en');
    expect(matchLanguage('english')).toBeUndefined();
  });
});

describe('LANGUAGES', () => {
  it('lists the five SPEC languages in dialog order with native titles', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es-MX', 'ar', 'tr', 'zh-CN']);
    expect(Object.fromEntries(LANGUAGES.map((l) => [l.code, l.title]))).toEqual({
      en: 'English',
      'es-MX': 'Español (México)',
      ar: 'العربية',
      tr: 'Türkçe',
      'zh-CN': '简体中文',
    });
  });
});

describe('isRtl', () => {
  it('is true for Arabic only', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-SA')).toBe(true);
    for (const code of ['en', 'es-MX', 'tr', 'zh-CN', 'he', undefined]) expect(isRtl(code)).toBe(false);
  });
});
