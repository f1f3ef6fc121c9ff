import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { terminalDeclaration, timePeriod } from './screens';

configure({ asyncUtilTimeout: 10000 });
// antd drawers take seconds on the shared, loaded test machine.
jest.setTimeout(120000);

const PERIODS = '/web/acc/api/v2/time-periods/';

function typeTime(drawer: HTMLElement, label: string, value: string) {
  const input = within(drawer).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

test('the time period form edits intervals per day, refuses an end before its start in words, and sends the filled intervals', async () => {
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === PERIODS) return { data: pageOf([], queryOf(request)) };
    if (request.method === 'POST' && request.path === PERIODS) return { data: envelope({ id: 4, ...(request.body as object), summary: '' }, 'ZACC0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => <ResourceList declaration={timePeriod} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const drawer = (await screen.findByText('New record: Time period')).closest('.ant-drawer') as HTMLElement;
  fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Office' } });
  // Interval 2 first: it keeps its place while interval 1 is empty.
  typeTime(drawer, 'Monday Interval 2 Start', '13:00');
  typeTime(drawer, 'Monday Interval 2 End', '12:00');
  fireEvent.click(within(drawer).getByText('Save').closest('button') as HTMLElement);
  expect(await within(drawer).findByText('Monday: the interval 13:00–12:00 must end after it starts.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

  typeTime(drawer, 'Monday Interval 2 End', '17:00');
  typeTime(drawer, 'Monday Interval 1 Start', '08:00');
  typeTime(drawer, 'Monday Interval 1 End', '13:30');
  fireEvent.click(within(drawer).getByText('Save').closest('button') as HTMLElement);
  expect(await within(drawer).findByText('Monday: the intervals 08:00–13:30 and 13:00–17:00 overlap.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  typeTime(drawer, 'Monday Interval 1 End', '12:00');
  fireEvent.click(within(drawer).getByText('Copy Monday to weekdays').closest('button') as HTMLElement);
  fireEvent.click(within(drawer).getByRole('button', { name: 'Clear Wednesday' }));
  fireEvent.click(within(drawer).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  const body = requests.find((request) => request.method === 'POST')?.body as { name: string; intervals: Record<string, unknown[]> };
  const office = [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }];
  expect(body.name).toBe('Office');
  expect(body.intervals).toEqual({ sun: [], mon: office, tue: office, wed: [], thu: office, fri: office, sat: [], hol1: [], hol2: [], hol3: [] });
});

const DOORS = '/web/acc/api/v2/terminals/';

function renderDoors(permissions: string[]) {
  const harness = createResourceHarness(
    (request) => {
      if (request.method === 'GET' && request.path === DOORS) {
        return { data: pageOf([{ id: 5, terminal: 1, terminal_sn: 'SN1', terminal_alias: 'Front', door_name: 'Main', state: 'online', lock_open_s: 5, sensor_type: 'none', verify_mode: '0' }], queryOf(request)) };
      }
      if (request.method === 'POST' && request.path === `${DOORS}open_door/`) return { data: envelope({ terminals: 1, commands: 1 }, 'ZACC0000') };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { user: { permissions: ['acc.view_terminal', ...permissions], is_admin: false, employee_id: null, is_vendor_operator: false } },
  );
  harness.renderScreen((client) => <ResourceList declaration={terminalDeclaration(client)} client={client} />);
  return harness;
}

test('a door opens from its row for a user who may control doors; without the permission there is no door menu', async () => {
  toastQueue.clear();
  const { requests } = renderDoors(['acc.control_terminal']);
  const rowOf = (await screen.findByText('SN1')).closest('tr') as HTMLElement;
  expect(within(rowOf).getByText('Online')).toBeInTheDocument();
  fireEvent.click(within(rowOf).getByRole('button', { name: /Door/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Open door' }));
  await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ terminals: [5] }));
  expect(requests.find((request) => request.method === 'POST')?.path).toBe(`${DOORS}open_door/`);
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Commands queued: 1.'));
});

test('without acc.control_terminal the list has no door actions and no selection', async () => {
  renderDoors([]);
  await screen.findByText('SN1');
  expect(screen.queryByRole('button', { name: /Door|Selected/ })).toBeNull();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
});
