import { DEMO_ACCOUNTS } from '../../src/modules/oauth/demo-seed';
import { DEMO_ORDERS } from '../../src/modules/vendor/demo-orders';
import { DEMO_VENDOR_OPERATOR, seedDemoVendorOperator } from '../../src/modules/vendor/demo-vendor-operator';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { countRows, post } from './oauth-support';

/** The README's demo vendor operator reaches the back-office; the demo company admin does not. */
describe(`demo vendor operator on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoSeed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (username: string, password: string) => {
    const res = await post(t, 'sign_in', { username, password });
    expect(res.statusCode).toBe(200);
    return `JWT ${res.json().data.token as string}`;
  };
  const orders = (auth: string) => t.app.inject({ method: 'GET', url: '/web/vendor/api/v2/orders/?page_size=5', headers: { authorization: auth } });

  it('signs in to the demo company and lists the orders of every company', async () => {
    const res = await orders(await signIn(DEMO_VENDOR_OPERATOR.email, DEMO_VENDOR_OPERATOR.password));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: DEMO_ORDERS.length, page_size: 5, next: 2 });
  });

  it('keeps the demo company administrator out', async () => {
    const res = await orders(await signIn(DEMO_ACCOUNTS.adminEmail, DEMO_ACCOUNTS.adminPassword));
    expect(res.statusCode).toBe(403);
  });

  it('is idempotent and prints the credentials only when it creates them', async () => {
    const before = [await countRows(t, 'users'), await countRows(t, 'memberships'), await countRows(t, 'vendor_users')];
    const printed: string[] = [];
    await seedDemoVendorOperator(t.deps, (line) => printed.push(line));
    expect([await countRows(t, 'users'), await countRows(t, 'memberships'), await countRows(t, 'vendor_users')]).toEqual(before);
    expect(printed).toEqual([]);
  });
});
