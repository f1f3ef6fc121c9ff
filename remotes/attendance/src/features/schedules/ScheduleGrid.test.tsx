import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'antd';
import type { ScheduleViewPage } from '@timekeep/contracts';
import { createResourceHarness, envelope, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { paintProblems } from '@timekeep/ui/src/testing/contrast';
import { weeksOf } from './EmployeeMonth';
import { gridColours } from './grid-colours';
import { EmployeeCalendar, monthRange, ScheduleView, shiftMonth } from './ScheduleView';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const VIEW = '/web/att/api/v2/schedule-view/';

/** A page as the server answers it for 3 days of March 2026. */
function pageFor(query: URLSearchParams): ScheduleViewPage {
  const start = query.get('start_date') ?? '';
  const dates = [start, start.replace(/01$/, '02'), start.replace(/01$/, '03')];
  return {
    data: [
      {
        employee: 7, emp_code: 'E7', first_name: 'Ada', last_name: 'L', department: 2, department_name: 'Sales',
        days: [
          { date: dates[0], kind: 'work', timetables: [11], source: 'employee', holiday: null },
          { date: dates[1], kind: 'holiday', timetables: [11], source: 'employee', holiday: 'Founders' },
          { date: dates[2], kind: 'rest', timetables: [], source: 'temporary', holiday: null },
        ],
      },
    ],
    total: 1, page: 1, page_size: Number(query.get('page_size')), next: null, dates,
    timetables: [{ id: 11, alias: 'Day', kind: 'normal', start: '22:00', duration: 480 }],
  };
}

function harness(lng = 'en', mode: 'light' | 'dark' = 'light') {
  return createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === VIEW) return { data: envelope(pageFor(queryOf(request)), 'ZATT0000') };
    return { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) };
  }, { lng, mode });
}

test('month helpers: ranges, moving across years, Monday-first weeks', () => {
  expect(monthRange('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
  expect(monthRange('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  // 2026-03-01 is a Sunday: six blanks before it
  expect(weeksOf(['2026-03-01', '2026-03-02'])).toEqual([[null, null, null, null, null, null, '2026-03-01'], ['2026-03-02', null, null, null, null, null, null]]);
});

test('the grid shows employees × days: timetable aliases on their colour, rest days and holidays distinct; month navigation asks again', async () => {
  const { requests, renderScreen } = harness();
  renderScreen((client) => <ScheduleView client={client} initialMonth="2026-03" />);
  const work = await screen.findByTestId('schedule-cell-7-2026-03-01');
  expect(work).toHaveTextContent('Day');
  expect(work).toHaveAttribute('data-kind', 'work');
  const holiday = screen.getByTestId('schedule-cell-7-2026-03-02');
  expect(holiday).toHaveTextContent('Founders');
  const colours = gridColours(theme.getDesignToken());
  expect(holiday.style.background).toBe(hex(colours.holiday));
  expect(screen.getByTestId('schedule-cell-7-2026-03-03')).toHaveTextContent('Rest');
  expect(screen.getByTestId('schedule-cell-7-2026-03-03').style.background).toBe(colours.rest.replace(/,/g, ', '));
  expect(work.style.background).not.toBe(holiday.style.background);
  expect(within(screen.getByTestId('schedule-legend')).getByText('22:00–06:00')).toBeInTheDocument();
  // the month scrolls sideways: its region is named and reachable by keyboard (axe: scrollable-region-focusable)
  const region = screen.getByRole('region', { name: 'Schedules of the month, employees by day' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByTestId('schedule-grid'));
  const first = queryOf(requests.filter((request) => request.path === VIEW)[0]);
  expect([first.get('start_date'), first.get('end_date')]).toEqual(['2026-03-01', '2026-03-31']);
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  await waitFor(() => expect(requests.filter((request) => request.path === VIEW)).toHaveLength(2));
  const second = queryOf(requests.filter((request) => request.path === VIEW)[1]);
  expect([second.get('start_date'), second.get('end_date')]).toEqual(['2026-04-01', '2026-04-30']);
  expect(screen.getByTestId('schedule-month')).toHaveTextContent('April 2026');
});

test('in Arabic the grid is right-to-left and says rest in Arabic', async () => {
  const { renderScreen } = harness('ar');
  renderScreen((client) => <ScheduleView client={client} initialMonth="2026-03" />);
  expect(await screen.findByTestId('schedule-cell-7-2026-03-03')).toHaveTextContent('راحة');
  expect(document.querySelector('.ant-pagination-rtl')).not.toBeNull();
});

test('the employee calendar shows one employee month by weekday, with times and the temporary mark', async () => {
  const { requests, renderScreen } = harness();
  renderScreen((client) => <EmployeeCalendar client={client} initialMonth="2026-03" initialEmployee={7} />);
  const day = await screen.findByTestId('calendar-day-2026-03-01');
  expect(day).toHaveTextContent('Day');
  expect(day).toHaveTextContent('22:00–06:00');
  expect(screen.getByTestId('calendar-day-2026-03-03')).toHaveTextContent('temporary');
  expect(queryOf(requests.find((request) => request.path === VIEW) as (typeof requests)[number]).get('employee__in')).toBe('7');
});

test.each([
  ['light', theme.defaultAlgorithm],
  ['dark', theme.darkAlgorithm],
] as const)('in %s mode the grid, the employee calendar and the legend are painted in the theme and read at 4.5:1 (issue 17)', async (mode, algorithm) => {
  const container = theme.getDesignToken({ algorithm }).colorBgContainer;
  const grid = harness('en', mode).renderScreen((client) => <ScheduleView client={client} initialMonth="2026-03" />);
  await screen.findByTestId('schedule-cell-7-2026-03-01');
  expect(paintProblems(screen.getByTestId('schedule-grid'), 'th, td', mode, container)).toEqual([]);
  expect(paintProblems(screen.getByTestId('schedule-legend'), ':scope > *', mode, container)).toEqual([]);
  grid.unmount();
  harness('en', mode).renderScreen((client) => <EmployeeCalendar client={client} initialMonth="2026-03" initialEmployee={7} />);
  await screen.findByTestId('calendar-day-2026-03-01');
  expect(paintProblems(screen.getByTestId('employee-calendar'), 'th, td', mode, container)).toEqual([]);
});

/** jsdom gives colours back as rgb(). */
function hex(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
