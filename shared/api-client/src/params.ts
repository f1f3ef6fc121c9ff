/** A query parameter value; arrays repeat the key, null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Record<string, QueryValue>;

/** SPEC §7: arrays are sent without indices or brackets (`a=1&a=2`), which is what the server's parser reads. */
export function serializeParams(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as ReadonlyArray<string | number | boolean>) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
}
