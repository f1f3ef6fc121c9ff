/** SPEC §3 selected place. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface SelectedPlace {
  /** Formatted address. */
  description: string;
  geometry: {
    location: LatLngLiteral;
    viewport?: { south: number; west: number; north: number; east: number };
  };
  address: {
    /** Country long name. */
    country: string;
    /** Country short code, e.g. MX. */
    country_code: string;
    /** First-level administrative area, long name. */
    state: string;
    /** Locality, long name. */
    city: string;
  };
  /** IANA zone from the time-zone service, e.g. America/Mexico_City ('' when it could not be found). */
  timezone: string;
}

/** SPEC §9 map constants. */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 352;
export const ZOOM_WITH_POSITION = 11;
export const ZOOM_WORLD = 1;
export const WORLD_CENTER: LatLngLiteral = { lat: 16.7, lng: 20.0 };
export const GEOLOCATION_TIMEOUT_MS = 1000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const PLACE_DETAIL_FIELDS = ['geometry', 'name', 'formatted_address', 'address_components'];

export interface AddressComponentLike {
  long_name: string;
  short_name: string;
  types: string[];
}

export function addressFromComponents(components: ReadonlyArray<AddressComponentLike> | undefined): SelectedPlace['address'] {
  const find = (type: string) => components?.find((c) => c.types.includes(type));
  const country = find('country');
  return {
    country: country?.long_name ?? '',
    country_code: country?.short_name ?? '',
    state: find('administrative_area_level_1')?.long_name ?? '',
    city: find('locality')?.long_name ?? '',
  };
}

export function timeZoneRequestUrl(baseUrl: string, apiKey: string, location: LatLngLiteral, timestampSeconds: number): string {
  const params = new URLSearchParams({
    key: apiKey,
    location: `${location.lat},${location.lng}`,
    timestamp: String(timestampSeconds),
  });
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** GET the time-zone service (key, location, timestamp in unix seconds) and read `timeZoneId`; '' on failure (logged). */
/** How long the time-zone lookup may take before the place is kept without a zone. */
export const TIME_ZONE_TIMEOUT_MS = 5000;

export async function fetchTimeZone(
  baseUrl: string,
  apiKey: string,
  location: LatLngLiteral,
  now: () => number = Date.now,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = TIME_ZONE_TIMEOUT_MS,
): Promise<string> {
  // A time-zone service that never answers must not leave the dialog busy (Confirm disabled) for ever.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(timeZoneRequestUrl(baseUrl, apiKey, location, Math.floor(now() / 1000)), {
      signal: controller.signal,
    });
    const body = (await response.json()) as { status?: string; timeZoneId?: string };
    if (body.status === 'OK' && body.timeZoneId) return body.timeZoneId;
    console.warn('time-zone service answered', body.status);
  } catch (error: unknown) {
    console.warn('time-zone service failed', error);
  } finally {
    clearTimeout(timer);
  }
  return '';
}

/** Asks the browser for its position, giving up after `timeout` ms; failures are only logged (SPEC §8). */
export function currentPosition(
  timeout: number = GEOLOCATION_TIMEOUT_MS,
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<LatLngLiteral | null> {
  return new Promise((resolve) => {
    if (!geolocation) {
      console.warn('geolocation is not available');
      resolve(null);
      return;
    }
    let settled = false;
    const finish = (value: LatLngLiteral | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    // Our own timer too: some browsers never call back while the permission prompt is open.
    const timer = setTimeout(() => {
      console.warn('geolocation timed out');
      finish(null);
    }, timeout);
    geolocation.getCurrentPosition(
      (position) => finish({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        console.warn('geolocation failed', error.message);
        finish(null);
      },
      { timeout, maximumAge: 60_000 },
    );
  });
}
