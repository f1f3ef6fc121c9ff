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

describe('toasts from the api-client (SPEC §2: top centre, 5000 ms, at most 3)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastQueue.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows at most three notices at the top centre and hides each after 5000 ms', () => {
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
    expect(screen.getAllByTestId('toast').map((el) => el.getAttribute('data-toast-type'))).toEqual(['error', 'warning', 'info']);
    const viewport = screen.getByTestId('toast-viewport');
    expect(viewport).toHaveStyle({ position: 'fixed', top: '16px', left: '50%' });
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual(['four']);
  });
});
