import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import type { FakeReply, RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { CATALOGUE_SCREENS, currencyDeclaration, discountDeclaration, planPricingDeclaration } from './catalogue-screens';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const API = '/web/vendor/api/v2';
const CURRENCIES = [
  { id: 1, code: 'USD', name: 'US dollar', symbol: '$', decimals: 2, is_active: true },
  { id: 2, code: 'AED', name: 'UAE dirham', symbol: 'AED', decimals: 2, is_active: true },
];
const STRATEGIES = [{ id: 5, code: 'per-employee', name: 'Per employee', unit: 'employee', description: '', is_active: true }];

beforeEach(() => toastQueue.clear());

/** The catalogue's lists answer from the constants; a write is echoed back as saved. */
function harness(extra: (request: RecordedRequest) => FakeReply | undefined = () => undefined) {
  return createResourceHarness((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.method === 'GET' && request.path === `${API}/currencies/`) return { data: pageOf(CURRENCIES, queryOf(request)) };
    if (request.method === 'GET' && request.path === `${API}/price_strategies/`) return { data: pageOf(STRATEGIES, queryOf(request)) };
    if (request.method === 'GET') return { data: pageOf([], queryOf(request)) };
    if (request.method === 'POST') return { data: envelope({ id: 99, ...(request.body as object) }, 'ZVEN0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

test('the five catalogue pages are screens of the remote', () => {
  expect(Object.keys(CATALOGUE_SCREENS).sort()).toEqual([
    '/vendor/subscription/currency', '/vendor/subscription/discount', '/vendor/subscription/feature', '/vendor/subscription/plan-pricing', '/vendor/subscription/price-strategy',
  ]);
});

test('currencies: listed for a vendor operator (no company permission needed) with add, edit and delete offered', async () => {
  const { client, renderScreen } = harness();
  renderScreen(() => <ResourceList declaration={currencyDeclaration} client={client} />);
  expect(await screen.findByText('US dollar')).toBeInTheDocument();
  expect(screen.getByText('Add').closest('button')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /edit/i }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: /delete/i }).length).toBeGreaterThan(0);
});

test('plan pricing: the strategy and currency are picked from the catalogue by code and sent with the tier and price', async () => {
  const { requests, client, renderScreen } = harness();
  renderScreen(() => <ResourceList declaration={planPricingDeclaration(client)} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const form = (await screen.findByText(/New record: Plan price/)).closest('.ant-modal, .ant-drawer') as HTMLElement;
  fireEvent.change(within(form).getByLabelText('Plan'), { target: { value: 'standard-monthly' } });
  fireEvent.mouseDown(within(form).getByLabelText('Price strategy (code)'));
  fireEvent.click(await screen.findByText('per-employee — Per employee'));
  fireEvent.mouseDown(within(form).getByLabelText('Currency (code)'));
  fireEvent.click(await screen.findByText('AED — UAE dirham'));
  fireEvent.change(within(form).getByLabelText('Unit price'), { target: { value: '9.9' } });
  fireEvent.click(within(form).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(posts(requests)).toHaveLength(1));
  expect(posts(requests)[0].body).toMatchObject({ plan: 'standard-monthly', strategy: 'per-employee', currency: 'AED', billing_period: 'monthly', tier_from: 1, tier_to: null, unit_price: 9.9, is_active: true });
});

test('discounts: the currency is asked only for an amount, and the server’s refusal shows on the field, nothing saved', async () => {
  const { requests, client, renderScreen } = harness((request) =>
    request.method === 'POST' ? { status: 400, data: { code: 'ZGEN0461', context: { fields: { currency: 'ZGEN0461' } }, data: null } } : undefined,
  );
  renderScreen(() => <ResourceList declaration={discountDeclaration(client)} client={client} />);
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const form = (await screen.findByText(/New record: Discount/)).closest('.ant-modal, .ant-drawer') as HTMLElement;
  expect(within(form).queryByLabelText('Currency (amount only)')).toBeNull();
  fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'TEN-OFF' } });
  fireEvent.mouseDown(within(form).getByLabelText('Type'));
  fireEvent.click(await screen.findByText('Amount'));
  fireEvent.mouseDown(await within(form).findByLabelText('Currency (amount only)'));
  fireEvent.click(await screen.findByText('USD — US dollar'));
  fireEvent.change(within(form).getByLabelText('Value'), { target: { value: '10' } });
  fireEvent.click(within(form).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(posts(requests)).toHaveLength(1));
  expect(posts(requests)[0].body).toMatchObject({ code: 'TEN-OFF', discount_type: 'amount', currency: 'USD', value: 10 });
  expect((await within(form).findAllByText('The related record was not found.')).length).toBeGreaterThan(0);
});
