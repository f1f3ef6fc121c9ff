import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { TimeCardRow } from '@timekeep/contracts';
import { DayExplanation } from './DayExplanation';
import { TimeCardGrid } from './TimeCardGrid';
import { TimeCardList } from './TimeCardList';
import { datesBetween } from './time-card-model';
import { renderTimeCard } from './testing/render';
import { WEEK_ROWS } from './testing/week-rows';

// antd's drawer and table take seconds on the shared, loaded machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const EMPLOYEES = [
  { id: 1, emp_code: '1001', name: 'Ana Ruiz' },
  { id: 2, emp_code: '1002', name: 'Omar Haddad' },
];
const WEEK = datesBetween('2026-03-02', '2026-03-08');

/** The grid with the drawer, as a screen wires them. */
function GridWithExplanation({ rows = WEEK_ROWS }: { rows?: TimeCardRow[] }) {
  const [open, setOpen] = useState<{ row: TimeCardRow; label: string } | null>(null);
  return (
    <>
      <TimeCardGrid rows={rows} dates={WEEK} employees={EMPLOYEES} onOpenDay={(row, employee) => setOpen({ row, label: `${employee.emp_code} ${employee.name ?? ''}` })} />
      <DayExplanation row={open?.row ?? null} employeeLabel={open?.label} onClose={() => setOpen(null)} />
    </>
  );
}

const cellOf = (code: string, date: string) => {
  const line = document.querySelector(`tr[data-employee="${code}"]`) as HTMLElement;
  return line.querySelector(`[data-date="${date}"]`) as HTMLElement;
};

describe('TimeCardGrid', () => {
  it('colours each day by status, shows the clock and worked time, and closes each line with its totals', () => {
    renderTimeCard(<TimeCardGrid rows={WEEK_ROWS} dates={WEEK} employees={EMPLOYEES} />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Present', 'Late', 'Early leave', 'Absent', 'Missing punch', 'Leave', 'Holiday', 'Rest day', 'Overtime',
    ]);
    const late = cellOf('1001', '2026-03-03');
    expect(late).toHaveAttribute('data-category', 'late');
    expect(late).toHaveTextContent('09:2018:007:40');
    expect(late).toHaveAttribute('title', 'Late, in 09:20, out 18:00, worked 7:40');
    expect(cellOf('1001', '2026-03-05')).toHaveAttribute('data-category', 'incomplete');
    expect(cellOf('1001', '2026-03-05')).toHaveAttribute('title', 'Missing clock-out, in 08:58, out —, worked 0:00');
    expect(cellOf('1001', '2026-03-04')).toHaveAttribute('data-category', 'ot');
    expect(cellOf('1001', '2026-03-04')).toHaveTextContent('+0:45');
    expect(cellOf('1002', '2026-03-03')).toHaveAttribute('data-category', 'holiday');
    expect(cellOf('1002', '2026-03-04')).toHaveAttribute('data-category', 'leave');
    const ana = document.querySelector('tr[data-employee="1001"]') as HTMLElement;
    expect(within(ana).getByRole('rowheader')).toHaveTextContent('1001 Ana Ruiz');
    const totals = Object.fromEntries([...ana.querySelectorAll('[data-total]')].map((cell) => [cell.getAttribute('data-total'), cell.textContent]));
    expect(totals).toEqual({ worked: '27:40', late: '0:20', early: '0:00', absent: '8:00', ot: '4:45' });
  });

  it('leaves a day without a row blank', () => {
    renderTimeCard(<TimeCardGrid rows={WEEK_ROWS.filter((row) => row.date !== '2026-03-06')} dates={WEEK} employees={EMPLOYEES} />);
    expect(cellOf('1001', '2026-03-06')).toBeNull();
  });

  it('opens a day’s explanation: punches used and not, the windows, each number with its sentence', async () => {
    renderTimeCard(<GridWithExplanation />);
    fireEvent.click(cellOf('1001', '2026-03-04'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('1001 Ana Ruiz · 2026-03-04')).toBeInTheDocument();
    const punches = within(drawer).getByRole('list', { name: 'Punches' });
    expect([...punches.querySelectorAll(':scope > li')].map((li) => [li.getAttribute('data-punch'), li.getAttribute('data-used')])).toEqual([
      ['08:55', 'true'],
      ['12:10', 'false'],
      ['18:45', 'true'],
    ]);
    expect(within(punches).getByText('Punch P2 at 12:10 is in the window of DAY but not used')).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: 'Timeline of DAY' })).toBeInTheDocument();
    expect(within(drawer.querySelector('[data-section="windows"]') as HTMLElement).getByText('DAY: 09:00–18:00, check-in 07:00–13:30, check-out 13:30–22:00')).toBeInTheDocument();
    const ot = drawer.querySelector('tr[data-number="ot"]') as HTMLElement;
    expect(within(ot).getByRole('rowheader')).toHaveTextContent('Overtime');
    expect(ot).toHaveTextContent('0:45');
    expect(within(ot).getByText('DAY: 45 min overtime after the shift (minimum 30)')).toBeInTheDocument();
    const breakRow = drawer.querySelector('tr[data-number="break_deducted"]') as HTMLElement;
    expect(within(breakRow).getByText('Break LUNCH: 60 min deducted automatically')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('day-explanation')).toBeNull());
  });

  it('explains a late day with the late sentence and its exception', async () => {
    renderTimeCard(<GridWithExplanation />);
    fireEvent.click(cellOf('1001', '2026-03-03'));
    const drawer = await screen.findByRole('dialog');
    const late = drawer.querySelector('tr[data-number="late"]') as HTMLElement;
    expect(late).toHaveTextContent('0:20');
    expect(within(late).getByText('DAY: late 20 min (20 min after start, allowance 5, counting all minutes)')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Exceptions')).toHaveTextContent('Late');
  });
});

describe('DayExplanation', () => {
  const absent = WEEK_ROWS.find((row) => row.emp_code === '1001' && row.date === '2026-03-06') as TimeCardRow;

  it('says there were no punches and why the day is absent', () => {
    renderTimeCard(<DayExplanation row={absent} employeeLabel="1001 Ana Ruiz" onClose={() => undefined} />);
    expect(screen.getByText('No punches on this day')).toBeInTheDocument();
    const row = document.querySelector('tr[data-number="absent"]') as HTMLElement;
    expect(row).toHaveTextContent('8:00');
    expect(within(row).getByText('DAY: no punches, absent 480 min')).toBeInTheDocument();
  });

  it('adds the punches of the transactions list that the calculation did not consider', () => {
    const present = WEEK_ROWS[0];
    renderTimeCard(<DayExplanation row={present} punchTimes={['08:57', '10:15', '18:02']} onClose={() => undefined} />);
    const extra = document.querySelector('li[data-punch="10:15"]') as HTMLElement;
    expect(extra).toHaveAttribute('data-used', 'false');
    expect(extra).toHaveTextContent('not considered');
  });

  it('opens from the start side in Arabic, with Arabic headings and the server’s sentences', async () => {
    const arabic = { ...absent, trace: absent.trace.map((entry) => (entry.key === 'absent.no_punches' ? { ...entry, text: 'DAY: لا توجد بصمات، غياب 480 دقيقة' } : entry)) };
    renderTimeCard(<DayExplanation row={arabic} employeeLabel="1001 Ana Ruiz" onClose={() => undefined} />, 'ar');
    const drawer = await screen.findByRole('dialog');
    expect(document.querySelector('.ant-drawer-left')).not.toBeNull();
    expect(within(drawer).getByRole('heading', { name: 'كيف نتج كل رقم' })).toBeInTheDocument();
    expect(within(drawer.querySelector('tr[data-number="absent"]') as HTMLElement).getByText('DAY: لا توجد بصمات، غياب 480 دقيقة')).toBeInTheDocument();
    expect(within(drawer).getByText('لا توجد بصمات في هذا اليوم')).toBeInTheDocument();
  });
});

describe('TimeCardList', () => {
  it('lists every day with its numbers and the totals per employee, and opens a day', () => {
    const opened: string[] = [];
    renderTimeCard(<TimeCardList rows={WEEK_ROWS} employees={EMPLOYEES} onOpenDay={(row) => opened.push(`${row.emp_code} ${row.date}`)} />);
    const early = screen.getByRole('button', { name: 'Open the explanation of 1002 Omar Haddad on 2026-03-05' }).closest('tr') as HTMLElement;
    expect(within(early).getByText('Left early', { selector: '[data-category]' })).toBeInTheDocument();
    expect(early).toHaveTextContent('09:00');
    expect(early).toHaveTextContent('17:30');
    expect(early).toHaveTextContent('0:30');
    fireEvent.click(screen.getByRole('button', { name: 'Open the explanation of 1002 Omar Haddad on 2026-03-05' }));
    expect(opened).toEqual(['1002 2026-03-05']);
    const totals = screen.getByRole('table', { name: 'Totals' });
    const omar = totals.querySelector('tr[data-employee="1002"]') as HTMLElement;
    expect([...omar.querySelectorAll('[data-total]')].map((cell) => cell.textContent)).toEqual(['23:15', '0:00', '0:30', '0:00', '1:40']);
  });
});
