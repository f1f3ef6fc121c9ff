/**
 * The System API (api-contracts.md, System): permissions/ generated from the registered resources with
 * translated labels, groups validated against them, company users invited by e-mail, assigned to groups and
 * deactivated, and current-user's permission fields.
 */
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/modules/oauth/passwords';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const SYSTEM = '/web/system/api/v2';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
let companyA: number;
let adminA: string;
let adminB: string;
let memberA: string;
let bossId: number;

const call = (auth: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: url.startsWith('/web') ? url : `${SYSTEM}${url}`, headers: { authorization: auth, ...headers }, ...(payload ? { payload } : {}) });

async function member(companyId: number, email: string, role: 'admin' | 'user'): Promise<number> {
  const userId = await createUser(t.deps, email);
  await t.deps.database.db.insertInto('memberships').values({ company_id: companyId, user_id: userId, role }).execute();
  return userId;
}

async function systemUser(auth: string, email: string): Promise<Record<string, unknown>> {
  const rows = (await call(auth, 'GET', `/users/?search=${encodeURIComponent(email)}`)).json().data.data as Record<string, unknown>[];
  return rows.find((row) => row.email === email) as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  const companyB = await createCompany(t.deps, 'globex');
  bossId = await member(companyA, 'boss@acme.test', 'admin');
  const memberId = await member(companyA, 'clerk@acme.test', 'user');
  adminA = authHeader(t.deps, { userId: bossId, companyId: companyA });
  memberA = authHeader(t.deps, { userId: memberId, companyId: companyA, role: 'user' });
  adminB = authHeader(t.deps, { userId: await member(companyB, 'boss@globex.test', 'admin'), companyId: companyB });
});

afterAll(async () => {
  await t.close();
});

test('permissions/ lists every action of every registered resource, labels in the request language', async () => {
  const response = await call(adminA, 'GET', '/permissions/', undefined, { 'accept-language': 'es-MX' });
  expect(response.statusCode).toBe(200);
  const rows = response.json().data as { codename: string; label: string; module: string; resource: string; action: string }[];
  const codenames = rows.map((row) => row.codename);
  for (const codename of ['system.view_group', 'system.add_user', 'system.view_operationlog', 'system.export_operationlog', 'complement.import_event', 'att.delete_holiday', 'device.view_workcode']) {
    expect(codenames).toContain(codename);
  }
  // The log is read-only and users are never deleted: no such permissions exist.
  expect(codenames).not.toContain('system.add_operationlog');
  expect(codenames).not.toContain('system.delete_user');
  expect(rows.find((row) => row.codename === 'system.view_group')).toEqual({
    codename: 'system.view_group',
    label: 'Ver Grupo',
    module: 'system',
    resource: 'group',
    action: 'view',
    resource_label: 'Grupo',
    module_label: 'Sistema',
    action_label: 'Ver',
  });
  const arabic = (await call(adminA, 'GET', '/permissions/', undefined, { 'accept-language': 'ar' })).json().data as Array<Record<string, string>>;
  expect(arabic.find((row) => row.codename === 'att.add_holiday')?.label).toBe('إضافة عطلة');
  expect(arabic.find((row) => row.codename === 'att.approve_leave')?.label).toBe('الموافقة على الإجازات');
  // Every row, section and column of the matrix has a translated name: no i18n key and no raw code is shown.
  for (const row of arabic) {
    for (const name of [row.resource_label, row.module_label, row.action_label]) {
      expect([row.codename, name]).toEqual([row.codename, expect.stringMatching(/^[^a-z:_.]+$/)]);
    }
  }
  expect((await call(memberA, 'GET', '/permissions/')).statusCode).toBe(403);
});

test('groups hold known permissions only; names are unique per company', async () => {
  const unknown = await call(adminA, 'POST', '/groups/', { name: 'Bad', permissions: ['complement.view_event', 'system.fly_plane'] });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ code: 'ZSYS0002', context: { params: { permission: 'system.fly_plane' }, fields: { permissions: 'ZSYS0002' } } });
  const created = await call(adminA, 'POST', '/groups/', { name: 'Clerks', permissions: ['complement.view_event', 'complement.add_event', 'complement.view_event'] });
  expect(created.json().data).toEqual({ id: expect.any(Number), name: 'Clerks', permissions: ['complement.add_event', 'complement.view_event'] });
  expect((await call(adminA, 'POST', '/groups/', { name: 'clerks' })).json().context.fields).toEqual({ name: 'ZGEN0460' });
  expect((await call(adminA, 'POST', '/groups/', { name: 'Nothing', permissions: 'complement.view_event' })).json().context.fields).toEqual({ permissions: 'type' });
  const patched = await call(adminA, 'PATCH', `/groups/${created.json().data.id}/`, { permissions: ['complement.view_event'] });
  expect(patched.json().data.permissions).toEqual(['complement.view_event']);
  expect((await call(adminB, 'GET', `/groups/${created.json().data.id}/`)).statusCode).toBe(404);
});

test('users: members are listed, an invitation mails the link, groups grant their permissions, deactivation removes them', async () => {
  const boss = await systemUser(adminA, 'boss@acme.test');
  expect(boss).toMatchObject({ email: 'boss@acme.test', is_admin: true, is_active: true, groups: [] });
  const clerk = await systemUser(adminA, 'clerk@acme.test');
  expect(clerk).toMatchObject({ is_admin: false, groups: [] });
  // Another company's users are not ours.
  expect((await call(adminB, 'GET', '/users/')).json().data.data.map((row: { email: string }) => row.email)).toEqual(['boss@globex.test']);

  // Inviting: the person gets the existing invitation mail.
  const invited = await call(adminA, 'POST', '/users/', { email: 'New.Person@Example.test', first_name: 'New', last_name: 'Person' });
  expect(invited.statusCode).toBe(200);
  expect(invited.json().data).toMatchObject({ email: 'new.person@example.test', first_name: 'New', is_active: true, is_admin: false, groups: [] });
  const mail = await t.smtp.waitFor('new.person@example.test');
  expect(mail.text).toContain('/onboard/invited?code=');
  expect((await call(adminA, 'POST', '/users/', { email: 'clerk@acme.test' })).json().context.fields).toEqual({ email: 'ZGEN0460' });
  expect((await call(adminA, 'POST', '/users/', { email: 'not an email' })).json().context.fields).toEqual({ email: 'invalid' });
  expect((await call(adminA, 'PATCH', `/users/${invited.json().data.id}/`, { email: 'other@example.test' })).json().code).toBe('ZSYS0003');

  // A group gives the clerk what it holds, in current-user and in the API.
  const group = (await call(adminA, 'POST', '/groups/', { name: 'Event editors', permissions: ['complement.view_event', 'complement.add_event'] })).json().data;
  expect((await call(memberA, 'GET', '/web/complement/api/v2/events/')).statusCode).toBe(403);
  expect((await call(adminA, 'PATCH', `/users/${clerk.id}/`, { groups: [group.id] })).json().data.groups).toEqual([group.id]);
  expect((await call(memberA, 'GET', '/web/complement/api/v2/events/')).statusCode).toBe(200);
  const me = (await call(memberA, 'GET', '/web/oauth/api/v2/current-user/')).json().data;
  expect(me).toMatchObject({ is_admin: false, employee_id: null, is_vendor_operator: false, permissions: ['complement.view_event', 'complement.add_event'] });
  const bossMe = (await call(adminA, 'GET', '/web/oauth/api/v2/current-user/')).json().data;
  expect(bossMe.is_admin).toBe(true);
  expect(bossMe.permissions).toEqual(expect.arrayContaining(['system.view_group', 'complement.delete_event', 'att.import_holiday']));
  // A group of another company cannot be assigned.
  const foreignGroup = (await call(adminB, 'POST', '/groups/', { name: 'Globex' })).json().data;
  expect((await call(adminA, 'PATCH', `/users/${clerk.id}/`, { groups: [foreignGroup.id] })).json().context.fields).toEqual({ groups: 'ZGEN0461' });

  // Deactivating: not oneself; another user loses every permission at once.
  const self = await call(adminA, 'PATCH', `/users/${boss.id}/`, { is_active: false });
  expect(self.json()).toMatchObject({ code: 'ZSYS0001', context: { fields: { is_active: 'ZSYS0001' } } });
  expect((await call(adminA, 'PATCH', `/users/${clerk.id}/`, { is_active: false })).json().data.is_active).toBe(false);
  expect((await call(memberA, 'GET', '/web/complement/api/v2/events/')).statusCode).toBe(403);
  expect((await call(memberA, 'GET', '/web/oauth/api/v2/current-user/')).json().data.permissions).toEqual([]);
  expect((await call(adminA, 'GET', '/users/?is_active=false')).json().data.data.map((row: { email: string }) => row.email)).toEqual(['clerk@acme.test']);
  expect((await call(adminA, 'GET', `/users/?groups__in=${group.id}`)).json().data.data.map((row: { email: string }) => row.email)).toEqual(['clerk@acme.test']);
  // Users are never deleted (deactivate instead).
  expect((await call(adminA, 'DELETE', `/users/${clerk.id}/`)).statusCode).toBe(404);

  const log = (await call(adminA, 'GET', '/operation-logs/?resource=system.user')).json().data.data as { action: string; summary: string }[];
  expect(log.map((row) => [row.action, row.summary])).toContainEqual(['create', 'new.person@example.test']);
});

test('an employee login holds no permission and sees no System data', async () => {
  const employee = authHeader(t.deps, { userId: 1, companyId: companyA, role: 'employee', employeeId: 1 });
  for (const path of ['/permissions/', '/groups/', '/users/', '/operation-logs/']) {
    expect((await call(employee, 'GET', path)).statusCode).toBe(403);
  }
  expect(bossId).toBeGreaterThan(0);
});

test('a deactivated member cannot sign in to the company, pick it, or renew a session in it; turned on again, they can', async () => {
  const email = 'temp@acme.test';
  const userId = await createUser(t.deps, email);
  await t.deps.database.db.updateTable('users').set({ password_hash: await hashPassword('Secret-pass-1') }).where('id', '=', userId).execute();
  await t.deps.database.db.insertInto('memberships').values({ company_id: companyA, user_id: userId, role: 'user' }).execute();
  const oauth = (path: string, payload: object, auth?: string) =>
    t.app.inject({ method: 'POST', url: `/web/oauth/api/v2/${path}/`, headers: auth ? { authorization: auth } : {}, payload });
  const signIn = () => oauth('sign_in', { username: email, password: 'Secret-pass-1', company: 'acme' });
  const first = await signIn();
  expect(first.json()).toMatchObject({ code: 'ZBOA0000', data: { company_id: companyA } });
  const session = first.json().data as { token: string; refresh: string };

  const row = await systemUser(adminA, email);
  expect((await call(adminA, 'PATCH', `/users/${row.id as number}/`, { is_active: false })).statusCode).toBe(200);
  const refused = await signIn();
  expect([refused.statusCode, refused.json().code]).toEqual([400, 'ZBOA0114']);
  const picked = await oauth('company-token', { company_id: companyA }, authHeader(t.deps, { userId, companyId: null }));
  expect([picked.statusCode, picked.json().code]).toEqual([400, 'ZBOA0114']);
  expect((await oauth('refresh_token', { access: session.token, refresh: session.refresh })).json().code).toBe('ZBOA0108');

  expect((await call(adminA, 'PATCH', `/users/${row.id as number}/`, { is_active: true })).statusCode).toBe(200);
  expect((await signIn()).json().code).toBe('ZBOA0000');
});

test('an invited user holds the groups given in the invitation from the first request, before anyone lists users', async () => {
  const group = (await call(adminA, 'POST', '/groups/', { name: 'Event readers', permissions: ['complement.view_event'] })).json().data;
  const invited = await call(adminA, 'POST', '/users/', { email: 'Late.Joiner@example.test', first_name: 'Late', last_name: 'Joiner', groups: [group.id] });
  expect(invited.statusCode).toBe(200);
  // Accepting the invitation makes the account and the membership (oauth); no users list is read afterwards.
  const userId = await createUser(t.deps, 'late.joiner@example.test');
  await t.deps.database.db.insertInto('memberships').values({ company_id: companyA, user_id: userId, role: 'user' }).execute();
  const joiner = authHeader(t.deps, { userId, companyId: companyA, role: 'user' });
  expect((await call(joiner, 'GET', '/web/oauth/api/v2/current-user/')).json().data.permissions).toEqual(['complement.view_event']);
  expect((await call(joiner, 'GET', '/web/complement/api/v2/events/')).statusCode).toBe(200);
});
