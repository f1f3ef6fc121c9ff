import '../widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createResourceHarness, envelope, queryOf, type RecordedRequest } from '../resource/testing/resource-harness';
import { idsOf, ReportView } from './ReportView';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const PATH = '/web/att/api/v2/reports/first-last/';
const COLUMNS = [
  { key: 'emp_code', title: 'Employee ID' },
  { key: 'name', title: 'Name' },
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'punches', title: 'Punches', kind: 'number' },
  { key: 'total_time', title: 'Total time', kind: 'minutes', pay_code: 'total_time' },
];
const ROWS = [
  { employee: 1, emp_code: '1001', name: 'Ann Lee', date: '2026-02-02', punches: 4, total_time: 512 },
  { employee: 2, emp_code: '1002', name: 'Bob Ray', date: '2026-02-02', punches: 2, total_time: 545 },
];

function harness(jobViews: Array<Record<string, unknown>> = [], url = '/list') {
  let polls = 0;
  return createResourceHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    if (request.path === PATH && query.get('export')) return { status: 202, data: envelope({ job: 7 }, 'ZRPT0000') };
    if (request.path === PATH) {
      const page = Number(query.get('page'));
      return { data: envelope({ columns: COLUMNS, data: page === 1 ? ROWS : [], total: 2, page, page_size: Number(query.get('page_size')), totals: { punches: 6, total_time: 1057 } }, 'ZRPT0000') };
    }
    if (request.path === '/web/api/v2/jobs/7/') {
      const view = jobViews[Math.min(polls, jobViews.length - 1)];
      polls += 1;
      return { data: envelope(view) };
    }
    if (request.path === '/web/api/v2/jobs/7/file/') {
      return { data: new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), headers: { 'content-disposition': 'attachment; filename="First and last-20260202.xlsx"' } };
    }
    return { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) };
  }, { url });
}

const RANGE = { start: '2026-02-01', end: '2026-02-03' };

test('runs the report for the range of the link, shows the totals row, sorts on the server and hides a chosen column', async () => {
  const { requests, renderScreen } = harness([], '/list?start_date=2026-02-01&end_date=2026-02-03');
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  const first = queryOf(requests.find((request) => request.path === PATH) as RecordedRequest);
  expect(Object.fromEntries(first)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03', page: '1', page_size: '20' });
  const totals = screen.getByTestId('report-totals');
  expect(within(totals).getByText('Total')).toBeInTheDocument();
  expect(within(totals).getByText('1057')).toBeInTheDocument();
  expect(screen.getByText('2 rows')).toBeInTheDocument();

  fireEvent.click(screen.getAllByText('Total time')[0]);
  await waitFor(() => expect(queryOf(requests[requests.length - 1]).get('ordering')).toBe('total_time'));

  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Name' }));
  await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
  expect(JSON.parse(localStorage.getItem('timekeep.report.first-last.hidden') ?? '[]')).toEqual(['name']);
  localStorage.clear();
});

test('a link’s departments and employees are the first filters (the dashboard’s links); junk in them is ignored', async () => {
  const { requests, renderScreen } = harness([], '/list?start_date=2026-02-01&end_date=2026-02-03&department__in=3,4&employee__in=9');
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  const first = queryOf(requests.find((request) => request.path === PATH) as RecordedRequest);
  expect(Object.fromEntries(first)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03', department__in: '3,4', employee__in: '9', page: '1', page_size: '20' });
  expect(idsOf('1,x')).toEqual([]);
  expect(idsOf('5, 5,6')).toEqual([5, 6]);
});

test('an export starts a job, shows its progress, and downloads the file when done', async () => {
  const created: string[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob.type), 'blob:report'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { requests, renderScreen } = harness([
    { id: 7, kind: 'reports.export', status: 'running', progress: 40, file_url: null, error: null, result: null },
    { id: 7, kind: 'reports.export', status: 'done', progress: 100, file_url: '/web/api/v2/jobs/7/file/', error: null, result: { rows: 2 } },
  ]);
  renderScreen((client) => <ReportView report="first-last" client={client} initialRange={RANGE} jobOptions={{ pollMs: 20, openSocket: () => { throw new Error('no websocket here'); } }} />);
  await screen.findByText('Ann Lee');
  fireEvent.click(screen.getByRole('button', { name: /Export XLSX/ }));
  expect(await screen.findByTestId('report-export-progress')).toBeInTheDocument();
  await waitFor(() => expect(click).toHaveBeenCalled());
  const started = requests.find((request) => request.path === PATH && queryOf(request).get('export'));
  expect(Object.fromEntries(queryOf(started as RecordedRequest))).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03', export: 'xlsx' });
  expect(created).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  await waitFor(() => expect(screen.queryByTestId('report-export-progress')).toBeNull());
  click.mockRestore();
});

test('a matrix: status cells as the pay codes’ coloured symbols, a legend, employee columns fixed, days not sortable', async () => {
  const MATRIX = '/web/att/api/v2/reports/daily-status/';
  const legend = [
    { code: 'present', symbol: 'P', color: '#52c41a', title: 'Present' },
    { code: 'absent', symbol: 'X', color: '#cc0000', title: 'Absent' },
    { code: 'leave', symbol: 'LV', color: '#722ed1', title: 'Leave' },
  ];
  const columns = [
    { key: 'emp_code', title: 'Employee ID', fixed: true },
    { key: 'name', title: 'Name', fixed: true },
    { key: 'd2026-03-02', title: '02', kind: 'status', sortable: false, date: '2026-03-02' },
    { key: 'd2026-03-03', title: '03', kind: 'status', sortable: false, date: '2026-03-03' },
    { key: 'd2026-03-04', title: '04', kind: 'status', sortable: false, date: '2026-03-04' },
    { key: 'days_absent', title: 'Absent', kind: 'number' },
  ];
  const row = { employee: 1, emp_code: '2001', name: 'Ada Test', 'd2026-03-02': 'present', 'd2026-03-03': 'absent', 'd2026-03-04': 'leave', days_absent: 1 };
  const { requests, renderScreen } = createResourceHarness((request: RecordedRequest) =>
    request.path === MATRIX
      ? { data: envelope({ columns, data: [row], total: 1, page: 1, page_size: 20, totals: { days_absent: 1 }, legend }, 'ZRPT0000') }
      : { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) },
  );
  renderScreen((client) => <ReportView report="daily-status" client={client} initialRange={{ start: '2026-03-02', end: '2026-03-04' }} />);
  expect(await screen.findByText('Ada Test')).toBeInTheDocument();
  const table = screen.getByRole('table');
  const absent = within(table).getByRole('img', { name: 'Absent' });
  expect(absent).toHaveTextContent('X');
  expect(absent).toHaveStyle({ backgroundColor: '#cc0000', color: '#ffffff' });
  expect(within(table).getByRole('img', { name: 'Leave' })).toHaveTextContent('LV');
  expect(within(table).getByRole('img', { name: 'Present' })).toHaveStyle({ backgroundColor: '#52c41a' });
  const key = within(screen.getByTestId('report-legend'));
  expect(key.getByText('Legend')).toBeInTheDocument();
  expect(key.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PPresent', 'XAbsent', 'LVLeave']);
  // the employee columns stay in view while the days scroll; a day column has no sorter
  expect(screen.getAllByText('Employee ID')[0].closest('th')?.className).toMatch(/ant-table-cell-fix/);
  fireEvent.click(screen.getAllByText('03')[0]);
  fireEvent.click(screen.getAllByText('Absent').find((node) => node.closest('th')) as HTMLElement);
  await waitFor(() => expect(queryOf(requests[requests.length - 1]).get('ordering')).toBe('days_absent'));
  expect(requests.filter((request) => request.path === MATRIX).some((request) => queryOf(request).get('ordering')?.startsWith('d2026'))).toBe(false);
  // the chooser offers the employee and count columns, not the days
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  expect(await screen.findByRole('checkbox', { name: 'Name' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: '03' })).toBeNull();
});

test('personal mode (an employee’s own report): no department or employee filter, no export, the same route’s API', async () => {
  const { requests, renderScreen } = harness();
  renderScreen((client) => <ReportView report="first-last" client={client} initialRange={RANGE} personal />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  expect(screen.queryByText('Departments')).toBeNull();
  expect(screen.queryByText('Employees')).toBeNull();
  expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  expect(Object.fromEntries(queryOf(requests.find((request) => request.path === PATH) as RecordedRequest))).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03', page: '1', page_size: '20' });
});
