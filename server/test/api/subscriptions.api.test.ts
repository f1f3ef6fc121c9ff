/**
 * Company subscriptions end to end (ADR 0118): the server prices a choice from plan pricing (tiers, per unit or
 * flat) and a discount code; the checkout writes a pending order and counts the code once, in one transaction;
 * paying the order in the sandbox activates or extends the subscription exactly once; every company sees only
 * its own subscription, the vendor operator sees all; bad input is a translated 400 that changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { addDays, periodEnd, utcDay } from '../../src/modules/vendor/subscription-pricing';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const API = '/web/vendor/api/v2';
const LOCALES = path.join(__dirname, '../../../shared/i18n/locales');

let t: TestApp;
let acmeAdmin: string;
let globexAdmin: string;
let employee: string;
let operator: string;
let acme: number;

type Method = 'GET' | 'POST';
const call = (auth: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: { authorization: auth, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const scalar = async (query: string): Promise<number> => Number((await sql<{ n: number | string }>`${sql.raw(query)}`.execute(t.deps.database.db)).rows[0].n);
const orders = () => scalar('select count(*) as n from vendor_orders');
const used = (code: string) => scalar(`select used_count as n from discounts where code = '${code}'`);

const choice = (extra: object = {}) => ({ plan: 'pro', currency: 'USD', billing_period: 'monthly', licensed_count: 10, ...extra });

/** Pays a checkout order on the sandbox's page, then lets the provider return settle it (as the result page does). */
async function pay(orderNo: string): Promise<string> {
  const paid = await t.app.inject({ method: 'POST', url: '/web/sandbox/payment/pay/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `ref=${orderNo}` });
  expect(paid.headers.location).toBe(`/payment/telr?OrderRef=${orderNo}`);
  return telrReturn(orderNo);
}
const telrReturn = async (orderNo: string): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: `${API}/payment//telr/`, payload: { order_ref: orderNo } })).json().data.status as string;

beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true });
  acme = await createCompany(t.deps, 'acme');
  const globex = await createCompany(t.deps, 'globex');
  acmeAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
  globexAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: globex });
  employee = authHeader(t.deps, { userId: 9001, companyId: acme, role: 'employee', employeeId: 1 });
  const operatorId = await createUser(t.deps, 'operator@vendor.test');
  await addVendorOperator(t.deps, operatorId);
  operator = authHeader(t.deps, { userId: operatorId, companyId: null, role: undefined });
  const db = t.deps.database.db;
  await sql`insert into currencies (code, name) values ('USD', 'US dollar'), ('EUR', 'Euro')`.execute(db);
  await sql`insert into price_strategies (code, name, unit) values ('emp', 'Per employee', 'employee'), ('flat', 'Flat', 'company')`.execute(db);
  await sql`insert into plan_pricing (plan, strategy, currency, billing_period, tier_from, tier_to, unit_price, is_active) values
    ('pro', 'emp', 'USD', 'monthly', 1, 50, 3.00, true), ('pro', 'emp', 'USD', 'monthly', 51, 100, 2.50, true),
    ('pro', 'emp', 'USD', 'monthly', 101, null, 9.99, false), ('pro', 'emp', 'USD', 'yearly', 1, null, 30.00, true),
    ('site', 'flat', 'USD', 'monthly', 1, null, 499.00, true)`.execute(db);
  const today = utcDay(t.deps.now());
  await sql`insert into discounts (code, name, discount_type, value, currency, valid_from, valid_to, usage_limit) values
    ('TENPC', '', 'percent', 10, null, null, null, null), ('ONCE', '', 'percent', 33.33, null, null, null, 1),
    ('FIVE', '', 'amount', 5, 'USD', null, null, null), ('EUROS', '', 'amount', 5, 'EUR', null, null, null),
    ('LATER', '', 'percent', 10, null, ${addDays(today, 1)}::date, null, null), ('GONE', '', 'percent', 10, null, null, ${addDays(today, -1)}::date, null),
    ('ALL', '', 'amount', 100000, 'USD', null, null, null), ('RACE', '', 'percent', 5, null, null, null, 1)`.execute(db);
});

afterAll(() => t.close());

describe(`subscription checkout on ${TEST_DB_KIND}`, () => {
  test('the price comes from the tier that holds the count, times the count; a flat plan is one price', async () => {
    const price = async (body: object) => (await call(acmeAdmin, 'POST', '/subscriptions/price/', body)).json().data;
    expect(await price(choice({ licensed_count: 10 }))).toMatchObject({ unit: 'employee', unit_price: '3.00', list_amount: '30.00', discount_amount: '0.00', amount: '30.00' });
    expect((await price(choice({ licensed_count: 50 }))).amount).toBe('150.00');
    expect(await price(choice({ licensed_count: 51 }))).toMatchObject({ unit_price: '2.50', amount: '127.50' });
    expect((await price(choice({ billing_period: 'yearly', licensed_count: 7 }))).amount).toBe('210.00');
    expect(await price({ plan: 'site', currency: 'USD', billing_period: 'monthly', licensed_count: 40 })).toMatchObject({ unit: 'company', amount: '499.00' });
    // 101 and over has only an inactive row: no price.
    const none = await call(acmeAdmin, 'POST', '/subscriptions/price/', choice({ licensed_count: 101 }));
    expect([none.statusCode, none.json().code, none.json().context.fields]).toEqual([400, 'ZVEN0005', { licensed_count: 'invalid' }]);
    expect((await call(acmeAdmin, 'POST', '/subscriptions/price/', choice({ currency: 'EUR' }))).json().code).toBe('ZVEN0005');
  });

  test('discounts: a percentage rounds half up, an amount comes off; a preview counts no use', async () => {
    const price = async (code: string, count = 10) => (await call(acmeAdmin, 'POST', '/subscriptions/price/', choice({ licensed_count: count, discount_code: code }))).json();
    expect((await price('tenpc')).data).toMatchObject({ discount_code: 'TENPC', discount_amount: '3.00', amount: '27.00' });
    // 33.33 % of 30.00 = 9.999 → 10.00
    expect((await price('ONCE')).data).toMatchObject({ discount_amount: '10.00', amount: '20.00' });
    expect((await price('FIVE')).data).toMatchObject({ discount_amount: '5.00', amount: '25.00' });
    expect(await used('ONCE')).toBe(0);
    for (const [code, answer] of [['NOPE', 'ZVEN0006'], ['LATER', 'ZVEN0007'], ['GONE', 'ZVEN0007'], ['EUROS', 'ZVEN0009'], ['ALL', 'ZVEN0010']]) {
      const refused = await price(code);
      expect([code, refused.code, refused.context.fields]).toEqual([code, answer, { discount_code: 'invalid' }]);
    }
  });

  test('checkout writes one pending order at the server’s price and counts the code once; past its limit nothing is written', async () => {
    const before = await orders();
    const made = await call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...choice({ discount_code: 'ONCE' }), provider: 'telr', amount: '0.01' });
    expect(made.statusCode).toBe(201);
    const body = made.json().data;
    expect(body).toMatchObject({ sandbox: true, quote: { amount: '20.00', discount_code: 'ONCE' } });
    expect(body.pay_url).toBe(`/web/sandbox/payment/pay/?ref=${body.order_no}`);
    const row = (await sql<{ amount: string; status: string; licensed_count: number; discount_amount: string }>`select amount, status, licensed_count, discount_amount from vendor_orders where order_no = ${body.order_no}`.execute(t.deps.database.db)).rows[0];
    expect([Number(row.amount), row.status, row.licensed_count, Number(row.discount_amount)]).toEqual([20, 'PENDING', 10, 10]);
    expect(await used('ONCE')).toBe(1);

    const again = await call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...choice({ discount_code: 'ONCE' }), provider: 'telr' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'ZVEN0008']);
    expect([await orders(), await used('ONCE')]).toEqual([before + 1, 1]);
  });

  test('two checkouts racing for the last use of a code: one order, one use', async () => {
    const before = await orders();
    const answers = await Promise.all([1, 2].map(() => call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...choice({ discount_code: 'RACE' }), provider: 'telr' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(['ZVEN0000', 'ZVEN0008']);
    expect([await orders(), await used('RACE')]).toEqual([before + 1, 1]);
  });

  test('bad input is a translated 400 and writes nothing', async () => {
    const before = [await orders(), await used('TENPC')];
    const bad: object[] = [
      choice({ licensed_count: 0 }),
      choice({ licensed_count: '5' }),
      choice({ licensed_count: 2.5 }),
      choice({ currency: 'usd' }),
      choice({ billing_period: 'weekly' }),
      choice({ discount_code: 'TEN PC' }),
      { currency: 'USD', billing_period: 'monthly', licensed_count: 3 },
    ];
    for (const body of bad) {
      const answer = await call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...body, provider: 'telr' });
      expect([JSON.stringify(body), answer.statusCode, answer.json().code]).toEqual([JSON.stringify(body), 400, 'ZGEN0400']);
    }
    const noProvider = await call(acmeAdmin, 'POST', '/subscriptions/checkout/', choice({ discount_code: 'TENPC' }));
    expect(noProvider.json().context.fields).toEqual({ provider: 'required' });
    expect([await orders(), await used('TENPC')]).toEqual(before);
    for (const code of ['ZVEN0005', 'ZVEN0006', 'ZVEN0007', 'ZVEN0008', 'ZVEN0009', 'ZVEN0010']) {
      for (const language of ['en', 'es-MX', 'ar', 'tr', 'zh-CN']) {
        const texts = JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'api.json'), 'utf8')) as Record<string, string>;
        expect([language, code, typeof texts[code]]).toEqual([language, code, 'string']);
      }
    }
  });

  test('paying activates the subscription once; a replayed or concurrent return does not extend it again', async () => {
    const made = (await call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...choice({ licensed_count: 12 }), provider: 'telr' })).json().data;
    expect((await call(acmeAdmin, 'GET', '/subscriptions/current/')).json().data.subscription).toBeNull();
    expect(await pay(made.order_no)).toBe('PAID');
    expect(await Promise.all([telrReturn(made.order_no), telrReturn(made.order_no)])).toEqual(['ORDER_PAID', 'ORDER_PAID']);
    const today = utcDay(t.deps.now());
    const firstEnd = periodEnd(today, 'monthly');
    const current = (await call(acmeAdmin, 'GET', '/subscriptions/current/')).json().data;
    expect(current.subscription).toEqual({ plan: 'pro', billing_period: 'monthly', currency: 'USD', unit: 'employee', licensed_count: 12, starts_on: today, ends_on: firstEnd, status: 'active' });
    expect(current.usage).toEqual({ employee: 0, device: 0 });

    // A second order, paid by two racing returns: extended once, from the day after the first period.
    const second = (await call(acmeAdmin, 'POST', '/subscriptions/checkout/', { ...choice({ billing_period: 'yearly', licensed_count: 20 }), provider: 'paypal' })).json().data;
    await t.app.inject({ method: 'POST', url: '/web/sandbox/payment/pay/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `ref=${second.order_no}` });
    const paypalReturn = () => t.app.inject({ method: 'POST', url: `${API}/payment//paypal/`, payload: { payment_id: second.order_no, payer_id: 'DEMOPAYER01' } });
    const results = (await Promise.all([paypalReturn(), paypalReturn()])).map((answer) => answer.json().data.status as string).sort();
    expect(results).toEqual(['ORDER_PAID', 'PAID']);
    const extended = (await call(acmeAdmin, 'GET', '/subscriptions/current/')).json().data.subscription;
    expect(extended).toMatchObject({ billing_period: 'yearly', licensed_count: 20, starts_on: today, ends_on: periodEnd(addDays(firstEnd, 1), 'yearly'), status: 'active' });

    const history = (await call(acmeAdmin, 'GET', '/subscriptions/history/')).json().data;
    expect(history.total).toBe(2);
    expect(history.data.map((row: Record<string, unknown>) => [row.action, row.order_no, row.previous_ends_on])).toEqual([
      ['extended', second.order_no, firstEnd],
      ['activated', made.order_no, null],
    ]);
  });

  test('each company sees its own subscription only; the vendor operator lists every company’s', async () => {
    expect((await call(globexAdmin, 'GET', '/subscriptions/current/')).json().data.subscription).toBeNull();
    expect((await call(globexAdmin, 'GET', '/subscriptions/history/')).json().data.total).toBe(0);
    const acmeOrder = (await sql<{ id: number }>`select id from vendor_orders where company_id = ${acme} limit 1`.execute(t.deps.database.db)).rows[0].id;
    expect((await call(globexAdmin, 'GET', `/subscriptions/orders/${acmeOrder}/`)).statusCode).toBe(404);

    const list = (await call(operator, 'GET', '/company_subscriptions/?search=acme')).json().data;
    expect(list.data.map((row: Record<string, unknown>) => [row.company_name, row.plan, row.status, row.licensed_count, row.used_count])).toEqual([['acme Ltd', 'pro', 'active', 20, 0]]);
    expect((await call(operator, 'GET', '/company_subscriptions/?status=expired')).json().data.total).toBe(0);
    for (const auth of [acmeAdmin, employee]) expect((await call(auth, 'GET', '/company_subscriptions/')).statusCode).toBe(403);
    // An employee login may not price or buy.
    const refused = await call(employee, 'POST', '/subscriptions/price/', choice());
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ZGEN0403']);
  });
});
