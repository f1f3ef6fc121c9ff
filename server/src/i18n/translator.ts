/**
 * The server's one translator: i18n keys (`ns:key.path`) from the UI's own locale files (LOCALES_DIR), read once
 * per file, for whatever the server words itself — permission labels, export headers and import errors in the
 * request's language, mail in the recipient's. English is the fallback, then the key; `{{name}}` placeholders as
 * in i18next.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

type Tree = { [key: string]: string | Tree };
export const LANGUAGES = ['en', 'es-MX', 'tr', 'zh-CN', 'ar'] as const;
const cache = new Map<string, Tree>();

function load(localesDir: string, language: string, namespace: string): Tree {
  const file = path.join(localesDir, language, `${namespace}.json`);
  let tree = cache.get(file);
  if (!tree) {
    try {
      tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
    } catch {
      tree = {};
    }
    cache.set(file, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The supported language a request asks for (`Accept-Language`, else English). */
export function languageOf(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const found = LANGUAGES.find((language) => language.toLowerCase() === tag) ?? LANGUAGES.find((language) => language.split('-')[0] === tag.split('-')[0]);
    if (found) return found;
  }
  return 'en';
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** `t('sys:permission.view', {resource})` in `language`, English when missing, the key when unknown. */
export function translator(localesDir: string, language: string): Translate {
  return (key, params = {}) => {
    const colon = key.indexOf(':');
    const [namespace, path_] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ['common', key];
    const template = lookup(load(localesDir, language, namespace), path_) ?? lookup(load(localesDir, 'en', namespace), path_) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
}
