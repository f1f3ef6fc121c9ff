import { createOrder, findOrder, type OrderRow } from '../../src/modules/vendor/orders-repository';
import { startPayPalFake, type PayPalFake } from '../fakes/paypal';
import { startTelrFake, type TelrFake } from '../fakes/telr';
import { createCompany } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const TELR_URL = '/web/vendor/api/v2/payment//telr/';
const PAYPAL_URL = '/web/vendor/api/v2/payment//paypal/';
const BUYER = 'BUYER1234567';

describe(`vendor payment returns on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let telr: TelrFake;
  let paypal: PayPalFake;
  let companyId: number;
  let sequence = 0;

  beforeAll(async () => {
    telr = await startTelrFake();
    paypal = await startPayPalFake();
    telr.hangMs = 2_000;
    paypal.hangMs = 2_000;
    t = await createTestApp({
      env: {
        TELR_BASE_URL: telr.url,
        TELR_STORE_ID: telr.storeId,
        TELR_AUTH_KEY: telr.authKey,
        TELR_TIMEOUT_MS: '300',
        PAYPAL_BASE_URL: paypal.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_TIMEOUT_MS: '300',
      },
    });
    companyId = await createCompany(t.deps, 'payer');
  });
  afterAll(async () => {
    await t.close();
    await telr.close();
    await paypal.close();
  });
  afterEach(() => {
    telr.mode = 'normal';
    paypal.mode = 'normal';
  });

  async function order(provider: 'telr' | 'paypal', amount = '99.00', currency = 'AED'): Promise<OrderRow> {
    sequence += 1;
    const ref = provider === 'telr' ? `T${Date.now()}${sequence}` : `PAYID-${Date.now()}${sequence}`;
    return createOrder(t.deps, { companyId, orderNo: `ORD-${sequence}`, plan: 'standard', amount, currency, provider, providerRef: ref });
  }

  async function telrOrder(statusCode: number, amount = '99.00'): Promise<OrderRow> {
    const row = await order('telr');
    telr.setOrder({ ref: row.provider_ref, cartid: row.order_no, amount, currency: 'AED', statusCode });
    return row;
  }

  async function paypalOrder(outcome: 'approve' | 'decline' | 'fail', approvedBy: string | null = BUYER): Promise<OrderRow> {
    const row = await order('paypal', '29.00', 'USD');
    paypal.setPayment({ id: row.provider_ref, amount: '29.00', currency: 'USD', approvedBy, outcome });
    return row;
  }

  const telrReturn = (orderRef: string, url = TELR_URL) => t.app.inject({ method: 'POST', url, payload: { order_ref: orderRef } });
  const paypalReturn = (paymentId: string, payerId = BUYER) =>
    t.app.inject({ method: 'POST', url: PAYPAL_URL, payload: { payment_id: paymentId, payer_id: payerId } });
  const statusOf = (res: { json(): { data: { status: string } } }) => res.json().data.status;
  const current = async (row: OrderRow) => (await findOrder(t.deps, row.company_id, row.id))!;
  const paymentsOf = (row: OrderRow) =>
    t.deps.database.withTenant(row.company_id, (trx) =>
      trx.selectFrom('vendor_payments').selectAll().where('company_id', '=', row.company_id).where('order_id', '=', row.id).execute(),
    );

  describe('telr', () => {
    it('answers ORDER_NOT_FOUND for a reference we never issued, without asking Telr', async () => {
      const res = await telrReturn('NO-SUCH-REF');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'ZVEN0000', context: {}, data: { status: 'ORDER_NOT_FOUND' } });
      expect(telr.checksFor('NO-SUCH-REF')).toBe(0);
    });

    it('settles a paid order as PAID once, then answers ORDER_PAID without asking again', async () => {
      const row = await telrOrder(3);
      const first = await telrReturn(row.provider_ref);
      expect(first.json()).toMatchObject({ code: 'ZVEN0000', data: { status: 'PAID' } });
      const paid = await current(row);
      expect(paid.status).toBe('PAID');
      expect(paid.paid_at).toEqual(t.clock.now());
      const again = await telrReturn(row.provider_ref, '/web/vendor/api/v2/payment/telr/');
      expect(statusOf(again)).toBe('ORDER_PAID');
      expect(telr.checksFor(row.provider_ref)).toBe(1);
      const payments = await paymentsOf(row);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'PAID', provider: 'telr', amount: '99.00', currency: 'AED' });
      expect(payments[0].transaction_ref).not.toBe('');
    });

    it('pays an order exactly once under concurrent returns', async () => {
      const row = await telrOrder(3);
      const answers = await Promise.all(Array.from({ length: 5 }, () => telrReturn(row.provider_ref)));
      const statuses = answers.map(statusOf).sort();
      expect(statuses.filter((s) => s === 'PAID')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'ORDER_PAID')).toHaveLength(4);
      expect(await paymentsOf(row)).toHaveLength(1);
    });

    it.each([
      [-2, 'CANCELLED'],
      [-3, 'DECLINED'],
      [-1, 'FAILED'],
    ])('records Telr status %i as %s and answers it again from our records', async (code, status) => {
      const row = await telrOrder(code);
      expect(statusOf(await telrReturn(row.provider_ref))).toBe(status);
      expect((await current(row)).status).toBe(status);
      expect(statusOf(await telrReturn(row.provider_ref))).toBe(status);
      expect(telr.checksFor(row.provider_ref)).toBe(1);
      expect(await paymentsOf(row)).toHaveLength(1);
    });

    it('answers PENDING for an order Telr still has pending, and leaves it pending', async () => {
      const row = await telrOrder(1);
      expect(statusOf(await telrReturn(row.provider_ref))).toBe('PENDING');
      expect((await current(row)).status).toBe('PENDING');
      expect(await paymentsOf(row)).toHaveLength(0);
    });

    it('does not pay an order when Telr reports another amount', async () => {
      const row = await telrOrder(3, '1.00');
      expect(statusOf(await telrReturn(row.provider_ref))).toBe('AMOUNT_MISMATCH');
      expect((await current(row)).status).toBe('PENDING');
    });

    it('fails clearly on a Telr timeout and leaves the order unchanged', async () => {
      const row = await telrOrder(3);
      telr.mode = 'hang';
      const res = await telrReturn(row.provider_ref);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ code: 'ZVEN0001', data: null, context: { message: expect.stringMatching(/Telr did not answer within 300 ms/) } });
      expect((await current(row)).status).toBe('PENDING');
      expect(await paymentsOf(row)).toHaveLength(0);
      telr.mode = 'normal';
      expect(statusOf(await telrReturn(row.provider_ref))).toBe('PAID');
    });

    it('fails clearly on a Telr 5xx and leaves the order unchanged', async () => {
      const row = await telrOrder(3);
      telr.mode = 'error';
      const res = await telrReturn(row.provider_ref);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ZVEN0002', context: { message: expect.stringMatching(/HTTP 503/) } });
      expect((await current(row)).status).toBe('PENDING');
      expect(await paymentsOf(row)).toHaveLength(0);
    });

    it('reports a Telr error answer as a provider failure and keeps the order', async () => {
      const row = await order('telr');
      const res = await telrReturn(row.provider_ref);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ZVEN0002', context: { message: expect.stringMatching(/E05:Order not found/) } });
      expect((await current(row)).status).toBe('PENDING');
    });

    it('sends the store credentials to Telr as form fields', async () => {
      const row = await telrOrder(-2);
      await telrReturn(row.provider_ref);
      const sent = new URLSearchParams(telr.requests.at(-1)!.body);
      expect(Object.fromEntries(sent)).toEqual({ ivp_method: 'check', ivp_store: telr.storeId, ivp_authkey: telr.authKey, order_ref: row.provider_ref });
    });

    it('validates the body', async () => {
      const res = await t.app.inject({ method: 'POST', url: TELR_URL, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { order_ref: 'required' } } });
    });
  });

  it('settles only the order the reference belongs to; companies never see each other’s orders', async () => {
    const otherCompany = await createCompany(t.deps, 'payer-b');
    const mine = await telrOrder(3);
    const theirs = await createOrder(t.deps, { companyId: otherCompany, orderNo: mine.order_no, plan: 'standard', amount: '99.00', currency: 'AED', provider: 'telr', providerRef: `B-${mine.provider_ref}` });
    telr.setOrder({ ref: theirs.provider_ref, cartid: theirs.order_no, amount: '99.00', currency: 'AED', statusCode: -3 });
    expect(statusOf(await telrReturn(theirs.provider_ref))).toBe('DECLINED');
    expect((await current(mine)).status).toBe('PENDING');
    const seenByA = await t.deps.database.withTenant(companyId, (trx) => trx.selectFrom('vendor_orders').select(['company_id', 'id']).execute());
    expect(seenByA.every((row) => row.company_id === companyId)).toBe(true);
    expect(seenByA.some((row) => row.id === theirs.id && row.company_id === otherCompany)).toBe(false);
    await expect(
      t.deps.database.withTenant(companyId, (trx) =>
        trx.updateTable('vendor_orders').set({ status: 'PAID' }).where('company_id', '=', otherCompany).where('id', '=', theirs.id).execute(),
      ),
    ).resolves.toEqual([expect.objectContaining({ numUpdatedRows: BigInt(0) })]);
    expect((await current(theirs)).status).toBe('DECLINED');
  });

  describe('paypal', () => {
    it('answers ORDER_NOT_FOUND for a payment we never created', async () => {
      expect(statusOf(await paypalReturn('PAYID-UNKNOWN'))).toBe('ORDER_NOT_FOUND');
    });

    it('executes an approved payment for its payer once: PAID, then ORDER_PAID', async () => {
      const row = await paypalOrder('approve');
      const res = await paypalReturn(row.provider_ref);
      expect(res.json()).toEqual({ code: 'ZVEN0000', context: {}, data: { status: 'PAID' } });
      expect(paypal.payments.get(row.provider_ref)!.state).toBe('approved');
      expect((await current(row)).status).toBe('PAID');
      expect(statusOf(await paypalReturn(row.provider_ref))).toBe('ORDER_PAID');
      expect(paypal.executionsFor(row.provider_ref)).toBe(1);
      const payments = await paymentsOf(row);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'PAID', payer_id: BUYER });
      expect(payments[0].transaction_ref).toMatch(/^SALE/);
    });

    it('answers INVALID_PAYER when the PayerID is not the buyer who approved, without executing', async () => {
      const row = await paypalOrder('approve');
      expect(statusOf(await paypalReturn(row.provider_ref, 'SOMEONEELSE'))).toBe('INVALID_PAYER');
      expect(paypal.executionsFor(row.provider_ref)).toBe(0);
      expect((await current(row)).status).toBe('PENDING');
    });

    it('records a failed execution as FAILED', async () => {
      const row = await paypalOrder('fail');
      expect(statusOf(await paypalReturn(row.provider_ref))).toBe('FAILED');
      expect((await current(row)).status).toBe('FAILED');
    });

    it('records a declined instrument as DECLINED', async () => {
      const row = await paypalOrder('decline');
      expect(statusOf(await paypalReturn(row.provider_ref))).toBe('DECLINED');
      expect((await current(row)).status).toBe('DECLINED');
    });

    it('answers NOT_APPROVED while the buyer has not approved, and keeps the order pending', async () => {
      const row = await paypalOrder('approve', null);
      expect(statusOf(await paypalReturn(row.provider_ref))).toBe('NOT_APPROVED');
      expect((await current(row)).status).toBe('PENDING');
    });

    it('answers ORDER_NOT_FOUND when PayPal does not know the payment', async () => {
      const row = await order('paypal', '29.00', 'USD');
      expect(statusOf(await paypalReturn(row.provider_ref))).toBe('ORDER_NOT_FOUND');
      expect((await current(row)).status).toBe('PENDING');
    });

    it('fails clearly on a PayPal timeout and leaves the order unchanged', async () => {
      const row = await paypalOrder('approve');
      paypal.mode = 'hang';
      const res = await paypalReturn(row.provider_ref);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ code: 'ZVEN0001' });
      expect((await current(row)).status).toBe('PENDING');
      expect(paypal.payments.get(row.provider_ref)!.state).toBe('created');
    });

    it('fails clearly on a PayPal 5xx and leaves the order unchanged', async () => {
      const row = await paypalOrder('approve');
      paypal.mode = 'error';
      const res = await paypalReturn(row.provider_ref);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ZVEN0002' });
      expect((await current(row)).status).toBe('PENDING');
      expect(await paymentsOf(row)).toHaveLength(0);
    });

    it('validates the body', async () => {
      const res = await t.app.inject({ method: 'POST', url: PAYPAL_URL, payload: { payment_id: 'x' } });
      expect(res.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { payer_id: 'required' } } });
    });
  });
});

describe(`vendor payment returns without provider credentials on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let paypal: PayPalFake;
  beforeAll(async () => {
    paypal = await startPayPalFake();
    t = await createTestApp({ env: { PAYPAL_BASE_URL: paypal.url, PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: 'wrong-secret' } });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('answers 503 ZVEN0003 when Telr is not configured, and 502 when PayPal refuses the credentials', async () => {
    const companyId = await createCompany(t.deps, 'nocreds');
    const telrRow = await createOrder(t.deps, { companyId, orderNo: 'N1', plan: 'p', amount: '5.00', currency: 'AED', provider: 'telr', providerRef: 'T-N1' });
    const telrRes = await t.app.inject({ method: 'POST', url: TELR_URL, payload: { order_ref: telrRow.provider_ref } });
    expect(telrRes.statusCode).toBe(503);
    expect(telrRes.json()).toMatchObject({ code: 'ZVEN0003' });
    const ppRow = await createOrder(t.deps, { companyId, orderNo: 'N2', plan: 'p', amount: '5.00', currency: 'USD', provider: 'paypal', providerRef: 'PAYID-N2' });
    paypal.setPayment({ id: ppRow.provider_ref, amount: '5.00', currency: 'USD', approvedBy: BUYER, outcome: 'approve' });
    const ppRes = await t.app.inject({ method: 'POST', url: PAYPAL_URL, payload: { payment_id: ppRow.provider_ref, payer_id: BUYER } });
    expect(ppRes.statusCode).toBe(502);
    expect(ppRes.json()).toMatchObject({ code: 'ZVEN0002', context: { message: expect.stringMatching(/refused the client credentials/) } });
    expect((await findOrder(t.deps, companyId, ppRow.id))!.status).toBe('PENDING');
  });
});
