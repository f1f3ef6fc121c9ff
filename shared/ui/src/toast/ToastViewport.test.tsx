import { act, fireEvent, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { createToastQueue } from './toast-queue';
import { ToastViewport } from './ToastViewport';

createTestI18n('en', { react: initReactI18next });

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders three of four toasts, each with a translated close button, and hides them after 5000 ms', () => {
    const queue = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => {
      queue.show('success', 'Saved');
      queue.show('warning', 'Careful');
      queue.show('info', 'FYI');
      queue.show('error', 'Failed');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
    // Warnings and errors interrupt; success and info are announced politely.
    expect(screen.getByRole('alert')).toHaveTextContent('Careful');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Saved', 'FYI']);

    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button and shows the type', () => {
    const queue = createToastQueue();
    render(<ToastViewport queue={queue} />);
    act(() => {
      queue.show('error', 'Broken');
    });
    expect(screen.getByTestId('toast')).toHaveAttribute('data-toast-type', 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });
});
