/** The translation namespaces of SPEC §1; each is one file per language: `locales/<lng>/<ns>.json`. */
export const NAMESPACES = [
  'default',
  'common',
  'company',
  'menu',
  'per',
  'device',
  'att',
  'acc',
  'report',
  'sub',
  'vendor',
  'ralvie',
  'gps',
  'complement',
  'sys',
  'api',
  'tspp',
  'oauth',
  'personal',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'default';

/** Needed by the shell before any remote renders; every other namespace is fetched when first used. */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['default', 'common', 'menu', 'api'];
