import fs from 'node:fs';
import path from 'node:path';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { getI18n, initReactI18next } from 'react-i18next';
import { DEFAULT_LOAD_PATH, createI18n } from './create-i18n';
import { LANGUAGE_STORAGE_KEY } from './detection';

const LOCALES = path.join(__dirname, '..', 'locales');
type RequestFn = NonNullable<HttpBackendOptions['request']>;

/**
 * Serves the real translation files the way the server does, recording every URL the backend asks for.
 * `overrides` replaces a file's content (by "lng/ns") to simulate gaps.
 */
function fileServer(overrides: Record<string, string> = {}): { request: RequestFn; urls: string[] } {
  const urls: string[] = [];
  const request: RequestFn = (_options, url, _payload, callback) => {
    urls.push(url);
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(url);
    const key = match ? `${match[1]}/${match[2]}` : '';
    if (key in overrides) return callback(null, { status: 200, data: overrides[key] });
    const file = match ? path.join(LOCALES, match[1], `${match[2]}.json`) : '';
    if (!file || !fs.existsSync(file)) return callback(null, { status: 404, data: '' });
    callback(null, { status: 200, data: fs.readFileSync(file, 'utf8') });
  };
  return { request, urls };
}

function setCookie(value: string): void {
  document.cookie = `i18next=${value}; path=/`;
}
function setNavigatorLanguages(languages: string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  setNavigatorLanguages([]);
});
afterEach(() => jest.restoreAllMocks());

describe('language detection (SPEC §1 order)', () => {
  interface Sources {
    query?: string;
    cookie?: string;
    local?: string;
    session?: string;
    navigator?: string[];
    html?: string;
  }
  function arrange(s: Sources): void {
    if (s.query) window.history.replaceState(null, '', `/att?lng=${s.query}`);
    if (s.cookie) setCookie(s.cookie);
    if (s.local) localStorage.setItem('i18nextLng', s.local);
    if (s.session) sessionStorage.setItem('i18nextLng', s.session);
    if (s.navigator) setNavigatorLanguages(s.navigator);
    if (s.html) document.documentElement.setAttribute('lang', s.html);
  }

  it.each<[string, Sources, string]>([
    ['querystring beats cookie', { query: 'tr', cookie: 'ar', local: 'es-MX', session: 'zh-CN', navigator: ['ar'], html: 'zh' }, 'tr'],
    ['cookie beats localStorage', { cookie: 'ar', local: 'es-MX', session: 'zh-CN', navigator: ['tr'], html: 'zh' }, 'ar'],
    ['localStorage beats sessionStorage', { local: 'es-MX', session: 'zh-CN', navigator: ['tr'], html: 'ar' }, 'es-MX'],
    ['sessionStorage beats navigator', { session: 'zh-CN', navigator: ['tr'], html: 'ar' }, 'zh-CN'],
    ['navigator beats htmlTag', { navigator: ['tr-TR', 'en'], html: 'ar' }, 'tr'],
    ['htmlTag is the last source', { html: 'es' }, 'es-MX'],
    ['a source naming a language we do not ship is skipped', { query: 'fr', cookie: 'de', local: 'ar' }, 'ar'],
    ['nothing detected falls back to English', {}, 'en'],
    ['en-GB maps to en', { navigator: ['en-GB'] }, 'en'],
    ['es-ES maps to es-MX', { cookie: 'es-ES' }, 'es-MX'],
    ['zh maps to zh-CN', { query: 'zh' }, 'zh-CN'],
  ])('%s', async (_name, sources, expected) => {
    arrange(sources);
    const i18n = await createI18n({ backend: { request: fileServer().request } });
    expect(i18n.language).toBe(expected);
    expect(i18n.resolvedLanguage).toBe(expected);
    expect(document.documentElement.getAttribute('lang')).toBe(expected);
  });

  it('translates with the detected language', async () => {
    setNavigatorLanguages(['ar-SA']);
    const i18n = await createI18n({ backend: { request: fileServer().request } });
    expect(i18n.t('default:notFound.backHome')).toBe('العودة إلى الرئيسية');
    expect(i18n.t('notFound.backHome')).toBe('العودة إلى الرئيسية');
  });
});

describe('persistence', () => {
  it('caches the language in localStorage under i18nextLng and reuses it on the next start', async () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nextLng');
    setNavigatorLanguages(['tr']);
    const first = await createI18n({ backend: { request: fileServer().request } });
    expect(localStorage.getItem('i18nextLng')).toBe('tr');

    await first.changeLanguage('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');

    // A reload: a new instance, same browser, navigator still says Turkish.
    const reloaded = await createI18n({ backend: { request: fileServer().request } });
    expect(reloaded.language).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

describe('document direction', () => {
  it('is rtl for Arabic on init and follows every language change', async () => {
    window.history.replaceState(null, '', '/?lng=ar');
    const i18n = await createI18n({ backend: { request: fileServer().request } });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');

    await i18n.changeLanguage('zh-CN');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');

    await i18n.changeLanguage('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('normalises a language set directly (en-GB → en)', async () => {
    const i18n = await createI18n({ backend: { request: fileServer().request } });
    await i18n.changeLanguage('en-GB');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });
});

describe('fallback', () => {
  it('uses English for keys missing or empty in the current language', async () => {
    const server = fileServer({
      'tr/default': JSON.stringify({ notFound: { title: '' } }),
    });
    const i18n = await createI18n({ lng: 'tr', backend: { request: server.request } });
    expect(i18n.language).toBe('tr');
    expect(i18n.t('default:notFound.title')).toBe('Page not found');
    expect(i18n.t('default:notFound.backHome')).toBe('Back to home');
    // Other namespaces still come from the Turkish files.
    expect(i18n.t('menu:home')).toBe('Ana Sayfa');
  });

  it('a forced unknown language resolves to English', async () => {
    const i18n = await createI18n({ lng: 'fr-FR', backend: { request: fileServer().request } });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('menu:home')).toBe('Home');
  });

  it('a forced language variant resolves to the shipped one', async () => {
    const server = fileServer();
    const i18n = await createI18n({ lng: 'es', backend: { request: server.request } });
    expect(i18n.resolvedLanguage).toBe('es-MX');
    expect(i18n.t('menu:home')).toBe('Inicio');
    expect(server.urls.some((u) => u.includes('/es/'))).toBe(false);
  });
});

describe('loading', () => {
  it('fetches only default, common, menu and api up front (current language and English), others on demand', async () => {
    const server = fileServer();
    const i18n = await createI18n({ lng: 'tr', backend: { request: server.request } });
    const expected = ['tr', 'en'].flatMap((lng) =>
      ['default', 'common', 'menu', 'api'].map((ns) => DEFAULT_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns)),
    );
    expect([...server.urls].sort()).toEqual([...expected].sort());
    expect(i18n.hasLoadedNamespace('att')).toBe(false);

    await i18n.loadNamespaces('att');
    expect(server.urls).toContain('/locales/tr/att.json');
    expect(i18n.hasLoadedNamespace('att')).toBe(true);
  });

  it('uses the given loadPath', async () => {
    const server = fileServer();
    await createI18n({ lng: 'zh-CN', loadPath: '/static/i18n/{{lng}}/{{ns}}.json', backend: { request: server.request } });
    expect(server.urls).toContain('/static/i18n/zh-CN/menu.json');
    expect(server.urls.every((u) => u.startsWith('/static/i18n/'))).toBe(true);
  });

  it('still resolves when the files cannot be fetched, showing keys instead of crashing', async () => {
    const request: RequestFn = (_o, _url, _p, callback) => callback(null, { status: 404, data: '' });
    const i18n = await createI18n({ lng: 'tr', backend: { request } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('menu:home')).toBe('home');
  });
});

describe('react-i18next', () => {
  it('attaches initReactI18next when given, making the instance the one useTranslation uses', async () => {
    const i18n = await createI18n({ lng: 'en', react: initReactI18next, backend: { request: fileServer().request } });
    expect(getI18n()).toBe(i18n);
  });
});
