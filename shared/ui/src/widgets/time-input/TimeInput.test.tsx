import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { TimeInput, TimeWidget } from './TimeInput';

function Harness({ widget, initial = '', onSubmit }: { widget?: boolean; initial?: string; onSubmit?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const Field = widget ? TimeWidget : TimeInput;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.(value);
      }}
    >
      <Field aria-label="start" value={value} onChange={setValue} />
      <output>{value}</output>
    </form>
  );
}

describe('TimeInput', () => {
  it.each([
    ['930pm', '', ''],
    ['0930', '09:30', '09:30'],
    ['9p', '21:00', '21:00'],
    ['25:00', '', ''],
  ])('normalises %p on blur to %p', async (typed, shown, value) => {
    renderWithWidgets(<Harness />);
    const input = screen.getByLabelText('start');
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
    expect(screen.getByRole('status').textContent).toBe(value);
  });

  it('normalises on Enter and submits', async () => {
    const onSubmit = jest.fn();
    renderWithWidgets(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('start'), '7am{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('07:00'));
    expect(screen.getByLabelText('start')).toHaveValue('07:00');
  });

  it('the time widget appends :00 and shows HH:mm', async () => {
    renderWithWidgets(<Harness widget initial="08:15:00" />);
    const input = screen.getByLabelText('start');
    expect(input).toHaveValue('08:15');
    await userEvent.clear(input);
    await userEvent.type(input, '1745');
    await userEvent.tab();
    expect(screen.getByRole('status').textContent).toBe('17:45:00');
  });

  it('unreadable text clears the value', async () => {
    renderWithWidgets(<Harness widget initial="08:15:00" />);
    const input = screen.getByLabelText('start');
    await userEvent.clear(input);
    await userEvent.type(input, 'soon');
    await userEvent.tab();
    expect(input).toHaveValue('');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
