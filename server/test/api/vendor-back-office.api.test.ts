import { sql } from 'kysely';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const BASE = '/web/vendor/api/v2';

interface SeedOrder {
  orderNo: string;
  provider: 'telr' | 'paypal';
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'DECLINED' | 'FAILED';
  createdAt: string;
  amount?: string;
  currency?: string;
}

describe(`vendor back-office orders and payments on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let globex: number;
  let operator: string;
  let acmeAdmin: string;
  let operatorAsEmployee: string;
  const orderIds = new Map<string, number>();

  /** An order (and, once settled, its payment) written inside its company, at a fixed time. */
  async function seedOrder(companyId: number, order: SeedOrder): Promise<void> {
    const settledAt = new Date(new Date(order.createdAt).getTime() + 5 * 60_000);
    const id = await t.deps.database.withTenant(companyId, async (trx) => {
      const row = await trx
        .insertInto('vendor_orders')
        .values({
          company_id: companyId,
          order_no: order.orderNo,
          plan: 'standard-monthly',
          amount: order.amount ?? '99.00',
          currency: order.currency ?? 'AED',
          provider: order.provider,
          provider_ref: `REF-${order.orderNo}`,
          status: order.status,
          paid_at: order.status === 'PAID' ? settledAt : null,
          created_at: order.createdAt,
          updated_at: order.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (order.status !== 'PENDING') {
        await trx
          .insertInto('vendor_payments')
          .values({
            company_id: companyId,
            order_id: row.id,
            provider: order.provider,
            provider_ref: `REF-${order.orderNo}`,
            transaction_ref: `TXN-${order.orderNo}`,
            status: order.status,
            amount: order.amount ?? '99.00',
            currency: order.currency ?? 'AED',
            payer_id: order.provider === 'paypal' ? 'PAYER-1' : '',
            provider_answer: JSON.stringify({ checked: order.orderNo }),
            created_at: settledAt,
          })
          .execute();
      }
      return row.id;
    });
    orderIds.set(order.orderNo, id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps, 'acme', 'Acme Trading');
    globex = await createCompany(t.deps, 'globex', 'Globex Corporation');
    const operatorId = await createUser(t.deps, 'operator@vendor.test');
    await addVendorOperator(t.deps, operatorId);
    const adminId = await createUser(t.deps, 'boss@acme.test');
    operator = authHeader(t.deps, { userId: operatorId, companyId: null, role: undefined });
    acmeAdmin = authHeader(t.deps, { userId: adminId, companyId: acme, role: 'admin' });
    // An employee login whose employee-account id happens to equal the operator's user id.
    operatorAsEmployee = authHeader(t.deps, { userId: operatorId, companyId: acme, role: 'employee', employeeId: 7 });

    await seedOrder(acme, { orderNo: 'A-001', provider: 'telr', status: 'PAID', createdAt: '2026-10-05T10:00:00Z' });
    await seedOrder(acme, { orderNo: 'A-002', provider: 'telr', status: 'DECLINED', createdAt: '2026-10-20T10:00:00Z' });
    await seedOrder(acme, { orderNo: 'A-003', provider: 'paypal', status: 'PENDING', createdAt: '2026-11-01T03:00:00Z', amount: '29.00', currency: 'USD' });
    await seedOrder(globex, { orderNo: 'G-001', provider: 'paypal', status: 'PAID', createdAt: '2026-11-02T12:00:00Z', amount: '29.00', currency: 'USD' });
    await seedOrder(globex, { orderNo: 'G-002', provider: 'telr', status: 'CANCELLED', createdAt: '2026-11-10T12:00:00Z' });
    await seedOrder(globex, { orderNo: 'G-003', provider: 'paypal', status: 'FAILED', createdAt: '2026-11-15T12:00:00Z', amount: '29.00', currency: 'USD' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (auth: string | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: { ...(auth ? { authorization: auth } : {}), ...headers } });
  const orderNos = (res: { json(): { data: { data: Array<{ order_no: string }> } } }) => res.json().data.data.map((row) => row.order_no);

  describe('access', () => {
    const urls = ['/orders/', `/orders/1/`, '/orders/export/', '/payments/', '/payments/1/', '/payments/export/', '/companies/', '/companies/1/'];

    it('refuses anonymous callers with 401', async () => {
      for (const url of urls) {
        const res = await get(null, url);
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 401, code: 'ZGEN0401' });
      }
    });

    it('refuses a company administrator with 403, even for the own company', async () => {
      for (const url of [...urls, `/orders/?company=${acme}`, `/orders/${orderIds.get('A-001')}/`]) {
        const res = await get(acmeAdmin, url);
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 403, code: 'ZGEN0403' });
      }
    });

    it('never takes an employee login for the user with the same id', async () => {
      const res = await get(operatorAsEmployee, '/orders/');
      expect(res.statusCode).toBe(403);
    });

    it('stops letting an operator in as soon as the vendor row is deactivated', async () => {
      const formerId = await createUser(t.deps, 'former@vendor.test');
      await addVendorOperator(t.deps, formerId);
      const former = authHeader(t.deps, { userId: formerId, companyId: null });
      expect((await get(former, '/orders/')).statusCode).toBe(200);
      await t.deps.database.db.updateTable('vendor_users').set({ is_active: false }).where('user_id', '=', formerId).execute();
      expect((await get(former, '/orders/')).statusCode).toBe(403);
    });

    it('runs vendor reads in a role that cannot write', async () => {
      await expect(
        t.deps.database.withVendor((trx) => trx.updateTable('vendor_orders').set({ plan: 'hijacked' }).where('order_no', '=', 'A-001').execute()),
      ).rejects.toThrow(/read-only|permission denied/);
      const plans = await t.deps.database.withTenant(acme, (trx) =>
        trx.selectFrom('vendor_orders').select('plan').where('company_id', '=', acme).where('order_no', '=', 'A-001').executeTakeFirstOrThrow(),
      );
      expect(plans.plan).toBe('standard-monthly');
    });
  });

  describe('orders', () => {
    it('lists the orders of every company, newest first, with the company and the paging envelope', async () => {
      const res = await get(operator, '/orders/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 'ZVEN0000', data: { total: 6, page: 1, page_size: 20, next: null } });
      expect(orderNos(res)).toEqual(['G-003', 'G-002', 'G-001', 'A-003', 'A-002', 'A-001']);
      expect(body.data.data[0]).toEqual({
        id: orderIds.get('G-003'),
        company: globex,
        company_name: 'Globex Corporation',
        company_domain: 'globex',
        order_no: 'G-003',
        plan: 'standard-monthly',
        amount: '29.00',
        currency: 'USD',
        provider: 'paypal',
        provider_ref: 'REF-G-003',
        status: 'FAILED',
        paid_at: null,
        created_at: '2026-11-15T12:00:00.000Z',
        updated_at: '2026-11-15T12:00:00.000Z',
      });
    });

    it('pages on the server', async () => {
      const first = await get(operator, '/orders/?page=1&page_size=4');
      expect(first.json().data).toMatchObject({ total: 6, page: 1, page_size: 4, next: 2 });
      expect(orderNos(first)).toEqual(['G-003', 'G-002', 'G-001', 'A-003']);
      const second = await get(operator, '/orders/?page=2&page_size=4');
      expect(second.json().data).toMatchObject({ total: 6, page: 2, next: null });
      expect(orderNos(second)).toEqual(['A-002', 'A-001']);
    });

    it('filters by status, provider and company, and combines them', async () => {
      expect(orderNos(await get(operator, '/orders/?status=PAID'))).toEqual(['G-001', 'A-001']);
      expect(orderNos(await get(operator, '/orders/?provider=telr'))).toEqual(['G-002', 'A-002', 'A-001']);
      expect(orderNos(await get(operator, `/orders/?company=${acme}`))).toEqual(['A-003', 'A-002', 'A-001']);
      expect(orderNos(await get(operator, `/orders/?company=${globex}&provider=paypal&status=FAILED`))).toEqual(['G-003']);
    });

    it('searches order numbers, references and company names, taking LIKE wildcards literally', async () => {
      expect(orderNos(await get(operator, '/orders/?search=globex'))).toEqual(['G-003', 'G-002', 'G-001']);
      expect(orderNos(await get(operator, '/orders/?search=a-00'))).toEqual(['A-003', 'A-002', 'A-001']);
      expect(orderNos(await get(operator, '/orders/?search=REF-G-002'))).toEqual(['G-002']);
      expect(orderNos(await get(operator, '/orders/?search=%25'))).toEqual([]);
    });

    it('filters whole days in the caller time zone', async () => {
      // A-003 was created 2026-11-01T03:00Z: still 31 October in Mexico City (UTC-6), 1 November in UTC.
      const inUtc = await get(operator, '/orders/?date_from=2026-11-01&date_to=2026-11-02', { timezone: 'UTC' });
      expect(orderNos(inUtc)).toEqual(['G-001', 'A-003']);
      const inMexico = await get(operator, '/orders/?date_from=2026-11-01&date_to=2026-11-02', { timezone: 'America/Mexico_City' });
      expect(orderNos(inMexico)).toEqual(['G-001']);
      expect(orderNos(await get(operator, '/orders/?date_to=2026-10-31', { timezone: 'America/Mexico_City' }))).toEqual(['A-003', 'A-002', 'A-001']);
    });

    it('rejects bad filters with 400 and the field', async () => {
      const badStatus = await get(operator, '/orders/?status=REFUNDED');
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().code).toBe('ZGEN0400');
      const badDay = await get(operator, '/orders/?date_from=2026-13-01');
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { date_from: 'invalid' } } });
      const reversed = await get(operator, '/orders/?date_from=2026-11-02&date_to=2026-11-01');
      expect(reversed.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { date_to: 'invalid' } } });
      const badSize = await get(operator, '/orders/?page_size=501');
      expect(badSize.statusCode).toBe(400);
    });

    it('retrieves one order with its settlement, and 404 for an unknown id', async () => {
      const res = await get(operator, `/orders/${orderIds.get('G-001')}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        order_no: 'G-001',
        company_name: 'Globex Corporation',
        status: 'PAID',
        paid_at: '2026-11-02T12:05:00.000Z',
        payment: { order: orderIds.get('G-001'), transaction_ref: 'TXN-G-001', payer_id: 'PAYER-1', status: 'PAID', provider_answer: { checked: 'G-001' } },
      });
      const pending = await get(operator, `/orders/${orderIds.get('A-003')}/`);
      expect(pending.json().data).toMatchObject({ order_no: 'A-003', status: 'PENDING', payment: null });
      const missing = await get(operator, '/orders/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ZGEN0404');
    });

    it('exports the filtered orders as CSV', async () => {
      const res = await get(operator, `/orders/export/?company=${acme}&search=A-00`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}\.csv"$/);
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,order_no,company,company_domain,plan,amount,currency,provider,provider_ref,status,created_at,paid_at');
      expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['A-003', 'A-002', 'A-001']);
      expect(lines[3]).toContain('Acme Trading,acme,standard-monthly,99.00,AED,telr,REF-A-001,PAID,2026-10-05T10:00:00.000Z,2026-10-05T10:05:00.000Z');
    });
  });

  describe('payments', () => {
    const refs = (res: { json(): { data: { data: Array<{ transaction_ref: string }> } } }) => res.json().data.data.map((row) => row.transaction_ref);

    it('lists the settlements of every company with their order and company', async () => {
      const res = await get(operator, '/payments/');
      expect(res.json().data).toMatchObject({ total: 5, next: null });
      expect(refs(res)).toEqual(['TXN-G-003', 'TXN-G-002', 'TXN-G-001', 'TXN-A-002', 'TXN-A-001']);
      expect(res.json().data.data[2]).toEqual({
        id: expect.any(Number),
        company: globex,
        company_name: 'Globex Corporation',
        company_domain: 'globex',
        order: orderIds.get('G-001'),
        order_no: 'G-001',
        provider: 'paypal',
        provider_ref: 'REF-G-001',
        transaction_ref: 'TXN-G-001',
        status: 'PAID',
        amount: '29.00',
        currency: 'USD',
        payer_id: 'PAYER-1',
        created_at: '2026-11-02T12:05:00.000Z',
      });
    });

    it('filters by status, provider, company, day and search', async () => {
      expect(refs(await get(operator, '/payments/?status=PAID'))).toEqual(['TXN-G-001', 'TXN-A-001']);
      expect(refs(await get(operator, '/payments/?provider=paypal'))).toEqual(['TXN-G-003', 'TXN-G-001']);
      expect(refs(await get(operator, `/payments/?company=${acme}`))).toEqual(['TXN-A-002', 'TXN-A-001']);
      expect(refs(await get(operator, '/payments/?date_from=2026-11-10&date_to=2026-11-10'))).toEqual(['TXN-G-002']);
      expect(refs(await get(operator, '/payments/?search=payer-1'))).toEqual(['TXN-G-003', 'TXN-G-001']);
      expect(refs(await get(operator, '/payments/?search=acme&page_size=1&page=2'))).toEqual(['TXN-A-001']);
      expect((await get(operator, '/payments/?status=PENDING')).statusCode).toBe(400);
    });

    it('retrieves one payment with the provider answer, and 404 for an unknown id', async () => {
      const list = await get(operator, '/payments/?search=TXN-A-002');
      const id = list.json().data.data[0].id;
      const res = await get(operator, `/payments/${id}/`);
      expect(res.json().data).toMatchObject({ id, order_no: 'A-002', status: 'DECLINED', provider_answer: { checked: 'A-002' } });
      expect((await get(operator, '/payments/999999/')).statusCode).toBe(404);
    });

    it('exports the filtered payments as CSV', async () => {
      const res = await get(operator, '/payments/export/?provider=telr');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{8}\.csv"$/);
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('id,transaction_ref,order_no,company,company_domain,provider,provider_ref,payer_id,status,amount,currency,created_at');
      expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['TXN-G-002', 'TXN-A-002', 'TXN-A-001']);
    });
  });

  describe('exports', () => {
    it('refuses an export beyond the row limit with a translated code, naming the limit', async () => {
      await t.deps.database.withTenant(acme, (trx) =>
        sql`insert into vendor_orders (company_id, order_no, plan, amount, currency, provider, provider_ref)
            select ${acme}, 'BULK-' || n, 'bulk', 1, 'AED', 'telr', 'BULK-' || n from generate_series(1, 10001) as n`.execute(trx),
      );
      const res = await get(operator, '/orders/export/?search=BULK-');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZVEN0004', context: { params: { max: 10000, total: 10001 } } });
      const narrowed = await get(operator, '/orders/export/?search=BULK-1000');
      expect(narrowed.statusCode).toBe(200);
      // BULK-1000 and BULK-10000, BULK-10001.
      expect(narrowed.body.trim().split('\r\n')).toHaveLength(1 + 3);
    });
  });

  it('looks companies up for the company filter', async () => {
    const res = await get(operator, '/companies/?search=glo');
    const globexOption = { id: globex, company_name: 'Globex Corporation', company_domain: 'globex', display_name: 'Globex Corporation' };
    expect(res.json()).toMatchObject({ code: 'ZVEN0000', data: { total: 1, data: [globexOption] } });
    expect((await get(operator, `/companies/${globex}/`)).json().data).toMatchObject(globexOption);
    expect((await get(operator, '/companies/999999/')).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/companies/${globex}/`)).statusCode).toBe(403);
  });
});
