import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { PlainAlert } from './PlainAlert';

const i18n = createTestI18n('en', { react: initReactI18next });

describe('PlainAlert', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('announces errors and warnings as alerts, success and info as status, each with its status icon', () => {
    render(
      <>
        <PlainAlert type="error" title="Wrong password" />
        <PlainAlert type="warning" title="Careful" />
        <PlainAlert type="success" title="Saved" description="All five rows" />
        <PlainAlert type="info" title="FYI" role="note" />
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Wrong password', 'Careful']);
    expect(alerts[0]).toHaveClass('alert', 'error');
    expect(alerts[0]?.querySelector('svg[data-icon="error"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('SavedAll five rows');
    expect(screen.getByRole('status').querySelector('svg[data-icon="success"]')).not.toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('FYI');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a close button named in the current language, or by its label', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<PlainAlert type="info" title="FYI" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('es-MX'));
    rerender(<PlainAlert type="info" title="FYI" onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    rerender(<PlainAlert type="info" title="FYI" onClose={onClose} closeLabel="Dismiss the refusal" />);
    expect(screen.getByRole('button', { name: 'Dismiss the refusal' })).toBeInTheDocument();
  });
});
