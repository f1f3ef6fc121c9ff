/**
 * The GPS / mobile resources (ADR 0110): mobile accounts (one per employee), allowed punch places per employee and
 * per department, clients, announcements and notices (audience rules), the read-only mobile operation log —
 * tenant isolation, employee logins refused, translated 400s that change nothing.
 */
import { AREAS } from '@timekeep/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { translator } from '../../src/i18n/translator';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let adminA: string;
let adminB: string;
let employeeLogin: string;
let ada: number;
let bob: number;
let sales: number;
let foreignEmployee: number;

const BASE = '/web/gps/api/v2';
const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const personnel = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/web/personnel/api/v2${url}`, headers: { authorization: auth }, payload }).then((r) => r.json().data.id as number);
/** The client shows a refusal's code in the user's language (api namespace): every language has the GPS codes. */
const inEveryLanguage = (code: string) => ['en', 'es-MX', 'ar', 'tr', 'zh-CN'].map((language) => translator(t.deps.config.localesDir, language)(`api:${code}`));
const total = async (url: string, auth = adminA) => (await call(auth, 'GET', url)).json().data.total as number;

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  const companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
  sales = await personnel(adminA, '/departments/', { name: 'Sales' });
  ada = await personnel(adminA, '/employees/', { emp_code: 'S1', first_name: 'Ada', last_name: 'Lovelace', department: sales, hire_date: '2026-01-01' });
  bob = await personnel(adminA, '/employees/', { emp_code: 'S2', first_name: 'Bob', hire_date: '2026-01-01' });
  foreignEmployee = await personnel(adminB, '/employees/', { emp_code: 'G1', first_name: 'Gil', hire_date: '2026-01-01' });
  employeeLogin = authHeader(t.deps, { userId: 9301, companyId: companyA, role: 'employee', employeeId: ada });
});

afterAll(async () => {
  await t.close();
});

test('accounts: one per employee of the company, code and name shown and searchable, enable / disable', async () => {
  const created = await call(adminA, 'POST', '/accounts/', { employee: ada });
  expect(created.json()).toEqual({
    code: 'ZGPS0000',
    context: {},
    data: { id: expect.any(Number), employee: ada, emp_code: 'S1', employee_name: 'Ada Lovelace', department_name: 'Sales', enabled: true, allow_outdoor: false, last_login: null, remarks: '' },
  });
  const id = created.json().data.id as number;
  await call(adminA, 'POST', '/accounts/', { employee: bob, enabled: false });
  // a second account for the same employee: translated, nothing written
  const again = await call(adminA, 'POST', '/accounts/', { employee: ada });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ code: 'ZGPS0002', context: { fields: { employee: 'ZGPS0002' } } });
  expect(inEveryLanguage('ZGPS0002')).toEqual(['This employee already has a mobile account.', 'Este empleado ya tiene una cuenta móvil.', expect.stringMatching(/[\u0600-\u06FF]/), expect.any(String), expect.stringMatching(/[\u4E00-\u9FFF]/)]);
  // another company's employee is no record of this company
  expect((await call(adminA, 'POST', '/accounts/', { employee: foreignEmployee })).json().context.fields).toEqual({ employee: 'ZGEN0461' });
  expect(await total('/accounts/')).toBe(2);
  expect(await total('/accounts/?search=lovel')).toBe(1);
  expect(await total('/accounts/?enabled=false')).toBe(1);
  // outdoor punches (ADR 0121): off unless switched on, filterable
  expect(await total('/accounts/?allow_outdoor=true')).toBe(0);
  expect((await call(adminA, 'PATCH', `/accounts/${id}/`, { allow_outdoor: true })).json().data.allow_outdoor).toBe(true);
  expect(await total('/accounts/?allow_outdoor=true')).toBe(1);
  expect((await call(adminA, 'PATCH', `/accounts/${id}/`, { allow_outdoor: 'yes' })).json().context.fields).toEqual({ allow_outdoor: 'type' });
  const codes = ((await call(adminA, 'GET', '/accounts/?ordering=-emp_code')).json().data.data as { emp_code: string }[]).map((row) => row.emp_code);
  expect(codes).toEqual(['S2', 'S1']);
  expect((await call(adminA, 'PATCH', `/accounts/${id}/`, { enabled: false })).json().data.enabled).toBe(false);
  // tenant isolation: another company sees, changes and deletes nothing of it
  expect((await call(adminB, 'GET', `/accounts/${id}/`)).statusCode).toBe(404);
  expect((await call(adminB, 'PATCH', `/accounts/${id}/`, { enabled: true })).statusCode).toBe(404);
  expect((await call(adminB, 'DELETE', `/accounts/${id}/`)).statusCode).toBe(404);
  expect(await total('/accounts/', adminB)).toBe(0);
  expect((await call(adminA, 'GET', `/accounts/${id}/`)).json().data.enabled).toBe(false);
});

test('employee and department GPS places: coordinates in range, radius > 0, end after start, translated; nothing written', async () => {
  const place = { name: 'Head office', address: '1 Main St', latitude: 19.4326, longitude: -99.1332, radius: 150, start_date: '2026-01-01', end_date: '2026-12-31' };
  const created = await call(adminA, 'POST', '/employee-locations/', { employee: ada, ...place });
  expect(created.json()).toMatchObject({ code: 'ZGPS0000', data: { employee: ada, emp_code: 'S1', employee_name: 'Ada Lovelace', ...place } });
  const bad = await call(adminA, 'POST', '/employee-locations/', { employee: ada, ...place, latitude: 91, longitude: -181, radius: 0 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { latitude: 'invalid', longitude: 'invalid', radius: 'invalid' } } });
  const backwards = await call(adminA, 'POST', '/employee-locations/', { employee: ada, ...place, start_date: '2026-06-01', end_date: '2026-05-31' });
  expect(backwards.json()).toMatchObject({ code: 'ZGPS0001', context: { fields: { end_date: 'ZGPS0001' } } });
  expect(new Set(inEveryLanguage('ZGPS0001')).size).toBe(5);
  // an update that would run backwards changes nothing
  const id = created.json().data.id as number;
  expect((await call(adminA, 'PATCH', `/employee-locations/${id}/`, { end_date: '2025-12-31' })).json().code).toBe('ZGPS0001');
  expect((await call(adminA, 'GET', `/employee-locations/${id}/`)).json().data.end_date).toBe('2026-12-31');
  expect(await total('/employee-locations/')).toBe(1);
  expect(await total(`/employee-locations/?employee__in=${bob}`)).toBe(0);
  expect(await total('/employee-locations/?search=head')).toBe(1);
  expect((await call(adminB, 'GET', `/employee-locations/${id}/`)).statusCode).toBe(404);

  const department = await call(adminA, 'POST', '/department-locations/', { department: sales, name: 'Plant', latitude: -33.86, longitude: 151.21 });
  expect(department.json()).toMatchObject({ data: { department: sales, department_name: 'Sales', radius: 200, start_date: null, end_date: null } });
  expect((await call(adminA, 'POST', '/department-locations/', { department: sales, name: 'X', latitude: 'north', longitude: 1 })).json().context.fields).toEqual({ latitude: 'type' });
  expect((await call(adminA, 'POST', '/department-locations/', { department: sales, name: 'X' })).json().context.fields).toEqual({ latitude: 'required', longitude: 'required' });
  expect(await total('/department-locations/')).toBe(1);
  expect((await call(adminB, 'DELETE', `/department-locations/${department.json().data.id as number}/`)).statusCode).toBe(404);
});

test('clients: unique name in the company, e-mail and coordinates checked, searchable by contact and address', async () => {
  const client = { name: 'Contoso', code: 'C-1', contact: 'Maria Perez', phone: '+52 55 1234 5678', email: 'Maria@Contoso.test', address: 'Reforma 222', latitude: 19.43, longitude: -99.16 };
  const created = await call(adminA, 'POST', '/clients/', client);
  expect(created.json().data).toMatchObject({ ...client, email: 'maria@contoso.test', radius: 200, remarks: '' });
  expect((await call(adminA, 'POST', '/clients/', { ...client, name: 'contoso' })).json().context.fields).toEqual({ name: 'ZGEN0460' });
  expect((await call(adminA, 'POST', '/clients/', { ...client, name: 'Other', email: 'not-mail' })).json().context.fields).toEqual({ email: 'invalid' });
  expect((await call(adminB, 'POST', '/clients/', client)).statusCode).toBe(200);
  expect(await total('/clients/?search=perez')).toBe(1);
  expect(await total('/clients/?search=reforma')).toBe(1);
  expect(await total('/clients/')).toBe(1);
});

test('announcements and notices: to everyone, departments or employees of the company; a chosen audience needs recipients', async () => {
  for (const path of ['/announcements/', '/notices/']) {
    const everyone = await call(adminA, 'POST', path, { title: 'Welcome', content: 'Line one\nLine two', start_date: '2026-03-01', departments: [sales] });
    // `all` keeps no recipient lists
    expect([path, everyone.json().data]).toEqual([path, expect.objectContaining({ audience: 'all', departments: [], employees: [], recipients: 0, end_date: null })]);
    const empty = await call(adminA, 'POST', path, { title: 'Sales news', content: 'x', audience: 'departments', start_date: '2026-03-01' });
    expect([path, empty.statusCode, empty.json().code, empty.json().context.fields]).toEqual([path, 400, 'ZGPS0003', { departments: 'ZGPS0003' }]);
    expect(new Set(inEveryLanguage('ZGPS0003')).size).toBe(5);
    const some = await call(adminA, 'POST', path, { title: 'To two', content: 'x', audience: 'employees', employees: [ada, bob], departments: [sales], start_date: '2026-04-01', end_date: '2026-04-02' });
    expect([path, some.json().data]).toEqual([path, expect.objectContaining({ employees: [ada, bob].sort((a, b) => a - b), departments: [], recipients: 2 })]);
    expect((await call(adminA, 'POST', path, { title: 'X', content: 'x', audience: 'employees', employees: [foreignEmployee], start_date: '2026-04-01' })).json().context.fields).toEqual({ employees: 'ZGEN0461' });
    expect((await call(adminA, 'POST', path, { title: 'X', content: 'x', start_date: '2026-04-02', end_date: '2026-04-01' })).json().code).toBe('ZGPS0001');
    expect((await call(adminA, 'POST', path, { title: 'X', content: 'x', audience: 'team', start_date: '2026-04-01' })).json().context.fields).toEqual({ audience: 'invalid' });
    expect(await total(path)).toBe(2);
    expect(await total(`${path}?employees=${bob}`)).toBe(1);
    expect(await total(`${path}?start_date__gte=2026-03-15`)).toBe(1);
    expect((await call(adminB, 'GET', `${path}${some.json().data.id as number}/`)).statusCode).toBe(404);
    expect(await total(path, adminB)).toBe(0);
  }
});

test('operation log: read-only, newest first, filtered by action and employee; only this company\'s rows', async () => {
  await t.deps.database.withTenant(companyA, async (trx) => {
    await sql`insert into gps_operation_logs (company_id, time, employee, emp_code, action, description, device, ip)
      values (${companyA}, '2026-05-01 08:00:00', ${ada}, 'S1', 'sign_in', 'Signed in', 'Pixel 8', '10.0.0.1'),
             (${companyA}, '2026-05-01 08:01:00', ${ada}, 'S1', 'punch', 'Check in', 'Pixel 8', '10.0.0.1')`.execute(trx);
  });
  const rows = (await call(adminA, 'GET', '/operation-logs/')).json().data.data as { action: string; employee_name: string }[];
  expect(rows.map((row) => [row.action, row.employee_name])).toEqual([['punch', 'Ada Lovelace'], ['sign_in', 'Ada Lovelace']]);
  expect(await total('/operation-logs/?action=punch')).toBe(1);
  expect(await total(`/operation-logs/?employee__in=${bob}`)).toBe(0);
  expect(await total('/operation-logs/', adminB)).toBe(0);
  expect((await call(adminA, 'POST', '/operation-logs/', { action: 'punch' })).statusCode).toBe(404);
  const id = rows[0] as unknown as { id: number };
  expect((await call(adminA, 'DELETE', `/operation-logs/${id.id}/`)).statusCode).toBe(404);
});

test('an employee login is refused every GPS admin resource (403) and changes nothing', async () => {
  for (const path of ['/accounts/', '/employee-locations/', '/department-locations/', '/clients/', '/announcements/', '/notices/', '/operation-logs/']) {
    const list = await call(employeeLogin, 'GET', path);
    expect([path, list.statusCode]).toEqual([path, 403]);
  }
  const before = await total('/clients/');
  expect((await call(employeeLogin, 'POST', '/clients/', { name: 'Sneaky', latitude: 1, longitude: 1 })).statusCode).toBe(403);
  expect(await total('/clients/')).toBe(before);
  // the menu gates every GPS page it lists permissions for on names the server knows
  const gates = Object.values(AREAS.find((area) => area.area === 'gps')?.permissions ?? {});
  expect(gates.length).toBeGreaterThanOrEqual(7);
  const codenames = ((await t.app.inject({ method: 'GET', url: '/web/system/api/v2/permissions/', headers: { authorization: adminA } })).json().data as { codename: string }[]).map((row) => row.codename);
  expect(codenames).toEqual(expect.arrayContaining([...gates, 'gps.view_account', 'gps.change_account', 'gps.view_employee_location', 'gps.view_department_location', 'gps.view_client', 'gps.view_announcement', 'gps.view_notice', 'gps.view_operation_log', 'gps.export_operation_log']));
  expect(codenames).not.toContain('gps.add_operation_log');
});

describe('outdoor schedules, the planner and the outdoor punch reports', () => {
  let contoso: number;

  beforeAll(async () => {
    contoso = (await call(adminA, 'POST', '/clients/', { name: 'Fabrikam', latitude: 19.4, longitude: -99.1 })).json().data.id as number;
  });

  test('a schedule: the client of the company, the end after the start, no overlap with the same employee\'s other visit', async () => {
    const visit = { employee: ada, client: contoso, date: '2026-06-01', start_time: '09:00', end_time: '11:00' };
    const created = await call(adminA, 'POST', '/outdoor-schedules/', visit);
    expect(created.json()).toMatchObject({ code: 'ZGPS0000', data: { ...visit, emp_code: 'S1', employee_name: 'Ada Lovelace', client_name: 'Fabrikam', remarks: '' } });
    const backwards = await call(adminA, 'POST', '/outdoor-schedules/', { ...visit, start_time: '12:00', end_time: '12:00' });
    expect([backwards.statusCode, backwards.json().code, backwards.json().context.fields]).toEqual([400, 'ZGPS0004', { end_time: 'ZGPS0004' }]);
    const overlap = await call(adminA, 'POST', '/outdoor-schedules/', { ...visit, start_time: '10:30', end_time: '12:00' });
    expect(overlap.json()).toMatchObject({ code: 'ZGPS0005', context: { params: { client: 'Fabrikam', start_time: '09:00', end_time: '11:00', date: '2026-06-01' } } });
    expect(translator(t.deps.config.localesDir, 'es-MX')('api:ZGPS0005', overlap.json().context.params)).toBe('El empleado ya tiene un horario externo de 09:00 a 11:00 el 2026-06-01 (Fabrikam).');
    // back to back is no overlap; another employee at the same time is none either
    expect((await call(adminA, 'POST', '/outdoor-schedules/', { ...visit, start_time: '11:00', end_time: '12:00' })).statusCode).toBe(200);
    expect((await call(adminA, 'POST', '/outdoor-schedules/', { ...visit, employee: bob })).statusCode).toBe(200);
    const foreignClient = (await call(adminB, 'POST', '/clients/', { name: 'Globex client', latitude: 1, longitude: 1 })).json().data.id as number;
    expect((await call(adminA, 'POST', '/outdoor-schedules/', { ...visit, date: '2026-06-02', client: foreignClient })).json().context.fields).toEqual({ client: 'ZGEN0461' });
    expect(await total('/outdoor-schedules/?date__gte=2026-06-01&date__lte=2026-06-01')).toBe(3);
    expect(await total(`/outdoor-schedules/?employee__in=${bob}`)).toBe(1);
    expect((await call(adminB, 'GET', `/outdoor-schedules/${created.json().data.id as number}/`)).statusCode).toBe(404);
    // a client with visits is in use
    expect((await call(adminA, 'DELETE', `/clients/${contoso}/`)).json().code).toBe('ZGEN0462');
  });

  test('the planner: employees × chosen weekdays of the range, all or nothing; its limits translated', async () => {
    const plan = { employees: [ada, bob], client: contoso, start_date: '2026-07-01', end_date: '2026-07-14', weekdays: ['mon', 'wed'], start_time: '14:00', end_time: '16:00' };
    // 2026-07-01 is a Wednesday: Wed 1, Mon 6, Wed 8, Mon 13 → 4 dates × 2 employees
    const done = await call(adminA, 'POST', '/outdoor-schedules/plan/', plan);
    expect(done.json()).toEqual({ code: 'ZGPS0000', context: {}, data: { created: 8 } });
    const dates = ((await call(adminA, 'GET', `/outdoor-schedules/?employee__in=${ada}&date__gte=2026-07-01&ordering=date`)).json().data.data as { date: string }[]).map((row) => row.date);
    expect(dates).toEqual(['2026-07-01', '2026-07-06', '2026-07-08', '2026-07-13']);
    // again: every visit meets one already planned — the first named, nothing written
    const before = await total('/outdoor-schedules/');
    const again = await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, employees: [bob], start_time: '15:00', end_time: '17:00' });
    expect(again.json()).toMatchObject({ code: 'ZGPS0005', context: { params: { date: '2026-07-01', employee: bob } } });
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, employees: [ada, foreignEmployee], start_date: '2026-08-01', end_date: '2026-08-05' })).json().context.fields).toEqual({ employees: 'ZGEN0461' });
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, start_date: '2026-08-01', end_date: '2026-10-31' })).json()).toMatchObject({ code: 'ZGPS0006', context: { fields: { end_date: 'ZGPS0006' } } });
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, start_date: '2026-08-10', end_date: '2026-08-09' })).json().code).toBe('ZGPS0006');
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, start_date: '2026-08-01', end_date: '2026-08-02' })).json().code).toBe('ZGPS0007');
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, weekdays: ['someday'] })).json().context.fields).toEqual({ weekdays: 'invalid' });
    expect((await call(adminA, 'POST', '/outdoor-schedules/plan/', { ...plan, start_date: '2026-08-03', end_date: '2026-08-03', end_time: '13:00' })).json().code).toBe('ZGPS0004');
    expect(await total('/outdoor-schedules/')).toBe(before);
    expect(new Set(['ZGPS0004', 'ZGPS0006', 'ZGPS0007', 'ZGPS0008'].flatMap(inEveryLanguage)).size).toBe(20);
    expect((await call(adminB, 'POST', '/outdoor-schedules/plan/', plan)).json().context.fields).toEqual({ employees: 'ZGEN0461' });
    expect((await call(employeeLogin, 'POST', '/outdoor-schedules/plan/', plan)).statusCode).toBe(403);
  });

  test('mobile punches in a visit\'s window are scheduled, others unscheduled; device punches are neither', async () => {
    await t.deps.database.withTenant(companyA, async (trx) => {
      const punch = (employee: number, code: string, time: string, source: string) =>
        sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, source)
          values (${companyA}, ${source === 'mobile' ? 'APP' : 'DEV1'}, ${code}, ${employee}, ${time}::timestamp, ${`${time}Z`}::timestamptz, ${source})`.execute(trx);
      await punch(ada, 'S1', '2026-06-01 09:05:00', 'mobile'); // Fabrikam 09:00–11:00
      await punch(ada, 'S1', '2026-06-01 13:00:00', 'mobile'); // no visit
      await punch(bob, 'S2', '2026-06-01 10:00:00', 'mobile'); // his own visit 09:00–11:00
      await punch(ada, 'S1', '2026-06-01 09:30:00', 'device');
    });
    const scheduled = (await call(adminA, 'GET', '/schedule-report/?ordering=punch_time')).json().data.data as Record<string, unknown>[];
    expect(scheduled.map((row) => [row.emp_code, row.punch_time, row.client_name, row.start_time, row.end_time])).toEqual([
      ['S1', '2026-06-01 09:05:00', 'Fabrikam', '09:00', '11:00'],
      ['S2', '2026-06-01 10:00:00', 'Fabrikam', '09:00', '11:00'],
    ]);
    expect(scheduled[0]).toMatchObject({ employee_name: 'Ada Lovelace', department_name: 'Sales' });
    const unscheduled = (await call(adminA, 'GET', '/unschedule-report/')).json().data.data as Record<string, unknown>[];
    expect(unscheduled.map((row) => [row.emp_code, row.punch_time])).toEqual([['S1', '2026-06-01 13:00:00']]);
    expect(await total(`/schedule-report/?employee__in=${bob}`)).toBe(1);
    expect(await total('/schedule-report/?search=lovelace')).toBe(1);
    expect(await total('/schedule-report/', adminB)).toBe(0);
    expect(await total('/unschedule-report/', adminB)).toBe(0);
    expect((await call(employeeLogin, 'GET', '/schedule-report/')).statusCode).toBe(403);
    expect((await call(adminA, 'POST', '/schedule-report/', {})).statusCode).toBe(404);
  });

  test('the Personal area: an employee login lists only its own visits and outdoor punches; company users are refused', async () => {
    const own = async (url: string) => ((await call(employeeLogin, 'GET', url)).json().data.data as { emp_code: string }[]).map((row) => row.emp_code);
    expect(await own('/my/schedule-report/')).toEqual(['S1']);
    expect(await own('/my/unschedule-report/')).toEqual(['S1']);
    const visits = await own('/my/outdoor-schedules/');
    expect(visits.length).toBe(await total(`/outdoor-schedules/?employee__in=${ada}`));
    expect(new Set(visits)).toEqual(new Set(['S1']));
    // asking for another employee's rows changes nothing
    expect(await own(`/my/outdoor-schedules/?employee__in=${bob}`)).toEqual(visits);
    expect(await own('/my/outdoor-schedules/?date__gte=2026-07-01&date__lte=2026-07-06')).toEqual(['S1', 'S1']);
    expect((await call(adminA, 'GET', '/my/outdoor-schedules/')).statusCode).toBe(403);
    expect((await call(employeeLogin, 'GET', '/my/outdoor-schedules/?ordering=nothing')).statusCode).toBe(400);
  });
});
