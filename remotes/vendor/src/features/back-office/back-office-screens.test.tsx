import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import type { RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { BACK_OFFICE_SCREENS, employeeDeclaration, operatorDeclaration } from './screens';
import { VendorDashboard } from './VendorDashboard';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const API = '/web/vendor/api/v2';
const COMPANIES = [
  { id: 1, display_name: 'Acme Trading', company_name: 'Acme Trading' },
  { id: 2, display_name: 'Globex Corporation', company_name: 'Globex Corporation' },
];
const EMPLOYEES = [{ id: 10, emp_code: 'A001', employee_name: 'Ana Lopez', company: 1, company_name: 'Acme Trading', status: 'active', enable_att: true, created_at: '2026-11-01 08:00:00' }];
const OPERATORS = [{ id: 3, email: 'operator@vendor.test', display_name: 'Desk', is_active: true, last_login_at: null, created_at: '2026-11-01 08:00:00' }];
const FIGURES = { companies: 2, active_companies: 1, employees: 41, devices: 3, pending_devices: 1, mobile_accounts: 5, orders_paid: 4, orders_pending: 2, subscriptions_active: 7, subscriptions_trial: 3, subscriptions_expiring: 2, revenue: [{ currency: 'USD', amount: '150.50', orders: 2 }] };

beforeEach(() => toastQueue.clear());

function harness() {
  return createResourceHarness((request) => {
    if (request.method !== 'GET') return { data: envelope({ id: 99, ...(request.body as object) }, 'ZVEN0000') };
    const query = queryOf(request);
    if (request.path === `${API}/companies/`) return { data: pageOf(COMPANIES, query) };
    if (request.path === `${API}/employees/`) return { data: pageOf(EMPLOYEES.filter((row) => !query.get('company') || String(row.company) === query.get('company')), query) };
    if (request.path === `${API}/vendor_users/`) return { data: pageOf(OPERATORS, query) };
    if (request.path === `${API}/dashboard/`) return { data: envelope(FIGURES, 'ZVEN0000') };
    if (request.path === `${API}/dashboard/get_sales_data/`) {
      const period = query.get('period') ?? 'day';
      return { data: envelope({ period, start_date: '2026-10-27', end_date: '2026-11-25', currencies: [], points: [{ start: '2026-10-27', orders: 0, revenue: {} }] }, 'ZVEN0000') };
    }
    return { data: pageOf([], query) };
  });
}

const gets = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.method === 'GET' && request.path === `${API}${path}`);

test('the back-office pages of ADR 0119 are screens of the remote', () => {
  expect(Object.keys(BACK_OFFICE_SCREENS).sort()).toEqual([
    '/vendor/company/info', '/vendor/company/user', '/vendor/company/vendor-profile', '/vendor/dashboard', '/vendor/tenement/employee', '/vendor/tenement/mobile-app',
  ]);
});

test('employees: the company filter picks a company from the companies list and sends its id', async () => {
  const { requests, client, renderScreen } = harness();
  renderScreen(() => <ResourceList declaration={employeeDeclaration} client={client} />);
  expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
  // read only: nothing to add, edit or delete
  expect(screen.queryByText('Add')).toBeNull();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
  fireEvent.click(await screen.findByText('Globex Corporation'));
  await waitFor(() => expect(gets(requests, '/employees/').some((request) => queryOf(request).get('company') === '2')).toBe(true));
  expect(await screen.findByTestId('url')).toHaveTextContent('company=2');
});

test('operators: the e-mail is typed when adding, and shown, not editable, when editing', async () => {
  const { client, renderScreen } = harness();
  renderScreen(() => <ResourceList declaration={operatorDeclaration} client={client} />);
  expect(await screen.findByText('operator@vendor.test')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: /edit/i })[0]);
  const editForm = (await screen.findByText(/Edit record: Vendor operator/)).closest('.ant-modal, .ant-drawer') as HTMLElement;
  expect(within(editForm).queryByRole('textbox', { name: 'Account e-mail' })).toBeNull();
  expect(within(editForm).getByText('operator@vendor.test')).toBeInTheDocument();
});

test('the dashboard shows the figures and the revenue per currency, and asks for weekly sales when switched', async () => {
  const { requests, client, renderScreen } = harness();
  renderScreen(() => <VendorDashboard client={client} />);
  expect(await screen.findByTestId('vendor-kpi-employees')).toHaveTextContent('41');
  expect(screen.getByTestId('vendor-kpi-companies')).toHaveTextContent('1 active');
  expect(within(screen.getByTestId('vendor-kpi-subscriptions')).getByText('3 on trial · 2 ending within 30 days')).toBeInTheDocument();
  expect(within(screen.getByTestId('vendor-kpi-subscriptions')).getByText('7')).toBeInTheDocument();
  expect(screen.getByTestId('vendor-revenue')).toHaveTextContent('150.50');
  expect(await screen.findByText('No paid orders in this range')).toBeInTheDocument();
  fireEvent.click(screen.getByText('By week'));
  await waitFor(() => expect(gets(requests, '/dashboard/get_sales_data/').map((request) => queryOf(request).get('period'))).toContain('week'));
});
