/** IANA time zones the browser knows (the server accepts the same identifiers). */
export function knownTimezones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** The browser's own time zone, when it is one of `zones`. */
export function browserTimezone(zones: readonly string[]): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zones.includes(zone) ? zone : undefined;
}
