/**
 * Mail text comes from the same translation files as the UI (`oauth` namespace, `mail.*` keys), read from
 * LOCALES_DIR once per language, so every mail exists in all five languages and stays in step with them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MailLanguage } from '../context';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function load(localesDir: string, lng: string): Tree {
  const file = path.join(localesDir, lng, 'oauth.json');
  const cached = cache.get(file);
  if (cached) return cached;
  let tree: Tree = {};
  try {
    tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  } catch {
    tree = {};
  }
  cache.set(file, tree);
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

export type MailTranslate = (key: string, params?: Record<string, string | number>) => string;

/** `t` for one language with English fallback; {{name}} placeholders as in i18next. */
export function mailTranslator(localesDir: string, lng: MailLanguage): MailTranslate {
  return (key, params = {}) => {
    const template = lookup(load(localesDir, lng), key) ?? lookup(load(localesDir, 'en'), key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
}
