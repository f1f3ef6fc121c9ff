import { DEMO_EMPLOYEE_COUNT, seedDemoPersonnel } from '../../src/modules/personnel/demo-seed';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { grantMember, PERSONNEL_BASE, personnelCall, startPersonnelTestApp } from './personnel-support';

describe(`personnel API on ${TEST_DB_KIND}`, () => {
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

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PERSONNEL_BASE}/employees/` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'ZGEN0401' });
  });

  describe('departments tree', () => {
    let root: number;
    let child: number;

    it('creates nodes with parents and lists them in the tree view', async () => {
      const created = await call(adminA, 'POST', '/departments/', { name: 'Head Office' });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ code: 'ZPER0000', data: { name: 'Head Office', parent: null, display_name: 'Head Office' } });
      root = created.json().data.id;
      child = (await call(adminA, 'POST', '/departments/', { name: 'Sales', parent: root })).json().data.id;
      const tree = await call(adminA, 'GET', '/departments/tree/');
      expect(tree.json()).toEqual({
        code: 'ZPER0000',
        context: {},
        isSuccess: true,
        data: [
          { id: root, name: 'Head Office', parent: null },
          { id: child, name: 'Sales', parent: root },
        ],
      });
    });

    it('rejects a duplicate name, a missing parent and a cycle with translated codes', async () => {
      const duplicate = await call(adminA, 'POST', '/departments/', { name: 'sales' });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toMatchObject({ code: 'ZPER0003', context: { fields: { name: 'ZPER0003' } } });
      const missing = await call(adminA, 'POST', '/departments/', { name: 'Lost', parent: 999999 });
      expect(missing.json()).toMatchObject({ code: 'ZPER0004' });
      const cycle = await call(adminA, 'PATCH', `/departments/${root}/`, { parent: child });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json()).toMatchObject({ code: 'ZPER0004' });
      const illegal = await call(adminA, 'POST', '/departments/', { name: 'a<b' });
      expect(illegal.json()).toMatchObject({ code: 'ZPER0007', context: { fields: { name: 'ZPER0007' } } });
    });

    it('renames with PATCH, keeps the parent, and refuses to delete a node with children', async () => {
      const renamed = await call(adminA, 'PATCH', `/departments/${child}/`, { name: 'Sales & Marketing' });
      expect(renamed.json().data).toMatchObject({ name: 'Sales & Marketing', parent: root });
      const blocked = await call(adminA, 'DELETE', `/departments/${root}/`);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toMatchObject({ code: 'ZPER0005' });
      const read = await call(adminA, 'POST', '/departments/read/', { items: [child, root] });
      expect(read.json().data.map((r: { id: number }) => r.id).sort()).toEqual([root, child].sort());
    });

    it('pages and searches areas and positions the same way', async () => {
      for (const name of ['North', 'South', 'East']) await call(adminA, 'POST', '/areas/', { name });
      const page = await call(adminA, 'GET', '/areas/?page=1&page_size=2');
      expect(page.json().data).toMatchObject({ total: 3, page: 1, page_size: 2, next: 2 });
      expect(page.json().data.data.map((r: { name: string }) => r.name)).toEqual(['East', 'North']);
      const last = await call(adminA, 'GET', '/areas/?page=2&page_size=2');
      expect(last.json().data).toMatchObject({ total: 3, next: null, data: [{ name: 'South' }] });
      const search = await call(adminA, 'GET', '/areas/?search=out');
      expect(search.json().data.data.map((r: { name: string }) => r.name)).toEqual(['South']);
      const pos = await call(adminA, 'POST', '/positions/', { name: 'Manager' });
      expect((await call(adminA, 'GET', `/positions/${pos.json().data.id}/`)).json().data.name).toBe('Manager');
    });

    it('deletes several nodes of a branch at once', async () => {
      const a = (await call(adminA, 'POST', '/positions/', { name: 'Temp A' })).json().data.id;
      const b = (await call(adminA, 'POST', '/positions/', { name: 'Temp B', parent: a })).json().data.id;
      const res = await call(adminA, 'DELETE', '/positions/multi-destroy/', { ids: [a, b] });
      expect(res.json()).toMatchObject({ code: 'ZPER0000', data: { deleted: 2 } });
      expect((await call(adminA, 'GET', `/positions/${a}/`)).statusCode).toBe(404);
    });
  });

  describe('employees', () => {
    let dept: number;
    let area: number;
    const ids: number[] = [];

    beforeAll(async () => {
      dept = (await call(adminA, 'POST', '/departments/', { name: 'Plant' })).json().data.id;
      area = (await call(adminA, 'POST', '/areas/', { name: 'Dock' })).json().data.id;
      for (let n = 1; n <= 12; n += 1) {
        const res = await call(adminA, 'POST', '/employees/', {
          emp_code: `E${String(n).padStart(3, '0')}`,
          first_name: n === 12 ? '' : `Name${n}`,
          last_name: 'Worker',
          department: n % 2 === 0 ? dept : null,
          areas: n <= 3 ? [area] : [],
        });
        expect(res.statusCode).toBe(200);
        ids.push(res.json().data.id);
      }
    });

    it('lists a server page with total and next, ordered by code', async () => {
      const res = await call(adminA, 'GET', '/employees/?page=2&page_size=5');
      const data = res.json().data;
      expect(data).toMatchObject({ total: 12, page: 2, page_size: 5, next: 3 });
      expect(data.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['E006', 'E007', 'E008', 'E009', 'E010']);
    });

    it('pages from the start and from the end alike, with exact totals for every resigned/enable_att filter', async () => {
      const codes = ids.map((_, n) => `E${String(n + 1).padStart(3, '0')}`);
      const listAll = async (query: string, pageSize: number) => {
        const seen: string[] = [];
        const totals = new Set<number>();
        for (let page = 1; page <= Math.ceil(codes.length / pageSize) + 1; page += 1) {
          const data = (await call(adminA, 'GET', `/employees/?page=${page}&page_size=${pageSize}${query}`)).json().data;
          totals.add(data.total);
          seen.push(...data.data.map((r: { emp_code: string }) => r.emp_code));
        }
        return { seen, totals: [...totals] };
      };
      for (const pageSize of [5, 7, 12, 20]) expect(await listAll('', pageSize)).toEqual({ seen: codes, totals: [12] });
      // E002 and E003 resigned (E003 without attendance), E004 without attendance: the trigger-kept counts follow.
      // `resigned` is written by resignations only (read-only on the employee): set here as a resignation would.
      const setFlags = (id: number, flags: { resigned?: boolean; enable_att?: boolean }) =>
        t.deps.database.db.updateTable('employees').set(flags).where('id', '=', id).execute();
      await setFlags(ids[1], { resigned: true });
      await setFlags(ids[2], { resigned: true, enable_att: false });
      await call(adminA, 'PATCH', `/employees/${ids[3]}/`, { enable_att: false });
      const expectList = async (query: string, expected: string[]) => {
        for (const pageSize of [3, 5]) expect(await listAll(query, pageSize)).toEqual({ seen: expected, totals: [expected.length] });
      };
      const without = (...gone: string[]) => codes.filter((c) => !gone.includes(c));
      await expectList('&resigned=true', ['E002', 'E003']);
      await expectList('&resigned=false', without('E002', 'E003'));
      await expectList('&enable_att=false', ['E003', 'E004']);
      await expectList('&enable_att=true&resigned=true', ['E002']);
      await expectList('&enable_att=false&resigned=false', ['E004']);
      const candidates = (await call(adminA, 'GET', '/employees/filter_by_resign_emp/?page=2&page_size=5')).json().data;
      expect(candidates).toMatchObject({ total: 10, next: null });
      expect(candidates.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['E008', 'E009', 'E010', 'E011', 'E012']);
      // Another company's counts are its own.
      expect((await call(adminB, 'GET', '/employees/')).json().data).toMatchObject({ total: 0, data: [] });
      for (const id of ids.slice(1, 4)) await setFlags(id, { resigned: false, enable_att: true });
      expect((await call(adminA, 'GET', '/employees/?resigned=false&enable_att=true')).json().data.total).toBe(12);
    });

    it('answers a search total without counting when the page is short, and counts when it is full', async () => {
      const short = (await call(adminA, 'GET', '/employees/?search=worker&page=3&page_size=5')).json().data;
      expect(short).toMatchObject({ total: 12, next: null });
      expect(short.data).toHaveLength(2);
      const full = (await call(adminA, 'GET', '/employees/?search=worker&page=1&page_size=5')).json().data;
      expect(full).toMatchObject({ total: 12, next: 2 });
      const past = (await call(adminA, 'GET', '/employees/?search=worker&page=9&page_size=5')).json().data;
      expect(past).toMatchObject({ total: 12, data: [] });
    });

    it('filters by department__in, area__in, id__in (comma-joined) and search', async () => {
      const byDept = (await call(adminA, 'GET', `/employees/?department__in=${dept}&page_size=50`)).json().data;
      expect(byDept.total).toBe(6);
      expect(byDept.data[0]).toMatchObject({ department: dept, department_name: 'Plant' });
      const byArea = (await call(adminA, 'GET', `/employees/?area__in=${area},999999`)).json().data;
      expect(byArea.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['E001', 'E002', 'E003']);
      const byIds = (await call(adminA, 'GET', `/employees/?id__in=${ids[0]},${ids[11]}`)).json().data;
      expect(byIds.data.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[11]]);
      const search = (await call(adminA, 'GET', '/employees/?search=name1')).json().data;
      expect(search.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['E001', 'E010', 'E011']);
      const bad = await call(adminA, 'GET', '/employees/?department__in=1,x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { department__in: 'invalid' } } });
    });

    it('finds by search exactly the employees an ILIKE on code, first or last name finds (the kept search_text, ADR 0122)', async () => {
      const names: Array<[string, string, string]> = [
        ['S01', 'Ann', 'Lee'],
        ['S02', 'İrem', 'Şahin'],
        ['S03', 'STRASSE', 'Straße'],
        ['S04', 'ΣΟΦΊΑ', 'Οδός'],
        ['S05', '100%', 'a_b'],
        ['S06', 'back\\slash', 'Mc Donald'],
        ['s07', 'ann', ''],
      ];
      const created: number[] = [];
      for (const [emp_code, first_name, last_name] of names) {
        const res = await call(adminA, 'POST', '/employees/', { emp_code, first_name, last_name });
        expect(res.statusCode).toBe(200);
        created.push(res.json().data.id);
      }
      const searches = ['ann', 'ANN', 'nnl', 'nn\u00a0', 'lee', 's0', 'S07', 'i̇', 'irem', 'şah', 'ŞAH', 'strasse', 'ße', 'σοφ', 'ΟΔΌΣ', 'οδός', '%', '0%', '_', 'a_b', 'ab', '\\', 'k\\s', 'mc d', 'c do', 'x', 'nlee', 'e s'];
      for (const search of searches) {
        const api = (await call(adminA, 'GET', `/employees/?page_size=100&search=${encodeURIComponent(search)}`)).json().data;
        const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        // What the list matched before search_text: an ILIKE on each of the three columns.
        const expected = await t.deps.database.withTenant(companyA, (trx) =>
          trx.selectFrom('employees').select('emp_code')
            .where((eb) => eb.or([eb('emp_code', 'ilike', pattern), eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern)]))
            .orderBy('emp_code').orderBy('id').execute());
        expect({ search, codes: api.data.map((r: { emp_code: string }) => r.emp_code), total: api.total }).toEqual({
          search,
          codes: expected.map((r) => r.emp_code),
          total: expected.length,
        });
      }
      // Not across the fields: "nnl" is the end of a first name and the start of a last name.
      expect((await call(adminA, 'GET', '/employees/?search=nnl')).json().data.total).toBe(0);
      expect((await call(adminA, 'GET', '/employees/?search=%C5%9Fah')).json().data.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['S02']);
      // A rename is searchable at once (the database keeps the column).
      await call(adminA, 'PATCH', `/employees/${created[0]}/`, { last_name: 'Zhou' });
      expect((await call(adminA, 'GET', '/employees/?search=zho')).json().data.data.map((r: { emp_code: string }) => r.emp_code)).toEqual(['S01']);
      for (const id of created) expect((await call(adminA, 'DELETE', `/employees/${id}/`)).statusCode).toBe(200);
    });

    it('labels an employee by first name, or by code when the first name is empty', async () => {
      const rows = (await call(adminA, 'POST', '/employees/read/', { items: [ids[0], ids[11]] })).json().data;
      expect(rows.map((r: { display_name: string }) => r.display_name)).toEqual(['Name1', 'E012']);
    });

    it('rejects a duplicate code and a department of another company', async () => {
      const dup = await call(adminA, 'POST', '/employees/', { emp_code: 'E001' });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toMatchObject({ code: 'ZPER0002', context: { fields: { emp_code: 'ZPER0002' } } });
      const foreignDept = (await call(adminB, 'POST', '/departments/', { name: 'Theirs' })).json().data.id;
      const cross = await call(adminA, 'POST', '/employees/', { emp_code: 'X1', department: foreignDept });
      expect(cross.json()).toMatchObject({ code: 'ZPER0006', context: { fields: { department: 'ZPER0006' } } });
      const missing = await call(adminA, 'POST', '/employees/', { first_name: 'No code' });
      expect(missing.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { emp_code: 'required' } } });
    });

    it('updates with PATCH (keeps the rest) and PUT (replaces), and deletes', async () => {
      const patched = await call(adminA, 'PATCH', `/employees/${ids[1]}/`, { last_name: 'Lead' });
      expect(patched.json().data).toMatchObject({ emp_code: 'E002', first_name: 'Name2', last_name: 'Lead', department: dept });
      const put = await call(adminA, 'PUT', `/employees/${ids[1]}/`, { emp_code: 'E002', first_name: 'Renamed' });
      expect(put.json().data).toMatchObject({ first_name: 'Renamed', last_name: '', department: null });
      const blocked = await call(adminA, 'DELETE', `/departments/${dept}/`);
      expect(blocked.json()).toMatchObject({ code: 'ZPER0005' });
      const removed = await call(adminA, 'DELETE', '/employees/multi-destroy/', { ids: [ids[10], ids[11]] });
      expect(removed.json().data).toEqual({ deleted: 2 });
      expect((await call(adminA, 'GET', `/employees/${ids[11]}/`)).statusCode).toBe(404);
    });

    it('lets members read with the view permission but only write with the add permission', async () => {
      expect((await call(userA, 'GET', '/employees/')).statusCode).toBe(403);
      await grantMember(t, adminA, companyA, ['personnel.view_employee']);
      expect((await call(userA, 'GET', '/employees/')).statusCode).toBe(200);
      expect((await call(userA, 'GET', '/employees/filter_by_resign_emp/')).statusCode).toBe(200);
      const res = await call(userA, 'POST', '/employees/', { emp_code: 'U1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ZGEN0403' });
    });

    it('refuses an employee login the employee list, records and read/ (no other employee’s e-mail or mobile; issue 16 item 9)', async () => {
      const companyA = (await t.deps.database.db.selectFrom('companies').select('id').where('company_domain', '=', 'acme').executeTakeFirstOrThrow()).id;
      const list = (await call(adminA, 'GET', '/employees/')).json().data.data as { id: number }[];
      const employee = authHeader(t.deps, { userId: 1, companyId: companyA, role: 'employee', employeeId: list[0].id });
      for (const [method, url, body] of [
        ['GET', '/employees/', undefined],
        ['GET', `/employees/${list[1].id}/`, undefined],
        ['POST', '/employees/read/', { ids: [list[1].id] }],
        ['GET', '/employees/filter_by_enable_att/', undefined],
        ['GET', '/resigns/', undefined],
        ['GET', '/departments/', undefined],
      ] as ['GET' | 'POST', string, object | undefined][]) {
        const response = await call(employee, method, url, body);
        expect([url, response.statusCode, response.body.includes('@')]).toEqual([url, 403, false]);
      }
    });

    it('never shows or changes another company’s employees', async () => {
      const theirs = (await call(adminB, 'GET', '/employees/')).json().data;
      expect(theirs.total).toBe(0);
      expect((await call(adminB, 'GET', `/employees/${ids[0]}/`)).statusCode).toBe(404);
      expect((await call(adminB, 'PATCH', `/employees/${ids[0]}/`, { first_name: 'Hacked' })).statusCode).toBe(404);
      expect((await call(adminB, 'DELETE', `/employees/${ids[0]}/`)).statusCode).toBe(404);
      expect((await call(adminB, 'POST', '/employees/read/', { items: [ids[0]] })).json().data).toEqual([]);
      expect((await call(adminB, 'GET', `/employees/?id__in=${ids[0]}`)).json().data.total).toBe(0);
      expect((await call(adminA, 'GET', `/employees/${ids[0]}/`)).json().data.first_name).toBe('Name1');
    });
  });

  it('seeds demo personnel into the demo company once, however often it runs', async () => {
    const demo = await createCompany(t.deps, 'demo');
    await seedDemoPersonnel(t.deps);
    await seedDemoPersonnel(t.deps);
    const demoAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@demo.test'), companyId: demo });
    const employees = (await call(demoAdmin, 'GET', '/employees/?page_size=100')).json().data;
    expect(employees.total).toBe(DEMO_EMPLOYEE_COUNT);
    expect(employees.data.every((e: { department: number | null }) => e.department !== null)).toBe(true);
    const tree = (await call(demoAdmin, 'GET', '/departments/tree/')).json().data;
    expect(tree.find((n: { name: string }) => n.name === 'Warehouse').parent).toBe(
      tree.find((n: { name: string }) => n.name === 'Operations').id,
    );
  });
});
