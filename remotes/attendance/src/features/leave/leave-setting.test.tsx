import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { LeaveBalances } from './LeaveSettingScreen';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

test('an employee\'s balances for the year: entitled, adjustments, taken, pending, balance, and "No limit" where there is none', async () => {
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === '/web/personnel/api/v2/employees/') return { data: pageOf([{ id: 1001, display_name: 'Ana', emp_code: '1001', first_name: 'Ana', last_name: 'Ruiz' }], queryOf(request)) };
    if (request.method === 'GET' && request.path === '/web/att/api/v2/leave-balances/') {
      return {
        data: envelope([
          { employee: 1001, leave_type: 1, year: 2026, entitled: 12, adjustments: 0.25, taken: 1.5, pending: 1, balance: 9.75 },
          { employee: 1001, leave_type: 2, year: 2026, entitled: null, adjustments: 0, taken: 2, pending: 0, balance: null },
        ], 'ZAPR0000'),
      };
    }
    if (request.method === 'POST' && request.path === '/web/att/api/v2/leave-types/read/') return { data: envelope([{ id: 1, name: 'Annual leave' }, { id: 2, name: 'Sick leave' }], 'ZAPR0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen(() => <LeaveBalances />);
  fireEvent.mouseDown(screen.getByLabelText('Employee'));
  fireEvent.click(await screen.findByTitle('1001 Ana Ruiz'));
  const table = await screen.findByTestId('leave-balances');
  expect(await within(table).findByText('Annual leave')).toBeTruthy();
  expect(within(table).getByText('9.75')).toBeTruthy();
  expect(within(table).getByText('0.25')).toBeTruthy();
  expect(within(table).getAllByText('No limit')).toHaveLength(2);
  const asked = requests.find((r) => r.path === '/web/att/api/v2/leave-balances/');
  expect(queryOf(asked as never).get('employee')).toBe('1001');
  expect(queryOf(asked as never).get('year')).toBe(String(new Date().getFullYear()));
});
