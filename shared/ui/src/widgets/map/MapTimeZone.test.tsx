import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { createMapsLoader, type MapsLoader } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import { TIME_ZONE_TIMEOUT_MS, type LatLngLiteral, type SelectedPlace } from './placeModel';

// The same fake the e2e server serves; imported in Node it exports its installer and time-zone responder.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';

jest.setTimeout(15_000);

const maps = { apiKey: 'test-key', scriptBaseUrl: '/fake.js', timeZoneUrl: 'http://tz.test/json' };
let loader: MapsLoader;
let warnSpy: jest.SpyInstance;

/** The fake's answer for a time-zone request URL. */
const answer = (url: string | URL | Request) => ({ json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams) });

beforeEach(() => {
  fake.install(window);
  loader = createMapsLoader(window);
  // The lookups below fail on purpose; their warnings are expected.
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warnSpy.mockRestore();
  jest.useRealTimers();
});

function Harness({ position }: { position: LatLngLiteral }) {
  const [place, setPlace] = useState<SelectedPlace | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <MapLocationDialog open={open} position={position} onClose={() => setOpen(false)} onConfirm={setPlace} maps={maps} loader={loader} />
      <output>{place ? JSON.stringify(place) : 'NONE'}</output>
    </>
  );
}
const confirmed = () => JSON.parse(document.querySelector('output')?.textContent ?? 'null') as SelectedPlace;
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const mapDiv = () => document.querySelector('[data-fake-map]') as HTMLElement;

async function clickMapAt(position: LatLngLiteral) {
  renderWithWidgets(<Harness position={position} />);
  await waitFor(() => expect(mapDiv()).not.toBeNull());
  fireEvent.click(mapDiv());
}

describe('MapLocationDialog time zone lookup', () => {
  it('when the time-zone service fails: the place stays selected, a notice says so, and Confirm keeps it without a zone', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await clickMapAt({ lat: 25.2, lng: 55.28 });
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Downtown Dubai'));
    const notice = await screen.findByTestId('time-zone-failed');
    expect(notice).toHaveTextContent('The time zone of this place could not be found. Try again, or confirm the place without a time zone.');
    expect(confirmButton()).toBeEnabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(confirmButton());
    expect(confirmed()).toMatchObject({ address: { country_code: 'AE' }, timezone: '' });
  });

  it('Try again looks the zone up again; once found the notice goes and Confirm carries the zone', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ json: async () => ({ status: 'UNKNOWN_ERROR' }) })
      .mockImplementation(async (url: string) => answer(url));
    global.fetch = fetchMock as unknown as typeof fetch;
    await clickMapAt({ lat: 41.03, lng: 28.97 });
    const notice = await screen.findByTestId('time-zone-failed');

    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('time-zone-failed')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.click(confirmButton());
    expect(confirmed().timezone).toBe('Europe/Istanbul');
  });

  it(`a service that never answers holds Confirm busy for ${TIME_ZONE_TIMEOUT_MS} ms at most, then lets the user confirm`, async () => {
    // Answers only by failing when the lookup gives up (aborts), like a hung connection.
    global.fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof fetch;
    renderWithWidgets(<Harness position={{ lat: 19.43, lng: -99.13 }} />);
    await waitFor(() => expect(mapDiv()).not.toBeNull());
    jest.useFakeTimers();
    fireEvent.click(mapDiv());
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Ciudad de México'));
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      jest.advanceTimersByTime(TIME_ZONE_TIMEOUT_MS - 1);
    });
    expect(confirmButton()).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(screen.getByTestId('time-zone-failed')).toBeInTheDocument());
    expect(confirmButton()).toBeEnabled();
    fireEvent.click(confirmButton());
    expect(confirmed()).toMatchObject({ address: { country_code: 'MX' }, timezone: '' });
  });

  it('a late answer for an earlier place does not overwrite the zone of the place selected after it', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    const fetchMock = jest
      .fn()
      // The first place's zone arrives last, and with a zone the second place is not in.
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = () => resolve({ json: async () => ({ status: 'OK', timeZoneId: 'Stale/Zone' }) }))))
      .mockImplementation(async (url: string) => answer(url));
    global.fetch = fetchMock as unknown as typeof fetch;
    await clickMapAt({ lat: 41.03, lng: 28.97 });
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Galata'));
    // The marker moves on to a second place while the first zone is still on its way.
    fireEvent.doubleClick(document.querySelector('[data-fake-marker]') as HTMLElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await act(async () => answerFirst(undefined));

    fireEvent.click(confirmButton());
    expect(confirmed().geometry.location).toEqual({ lat: 41.04, lng: 28.98 });
    expect(confirmed().timezone).toBe('Europe/Istanbul');
    expect(screen.queryByTestId('time-zone-failed')).toBeNull();
  });
});
