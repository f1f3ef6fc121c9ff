import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { createMapsLoader, type MapsLoader } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import type { LatLngLiteral, SelectedPlace } from './placeModel';

// The same fake the e2e server serves; imported in Node it exports its installer and time-zone responder.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';

interface FakeCalls {
  autocomplete: Array<{ input: string; sessionToken: string | null }>;
  details: Array<{ placeId: string; fields: string[]; sessionToken: string | null }>;
  geocode: Array<{ location: LatLngLiteral; language: string | null }>;
}
const calls = () => (window as unknown as { __googleMapsFakeCalls__: FakeCalls }).__googleMapsFakeCalls__;

// The first render of antd's modal with the map is slow on a busy CI machine; the steps themselves are quick.
jest.setTimeout(15_000);

const maps = { apiKey: 'test-key', scriptBaseUrl: '/fake.js', timeZoneUrl: 'http://tz.test/json' };
let loader: MapsLoader;

beforeEach(() => {
  fake.install(window);
  loader = createMapsLoader(window);
  global.fetch = jest.fn(async (url: string | URL | Request) => ({
    json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams),
  })) as unknown as typeof fetch;
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const mapDiv = () => document.querySelector('[data-fake-map]') as HTMLElement;

function Harness({ position = null }: { position?: LatLngLiteral | null }) {
  const [open, setOpen] = useState(true);
  const [place, setPlace] = useState<SelectedPlace | null>(null);
  return (
    <>
      <MapLocationDialog open={open} position={position} onClose={() => setOpen(false)} onConfirm={setPlace} maps={maps} loader={loader} />
      <output>{place ? JSON.stringify(place) : open ? 'OPEN' : 'CLOSED'}</output>
    </>
  );
}
const status = () => document.querySelector('output') as HTMLElement;

describe('MapLocationDialog search and selection', () => {
  it('debounces suggestions 500 ms, selects a place with details and time zone, then renews the session token', async () => {
    renderWithWidgets(<Harness position={{ lat: 0, lng: 0 }} />);
    const input = await screen.findByLabelText('Search for an address');
    await waitFor(() => expect(input).not.toBeDisabled());
    act(() => input.focus());
    fireEvent.mouseDown(input);
    jest.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'dub' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(input, { target: { value: 'dubai' } });
      act(() => jest.advanceTimersByTime(499));
      expect(calls().autocomplete).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      expect(calls().autocomplete).toEqual([{ input: 'dubai', sessionToken: expect.any(String) }]);
    } finally {
      jest.useRealTimers();
    }
    const firstToken = calls().autocomplete[0].sessionToken;
    await user().click(await screen.findByText('Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates'));
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Downtown Dubai'));
    expect(calls().details[0]).toEqual({
      placeId: 'fake-dubai',
      fields: ['geometry', 'name', 'formatted_address', 'address_components'],
      sessionToken: firstToken,
    });
    expect(mapDiv().dataset.center).toBe('25.1972,55.2796');
    // The next search runs in a new session.
    fireEvent.change(input, { target: { value: 'galata' } });
    await waitFor(() => expect(calls().autocomplete).toHaveLength(2), { timeout: 2000 });
    expect(calls().autocomplete[1].sessionToken).not.toBe(firstToken);

    await user().click(screen.getByText('Confirm'));
    const place = JSON.parse(status().textContent ?? '{}') as SelectedPlace;
    expect(place).toEqual({
      description: 'Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates',
      geometry: { location: { lat: 25.1972, lng: 55.2796 }, viewport: { south: 25.1872, west: 55.2696, north: 25.2072, east: 55.2896 } },
      address: { country: 'United Arab Emirates', country_code: 'AE', state: 'Dubai', city: 'Dubai' },
      timezone: 'Asia/Dubai',
    });
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toMatch(/^http:\/\/tz\.test\/json\?key=test-key&location=25\.1972%2C55\.2796&timestamp=\d+$/);
  });


  it('a map click reverse-geocodes in the UI language and the first result becomes the selected place', async () => {
    renderWithWidgets(<Harness position={{ lat: 19.43, lng: -99.13 }} />, { lng: 'ar' });
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    fireEvent.click(mapDiv());
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Ciudad de México'));
    expect(calls().geocode[0]).toEqual({ location: { lat: 19.43, lng: -99.13 }, language: 'ar' });
    await user().click(screen.getByText('تأكيد'));
    const place = JSON.parse(status().textContent ?? '{}') as SelectedPlace;
    expect(place.timezone).toBe('America/Mexico_City');
    expect(place.geometry.location).toEqual({ lat: 19.43, lng: -99.13 });
  });


  it('dragging the marker reverse-geocodes its new position', async () => {
    renderWithWidgets(<Harness position={{ lat: 41.0256, lng: 28.9742 }} />);
    await waitFor(() => expect(document.querySelector('[data-fake-marker]')).not.toBeNull());
    fireEvent.doubleClick(document.querySelector('[data-fake-marker]') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Galata'));
    expect(calls().geocode[0].location).toEqual({ lat: 41.0356, lng: 28.9842 });
  });
});
