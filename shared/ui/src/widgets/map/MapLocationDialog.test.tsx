import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import { createMapsLoader, type MapsLoader, type MapsLoaderStatus } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import type { LatLngLiteral, SelectedPlace } from './placeModel';

// The same fake the e2e server serves; imported in Node it exports its installer and time-zone responder.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';


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

describe('MapLocationDialog', () => {
  it('opens titled "Map Location" on the given position at zoom 11, with a 640×352 map and a draggable marker', async () => {
    renderWithWidgets(<Harness position={{ lat: 19.4326, lng: -99.1332 }} />);
    expect(await screen.findByText('Map Location')).toBeInTheDocument();
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    expect(mapDiv().dataset.center).toBe('19.4326,-99.1332');
    expect(mapDiv().dataset.zoom).toBe('11');
    expect([mapDiv().style.width, mapDiv().style.height]).toEqual(['640px', '352px']);
    await waitFor(() => expect(document.querySelector('[data-fake-marker]')).toHaveAttribute('data-draggable', 'true'));
  });

  it('without a position asks for geolocation (1 s at most) and stays at the world centre, zoom 1, when none comes', async () => {
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithWidgets(<Harness />);
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    expect(mapDiv().dataset.center).toBe('16.7000,20.0000');
    expect(mapDiv().dataset.zoom).toBe('1');
    expect(getCurrentPosition.mock.calls[0][2]).toMatchObject({ timeout: 1000 });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('geolocation timed out'), { timeout: 2000 });
    expect(mapDiv().dataset.zoom).toBe('1');
    warn.mockRestore();
  });

  it('centres on the browser position when geolocation answers', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 41.0256, longitude: 28.9742 } } as GeolocationPosition) },
    });
    renderWithWidgets(<Harness />);
    await waitFor(() => expect(mapDiv()?.dataset.center).toBe('41.0256,28.9742'));
    expect(mapDiv().dataset.zoom).toBe('11');
  });

  it('Confirm without a place warns common.message.noLocationSelected and stays open; Discard closes', async () => {
    const warn = jest.fn();
    renderWithWidgets(<Harness position={{ lat: 0, lng: 0 }} />, { services: { ...unusedServices, warn } });
    await user().click(await screen.findByText('Confirm'));
    expect(warn).toHaveBeenCalledWith('No location selected');
    expect(status()).toHaveTextContent('OPEN');
    await user().click(screen.getByText('Discard'));
    expect(status()).toHaveTextContent('CLOSED');
  });

  it('AUTH_FAILURE shows the AuthFailure panel instead of the map', async () => {
    const stub: MapsLoader = { getStatus: () => 'AUTH_FAILURE', subscribe: () => () => true, load: jest.fn(), reset: jest.fn() };
    renderWithWidgets(<MapLocationDialog open onClose={jest.fn()} onConfirm={jest.fn()} maps={maps} loader={stub} />);
    const panel = await screen.findByTestId('maps-auth-failure');
    expect(mapDiv()).toBeNull();
    expect(panel).toHaveTextContent('Error: AuthFailure');
    expect(panel).toHaveTextContent('A problem with the API key prevents the map from rendering correctly.');
  });

  it('a failed script load says the map is unavailable (not an empty area) and Try again loads it again', async () => {
    let state: MapsLoaderStatus = 'FAILED';
    const listeners = new Set<() => void>();
    const stub: MapsLoader = {
      getStatus: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      load: jest.fn(),
      reset: jest.fn(() => {
        state = 'NOT_LOADED';
        listeners.forEach((listener) => listener());
      }),
    };
    renderWithWidgets(<MapLocationDialog open onClose={jest.fn()} onConfirm={jest.fn()} maps={maps} loader={stub} />);
    const panel = await screen.findByTestId('maps-unavailable');
    expect(panel).toHaveAttribute('role', 'alert');
    expect(panel).toHaveTextContent('Map unavailable');
    expect(panel).toHaveTextContent('The map could not be loaded.');
    expect(mapDiv()).toBeNull();
    expect(screen.getByLabelText('Search for an address')).toBeDisabled();
    (stub.load as jest.Mock).mockClear();

    await user().click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(stub.reset).toHaveBeenCalledTimes(1);
    expect(stub.load).toHaveBeenCalledWith({ apiKey: 'test-key', scriptBaseUrl: '/fake.js', language: 'en' });
    await waitFor(() => expect(screen.queryByTestId('maps-unavailable')).toBeNull());
    expect(document.querySelector('.ant-spin')).not.toBeNull();
  });

  it.each([
    ['no maps settings at all', undefined],
    ['an empty key', { apiKey: '' }],
  ])('with %s it says the map is unavailable at once, loads no script, and Confirm warns', async (_case, noKey) => {
    const load = jest.fn();
    const stub: MapsLoader = { getStatus: () => 'NOT_LOADED', subscribe: () => () => true, load, reset: jest.fn() };
    const warn = jest.fn();
    renderWithWidgets(<MapLocationDialog open onClose={jest.fn()} onConfirm={jest.fn()} maps={noKey} loader={stub} />, {
      services: { ...unusedServices, warn },
    });
    const panel = await screen.findByTestId('maps-unavailable');
    expect(panel).toHaveAttribute('data-reason', 'no-key');
    expect(panel).toHaveTextContent('No Google Maps key is configured on this server, so the map cannot be shown.');
    // No endless spinner, and no retry: a missing key does not come back by retrying.
    expect(document.querySelector('.ant-spin')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Search for an address')).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(warn).toHaveBeenCalledWith('No location selected');
  });

  it('the unavailable notice is translated (Arabic)', async () => {
    const stub: MapsLoader = { getStatus: () => 'FAILED', subscribe: () => () => true, load: jest.fn(), reset: jest.fn() };
    renderWithWidgets(<MapLocationDialog open onClose={jest.fn()} onConfirm={jest.fn()} maps={{ apiKey: '' }} loader={stub} />, { lng: 'ar' });
    expect(await screen.findByTestId('maps-unavailable')).toHaveTextContent('الخريطة غير متاحة');
  });
});
