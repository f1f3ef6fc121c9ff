import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AREAS, type DashboardSummary } from '@timekeep/contracts';
import { createResourceHarness, envelope, type RecordedRequest } from '@timekeep/ui/src/resource/testing/resource-harness';
import { dashboardLinks, lateDepartmentLink } from './dashboard-links';
import { DashboardView } from './DashboardView';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60000);

const PATH = '/web/att/api/v2/dashboard/';
const hours = Array.from({ length: 24 }, (_, hour) => (hour === 8 ? 14 : hour === 17 ? 9 : 0));
const SUMMARY: DashboardSummary = {
  date: '2026-03-11',
  month_start: '2026-03-01',
  time_zone: 'Asia/Dubai',
  today: { present: 42, late: 7, absent: 3, on_leave: 2 },
  terminals: { online: 4, total: 5 },
  punches_by_hour: hours,
  trend: Array.from({ length: 30 }, (_, i) => ({ date: `2026-02-${String(10 + i).padStart(2, '0')}`, present: 40 + (i % 3), late: i % 5, absent: 1 })),
  late_departments: [
    { department: 3, name: 'Ops', late_days: 9, late_minutes: 120 },
    { department: null, name: '', late_days: 2, late_minutes: 11 },
  ],
};

// Charts measure their container; jsdom lays nothing out, so the containers get a size (legends none).
beforeEach(() => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return original.call(this);
    return { width: 560, height: 260, top: 0, left: 0, right: 560, bottom: 260, x: 0, y: 0, toJSON: () => ({}) };
  });
});
afterEach(() => jest.restoreAllMocks());

function harness(answers: Array<{ status?: number; data: unknown }>, lng = 'en') {
  let calls = 0;
  return createResourceHarness((request: RecordedRequest) => {
    if (request.path !== PATH) return { status: 404, data: envelope(null, 'ZGEN0404') };
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer;
  }, { lng });
}

test("today's numbers are links to the reports behind them, with the charts drawn", async () => {
  const { renderScreen } = harness([{ data: envelope(SUMMARY, 'ZRPT0000') }]);
  renderScreen((client) => <DashboardView client={client} />);
  const late = await screen.findByTestId('dashboard-count-late');
  expect(late).toHaveAttribute('href', '/report/report-library/late?start_date=2026-03-11&end_date=2026-03-11');
  expect(within(late).getByText('Late')).toBeInTheDocument();
  expect(within(late).getByText('7')).toBeInTheDocument();
  expect(within(screen.getByTestId('dashboard-count-present')).getByText('42')).toBeInTheDocument();
  expect(within(screen.getByTestId('dashboard-count-absent')).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByTestId('dashboard-count-leave')).getByText('2')).toBeInTheDocument();
  const terminals = screen.getByTestId('dashboard-count-terminals');
  expect(terminals).toHaveAttribute('href', '/device/terminal');
  expect(terminals).toHaveTextContent('4of 5');
  expect(screen.getByTestId('dashboard-date')).toHaveTextContent('Today, 2026-03-11 (Asia/Dubai)');
  expect(screen.getByTestId('dashboard-punches')).toHaveTextContent('Punches today: 23');
  // Real charts: an SVG per chart with a bar per hour that had punches (8:00 taller than 17:00), a line per series.
  const hoursChart = screen.getByRole('figure', { name: 'Punches by hour today' });
  await waitFor(() => expect(hoursChart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2));
  const heights = [...hoursChart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) => Number(bar.getAttribute('height')));
  expect(heights[0]).toBeGreaterThan(heights[1]);
  const trend = screen.getByRole('figure', { name: 'Last 30 days' });
  await waitFor(() => expect(trend.querySelectorAll('.recharts-line path')).toHaveLength(3));
  expect(within(trend).getByText('Present')).toBeInTheDocument();
  const departments = screen.getByTestId('dashboard-late-departments');
  // a most-late department leads to the month's late report of that department; no department: the whole month's
  expect(within(departments).getByRole('link', { name: 'Ops' })).toHaveAttribute('href', '/report/report-library/late?start_date=2026-03-01&end_date=2026-03-11&department__in=3');
  expect(within(departments).getByRole('link', { name: 'No department' })).toHaveAttribute('href', '/report/report-library/late?start_date=2026-03-01&end_date=2026-03-11');
  expect(screen.getByTestId('dashboard-count-absent')).toHaveAttribute('href', '/report/report-library/absent?start_date=2026-03-11&end_date=2026-03-11');
  expect(screen.getByTestId('dashboard-count-present')).toHaveAttribute('href', '/report/report-library/daily-attendance?start_date=2026-03-11&end_date=2026-03-11');
  expect(screen.getByTestId('dashboard-punches')).toHaveAttribute('href', '/report/report-library/transaction?start_date=2026-03-11&end_date=2026-03-11');
  // a department's bar opens the same report
  const bars = screen.getByRole('figure', { name: 'Most late departments this month' });
  await waitFor(() => expect(bars.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
  fireEvent.click(bars.querySelectorAll('.recharts-bar-rectangle path')[0]);
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?start_date=2026-03-01&end_date=2026-03-11&department__in=3'));
  expect(departments).toHaveTextContent('Late days: 9 · minutes late: 120');
});

test('every link leads to a page of the route table', () => {
  const pages = new Set(AREAS.flatMap((area) => area.pages.map((page) => (page ? `${area.base}/${page}` : area.base))));
  const links = [...Object.values(dashboardLinks(SUMMARY)), lateDepartmentLink(SUMMARY, 3), lateDepartmentLink(SUMMARY, null)];
  for (const link of links) expect([link, pages.has(link.split('?')[0])]).toEqual([link, true]);
});

test('Arabic: translated, right to left (the hours run from the right), no department late shows a note', async () => {
  const { renderScreen } = harness([{ data: envelope({ ...SUMMARY, late_departments: [] }, 'ZRPT0000') }], 'ar');
  renderScreen((client) => <DashboardView client={client} />);
  expect(within(await screen.findByTestId('dashboard-count-late')).getByText('المتأخرون')).toBeInTheDocument();
  expect(screen.getByText('لم يتأخر أحد هذا الشهر.')).toBeInTheDocument();
  const hoursChart = screen.getByRole('figure', { name: 'البصمات حسب الساعة اليوم' });
  await waitFor(() => expect(hoursChart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2));
  const ticks = [...hoursChart.querySelectorAll('.recharts-xAxis-tick-labels text')];
  const x = (label: string) => Number(ticks.find((tick) => tick.textContent === label)?.getAttribute('x'));
  expect(x('00')).toBeGreaterThan(x('22'));
});

test('a refusal shows the translated message and Refresh asks again', async () => {
  const { renderScreen, requests } = harness([
    { status: 403, data: envelope(null, 'ZGEN0403') },
    { data: envelope(SUMMARY, 'ZRPT0000') },
  ]);
  renderScreen((client) => <DashboardView client={client} />);
  const failed = await screen.findByTestId('dashboard-failed');
  fireEvent.click(within(failed).getByRole('button', { name: /Refresh/ }));
  expect(await screen.findByTestId('dashboard-count-late')).toBeInTheDocument();
  expect(requests.filter((request) => request.path === PATH)).toHaveLength(2);
});
