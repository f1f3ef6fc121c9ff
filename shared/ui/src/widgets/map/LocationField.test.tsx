import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import type { MapsConfig } from '../providers/AppProvider';
import { createMapsLoader, type MapsLoader, type MapsLoaderStatus } from './mapsLoader';
import { LocationField, type LocationFieldProps } from './LocationField';
import type { LocationFieldValue, PlaceLocation } from './location';
// The same fake of the Maps JS API and Time Zone API the e2e server serves.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';

// The first render of antd's modal with the map is slow on a busy CI machine; the steps themselves are quick.
jest.setTimeout(30_000);

const MAPS: MapsConfig = { apiKey: 'test-key', scriptBaseUrl: '/fake.js', timeZoneUrl: 'http://tz.test/json' };

/** A loader whose status the test moves by hand (the script never really loads in jsdom). */
function stubLoader(initial: MapsLoaderStatus): MapsLoader & { move: (next: MapsLoaderStatus) => void } {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: jest.fn(),
    reset: jest.fn(),
    move: (next) => {
      status = next;
      for (const listener of listeners) listener();
    },
  };
}

let confirmed: PlaceLocation[] = [];
let warnings: string[] = [];

type FieldOptions = Partial<LocationFieldProps> & { initial?: LocationFieldValue | null };

function Field({ loader, initial = null, ...props }: FieldOptions & { loader: MapsLoader }) {
  const [value, setValue] = useState<LocationFieldValue | null>(initial);
  return (
    <LocationField
      id="field"
      value={value}
      buttonLabel="Choose location"
      timezones={['UTC', 'America/Mexico_City', 'Asia/Dubai']}
      defaultTimezone="UTC"
      loader={loader}
      onChange={(location) => {
        confirmed.push(location);
        setValue(location);
      }}
      {...props}
    />
  );
}

function renderField(loader: MapsLoader, { maps = MAPS, ...options }: Omit<FieldOptions, 'maps'> & { maps?: MapsConfig | null } = {}) {
  const services = { ...unusedServices, maps: maps ?? undefined, warn: (message: string) => void warnings.push(message) };
  return renderWithWidgets(<Field loader={loader} {...options} />, { services });
}

const mapDiv = () => document.querySelector<HTMLElement>('[data-fake-map]');
const fieldInput = () => document.getElementById('field') as HTMLInputElement;
const chooseButton = () => screen.getByRole('button', { name: 'Choose location' });
const findDialog = (name: string) => screen.findByRole('dialog', { name });

async function fillManually(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Av. Reforma 1, CDMX' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '19.4326' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-99.1332' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(fieldInput()).toHaveValue('Av. Reforma 1, CDMX'));
}

beforeEach(() => {
  confirmed = [];
  warnings = [];
});

describe('location field', () => {
  it('with a Maps key opens the Map Location dialog; a map click picks the place with its zone', async () => {
    fake.install(window);
    global.fetch = jest.fn(async (url: string | URL | Request) => ({
      json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams),
    })) as unknown as typeof fetch;
    renderField(createMapsLoader(window));
    expect(fieldInput()).toHaveAttribute('readonly');
    fireEvent.click(chooseButton());
    // The dialog's map part loads on demand: a placeholder dialog first, then the map.
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    const dialog = await findDialog('Map Location');
    expect(screen.queryByTestId('manual-location-notice')).toBeNull();
    expect(mapDiv()?.dataset.zoom).toBe('1');
    // jsdom lays nothing out, so the click lands on the map's centre, the world centre: the nearest place is Istanbul.
    fireEvent.click(mapDiv() as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Galata'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fieldInput()).toHaveValue('Bereketzade, Galata Kulesi, 34421 Beyoğlu/İstanbul, Türkiye'));
    expect(confirmed).toEqual([
      {
        address: 'Bereketzade, Galata Kulesi, 34421 Beyoğlu/İstanbul, Türkiye',
        country: 'Türkiye',
        country_code: 'TR',
        province: 'İstanbul',
        city: 'İstanbul',
        latitude: 16.7,
        longitude: 20,
        timezone: 'Europe/Istanbul',
      },
    ]);
    // Opening again starts at the chosen place, zoom 11.
    fireEvent.click(chooseButton());
    await findDialog('Map Location');
    await waitFor(() => expect(mapDiv()?.dataset.center).toBe('16.7000,20.0000'));
    expect(mapDiv()?.dataset.zoom).toBe('11');
  });

  it('the map dialog refuses Confirm without a place ("No location selected") and stays open', async () => {
    fake.install(window);
    renderField(createMapsLoader(window));
    fireEvent.click(chooseButton());
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    fireEvent.click(within(await findDialog('Map Location')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warnings).toContain('No location selected'));
    expect(await findDialog('Map Location')).toBeInTheDocument();
    expect(confirmed).toEqual([]);
  });

  it('without a button text it is an icon button named "Choose location on map"', () => {
    renderField(stubLoader('NOT_LOADED'), { buttonLabel: undefined, 'aria-label': 'address' });
    expect(screen.getByLabelText('address')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Choose location on map' })).toHaveTextContent('');
  });

  it('without a Maps key the button opens the manual form with the notice, and the typed place is used', async () => {
    const loader = stubLoader('NOT_LOADED');
    renderField(loader, { maps: null });
    fireEvent.click(chooseButton());
    const dialog = await findDialog('Enter the location');
    expect(within(dialog).getByTestId('manual-location-notice')).toHaveTextContent(
      'The map is not available right now. Enter the address and its coordinates (latitude and longitude) by hand.',
    );
    expect(within(dialog).getByLabelText('Country')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="map-dialog"]')).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();
    await fillManually(dialog);
    expect(confirmed[0]).toEqual({
      address: 'Av. Reforma 1, CDMX',
      country: '',
      country_code: '',
      province: '',
      city: '',
      latitude: 19.4326,
      longitude: -99.1332,
      timezone: 'UTC',
    });
  });

  it('the manual form refuses a place without coordinates and keeps what was typed', async () => {
    renderField(stubLoader('NOT_LOADED'), { maps: null });
    fireEvent.click(chooseButton());
    const dialog = await findDialog('Enter the location');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Gate 1' } });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '91' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warnings).toContain('No location selected'));
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Gate 1');
    expect(confirmed).toEqual([]);
  });

  it('for a record: the address is typed in place, and the manual form starts from the record and asks only address, coordinates and zone', async () => {
    const typed: string[] = [];
    renderField(stubLoader('NOT_LOADED'), {
      maps: null,
      addressParts: false,
      onAddressChange: (text) => typed.push(text),
      initial: { address: 'Street 1', latitude: 19.5, longitude: -99.25, timezone: 'America/Mexico_City' },
    });
    expect(fieldInput()).not.toHaveAttribute('readonly');
    fireEvent.change(fieldInput(), { target: { value: 'Street 12' } });
    expect(typed).toEqual(['Street 12']);
    fireEvent.click(chooseButton());
    const dialog = await findDialog('Enter the location');
    expect(within(dialog).queryByLabelText('Country')).toBeNull();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Street 1');
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('19.5');
    expect(within(dialog).getByLabelText('Longitude')).toHaveValue('-99.25');
    expect(within(dialog).getByText('America/Mexico_City')).toBeInTheDocument();
  });

  it.each<MapsLoaderStatus>(['FAILED', 'AUTH_FAILURE'])('when the Maps script ended %s the button opens the manual form', async (status) => {
    renderField(stubLoader(status));
    fireEvent.click(chooseButton());
    const dialog = await findDialog('Enter the location');
    expect(within(dialog).getByTestId('manual-location-notice')).toBeInTheDocument();
    await fillManually(dialog);
    expect(confirmed).toHaveLength(1);
  });

  it('starts loading the script with the page, and hands over to the manual form when it fails while the map is open', async () => {
    const loader = stubLoader('NOT_LOADED');
    renderField(loader);
    expect(loader.load).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'test-key', scriptBaseUrl: '/fake.js', language: 'en' }));
    act(() => loader.move('LOADING'));
    fireEvent.click(chooseButton());
    await findDialog('Map Location');
    act(() => loader.move('FAILED'));
    const dialog = await findDialog('Enter the location');
    await waitFor(() => expect(document.querySelector('[data-testid="map-dialog"]')).toBeNull());
    await fillManually(dialog);
    expect(confirmed).toHaveLength(1);
  });
});
