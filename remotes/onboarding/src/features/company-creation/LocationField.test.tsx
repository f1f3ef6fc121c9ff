import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { AppProvider, createMapsLoader, toastQueue, type MapsConfig, type MapsLoader, type MapsLoaderStatus } from '@timekeep/ui';
// The same fake of the Maps JS API and Time Zone API the e2e server serves.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';
import { button, findDialog, testI18n, visibleToasts } from '../testing/render-onboarding';
import type { CompanyLocation } from './location';
import { LocationField } from './LocationField';

jest.setTimeout(30000);

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

let confirmed: CompanyLocation[] = [];

function Field({ loader }: { loader: MapsLoader }) {
  const [value, setValue] = useState<CompanyLocation | null>(null);
  return (
    <LocationField
      id="field"
      value={value}
      timezones={['UTC', 'America/Mexico_City', 'Asia/Dubai']}
      defaultTimezone="UTC"
      loader={loader}
      onChange={(location) => {
        confirmed.push(location);
        setValue(location);
      }}
    />
  );
}

function renderField(loader: MapsLoader, { maps = MAPS as MapsConfig | null } = {}) {
  const services = {
    get: () => Promise.reject(new Error('no calls expected')),
    post: () => Promise.reject(new Error('no calls expected')),
    maps: maps ?? undefined,
    warn: (message: string) => {
      toastQueue.show('warning', message);
    },
  };
  return render(
    <I18nextProvider i18n={testI18n('en')}>
      <ConfigProvider>
        <AntApp>
          <AppProvider services={services}>
            <Field loader={loader} />
          </AppProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

const mapDiv = () => document.querySelector<HTMLElement>('[data-fake-map]');
const fieldInput = () => document.getElementById('field') as HTMLInputElement;

async function fillManually(dialog: HTMLElement) {
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Av. Reforma 1, CDMX' } });
  fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '19.4326' } });
  fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-99.1332' } });
  fireEvent.click(button('Confirm', dialog));
  await waitFor(() => expect(fieldInput()).toHaveValue('Av. Reforma 1, CDMX'));
}

beforeEach(() => {
  confirmed = [];
  toastQueue.clear();
});

describe('company location field', () => {
  it('with a Maps key opens the shared Map Location dialog; a map click picks the place with its zone', async () => {
    fake.install(window);
    global.fetch = jest.fn(async (url: string | URL | Request) => ({
      json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams),
    })) as unknown as typeof fetch;
    renderField(createMapsLoader(window));
    expect(fieldInput()).toHaveAttribute('readonly');
    fireEvent.click(button('Choose location'));
    // The dialog's map part loads on demand: a placeholder dialog first, then the map.
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    const dialog = await findDialog('Map Location');
    expect(screen.queryByTestId('manual-location-notice')).toBeNull();
    expect(mapDiv()?.dataset.zoom).toBe('1');
    // jsdom lays nothing out, so the click lands on the map's centre, the world centre: the nearest place is Istanbul.
    fireEvent.click(mapDiv() as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Galata'));
    fireEvent.click(button('Confirm', dialog));
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
    fireEvent.click(button('Choose location'));
    await findDialog('Map Location');
    await waitFor(() => expect(mapDiv()?.dataset.center).toBe('16.7000,20.0000'));
    expect(mapDiv()?.dataset.zoom).toBe('11');
  });

  it('the map dialog refuses Confirm without a place ("No location selected") and stays open', async () => {
    fake.install(window);
    renderField(createMapsLoader(window));
    fireEvent.click(button('Choose location'));
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    fireEvent.click(button('Confirm', await findDialog('Map Location')));
    await waitFor(() => expect(visibleToasts().map((t) => t.message)).toContain('No location selected'));
    expect(await findDialog('Map Location')).toBeInTheDocument();
    expect(confirmed).toEqual([]);
  });

  it('without a Maps key the button opens the manual dialog with the notice, and the typed place is used', async () => {
    const loader = stubLoader('NOT_LOADED');
    renderField(loader, { maps: null });
    fireEvent.click(button('Choose location'));
    const dialog = await findDialog('Enter the location');
    expect(screen.getByTestId('manual-location-notice')).toHaveTextContent(
      "The map is not available right now. Enter the company's address and its coordinates (latitude and longitude) by hand.",
    );
    expect(document.querySelector('[data-testid="map-dialog"]')).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();
    await fillManually(dialog);
    expect(confirmed[0]).toEqual(expect.objectContaining({ address: 'Av. Reforma 1, CDMX', latitude: 19.4326, longitude: -99.1332, timezone: 'UTC' }));
  });

  it.each<MapsLoaderStatus>(['FAILED', 'AUTH_FAILURE'])('when the Maps script ended %s the button opens the manual dialog', async (status) => {
    renderField(stubLoader(status));
    fireEvent.click(button('Choose location'));
    const dialog = await findDialog('Enter the location');
    expect(screen.getByTestId('manual-location-notice')).toBeInTheDocument();
    await fillManually(dialog);
    expect(confirmed).toHaveLength(1);
  });

  it('starts loading the script with the page, and hands over to the manual dialog when it fails while the map is open', async () => {
    const loader = stubLoader('NOT_LOADED');
    renderField(loader);
    expect(loader.load).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'test-key', scriptBaseUrl: '/fake.js', language: 'en' }));
    act(() => loader.move('LOADING'));
    fireEvent.click(button('Choose location'));
    await findDialog('Map Location');
    act(() => loader.move('FAILED'));
    const dialog = await findDialog('Enter the location');
    await waitFor(() => expect(document.querySelector('[data-testid="map-dialog"]')).toBeNull());
    await fillManually(dialog);
    expect(confirmed).toHaveLength(1);
  });
});
