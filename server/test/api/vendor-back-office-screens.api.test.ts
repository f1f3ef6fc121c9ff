/**
 * The vendor back-office's remaining screens (ADR 0119): the dashboard and its sales series, employees and
 * mobile-app accounts of every company (paged, searched, filtered by company, nothing personal), the vendor's
 * organisation, operators (added by e-mail, never deactivating themself) and selling profiles. Every call is
 * behind the vendor guard: a company administrator and an employee login get 403 and change nothing.
 */
import { sql } from 'kysely';
import { seedDemoVendorProfiles } from '../../src/modules/vendor/demo-vendor-profiles';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const API = '/web/vendor/api/v2';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe(`vendor back-office screens on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let globex: number;
  let operatorId: number;
  let operator: string;
  let admin: string;
  let employee: string;

  const call = (auth: string, method: Method, url: string, payload?: object, language = 'en') =>
    t.app.inject({ method, url: `${API}${url}`, headers: { authorization: auth, 'accept-language': language }, ...(payload ? { payload } : {}) });
  const rowsOf = async (url: string) => (await call(operator, 'GET', url)).json().data as { total: number; data: Array<Record<string, unknown>> };
  const count = async (table: string): Promise<number> => Number((await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(t.deps.database.db)).rows[0].n);

  async function addEmployee(companyId: number, code: string, first: string, last: string, resigned = false): Promise<number> {
    return t.deps.database.withTenant(companyId, async (trx) => {
      const row = await trx
        .insertInto('employees')
        .values({ company_id: companyId, emp_code: code, first_name: first, last_name: last, email: `${code}@private.test`, mobile: '+15550100', resigned })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  async function addOrder(companyId: number, orderNo: string, status: 'PAID' | 'PENDING', amount: string, currency: string, paidAt: string | null): Promise<void> {
    await t.deps.database.withTenant(companyId, (trx) =>
      trx
        .insertInto('vendor_orders')
        .values({ company_id: companyId, order_no: orderNo, plan: 'standard', amount, currency, provider: 'telr', provider_ref: `REF-${orderNo}`, status, paid_at: paidAt ? new Date(paidAt) : null })
        .execute(),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps, 'acme', 'Acme Trading');
    globex = await createCompany(t.deps, 'globex', 'Globex Corporation');
    operatorId = await createUser(t.deps, 'operator@vendor.test');
    await addVendorOperator(t.deps, operatorId);
    operator = authHeader(t.deps, { userId: operatorId, companyId: null, role: undefined });
    const bossId = await createUser(t.deps, 'boss@acme.test');
    await t.deps.database.db.insertInto('memberships').values({ company_id: acme, user_id: bossId, role: 'admin' }).execute();
    admin = authHeader(t.deps, { userId: bossId, companyId: acme, role: 'admin' });
    // An employee login whose employee-account id equals the operator's user id must not pass as the operator.
    employee = authHeader(t.deps, { userId: operatorId, companyId: acme, role: 'employee', employeeId: 1 });

    const ana = await addEmployee(acme, 'A001', 'Ana', 'Lopez');
    await addEmployee(acme, 'A002', 'Bruno', 'Diaz', true);
    const gina = await addEmployee(globex, 'G001', 'Gina', 'Moss');
    await t.deps.database.withTenant(acme, (trx) => sql`insert into gps_accounts (company_id, employee, enabled) values (${acme}, ${ana}, true)`.execute(trx));
    await t.deps.database.withTenant(globex, (trx) => sql`insert into gps_accounts (company_id, employee, enabled) values (${globex}, ${gina}, false)`.execute(trx));
    await addOrder(acme, 'O-1', 'PAID', '100.00', 'USD', '2026-11-02T10:00:00Z');
    await addOrder(acme, 'O-2', 'PAID', '50.50', 'USD', '2026-11-03T10:00:00Z');
    await addOrder(globex, 'O-3', 'PAID', '300.00', 'AED', '2026-11-10T23:30:00Z');
    await addOrder(globex, 'O-4', 'PENDING', '20.00', 'AED', null);
  });

  afterAll(async () => {
    await t.close();
  });

  test('every route answers 403 to a company administrator and an employee login, and they change nothing', async () => {
    const before = await Promise.all(['vendor_users', 'vendor_profiles'].map(count));
    for (const auth of [admin, employee]) {
      for (const url of ['/dashboard/', '/dashboard/get_sales_data/', '/employees/', '/mobile_app/', '/company/', '/vendor_users/', '/vendor_profiles/']) {
        expect([url, (await call(auth, 'GET', url)).statusCode]).toEqual([url, 403]);
      }
      expect((await call(auth, 'POST', '/vendor_users/', { email: 'boss@acme.test' })).statusCode).toBe(403);
      expect((await call(auth, 'POST', '/vendor_profiles/', { code: 'X', name: 'X' })).statusCode).toBe(403);
      expect((await call(auth, 'PATCH', '/company/1/', { name: 'Taken over' })).statusCode).toBe(403);
    }
    expect(await Promise.all(['vendor_users', 'vendor_profiles'].map(count))).toEqual(before);
    expect((await rowsOf('/company/')).data[0]).toMatchObject({ name: 'Timekeep' });
    // The tenant role has no grant on the vendor's own tables.
    await expect(t.deps.database.withTenant(acme, (trx) => sql`select 1 from vendor_profiles`.execute(trx))).rejects.toThrow(/permission denied/);
  });

  test('the dashboard counts the platform, running subscriptions and the paid revenue per currency', async () => {
    const initech = await createCompany(t.deps, 'initech', 'Initech');
    const day = (offset: number) => new Date(t.deps.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const subscribe = (companyId: number, status: string, endsOn: string) =>
      t.deps.database.withTenant(companyId, (trx) =>
        sql`insert into company_subscriptions (company_id, plan, billing_period, currency, unit, licensed_count, starts_on, ends_on, status)
          values (${companyId}, 'standard', 'monthly', 'USD', 'employee', 10, ${day(-40)}, ${endsOn}, ${status})`.execute(trx),
      );
    await subscribe(acme, 'active', day(10)); // running, ends within 30 days
    await subscribe(globex, 'active', day(-1)); // ended yesterday: expired, not counted
    await subscribe(initech, 'trial', day(60));
    const figures = (await call(operator, 'GET', '/dashboard/')).json().data;
    expect(figures).toMatchObject({ companies: 3, active_companies: 3, employees: 2, mobile_accounts: 1, orders_paid: 3, orders_pending: 1 });
    expect(figures).toMatchObject({ subscriptions_active: 1, subscriptions_trial: 1, subscriptions_expiring: 1 });
    expect(figures.revenue).toEqual([
      { currency: 'AED', amount: '300.00', orders: 1 },
      { currency: 'USD', amount: '150.50', orders: 2 },
    ]);
  });

  test('sales per day and per week, every bucket present; bad periods and ranges are 400s', async () => {
    const days = (await call(operator, 'GET', '/dashboard/get_sales_data/?period=day&start_date=2026-11-01&end_date=2026-11-10')).json().data;
    expect(days.points).toHaveLength(10);
    expect(days.currencies).toEqual(['AED', 'USD']);
    expect(days.points[1]).toEqual({ start: '2026-11-02', orders: 1, revenue: { USD: 100 } });
    expect(days.points[9]).toEqual({ start: '2026-11-10', orders: 1, revenue: { AED: 300 } });
    expect(days.points[0]).toEqual({ start: '2026-11-01', orders: 0, revenue: {} });
    const weeks = (await call(operator, 'GET', '/dashboard/get_sales_data/?period=week&start_date=2026-11-01&end_date=2026-11-10')).json().data;
    // 2026-11-01 is a Sunday: its week starts on Monday 2026-10-26.
    expect(weeks.points.map((point: { start: string; orders: number }) => [point.start, point.orders])).toEqual([['2026-10-26', 0], ['2026-11-02', 2], ['2026-11-09', 1]]);
    expect(weeks.points[1].revenue).toEqual({ USD: 150.5 });

    const month = await call(operator, 'GET', '/dashboard/get_sales_data/?period=hour');
    expect(month.statusCode).toBe(400);
    expect(month.json().context.fields).toEqual({ period: 'invalid' });
    expect((await call(operator, 'GET', '/dashboard/get_sales_data/?start_date=2026-02-30')).json().context.fields).toEqual({ start_date: 'invalid' });
    expect((await call(operator, 'GET', '/dashboard/get_sales_data/?start_date=2026-11-10&end_date=2026-11-01')).json().context.fields).toEqual({ end_date: 'invalid' });
    const long = await call(operator, 'GET', '/dashboard/get_sales_data/?period=day&start_date=2024-01-01&end_date=2026-01-01', undefined, 'tr');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'ZVEN0193', context: { params: { max: 366 } } });
  });

  test('employees of every company: paged, searched, filtered by company and status, no e-mail or mobile', async () => {
    const all = await rowsOf('/employees/?page_size=2');
    expect(all.total).toBe(3);
    expect(all.data.map((row) => row.emp_code)).toEqual(['A001', 'A002']);
    expect(all.data[0]).toMatchObject({ employee_name: 'Ana Lopez', company: acme, company_name: 'Acme Trading', status: 'active' });
    expect(Object.keys(all.data[0]).sort()).toEqual(['company', 'company_name', 'created_at', 'emp_code', 'employee_name', 'enable_att', 'id', 'status']);
    expect((await rowsOf(`/employees/?company=${globex}`)).data.map((row) => row.emp_code)).toEqual(['G001']);
    expect((await rowsOf('/employees/?status=resigned')).data.map((row) => row.emp_code)).toEqual(['A002']);
    expect((await rowsOf('/employees/?search=gina')).data.map((row) => row.emp_code)).toEqual(['G001']);
    expect((await call(operator, 'GET', '/employees/?company=x')).statusCode).toBe(400);
    // The vendor role cannot read what the list leaves out (column grants, migration 0111).
    await expect(t.deps.database.withVendor((trx) => sql`select email from employees`.execute(trx))).rejects.toThrow(/permission denied/);
  });

  test('mobile-app accounts of every company, filtered by company and state', async () => {
    const all = await rowsOf('/mobile_app/');
    expect(all.data.map((row) => [row.emp_code, row.employee_name, row.company_name, row.enabled])).toEqual([
      ['A001', 'Ana Lopez', 'Acme Trading', true],
      ['G001', 'Gina Moss', 'Globex Corporation', false],
    ]);
    expect((await rowsOf(`/mobile_app/?company=${acme}`)).total).toBe(1);
    expect((await rowsOf('/mobile_app/?enabled=false')).data.map((row) => row.emp_code)).toEqual(['G001']);
    expect((await rowsOf('/mobile_app/?search=a001')).data.map((row) => row.emp_code)).toEqual(['A001']);
  });

  test("the vendor's organisation is changed, never added; bad input is a translated 400 that changes nothing", async () => {
    const [info] = (await rowsOf('/company/')).data;
    const saved = await call(operator, 'PATCH', `/company/${String(info.id)}/`, { legal_name: 'Timekeep Software FZ-LLC', support_email: 'help@timekeep.test', website: 'https://timekeep.test' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Timekeep', legal_name: 'Timekeep Software FZ-LLC', support_email: 'help@timekeep.test' });
    const bad = await call(operator, 'PATCH', `/company/${String(info.id)}/`, { support_email: 'not an address', website: 'ftp://x' }, 'es-MX');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().context.fields).sort()).toEqual(['support_email', 'website']);
    expect((await call(operator, 'PATCH', `/company/${String(info.id)}/`, { name: '  ' })).json().context.fields).toEqual({ name: 'required' });
    expect((await rowsOf('/company/')).data[0]).toMatchObject({ legal_name: 'Timekeep Software FZ-LLC', support_email: 'help@timekeep.test', website: 'https://timekeep.test' });
    expect((await call(operator, 'POST', '/company/', { name: 'Second' })).statusCode).toBe(404);
    expect(await count('vendor_organisation')).toBe(1);
  });

  test('operators: added by the e-mail of an account, deactivated by another operator, never by themself', async () => {
    const helperId = await createUser(t.deps, 'Helper@Vendor.test');
    const added = await call(operator, 'POST', '/vendor_users/', { email: 'helper@vendor.test', display_name: 'Help desk' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ email: 'Helper@Vendor.test', display_name: 'Help desk', is_active: true });
    const helper = authHeader(t.deps, { userId: helperId, companyId: null, role: undefined });
    expect((await call(helper, 'GET', '/employees/')).statusCode).toBe(200);

    const before = await count('vendor_users');
    const unknown = await call(operator, 'POST', '/vendor_users/', { email: 'nobody@vendor.test' }, 'ar');
    expect(unknown.json()).toMatchObject({ code: 'ZVEN0192', context: { fields: { email: 'ZVEN0192' } } });
    expect((await call(operator, 'POST', '/vendor_users/', { email: 'operator@vendor.test' })).json().context.fields).toEqual({ email: 'ZGEN0460' });
    expect((await call(operator, 'POST', '/vendor_users/', { email: 'not-an-email' })).json().context.fields).toEqual({ email: 'invalid' });
    expect(await count('vendor_users')).toBe(before);

    const me = (await rowsOf('/vendor_users/?search=operator@')).data[0];
    const self = await call(operator, 'PATCH', `/vendor_users/${String(me.id)}/`, { is_active: false });
    expect(self.json()).toMatchObject({ code: 'ZVEN0191', context: { fields: { is_active: 'ZVEN0191' } } });
    const helperRow = added.json().data as { id: number };
    expect((await call(operator, 'PATCH', `/vendor_users/${helperRow.id}/`, { email: 'boss@acme.test' })).json().code).toBe('ZVEN0190');
    expect((await call(operator, 'PATCH', `/vendor_users/${helperRow.id}/`, { is_active: false })).json().data).toMatchObject({ is_active: false });
    // Deactivated: the guard reads the row on every request.
    expect((await call(helper, 'GET', '/employees/')).statusCode).toBe(403);
    expect((await rowsOf('/vendor_users/?is_active=true')).data.map((row) => row.email)).toEqual(['operator@vendor.test']);
    expect((await call(operator, 'DELETE', `/vendor_users/${helperRow.id}/`)).statusCode).toBe(404);
  });

  test('selling profiles: one default, a known currency, unique codes', async () => {
    await sql`insert into currencies (code, name) values ('AED', 'Dirham'), ('USD', 'US dollar')`.execute(t.deps.database.db);
    const uae = await call(operator, 'POST', '/vendor_profiles/', { code: 'UAE', name: 'Timekeep FZ-LLC', currency: 'AED', invoice_prefix: 'AE', is_default: true });
    expect(uae.statusCode).toBe(200);
    const us = await call(operator, 'POST', '/vendor_profiles/', { code: 'US', name: 'Timekeep Inc.', currency: 'USD', is_default: true });
    expect(us.json().data).toMatchObject({ code: 'US', is_default: true });
    // The new default took the mark from the old one.
    expect((await rowsOf('/vendor_profiles/')).data.map((row) => [row.code, row.is_default])).toEqual([['UAE', false], ['US', true]]);

    const before = await count('vendor_profiles');
    expect((await call(operator, 'POST', '/vendor_profiles/', { code: 'us', name: 'Again' })).json().context.fields).toEqual({ code: 'ZGEN0460' });
    expect((await call(operator, 'POST', '/vendor_profiles/', { code: 'EU', name: 'Europe', currency: 'EUR' })).json().context.fields).toEqual({ currency: 'ZGEN0461' });
    expect((await call(operator, 'POST', '/vendor_profiles/', { code: 'E U', name: 'Space' })).json().context.fields).toEqual({ code: 'invalid' });
    expect(await count('vendor_profiles')).toBe(before);
    const plain = await call(operator, 'POST', '/vendor_profiles/', { code: 'ANY', name: 'Any currency', currency: '' });
    expect(plain.json().data).toMatchObject({ currency: null, is_default: false });
    expect((await call(operator, 'DELETE', `/vendor_profiles/${(plain.json().data as { id: number }).id}/`)).json().data).toEqual({ deleted: 1 });
  });

  test('the demo seed adds its profiles once and keeps the default the operator chose', async () => {
    await sql`delete from vendor_profiles`.execute(t.deps.database.db);
    await sql`update vendor_organisation set legal_name = ''`.execute(t.deps.database.db);
    await seedDemoVendorProfiles(t.deps);
    await call(operator, 'PATCH', `/vendor_profiles/${String((await rowsOf('/vendor_profiles/?search=US')).data[0].id)}/`, { is_default: true });
    await seedDemoVendorProfiles(t.deps);
    expect((await rowsOf('/vendor_profiles/')).data.map((row) => [row.code, row.currency, row.is_default])).toEqual([['UAE', 'AED', false], ['US', 'USD', true]]);
    expect((await rowsOf('/company/')).data[0]).toMatchObject({ legal_name: 'Timekeep Software FZ-LLC', support_email: 'support@timekeep.test' });
  });
});
