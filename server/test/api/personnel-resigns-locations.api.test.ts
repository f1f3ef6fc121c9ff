import { authHeader, createUser } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { grantMember, personnelCall, startPersonnelTestApp } from './personnel-support';

interface Row {
  id: number;
  [field: string]: unknown;
}

describe(`personnel locations, resigns and filtered lists on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let companyA: number;
  let adminA: string;
  let userA: string;
  let adminB: string;

  beforeAll(async () => {
    ({ t, companyA, adminA, userA, adminB } = await startPersonnelTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const call = personnelCall(() => t);
  const idsOf = (rows: Row[]) => rows.map((row) => row.id);

  describe('locations', () => {
    let hq: number;

    it('creates a location with address, position and time zone, and reads it back', async () => {
      const created = await call(adminA, 'POST', '/locations/', {
        name: ' Head Office ',
        code: 'HQ',
        address: 'Av. Reforma 1, Mexico City',
        latitude: 19.4326,
        longitude: -99.1332,
        time_zone: 'America/Mexico_City',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        code: 'ZPER0000',
        data: { name: 'Head Office', code: 'HQ', latitude: 19.4326, longitude: -99.1332, time_zone: 'America/Mexico_City', display_name: 'Head Office' },
      });
      hq = created.json().data.id;
      const read = await call(adminA, 'GET', `/locations/${hq}/`);
      expect(read.json().data).toEqual(created.json().data);
    });

    it('pages, searches name / code / address and filters by id__in and time zone', async () => {
      await call(adminA, 'POST', '/locations/', { name: 'Warehouse', code: 'WH', address: 'Calle 5, Monterrey', time_zone: 'America/Monterrey' });
      await call(adminA, 'POST', '/locations/', { name: 'Airport Desk', address: 'Terminal 2' });
      const page = (await call(adminA, 'GET', '/locations/?page=1&page_size=2')).json().data;
      expect(page).toMatchObject({ total: 3, page: 1, page_size: 2, next: 2 });
      expect(page.data.map((r: Row) => r.name)).toEqual(['Airport Desk', 'Head Office']);
      const last = (await call(adminA, 'GET', '/locations/?page=2&page_size=2')).json().data;
      expect(last).toMatchObject({ next: null, data: [{ name: 'Warehouse', latitude: null, longitude: null }] });
      expect((await call(adminA, 'GET', '/locations/?search=monterrey')).json().data.data.map((r: Row) => r.name)).toEqual(['Warehouse']);
      expect((await call(adminA, 'GET', '/locations/?search=hq')).json().data.data.map((r: Row) => r.name)).toEqual(['Head Office']);
      expect((await call(adminA, 'GET', '/locations/?time_zone=America/Monterrey')).json().data.total).toBe(1);
      expect((await call(adminA, 'GET', `/locations/?id__in=${hq}`)).json().data.data.map((r: Row) => r.id)).toEqual([hq]);
      const read = (await call(adminA, 'POST', '/locations/read/', { items: [hq] })).json().data;
      expect(read.map((r: Row) => r.name)).toEqual(['Head Office']);
    });

    it('rejects bad input with translated codes and changes nothing', async () => {
      const duplicate = await call(adminA, 'POST', '/locations/', { name: 'head office' });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toMatchObject({ code: 'ZPER0003', context: { params: { name: 'head office' }, fields: { name: 'ZPER0003' } } });
      const zone = await call(adminA, 'POST', '/locations/', { name: 'Mars', time_zone: 'Mars/Olympus' });
      expect(zone.json()).toMatchObject({ code: 'ZPER0010', context: { fields: { time_zone: 'ZPER0010' } } });
      const half = await call(adminA, 'POST', '/locations/', { name: 'Half', latitude: 10 });
      expect(half.json()).toMatchObject({ code: 'ZPER0011', context: { fields: { longitude: 'ZPER0011' } } });
      const range = await call(adminA, 'POST', '/locations/', { name: 'Pole', latitude: 91, longitude: 0 });
      expect(range.statusCode).toBe(400);
      expect(range.json()).toMatchObject({ code: 'ZGEN0400' });
      const illegal = await call(adminA, 'POST', '/locations/', { name: 'Gate', address: 'a<b' });
      expect(illegal.json()).toMatchObject({ code: 'ZPER0007', context: { fields: { address: 'ZPER0007' } } });
      const missing = await call(adminA, 'POST', '/locations/', { code: 'X' });
      expect(missing.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { name: 'required' } } });
      const halfPatch = await call(adminA, 'PATCH', `/locations/${hq}/`, { latitude: null });
      expect(halfPatch.json()).toMatchObject({ code: 'ZPER0011' });
      expect((await call(adminA, 'GET', '/locations/')).json().data.total).toBe(3);
      expect((await call(adminA, 'GET', `/locations/${hq}/`)).json().data.latitude).toBe(19.4326);
    });

    it('changes with PATCH (keeps the rest) and PUT (replaces), then deletes one and several', async () => {
      const patched = await call(adminA, 'PATCH', `/locations/${hq}/`, { address: 'Av. Reforma 2' });
      expect(patched.json().data).toMatchObject({ name: 'Head Office', code: 'HQ', address: 'Av. Reforma 2', time_zone: 'America/Mexico_City' });
      // 0 is a real coordinate (the equator, Greenwich), not "no position".
      const zero = await call(adminA, 'PATCH', `/locations/${hq}/`, { latitude: 0, longitude: 0 });
      expect(zero.json().data).toMatchObject({ latitude: 0, longitude: 0 });
      const cleared = await call(adminA, 'PATCH', `/locations/${hq}/`, { latitude: null, longitude: null });
      expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
      const put = await call(adminA, 'PUT', `/locations/${hq}/`, { name: 'HQ Tower' });
      expect(put.json().data).toMatchObject({ name: 'HQ Tower', code: '', address: '', latitude: null, longitude: null, time_zone: '' });
      const putNoName = await call(adminA, 'PUT', `/locations/${hq}/`, { code: 'X' });
      expect(putNoName.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { name: 'required' } } });
      const all = idsOf((await call(adminA, 'GET', '/locations/')).json().data.data);
      const others = all.filter((id) => id !== hq);
      expect((await call(adminA, 'DELETE', `/locations/${hq}/`)).json()).toMatchObject({ code: 'ZPER0000', data: { deleted: 1 } });
      expect((await call(adminA, 'GET', `/locations/${hq}/`)).statusCode).toBe(404);
      const partly = await call(adminA, 'DELETE', '/locations/multi-destroy/', { ids: [...others, hq] });
      expect(partly.statusCode).toBe(404);
      expect((await call(adminA, 'GET', '/locations/')).json().data.total).toBe(2);
      expect((await call(adminA, 'DELETE', '/locations/multi-destroy/', { ids: others })).json().data).toEqual({ deleted: 2 });
      expect((await call(adminA, 'DELETE', '/locations/multi-destroy/', { ids: [] })).json()).toMatchObject({ code: 'ZGEN0400' });
    });

    it('lets members read with the view permission (a group), writes need add; administrators hold all', async () => {
      // Issue 11: a member holds only what their groups grant (before: every member could read).
      expect((await call(userA, 'GET', '/locations/')).statusCode).toBe(403);
      await grantMember(t, adminA, companyA, ['personnel.view_location']);
      expect((await call(userA, 'GET', '/locations/')).statusCode).toBe(200);
      const res = await call(userA, 'POST', '/locations/', { name: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ZGEN0403' });
    });

    it('never shows or changes another company’s locations', async () => {
      const ours = (await call(adminA, 'POST', '/locations/', { name: 'Private Site' })).json().data.id;
      // The same name is free in another company.
      expect((await call(adminB, 'POST', '/locations/', { name: 'Private Site' })).statusCode).toBe(200);
      expect((await call(adminB, 'GET', '/locations/')).json().data.total).toBe(1);
      expect((await call(adminB, 'GET', `/locations/${ours}/`)).statusCode).toBe(404);
      expect((await call(adminB, 'PATCH', `/locations/${ours}/`, { name: 'Hacked' })).statusCode).toBe(404);
      expect((await call(adminB, 'PUT', `/locations/${ours}/`, { name: 'Hacked' })).statusCode).toBe(404);
      expect((await call(adminB, 'DELETE', `/locations/${ours}/`)).json()).toMatchObject({ code: 'ZPER0001' });
      expect((await call(adminB, 'DELETE', '/locations/multi-destroy/', { ids: [ours] })).statusCode).toBe(404);
      expect((await call(adminB, 'POST', '/locations/read/', { items: [ours] })).json().data).toEqual([]);
      expect((await call(adminA, 'GET', `/locations/${ours}/`)).json().data.name).toBe('Private Site');
    });
  });

  describe('resigns and the filtered employee lists', () => {
    const emp: number[] = [];
    let dept: number;

    const employee = async (id: number) => (await call(adminA, 'GET', `/employees/${id}/`)).json().data;

    beforeAll(async () => {
      dept = (await call(adminA, 'POST', '/departments/', { name: 'Plant' })).json().data.id;
      for (let n = 1; n <= 5; n += 1) {
        const res = await call(adminA, 'POST', '/employees/', {
          emp_code: `R${n}`,
          first_name: `Worker${n}`,
          department: n <= 2 ? dept : null,
          // R5 never had attendance.
          enable_att: n !== 5,
        });
        emp.push(res.json().data.id);
      }
    });

    it('records a resignation: the employee is resigned from that date and attendance is off', async () => {
      const res = await call(adminA, 'POST', '/resigns/', {
        employee: emp[0],
        resign_date: '2026-03-31',
        resign_type: 'quit',
        reason: ' Moved abroad ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 'ZPER0000',
        data: {
          employee: emp[0],
          emp_code: 'R1',
          display_name: 'Worker1',
          department_name: 'Plant',
          resign_date: '2026-03-31',
          resign_type: 'quit',
          reason: 'Moved abroad',
          disable_att: true,
        },
      });
      expect(await employee(emp[0])).toMatchObject({ resigned: true, enable_att: false });
    });

    it('keeps attendance on when disable_att is false, and follows a later change of it', async () => {
      const res = await call(adminA, 'POST', '/resigns/', { employee: emp[1], resign_date: '2026-04-15', resign_type: 'dismissed', disable_att: false });
      const id = res.json().data.id;
      expect(await employee(emp[1])).toMatchObject({ resigned: true, enable_att: true });
      await call(adminA, 'PATCH', `/resigns/${id}/`, { disable_att: true });
      expect((await employee(emp[1])).enable_att).toBe(false);
      const patched = await call(adminA, 'PATCH', `/resigns/${id}/`, { disable_att: false, reason: 'Restructuring' });
      expect(patched.json().data).toMatchObject({ resign_date: '2026-04-15', resign_type: 'dismissed', reason: 'Restructuring', disable_att: false });
      expect((await employee(emp[1])).enable_att).toBe(true);
      const put = await call(adminA, 'PUT', `/resigns/${id}/`, { employee: emp[1], resign_date: '2026-04-20', resign_type: 'other' });
      expect(put.json().data).toMatchObject({ resign_date: '2026-04-20', resign_type: 'other', reason: '', disable_att: true });
      expect((await employee(emp[1])).enable_att).toBe(false);
    });

    it('rejects bad input with translated codes and changes nothing', async () => {
      const again = await call(adminA, 'POST', '/resigns/', { employee: emp[0], resign_date: '2026-05-01', resign_type: 'quit' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'ZPER0009', context: { params: { emp_code: 'R1' }, fields: { employee: 'ZPER0009' } } });
      const badDate = await call(adminA, 'POST', '/resigns/', { employee: emp[2], resign_date: '2026-02-30', resign_type: 'quit' });
      expect(badDate.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { resign_date: 'invalid' } } });
      const oldDate = await call(adminA, 'POST', '/resigns/', { employee: emp[2], resign_date: '1899-12-31', resign_type: 'quit' });
      expect(oldDate.json()).toMatchObject({ code: 'ZPER0008', context: { fields: { resign_date: 'ZPER0008' } } });
      const badType = await call(adminA, 'POST', '/resigns/', { employee: emp[2], resign_date: '2026-02-20', resign_type: 'retired' });
      expect(badType.json()).toMatchObject({ code: 'ZGEN0400' });
      const missing = await call(adminA, 'POST', '/resigns/', { employee: emp[2] });
      expect(missing.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { resign_date: 'required' } } });
      const illegal = await call(adminA, 'POST', '/resigns/', { employee: emp[2], resign_date: '2026-02-20', resign_type: 'quit', reason: 'x=y' });
      expect(illegal.json()).toMatchObject({ code: 'ZPER0007', context: { fields: { reason: 'ZPER0007' } } });
      const unknown = await call(adminA, 'POST', '/resigns/', { employee: 999999, resign_date: '2026-02-20', resign_type: 'quit' });
      expect(unknown.json()).toMatchObject({ code: 'ZPER0006', context: { fields: { employee: 'ZPER0006' } } });
      const first = (await call(adminA, 'GET', `/resigns/?employee__in=${emp[0]}`)).json().data.data[0];
      const moved = await call(adminA, 'PATCH', `/resigns/${first.id}/`, { employee: emp[2] });
      expect(moved.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { employee: 'invalid' } } });
      const putMissing = await call(adminA, 'PUT', `/resigns/${first.id}/`, { reason: 'only' });
      expect(putMissing.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { resign_date: 'required', resign_type: 'required' } } });
      expect(await employee(emp[2])).toMatchObject({ resigned: false, enable_att: true });
      expect((await call(adminA, 'GET', '/resigns/')).json().data.total).toBe(2);
    });

    it('lists resignations newest first with search, type, date, department and employee filters', async () => {
      await call(adminA, 'POST', '/resigns/', { employee: emp[4], resign_date: '2026-01-10', resign_type: 'other', reason: 'Contract ended' });
      const all = (await call(adminA, 'GET', '/resigns/?page=1&page_size=2')).json().data;
      expect(all).toMatchObject({ total: 3, page: 1, page_size: 2, next: 2 });
      expect(all.data.map((r: Row) => r.emp_code)).toEqual(['R2', 'R1']);
      const byType = (await call(adminA, 'GET', '/resigns/?resign_type=quit')).json().data.data;
      expect(byType.map((r: Row) => r.emp_code)).toEqual(['R1']);
      const byDates = (await call(adminA, 'GET', '/resigns/?resign_date__gte=2026-01-01&resign_date__lte=2026-03-31')).json().data.data;
      expect(byDates.map((r: Row) => r.emp_code)).toEqual(['R1', 'R5']);
      const bySearch = (await call(adminA, 'GET', '/resigns/?search=contract')).json().data.data;
      expect(bySearch.map((r: Row) => r.emp_code)).toEqual(['R5']);
      const byDept = (await call(adminA, 'GET', `/resigns/?department__in=${dept}`)).json().data.total;
      expect(byDept).toBe(2);
      const badFilter = await call(adminA, 'GET', '/resigns/?resign_date__gte=2026-13-01');
      expect(badFilter.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { resign_date__gte: 'invalid' } } });
    });

    it('filter_by_resign_emp lists only employees who have not resigned; filter_by_enable_att those with attendance', async () => {
      const active = (await call(adminA, 'GET', '/employees/filter_by_resign_emp/?page_size=50')).json().data;
      expect(active.data.map((r: Row) => r.emp_code)).toEqual(['R3', 'R4']);
      // The fixed condition wins over a query parameter asking for the opposite.
      const forced = (await call(adminA, 'GET', '/employees/filter_by_resign_emp/?resigned=true')).json().data;
      expect(forced.total).toBe(2);
      const searched = (await call(adminA, 'GET', '/employees/filter_by_resign_emp/?search=worker4')).json().data.data;
      expect(searched.map((r: Row) => r.emp_code)).toEqual(['R4']);
      const att = (await call(adminA, 'GET', '/employees/filter_by_enable_att/?page_size=50')).json().data;
      expect(att.data.map((r: Row) => r.emp_code)).toEqual(['R3', 'R4']);
      const attInDept = (await call(adminA, 'GET', `/employees/filter_by_enable_att/?department__in=${dept}`)).json().data;
      expect(attInDept.total).toBe(0);
    });

    it('deleting a resignation reinstates the employee with the attendance it had before', async () => {
      const rows = (await call(adminA, 'GET', '/resigns/')).json().data.data as Row[];
      const byCode = new Map(rows.map((r) => [r.emp_code, r.id]));
      const one = await call(adminA, 'DELETE', `/resigns/${byCode.get('R1')}/`);
      expect(one.json()).toMatchObject({ code: 'ZPER0000', data: { deleted: 1 } });
      expect(await employee(emp[0])).toMatchObject({ resigned: false, enable_att: true });
      const many = await call(adminA, 'DELETE', '/resigns/multi-destroy/', { ids: [byCode.get('R2'), byCode.get('R5')] });
      expect(many.json().data).toEqual({ deleted: 2 });
      expect(await employee(emp[1])).toMatchObject({ resigned: false, enable_att: true });
      expect(await employee(emp[4])).toMatchObject({ resigned: false, enable_att: false });
      expect((await call(adminA, 'GET', '/resigns/')).json().data.total).toBe(0);
      expect((await call(adminA, 'GET', `/resigns/${byCode.get('R1')}/`)).statusCode).toBe(404);
    });

    it('deleting a resigned employee deletes the resignation with it', async () => {
      const extra = (await call(adminA, 'POST', '/employees/', { emp_code: 'R9' })).json().data.id;
      const resign = (await call(adminA, 'POST', '/resigns/', { employee: extra, resign_date: '2026-06-01', resign_type: 'quit' })).json().data.id;
      expect((await call(adminA, 'DELETE', `/employees/${extra}/`)).statusCode).toBe(200);
      expect((await call(adminA, 'GET', `/resigns/${resign}/`)).statusCode).toBe(404);
    });

    it('lets members read with the view permission; recording needs add', async () => {
      await grantMember(t, adminA, companyA, ['personnel.view_resign']);
      expect((await call(userA, 'GET', '/resigns/')).statusCode).toBe(200);
      const res = await call(userA, 'POST', '/resigns/', { employee: emp[2], resign_date: '2026-02-20', resign_type: 'quit' });
      expect(res.statusCode).toBe(403);
      expect((await employee(emp[2])).resigned).toBe(false);
    });

    it('never shows, records or reinstates across companies', async () => {
      const ours = (await call(adminA, 'POST', '/resigns/', { employee: emp[2], resign_date: '2026-02-20', resign_type: 'quit' })).json().data.id;
      const foreign = await call(adminB, 'POST', '/resigns/', { employee: emp[3], resign_date: '2026-02-20', resign_type: 'quit' });
      expect(foreign.json()).toMatchObject({ code: 'ZPER0006' });
      expect((await employee(emp[3])).resigned).toBe(false);
      expect((await call(adminB, 'GET', '/resigns/')).json().data.total).toBe(0);
      expect((await call(adminB, 'GET', `/resigns/${ours}/`)).statusCode).toBe(404);
      expect((await call(adminB, 'PATCH', `/resigns/${ours}/`, { reason: 'Hacked' })).statusCode).toBe(404);
      expect((await call(adminB, 'DELETE', `/resigns/${ours}/`)).statusCode).toBe(404);
      expect((await call(adminB, 'DELETE', '/resigns/multi-destroy/', { ids: [ours] })).statusCode).toBe(404);
      expect((await call(adminB, 'POST', '/resigns/read/', { items: [ours] })).json().data).toEqual([]);
      expect((await call(adminB, 'GET', '/employees/filter_by_resign_emp/')).json().data.total).toBe(0);
      expect((await call(adminB, 'GET', '/employees/filter_by_enable_att/')).json().data.total).toBe(0);
      expect(await employee(emp[2])).toMatchObject({ resigned: true, enable_att: false });
      expect((await call(adminA, 'GET', `/resigns/${ours}/`)).json().data.reason).toBe('');
    });
  });

  describe('areas/access_areas', () => {
    let campus: number;
    let gate: number;
    let remote: number;
    let employeeId: number;

    beforeAll(async () => {
      campus = (await call(adminA, 'POST', '/areas/', { name: 'Campus' })).json().data.id;
      gate = (await call(adminA, 'POST', '/areas/', { name: 'Gate', parent: campus })).json().data.id;
      remote = (await call(adminA, 'POST', '/areas/', { name: 'Remote' })).json().data.id;
      await call(adminB, 'POST', '/areas/', { name: 'Elsewhere' });
      employeeId = (await call(adminA, 'POST', '/employees/', { emp_code: 'A1', areas: [campus] })).json().data.id;
    });

    it('gives administrators every area of their company in the tree-action shape', async () => {
      const res = await call(adminA, 'GET', '/areas/access_areas/');
      expect(res.json()).toEqual({
        code: 'ZPER0000',
        context: {},
        isSuccess: true,
        data: [
          { id: campus, name: 'Campus', parent: null },
          { id: gate, name: 'Gate', parent: campus },
          { id: remote, name: 'Remote', parent: null },
        ],
      });
      const theirs = (await call(adminB, 'GET', '/areas/access_areas/')).json().data;
      expect(theirs.map((a: { name: string }) => a.name)).toEqual(['Elsewhere']);
    });

    it('gives an employee login its own area and the areas below it', async () => {
      const me = authHeader(t.deps, { userId: await createUser(t.deps, 'a1@acme.test'), companyId: companyA, role: 'employee', employeeId });
      expect((await call(me, 'GET', '/areas/access_areas/')).json().data).toEqual([
        { id: campus, name: 'Campus', parent: null },
        { id: gate, name: 'Gate', parent: campus },
      ]);
      await call(adminA, 'PATCH', `/employees/${employeeId}/`, { areas: [gate] });
      expect((await call(me, 'GET', '/areas/access_areas/')).json().data).toEqual([{ id: gate, name: 'Gate', parent: null }]);
      await call(adminA, 'PATCH', `/employees/${employeeId}/`, { areas: [] });
      expect((await call(me, 'GET', '/areas/access_areas/')).json().data).toEqual([]);
    });
  });
});
