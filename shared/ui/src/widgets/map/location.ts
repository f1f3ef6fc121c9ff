import type { MapsConfig } from '../providers/AppProvider';
import type { MapsLoaderStatus } from './mapsLoader';
import type { LatLngLiteral, SelectedPlace } from './placeModel';

/** A chosen location: what the map's selected place (or the manual form) gives a form (SPEC §3). */
export interface PlaceLocation {
  address: string;
  country: string;
  country_code: string;
  province: string;
  city: string;
  latitude: number;
  longitude: number;
  /** IANA zone of the place; '' when the time-zone service could not tell. */
  timezone: string;
}

/**
 * What a location field shows and starts its dialogs from: a chosen location, or a record's parts (a location
 * record may have an address without coordinates yet).
 */
export interface LocationFieldValue {
  address?: string;
  country?: string;
  country_code?: string;
  province?: string;
  city?: string;
  latitude?: number | null;
  longitude?: number | null;
  timezone?: string;
}

/** Server limits of the location texts (255 for the texts, 8 for the country code). */
export const LOCATION_TEXT_MAX = 255;
export const COUNTRY_CODE_MAX = 8;

/**
 * The map's selected place as a location (SPEC §3): description → address, country long name and short code,
 * first-level administrative area → province, locality → city, the marker's coordinates, the zone.
 */
export function placeToLocation(place: SelectedPlace): PlaceLocation {
  return {
    address: place.description.trim(),
    country: place.address.country,
    country_code: place.address.country_code.toUpperCase(),
    province: place.address.state,
    city: place.address.city,
    latitude: place.geometry.location.lat,
    longitude: place.geometry.location.lng,
    timezone: place.timezone,
  };
}

/** Where the map opens for a location with coordinates (zoom 11 there), or null (browser position, else the world). */
export function locationPosition(location: LocationFieldValue | null | undefined): LatLngLiteral | null {
  const lat = location?.latitude;
  const lng = location?.longitude;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/**
 * How the location is chosen: on the map when the server gave a Maps key and the script has not failed; by hand
 * otherwise (no key, the script could not load, or Google refused the key), so a location can always be entered.
 */
export type LocationMode = 'map' | 'manual';
export function locationMode(maps: MapsConfig | undefined, status: MapsLoaderStatus): LocationMode {
  if (!maps?.apiKey) return 'manual';
  return status === 'FAILED' || status === 'AUTH_FAILURE' ? 'manual' : 'map';
}

/** Latitude and longitude as typed, or null when not a coordinate. */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}
