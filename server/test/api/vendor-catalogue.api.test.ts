/**
 * The subscription catalogue of the vendor back-office (ADR 0116): writable platform resources. Vendor operators
 * create, change, list and delete currencies, features, discounts, price strategies and plan prices; a company
 * administrator and an employee login get 403 and change nothing; bad input is a translated 400 that changes
 * nothing; the tables stay out of the tenant role's reach.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { seedDemoCatalogue } from '../../src/modules/vendor/demo-catalogue';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const API = '/web/vendor/api/v2';
const LOCALES = path.join(__dirname, '../../../shared/i18n/locales');

let t: TestApp;
let operator: string;
let admin: string;
let employee: string;
let acme: number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (auth: string, method: Method, url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url: `${API}${url}`, headers: { authorization: auth, 'accept-language': language }, ...(payload ? { payload } : {}) });

const count = async (table: string): Promise<number> => Number((await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(t.deps.database.db)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.deps, 'acme', 'Acme Trading');
  const operatorId = await createUser(t.deps, 'operator@vendor.test');
  await addVendorOperator(t.deps, operatorId);
  operator = authHeader(t.deps, { userId: operatorId, companyId: null, role: undefined });
  const bossId = await createUser(t.deps, 'boss@acme.test');
  await t.deps.database.db.insertInto('memberships').values({ company_id: acme, user_id: bossId, role: 'admin' }).execute();
  admin = authHeader(t.deps, { userId: bossId, companyId: acme, role: 'admin' });
  // An employee login whose employee-account id equals the operator's user id: it must not pass as the operator.
  employee = authHeader(t.deps, { userId: operatorId, companyId: acme, role: 'employee', employeeId: 1 });
});

afterAll(async () => {
  await t.close();
});

test('a vendor operator creates, edits, lists, searches and deletes currencies', async () => {
  const usd = await call(operator, 'POST', '/currencies/', { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2 });
  expect(usd.statusCode).toBe(200);
  expect(usd.json().data).toMatchObject({ code: 'USD', symbol: '$', decimals: 2, is_active: true });
  const jpy = (await call(operator, 'POST', '/currencies/', { code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0 })).json().data as { id: number };
  const edited = await call(operator, 'PATCH', `/currencies/${jpy.id}/`, { is_active: false });
  expect(edited.json().data).toMatchObject({ code: 'JPY', decimals: 0, is_active: false });

  const list = (await call(operator, 'GET', '/currencies/?page_size=1')).json().data;
  expect(list.total).toBe(2);
  expect(list.data.map((row: { code: string }) => row.code)).toEqual(['JPY']);
  expect((await call(operator, 'GET', '/currencies/?search=dollar')).json().data.data.map((row: { code: string }) => row.code)).toEqual(['USD']);
  expect((await call(operator, 'GET', '/currencies/?is_active=false')).json().data.data.map((row: { code: string }) => row.code)).toEqual(['JPY']);

  expect((await call(operator, 'DELETE', `/currencies/${jpy.id}/`)).json().data).toEqual({ deleted: 1 });
  expect((await call(operator, 'GET', `/currencies/${jpy.id}/`)).statusCode).toBe(404);
});

test('bad currency input is a translated 400 and changes nothing', async () => {
  const before = await count('currencies');
  const lower = await call(operator, 'POST', '/currencies/', { code: 'usd', decimals: 2 });
  expect(lower.statusCode).toBe(400);
  expect(lower.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { code: 'invalid' } } });
  const tooMany = await call(operator, 'POST', '/currencies/', { code: 'EUR', decimals: 7 }, 'es-MX');
  expect(tooMany.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { decimals: 'invalid' } } });
  // The client shows a code in the user's language (api namespace): every code answered here has its five texts.
  for (const language of ['en', 'es-MX', 'ar', 'tr', 'zh-CN']) {
    const texts = JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'api.json'), 'utf8')) as Record<string, string>;
    for (const code of ['ZGEN0400', 'ZGEN0403', 'ZGEN0460', 'ZGEN0461', 'ZGEN0462']) expect([language, code, typeof texts[code]]).toEqual([language, code, 'string']);
  }
  const duplicate = await call(operator, 'POST', '/currencies/', { code: 'USD' });
  expect(duplicate.statusCode).toBe(400);
  expect(duplicate.json().context.fields).toEqual({ code: 'ZGEN0460' });
  expect(await count('currencies')).toBe(before);
});

test('a company administrator and an employee login get 403 and change nothing', async () => {
  const before = await count('currencies');
  for (const auth of [admin, employee]) {
    expect((await call(auth, 'GET', '/currencies/')).statusCode).toBe(403);
    expect((await call(auth, 'POST', '/currencies/', { code: 'GBP' })).statusCode).toBe(403);
    expect((await call(auth, 'POST', '/features/', { code: 'x', name: 'X', module: 'gps' })).statusCode).toBe(403);
    expect((await call(auth, 'DELETE', '/currencies/multi-destroy/', { ids: [1] })).statusCode).toBe(403);
  }
  expect(await count('currencies')).toBe(before);
  // The tenant role has no grant on the catalogue: a company transaction cannot read or write it (migration 0108).
  await expect(t.deps.database.withTenant(acme, (trx) => sql`select 1 from currencies`.execute(trx))).rejects.toThrow(/permission denied/);
  // The read-only vendor transaction cannot write it either.
  await expect(t.deps.database.withVendor((trx) => sql`delete from currencies`.execute(trx))).rejects.toThrow(/read-only/);
});

test('features: created per module, filtered by module, unique codes', async () => {
  const gps = await call(operator, 'POST', '/features/', { code: 'gps_tracking', name: 'GPS tracking', module: 'gps' });
  expect(gps.statusCode).toBe(200);
  await call(operator, 'POST', '/features/', { code: 'leave_accrual', name: 'Leave accrual', module: 'leave' });
  expect((await call(operator, 'GET', '/features/?module=gps')).json().data.data.map((row: { code: string }) => row.code)).toEqual(['gps_tracking']);
  expect((await call(operator, 'POST', '/features/', { code: 'GPS_TRACKING', name: 'Again', module: 'gps' })).statusCode).toBe(400);
  expect((await call(operator, 'POST', '/features/', { code: 'x y', name: 'Space', module: 'gps' })).statusCode).toBe(400);
  expect((await call(operator, 'POST', '/features/', { code: 'other', name: 'Other', module: 'payroll' })).json().context.fields).toEqual({ module: 'invalid' });
  expect(await count('features')).toBe(2);
});

test('discounts: a percentage up to 100, an amount in a known currency, dates in order', async () => {
  const percent = await call(operator, 'POST', '/discounts/', { code: 'LAUNCH20', discount_type: 'percent', value: 20, valid_from: '2026-01-01', valid_to: '2026-03-31', usage_limit: 100 });
  expect(percent.statusCode).toBe(200);
  expect(percent.json().data).toMatchObject({ code: 'LAUNCH20', value: 20, currency: null, used_count: 0, usage_limit: 100, valid_from: '2026-01-01', valid_to: '2026-03-31' });
  const amount = await call(operator, 'POST', '/discounts/', { code: 'TEN-OFF', discount_type: 'amount', value: 10, currency: 'USD' });
  expect(amount.json().data).toMatchObject({ discount_type: 'amount', value: 10, currency: 'USD' });
  const before = await count('discounts');
  const bad = [
    [{ code: 'BIG', discount_type: 'percent', value: 120 }, 'value'],
    [{ code: 'NOCUR', discount_type: 'amount', value: 5 }, 'currency'],
    [{ code: 'PCTCUR', discount_type: 'percent', value: 5, currency: 'USD' }, 'currency'],
    [{ code: 'BACK', discount_type: 'percent', value: 5, valid_from: '2026-02-01', valid_to: '2026-01-01' }, 'valid_to'],
    [{ code: 'ZERO', discount_type: 'percent', value: 0 }, 'value'],
    [{ code: 'LIMIT', discount_type: 'percent', value: 5, usage_limit: 0 }, 'usage_limit'],
  ] as const;
  for (const [payload, field] of bad) {
    const res = await call(operator, 'POST', '/discounts/', payload);
    expect([res.statusCode, Object.keys(res.json().context?.fields ?? {})]).toEqual([400, [field]]);
  }
  // A currency the catalogue does not have: the foreign key, answered as a translated 400 on the field.
  const unknown = await call(operator, 'POST', '/discounts/', { code: 'XXX', discount_type: 'amount', value: 5, currency: 'XYZ' }, 'tr');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().context.fields).toEqual({ currency: 'ZGEN0461' });
  expect(await count('discounts')).toBe(before);
});

test('plan pricing: a price per plan, currency, period and tier; what refers to a currency keeps it', async () => {
  const strategy = await call(operator, 'POST', '/price_strategies/', { code: 'per-employee', name: 'Per employee', unit: 'employee' });
  expect(strategy.statusCode).toBe(200);
  const row = { plan: 'basic', strategy: 'per-employee', currency: 'USD', billing_period: 'monthly', tier_from: 1, tier_to: 50, unit_price: 2.5 };
  const first = await call(operator, 'POST', '/plan_pricing/', row);
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({ ...row, strategy_name: 'Per employee', unit: 'employee' });
  expect((await call(operator, 'POST', '/plan_pricing/', { ...row, tier_from: 51, tier_to: null, unit_price: 2 })).statusCode).toBe(200);

  const before = await count('plan_pricing');
  expect((await call(operator, 'POST', '/plan_pricing/', row)).json().context.fields).toEqual({ tier_from: 'ZGEN0460' });
  expect((await call(operator, 'POST', '/plan_pricing/', { ...row, tier_from: 60, tier_to: 10 })).json().context.fields).toEqual({ tier_to: 'invalid' });
  expect((await call(operator, 'POST', '/plan_pricing/', { ...row, tier_from: 100, tier_to: null, strategy: 'nope' })).json().context.fields).toEqual({ strategy: 'ZGEN0461' });
  expect((await call(operator, 'POST', '/plan_pricing/', { ...row, tier_from: 100, tier_to: null, unit_price: -1 })).json().context.fields).toEqual({ unit_price: 'invalid' });
  expect(await count('plan_pricing')).toBe(before);

  const list = (await call(operator, 'GET', '/plan_pricing/?plan=basic&currency=USD&ordering=-tier_from')).json().data;
  expect(list.data.map((price: { tier_from: number }) => price.tier_from)).toEqual([51, 1]);

  // A currency a price (or an amount discount) is set in cannot be deleted: 409, nothing deleted.
  const usd = (await call(operator, 'GET', '/currencies/?search=USD')).json().data.data[0] as { id: number };
  expect((await call(operator, 'DELETE', `/currencies/${usd.id}/`)).json()).toMatchObject({ code: 'ZGEN0462' });
  expect((await call(operator, 'GET', `/currencies/${usd.id}/`)).statusCode).toBe(200);
  // Renaming a strategy's code carries its prices along (on update cascade).
  const strategyId = (strategy.json().data as { id: number }).id;
  expect((await call(operator, 'PATCH', `/price_strategies/${strategyId}/`, { code: 'per-head' })).statusCode).toBe(200);
  expect((await call(operator, 'GET', '/plan_pricing/?strategy=per-head')).json().data.total).toBe(2);
});

test('multi-destroy deletes all the ids or none', async () => {
  const ids = [] as number[];
  for (const code of ['AAA', 'BBB']) ids.push((await call(operator, 'POST', '/currencies/', { code })).json().data.id as number);
  const before = await count('currencies');
  expect((await call(operator, 'DELETE', '/currencies/multi-destroy/', { ids: [...ids, 999999] })).statusCode).toBe(404);
  expect(await count('currencies')).toBe(before);
  expect((await call(operator, 'DELETE', '/currencies/multi-destroy/', { ids })).json().data).toEqual({ deleted: 2 });
  expect(await count('currencies')).toBe(before - 2);
});

test('the demo catalogue seeds once and prices the demo orders’ plan', async () => {
  await seedDemoCatalogue(t.deps);
  const counts = await Promise.all(['currencies', 'features', 'discounts', 'price_strategies', 'plan_pricing'].map(count));
  await seedDemoCatalogue(t.deps);
  expect(await Promise.all(['currencies', 'features', 'discounts', 'price_strategies', 'plan_pricing'].map(count))).toEqual(counts);
  const prices = (await call(operator, 'GET', '/plan_pricing/?plan=standard-monthly&currency=USD')).json().data.data as Array<Record<string, unknown>>;
  expect(prices.map((price) => [price.tier_from, price.tier_to, price.unit_price, price.unit])).toEqual([
    [1, 50, 2.9, 'employee'],
    [51, null, 2.5, 'employee'],
  ]);
});
