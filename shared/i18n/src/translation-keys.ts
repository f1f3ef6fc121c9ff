/**
 * Helpers to compare translation files: flat key paths, interpolation placeholders and plural forms.
 * Used by the completeness test; kept separate so the rules themselves are tested.
 */

export type TranslationTree = { [key: string]: unknown };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }` (i18next's default key separator). Arrays are indexed like objects. */
export function flattenKeys(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (tree === null || typeof tree !== 'object') return out;
  for (const [key, value] of Object.entries(tree as TranslationTree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, flattenKeys(value, path));
    else out[path] = value;
  }
  return out;
}

/** Names used in `{{name}}` / `{{name, format}}` placeholders, sorted and unique. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)) names.add(match[1]);
  return [...names].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The base of an i18next plural key (`items_one` → `items`), or undefined for an ordinary key. */
export function pluralBase(key: string): string | undefined {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '') : undefined;
}

/** Plural categories a language needs (Arabic has six, Chinese one), as i18next resolves them. */
export function pluralCategories(lng: string): string[] {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories];
}

/**
 * The keys a language must have, given the English keys: ordinary keys as they are, and every plural key
 * expanded to that language's own plural categories.
 */
export function expectedKeys(englishKeys: string[], lng: string): string[] {
  const keys = new Set<string>();
  for (const key of englishKeys) {
    const base = pluralBase(key);
    if (base === undefined) keys.add(key);
    else for (const category of pluralCategories(lng)) keys.add(`${base}_${category}`);
  }
  return [...keys].sort();
}
