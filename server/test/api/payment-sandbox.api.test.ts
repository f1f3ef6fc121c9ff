/**
 * The demo's payment sandbox (issue 17 item 2): with no provider credentials `npm start` serves the Telr and
 * PayPal wire-format fakes and their stand-in payment pages, so a seeded pending order can be paid and verified.
 */
import { loadConfig, wantsPaymentSandbox } from '../../src/config';
import { seedDemoOrders } from '../../src/modules/vendor/demo-orders';
import { createCompany } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

describe('when the payment sandbox runs', () => {
  it('runs without credentials only, unless turned off', () => {
    expect(wantsPaymentSandbox(loadConfig({}))).toBe(true);
    expect(wantsPaymentSandbox(loadConfig({ TELR_STORE_ID: '1234', TELR_AUTH_KEY: 'k' }))).toBe(false);
    expect(wantsPaymentSandbox(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }))).toBe(false);
    expect(wantsPaymentSandbox(loadConfig({ PAYMENT_SANDBOX: 'off' }))).toBe(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
  });
});

describe(`payment sandbox on ${TEST_DB_KIND}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ paymentSandbox: true });
    await createCompany(t.deps, 'demo');
    await seedDemoOrders(t.deps);
  });
  afterAll(() => t.close());

  const telrStatus = async (ref: string) =>
    (await t.app.inject({ method: 'POST', url: '/web/vendor/api/v2/payment//telr/', payload: { order_ref: ref } })).json().data.status as string;

  it('lists the pending demo orders on a page labelled sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/sandbox/payment/', headers: { 'accept-language': 'es-MX' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('PRUEBAS');
    expect(res.body).toContain('/web/sandbox/payment/pay/?ref=TELR-DEMO-SANDBOX-1');
    // Orders with a fixed outcome at the provider (paid, cancelled…) are not offered.
    expect(res.body).not.toContain('TELR-DEMO-CANCELLED-1');
  });

  it('pays a seeded pending order: the result check then says PAID', async () => {
    const ref = 'TELR-DEMO-SANDBOX-2';
    const page = await t.app.inject({ method: 'GET', url: `/web/sandbox/payment/pay/?ref=${ref}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');

    const paid = await t.app.inject({
      method: 'POST',
      url: '/web/sandbox/payment/pay/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${ref}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/telr?OrderRef=${ref}`);
    expect(await telrStatus(ref)).toBe('PAID');
    // Paid once: no longer offered.
    expect((await t.app.inject({ method: 'GET', url: `/web/sandbox/payment/pay/?ref=${ref}` })).statusCode).toBe(404);
  });

  it('pays a PayPal demo order and returns with the payer', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/web/sandbox/payment/pay/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ref=PAYID-DEMO-PAID-3',
    });
    expect(paid.headers.location).toBe('/payment/paypal?paymentId=PAYID-DEMO-PAID-3&PayerID=DEMOPAYER01');
    const check = await t.app.inject({ method: 'POST', url: '/web/vendor/api/v2/payment//paypal/', payload: { payment_id: 'PAYID-DEMO-PAID-3', payer_id: 'DEMOPAYER01' } });
    expect(check.json().data.status).toBe('PAID');
  });
});
