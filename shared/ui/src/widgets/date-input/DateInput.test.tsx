import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { act } from 'react';
import { DEFAULT_COMPANY_FORMATS, setCompanyFormats } from '../../resource/company-formats';
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

describe('in the company’s formats (/company/settings)', () => {
  afterEach(() => act(() => setCompanyFormats(DEFAULT_COMPANY_FORMATS)));

  it('shows and reads the company’s date format while the value stays YYYY-MM-DD', async () => {
    setCompanyFormats({ dateFormat: 'DD/MM/YYYY' });
    renderWithWidgets(<Harness kind="date" initial="2026-11-10" emptyValue={null} />);
    const input = screen.getByLabelText('day');
    expect(input).toHaveValue('10/11/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '03/12/2026{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-03');
  });

  it('shows a date and time on a 12-hour clock, stored on the 24-hour one', () => {
    setCompanyFormats({ dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A' });
    renderWithWidgets(<Harness kind="datetime" initial="2026-11-10 18:30:15" emptyValue={null} />);
    expect(screen.getByLabelText('day')).toHaveValue('11/10/2026 06:30:15 PM');
  });

  it.each([
    [0, 'Su'],
    [1, 'Mo'],
    [6, 'Sa'],
  ])('starts the calendar’s weeks on the company’s first day of the week (%p)', async (firstDayOfWeek, header) => {
    setCompanyFormats({ firstDayOfWeek });
    renderWithWidgets(<Harness kind="date" initial="2026-11-10" emptyValue={null} />);
    await userEvent.click(screen.getByLabelText('day'));
    await screen.findByTitle('2026-11-20');
    const headers = [...document.querySelectorAll('.ant-picker-date-panel thead th')].map((th) => th.textContent);
    expect(headers[0]).toBe(header);
  });
});
