/**
 * The mobile app's API (ADR 0121): sign-in by mobile account (enabled accounts only), its own tokens (a mobile token
 * opens no admin route and a web token no mobile route), refresh rotation and reuse, sign-out; punches inside and
 * outside the allowed places, outdoor accounts, a retried client id stored once, the recalculation, the operation
 * log and /report mobile-transaction picking the punch up; messages addressed to the employee; tenant isolation.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { translator } from '../../src/i18n/translator';
import { recalcWorkerOf } from '../../src/modules/att/recalc/worker';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let acme: number;
let globex: number;
let adminA: string;
let adminB: string;
let ada: number;
let bob: number;
let cy: number;
let gil: number;
let sales: number;

const MOBILE = '/web/mobile/api/v2';
const GPS = '/web/gps/api/v2';
const PASSWORD = 'Secret#Mobile2026';
// 2026-06-01 12:00 in Mexico City (UTC−6 all year since 2022)
const NOW = new Date('2026-06-01T18:00:00Z');
const OFFICE = { latitude: 19.4284, longitude: -99.1676 };
/** ≈ 111 m north of the office per 0.001°. */
const north = (metres: number) => ({ latitude: OFFICE.latitude + metres / 111_195, longitude: OFFICE.longitude });

// Sign-ins are limited per address (10 a minute) and the test clock stands still: each call comes from its own
// address, except in the test of the limit itself.
let address = 0;
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, auth?: string, payload?: object, remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, remoteAddress, headers: { ...(auth ? { authorization: auth } : {}), accessor: 'App' }, ...(payload ? { payload } : {}) });
const admin = (auth: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => inject(method, url, auth, payload);
const created = async (auth: string, url: string, payload: object) => {
  const response = await admin(auth, 'POST', url, payload);
  expect([response.statusCode, response.json().code]).toEqual([200, expect.stringMatching(/0000$/)]);
  return response.json().data.id as number;
};
const signIn = (username: string, password = PASSWORD, company = 'acme', device = 'Pixel 8 / Timekeep 1.0', remoteAddress?: string) =>
  inject('POST', `${MOBILE}/sign_in/`, undefined, { company, username, password, device }, remoteAddress);
const tokenOf = async (username: string) => {
  const response = await signIn(username);
  expect(response.json()).toMatchObject({ code: 'ZGPS0000' });
  return response.json().data as { token: string; refresh: string; expires_in: number; employee_id: number };
};
const bearer = (token: string) => `JWT ${token}`;
const punch = (token: string, body: Record<string, unknown>) =>
  inject('POST', `${MOBILE}/punch/`, bearer(token), { time: '2026-06-01T12:00:00-06:00', punch_state: 0, ...OFFICE, accuracy: 12, ...body });
const inEveryLanguage = (code: string, params: Record<string, string | number> = {}) =>
  ['en', 'es-MX', 'ar', 'tr', 'zh-CN'].map((language) => translator(t.deps.config.localesDir, language)(`api:${code}`, params));
const logRows = async (auth = adminA) =>
  ((await admin(auth, 'GET', `${GPS}/operation-logs/?page_size=100&ordering=id`)).json().data.data as { action: string; emp_code: string; description: string; device: string; latitude: number | null }[]);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  acme = await createCompany(t.deps, 'acme');
  globex = await createCompany(t.deps, 'globex');
  for (const id of [acme, globex]) await t.deps.database.db.updateTable('companies').set({ company_timezone: 'America/Mexico_City' }).where('id', '=', id).execute();
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: globex });
  const personnel = '/web/personnel/api/v2';
  sales = await created(adminA, `${personnel}/departments/`, { name: 'Sales' });
  const employee = (auth: string, emp_code: string, first_name: string, extra: object = {}) =>
    created(auth, `${personnel}/employees/`, { emp_code, first_name, hire_date: '2026-01-01', self_password: PASSWORD, ...extra });
  ada = await employee(adminA, 'S1', 'Ada', { department: sales });
  bob = await employee(adminA, 'S2', 'Bob');
  cy = await employee(adminA, 'S3', 'Cy');
  gil = await employee(adminB, 'S1', 'Gil');
  await created(adminA, `${GPS}/accounts/`, { employee: ada });
  await created(adminA, `${GPS}/accounts/`, { employee: bob, allow_outdoor: true });
  await created(adminA, `${GPS}/accounts/`, { employee: cy, enabled: false });
  await created(adminB, `${GPS}/accounts/`, { employee: gil });
  // Ada: the Sales office (her department's) and a client site of her own that ended last month
  await created(adminA, `${GPS}/department-locations/`, { department: sales, name: 'Sales office', ...OFFICE, radius: 200 });
  await created(adminA, `${GPS}/employee-locations/`, { employee: ada, name: 'Old site', latitude: 19.5, longitude: -99.1, radius: 500, end_date: '2026-05-31' });
  // Gil (globex) may punch at the same office coordinates: another company's place
  await created(adminB, `${GPS}/employee-locations/`, { employee: gil, name: 'Globex office', ...OFFICE, radius: 200 });
});

afterAll(async () => {
  await t.close();
});

test('sign-in: enabled mobile accounts only, translated refusals, last sign-in and the operation log', async () => {
  const ok = await signIn('s1');
  expect(ok.json()).toEqual({
    code: 'ZGPS0000',
    context: {},
    data: { token: expect.any(String), refresh: expect.stringMatching(new RegExp(`^${acme}\\.`)), expires_in: 1800, company_id: acme, company_domain: 'acme', employee_id: ada },
  });
  // wrong password, unknown user, unknown company: the same answer
  for (const response of [await signIn('S1', 'nope'), await signIn('S9'), await signIn('S1', PASSWORD, 'initech')]) {
    expect([response.statusCode, response.json().code]).toEqual([400, 'ZBOA0101']);
  }
  // a disabled account (right password) and an employee without an account are refused, translated
  const disabled = await signIn('S3');
  expect([disabled.statusCode, disabled.json().code]).toEqual([400, 'ZGPS0009']);
  expect(new Set(inEveryLanguage('ZGPS0009')).size).toBe(5);
  // strict input: control characters in the device (refused for every body), a missing password, an id for a name
  for (const device of ['a\u0000b', 'a\u001bb']) {
    expect((await inject('POST', `${MOBILE}/sign_in/`, undefined, { company: 'acme', username: 'S1', password: PASSWORD, device })).json()).toMatchObject({ code: 'ZGEN0001', context: { fields: { device: 'ZGEN0001' } } });
  }
  expect((await inject('POST', `${MOBILE}/sign_in/`, undefined, { company: 'acme', username: 'S1' })).json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { password: 'required' } } });
  expect((await inject('POST', `${MOBILE}/sign_in/`, undefined, { company: 'acme', username: 5, password: 'x' })).json().context.fields).toEqual({ username: 'type' });

  const account = (await admin(adminA, 'GET', `${GPS}/accounts/?employee__in=${ada}`)).json().data.data[0];
  expect(account.last_login).toMatch(/^2026-06-01[ T]12:00/);
  const log = await logRows();
  expect(log.map((row) => [row.action, row.emp_code, row.device])).toEqual([
    ['sign_in', 'S1', 'Pixel 8 / Timekeep 1.0'],
    ['sign_in', 'S3', 'Pixel 8 / Timekeep 1.0'],
  ]);
  expect(log[1].description).toMatch(/not enabled/);
});

test('token separation: a mobile token opens no admin route, a web token no mobile route; disabling the account ends its tokens', async () => {
  const { token } = await tokenOf('S1');
  expect((await inject('GET', `${MOBILE}/me/`, bearer(token))).statusCode).toBe(200);
  for (const url of [`${GPS}/accounts/`, '/web/personnel/api/v2/employees/', '/web/att/api/v2/time-cards/?start_date=2026-06-01&end_date=2026-06-01']) {
    expect((await inject('GET', url, bearer(token))).statusCode).toBe(401);
  }
  // the same employee's web login (employee token) and an administrator's get 401 from the app's API
  const webEmployee = authHeader(t.deps, { userId: 1, companyId: acme, role: 'employee', employeeId: ada });
  for (const auth of [webEmployee, adminA]) {
    expect((await inject('GET', `${MOBILE}/me/`, auth)).json()).toMatchObject({ code: 'ZGEN0401' });
    expect((await inject('POST', `${MOBILE}/punch/`, auth, { client_id: 'x', time: '2026-06-01T12:00:00Z', punch_state: 0, ...OFFICE })).statusCode).toBe(401);
  }
  const me = (await inject('GET', `${MOBILE}/me/`, bearer(token))).json().data;
  expect(me).toMatchObject({ employee: ada, emp_code: 'S1', first_name: 'Ada', department_name: 'Sales', allow_outdoor: false, today: '2026-06-01' });
  // the ended place is not offered
  expect(me.places).toEqual([{ kind: 'department', name: 'Sales office', address: '', ...OFFICE, radius: 200 }]);

  const bobToken = (await tokenOf('S2')).token;
  const bobAccount = (await admin(adminA, 'GET', `${GPS}/accounts/?employee__in=${bob}`)).json().data.data[0].id as number;
  await admin(adminA, 'PATCH', `${GPS}/accounts/${bobAccount}/`, { enabled: false });
  expect((await inject('GET', `${MOBILE}/me/`, bearer(bobToken))).statusCode).toBe(401);
  await admin(adminA, 'PATCH', `${GPS}/accounts/${bobAccount}/`, { enabled: true });
  expect((await inject('GET', `${MOBILE}/me/`, bearer(bobToken))).statusCode).toBe(200);
  // the employee login it signed in with deactivated: its tokens stop too
  const login = (active: boolean) => t.deps.database.withTenant(acme, (trx) => sql`update employee_accounts set is_active = ${active} where company_id = ${acme} and employee_id = ${bob}`.execute(trx));
  await login(false);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(bobToken))).statusCode).toBe(401);
  await login(true);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(bobToken))).statusCode).toBe(200);
});

test('refresh rotates; a used refresh token again ends the session; sign-out ends it too', async () => {
  const first = await tokenOf('S1');
  const rotated = await inject('POST', `${MOBILE}/refresh/`, undefined, { refresh: first.refresh });
  expect(rotated.json()).toMatchObject({ code: 'ZGPS0000', data: { token: expect.any(String), refresh: expect.any(String), expires_in: 1800 } });
  const second = rotated.json().data as { token: string; refresh: string };
  expect(second.refresh).not.toBe(first.refresh);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(second.token))).statusCode).toBe(200);
  // the old refresh token replayed: refused, and the whole family (the new pair too) is over
  const replay = await inject('POST', `${MOBILE}/refresh/`, undefined, { refresh: first.refresh });
  expect([replay.statusCode, replay.json().code]).toEqual([401, 'ZBOA0108']);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(second.token))).statusCode).toBe(401);
  expect((await inject('POST', `${MOBILE}/refresh/`, undefined, { refresh: second.refresh })).statusCode).toBe(401);
  // garbage and another company's prefix are refused the same way
  for (const refresh of ['nope', `${globex}.${first.refresh.split('.')[1]}`]) expect((await inject('POST', `${MOBILE}/refresh/`, undefined, { refresh })).statusCode).toBe(401);

  const session = await tokenOf('S1');
  expect((await inject('POST', `${MOBILE}/sign_out/`, bearer(session.token))).json()).toMatchObject({ code: 'ZGPS0000' });
  expect((await inject('GET', `${MOBILE}/me/`, bearer(session.token))).statusCode).toBe(401);
  expect((await inject('POST', `${MOBILE}/refresh/`, undefined, { refresh: session.refresh })).statusCode).toBe(401);
  expect((await logRows()).at(-1)).toMatchObject({ action: 'sign_out', emp_code: 'S1' });
});

test('punch: inside a place is stored as a mobile transaction; outside is a translated 400 that stores nothing; a retry is stored once', async () => {
  const { token } = await tokenOf('S1');
  const before = (await logRows()).length;
  const inside = await punch(token, { client_id: 'c6f1-0001', ...north(150), remark: 'Front door' });
  expect(inside.json()).toEqual({
    code: 'ZGPS0000',
    context: {},
    data: {
      id: expect.any(Number), client_id: 'c6f1-0001', punch_time: '2026-06-01 12:00:00', punch_state: 0, ...north(150), accuracy: 12,
      outdoor: false, place: 'Sales office', distance: 150, remark: 'Front door', has_photo: false, repeated: false,
    },
  });
  const id = inside.json().data.id as number;
  // the retry (same client id; even with another time) answers the stored punch and writes nothing new
  const retry = await punch(token, { client_id: 'c6f1-0001', ...north(150), time: '2026-06-01T12:00:05-06:00' });
  expect(retry.json().data).toMatchObject({ id, repeated: true, punch_time: '2026-06-01 12:00:00' });
  // another client id for the same second (the app lost its own id): the same punch, not a second position
  const again = await punch(token, { client_id: 'c6f1-0001-b', ...north(160) });
  expect(again.json().data).toMatchObject({ id, repeated: true, client_id: 'c6f1-0001', distance: 150 });
  const transactions = await admin(adminA, 'GET', `/web/device/api/v2/transactions/?emp_code=S1`);
  expect(transactions.json().data.data).toEqual([expect.objectContaining({ id, emp_code: 'S1', employee: ada, punch_time: '2026-06-01 12:00:00', punch_state: 0, terminal_sn: 'APP', source: 'mobile' })]);

  // 250 m north: outside the 200 m fence; the ended place (Old site) does not count
  const outside = await punch(token, { client_id: 'c6f1-0002', ...north(250), time: '2026-06-01T11:30:00-06:00' });
  expect([outside.statusCode, outside.json().code]).toEqual([400, 'ZGPS0010']);
  expect(outside.json().context).toMatchObject({ params: { place: 'Sales office', distance: 250, radius: 200 }, fields: { latitude: 'ZGPS0010' } });
  expect(inEveryLanguage('ZGPS0010', outside.json().context.params)[0]).toBe('You are 250 m from Sales office; punches are allowed within 200 m of it.');
  expect(new Set(inEveryLanguage('ZGPS0010')).size).toBe(5);
  expect((await admin(adminA, 'GET', `/web/device/api/v2/transactions/?emp_code=S1`)).json().data.total).toBe(1);

  // strict input and the time window: nothing stored
  const refusals = [
    [{ client_id: 'c-3', latitude: '19.4' }, { latitude: 'type' }],
    [{ client_id: 'c-3', punch_state: 9 }, { punch_state: 'invalid' }],
    [{ client_id: 'c 3' }, { client_id: 'invalid' }],
    [{ client_id: 'c-3', time: '2026-06-01 12:00' }, { time: 'invalid' }],
    [{ client_id: 'c-3', time: '2026-02-30T12:00:00Z' }, { time: 'invalid' }],
    [{ client_id: 'c-3', remark: 'a\u0000' }, { remark: 'ZGEN0001' }],
  ] as const;
  for (const [body, fields] of refusals) {
    const response = await punch(token, body);
    expect([response.statusCode, response.json().context.fields]).toEqual([400, fields]);
  }
  const late = await punch(token, { client_id: 'c-4', time: '2026-05-20T12:00:00Z' });
  expect(late.json()).toMatchObject({ code: 'ZGPS0012', context: { params: { days: 7 }, fields: { time: 'ZGPS0012' } } });
  expect((await punch(token, { client_id: 'c-4', time: '2026-06-01T18:10:00Z' })).json().code).toBe('ZGPS0012');
  expect((await punch(token, { client_id: 'c-4', photo: Buffer.from('GIF89a....').toString('base64') })).json().code).toBe('ZGPS0013');
  expect((await admin(adminA, 'GET', `/web/device/api/v2/transactions/?emp_code=S1`)).json().data.total).toBe(1);

  // every call with a token reached the log: stored, repeated, and the refusals the API itself made
  const log = (await logRows()).slice(before);
  // (bodies the schema refuses never reach the handler: no caller is known yet, nothing is logged)
  expect(log.map((row) => row.action)).toEqual(['punch', 'punch', 'punch', 'punch', 'punch', 'punch', 'punch', 'punch']);
  expect(log[0]).toMatchObject({ emp_code: 'S1', description: expect.stringMatching(/at Sales office \(150 m\)/), latitude: north(150).latitude });
  expect(log[1].description).toMatch(/repeated/);
  expect(log[2].description).toMatch(/c6f1-0001-b repeated/);
  expect(log[3].description).toMatch(/refused: 250 m from Sales office/);
  expect(log.slice(4).map((row) => row.description)).toEqual([expect.stringMatching(/refused/), expect.stringMatching(/refused/), expect.stringMatching(/refused/), expect.stringMatching(/refused/)]);
});

test('outdoor: an account that allows it stores the punch flagged (with a photo); without any place, refused unless allowed', async () => {
  const bobToken = (await tokenOf('S2')).token;
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]).toString('base64');
  const far = await punch(bobToken, { client_id: 'b-1', latitude: 20, longitude: -100, accuracy: null, photo: jpeg });
  expect(far.json().data).toMatchObject({ outdoor: true, place: '', distance: null, has_photo: true, accuracy: null });
  const photo = await sql<{ photo_type: string; size: number }>`select photo_type, length(photo) as size from gps_mobile_punches where client_id = 'b-1'`.execute(t.deps.database.db);
  expect(photo.rows).toEqual([{ photo_type: 'image/jpeg', size: 68 }]);
  // Bob loses the outdoor right: with no place at all the refusal says so
  const account = (await admin(adminA, 'GET', `${GPS}/accounts/?employee__in=${bob}`)).json().data.data[0].id as number;
  await admin(adminA, 'PATCH', `${GPS}/accounts/${account}/`, { allow_outdoor: false });
  const none = await punch(bobToken, { client_id: 'b-2', latitude: 20, longitude: -100, time: '2026-06-01T11:00:00-06:00' });
  expect([none.statusCode, none.json().code]).toEqual([400, 'ZGPS0011']);
  expect(new Set(inEveryLanguage('ZGPS0011')).size).toBe(5);
  await admin(adminA, 'PATCH', `${GPS}/accounts/${account}/`, { allow_outdoor: true });
});

test('the recalculation, the mobile-transaction report and the outdoor punch report pick the punch up', async () => {
  const { token } = await tokenOf('S1');
  await punch(token, { client_id: 'c6f1-0009', time: '2026-06-01T14:00:00Z', ...north(20) });
  const worker = recalcWorkerOf(t.deps);
  let day: { status: string; clock_in: string | null; clock_out: string | null } | undefined;
  for (let tries = 0; tries < 400 && !(day?.clock_in && day.clock_out); tries += 1) {
    await worker?.drain();
    day = (await sql<{ status: string; clock_in: string | null; clock_out: string | null }>`
      select status, to_char(clock_in, 'HH24:MI') as clock_in, to_char(clock_out, 'HH24:MI') as clock_out
      from att_day_results where company_id = ${acme} and employee_id = ${ada} and work_date = '2026-06-01'`.execute(t.deps.database.db)).rows[0];
    if (!(day?.clock_in && day.clock_out)) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // the day had the 12:00 punch alone; the new 08:00 one makes it a day from 08:00 to 12:00
  expect(day).toMatchObject({ clock_in: '08:00', clock_out: '12:00' });

  const report = await admin(adminA, 'GET', '/web/att/api/v2/reports/mobile-transaction/?start_date=2026-06-01&end_date=2026-06-01&page_size=100');
  expect(report.json().data.data.map((row: Record<string, unknown>) => [row.emp_code, row.time, row.terminal_sn, row.place, row.distance, row.outdoor, row.latitude])).toEqual([
    ['S1', '08:00:00', 'APP', 'Sales office', 20, 'No', north(20).latitude],
    ['S1', '12:00:00', 'APP', 'Sales office', 150, 'No', north(150).latitude],
    ['S2', '12:00:00', 'APP', '', null, 'Yes', 20],
  ]);
  expect((await admin(adminA, 'GET', `${GPS}/unschedule-report/?employee__in=${ada}`)).json().data.total).toBe(2);
  // another company's report and log see none of it
  expect((await admin(adminB, 'GET', '/web/att/api/v2/reports/mobile-transaction/?start_date=2026-06-01&end_date=2026-06-01')).json().data.total).toBe(0);
  expect(await logRows(adminB)).toEqual([]);

  const recent = (await inject('GET', `${MOBILE}/punches/?limit=5`, bearer(token))).json().data.data;
  expect(recent.map((row: { punch_time: string; source: string; place: string }) => [row.punch_time, row.source, row.place])).toEqual([
    ['2026-06-01 12:00:00', 'mobile', 'Sales office'], ['2026-06-01 08:00:00', 'mobile', 'Sales office'],
  ]);
  const schedule = (await inject('GET', `${MOBILE}/schedule/`, bearer(token))).json().data;
  expect(schedule.dates).toHaveLength(7);
  expect(schedule.days[0]).toMatchObject({ date: '2026-06-01' });
  expect((await inject('GET', `${MOBILE}/schedule/?start_date=2026-06-01&end_date=2026-08-01`, bearer(token))).statusCode).toBe(400);
});

test('tenant isolation: the same coordinates and code in another company are its own; its token reads only its own', async () => {
  const gilToken = (await inject('POST', `${MOBILE}/sign_in/`, undefined, { company: 'globex', username: 'S1', password: PASSWORD })).json().data.token as string;
  const stored = await punch(gilToken, { client_id: 'c6f1-0001', time: '2026-06-01T12:00:00-06:00' });
  // Ada's client id and Ada's second in acme: a new punch of Gil's in globex, not a repeat
  expect(stored.json().data).toMatchObject({ repeated: false, place: 'Globex office' });
  expect((await admin(adminB, 'GET', '/web/device/api/v2/transactions/')).json().data.total).toBe(1);
  expect((await admin(adminA, 'GET', '/web/device/api/v2/transactions/?emp_code=S1')).json().data.total).toBe(2);
  expect((await inject('GET', `${MOBILE}/punches/`, bearer(gilToken))).json().data.total).toBe(1);
  // a token whose claims are edited is a forgery (signature), not another tenant
  const [head, payload, signature] = gilToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = [head, Buffer.from(JSON.stringify({ ...claims, company_id: acme })).toString('base64url'), signature].join('.');
  expect((await inject('GET', `${MOBILE}/me/`, bearer(forged))).statusCode).toBe(401);
});

test('announcements and notices: only those addressed to me and current; mark read; others are 404', async () => {
  const { token } = await tokenOf('S1');
  const post = (path: string, body: object) => created(adminA, `${GPS}/${path}/`, { content: 'Text', start_date: '2026-05-01', ...body });
  const all = await post('announcements', { title: 'Everyone' });
  const mine = await post('announcements', { title: 'Sales', audience: 'departments', departments: [sales] });
  const bobs = await post('announcements', { title: 'Bob only', audience: 'employees', employees: [bob] });
  await post('announcements', { title: 'Expired', end_date: '2026-05-31' });
  const future = await post('announcements', { title: 'Future', start_date: '2026-06-02' });
  const notice = await post('notices', { title: 'Ada only', audience: 'employees', employees: [ada] });
  const foreign = await created(adminB, `${GPS}/announcements/`, { title: 'Globex', content: 'x', start_date: '2026-05-01' });

  const list = (await inject('GET', `${MOBILE}/announcements/`, bearer(token))).json().data;
  expect(list.data.map((row: { id: number; title: string; read: boolean }) => [row.id, row.title, row.read])).toEqual([[mine, 'Sales', false], [all, 'Everyone', false]]);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(token))).json().data.unread).toEqual({ announcements: 2, notices: 1 });
  const read = await inject('POST', `${MOBILE}/announcements/${mine}/read/`, bearer(token));
  expect(read.json().data).toMatchObject({ id: mine, title: 'Sales', read: true, read_at: NOW.toISOString() });
  expect((await inject('POST', `${MOBILE}/announcements/${mine}/read/`, bearer(token))).statusCode).toBe(200);
  expect((await inject('POST', `${MOBILE}/notices/${notice}/read/`, bearer(token))).json().data.read).toBe(true);
  expect((await inject('GET', `${MOBILE}/me/`, bearer(token))).json().data.unread).toEqual({ announcements: 1, notices: 0 });
  // Bob's, another company's, one not started, an id of no notice: not found (0 is no id at all)
  for (const url of [`/announcements/${bobs}/read/`, `/announcements/${foreign}/read/`, `/announcements/${future}/read/`, `/notices/${notice + 100}/read/`, '/announcements/0/read/']) {
    expect((await inject('POST', `${MOBILE}${url}`, bearer(token))).statusCode).toBe(url.includes('/0/') ? 400 : 404);
  }
  const bobToken = (await tokenOf('S2')).token;
  expect((await inject('GET', `${MOBILE}/announcements/`, bearer(bobToken))).json().data.data.map((row: { title: string; read: boolean }) => [row.title, row.read])).toEqual([
    ['Bob only', false], ['Everyone', false],
  ]);
});

test('sign-in is rate limited like the other sign-ins', async () => {
  const codes: number[] = [];
  for (let n = 0; n < 11; n += 1) codes.push((await signIn('S1', 'wrong', 'acme', '', '10.9.9.9')).statusCode);
  expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
  expect(codes[10]).toBe(429);
});

test('OpenAPI: every mobile route is documented under the mobile tag, with its body and answer', () => {
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, { schema: { required?: string[] } }> }; responses: Record<string, { content?: Record<string, { schema: { properties: { data: { properties?: Record<string, unknown> } } } }> }> }>> };
  const mobile = Object.entries(document.paths).filter(([path]) => path.startsWith(MOBILE));
  expect(mobile.map(([path, methods]) => `${Object.keys(methods).join(',')} ${path.slice(MOBILE.length)}`).sort()).toEqual([
    'get /announcements/', 'get /me/', 'get /notices/', 'get /punches/', 'get /schedule/',
    'post /announcements/{id}/read/', 'post /notices/{id}/read/', 'post /punch/', 'post /refresh/', 'post /sign_in/', 'post /sign_out/',
  ]);
  for (const [, methods] of mobile) for (const operation of Object.values(methods)) expect(operation.tags).toEqual(['mobile']);
  const punchRoute = document.paths[`${MOBILE}/punch/`].post;
  expect(punchRoute.requestBody?.content['application/json'].schema.required).toEqual(['client_id', 'time', 'punch_state', 'latitude', 'longitude']);
  expect(Object.keys(punchRoute.responses['200'].content?.['application/json'].schema.properties.data.properties ?? {})).toContain('outdoor');
});
