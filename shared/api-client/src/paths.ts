export type ResourceId = string | number;

/**
 * `{base}{segment}/…`: SPEC §7 resource paths, all ending in a slash. Ids are URL-encoded; `sub` names an
 * action or nested collection and is taken as written (without surrounding slashes).
 */
export function resourcePath(base: string, ...segments: ReadonlyArray<ResourceId>): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return root + segments.map((segment) => `${String(segment)}/`).join('');
}

export function idSegment(id: ResourceId): string {
  return encodeURIComponent(String(id));
}

export function subSegment(sub: string): string {
  return sub.replace(/^\/+|\/+$/g, '');
}
