/**
 * `/web/vendor/api/v2/devices/` (issue 12: vendor operators see pending devices at /vendor/tenement/device), the
 * first platform resources of the kernel (ADR 0082): every SN that talked to /iclock, claimed or pending, and every
 * tenant with its size, across companies, for vendor operators only and read-only.
 */
import { claimTerminal } from '../../src/modules/iclock/registry';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { attlogLines, injectTransport, TerminalSimulator } from '../terminal-simulator';

const BASE = '/web/vendor/api/v2/devices/';

let t: TestApp;
let operator: string;
let acmeAdmin: string;

const get = (auth: string, url = '') => t.app.inject({ method: 'GET', url: url.startsWith('/') ? url : `${BASE}${url}`, headers: { authorization: auth } });

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createCompany(t.deps, 'acme', 'Acme Trading');
  await createCompany(t.deps, 'globex', 'Globex Corporation');
  const operatorId = await createUser(t.deps, 'operator@vendor.test');
  await addVendorOperator(t.deps, operatorId);
  operator = authHeader(t.deps, { userId: operatorId, companyId: null, role: undefined });
  const bossId = await createUser(t.deps, 'boss@acme.test');
  await t.deps.database.db.insertInto('memberships').values({ company_id: acme, user_id: bossId, role: 'admin' }).execute();
  acmeAdmin = authHeader(t.deps, { userId: bossId, companyId: acme, role: 'admin' });

  await claimTerminal(t.deps, acme, { sn: 'ACME0001', time_zone: 'UTC' });
  const claimed = new TerminalSimulator(injectTransport(t.app), { sn: 'ACME0001', headers: { host: 'acme.localhost' } });
  await claimed.handshake();
  // Nobody claimed these: they are acknowledged and quarantined (brief §14.3 A1).
  const stray = new TerminalSimulator(injectTransport(t.app, '10.0.0.9'), { sn: 'STRAY0042', headers: { host: 'globex.localhost' } });
  await stray.handshake();
  expect((await stray.upload('ATTLOG', attlogLines(3))).text).toBe('OK: 3');
  await new TerminalSimulator(injectTransport(t.app), { sn: 'STRAY0043' }).handshake();
});

afterAll(async () => {
  await t.close();
});

test('lists every SN of every company, pending ones with the host they used and their quarantined lines', async () => {
  const res = await get(operator, '?ordering=sn');
  expect(res.statusCode).toBe(200);
  const rows = res.json().data.data as Array<Record<string, unknown>>;
  expect(rows.map((row) => [row.sn, row.status, row.company_name])).toEqual([
    ['ACME0001', 'claimed', 'Acme Trading'],
    ['STRAY0042', 'pending', null],
    ['STRAY0043', 'pending', null],
  ]);
  expect(rows[1]).toMatchObject({ host_company_name: 'Globex Corporation', quarantined_lines: 3, ip_address: '10.0.0.9' });
  expect(rows[1].last_seen).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('filters by status, searches and opens one record', async () => {
  const pending = (await get(operator, '?status=pending&ordering=-quarantined_lines')).json().data;
  expect(pending.total).toBe(2);
  expect(pending.data[0].sn).toBe('STRAY0042');
  const found = (await get(operator, '?search=0043')).json().data.data as Array<{ id: number; sn: string }>;
  expect(found.map((row) => row.sn)).toEqual(['STRAY0043']);
  expect((await get(operator, `${found[0].id}/`)).json().data).toMatchObject({ sn: 'STRAY0043', status: 'pending' });
  expect((await get(operator, '999999/')).statusCode).toBe(404);
  expect((await get(operator, '?ordering=ip_address')).statusCode).toBe(400);
});

test('the tenant list counts each company’s employees, users and terminals without reading them', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/web/personnel/api/v2/employees/',
    headers: { authorization: acmeAdmin, 'content-type': 'application/json' },
    payload: JSON.stringify({ emp_code: 'V001', first_name: 'Vera' }),
  });
  expect(created.statusCode).toBe(200);
  const rows = (await get(operator, '/web/vendor/api/v2/companies/?ordering=company_name')).json().data.data as Array<Record<string, unknown>>;
  expect(rows.map((row) => [row.company_name, row.employee_count, row.terminal_count])).toEqual([
    ['Acme Trading', 1, 1],
    ['Globex Corporation', 0, 0],
  ]);
  expect(rows[0]).toMatchObject({ display_name: 'Acme Trading', company_domain: 'acme', is_active: true });
  expect((await get(acmeAdmin, '/web/vendor/api/v2/companies/')).statusCode).toBe(403);
});

test('the user list shows each account with its companies, never a secret', async () => {
  const rows = (await get(operator, '/web/vendor/api/v2/users/?search=acme.test')).json().data.data as Array<Record<string, unknown>>;
  expect(rows).toEqual([expect.objectContaining({ email: 'boss@acme.test', companies: 'Acme Trading', company_count: 1 })]);
  expect(Object.keys(rows[0]).some((key) => /password|hash|token/.test(key))).toBe(false);
  expect((await get(acmeAdmin, '/web/vendor/api/v2/users/')).statusCode).toBe(403);
});

test('only vendor operators read it, and nobody writes through it', async () => {
  expect((await get(acmeAdmin)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  const write = await t.app.inject({ method: 'POST', url: BASE, headers: { authorization: operator, 'content-type': 'application/json' }, payload: '{"sn":"X"}' });
  expect([404, 405]).toContain(write.statusCode);
});
