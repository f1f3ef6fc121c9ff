import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { createToastQueue } from './toast-queue';
import { ToastViewport } from './ToastViewport';

createTestI18n('en', { react: initReactI18next });

// jsdom plays no CSS animations, so react-toastify would wait forever for a closed toast's exit animation; with
// reduced motion the host uses its instant transition (what a user who asked for reduced motion gets too).
beforeAll(() => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('prefers-reduced-motion'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
});
afterAll(() => jest.restoreAllMocks());

/** Lets the on-demand import of react-toastify and its rendering settle, without moving the clock. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await jest.advanceTimersByTimeAsync(0);
  });

describe('ToastViewport (react-toastify, loaded with the first toast)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders three of four toasts through react-toastify at the top centre, each with a translated close button, and hides them after 5000 ms', async () => {
    const queue = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => {
      queue.show('success', 'Saved');
      queue.show('warning', 'Careful');
      queue.show('info', 'FYI');
      queue.show('error', 'Failed');
    });
    await settle();
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    expect(document.querySelector('.Toastify__toast-container--top-center')).toBeInTheDocument();
    expect([...document.querySelectorAll('.Toastify__toast')].map((el) => [...el.classList].find((c) => /--(success|warning|info|error)$/.test(c)))).toEqual([
      'Toastify__toast--success',
      'Toastify__toast--warning',
      'Toastify__toast--info',
    ]);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
    // Warnings and errors interrupt; success and info are announced politely.
    expect(screen.getByRole('alert')).toHaveTextContent('Careful');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Saved', 'FYI']);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button and shows the type', async () => {
    const queue = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => {
      queue.show('error', 'Broken');
    });
    await settle();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-toast-type', 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    expect(queue.getVisible()).toEqual([]);
  });

  it('fetches react-toastify only when the first toast shows', async () => {
    const queue = createToastQueue();
    const loadHost = jest.fn(() => import('./ToastifyHost').then((m) => m.ToastifyHost));
    render(<ToastViewport queue={queue} loadHost={loadHost} />);
    await settle();
    expect(loadHost).not.toHaveBeenCalled();
    act(() => {
      queue.show('info', 'Hello');
    });
    await settle();
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Hello');
  });

  it('lays the toasts out right to left in Arabic', async () => {
    const arabic = createTestI18n('ar');
    const queue = createToastQueue();
    render(
      <I18nextProvider i18n={arabic}>
        <ToastViewport queue={queue} />
      </I18nextProvider>,
    );
    act(() => {
      queue.show('success', 'تم الحفظ');
    });
    await settle();
    expect(document.querySelector('.Toastify__toast')).toHaveClass('Toastify__toast--rtl');
    expect(screen.getByRole('button', { name: arabic.t('default:toast.close') })).toBeInTheDocument();
  });

  it('shows the toasts as plain alerts when react-toastify cannot be fetched (offline)', async () => {
    const queue = createToastQueue();
    const loadHost = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    render(<ToastViewport queue={queue} loadHost={loadHost} />);
    act(() => {
      queue.show('warning', 'Offline notice');
    });
    await settle();
    expect(screen.getByTestId('toast')).toHaveTextContent('Offline notice');
    expect(document.querySelector('.Toastify__toast')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
