import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { DateInput, DateTimeInput } from './DateInput';

// antd reveals the clear icon on hover (pointer-events: none until then); clicking it directly is what a hover+click does.
const clickClear = () =>
  userEvent.setup({ pointerEventsCheck: 0 }).click(document.querySelector('.ant-picker-clear') as HTMLElement);

function Harness<E>({ kind, initial, emptyValue, minDate }: { kind: 'date' | 'datetime'; initial: string; emptyValue: E; minDate?: string }) {
  const [value, setValue] = useState<string | E>(initial);
  const Field = kind === 'date' ? DateInput<E> : DateTimeInput<E>;
  return (
    <>
      <Field aria-label="day" value={typeof value === 'string' ? value : null} emptyValue={emptyValue} minDate={minDate} onChange={setValue} />
      <output>{value === null ? 'NULL' : value === '' ? 'EMPTY' : String(value)}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows the stored YYYY-MM-DD value and emits YYYY-MM-DD when a day is picked', async () => {
    renderWithWidgets(<Harness kind="date" initial="2026-11-10" emptyValue={null} />);
    const input = screen.getByLabelText('day');
    expect(input).toHaveValue('2026-11-10');
    await userEvent.click(input);
    const cell = await screen.findByTitle('2026-11-20');
    await userEvent.click(within(cell).getByText('20'));
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-20');
  });

  it.each([
    [null, 'NULL'],
    ['', 'EMPTY'],
  ])('clearing gives the configured empty value %p', async (emptyValue, shown) => {
    renderWithWidgets(<Harness kind="date" initial="2026-11-10" emptyValue={emptyValue} />);
    await clickClear();
    expect(screen.getByRole('status')).toHaveTextContent(shown);
  });

  it('disables days before minDate', async () => {
    renderWithWidgets(<Harness kind="date" initial="2026-11-10" emptyValue={null} minDate="2026-11-05" />);
    await userEvent.click(screen.getByLabelText('day'));
    expect(await screen.findByTitle('2026-11-04')).toHaveClass('ant-picker-cell-disabled');
    expect(screen.getByTitle('2026-11-05')).not.toHaveClass('ant-picker-cell-disabled');
  });
});

describe('DateTimeInput', () => {
  it('shows and keeps YYYY-MM-DD HH:mm:ss', () => {
    renderWithWidgets(<Harness kind="datetime" initial="2026-11-10 08:30:15" emptyValue={null} />);
    expect(screen.getByLabelText('day')).toHaveValue('2026-11-10 08:30:15');
  });
  it('clears to null', async () => {
    renderWithWidgets(<Harness kind="datetime" initial="2026-11-10 08:30:15" emptyValue={null} />);
    await clickClear();
    expect(screen.getByRole('status')).toHaveTextContent('NULL');
  });
});
