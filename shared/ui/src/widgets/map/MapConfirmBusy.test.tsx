import '../../testing/browser-transitions';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { createMapsLoader } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import type { SelectedPlace } from './placeModel';

// The same fake the e2e server serves; imported in Node it exports its installer and time-zone responder.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';

jest.setTimeout(15_000);

const maps = { apiKey: 'test-key', scriptBaseUrl: '/fake.js', timeZoneUrl: 'http://tz.test/json' };

// With motion on, antd's modal animates from animation frames outside act(); React's warnings about that are noise here.
const realConsoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('not wrapped in act')) return;
    realConsoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  fake.install(window);
  // Answers at once, like the local fake in e2e: the busy spell lasts a few milliseconds.
  global.fetch = jest.fn(async (url: string | URL | Request) => ({
    json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams),
  })) as unknown as typeof fetch;
});

function Harness() {
  const [place, setPlace] = useState<SelectedPlace | null>(null);
  // The shared test providers switch antd's motion off; this test needs it on, as in the browser.
  return (
    <ConfigProvider theme={{ token: { motion: true } }}>
      <MapLocationDialog open position={{ lat: 25.2, lng: 55.28 }} onClose={() => undefined} onConfirm={setPlace} maps={maps} loader={createMapsLoader(window)} />
      <output>{place ? place.timezone : 'NONE'}</output>
    </ConfigProvider>
  );
}

describe('MapLocationDialog Confirm after a fast lookup (browser motions that never finish)', () => {
  it('is named exactly "Confirm", carries no leftover loading spinner, and confirms the place with its zone', async () => {
    renderWithWidgets(<Harness />);
    await waitFor(() => expect(document.querySelector('[data-fake-map]')).not.toBeNull());
    fireEvent.click(document.querySelector('[data-fake-map]') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Downtown Dubai'));

    const confirm = screen.getByTestId('map-confirm');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'false'));
    // A string name matches whole: the e2e journey finds the button so; antd's stuck spinner made it "loading Confirm".
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(confirm);
    expect(within(confirm).queryByLabelText('loading')).toBeNull();
    expect(confirm.querySelector('.anticon-loading')).toBeNull();
    expect(confirm).toBeEnabled();

    fireEvent.click(confirm);
    expect(document.querySelector('output')).toHaveTextContent('Asia/Dubai');
  });
});
