import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { PasswordInput, StrongPasswordInput } from './PasswordInput';

function Harness({ strong, onSubmit }: { strong?: boolean; onSubmit?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  const Field = strong ? StrongPasswordInput<null> : PasswordInput<null>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.(value);
      }}
    >
      <Field aria-label="password" emptyValue={null} value={value} onChange={setValue} />
      <output>{value === null ? 'NULL' : value}</output>
    </form>
  );
}

describe('PasswordInput', () => {
  it('strips every whitespace character as typed', async () => {
    renderWithWidgets(<Harness />);
    await userEvent.type(screen.getByLabelText('password'), 'ab c d');
    expect(screen.getByRole('status')).toHaveTextContent('abcd');
    expect(screen.getByLabelText('password')).toHaveValue('abcd');
  });

  it('empty becomes the configured empty value', async () => {
    renderWithWidgets(<Harness />);
    const input = screen.getByLabelText('password');
    await userEvent.type(input, 'a');
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('NULL');
    await userEvent.type(input, '   ');
    expect(screen.getByRole('status')).toHaveTextContent('NULL');
  });

  it('Enter submits the form', async () => {
    const onSubmit = jest.fn();
    renderWithWidgets(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('password'), 'Secret1!{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Secret1!'));
  });
});

describe('StrongPasswordInput', () => {
  const conditions = () =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('[data-condition]')).map((li) => [
        li.getAttribute('data-condition'),
        li.getAttribute('data-met') === 'true',
      ]),
    );

  it('shows the tip and five conditions while focused, updating as typed', async () => {
    renderWithWidgets(<Harness strong />);
    const input = screen.getByLabelText('password');
    await userEvent.click(input);
    const tip = await screen.findByText('A strong password has:');
    expect(input).toHaveAttribute('aria-describedby', tip.parentElement?.id);
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('One of @#$!%*?&')).toBeInTheDocument();
    expect(conditions()).toEqual({ length: false, digit: false, lower: false, upper: false, special: false });
    await userEvent.type(input, 'abcD');
    expect(conditions()).toEqual({ length: false, digit: false, lower: true, upper: true, special: false });
    await userEvent.type(input, '12@xyz');
    expect(conditions()).toEqual({ length: true, digit: true, lower: true, upper: true, special: true });
  });

  it('is translated', async () => {
    renderWithWidgets(<Harness strong />, { lng: 'ar' });
    await userEvent.click(screen.getByLabelText('password'));
    expect(await screen.findByText('كلمة المرور القوية تحتوي على:')).toBeInTheDocument();
  });
});
