import type { SelectedPlace } from '@timekeep/ui';
import { withLocation, type CompanyFormValues } from './company-form';
import { locationMode, locationPosition, parseCoordinate, placeToLocation, type CompanyLocation } from './location';

const PLACE: SelectedPlace = {
  description: ' Plaza de la Constitución, Centro, 06000 Ciudad de México, CDMX, Mexico ',
  geometry: { location: { lat: 19.4326, lng: -99.1332 } },
  address: { country: 'Mexico', country_code: 'mx', state: 'Ciudad de México', city: 'Cuauhtémoc' },
  timezone: 'America/Mexico_City',
};

const FORM: CompanyFormValues = {
  company_name: 'Acme',
  company_domain: 'acme',
  company_address: '',
  company_timezone: 'UTC',
  location: null,
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

describe('withLocation', () => {
  const zones = ['UTC', 'America/Mexico_City'];
  const location: CompanyLocation = placeToLocation(PLACE);

  it('fills the read-only address and the time zone from the place', () => {
    expect(withLocation(FORM, location, zones)).toEqual({
      ...FORM,
      location,
      company_address: location.address,
      company_timezone: 'America/Mexico_City',
    });
  });

  it('keeps the chosen time zone when the place has none or one the form does not offer', () => {
    expect(withLocation(FORM, { ...location, timezone: '' }, zones).company_timezone).toBe('UTC');
    expect(withLocation(FORM, { ...location, timezone: 'Mars/Olympus' }, zones).company_timezone).toBe('UTC');
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
