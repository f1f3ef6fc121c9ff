import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import type { FakeReply, RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { SchedulePlanner } from './SchedulePlanner';
import { accountDeclaration, GPS_DECLARATIONS, GPS_SCREENS } from './screens';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const ACCOUNTS = '/web/gps/api/v2/accounts/';
const PLACES = '/web/gps/api/v2/employee-locations/';
const NOTICES = '/web/gps/api/v2/notices/';
const EMPLOYEES = '/web/personnel/api/v2/employees/';
const ada = { id: 7, emp_code: 'S1', first_name: 'Ada', last_name: 'Lovelace', display_name: 'Ada Lovelace' };

beforeEach(() => toastQueue.clear());

/** Every GET answers an empty page unless `handler` answers it. */
function harness(handler: (request: RecordedRequest) => FakeReply | undefined) {
  return createResourceHarness((request) => handler(request) ?? (request.method === 'GET' ? { data: pageOf([], queryOf(request)) } : { status: 404, data: envelope(null, 'ZGEN0404') }));
}

test('every GPS page built so far is a screen of the remote', () => {
  expect(Object.keys(GPS_SCREENS).sort()).toEqual([
    '/gps/accounts', '/gps/announcement', '/gps/client-details', '/gps/gps-of-department', '/gps/gps-of-employee', '/gps/notice', '/gps/operation-log',
    '/gps/outdoor-schedule', '/gps/schedule-planner', '/gps/schedule-report', '/gps/unschedule-report',
  ]);
});

test('accounts: code and name listed; an account is added with the employee picked as "code name"; the selection is disabled', async () => {
  const accounts = [{ id: 1, employee: 8, emp_code: 'S2', employee_name: 'Bob', department_name: 'Sales', enabled: true, allow_outdoor: false, last_login: null, remarks: '' }];
  const { requests, client, renderScreen } = harness((request) => {
    if (request.method === 'GET' && request.path === ACCOUNTS) return { data: pageOf(accounts, queryOf(request)) };
    if (request.method === 'GET' && request.path === EMPLOYEES) return { data: pageOf([ada], queryOf(request)) };
    if (request.method === 'POST' && request.path === ACCOUNTS) return { data: envelope({ id: 2, ...(request.body as object) }, 'ZGPS0000') };
    if (request.method === 'PATCH' && request.path === `${ACCOUNTS}1/`) return { data: envelope({ ...accounts[0], enabled: false }, 'ZGPS0000') };
    return undefined;
  });
  renderScreen(() => <ResourceList declaration={accountDeclaration(client)} client={client} />);
  expect(await screen.findByText('S2')).toBeInTheDocument();
  expect(screen.getByText('Sales')).toBeInTheDocument();

  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const dialog = (await screen.findByText('New record: Mobile accounts')).closest('.ant-modal') as HTMLElement;
  fireEvent.mouseDown(within(dialog).getByLabelText('Employee'));
  fireEvent.click(await screen.findByText('S1 Ada Lovelace'));
  fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ employee: 7, enabled: true, allow_outdoor: false, remarks: '' });

  fireEvent.click(screen.getAllByRole('checkbox').at(-1) as HTMLElement);
  fireEvent.click((await screen.findByText('Disable app')).closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ enabled: false });
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('1 accounts changed.'));
});

test('a GPS place out of range is refused in the form and nothing is sent', async () => {
  const { requests, client, renderScreen } = harness((request) => (request.method === 'GET' && request.path === EMPLOYEES ? { data: pageOf([ada], queryOf(request)) } : undefined));
  renderScreen(() => <ResourceList declaration={GPS_DECLARATIONS['/gps/gps-of-employee']} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const dialog = (await screen.findByText('New record: GPS of employees')).closest('.ant-modal') as HTMLElement;
  fireEvent.mouseDown(within(dialog).getByLabelText('Employee'));
  fireEvent.click(await screen.findByText('S1 Ada Lovelace'));
  fireEvent.change(within(dialog).getByLabelText('Place'), { target: { value: 'Office' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '91' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '10' } });
  fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
  // the number box takes no value beyond ±90: the latitude stays unset and the form says so
  await waitFor(() => expect([...dialog.querySelectorAll('.ant-form-item-has-error label')].map((label) => label.textContent)).toEqual(['Latitude']));
  expect(requests.filter((request) => request.path === PLACES && request.method !== 'GET')).toEqual([]);
});

test('a notice to employees shows the employee picker, and the server refusal of no recipient on it, translated', async () => {
  const { requests, client, renderScreen } = harness((request) => {
    if (request.method === 'POST' && request.path === NOTICES) return { status: 400, data: { code: 'ZGPS0003', context: { fields: { employees: 'ZGPS0003' } }, data: null } };
    return undefined;
  });
  renderScreen(() => <ResourceList declaration={GPS_DECLARATIONS['/gps/notice']} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const drawer = (await screen.findByText('New record: Notices')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).queryByText('Employees')).toBeNull();
  fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: 'Visit plan' } });
  fireEvent.change(within(drawer).getByLabelText('Message'), { target: { value: 'See the app' } });
  fireEvent.mouseDown(within(drawer).getByLabelText('Send to'));
  fireEvent.click(await screen.findByText('Chosen employees'));
  expect(await within(drawer).findByText('Employees')).toBeInTheDocument();
  // the picker opens on the current month
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
  await userEvent.click(within(drawer).getByLabelText('Start date'));
  await userEvent.click(within(await screen.findByTitle(day)).getByText('15'));
  fireEvent.click(within(drawer).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ title: 'Visit plan', content: 'See the app', audience: 'employees', employees: [], start_date: day });
  expect((await within(drawer).findAllByText('Choose at least one recipient for this audience.')).length).toBeGreaterThan(0);
});

test('the planner sends the plan, shows an overlap on the times translated, then says how many visits it planned', async () => {
  let answer: 'overlap' | 'ok' = 'overlap';
  const PLAN = '/web/gps/api/v2/outdoor-schedules/plan/';
  const { requests, client, renderScreen } = harness((request) => {
    if (request.method === 'GET' && request.path === '/web/gps/api/v2/clients/3/') return { data: envelope({ id: 3, name: 'Fabrikam' }) };
    if (request.method === 'GET' && request.path === '/web/gps/api/v2/clients/') return { data: pageOf([{ id: 3, name: 'Fabrikam' }], queryOf(request)) };
    if (request.method === 'GET' && request.path === EMPLOYEES) return { data: pageOf([ada], queryOf(request)) };
    if (request.method === 'POST' && request.path === PLAN && answer === 'overlap') {
      return { status: 400, data: { code: 'ZGPS0005', context: { fields: { start_time: 'ZGPS0005', end_time: 'ZGPS0005' }, params: { client: 'Fabrikam', start_time: '09:00', end_time: '11:00', date: '2026-07-01' } }, data: null } };
    }
    if (request.method === 'POST' && request.path === PLAN) return { data: envelope({ created: 8 }, 'ZGPS0000') };
    return undefined;
  });
  renderScreen(() => <SchedulePlanner client={client} initial={{ employees: [7], client: 3, start_date: '2026-07-01', end_date: '2026-07-14', weekdays: ['mon', 'wed'] }} />);
  const planner = await screen.findByTestId('gps-schedule-planner');
  expect(await within(planner).findByText('Fabrikam')).toBeInTheDocument();
  expect(within(planner).getByLabelText('Mon')).toBeChecked();
  expect(within(planner).getByLabelText('Tue')).not.toBeChecked();
  fireEvent.click(within(planner).getByText('Plan visits').closest('button') as HTMLElement);
  const message = 'The employee already has an outdoor schedule from 09:00 to 11:00 on 2026-07-01 (Fabrikam).';
  expect((await within(planner).findAllByText(message)).length).toBe(3);
  expect(requests.find((request) => request.path === PLAN)?.body).toEqual({ employees: [7], client: 3, start_date: '2026-07-01', end_date: '2026-07-14', weekdays: ['mon', 'wed'], start_time: '09:00', end_time: '17:00', remarks: '' });
  answer = 'ok';
  fireEvent.click(within(planner).getByText('Plan visits').closest('button') as HTMLElement);
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('8 outdoor schedules planned.'));
  expect(within(planner).queryByText(message)).toBeNull();
});

test('an outdoor visit that ends before it starts is refused in the form, said in the user\'s words, and nothing is sent', async () => {
  const { requests, client, renderScreen } = harness(() => undefined);
  renderScreen(() => <ResourceList declaration={GPS_DECLARATIONS['/gps/outdoor-schedule']} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const dialog = (await screen.findByText('New record: Outdoor schedules')).closest('.ant-modal') as HTMLElement;
  for (const [label, value] of [['From', '14:00'], ['To', '13:00']]) {
    const input = within(dialog).getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
  expect(await within(dialog).findByText('The end time must be after the start time.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  // the same window the right way round: that message goes
  const to = within(dialog).getByLabelText('To');
  fireEvent.change(to, { target: { value: '15:00' } });
  fireEvent.blur(to);
  fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(within(dialog).queryByText('The end time must be after the start time.')).toBeNull());
});
