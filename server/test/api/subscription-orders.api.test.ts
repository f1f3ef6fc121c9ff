import { createOrder, settleOrder } from '../../src/modules/vendor/orders-repository';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const ORDERS = '/web/vendor/api/v2/subscriptions/orders/';

describe(`a company's own subscription orders on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acmeAdmin: string;
  let acmeEmployee: string;
  let globexAdmin: string;
  let globexOrder: number;

  const get = (auth: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: auth } });

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.deps, 'acme');
    const globex = await createCompany(t.deps, 'globex');
    acmeAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
    acmeEmployee = authHeader(t.deps, { userId: 9001, companyId: acme, role: 'employee', employeeId: 1 });
    globexAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: globex });
    const order = (companyId: number, orderNo: string, amount: string, provider: 'telr' | 'paypal') =>
      createOrder(t.deps, { companyId, orderNo, plan: 'standard-yearly', amount, currency: 'aed', provider, providerRef: `REF-${orderNo}` });
    await order(acme, 'ACME-1', '1200.00', 'telr');
    const paid = await order(acme, 'ACME-2', '99.50', 'paypal');
    await settleOrder(t.deps, paid, { status: 'PAID', transactionRef: 'TXN-2', payerId: 'PAYER', answer: {} });
    globexOrder = (await order(globex, 'GLOBEX-1', '10.00', 'telr')).id;
  });

  afterAll(async () => {
    await t.close();
  });

  test('an administrator lists only their company’s orders, with amounts as numbers and where each stands', async () => {
    const answer = await get(acmeAdmin, `${ORDERS}?ordering=order_no`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.code).toBe('ZVEN0000');
    expect(body.data.total).toBe(2);
    expect(body.data.data.map((row: Record<string, unknown>) => [row.order_no, row.amount, row.currency, row.provider, row.status])).toEqual([
      ['ACME-1', 1200, 'AED', 'telr', 'PENDING'],
      ['ACME-2', 99.5, 'AED', 'paypal', 'PAID'],
    ]);
    expect(body.data.data[1].paid_at).not.toBeNull();
    // Filters and search go through the kernel like any list.
    expect((await get(acmeAdmin, `${ORDERS}?status=PAID`)).json().data.data.map((row: { order_no: string }) => row.order_no)).toEqual(['ACME-2']);
    expect((await get(acmeAdmin, `${ORDERS}?search=ACME-1`)).json().data.total).toBe(1);
  });

  test('another company’s order is not found, even by id; an employee login may not read orders', async () => {
    expect((await get(acmeAdmin, `${ORDERS}?search=GLOBEX`)).json().data.total).toBe(0);
    expect((await get(acmeAdmin, `${ORDERS}${globexOrder}/`)).statusCode).toBe(404);
    expect((await get(globexAdmin, `${ORDERS}${globexOrder}/`)).json().data.order_no).toBe('GLOBEX-1');
    const refused = await get(acmeEmployee, ORDERS);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ZGEN0403']);
  });

  test('without the payment sandbox (provider credentials set) checkout is 503 and writes nothing: no provider page is built yet', async () => {
    const before = (await get(acmeAdmin, ORDERS)).json().data.total;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/web/vendor/api/v2/subscriptions/checkout/',
      headers: { authorization: acmeAdmin },
      payload: { plan: 'standard', currency: 'USD', billing_period: 'monthly', licensed_count: 5, provider: 'telr' },
    });
    expect([answer.statusCode, answer.json().code]).toEqual([503, 'ZVEN0003']);
    expect((await get(acmeAdmin, ORDERS)).json().data.total).toBe(before);
  });

  test('orders are never written through this resource', async () => {
    for (const [method, url] of [
      ['POST', ORDERS],
      ['PUT', `${ORDERS}${globexOrder}/`],
      ['PATCH', `${ORDERS}${globexOrder}/`],
      ['DELETE', `${ORDERS}${globexOrder}/`],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: { authorization: globexAdmin }, payload: { status: 'PAID' } });
      expect([url, method, answer.statusCode]).toEqual([url, method, 404]);
    }
    expect((await get(globexAdmin, `${ORDERS}${globexOrder}/`)).json().data.status).toBe('PENDING');
  });
});
