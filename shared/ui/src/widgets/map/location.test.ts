import { locationMode, locationPosition, parseCoordinate, placeToLocation } from './location';
import type { SelectedPlace } from './placeModel';

const PLACE: SelectedPlace = {
  description: ' Plaza de la Constitución, Centro, 06000 Ciudad de México, CDMX, Mexico ',
  geometry: { location: { lat: 19.4326, lng: -99.1332 } },
  address: { country: 'Mexico', country_code: 'mx', state: 'Ciudad de México', city: 'Cuauhtémoc' },
  timezone: 'America/Mexico_City',
};


describe('placeToLocation (SPEC §3 selected place → company fields)', () => {
  it('takes the formatted address, country long name and upper-case code, state as province, locality as city, the coordinates and zone', () => {
    expect(placeToLocation(PLACE)).toEqual({
      address: 'Plaza de la Constitución, Centro, 06000 Ciudad de México, CDMX, Mexico',
      country: 'Mexico',
      country_code: 'MX',
      province: 'Ciudad de México',
      city: 'Cuauhtémoc',
      latitude: 19.4326,
      longitude: -99.1332,
      timezone: 'America/Mexico_City',
    });
  });

  it('the chosen location is where the map opens next time', () => {
    expect(locationPosition(placeToLocation(PLACE))).toEqual({ lat: 19.4326, lng: -99.1332 });
    expect(locationPosition(null)).toBeNull();
    // A record with an address but no coordinates yet opens the map without a position.
    expect(locationPosition({ address: 'Gate 1', latitude: null, longitude: null })).toBeNull();
  });
});

describe('locationMode', () => {
  const maps = { apiKey: 'k' };
  it('is the map while a key exists and the script has not failed', () => {
    for (const status of ['NOT_LOADED', 'LOADING', 'LOADED'] as const) expect(locationMode(maps, status)).toBe('map');
  });
  it('is manual without a key, after a load failure, or when the key is refused', () => {
    expect(locationMode(undefined, 'LOADED')).toBe('manual');
    expect(locationMode({ apiKey: '' }, 'NOT_LOADED')).toBe('manual');
    expect(locationMode(maps, 'FAILED')).toBe('manual');
    expect(locationMode(maps, 'AUTH_FAILURE')).toBe('manual');
  });
});

describe('parseCoordinate', () => {
  it('accepts coordinates within the limit and refuses anything else', () => {
    expect(parseCoordinate(' -99.1332 ', 180)).toBe(-99.1332);
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('1e2', 180)).toBeNull();
    expect(parseCoordinate('', 90)).toBeNull();
  });
});
