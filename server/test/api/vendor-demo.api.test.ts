import { DEMO_ORDERS, DEMO_PAYPAL_PAYER_ID, seedDemoOrders } from '../../src/modules/vendor/demo-orders';
import { startPaymentFakes, type PaymentFakes } from '../fakes/payment-fakes';
import { createCompany } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

/** The demo orders and the standalone fakes agree: every outcome the payment pages show is reachable. */
describe(`demo payment orders against the standalone fakes on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let fakes: PaymentFakes;

  beforeAll(async () => {
    // Exactly what the standalone fakes process starts for end-to-end runs.
    fakes = await startPaymentFakes();
    t = await createTestApp({ env: fakes.env });
    await createCompany(t.deps, 'demo');
    await seedDemoOrders(t.deps);
    await seedDemoOrders(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const telrStatus = async (ref: string) =>
    (await t.app.inject({ method: 'POST', url: '/web/vendor/api/v2/payment//telr/', payload: { order_ref: ref } })).json().data.status;
  const paypalStatus = async (id: string, payer = DEMO_PAYPAL_PAYER_ID) =>
    (await t.app.inject({ method: 'POST', url: '/web/vendor/api/v2/payment//paypal/', payload: { payment_id: id, payer_id: payer } })).json().data.status;

  it('seeds each demo order once', async () => {
    const count = await t.deps.database.db.selectFrom('payment_references').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DEMO_ORDERS.length);
  });

  it('answers every SPEC status for the demo references', async () => {
    expect(await telrStatus('TELR-DEMO-PAID-1')).toBe('PAID');
    expect(await telrStatus('TELR-DEMO-PAID-1')).toBe('ORDER_PAID');
    expect(await telrStatus('TELR-DEMO-ALREADY-PAID')).toBe('ORDER_PAID');
    expect(await telrStatus('TELR-DEMO-CANCELLED-1')).toBe('CANCELLED');
    expect(await telrStatus('TELR-DEMO-DECLINED-1')).toBe('DECLINED');
    expect(await telrStatus('TELR-DEMO-EXPIRED-1')).toBe('FAILED');
    expect(await telrStatus('TELR-DEMO-NOPE')).toBe('ORDER_NOT_FOUND');
    expect(await paypalStatus('PAYID-DEMO-PAID-1')).toBe('PAID');
    expect(await paypalStatus('PAYID-DEMO-ALREADY-PAID')).toBe('ORDER_PAID');
    expect(await paypalStatus('PAYID-DEMO-FAILED-1')).toBe('FAILED');
    expect(await paypalStatus('PAYID-DEMO-DECLINED-1')).toBe('DECLINED');
    expect(await paypalStatus('PAYID-DEMO-PAID-2', 'WRONGPAYER')).toBe('INVALID_PAYER');
    expect(await paypalStatus('PAYID-DEMO-NOPE')).toBe('ORDER_NOT_FOUND');
  });
});
