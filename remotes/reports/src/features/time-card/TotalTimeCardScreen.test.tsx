import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { captureDownloads } from '@timekeep/ui/src/resource/testing/downloads';
import { WEEK_ROWS } from '@timekeep/ui/src/time-card/testing/week-rows';
import { EMPLOYEES_PER_PAGE, TotalTimeCardBody } from './TotalTimeCardScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const PEOPLE = [
  { id: 1, emp_code: '1001', first_name: 'Ana', last_name: 'Ruiz', department: 1 },
  { id: 2, emp_code: '1002', first_name: 'Omar', last_name: 'Haddad', department: 2 },
];

function harness(url = '/report?start_date=2026-03-02&end_date=2026-03-08', lng = 'en') {
  return createResourceHarness(
    (request) => {
      const query = queryOf(request);
      if (request.path === '/web/personnel/api/v2/employees/') {
        const departments = query.get('department__in')?.split(',').map(Number);
        return { data: pageOf(PEOPLE.filter((p) => !departments || departments.includes(p.department)), query) };
      }
      if (request.path === '/web/att/api/v2/time-cards/') {
        const ids = (query.get('employee__in') ?? '').split(',').map(Number);
        const [start, end] = [query.get('start_date') ?? '', query.get('end_date') ?? ''];
        return { data: pageOf(WEEK_ROWS.filter((row) => ids.includes(row.employee) && row.date >= start && row.date <= end), query) };
      }
      if (request.path === '/web/personnel/api/v2/departments/tree/') return { data: envelope([]) };
      if (request.path === '/web/device/api/v2/transactions/') {
        return { data: pageOf([{ punch_time: `${query.get('start_time')?.slice(0, 10)} 08:55:12` }, { punch_time: `${query.get('start_time')?.slice(0, 10)} 12:10:40` }, { punch_time: `${query.get('start_time')?.slice(0, 10)} 18:45:03` }], query) };
      }
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { url, lng },
  );
}

describe('/report/report-library/total-timecard', () => {
  it('reads the page of employees, then exactly their time cards for the range, and draws the grid', async () => {
    const { requests, renderScreen } = harness();
    renderScreen((client) => <TotalTimeCardBody client={client} />);
    const grid = await screen.findByRole('table', { name: 'Time card' });
    await waitFor(() => expect(grid.querySelector('tr[data-employee="1002"] [data-date="2026-03-05"]')).toHaveAttribute('data-category', 'early'));
    expect(within(grid).getByRole('rowheader', { name: '1001 Ana Ruiz' })).toBeInTheDocument();
    const employees = queryOf(requests.find((r) => r.path === '/web/personnel/api/v2/employees/')!);
    expect(Object.fromEntries(employees)).toEqual({ page: '1', page_size: String(EMPLOYEES_PER_PAGE), ordering: 'emp_code' });
    const cards = queryOf(requests.find((r) => r.path === '/web/att/api/v2/time-cards/')!);
    expect(Object.fromEntries(cards)).toMatchObject({ start_date: '2026-03-02', end_date: '2026-03-08', employee__in: '1,2' });
    expect(grid.querySelectorAll('thead th')).toHaveLength(1 + 7 + 5);
  });

  it('opens a day with the punches the terminal sent, the unused one marked', async () => {
    const { requests, renderScreen } = harness();
    renderScreen((client) => <TotalTimeCardBody client={client} />);
    const cell = await screen.findByRole('button', { name: /^Open the explanation of 1001 Ana Ruiz on 2026-03-04/ });
    fireEvent.click(cell);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(requests.some((r) => r.path === '/web/device/api/v2/transactions/')).toBe(true));
    const punches = queryOf(requests.find((r) => r.path === '/web/device/api/v2/transactions/')!);
    expect(Object.fromEntries(punches)).toMatchObject({ emp_code: '1001', start_time: '2026-03-04 00:00:00', end_time: '2026-03-04 23:59:59' });
    expect(within(drawer).getByText('1001 Ana Ruiz · 2026-03-04')).toBeInTheDocument();
    expect(drawer.querySelector('li[data-punch="12:10"]')).toHaveAttribute('data-used', 'false');
    expect(drawer.querySelector('li[data-punch="08:55"]')).toHaveAttribute('data-used', 'true');
  });

  it('switches to the list, keeps the choice in the URL, and exports the visible days as CSV', async () => {
    const downloads = captureDownloads();
    try {
      const { renderScreen } = harness();
      renderScreen((client) => <TotalTimeCardBody client={client} />);
      await screen.findByRole('table', { name: 'Time card' });
      fireEvent.click(screen.getByText('List'));
      await screen.findByRole('table', { name: 'Totals' });
      expect(screen.getByTestId('url')).toHaveTextContent('view=list');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(downloads.saved.map((file) => file.fileName)).toEqual(['time-card-2026-03-02-2026-03-08.csv']);
      const csv = await downloads.text(downloads.saved[0].blob);
      const lines = csv.trim().split('\r\n');
      expect(lines).toHaveLength(1 + WEEK_ROWS.length);
      expect(lines[0]).toBe('Employee ID,Employee,Date,Status,Timetables,Clock-in,Clock-out,Duty,Worked,Late,Early leave,Short,Absent,Leave,Break,Overtime,Weekly OT,Weekend OT,Holiday OT,Exceptions');
      expect(lines).toContain('1001,Ana Ruiz,2026-03-03,Late,DAY,09:20,18:00,8:00,7:40,0:20,0:00,0:20,0:00,0:00,1:00,0:00,0:00,0:00,0:00,Late');
    } finally {
      downloads.restore();
    }
  });

  it('filters the employees by department and says when nobody matches', async () => {
    const { requests, renderScreen } = harness('/report?start_date=2026-03-02&end_date=2026-03-08&department__in=9');
    renderScreen((client) => <TotalTimeCardBody client={client} />);
    expect(await screen.findByText('No time card days in this range')).toBeInTheDocument();
    expect(queryOf(requests.find((r) => r.path === '/web/personnel/api/v2/employees/')!).get('department__in')).toBe('9');
    expect(requests.some((r) => r.path === '/web/att/api/v2/time-cards/')).toBe(false);
  });
});
