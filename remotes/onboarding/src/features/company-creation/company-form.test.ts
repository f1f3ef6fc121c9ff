import { placeToLocation, type PlaceLocation, type SelectedPlace } from '@timekeep/ui';
import { withLocation, type CompanyFormValues } from './company-form';

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

describe('withLocation', () => {
  const zones = ['UTC', 'America/Mexico_City'];
  const location: PlaceLocation = placeToLocation(PLACE);

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
