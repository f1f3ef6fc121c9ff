import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, screen } from '@testing-library/react';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import type { RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { SubscriptionScreen } from './SubscriptionScreen';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60000);

const API = '/web/vendor/api/v2/subscriptions';
const HISTORY = [
  { id: 2, created_at: '2026-11-20 10:00:00', action: 'activated', plan: 'standard', billing_period: 'monthly', unit: 'employee', licensed_count: 10, starts_on: '2026-11-20', ends_on: '2026-12-19', previous_ends_on: '2026-12-03', amount: 30, currency: 'USD', order_no: 'SUB-20261120-AB12' },
];

function harness(current: object) {
  return createResourceHarness(
    (request: RecordedRequest) => {
      if (request.path === `${API}/current/`) return { data: envelope(current, 'ZVEN0000') };
      if (request.path === `${API}/history/`) return { data: pageOf(HISTORY, queryOf(request)) };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { user: { is_admin: false, permissions: ['subscription.view_subscription', 'subscription.export_subscription', 'subscription.purchase_subscription'], employee_id: null, is_vendor_operator: false } },
  );
}

test('the current subscription reads with its status, dates and the licence in use, over its history', async () => {
  const { client, renderScreen } = harness({
    subscription: { plan: 'standard', billing_period: 'monthly', currency: 'USD', unit: 'employee', licensed_count: 10, starts_on: '2026-11-20', ends_on: '2026-12-19', status: 'active' },
    usage: { employee: 12, device: 3 },
  });
  renderScreen(() => <SubscriptionScreen client={client} />);
  expect(await screen.findByTestId('subscription-status')).toHaveAttribute('data-status', 'active');
  expect(screen.getByText('12 of 10 in use')).toBeInTheDocument();
  expect(screen.getByText('More are in use than the subscription covers. Buy a larger count.')).toBeInTheDocument();
  expect(await screen.findByText('SUB-20261120-AB12')).toBeInTheDocument();
  expect(screen.getByText('Activated')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buy or renew' })).toBeInTheDocument();
});

test('without a subscription it says so and offers to buy one', async () => {
  const { client, renderScreen } = harness({ subscription: null, usage: { employee: 0, device: 0 } });
  renderScreen(() => <SubscriptionScreen client={client} />);
  expect(await screen.findByText('Your company has no subscription yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buy or renew' })).toBeInTheDocument();
});
