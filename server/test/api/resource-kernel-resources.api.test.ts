/**
 * The simple resources declared on the kernel (issue 11): attendance holidays (`departments: [id]` in a link
 * table), terminal work codes (a code pattern, unique code) and the complement lookups — routes, link tables,
 * filters and the permission names they bring.
 */
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminA: string;
let adminB: string;

const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const companyA = await createCompany(t.deps, 'acme');
  const companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
});

afterAll(async () => {
  await t.close();
});

const HOLIDAYS = '/web/att/api/v2/holidays/';

test('holidays: alias, start date, days and departments (ids of the company), filtered by department and date', async () => {
  const department = (auth: string, name: string) => call(auth, 'POST', '/web/personnel/api/v2/departments/', { name }).then((r) => r.json().data.id as number);
  const sales = await department(adminA, 'Sales');
  const plant = await department(adminA, 'Plant');
  const foreign = await department(adminB, 'Globex');
  const created = await call(adminA, 'POST', HOLIDAYS, { alias: 'New Year', start_date: '2026-01-01', days: 2, departments: [plant, sales, plant] });
  expect(created.json()).toEqual({ code: 'ZATT0000', context: {}, data: { id: expect.any(Number), alias: 'New Year', start_date: '2026-01-01', days: 2, departments: [sales, plant].sort((a, b) => a - b), recalculating: 0 } });
  const id = created.json().data.id as number;
  await call(adminA, 'POST', HOLIDAYS, { alias: 'Labour Day', start_date: '2026-05-01', days: 1 });
  expect((await call(adminA, 'POST', HOLIDAYS, { alias: 'X', start_date: '2026-01-01', days: 1, departments: [foreign] })).json().context.fields).toEqual({ departments: 'ZGEN0461' });
  expect((await call(adminA, 'POST', HOLIDAYS, { alias: 'X', start_date: '2026-01-01', days: 0 })).json().context.fields).toEqual({ days: 'invalid' });
  expect((await call(adminA, 'POST', HOLIDAYS, { alias: 'X', start_date: '2026-01-01', days: 1, departments: ['1'] })).json().context.fields).toEqual({ departments: 'type' });
  const aliases = async (query: string) => ((await call(adminA, 'GET', `${HOLIDAYS}?${query}`)).json().data.data as { alias: string }[]).map((row) => row.alias);
  expect(await aliases(`departments__in=${sales}`)).toEqual(['New Year']);
  expect(await aliases('start_date__gte=2026-02-01')).toEqual(['Labour Day']);
  expect(await aliases('')).toEqual(['Labour Day', 'New Year']);
  // PATCH without departments keeps them; sending them replaces them.
  expect((await call(adminA, 'PATCH', `${HOLIDAYS}${id}/`, { days: 3 })).json().data).toMatchObject({ days: 3, departments: [sales, plant].sort((a, b) => a - b) });
  expect((await call(adminA, 'PATCH', `${HOLIDAYS}${id}/`, { departments: [sales] })).json().data.departments).toEqual([sales]);
  // Deleting a department takes it off the holiday.
  expect((await call(adminA, 'DELETE', `/web/personnel/api/v2/departments/${sales}/`)).statusCode).toBe(200);
  expect((await call(adminA, 'GET', `${HOLIDAYS}${id}/`)).json().data.departments).toEqual([]);
  expect((await call(adminB, 'GET', `${HOLIDAYS}${id}/`)).statusCode).toBe(404);
  expect((await call(adminA, 'DELETE', `${HOLIDAYS}multi-destroy/`, { ids: [id] })).json().data).toEqual({ deleted: 1, recalculating: 0 });
});

test('terminal work codes: code letters and digits only, unique in the company; complement lookups answer ZCOM0000', async () => {
  const base = '/web/device/api/v2/terminalworkcodes/';
  expect((await call(adminA, 'POST', base, { code: '01', name: 'Overtime' })).json()).toMatchObject({ code: 'ZDEV0000', data: { code: '01', name: 'Overtime' } });
  expect((await call(adminA, 'POST', base, { code: '0 1', name: 'Bad' })).json().context.fields).toEqual({ code: 'invalid' });
  expect((await call(adminA, 'POST', base, { code: '01', name: 'Again' })).json().context.fields).toEqual({ code: 'ZGEN0460' });
  expect((await call(adminB, 'POST', base, { code: '01', name: 'Theirs' })).statusCode).toBe(200);
  for (const path of ['document-types', 'incident-types', 'training-types']) {
    const created = await call(adminA, 'POST', `/web/complement/api/v2/${path}/`, { name: `A ${path}` });
    expect([path, created.json().code]).toEqual([path, 'ZCOM0000']);
  }
  expect((await call(adminA, 'POST', '/web/complement/api/v2/incident-types/', { name: 'Red', color: 'red' })).json().context.fields).toEqual({ color: 'invalid' });
  expect((await call(adminA, 'GET', '/web/complement/api/v2/incident-types/?search=red')).json().data.total).toBe(0);
});
