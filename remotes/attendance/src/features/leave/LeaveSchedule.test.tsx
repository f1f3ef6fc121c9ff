import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'antd';
import type { LeaveSchedulePage } from '@timekeep/contracts';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { paintProblems } from '@timekeep/ui/src/testing/contrast';
import { LeaveSchedule, leavesOn } from './LeaveSchedule';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const SCHEDULE = '/web/att/api/v2/leave-schedule/';

/** A page as the server answers it: Ana's approved trip over the month's start, Bo's pending study days. */
function pageFor(query: URLSearchParams): LeaveSchedulePage {
  const month = (query.get('start_date') ?? '').slice(0, 7);
  const dates = Array.from({ length: 5 }, (_, index) => `${month}-0${index + 1}`);
  const rows: LeaveSchedulePage['data'] = [
    {
      employee: 7, emp_code: 'E7', first_name: 'Ana', last_name: 'Ruiz', department: 2, department_name: 'Sales',
      leaves: [{ id: 41, leave_type: 1, status: 'approved', start_time: `${month}-01 00:00:00`, end_time: `${month}-02 23:59:59`, days: 2, reason: 'Sea', level: 2, levels: 2 }],
    },
    {
      employee: 8, emp_code: 'E8', first_name: 'Bo', last_name: '', department: 2, department_name: 'Sales',
      leaves: [{ id: 42, leave_type: 2, status: 'pending', start_time: `${month}-04 08:00:00`, end_time: `${month}-04 12:00:00`, days: 0.5, reason: '', level: 1, levels: 2 }],
    },
  ];
  const status = query.get('status__in');
  const data = status ? rows.filter((row) => row.leaves.some((leave) => leave.status === status)) : rows;
  return { data, total: data.length, page: 1, page_size: Number(query.get('page_size')), next: null, dates, leave_types: [{ id: 1, name: 'Trip' }, { id: 2, name: 'Study' }] };
}

function harness(lng = 'en', mode: 'light' | 'dark' = 'light') {
  return createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === SCHEDULE) return { data: envelope(pageFor(queryOf(request)), 'ZAPR0000') };
    if (request.method === 'GET' && request.path === '/web/att/api/v2/leave-types/') return { data: pageOf([{ id: 1, name: 'Trip' }, { id: 2, name: 'Study' }], queryOf(request)) };
    return { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) };
  }, { lng, mode });
}

test('a leave covers each day it touches', () => {
  const row = pageFor(new URLSearchParams('start_date=2026-03-01&page_size=50')).data[0];
  expect(['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => leavesOn(row, date).length)).toEqual([1, 1, 0]);
});

test('the month grid: approved leave filled, pending framed; a click opens the request; filters and month navigation ask again', async () => {
  const { requests, renderScreen } = harness();
  renderScreen((client) => <LeaveSchedule client={client} initialMonth="2026-03" />);
  const approved = await screen.findByTestId('leave-cell-7-2026-03-01');
  expect(approved).toHaveAttribute('data-status', 'approved');
  expect(screen.getByTestId('leave-cell-7-2026-03-02')).toHaveAttribute('data-status', 'approved');
  expect(screen.queryByTestId('leave-cell-7-2026-03-03')).toBeNull();
  const pending = screen.getByTestId('leave-cell-8-2026-03-04');
  expect(pending).toHaveAttribute('data-status', 'pending');
  const pendingButton = within(pending).getByRole('button', { name: '2026-03-04 · Study · Pending' });
  expect(pendingButton.style.borderStyle || pendingButton.style.border).toContain('dashed');
  expect(within(approved).getByRole('button').style.border).toContain('solid');
  const legend = screen.getByTestId('leave-schedule-legend');
  expect(within(legend).getByText('Trip')).toBeTruthy();
  expect(within(legend).getByText('Pending')).toBeTruthy();

  fireEvent.click(pendingButton);
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Leave request #42')).toBeTruthy();
  expect(within(drawer).getByText('Study')).toBeTruthy();
  expect(within(drawer).getByText('Pending · level 1 of 2')).toBeTruthy();
  expect(within(drawer).getByText('2026-03-04 08:00:00')).toBeTruthy();

  const first = requests.filter((r) => r.path === SCHEDULE).at(-1);
  expect(Object.fromEntries(queryOf(first as never))).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31' });

  fireEvent.mouseDown(screen.getByLabelText('Status'));
  fireEvent.click(await screen.findByTitle('Approved'));
  await waitFor(() => expect(screen.queryByTestId('leave-cell-8-2026-03-04')).toBeNull());
  expect(queryOf(requests.filter((r) => r.path === SCHEDULE).at(-1) as never).get('status__in')).toBe('approved');

  fireEvent.mouseDown(screen.getByLabelText('Leave type'));
  fireEvent.click(await screen.findByTitle('Trip'));
  await waitFor(() => expect(queryOf(requests.filter((r) => r.path === SCHEDULE).at(-1) as never).get('leave_type__in')).toBe('1'));

  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByTestId('leave-cell-7-2026-04-01')).toBeTruthy();
  expect(Object.fromEntries(queryOf(requests.filter((r) => r.path === SCHEDULE).at(-1) as never))).toMatchObject({ start_date: '2026-04-01', end_date: '2026-04-30', leave_type__in: '1', status__in: 'approved' });
});

test('in Arabic the labels are translated', async () => {
  const { renderScreen } = harness('ar');
  renderScreen((client) => <LeaveSchedule client={client} initialMonth="2026-03" />);
  expect(await screen.findByRole('button', { name: '2026-03-04 · Study · قيد الانتظار' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'إجازات الشهر، الموظفون حسب اليوم' })).toBeTruthy();
});

test.each([
  ['light', theme.defaultAlgorithm],
  ['dark', theme.darkAlgorithm],
] as const)('in %s mode every cell, leave and legend entry is painted in the theme and reads at 4.5:1 (issue 17: white cells in dark mode)', async (mode, algorithm) => {
  const { renderScreen } = harness('en', mode);
  renderScreen((client) => <LeaveSchedule client={client} initialMonth="2026-03" />);
  await screen.findByTestId('leave-cell-7-2026-03-01');
  const token = theme.getDesignToken({ algorithm });
  const grid = screen.getByTestId('leave-schedule-grid');
  expect(paintProblems(grid, 'th, td, button', mode, token.colorBgContainer)).toEqual([]);
  expect(paintProblems(screen.getByTestId('leave-schedule-legend'), ':scope > *', mode, token.colorBgContainer)).toEqual([]);
  // the sticky employee column covers the days scrolling under it with the container itself
  const sticky = within(grid).getByRole('rowheader', { name: /Ana Ruiz/ });
  expect(sticky.style.position).toBe('sticky');
  expect(sticky.style.backgroundColor).toBe(rgb(token.colorBgContainer));
  // approved and pending still differ, each in its type's colour
  const approved = within(screen.getByTestId('leave-cell-7-2026-03-01')).getByRole('button');
  const pending = within(screen.getByTestId('leave-cell-8-2026-03-04')).getByRole('button');
  expect(approved.style.backgroundColor).toBe(rgb(token.blue3));
  expect(pending.style.borderColor).toBe(rgb(token.green5));
  expect(pending.style.borderStyle).toBe('dashed');
});

/** jsdom gives colours back as rgb(). */
function rgb(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
