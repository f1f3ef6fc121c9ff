/**
 * Completeness of the translation files: every language has every namespace file, every English key exists
 * (non-empty) in every language and no language has keys English lacks, placeholders agree, translations are
 * real, every page of the route table has a menu title and every response code an api message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, GENERAL_CODES, OAUTH_CODES, REMOTE_NAMES, SHELL_PAGES, menuKey, pagesOfRemote } from '@timekeep/contracts';
import { SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';
import { RESOURCES } from './resources';
import { expectedKeys, flattenKeys, placeholders, pluralBase } from './translation-keys';

const LOCALES = path.join(__dirname, '..', 'locales');
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');

function readFile(lng: string, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8'));
}
function flat(lng: string, ns: string): Record<string, unknown> {
  return flattenKeys(readFile(lng, ns));
}
function isPlainObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

describe('translation files', () => {
  it('has one folder per supported language and nothing else', () => {
    const dirs = fs.readdirSync(LOCALES).filter((d) => fs.statSync(path.join(LOCALES, d)).isDirectory());
    expect(dirs.sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly one JSON object per namespace', (lng) => {
    const files = fs.readdirSync(path.join(LOCALES, lng));
    expect(files.sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    for (const ns of NAMESPACES) expect(isPlainObject(readFile(lng, ns))).toBe(true);
  });

  it('the statically bundled resources (createTestI18n) are exactly the files on disk', () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      for (const ns of NAMESPACES) expect({ lng, ns, data: RESOURCES[lng][ns] }).toEqual({ lng, ns, data: readFile(lng, ns) });
    }
  });
});

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const en = flat('en', ns);

  it('English values are non-empty strings', () => {
    const bad = Object.entries(en).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s has every English key and no others', (lng) => {
    expect(Object.keys(flat(lng, ns)).sort()).toEqual(expectedKeys(Object.keys(en), lng));
  });

  it.each(OTHER_LANGUAGES)('%s values are non-empty strings', (lng) => {
    const bad = Object.entries(flat(lng, ns)).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s uses the same {{placeholders}} as English', (lng) => {
    const mismatches: string[] = [];
    for (const [key, value] of Object.entries(flat(lng, ns))) {
      if (typeof value !== 'string') continue;
      const base = pluralBase(key);
      // A plural form may drop {{count}} (Arabic "zero"), but never invent a name English lacks.
      const allowed = base === undefined
        ? placeholders(String(en[key] ?? ''))
        : [...new Set(Object.entries(en).filter(([k]) => pluralBase(k) === base).flatMap(([, v]) => placeholders(String(v))))].sort();
      const used = placeholders(value);
      const ok = base === undefined ? used.join() === allowed.join() : used.every((p) => allowed.includes(p));
      if (!ok) mismatches.push(`${ns}:${key} en=[${allowed.join()}] ${lng}=[${used.join()}]`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('translations are real, not English copies', () => {
  const all = (lng: string): [string, string][] =>
    NAMESPACES.flatMap((ns) => Object.entries(flat(lng, ns)).map(([k, v]): [string, string] => [`${ns}:${k}`, String(v)]));
  const english = new Map(all('en'));

  it.each(OTHER_LANGUAGES)('%s: at most 10%% of values are identical to English', (lng) => {
    const values = all(lng);
    const same = values.filter(([k, v]) => english.get(k) === v);
    expect(values.length).toBeGreaterThan(0);
    expect(same.length / values.length).toBeLessThanOrEqual(0.1);
  });

  it.each([
    ['ar', /[\u0600-\u06FF]/],
    ['zh-CN', /[\u4E00-\u9FFF]/],
  ] as const)('%s: at least 90%% of values are written in its script', (lng, script) => {
    const values = all(lng);
    expect(values.filter(([, v]) => script.test(v)).length / values.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('menu titles for the route table', () => {
  const menu = flat('en', 'menu');
  const title = (key: string): unknown => menu[key];

  it.each(REMOTE_NAMES)('every page of %s has a title', (remote) => {
    const missing = pagesOfRemote(remote).map((p) => menuKey(p.path)).filter((key) => typeof title(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('every area has menu:area.<area>', () => {
    expect(AREAS.map((a) => `area.${a.area}`).filter((key) => typeof title(key) !== 'string')).toEqual([]);
  });

  it('the shell pages have titles (home, dashboard, user-guide …)', () => {
    expect(menuKey('/')).toBe('home');
    expect(SHELL_PAGES.map(menuKey).filter((key) => typeof title(key) !== 'string')).toEqual([]);
  });

  it('every folder inside an area has menu:group.<area>.<folder>', () => {
    const folders = AREAS.flatMap((a) =>
      a.pages.filter((p) => p.includes('/')).map((p) => `group.${a.area}.${p.split('/').slice(0, -1).join('.')}`),
    );
    expect(folders.filter((key) => typeof title(key) !== 'string')).toEqual([]);
  });

  it('has no titles for pages that are not in the route table', () => {
    const known = new Set([
      ...AREAS.flatMap((a) => a.pages.map((p) => menuKey(p ? `${a.base}/${p}` : a.base))),
      ...SHELL_PAGES.map(menuKey),
    ]);
    const stale = Object.keys(menu).filter((k) => !k.startsWith('area.') && !k.startsWith('group.') && !known.has(k));
    expect(stale).toEqual([]);
  });
});

describe('api messages for response codes', () => {
  const api = flat('en', 'api');
  it.each(Object.entries(GENERAL_CODES))('GENERAL_CODES.%s (%s)', (_name, code) => {
    expect(typeof api[code]).toBe('string');
  });
  it.each(Object.entries(OAUTH_CODES))('OAUTH_CODES.%s (%s)', (_name, code) => {
    expect(typeof api[code]).toBe('string');
  });
});
