/**
 * The product's own translations for journeys that read a screen in another language: the locale files the
 * server serves, so a journey asserts what a user of that language reads without copying the strings.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Texts = Record<string, unknown>;

/** One namespace of one language (`shared/i18n/locales/<language>/<namespace>.json`). */
export function localeTexts(language: string, namespace: string): Texts {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'i18n', 'locales', language, `${namespace}.json`), 'utf8')) as Texts;
}

/** The text at a dotted `key`, with `{{name}}` placeholders filled from `params`. */
export function text(texts: Texts, key: string, params: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts);
  return String(found).replace(/{{(\w+)}}/g, (_, name: string) => params[name]);
}
