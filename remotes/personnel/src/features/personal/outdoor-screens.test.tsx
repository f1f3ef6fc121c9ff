import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, screen, waitFor } from '@testing-library/react';
import { ResourceList } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { PERSONAL_OUTDOOR_DECLARATIONS, PERSONAL_OUTDOOR_SCREENS } from './outdoor-screens';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60000);

const MINE = '/web/gps/api/v2/my/outdoor-schedules/';
const employeeLogin = { permissions: [], is_admin: false, employee_id: 7, is_employee_login: true, is_vendor_operator: false };

test('the three outdoor-management pages are screens of the Personal area', () => {
  expect(Object.keys(PERSONAL_OUTDOOR_SCREENS)).toEqual(['/personal/outdoor-management/my-schedule', '/personal/outdoor-management/schedule-report', '/personal/outdoor-management/unschedule-report']);
});

test('my schedule: the own visits from the /my/ list, read-only for an employee login without any permission', async () => {
  const { requests, renderScreen } = createResourceHarness(
    (request) => {
      if (request.method === 'GET' && request.path === MINE) return { data: pageOf([{ id: 1, employee: 7, date: '2026-07-01', start_time: '14:00', end_time: '16:00', client: 3, client_name: 'Fabrikam', remarks: '' }], queryOf(request)) };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { user: employeeLogin },
  );
  renderScreen((client) => <ResourceList declaration={PERSONAL_OUTDOOR_DECLARATIONS.mySchedule} client={client} />);
  expect(await screen.findByText('Fabrikam')).toBeInTheDocument();
  expect(screen.getByText('14:00')).toBeInTheDocument();
  expect(screen.queryByText('Add')).toBeNull();
  expect(screen.queryByText('Import')).toBeNull();
  await waitFor(() => expect(requests.every((request) => request.path === MINE && request.method === 'GET')).toBe(true));
});
