/**
 * The organisation trees on the resource kernel (issue 11, ADR 0060): codes unique per company, moving a node
 * (never under itself), the delete rules, a department's head, employee counts, the `tree/` view behind the
 * view permission, and the organisation chart. The older tree rules stay covered by personnel.api.test.ts.
 */
import type { TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { grantMember, personnelCall, startPersonnelTestApp } from './personnel-support';

describe(`organisation trees on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let adminA: string;
  let userA: string;
  let adminB: string;
  let companyA: number;

  beforeAll(async () => {
    ({ t, adminA, userA, adminB, companyA } = await startPersonnelTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const call = personnelCall(() => t);
  const create = async (auth: string, url: string, body: object): Promise<number> => {
    const response = await call(auth, 'POST', url, body);
    expect(response.statusCode).toBe(200);
    return response.json().data.id as number;
  };

  it('keeps codes unique per company (case-insensitive; empty codes repeat; other companies free)', async () => {
    await create(adminA, '/areas/', { name: 'Dock', code: 'DK' });
    const clash = await call(adminA, 'POST', '/areas/', { name: 'Dock 2', code: 'dk' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ code: 'ZPER0012', context: { params: { code: 'dk' }, fields: { code: 'ZPER0012' } } });
    await create(adminA, '/areas/', { name: 'Yard' });
    await create(adminA, '/areas/', { name: 'Gate' });
    await create(adminB, '/areas/', { name: 'Dock', code: 'DK' });
    const other = await create(adminA, '/areas/', { name: 'Pier', code: 'PR' });
    expect((await call(adminA, 'PATCH', `/areas/${other}/`, { code: 'Dk' })).json().context.fields).toEqual({ code: 'ZPER0012' });
    expect((await call(adminA, 'GET', `/areas/${other}/`)).json().data.code).toBe('PR');
  });

  it('moves a node under another, refuses its own descendant or another company’s node, and lists children by parent', async () => {
    const top = await create(adminA, '/positions/', { name: 'Director' });
    const middle = await create(adminA, '/positions/', { name: 'Manager', parent: top });
    const low = await create(adminA, '/positions/', { name: 'Clerk', parent: middle });
    const foreign = await create(adminB, '/positions/', { name: 'Theirs' });
    const under = await call(adminA, 'PATCH', `/positions/${top}/`, { parent: low });
    expect(under.json()).toMatchObject({ code: 'ZPER0004', context: { fields: { parent: 'ZPER0004' } } });
    expect((await call(adminA, 'PATCH', `/positions/${top}/`, { parent: top })).json().code).toBe('ZPER0004');
    expect((await call(adminA, 'PATCH', `/positions/${low}/`, { parent: foreign })).json().code).toBe('ZPER0004');
    const moved = await call(adminA, 'PATCH', `/positions/${low}/`, { parent: top });
    expect(moved.json().data).toMatchObject({ id: low, parent: top, name: 'Clerk' });
    const children = (await call(adminA, 'GET', `/positions/?parent=${top}`)).json().data.data as { name: string }[];
    expect(children.map((row) => row.name)).toEqual(['Clerk', 'Manager']);
    const toRoot = await call(adminA, 'PATCH', `/positions/${low}/`, { parent: null });
    expect(toRoot.json().data.parent).toBeNull();
  });

  it('names a department’s head, counts its employees, refuses deleting it while employees remain, and drops a deleted head', async () => {
    const plant = await create(adminA, '/departments/', { name: 'Plant' });
    const boss = await create(adminA, '/employees/', { emp_code: 'H1', first_name: 'Hana', last_name: 'Ito', department: plant });
    await create(adminA, '/employees/', { emp_code: 'H2', department: plant });
    const headed = await call(adminA, 'PATCH', `/departments/${plant}/`, { manager: boss });
    expect(headed.json().data).toMatchObject({ manager: boss, manager_name: 'Hana Ito', employee_count: 2 });
    const foreignEmployee = await create(adminB, '/employees/', { emp_code: 'X1' });
    expect((await call(adminA, 'PATCH', `/departments/${plant}/`, { manager: foreignEmployee })).json().context.fields).toEqual({ manager: 'ZPER0006' });
    expect((await call(adminA, 'DELETE', `/departments/${plant}/`)).json().code).toBe('ZPER0005');
    const chart = (await call(adminA, 'GET', '/departments/chart/')).json();
    expect(chart).toMatchObject({ isSuccess: true });
    expect(chart.data.find((node: { id: number }) => node.id === plant)).toEqual({
      id: plant,
      name: 'Plant',
      code: '',
      parent: null,
      manager: boss,
      manager_name: 'Hana Ito',
      employee_count: 2,
    });
    expect((await call(adminA, 'DELETE', `/employees/${boss}/`)).statusCode).toBe(200);
    expect((await call(adminA, 'GET', `/departments/${plant}/`)).json().data).toMatchObject({ manager: null, manager_name: '', employee_count: 1 });
  });

  it('answers the tree view and the chart only with the view permission, and writes an operation log', async () => {
    expect((await call(userA, 'GET', '/departments/tree/')).statusCode).toBe(403);
    expect((await call(userA, 'GET', '/departments/chart/')).statusCode).toBe(403);
    expect((await call(userA, 'POST', '/areas/', { name: 'Nope' })).statusCode).toBe(403);
    await grantMember(t, adminA, companyA, ['personnel.view_department', 'personnel.view_area']);
    expect((await call(userA, 'GET', '/departments/tree/')).statusCode).toBe(200);
    expect((await call(userA, 'GET', '/areas/tree/')).statusCode).toBe(200);
    expect((await call(userA, 'GET', '/positions/tree/')).statusCode).toBe(403);
    expect((await call(userA, 'POST', '/areas/', { name: 'Nope' })).statusCode).toBe(403);
    const logs = await t.app.inject({ method: 'GET', url: '/web/system/api/v2/operation-logs/?resource=personnel.area', headers: { authorization: adminA } });
    expect(logs.json().data.data.map((row: { action: string; summary: string }) => `${row.action} ${row.summary}`)).toContain('create Dock');
  });
});
