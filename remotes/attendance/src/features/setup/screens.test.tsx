import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { SETUP_DECLARATIONS } from './screens';

configure({ asyncUtilTimeout: 10000 });
// antd drawers take seconds on the shared, loaded test machine.
jest.setTimeout(120000);

const TIMETABLES = '/web/att/api/v2/timetables/';

test('the timetable form shows the fields of its kind, draws the day, and sends the json fields as objects', async () => {
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === TIMETABLES) return { data: pageOf([], queryOf(request)) };
    if (request.method === 'GET' && request.path === '/web/att/api/v2/break-times/') return { data: pageOf([{ id: 3, alias: 'Lunch', start: '13:00', duration: 60 }], queryOf(request)) };
    if (request.method === 'POST' && request.path === TIMETABLES) return { data: envelope({ id: 9, ...(request.body as object) }, 'ZATT0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => <ResourceList declaration={SETUP_DECLARATIONS.timetable} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const drawer = (await screen.findByText('New record: Timetable')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByLabelText('Check-in time')).toBeInTheDocument();
  expect(within(drawer).queryByLabelText('Required work (min)')).toBeNull();
  fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Day' } });
  const start = within(drawer).getByLabelText('Check-in time');
  fireEvent.change(start, { target: { value: '09:00' } });
  fireEvent.blur(start);
  fireEvent.change(within(drawer).getByLabelText('Duty (min)'), { target: { value: '540' } });
  expect(await within(drawer).findByTestId('att-timetable-timeline')).toBeInTheDocument();
  fireEvent.click(within(drawer).getByLabelText('Early-in overtime'));
  fireEvent.click(within(drawer).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  const body = requests.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
  expect(body).toMatchObject({ alias: 'Day', kind: 'normal', start: '09:00', duration: 540, early_in_ot: { min: 30 }, late_out_ot: null, core_band: null, break_times: [] });
});
