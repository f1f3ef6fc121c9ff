import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { NumericUnitInput, UnitInput, type Unit } from './UnitInput';

function Form({ onSubmit, numeric, unit }: { onSubmit: (v: string) => void; numeric?: boolean; unit?: Unit }) {
  const [value, setValue] = useState('');
  const Field = numeric ? NumericUnitInput : UnitInput;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value);
      }}
    >
      <Field aria-label="amount" unit={unit} value={value} onChange={setValue} />
      <output>{value}</output>
    </form>
  );
}

describe('UnitInput', () => {
  it.each([
    ['minute', 'min'],
    ['hour', 'h'],
    ['second', 's'],
    ['km', 'km'],
  ])('shows the %s unit as %p', (unit, label) => {
    renderWithWidgets(<Form unit={unit} onSubmit={jest.fn()} />);
    expect(screen.getByText(label, { selector: '.ant-input-suffix' })).toBeInTheDocument();
  });

  it('shows units in the UI language', () => {
    renderWithWidgets(<Form unit="minute" onSubmit={jest.fn()} />, { lng: 'ar' });
    expect(screen.getByText('دقيقة')).toBeInTheDocument();
  });

  it('Enter submits the form with the typed value', async () => {
    const onSubmit = jest.fn();
    renderWithWidgets(<Form onSubmit={onSubmit} unit="minute" />);
    await userEvent.type(screen.getByLabelText('amount'), 'abc{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('abc'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('NumericUnitInput', () => {
  it('strips non-digits on blur', async () => {
    renderWithWidgets(<Form numeric onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('amount');
    await userEvent.type(input, '1a2-3');
    expect(input).toHaveValue('1a2-3');
    await userEvent.tab();
    expect(input).toHaveValue('123');
    expect(screen.getByRole('status')).toHaveTextContent('123');
  });

  it('empty becomes 0 on blur', async () => {
    renderWithWidgets(<Form numeric onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('amount');
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveValue('0');
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('Enter normalises and then submits the normalised value', async () => {
    const onSubmit = jest.fn();
    renderWithWidgets(<Form numeric onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('amount'), '4x5{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('45'));
  });
});
