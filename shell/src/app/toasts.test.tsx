import { act, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { configureApiClient, type ApiClientHooks } from '@timekeep/api-client';
import { createTestI18n } from '@timekeep/i18n/testing';
import { ToastViewport, toastQueue } from '@timekeep/ui';
import { configureShellApiClient } from './api-client-hooks';

jest.mock('@timekeep/api-client', () => ({
  ...jest.requireActual('@timekeep/api-client'),
  configureApiClient: jest.fn(),
}));

// jsdom plays no CSS animations: with reduced motion react-toastify removes a closed toast at once.
beforeAll(() => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('prefers-reduced-motion'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
});
afterAll(() => jest.restoreAllMocks());

/** Lets the on-demand import of react-toastify settle without moving the clock. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await jest.advanceTimersByTimeAsync(0);
  });

describe('toasts from the api-client (SPEC §2: top centre, 5000 ms, at most 3)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastQueue.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows at most three notices at the top centre through react-toastify and hides each after 5000 ms', async () => {
    const i18n = createTestI18n('en', { react: initReactI18next });
    configureShellApiClient(i18n);
    const { notify }: ApiClientHooks = jest.mocked(configureApiClient).mock.calls[0][0];
    render(<ToastViewport />);
    act(() => {
      notify({ type: 'error', message: 'one' });
      notify({ type: 'warning', message: 'two' });
      notify({ type: 'info', message: 'three' });
      notify({ type: 'success', message: 'four' });
    });
    await settle();
    expect(screen.getAllByTestId('toast').map((el) => el.getAttribute('data-toast-type'))).toEqual(['error', 'warning', 'info']);
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual(['four']);
  });
});
