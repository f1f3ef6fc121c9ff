/** Google's layout: the JS API at `{origin}/maps/api/js`, the Time Zone API at `{origin}/maps/api/timezone/json`. */
export const GOOGLE_MAPS_ORIGIN = 'https://maps.googleapis.com';
const SCRIPT_PATH = '/maps/api/js';
const TIME_ZONE_PATH = '/maps/api/timezone/json';

export interface MapsUrls {
  script: string;
  timeZone: string;
}

/**
 * Where to load the script and ask for time zones. `base` may be an origin (the server's MAPS_BASE_URL, e.g.
 * `https://maps.googleapis.com` or a local fake's `http://127.0.0.1:9999`), which gets Google's paths, or a full
 * script URL (then the time-zone URL sits beside it when it follows Google's layout).
 */
export function resolveMapsUrls(base: string | undefined, timeZoneUrl?: string): MapsUrls {
  const origin = base ? base.replace(/\/+$/, '') : GOOGLE_MAPS_ORIGIN;
  const isOrigin = /^[a-z]+:\/\/[^/]+$/i.test(origin) || origin === '';
  const script = isOrigin ? `${origin}${SCRIPT_PATH}` : origin;
  const derived = script.endsWith(SCRIPT_PATH) ? `${script.slice(0, -SCRIPT_PATH.length)}${TIME_ZONE_PATH}` : `${GOOGLE_MAPS_ORIGIN}${TIME_ZONE_PATH}`;
  return { script, timeZone: timeZoneUrl ?? derived };
}
