import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RalvieDashboard } from '@timekeep/contracts';
import { ResourceList } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { RalvieConfiguration } from './Configuration';
import { summaryDeclaration } from './declarations';
import { hoursMinutes, summaryLink } from './format';
import RalvieDashboardView from './RalvieDashboard';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const TOKENS = '/web/ralvie/api/v2/agent-tokens/';
const token = { id: 4, name: 'Head office PCs', token_prefix: 'rlv_AbCdEf', revoked: false, revoked_at: null, last_used: null, created_at: '2026-11-25 09:00:00' };

beforeEach(() => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return original.call(this);
    return { width: 560, height: 260, top: 0, left: 0, right: 560, bottom: 260, x: 0, y: 0, toJSON: () => ({}) };
  });
});
afterEach(() => jest.restoreAllMocks());

test('hours and minutes from seconds, and the summary link the dashboard cards open', () => {
  expect(hoursMinutes(0)).toBe('0:00');
  expect(hoursMinutes(3660)).toBe('1:01');
  expect(hoursMinutes(29)).toBe('0:00');
  expect(hoursMinutes(null)).toBe('0:00');
  expect(summaryLink('2026-11-23', '2026-11-25', { department__in: '3' })).toBe('/ralvie/productivity-summary?work_date__gte=2026-11-23&work_date__lte=2026-11-25&department__in=3');
});

test('a new agent token: the name is sent, the secret shown once; revoking asks first and sends revoked: true', async () => {
  const secret = 'rlv_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
  let rows = [token];
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === TOKENS) return { data: pageOf(rows, queryOf(request)) };
    if (request.method === 'POST' && request.path === TOKENS) {
      rows = [...rows, { ...token, id: 5, name: 'Laptops' }];
      return { data: envelope({ ...token, id: 5, name: 'Laptops', secret }, 'ZRAL0000') };
    }
    if (request.method === 'PATCH' && request.path === `${TOKENS}4/`) return { data: envelope({ ...token, revoked: true }, 'ZRAL0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => <RalvieConfiguration client={client} />);
  expect(await screen.findByText('Head office PCs')).toBeInTheDocument();
  expect(screen.getByText('rlv_AbCdEf…')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('ralvie-new-token'));
  const input = await waitFor(() => document.getElementById('ralvie-token-name') as HTMLInputElement);
  const dialog = input.closest('.ant-modal') as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Laptops' } });
  fireEvent.click(within(dialog).getByText('Create').closest('button') as HTMLElement);
  expect(await screen.findByTestId('ralvie-token-secret')).toHaveTextContent(secret);
  expect(screen.getByText(/shown only once/)).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ name: 'Laptops' }]);
  fireEvent.click(screen.getByText('I have copied it').closest('button') as HTMLElement);
  await waitFor(() => expect(screen.queryByTestId('ralvie-token-secret')).toBeNull());
  expect(await screen.findByText('Laptops')).toBeInTheDocument();

  fireEvent.click(screen.getByTestId('ralvie-revoke-4'));
  expect(await screen.findByText(/this cannot be undone/)).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  fireEvent.click(screen.getAllByText('Revoke').map((node) => node.closest('button') as HTMLElement).find((button) => button.classList.contains('ant-btn-sm') && !button.dataset.testid) as HTMLElement);
  await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ revoked: true }]));
});

test('without the add permission there is no New token button', async () => {
  const { renderScreen } = createResourceHarness(
    (request) => (request.method === 'GET' && request.path === TOKENS ? { data: pageOf([token], queryOf(request)) } : { status: 404, data: envelope(null, 'ZGEN0404') }),
    { user: { is_admin: false, permissions: ['ralvie.view_agent_token'], employee_id: null, is_vendor_operator: false } },
  );
  renderScreen((client) => <RalvieConfiguration client={client} />);
  expect(await screen.findByText('Head office PCs')).toBeInTheDocument();
  expect(screen.queryByTestId('ralvie-new-token')).toBeNull();
  expect(screen.queryByTestId('ralvie-revoke-4')).toBeNull();
});

test('the summary shows seconds as hours and minutes, and asks the server with the URL filters', async () => {
  const row = { id: 9, work_date: '2026-11-25', employee: 1, emp_code: 'S1', employee_name: 'Ada Lovelace', department: 2, department_name: 'Sales', active_seconds: 27000, idle_seconds: 1800, productive_seconds: 19800, unproductive_seconds: 3600, neutral_seconds: 3600, productive_pct: 73, scheduled_minutes: 480, worked_minutes: 470, top_applications: 'excel.exe, outlook.exe, teams.exe' };
  const { requests, renderScreen } = createResourceHarness(
    (request) => (request.method === 'GET' && request.path === '/web/ralvie/api/v2/summaries/' ? { data: pageOf([row], queryOf(request)) } : { status: 404, data: envelope(null, 'ZGEN0404') }),
    { url: '/list?work_date__gte=2026-11-23&work_date__lte=2026-11-25' },
  );
  renderScreen((client) => <ResourceList declaration={summaryDeclaration} client={client} />);
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByText('7:30')).toBeInTheDocument();
  expect(screen.getByText('5:30')).toBeInTheDocument();
  expect(screen.getByText('73 %')).toBeInTheDocument();
  expect(screen.getByText('Active time')).toBeInTheDocument();
  const query = queryOf(requests.find((r) => r.path === '/web/ralvie/api/v2/summaries/') as Parameters<typeof queryOf>[0]);
  expect([query.get('work_date__gte'), query.get('work_date__lte')]).toEqual(['2026-11-23', '2026-11-25']);
});

const DASHBOARD: RalvieDashboard = {
  date: '2026-11-25',
  week_start: '2026-11-23',
  productive_target: 70,
  today: { employees: 2, active_seconds: 7200, idle_seconds: 600, productive_seconds: 5400, unproductive_seconds: 1200, neutral_seconds: 600, productive_pct: 75 },
  week: { employees: 3, active_seconds: 36000, idle_seconds: 1800, productive_seconds: 21600, unproductive_seconds: 9000, neutral_seconds: 5400, productive_pct: 60 },
  trend: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(12 + i).padStart(2, '0')}`, employees: 2, active_seconds: i % 7 > 4 ? 0 : 3600, idle_seconds: 0, productive_seconds: 2400, unproductive_seconds: 600, neutral_seconds: 600, productive_pct: i % 7 > 4 ? 0 : 67 })),
  top_applications: [
    { kind: 'application', name: 'excel.exe', category: 'productive', seconds: 14400 },
    { kind: 'domain', name: 'www.youtube.com', category: 'unproductive', seconds: 3600 },
  ],
  departments: [
    { department: 2, name: 'Sales', active_seconds: 30000, productive_seconds: 18000, productive_pct: 60 },
    { department: null, name: '', active_seconds: 6000, productive_seconds: 3600, productive_pct: 60 },
  ],
};

test('the dashboard: today and this week, each card a link to the summary; charts; Arabic right to left', async () => {
  const { renderScreen } = createResourceHarness(
    (request) => (request.path === '/web/ralvie/api/v2/dashboard/' ? { data: envelope(DASHBOARD, 'ZRAL0000') } : { status: 404, data: envelope(null, 'ZGEN0404') }),
    { lng: 'ar' },
  );
  renderScreen((client) => <RalvieDashboardView client={client} />);
  expect(await screen.findByTestId('ralvie-dashboard')).toBeInTheDocument();
  expect(screen.getByTestId('ralvie-today-pct')).toHaveTextContent('75 %');
  expect(screen.getByTestId('ralvie-today-productive')).toHaveTextContent('1:30');
  expect(screen.getByTestId('ralvie-week-employees')).toHaveTextContent('3');
  expect(screen.getByTestId('ralvie-week-pct').getAttribute('href')).toBe(summaryLink('2026-11-23', '2026-11-25'));
  expect(screen.getByText('اليوم')).toBeInTheDocument();
  for (const chart of ['ralvie-chart-trend', 'ralvie-chart-applications', 'ralvie-chart-departments']) expect(screen.getByTestId(chart)).toBeInTheDocument();
  // two applications → two bars, coloured by category
  await waitFor(() => expect(screen.getByTestId('ralvie-chart-applications').querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
  const departments = within(screen.getByTestId('ralvie-departments')).getAllByRole('link');
  expect(departments.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Sales', summaryLink('2026-11-23', '2026-11-25', { department__in: '2' })],
    ['بلا قسم', summaryLink('2026-11-23', '2026-11-25')],
  ]);
});

test('a week without activity says where the data comes from instead of empty charts', async () => {
  const none = { ...DASHBOARD, week: { ...DASHBOARD.week, active_seconds: 0 }, top_applications: [], departments: [] };
  const { renderScreen } = createResourceHarness((request) => (request.path === '/web/ralvie/api/v2/dashboard/' ? { data: envelope(none, 'ZRAL0000') } : { status: 404, data: envelope(null, 'ZGEN0404') }));
  renderScreen((client) => <RalvieDashboardView client={client} />);
  expect(await screen.findByTestId('ralvie-dashboard-empty')).toHaveTextContent(/token from Configuration/);
  expect(screen.queryByTestId('ralvie-chart-trend')).toBeNull();
});
