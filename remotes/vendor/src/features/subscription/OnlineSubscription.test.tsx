import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createResourceHarness, envelope } from '@timekeep/ui/src/resource/testing/resource-harness';
import type { RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { OnlineSubscription } from './OnlineSubscription';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(60000);

const API = '/web/vendor/api/v2/subscriptions';
const OFFERS = [
  { plan: 'enterprise', currency: 'USD', billing_period: 'monthly', unit: 'company', tiers: [{ tier_from: 1, tier_to: null, unit_price: '499.00' }] },
  { plan: 'standard', currency: 'USD', billing_period: 'monthly', unit: 'employee', tiers: [{ tier_from: 1, tier_to: null, unit_price: '3.00' }] },
];
const CURRENT = {
  subscription: { plan: 'standard', billing_period: 'monthly', currency: 'USD', unit: 'employee', licensed_count: 25, starts_on: '2026-11-01', ends_on: '2026-11-14', status: 'trial' },
  usage: { employee: 12, device: 1 },
};

/** The fake server's price is deliberately not what the page could work out (3.00 × 25): the page shows the server's. */
function harness() {
  return createResourceHarness((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === `${API}/plans/`) return { data: envelope(OFFERS, 'ZVEN0000') };
    if (request.method === 'GET' && request.path === `${API}/current/`) return { data: envelope(CURRENT, 'ZVEN0000') };
    const body = request.body as { discount_code?: string; licensed_count: number };
    if (request.path === `${API}/price/`) {
      if (body.discount_code === 'USEDUP') return { status: 400, data: { code: 'ZVEN0008', context: { message: 'used up', fields: { discount_code: 'invalid' } }, data: null } };
      return {
        data: envelope(
          { plan: 'standard', currency: 'USD', billing_period: 'monthly', unit: 'employee', licensed_count: body.licensed_count, unit_price: '3.00', list_amount: '75.00', discount_code: null, discount_amount: '0.00', amount: '71.11' },
          'ZVEN0000',
        ),
      };
    }
    if (request.path === `${API}/checkout/`) return { status: 201, data: envelope({ order_id: 7, order_no: 'SUB-1', pay_url: '/web/sandbox/payment/pay/?ref=SUB-1', sandbox: true }, 'ZVEN0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
}

test('starts from the current subscription, shows the server’s price, and pays without sending an amount', async () => {
  const { requests, client, renderScreen } = harness();
  const navigate = jest.fn();
  renderScreen(() => <OnlineSubscription client={client} navigate={navigate} />);
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('71.11 USD');
  expect(screen.getByLabelText('Number of employees')).toHaveValue('25');
  const priced = requests.filter((request) => request.path === `${API}/price/`);
  expect(priced[priced.length - 1].body).toEqual({ plan: 'standard', currency: 'USD', billing_period: 'monthly', licensed_count: 25 });

  fireEvent.click(screen.getByTestId('checkout-pay'));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web/sandbox/payment/pay/?ref=SUB-1'));
  const checkout = requests.find((request) => request.path === `${API}/checkout/`);
  expect(checkout?.body).toEqual({ plan: 'standard', currency: 'USD', billing_period: 'monthly', licensed_count: 25, provider: 'telr' });
});

test('a refused discount code shows the server’s translated reason on the field and nothing can be paid', async () => {
  const { client, renderScreen } = harness();
  renderScreen(() => <OnlineSubscription client={client} navigate={jest.fn()} />);
  await screen.findByTestId('checkout-total');
  fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'USEDUP' } });
  expect(await screen.findByText('This discount code has been used up.')).toBeInTheDocument();
  expect(screen.getByText('Change the marked choice to see a price.')).toBeInTheDocument();
  expect(screen.getByTestId('checkout-pay')).toBeDisabled();
});
