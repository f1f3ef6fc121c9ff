import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createResourceHarness, envelope, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { LeaveDetailReport } from './LeaveDetailReport';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const BALANCES = '/web/att/api/v2/reports/leave-detail-report/';
const REQUESTS = '/web/att/api/v2/reports/leave-detail-requests/';

function harness(lng = 'en') {
  return createResourceHarness((request) => {
    const page = { page: 1, page_size: Number(queryOf(request).get('page_size')) };
    if (request.path === BALANCES) {
      return {
        data: envelope({
          columns: [{ key: 'emp_code', title: 'Employee ID' }, { key: 'leave_type', title: 'Leave type' }, { key: 'adjustments', title: 'Adjustments', kind: 'number' }, { key: 'balance', title: 'Balance', kind: 'number' }],
          data: [{ employee: 1, emp_code: '1001', leave_type: 'Annual', adjustments: 1.5, balance: 9.5 }],
          total: 1, ...page, totals: { adjustments: 1.5 },
        }, 'ZRPT0000'),
      };
    }
    if (request.path === REQUESTS) {
      return {
        data: envelope({
          columns: [{ key: 'emp_code', title: 'Employee ID' }, { key: 'start_time', title: 'Start', kind: 'datetime' }, { key: 'status', title: 'Status' }],
          data: [{ employee: 1, emp_code: '1001', start_time: '2026-03-02 00:00:00', status: 'Approved' }],
          total: 1, ...page, totals: {},
        }, 'ZRPT0000'),
      };
    }
    return { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) };
  }, { lng });
}

test('the leave detail page shows the ledger report first and the requests of the period on their tab', async () => {
  const { requests, renderScreen } = harness();
  renderScreen((client) => <LeaveDetailReport client={client} />);
  expect(await screen.findByText('9.5')).toBeTruthy();
  expect(requests.some((r) => r.path === REQUESTS)).toBe(false);
  fireEvent.click(screen.getByRole('tab', { name: 'Requests' }));
  expect(await screen.findByText('Approved')).toBeTruthy();
  await waitFor(() => expect(requests.filter((r) => r.path === REQUESTS)).not.toHaveLength(0));
});

test('the tabs are translated (Arabic)', async () => {
  const { renderScreen } = harness('ar');
  renderScreen((client) => <LeaveDetailReport client={client} />);
  expect(await screen.findByRole('tab', { name: 'الأرصدة' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'الطلبات' })).toBeTruthy();
});
