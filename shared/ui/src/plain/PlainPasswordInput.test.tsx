import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../widgets/test-utils/renderWithWidgets';
import { PlainField } from './PlainField';
import { PlainPasswordInput } from './PlainPasswordInput';

function Form({ onValue, onSubmit, lng = 'en' }: { onValue: (value: string | null) => void; onSubmit: () => void; lng?: 'en' | 'ar' }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={createTestI18n(lng)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <PlainField id="pw" label="Password" error={value === null ? 'Invalid password' : undefined} required>
          <PlainPasswordInput
            name="password"
            emptyValue={null}
            value={value}
            onChange={(next) => {
              setValue(next);
              onValue(next);
            }}
          />
        </PlainField>
      </form>
    </I18nextProvider>
  );
}

describe('PlainPasswordInput', () => {
  it('hides the password, strips every whitespace as typed and gives the empty value when nothing is left', () => {
    const values: Array<string | null> = [];
    render(<Form onValue={(value) => values.push(value)} onSubmit={() => undefined} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid password');
    fireEvent.change(input, { target: { value: ' Se cret\t1 ' } });
    expect(input).toHaveValue('Secret1');
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(values).toEqual(['Secret1', null]);
  });

  it('shows and hides the password with a named toggle button that reports its state', () => {
    render(<Form onValue={() => undefined} onSubmit={() => undefined} />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in the current language', () => {
    render(<Form lng="ar" onValue={() => undefined} onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  });

  it('Enter submits the form once', async () => {
    const submitted = jest.fn();
    render(<Form onValue={() => undefined} onSubmit={submitted} />);
    fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Enter' });
    await Promise.resolve();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
