/**
 * Input that used to be converted or to reach SQL unchecked (issue 16, items 3 and 4; ADR 0042): bodies are not
 * type-coerced (`{"ids": true}` deleted record 1, `{"ids": "123"}` deleted employee 123), ids are safe positive
 * integers written canonically, and numbers beyond bigint are a 400, not a database error.
 */
import { authHeader, createCompany, createUser } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { personnelCall, startPersonnelTestApp } from './personnel-support';

describe(`strict input on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let adminA: string;
  let employees: number[] = [];
  const call = personnelCall(() => t);

  beforeAll(async () => {
    ({ t, adminA } = await startPersonnelTestApp());
    employees = [];
    for (let i = 1; i <= 3; i += 1) {
      const res = await call(adminA, 'POST', '/employees/', { emp_code: `S${i}` });
      expect(res.statusCode).toBe(200);
      employees.push(res.json().data.id as number);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function employeeCount(): Promise<number> {
    return (await call(adminA, 'GET', '/employees/')).json().data.total as number;
  }

  it.each([
    ['true', { ids: true }],
    ['a string of digits', { ids: '123' }],
    ['a fraction', { ids: [1.5] }],
    ['a list of strings', { ids: ['1'] }],
    ['a number beyond bigint', { ids: 1e308 }],
    ['an id beyond 2^53', { ids: [9007199254740992] }],
    ['items as a string', { items: String(1) }],
  ])('refuses multi-destroy ids given as %s and deletes nothing', async (_label, body) => {
    const before = await employeeCount();
    const res = await call(adminA, 'DELETE', '/employees/multi-destroy/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ZGEN0400' });
    expect(await employeeCount()).toBe(before);
  });

  it('still deletes by a real list of ids', async () => {
    const res = await call(adminA, 'DELETE', '/employees/multi-destroy/', { ids: [employees[2]] });
    expect(res.json()).toMatchObject({ code: 'ZPER0000', data: { deleted: 1 } });
  });

  it.each(['9223372036854775808', '9007199254740992', '0x1', '1e0', '01', ' 1', '1.0', '-1', '0'])(
    'answers the path id %j with 400, never touching SQL',
    async (id) => {
      const res = await call(adminA, 'DELETE', `/employees/${encodeURIComponent(id)}/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { id: expect.any(String) } } });
      expect(await employeeCount()).toBe(2);
    },
  );

  it('reads a canonical path id as before', async () => {
    const res = await call(adminA, 'GET', `/employees/${employees[0]}/`);
    expect(res.json()).toMatchObject({ code: 'ZPER0000', data: { emp_code: 'S1' } });
  });

  it('refuses non-canonical integers in a query and keeps canonical ones', async () => {
    expect((await call(adminA, 'GET', '/employees/?page=1e0')).statusCode).toBe(400);
    expect((await call(adminA, 'GET', '/employees/?page=99999999999999999999')).statusCode).toBe(400);
    expect((await call(adminA, 'GET', '/employees/?page=1&page_size=1')).json().data).toMatchObject({ page: 1, page_size: 1 });
  });

  it('refuses a string where a body field takes a number or a boolean', async () => {
    const res = await call(adminA, 'PATCH', `/employees/${employees[0]}/`, { department: String(employees[0]) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { department: expect.any(String) } } });
  });

  it('refuses coerced ids on bio-photo approval and approves nothing', async () => {
    const other = await createCompany(t.deps, 'initech');
    const admin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@initech.test'), companyId: other });
    for (const body of [{ ids: true, action: 'approve' }, { ids: '1', action: 'approve' }, { id: '1', action: 'approve' }, { ids: ['1'], action: 'approve' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/web/device/api/v2/biophotos/approve/', headers: { authorization: admin }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZGEN0400' });
    }
  });
});
