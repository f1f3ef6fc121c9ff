/**
 * Requests and approvals (issue 14, ADR 0080): routing through two levels (department head, then HR), all-of
 * vs any-of, self-approval refused, an employee login confined to its own requests, withdraw, leave balance
 * arithmetic with half days, workflow validation and tenant isolation; escalation, auto-decisions and approvers who
 * leave (ADR 0099). One app and database for the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { migrate } from '../../src/db/migrate';
import { sweepApprovals } from '../../src/modules/requests/approval-sweep';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const ATT = '/web/att/api/v2';
let t: TestApp;
let companyA: number;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `${ATT}${url}`, headers: { authorization: auth[who] }, ...(payload ? { payload } : {}) });

async function created(who: string, url: string, body: object): Promise<Record<string, unknown>> {
  const response = await call(who, 'POST', url, body);
  // attendance set-up (timetables, shifts, schedules) answers ZATT0000
  expect([response.statusCode, response.json().code, response.json().context]).toEqual([200, url.startsWith('/timetables/') || url.startsWith('/shifts/') || url.startsWith('/employee-schedules/') ? 'ZATT0000' : 'ZAPR0000', expect.anything()]);
  return response.json().data as Record<string, unknown>;
}

async function refused(who: string, method: 'GET' | 'POST', url: string, body?: object): Promise<[number, string]> {
  const response = await call(who, method, url, body);
  return [response.statusCode, response.json().code as string];
}

const decide = (who: string, base: string, id: unknown, action: 'approve' | 'reject' | 'withdraw', comment = '') => call(who, 'POST', `${base}${String(id)}/${action}/`, { comment });
const waitingFor = async (who: string, base: string) => ((await call(who, 'GET', `${base}?approver=me`)).json().data.data as Array<{ id: number }>).map((row) => row.id);

/** A company user (System users) with a users row; answers [users.id, auth_company_users.id]. */
async function companyUser(companyId: number, email: string): Promise<[number, number]> {
  const userId = await createUser(t.deps, email);
  const row = await sql<{ id: number }>`insert into auth_company_users (company_id, email, user_id) values (${companyId}, ${email}, ${userId}) returning id`.execute(t.deps.database.db);
  return [userId, Number(row.rows[0].id)];
}

async function employee(companyId: number, code: string, departmentId: number): Promise<number> {
  const row = await sql<{ id: number }>`insert into employees (company_id, emp_code, first_name, department_id) values (${companyId}, ${code}, ${code}, ${departmentId}) returning id`.execute(t.deps.database.db);
  return Number(row.rows[0].id);
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  const companyB = await createCompany(t.deps, 'globex');
  const db = t.deps.database.db;
  const department = async (name: string, parent: number | null) =>
    Number((await sql<{ id: number }>`insert into departments (company_id, name, parent_id) values (${companyA}, ${name}, ${parent}) returning id`.execute(db)).rows[0].id);
  const head = await department('Head Office', null);
  const sales = await department('Sales', head);
  Object.assign(ids, { headOffice: head, sales });
  ids.head = await employee(companyA, 'H1', head);
  ids.alice = await employee(companyA, 'A1', sales);
  ids.bob = await employee(companyA, 'B1', sales);
  await sql`update departments set manager_id = ${ids.head} where company_id = ${companyA} and id = ${head}`.execute(db);
  const [admin, adminCu] = await companyUser(companyA, 'boss@acme.test');
  const [admin2] = await companyUser(companyA, 'deputy@acme.test');
  const [hr1, hr1Cu] = await companyUser(companyA, 'hr1@acme.test');
  const [hr2, hr2Cu] = await companyUser(companyA, 'hr2@acme.test');
  Object.assign(ids, { admin, adminCu, hr1, hr1Cu, hr2, hr2Cu });
  auth.admin = authHeader(t.deps, { userId: admin, companyId: companyA });
  auth.admin2 = authHeader(t.deps, { userId: admin2, companyId: companyA });
  auth.hr1 = authHeader(t.deps, { userId: hr1, companyId: companyA, role: 'user' });
  auth.hr2 = authHeader(t.deps, { userId: hr2, companyId: companyA, role: 'user' });
  // Employee logins: user_id is the employee account's id (any number here), employee_id the employee.
  auth.alice = authHeader(t.deps, { userId: 9001, companyId: companyA, role: 'employee', employeeId: ids.alice });
  auth.bob = authHeader(t.deps, { userId: 9002, companyId: companyA, role: 'employee', employeeId: ids.bob });
  auth.headEmp = authHeader(t.deps, { userId: 9003, companyId: companyA, role: 'employee', employeeId: ids.head });
  auth.adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
});

afterAll(async () => {
  await t.close();
});

test('without a workflow an employee files for themselves and a company administrator approves in one level', async () => {
  const log = await created('alice', '/manual-logs/', { punch_time: '2026-03-02 09:00:00', punch_state: 0, reason: 'Forgot my card' });
  expect(log).toEqual({
    id: expect.any(Number), employee: ids.alice, punch_time: '2026-03-02 09:00:00', punch_state: 0, work_code: '', reason: 'Forgot my card',
    status: 'pending', level: 1, levels: 1, created_at: expect.any(String), employee_name: 'A1 A1', history: [], events: [],
  });
  expect(await waitingFor('admin', '/manual-logs/')).toEqual([log.id]);
  expect(await waitingFor('hr1', '/manual-logs/')).toEqual([]);
  expect((await decide('hr1', '/manual-logs/', log.id, 'approve')).json().code).toBe('ZAPR0005');
  const approved = (await decide('admin', '/manual-logs/', log.id, 'approve', 'ok')).json().data;
  expect(approved).toMatchObject({ status: 'approved', level: 1, history: [{ level: 1, user: ids.admin, employee: null, decision: 'approved', comment: 'ok', time: expect.any(String) }] });
  expect(await waitingFor('admin', '/manual-logs/')).toEqual([]);
});

test('nobody approves their own request: the administrator who filed it cannot, another administrator can', async () => {
  const overtime = await created('admin', '/overtimes/', { employee: ids.bob, overtime_type: 'weekend', start_time: '2026-03-07 09:00:00', end_time: '2026-03-07 13:00:00' });
  expect(await waitingFor('admin', '/overtimes/')).toEqual([]);
  expect((await decide('admin', '/overtimes/', overtime.id, 'approve')).json().code).toBe('ZAPR0006');
  expect((await decide('bob', '/overtimes/', overtime.id, 'approve')).json().code).toBe('ZAPR0006');
  expect((await decide('admin2', '/overtimes/', overtime.id, 'approve')).json().data.status).toBe('approved');
  // Only leave may be withdrawn once approved.
  expect(await refused('admin', 'POST', `/overtimes/${String(overtime.id)}/withdraw/`, {})).toEqual([409, 'ZAPR0004']);
});

test('workflow set-up is validated: a level needs approvers, a role of named users needs users', async () => {
  const workflow = await created('admin', '/workflows/', { name: 'Broken', request_type: 'overtime', is_active: false });
  expect(await refused('admin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1 })).toEqual([400, 'ZAPR0001']);
  expect(await refused('admin', 'POST', '/workflow-roles/', { name: 'Nobody', kind: 'users', users: [] })).toEqual([400, 'ZAPR0010']);
  expect(await refused('hr1', 'POST', '/workflow-roles/', { name: 'HR', kind: 'users', users: [ids.hr1Cu] })).toEqual([403, 'ZGEN0403']);
});

test('a leave is routed through two levels: the department head (resolved up the tree), then HR (any of them)', async () => {
  const headRole = await created('admin', '/workflow-roles/', { name: 'Department head', kind: 'department_head' });
  const hrRole = await created('admin', '/workflow-roles/', { name: 'HR', kind: 'users', users: [ids.hr1Cu, ids.hr2Cu] });
  const workflow = await created('admin', '/workflows/', { name: 'Leave', request_type: 'leave', departments: [] });
  await created('admin', '/workflow-nodes/', { workflow: workflow.id, level: 1, role: headRole.id });
  await created('admin', '/workflow-nodes/', { workflow: workflow.id, level: 2, role: hrRole.id, mode: 'any' });
  expect(await refused('admin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 2, role: hrRole.id })).toEqual([400, 'ZGEN0460']);
  const type = await created('admin', '/leave-types/', { name: 'Unpaid', unit: 'day', paid: false });

  const leave = await created('alice', '/leaves/', { leave_type: type.id, start_time: '2026-04-06 00:00:00', end_time: '2026-04-06 23:59:59', reason: 'Family' });
  expect(leave).toMatchObject({ employee: ids.alice, status: 'pending', level: 1, levels: 2, days: 1, attachment: '' });
  expect(await waitingFor('headEmp', '/leaves/')).toEqual([leave.id]);
  expect(await waitingFor('hr1', '/leaves/')).toEqual([]);
  expect((await decide('hr1', '/leaves/', leave.id, 'approve')).json().code).toBe('ZAPR0005');
  // The head reads the request they approve, though it is not theirs.
  expect((await call('headEmp', 'GET', `/leaves/${String(leave.id)}/`)).json().data.id).toBe(leave.id);
  expect((await decide('headEmp', '/leaves/', leave.id, 'approve', 'fine')).json().data).toMatchObject({ status: 'pending', level: 2 });
  expect(await waitingFor('headEmp', '/leaves/')).toEqual([]);
  expect(await waitingFor('hr2', '/leaves/')).toEqual([leave.id]);
  const done = (await decide('hr2', '/leaves/', leave.id, 'approve')).json().data;
  expect(done.status).toBe('approved');
  expect(done.history).toEqual([
    // Each decision names who made it (an employee by code and name, a user by name or e-mail) for the history view.
    // The head decided through their employee login, which is no user: `user` (pinned: the deciding user's id) is
    // null and `employee` names them (ADR 0125).
    { level: 1, user: null, employee: ids.head, name: 'H1 H1', decision: 'approved', comment: 'fine', time: expect.any(String) },
    { level: 2, user: ids.hr2, employee: null, name: 'hr2@acme.test', decision: 'approved', comment: '', time: expect.any(String) },
  ]);
  // every `user` given is a real users row: no reserved numbers stand in for a person
  const users = (done.history as Array<{ user: number | null }>).flatMap((entry) => (entry.user === null ? [] : [entry.user]));
  expect(Number((await sql<{ n: number | string }>`select count(*) as n from users where id = any(${users}::bigint[])`.execute(t.deps.database.db)).rows[0].n)).toBe(users.length);
  // the same on a read, and the head still cannot decide the level twice
  expect((await call('hr1', 'GET', `/leaves/${String(leave.id)}/`)).json().data.history[0]).toMatchObject({ user: null, employee: ids.head });
  expect(await waitingFor('hr1', '/leaves/')).toEqual([]);

  // The head's own leave skips them: the head of their department is themselves, so the level falls to the administrators.
  const own = await created('headEmp', '/leaves/', { leave_type: type.id, start_time: '2026-04-07 00:00:00', end_time: '2026-04-07 23:59:59' });
  expect(await waitingFor('headEmp', '/leaves/')).toEqual([]);
  expect((await decide('headEmp', '/leaves/', own.id, 'approve')).json().code).toBe('ZAPR0006');
  expect(await waitingFor('admin', '/leaves/')).toEqual([own.id]);
});

test('an all-of level needs every approver; each decides once', async () => {
  const trainingType = await t.app.inject({ method: 'POST', url: '/web/complement/api/v2/training-types/', headers: { authorization: auth.admin }, payload: { name: 'Safety' } });
  const workflow = await created('admin', '/workflows/', { name: 'Training', request_type: 'training' });
  await created('admin', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [ids.hr1Cu, ids.hr2Cu], mode: 'all' });
  const training = await created('bob', '/trainings/', { training_type: trainingType.json().data.id, start_time: '2026-05-04 09:00:00', end_time: '2026-05-04 17:00:00' });
  expect((await decide('hr1', '/trainings/', training.id, 'approve')).json().data).toMatchObject({ status: 'pending', level: 1 });
  expect((await decide('hr1', '/trainings/', training.id, 'approve')).json().code).toBe('ZAPR0007');
  expect(await waitingFor('hr1', '/trainings/')).toEqual([]);
  expect(await waitingFor('hr2', '/trainings/')).toEqual([training.id]);
  expect((await decide('hr2', '/trainings/', training.id, 'approve')).json().data.status).toBe('approved');

  const other = await created('bob', '/trainings/', { training_type: trainingType.json().data.id, start_time: '2026-05-05 09:00:00', end_time: '2026-05-05 17:00:00' });
  expect((await decide('hr2', '/trainings/', other.id, 'reject', 'no budget')).json().data).toMatchObject({ status: 'rejected', level: 1 });
  expect((await decide('hr1', '/trainings/', other.id, 'approve')).json().code).toBe('ZAPR0004');
});

test('an employee reads and acts on their own requests only', async () => {
  const mine = await created('alice', '/swap-schedules/', { swap_with: ids.bob, date: '2026-06-01', swap_date: '2026-06-02' });
  expect([mine.employee_name, mine.swap_with_name]).toEqual(['A1 A1', 'B1 B1']);
  expect(await refused('bob', 'GET', `/swap-schedules/${String(mine.id)}/`)).toEqual([404, 'ZGEN0404']);
  expect(await refused('bob', 'POST', `/swap-schedules/${String(mine.id)}/withdraw/`, {})).toEqual([404, 'ZGEN0404']);
  expect(await refused('bob', 'POST', `/swap-schedules/${String(mine.id)}/approve/`, {})).toEqual([404, 'ZGEN0404']);
  expect(await refused('bob', 'POST', '/swap-schedules/', { employee: ids.alice, swap_with: ids.bob, date: '2026-06-03', swap_date: '2026-06-04' })).toEqual([403, 'ZAPR0009']);
  expect((await call('bob', 'GET', '/swap-schedules/')).json().data.total).toBe(0);
  expect((await call('alice', 'GET', '/swap-schedules/')).json().data.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);
  expect((await call('alice', 'GET', '/manual-logs/')).json().data.data.every((row: { employee: number }) => row.employee === ids.alice)).toBe(true);
  // A user without the view permission sees no list (only what waits for them).
  expect(await refused('hr1', 'GET', '/swap-schedules/')).toEqual([403, 'ZGEN0403']);
});

test('the requester withdraws while pending; nobody else can, and a withdrawn request is final', async () => {
  const overtime = await created('alice', '/overtimes/', { start_time: '2026-03-09 18:00:00', end_time: '2026-03-09 20:00:00' });
  expect(await refused('admin', 'POST', `/overtimes/${String(overtime.id)}/withdraw/`, {})).toEqual([403, 'ZAPR0008']);
  expect((await decide('alice', '/overtimes/', overtime.id, 'withdraw', 'not needed')).json().data).toMatchObject({
    status: 'withdrawn',
    history: [{ level: 1, user: null, employee: ids.alice, name: 'A1 A1', decision: 'withdrawn', comment: 'not needed', time: expect.any(String) }],
  });
  expect(await refused('admin', 'POST', `/overtimes/${String(overtime.id)}/approve/`, {})).toEqual([409, 'ZAPR0004']);
  expect(await refused('alice', 'POST', `/overtimes/${String(overtime.id)}/withdraw/`, {})).toEqual([409, 'ZAPR0004']);
  expect(await refused('alice', 'POST', '/overtimes/', { start_time: '2026-03-09 20:00:00', end_time: '2026-03-09 18:00:00' })).toEqual([400, 'ZAPR0002']);
  expect(await refused('alice', 'POST', '/overtimes/', { start_time: '2024-01-01 00:00:00', end_time: '2026-01-01 00:00:00' })).toEqual([400, 'ZAPR0011']);
});

test('leave balances in days: pending and taken, half days, a leave beyond the balance refused with the balance', async () => {
  const annual = await created('admin', '/leave-types/', { name: 'Annual', unit: 'half_day', paid: true, yearly_entitlement: 2 });
  const balance = async (who = 'admin', employeeId: number | undefined = ids.alice) =>
    ((await call(who, 'GET', `/leave-balances/?year=2026${employeeId === undefined ? '' : `&employee=${employeeId}`}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === annual.id);

  const full = await created('alice', '/leaves/', { leave_type: annual.id, start_time: '2026-03-02 00:00:00', end_time: '2026-03-02 23:59:59' });
  expect(await balance()).toEqual({ employee: ids.alice, leave_type: annual.id, year: 2026, entitled: 2, adjustments: 0, carried_over: 0, expired: 0, taken: 0, pending: 1, balance: 1 });
  const morning = await created('alice', '/leaves/', { leave_type: annual.id, start_time: '2026-03-03 08:00:00', end_time: '2026-03-03 12:00:00' });
  expect(morning.days).toBe(0.5);
  expect(await balance()).toMatchObject({ taken: 0, pending: 1.5, balance: 0.5 });
  // Changing the pending morning into a whole day counts its own half day only once: 1 + 1 = 2 fits.
  const widened = await call('alice', 'PATCH', `/leaves/${String(morning.id)}/`, { end_time: '2026-03-03 23:59:59' });
  expect(widened.json().data).toMatchObject({ days: 1, start_time: '2026-03-03 08:00:00', end_time: '2026-03-03 23:59:59' });
  expect(await balance()).toMatchObject({ pending: 2, balance: 0 });
  expect(await refused('bob', 'POST', `/leaves/${String(morning.id)}/approve/`, {})).toEqual([404, 'ZGEN0404']);
  expect((await call('bob', 'PATCH', `/leaves/${String(morning.id)}/`, { reason: 'mine now' })).statusCode).toBe(404);
  expect((await call('alice', 'PATCH', `/leaves/${String(morning.id)}/`, { employee: ids.bob })).json().code).toBe('ZAPR0009');
  await call('alice', 'PATCH', `/leaves/${String(morning.id)}/`, { end_time: '2026-03-03 12:00:00' });
  expect(await balance()).toMatchObject({ pending: 1.5, balance: 0.5 });
  const tooMuch = await call('alice', 'POST', '/leaves/', { leave_type: annual.id, start_time: '2026-03-04 00:00:00', end_time: '2026-03-04 23:59:59' });
  expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().context.params]).toEqual([400, 'ZAPR0003', { days: 1, balance: 0.5, year: 2026 }]);
  expect(tooMuch.json().context.message).toContain('0.5');

  await decide('headEmp', '/leaves/', full.id, 'approve');
  // Half-way through its levels a request no longer changes.
  expect((await call('alice', 'PATCH', `/leaves/${String(full.id)}/`, { reason: 'more' })).json().code).toBe('ZAPR0012');
  await decide('hr1', '/leaves/', full.id, 'approve');
  expect(await balance()).toMatchObject({ taken: 1, pending: 0.5, balance: 0.5 });
  expect((await decide('headEmp', '/leaves/', morning.id, 'reject')).json().data.status).toBe('rejected');
  expect((await call('alice', 'PATCH', `/leaves/${String(morning.id)}/`, { reason: 'again' })).json().code).toBe('ZAPR0004');
  expect(await balance()).toMatchObject({ taken: 1, pending: 0, balance: 1 });
  // An approved leave withdrawn by its requester gives its day back (and reaches the recalculation hook).
  const extra = await created('alice', '/leaves/', { leave_type: annual.id, start_time: '2026-03-05 00:00:00', end_time: '2026-03-05 23:59:59' });
  await decide('headEmp', '/leaves/', extra.id, 'approve');
  await decide('hr1', '/leaves/', extra.id, 'approve');
  expect(await balance()).toMatchObject({ taken: 2, pending: 0, balance: 0 });
  expect(await refused('bob', 'POST', `/leaves/${String(extra.id)}/withdraw/`, {})).toEqual([404, 'ZGEN0404']);
  expect((await decide('alice', '/leaves/', extra.id, 'withdraw', 'plans changed')).json().data.status).toBe('withdrawn');
  expect(await balance()).toMatchObject({ taken: 1, pending: 0, balance: 1 });
  expect(await refused('alice', 'POST', `/leaves/${String(extra.id)}/withdraw/`, {})).toEqual([409, 'ZAPR0004']);
  // The employee reads their own balances (employee defaults to themselves), never another's.
  expect(await balance('alice', undefined)).toMatchObject({ employee: ids.alice, balance: 1 });
  expect((await call('bob', 'GET', `/leave-balances/?year=2026&employee=${ids.alice}`)).statusCode).toBe(403);
});

test("employee logins read the leave and training types their forms pick from, and change none", async () => {
  const types = await call('alice', 'GET', '/leave-types/?page_size=50');
  expect([types.statusCode, types.json().data.data.some((row: { name: string }) => row.name === 'Annual')]).toEqual([200, true]);
  const trainingTypes = await t.app.inject({ method: 'GET', url: '/web/complement/api/v2/training-types/', headers: { authorization: auth.alice } });
  expect(trainingTypes.json().data.data.map((row: { name: string }) => row.name)).toContain('Safety');
  expect(await refused('alice', 'POST', '/leave-types/', { name: 'Mine', unit: 'day' })).toEqual([403, 'ZGEN0403']);
  // A user still needs the view permission.
  expect(await refused('hr1', 'GET', '/leave-types/')).toEqual([403, 'ZGEN0403']);
});

test('employee logins read the company holidays (their Personal calendar) and change none', async () => {
  const holiday = await call('admin', 'POST', '/holidays/', { alias: 'Founding Day', start_date: '2026-02-22', days: 1 });
  expect(holiday.statusCode).toBe(200);
  const seen = await call('alice', 'GET', '/holidays/?start_date__gte=2026-01-01&start_date__lte=2026-12-31');
  expect([seen.statusCode, seen.json().data.data.map((row: { alias: string }) => row.alias)]).toEqual([200, expect.arrayContaining(['Founding Day'])]);
  expect(await refused('alice', 'POST', '/holidays/', { alias: 'Mine', start_date: '2026-03-01', days: 1 })).toEqual([403, 'ZGEN0403']);
  expect(await refused('hr1', 'GET', '/holidays/')).toEqual([403, 'ZGEN0403']);
});

test('approvers of each new level and the requester are mailed, in their language, through the outbox', async () => {
  const db = t.deps.database.db;
  await sql`update employees set email = case id when ${ids.head} then 'head@acme.test' else 'alice@acme.test' end where company_id = ${companyA} and id in (${ids.head}, ${ids.alice})`.execute(db);
  await sql`update users set language = 'es-MX' where id = ${ids.hr2}`.execute(db);
  const unpaid = (await call('admin', 'GET', '/leave-types/?search=Unpaid')).json().data.data[0] as { id: number };
  const outbox = async (since: number) =>
    (await sql<{ id: number; kind: string; recipient: string; subject: string; body_text: string }>`select id, kind, recipient, subject, body_text from mail_outbox
      where company_id = ${companyA} and id > ${since} order by id`.execute(db)).rows;
  const last = async () => Number((await sql<{ id: number | null }>`select max(id) as id from mail_outbox where company_id = ${companyA}`.execute(db)).rows[0].id ?? 0);

  let since = await last();
  const leave = await created('alice', '/leaves/', { leave_type: unpaid.id, start_time: '2026-07-01 00:00:00', end_time: '2026-07-01 23:59:59' });
  expect((await outbox(since)).map(({ kind, recipient, subject }) => ({ kind, recipient, subject }))).toEqual([
    { kind: 'approval_request', recipient: 'head@acme.test', subject: 'Leave request of A1 A1 waits for your approval' },
  ]);
  since = await last();
  await decide('headEmp', '/leaves/', leave.id, 'approve');
  const second = await outbox(since);
  expect(second.map(({ recipient, subject }) => [recipient, subject])).toEqual([
    ['hr1@acme.test', 'Leave request of A1 A1 waits for your approval'],
    ['hr2@acme.test', 'Solicitud de Permiso de A1 A1 espera su aprobación'],
  ]);
  expect(second[0].body_text).toContain(`/att/leave?approver=me`);
  since = await last();
  await decide('hr1', '/leaves/', leave.id, 'reject', 'Too busy');
  const result = await outbox(since);
  expect(result.map(({ kind, recipient, subject }) => ({ kind, recipient, subject }))).toEqual([{ kind: 'approval_result', recipient: 'alice@acme.test', subject: `Your Leave request #${String(leave.id)}: Rejected` }]);
  expect(result[0].body_text).toContain('Too busy');
  // The outbox job delivers it.
  expect((await t.smtp.waitFor('alice@acme.test', { timeoutMs: 15_000 })).subject).toContain('Rejected');
});

test('the leave schedule: who is on leave in a month, approved and pending, filtered by department, type and status', async () => {
  const trip = await created('admin', '/leave-types/', { name: 'Trip', unit: 'day', paid: true });
  const study = await created('admin', '/leave-types/', { name: 'Study', unit: 'day', paid: false });
  const approved = await created('alice', '/leaves/', { leave_type: trip.id, start_time: '2026-07-30 00:00:00', end_time: '2026-08-03 23:59:59', reason: 'Sea' });
  await decide('headEmp', '/leaves/', approved.id, 'approve');
  await decide('hr1', '/leaves/', approved.id, 'approve');
  const pending = await created('bob', '/leaves/', { leave_type: study.id, start_time: '2026-08-10 00:00:00', end_time: '2026-08-11 23:59:59' });
  const rejected = await created('bob', '/leaves/', { leave_type: trip.id, start_time: '2026-08-20 00:00:00', end_time: '2026-08-20 23:59:59' });
  await decide('headEmp', '/leaves/', rejected.id, 'reject');
  // The head's leave ends the day before the month: not in it.
  await created('headEmp', '/leaves/', { leave_type: trip.id, start_time: '2026-07-31 00:00:00', end_time: '2026-07-31 23:59:59' });

  const schedule = async (query = '', who = 'admin') => call(who, 'GET', `/leave-schedule/?start_date=2026-08-01&end_date=2026-08-31${query}`);
  const page = (await schedule()).json();
  expect(page.code).toBe('ZAPR0000');
  expect(page.data).toMatchObject({ total: 2, page: 1, next: null, leave_types: [{ id: study.id, name: 'Study' }, { id: trip.id, name: 'Trip' }] });
  expect(page.data.dates).toHaveLength(31);
  expect(page.data.data).toEqual([
    {
      employee: ids.alice, emp_code: 'A1', first_name: 'A1', last_name: '', department: ids.sales, department_name: 'Sales',
      leaves: [{ id: approved.id, leave_type: trip.id, status: 'approved', start_time: '2026-07-30 00:00:00', end_time: '2026-08-03 23:59:59', days: 5, reason: 'Sea', level: 2, levels: 2 }],
    },
    {
      employee: ids.bob, emp_code: 'B1', first_name: 'B1', last_name: '', department: ids.sales, department_name: 'Sales',
      leaves: [{ id: pending.id, leave_type: study.id, status: 'pending', start_time: '2026-08-10 00:00:00', end_time: '2026-08-11 23:59:59', days: 2, reason: '', level: 1, levels: 2 }],
    },
  ]);
  const employeesOf = async (query: string) => ((await schedule(query)).json().data.data as Array<{ employee: number }>).map((row) => row.employee);
  expect(await employeesOf(`&leave_type__in=${String(study.id)}`)).toEqual([ids.bob]);
  expect(await employeesOf('&status__in=approved')).toEqual([ids.alice]);
  expect(await employeesOf(`&department__in=${ids.headOffice}`)).toEqual([]);
  expect(await employeesOf('&page_size=1&page=2')).toEqual([ids.bob]);
  // July holds the head's day as well as the start of Alice's trip.
  expect(((await call('admin', 'GET', '/leave-schedule/?start_date=2026-07-01&end_date=2026-07-31')).json().data.data as Array<{ employee: number }>).map((row) => row.employee)).toEqual([ids.alice, ids.head]);
  expect(await refused('admin', 'GET', '/leave-schedule/?start_date=2026-08-01&end_date=2026-08-31&status__in=rejected')).toEqual([400, 'ZGEN0400']);
  expect(await refused('admin', 'GET', '/leave-schedule/?start_date=2026-01-01&end_date=2026-08-31')).toEqual([400, 'ZATT0026']);
  // The leave resource's view permission: a plain user and employee logins (even a department head) read none.
  expect(await refused('hr1', 'GET', '/leave-schedule/?start_date=2026-08-01&end_date=2026-08-31')).toEqual([403, 'ZGEN0403']);
  expect(await refused('headEmp', 'GET', '/leave-schedule/?start_date=2026-08-01&end_date=2026-08-31')).toEqual([403, 'ZGEN0403']);
  expect((await schedule('', 'adminB')).json().data).toMatchObject({ total: 0, data: [] });
});

test('the leave ledger: adjustments count in the balance, and the leave detail report agrees with leave-balances', async () => {
  const annual = (await call('admin', 'GET', '/leave-types/?search=Annual')).json().data.data[0] as { id: number };
  const balances = async (year = 2026) => (await call('admin', 'GET', `/leave-balances/?year=${year}&employee=${ids.alice}`)).json().data as Array<Record<string, number | null>>;
  const annualOf = async () => (await balances()).find((row) => row.leave_type === annual.id);
  expect(await annualOf()).toMatchObject({ entitled: 2, adjustments: 0, taken: 1, pending: 0, balance: 1 });
  // Two days do not fit in the one left until a carried-over day and a half is added.
  const wish = { employee: ids.alice, leave_type: annual.id, start_time: '2026-09-01 00:00:00', end_time: '2026-09-02 23:59:59' };
  expect(await refused('admin', 'POST', '/leaves/', wish)).toEqual([400, 'ZAPR0003']);
  expect(await refused('admin', 'POST', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2026, days: 0 })).toEqual([400, 'ZGEN0400']);
  expect(await refused('hr1', 'POST', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2026, days: 1 })).toEqual([403, 'ZGEN0403']);
  expect(await refused('adminB', 'POST', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2026, days: 1 })).toEqual([400, 'ZGEN0461']);
  await created('admin', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2026, days: 2, reason: 'Carried over' });
  await created('admin', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2026, days: -0.5, reason: 'Correction' });
  // Another year's adjustment changes nothing in 2026.
  await created('admin', '/leave-adjustments/', { employee: ids.alice, leave_type: annual.id, year: 2025, days: 3 });
  expect(await annualOf()).toMatchObject({ adjustments: 1.5, taken: 1, pending: 0, balance: 2.5 });
  expect((await created('admin', '/leaves/', wish)).days).toBe(2);
  expect(await annualOf()).toMatchObject({ adjustments: 1.5, taken: 1, pending: 2, balance: 0.5 });

  const report = async (name: string, range: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${ATT}/reports/${name}/?${range}&employee__in=${ids.alice}&page_size=100`, headers: { authorization: auth.admin } });
    expect(response.json().code).toBe('ZRPT0000');
    return response.json().data as { data: Array<Record<string, unknown>>; columns: Array<{ key: string; title: string }>; total: number; totals: Record<string, number> };
  };
  // The year's ledger per leave type is exactly what leave-balances answers.
  const ledger = await report('leave-detail-report', 'start_date=2026-03-01&end_date=2026-12-31');
  const expected = await balances();
  expect(ledger.data.map((row) => ({ leave_type: row.leave_type_id, entitled: row.entitled, carried_over: row.carried_over, expired: row.expired, adjustments: row.adjustments, taken: row.taken, pending: row.pending, balance: row.balance, year: row.year }))
    .sort((a, b) => Number(a.leave_type) - Number(b.leave_type)))
    .toEqual(expected.map((row) => ({ leave_type: row.leave_type, entitled: row.entitled, carried_over: row.carried_over, expired: row.expired, adjustments: row.adjustments, taken: row.taken, pending: row.pending, balance: row.balance, year: 2026 })).sort((a, b) => Number(a.leave_type) - Number(b.leave_type)));
  expect(ledger.columns.map((column) => column.key)).toEqual(expect.arrayContaining(['entitled', 'carried_over', 'expired', 'adjustments', 'taken', 'pending', 'balance', 'period_taken', 'period_pending', 'requests']));
  // The period's own columns count only its days: March holds Annual's approved whole day and pending morning.
  const march = await report('leave-detail-report', 'start_date=2026-03-01&end_date=2026-03-31');
  expect(march.data.find((row) => row.leave_type_id === annual.id)).toMatchObject({ period_taken: 1, period_pending: 0, requests: 1, adjustments: 1.5, pending: 2, balance: 0.5 });
  const requests = await report('leave-detail-requests', 'start_date=2026-09-01&end_date=2026-09-30');
  expect(requests.data.map((row) => [row.start_time, row.end_time, row.status, row.days])).toEqual([['2026-09-01 00:00:00', '2026-09-02 23:59:59', 'Pending', 2]]);
  expect(requests.totals.days).toBe(2);
  const exported = await t.app.inject({ method: 'GET', url: `${ATT}/reports/leave-detail-report/?start_date=2026-01-01&end_date=2026-12-31&export=xlsx`, headers: { authorization: auth.admin } });
  expect([exported.statusCode, typeof exported.json().data.job]).toEqual([202, 'number']);
});

test('a proof attached to a leave or training: the requester uploads, the request\'s readers download; wrong type or too large stores nothing', async () => {
  const unpaid = (await call('admin', 'GET', '/leave-types/?search=Unpaid')).json().data.data[0] as { id: number };
  const leave = await created('alice', '/leaves/', { leave_type: unpaid.id, start_time: '2026-10-05 00:00:00', end_time: '2026-10-05 23:59:59', reason: 'Doctor' });
  const upload = (who: string, url: string, name: string, bytes: Buffer, type = 'application/pdf') => {
    const boundary = '----leave-attachment';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: `${ATT}${url}attachment/`, headers: { authorization: auth[who], 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };
  const download = (who: string, url: string) => t.app.inject({ method: 'GET', url: `${ATT}${url}attachment/`, headers: { authorization: auth[who] } });
  const stored = async () => ({
    rows: Number((await sql<{ n: number }>`select count(*)::int as n from request_attachments where company_id = ${companyA}`.execute(t.deps.database.db)).rows[0].n),
    files: fs.existsSync(path.join(t.deps.config.dataDir, 'request-files')) ? fs.readdirSync(path.join(t.deps.config.dataDir, 'request-files'), { recursive: true }).length : 0,
  });
  const url = `/leaves/${String(leave.id)}/`;
  expect((await download('alice', url)).statusCode).toBe(404);

  // A wrong type (by content, whatever the name says) and a file over 5 MB are refused, and nothing is kept.
  const before = await stored();
  const text = await upload('alice', url, 'note.pdf', Buffer.from('just text, not a PDF'));
  expect([text.statusCode, text.json().code, text.json().context.fields]).toEqual([400, 'ZAPR0013', { file: 'ZAPR0013' }]);
  const big = await upload('alice', url, 'scan.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]));
  expect([big.statusCode, big.json().code, big.json().context.params]).toEqual([400, 'ZAPR0014', { max_mb: 5 }]);
  expect(await stored()).toEqual(before);
  // Another employee and another company cannot even attach.
  expect((await upload('bob', url, 'x.pdf', Buffer.from('%PDF-1.4 bob'))).statusCode).toBe(404);
  expect((await upload('adminB', url, 'x.pdf', Buffer.from('%PDF-1.4 globex'))).statusCode).toBe(404);

  const pdf = Buffer.from('%PDF-1.4\n% a doctor\'s note\n%%EOF\n');
  const attached = await upload('alice', url, 'médico.pdf', pdf);
  expect([attached.statusCode, attached.json().data.attachment_name, attached.json().data.attachment]).toEqual([200, 'médico.pdf', 'médico.pdf']);
  expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + (before.files === 0 ? 2 : 1) });
  for (const who of ['alice', 'headEmp', 'hr1', 'admin']) {
    // the requester, the approvers of its levels (the head now, HR next) and an administrator
    const response = await download(who, url);
    expect([who, response.statusCode, response.headers['content-type'], response.rawPayload.equals(pdf)]).toEqual([who, 200, 'application/pdf', true]);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''m%C3%A9dico.pdf");
  }
  expect((await download('bob', url)).statusCode).toBe(404);
  expect((await download('adminB', url)).statusCode).toBe(404);
  expect((await call('alice', 'GET', url)).json().data.attachment_name).toBe('médico.pdf');

  // A new upload replaces the proof (one file per request); once decided it no longer changes.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  expect((await upload('alice', url, 'photo.png', png, 'image/png')).json().data.attachment_name).toBe('photo.png');
  expect((await download('admin', url)).headers['content-type']).toBe('image/png');
  expect((await stored()).rows).toBe(before.rows + 1);
  await decide('headEmp', '/leaves/', leave.id, 'reject');
  expect((await upload('alice', url, 'late.pdf', pdf)).json().code).toBe('ZAPR0004');

  // Training: an administrator files for Bob and attaches; Bob reads it, Alice cannot.
  const trainingType = (await t.app.inject({ method: 'GET', url: '/web/complement/api/v2/training-types/', headers: { authorization: auth.admin } })).json().data.data[0] as { id: number };
  const training = await created('admin', '/trainings/', { employee: ids.bob, training_type: trainingType.id, start_time: '2026-10-06 09:00:00', end_time: '2026-10-06 17:00:00' });
  const trainingUrl = `/trainings/${String(training.id)}/`;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  expect((await upload('admin', trainingUrl, 'certificate.jpg', jpeg, 'image/jpeg')).json().data.attachment_name).toBe('certificate.jpg');
  expect((await download('bob', trainingUrl)).rawPayload.equals(jpeg)).toBe(true);
  expect((await download('alice', trainingUrl)).statusCode).toBe(404);
});

test('tenant isolation: another company sees, decides and routes nothing of this one', async () => {
  const leave = (await call('admin', 'GET', '/leaves/')).json().data.data[0] as { id: number };
  expect(await refused('adminB', 'GET', `/leaves/${leave.id}/`)).toEqual([404, 'ZGEN0404']);
  expect(await refused('adminB', 'POST', `/leaves/${leave.id}/approve/`, {})).toEqual([404, 'ZGEN0404']);
  expect((await call('adminB', 'GET', '/leaves/')).json().data.total).toBe(0);
  expect((await call('adminB', 'GET', '/leaves/?approver=me')).json().data.total).toBe(0);
  expect((await call('adminB', 'GET', '/workflows/')).json().data.total).toBe(0);
  expect(await refused('adminB', 'POST', '/leaves/', { employee: ids.alice, leave_type: 1, start_time: '2026-03-02 00:00:00', end_time: '2026-03-02 23:59:59' })).toEqual([400, 'ZGEN0461']);
});

test('monthly accrual, a capped carry-over that lapses, and the leave check against what accrued by the leave (ADR 0100)', async () => {
  const now = t.clock.now();
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  expect(await refused('admin', 'POST', '/leave-types/', { name: 'Bad', yearly_entitlement: 12, accrual: 'weekly' })).toEqual([400, 'ZGEN0400']);
  expect(await refused('admin', 'POST', '/leave-types/', { name: 'Bad', yearly_entitlement: 12, carry_over_months: 13 })).toEqual([400, 'ZGEN0400']);
  const monthly = await created('admin', '/leave-types/', { name: 'Monthly', unit: 'day', yearly_entitlement: 12, accrual: 'monthly', carry_over_max: 3, carry_over_months: 3, max_balance: 15 });
  expect(monthly).toMatchObject({ accrual: 'monthly', carry_over_max: 3, carry_over_months: 3, max_balance: 15 });
  // last December: two days taken of the twelve accrued
  const december = await created('admin', '/leaves/', { employee: ids.bob, leave_type: monthly.id, start_time: `${year - 1}-12-01 00:00:00`, end_time: `${year - 1}-12-02 23:59:59` });
  await decide('headEmp', '/leaves/', december.id, 'approve');
  await decide('hr1', '/leaves/', december.id, 'approve');
  const balanceOf = async (y: number) =>
    ((await call('admin', 'GET', `/leave-balances/?year=${y}&employee=${ids.bob}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === monthly.id);
  expect(await balanceOf(year - 1)).toMatchObject({ entitled: 12, carried_over: 3, expired: 3, taken: 2, balance: 10 });
  // this year: 3 carried in (the cap), lapsed after March unused, and a day a month so far
  const expired = month > 3 ? 3 : 0;
  expect(await balanceOf(year)).toEqual({ employee: ids.bob, leave_type: monthly.id, year, entitled: month, adjustments: 0, carried_over: 3, expired, taken: 0, pending: 0, balance: month + 3 - expired });
  // a leave this month may use what accrued by this month, no more
  const left = month + 3 - expired;
  const mm = String(month).padStart(2, '0');
  const tooLong = await call('admin', 'POST', '/leaves/', { employee: ids.bob, leave_type: monthly.id, start_time: `${year}-${mm}-01 00:00:00`, end_time: `${year}-${mm}-${String(left + 1).padStart(2, '0')} 23:59:59` });
  expect([tooLong.statusCode, tooLong.json().code, tooLong.json().context.params]).toEqual([400, 'ZAPR0003', { days: left + 1, balance: left, year }]);
  expect((await created('admin', '/leaves/', { employee: ids.bob, leave_type: monthly.id, start_time: `${year}-${mm}-01 00:00:00`, end_time: `${year}-${mm}-${String(left).padStart(2, '0')} 23:59:59` })).days).toBe(left);

  // The leave detail report reads the same ledger: accrued so far, carried over, lapsed — last year's and this year's.
  for (const y of [year - 1, year]) {
    const response = await t.app.inject({ method: 'GET', url: `${ATT}/reports/leave-detail-report/?start_date=${y}-01-01&end_date=${y}-12-31&employee__in=${ids.bob}&page_size=100`, headers: { authorization: auth.admin } });
    const rows = (response.json().data.data as Array<Record<string, unknown>>).map((row) => ({
      leave_type: row.leave_type_id, year: row.year, entitled: row.entitled, carried_over: row.carried_over, expired: row.expired, adjustments: row.adjustments, taken: row.taken, pending: row.pending, balance: row.balance,
    }));
    const expected = ((await call('admin', 'GET', `/leave-balances/?year=${y}&employee=${ids.bob}`)).json().data as Array<Record<string, unknown>>).map(({ employee: _employee, ...row }) => row);
    const byType = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.leave_type) - Number(b.leave_type);
    expect(rows.sort(byType)).toEqual(expected.sort(byType));
    expect(rows.find((row) => row.leave_type === monthly.id)).toMatchObject(y === year ? { entitled: month, carried_over: 3, expired } : { entitled: 12, carried_over: 3, expired: 3, taken: 2 });
  }
  // an export (a job, page by page) completes its rows with the same ledger
  const started = await t.app.inject({ method: 'GET', url: `${ATT}/reports/leave-detail-report/?start_date=${year}-01-01&end_date=${year}-12-31&employee__in=${ids.bob}&export=csv`, headers: { authorization: auth.admin } });
  let job: Record<string, unknown> = {};
  for (let tries = 0; tries < 100 && job.status !== 'done' && job.status !== 'failed'; tries += 1) {
    await t.deps.jobs.runDue();
    job = (await t.app.inject({ method: 'GET', url: `/web/api/v2/jobs/${String(started.json().data.job)}/`, headers: { authorization: auth.admin } })).json().data;
  }
  expect(job.status).toBe('done');
  const csv = (await t.app.inject({ method: 'GET', url: String(job.file_url), headers: { authorization: auth.admin } })).body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));
  const column = (title: string) => csv[0].indexOf(title);
  const line = csv.find((cells) => cells.includes('Monthly'));
  // (text compared: an empty cell is no 0)
  expect([line?.[column('Entitlement')], line?.[column('Carried over')], line?.[column('Lapsed')], line?.[column('Balance')]]).toEqual([String(month), '3', String(expired), '0']);
  // the ledger's columns are not SQL's: ordering by them is refused, not silently wrong
  expect((await t.app.inject({ method: 'GET', url: `${ATT}/reports/leave-detail-report/?start_date=${year}-01-01&end_date=${year}-12-31&ordering=-balance`, headers: { authorization: auth.admin } })).statusCode).toBe(400);
});

test('holidays inside a leave: a type that does not count them skips the employee\'s holidays in days, balance and leave reports', async () => {
  const carol = await employee(companyA, 'C1', ids.sales);
  // May 2026: the 1st company-wide, the 4th Sales' own (carol's department), the 5th Head Office's only (not hers: the engine's exact-department rule)
  for (const [alias, start_date, departments] of [['Labour Day', '2026-05-01', []], ['Sales Day', '2026-05-04', [ids.sales]], ['Office Day', '2026-05-05', [ids.headOffice]]] as const) {
    expect((await call('admin', 'POST', '/holidays/', { alias, start_date, days: 1, departments })).statusCode).toBe(200);
  }
  expect(await refused('admin', 'POST', '/leave-types/', { name: 'Bad', counts_holidays: 'no' })).toEqual([400, 'ZGEN0400']);
  const vacation = await created('admin', '/leave-types/', { name: 'Vacation', unit: 'day', yearly_entitlement: 5, counts_holidays: false });
  const sick = await created('admin', '/leave-types/', { name: 'Sick', unit: 'half_day', yearly_entitlement: 10 });
  expect([vacation.counts_holidays, sick.counts_holidays]).toEqual([false, true]);
  const balanceOf = async (type: unknown) =>
    ((await call('admin', 'GET', `/leave-balances/?year=2026&employee=${carol}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === type);

  // 30 April – 5 May: six calendar days, two of them carol's holidays
  const range = { employee: carol, start_time: '2026-04-30 00:00:00', end_time: '2026-05-05 23:59:59' };
  const leave = await created('admin', '/leaves/', { ...range, leave_type: vacation.id });
  expect(leave.days).toBe(4);
  expect(await balanceOf(vacation.id)).toMatchObject({ entitled: 5, pending: 4, taken: 0, balance: 1 });
  // the type that counts holidays counts all six
  expect((await created('admin', '/leaves/', { ...range, leave_type: sick.id })).days).toBe(6);
  expect(await balanceOf(sick.id)).toMatchObject({ pending: 6, balance: 4 });
  // a leave on a holiday alone costs nothing; two more working days do not fit in the one left
  expect((await created('admin', '/leaves/', { employee: carol, leave_type: vacation.id, start_time: '2026-05-04 08:00:00', end_time: '2026-05-04 12:00:00' })).days).toBe(0);
  const tooMuch = await call('admin', 'POST', '/leaves/', { employee: carol, leave_type: vacation.id, start_time: '2026-05-06 00:00:00', end_time: '2026-05-07 23:59:59' });
  expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().context.params]).toEqual([400, 'ZAPR0003', { days: 2, balance: 1, year: 2026 }]);
  // an employee of Head Office has the company-wide holiday and their own department's (the 5th), not Sales'
  const other = await employee(companyA, 'D1', ids.headOffice);
  expect((await created('admin', '/leaves/', { ...range, employee: other, leave_type: vacation.id })).days).toBe(4);

  await decide('headEmp', '/leaves/', leave.id, 'approve');
  await decide('hr1', '/leaves/', leave.id, 'approve');
  expect(await balanceOf(vacation.id)).toMatchObject({ taken: 4, pending: 0, balance: 1 });
  const report = async (name: string, range: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${ATT}/reports/${name}/?${range}&employee__in=${carol}&page_size=100`, headers: { authorization: auth.admin } });
    expect(response.json().code).toBe('ZRPT0000');
    return (response.json().data as { data: Array<Record<string, unknown>> }).data;
  };
  // the reports count days in SQL by the same rule: May holds three of the four days (2, 3 and 5 May)
  const detail = await report('leave-detail-report', 'start_date=2026-05-01&end_date=2026-05-31');
  expect(detail.find((row) => row.leave_type_id === vacation.id)).toMatchObject({ taken: 4, pending: 0, balance: 1, period_taken: 3, period_pending: 0 });
  expect(detail.find((row) => row.leave_type_id === sick.id)).toMatchObject({ pending: 6, balance: 4, period_pending: 5 });
  const summary = await report('leave-summary', 'start_date=2026-05-01&end_date=2026-05-31');
  expect(summary.filter((row) => row.leave_type === 'Vacation' || row.leave_type === 'Sick').map((row) => [row.leave_type, row.days, row.pending_days]).sort())
    .toEqual([['Sick', 0, 5], ['Vacation', 3, 0]]);
});

/** A department of its own (its holidays touch no other test) with one employee working Monday to Friday. */
async function weekdayWorker(code: string): Promise<{ employee: number; department: number }> {
  const department = Number((await sql<{ id: number }>`insert into departments (company_id, name, parent_id) values (${companyA}, ${`Works ${code}`}, ${ids.headOffice}) returning id`.execute(t.deps.database.db)).rows[0].id);
  const worker = await employee(companyA, code, department);
  const timetable = await created('admin', '/timetables/', { alias: `Day ${code}`, kind: 'normal', start: '09:00', duration: 480 });
  const week = await created('admin', '/shifts/', { alias: `Week ${code}`, cycle: 'week', length: 1, slots: { 0: [timetable.id], 1: [timetable.id], 2: [timetable.id], 3: [timetable.id], 4: [timetable.id] } });
  await created('admin', '/employee-schedules/', { employee: worker, shift: week.id, start_date: '2026-01-01', end_date: null });
  return { employee: worker, department };
}

/** Approved through whatever chain routes it (the leave workflow of this file: the head, then HR; else another administrator than the filer). */
async function approveLeave(id: unknown): Promise<void> {
  for (const who of ['headEmp', 'hr1', 'admin2']) await decide(who, '/leaves/', id, 'approve');
  expect((await call('admin', 'GET', `/leaves/${String(id)}/`)).json().data.status).toBe('approved');
}

async function libraryReport(name: string, range: string, employeeId: number): Promise<Array<Record<string, unknown>>> {
  const response = await t.app.inject({ method: 'GET', url: `${ATT}/reports/${name}/?${range}&employee__in=${employeeId}&page_size=100`, headers: { authorization: auth.admin } });
  expect(response.json().code).toBe('ZRPT0000');
  return (response.json().data as { data: Array<Record<string, unknown>> }).data;
}

test('rest days of the schedule are never leave days: days, balance, the over-balance check and the leave reports agree (ADR 0112)', async () => {
  const { employee: dave, department } = await weekdayWorker('R1');
  // Wednesday 10 June 2026 is a holiday of dave's department
  expect((await call('admin', 'POST', '/holidays/', { alias: 'Works Day', start_date: '2026-06-10', days: 1, departments: [department] })).statusCode).toBe(200);
  const annual = await created('admin', '/leave-types/', { name: 'Annual R', unit: 'day', yearly_entitlement: 10 });
  const vacation = await created('admin', '/leave-types/', { name: 'Vacation R', unit: 'day', yearly_entitlement: 5, counts_holidays: false });
  const balanceOf = async (type: unknown) =>
    ((await call('admin', 'GET', `/leave-balances/?year=2026&employee=${dave}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === type);

  // Friday 5 – Monday 8 June: Saturday and Sunday are rest days, two days count
  const weekend = await created('admin', '/leaves/', { employee: dave, leave_type: annual.id, start_time: '2026-06-05 00:00:00', end_time: '2026-06-08 23:59:59' });
  expect(weekend.days).toBe(2);
  // Tuesday 9 – Sunday 14 June: the holiday counts for a type that counts holidays (4), not for the other (3)
  expect((await created('admin', '/leaves/', { employee: dave, leave_type: annual.id, start_time: '2026-06-09 00:00:00', end_time: '2026-06-14 23:59:59' })).days).toBe(4);
  const week = await created('admin', '/leaves/', { employee: dave, leave_type: vacation.id, start_time: '2026-06-09 00:00:00', end_time: '2026-06-14 23:59:59' });
  expect(week.days).toBe(3);
  expect(await balanceOf(annual.id)).toMatchObject({ entitled: 10, pending: 6, balance: 4 });
  expect(await balanceOf(vacation.id)).toMatchObject({ entitled: 5, pending: 3, balance: 2 });
  // Saturday 20 – Monday 22 June needs one day of the two left (three calendar days would not fit) …
  expect((await created('admin', '/leaves/', { employee: dave, leave_type: vacation.id, start_time: '2026-06-20 00:00:00', end_time: '2026-06-22 23:59:59' })).days).toBe(1);
  // … a working week does not fit in the one left, and the refusal counts its five working days, not seven
  const tooMuch = await call('admin', 'POST', '/leaves/', { employee: dave, leave_type: vacation.id, start_time: '2026-06-29 00:00:00', end_time: '2026-07-05 23:59:59' });
  expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().context.params]).toEqual([400, 'ZAPR0003', { days: 5, balance: 1, year: 2026 }]);
  // a leave on a weekend alone costs nothing
  expect((await created('admin', '/leaves/', { employee: dave, leave_type: annual.id, start_time: '2026-06-13 08:00:00', end_time: '2026-06-14 12:00:00' })).days).toBe(0);

  await approveLeave(weekend.id);
  expect(await balanceOf(annual.id)).toMatchObject({ taken: 2, pending: 4, balance: 4 });
  const detail = await libraryReport('leave-detail-report', 'start_date=2026-06-01&end_date=2026-06-30', dave);
  expect(detail.find((row) => row.leave_type_id === annual.id)).toMatchObject({ taken: 2, pending: 4, balance: 4, period_taken: 2, period_pending: 4 });
  expect(detail.find((row) => row.leave_type_id === vacation.id)).toMatchObject({ taken: 0, pending: 4, balance: 1, period_pending: 4 });
  // June 8–12 only: the weekend leave's Monday, and the working days of the others inside it
  const summary = await libraryReport('leave-summary', 'start_date=2026-06-08&end_date=2026-06-12', dave);
  expect(summary.map((row) => [row.leave_type, row.days, row.pending_days]).sort()).toEqual([['Annual R', 1, 4], ['Vacation R', 0, 3]]);
});

test('a holiday added, moved or removed after a leave was filed recounts its stored days and the balance (ADR 0112)', async () => {
  const { employee: erin, department } = await weekdayWorker('R2');
  const comp = await created('admin', '/leave-types/', { name: 'Comp R', unit: 'day', yearly_entitlement: 10, counts_holidays: false });
  const sick = await created('admin', '/leave-types/', { name: 'Sick R', unit: 'day', yearly_entitlement: 10 });
  const balanceOf = async (type: unknown) =>
    ((await call('admin', 'GET', `/leave-balances/?year=2026&employee=${erin}`)).json().data as Array<Record<string, unknown>>).find((row) => row.leave_type === type);
  const daysOf = async (leave: Record<string, unknown>) => (await call('admin', 'GET', `/leaves/${String(leave.id)}/`)).json().data.days as number;
  // Tuesday 23 – Thursday 25 June: three working days; one leave approved, one pending, one of a type counting holidays
  const approved = await created('admin', '/leaves/', { employee: erin, leave_type: comp.id, start_time: '2026-06-23 00:00:00', end_time: '2026-06-25 23:59:59' });
  await approveLeave(approved.id);
  const pending = await created('admin', '/leaves/', { employee: erin, leave_type: comp.id, start_time: '2026-06-24 00:00:00', end_time: '2026-06-24 23:59:59' });
  const counting = await created('admin', '/leaves/', { employee: erin, leave_type: sick.id, start_time: '2026-06-23 00:00:00', end_time: '2026-06-25 23:59:59' });
  expect(await balanceOf(comp.id)).toMatchObject({ taken: 3, pending: 1, balance: 6 });

  const holiday = (await call('admin', 'POST', '/holidays/', { alias: 'Late Day', start_date: '2026-06-24', days: 1, departments: [department] })).json().data;
  expect([await daysOf(approved), await daysOf(pending), await daysOf(counting)]).toEqual([2, 0, 3]);
  expect(await balanceOf(comp.id)).toMatchObject({ taken: 2, pending: 0, balance: 8 });
  const report = async () => (await libraryReport('leave-detail-requests', 'start_date=2026-06-01&end_date=2026-06-30', erin)).map((row) => [row.request, row.days]);
  expect(await report()).toEqual(expect.arrayContaining([[approved.id, 2], [pending.id, 0], [counting.id, 3]]));

  // moved to Thursday and two days long (Thursday, Friday): the 24th counts again, the 25th no longer
  expect((await call('admin', 'PATCH', `/holidays/${String(holiday.id)}/`, { start_date: '2026-06-25', days: 2 })).statusCode).toBe(200);
  expect([await daysOf(approved), await daysOf(pending)]).toEqual([2, 1]);
  expect(await balanceOf(comp.id)).toMatchObject({ taken: 2, pending: 1, balance: 7 });
  // removed: everything as filed
  expect((await call('admin', 'DELETE', `/holidays/${String(holiday.id)}/`)).statusCode).toBe(200);
  expect([await daysOf(approved), await daysOf(pending), await daysOf(counting)]).toEqual([3, 1, 3]);
  expect(await balanceOf(comp.id)).toMatchObject({ taken: 3, pending: 1, balance: 6 });
  // a schedule change recounts too: Thursdays become rest days of a new shift from the 25th
  const timetable = await created('admin', '/timetables/', { alias: 'Day R2b', kind: 'normal', start: '09:00', duration: 480 });
  const fourDays = await created('admin', '/shifts/', { alias: 'Four R2', cycle: 'week', length: 1, slots: { 0: [timetable.id], 1: [timetable.id], 2: [timetable.id], 4: [timetable.id] } });
  const schedules = (await call('admin', 'GET', `/employee-schedules/?employee__in=${erin}`)).json().data.data as Array<{ id: number }>;
  expect((await call('admin', 'PATCH', `/employee-schedules/${schedules[0].id}/`, { end_date: '2026-06-24' })).statusCode).toBe(200);
  await created('admin', '/employee-schedules/', { employee: erin, shift: fourDays.id, start_date: '2026-06-25', end_date: null });
  expect([await daysOf(approved), await daysOf(counting)]).toEqual([2, 2]);
  expect(await balanceOf(sick.id)).toMatchObject({ pending: 2, balance: 8 });
});

test('an approved schedule swap moves a rest day: the leaves on both dates are counted again (ADR 0112)', async () => {
  const { employee: wes, department } = await weekdayWorker('R3');
  // the partner works Tuesday to Saturday
  const partner = await employee(companyA, 'R3P', department);
  const timetable = await created('admin', '/timetables/', { alias: 'Day R3P', kind: 'normal', start: '09:00', duration: 480 });
  const tueSat = await created('admin', '/shifts/', { alias: 'Tue-Sat R3P', cycle: 'week', length: 1, slots: { 1: [timetable.id], 2: [timetable.id], 3: [timetable.id], 4: [timetable.id], 5: [timetable.id] } });
  await created('admin', '/employee-schedules/', { employee: partner, shift: tueSat.id, start_date: '2026-01-01', end_date: null });
  const unpaid = await created('admin', '/leave-types/', { name: 'Unpaid R3', unit: 'day', paid: false });
  const daysOf = async (leave: Record<string, unknown>) => (await call('admin', 'GET', `/leaves/${String(leave.id)}/`)).json().data.days as number;
  // Saturday 11 July is wes's rest day, Monday 13 July a working day
  const saturday = await created('admin', '/leaves/', { employee: wes, leave_type: unpaid.id, start_time: '2026-07-11 00:00:00', end_time: '2026-07-11 23:59:59' });
  const monday = await created('admin', '/leaves/', { employee: wes, leave_type: unpaid.id, start_time: '2026-07-13 00:00:00', end_time: '2026-07-13 23:59:59' });
  expect([saturday.days, monday.days]).toEqual([0, 1]);
  // wes works the partner's Saturday and takes the partner's Monday off
  const swap = await created('admin', '/swap-schedules/', { employee: wes, swap_with: partner, date: '2026-07-11', swap_date: '2026-07-13' });
  expect([await daysOf(saturday), await daysOf(monday)]).toEqual([0, 1]);
  for (const who of ['headEmp', 'hr1', 'admin2']) await decide(who, '/swap-schedules/', swap.id, 'approve');
  expect((await call('admin', 'GET', `/swap-schedules/${String(swap.id)}/`)).json().data.status).toBe('approved');
  expect([await daysOf(saturday), await daysOf(monday)]).toEqual([1, 0]);
  // and a leave filed now counts the swapped days too
  expect((await created('admin', '/leaves/', { employee: wes, leave_type: unpaid.id, start_time: '2026-07-10 00:00:00', end_time: '2026-07-13 23:59:59' })).days).toBe(2);
});

describe('escalation, auto-decisions and approvers who leave (ADR 0099), in a company of their own', () => {
  const DAY = 86_400_000;
  const claims: Record<string, Parameters<typeof authHeader>[1]> = {};
  let companyC: number;
  const c: Record<string, number> = {};
  /** Moves the clock and signs everyone in again (tokens are dated by the clock). */
  const advance = (ms: number) => {
    t.clock.advance(ms);
    for (const [who, claim] of Object.entries(claims)) auth[who] = authHeader(t.deps, claim);
  };
  const sweep = () => sweepApprovals(t.deps);
  const historyOf = async (base: string, id: unknown) => (await call('cAdmin', 'GET', `${base}${String(id)}/`)).json().data.history as Array<Record<string, unknown>>;
  const eventsOf = async (base: string, id: unknown) => (await call('cAdmin', 'GET', `${base}${String(id)}/`)).json().data.events as Array<Record<string, unknown>>;
  /**
   * api-contracts.md pins every history entry: a decision (ADR 0103) — never an escalation; `user` a users.id, or null
   * for a decision no user took (an employee login's, or the sweep's with `employee` null too: ADR 0125, migration 0118).
   */
  const expectPinned = (history: Array<Record<string, unknown>>) => {
    for (const entry of history) {
      expect(typeof entry.user === 'number' || (entry.user === null && 'employee' in entry)).toBe(true);
      expect(entry).toMatchObject({ level: expect.any(Number), decision: expect.stringMatching(/^(approved|rejected|withdrawn)$/), comment: expect.any(String), time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
      expect(entry).not.toHaveProperty('auto');
      expect(entry).not.toHaveProperty('days');
    }
  };

  beforeAll(async () => {
    const db = t.deps.database.db;
    companyC = await createCompany(t.deps, 'initech');
    const department = Number((await sql<{ id: number }>`insert into departments (company_id, name) values (${companyC}, 'Ops') returning id`.execute(db)).rows[0].id);
    c.head = await employee(companyC, 'CH', department);
    c.erin = await employee(companyC, 'CE', department);
    c.fred = await employee(companyC, 'CF', department);
    await sql`update departments set manager_id = ${c.head} where company_id = ${companyC} and id = ${department}`.execute(db);
    for (const name of ['cAdmin', 'u1', 'u2', 'u3']) {
      const [userId, companyUserId] = await companyUser(companyC, `${name}@initech.test`);
      c[name] = userId;
      c[`${name}Cu`] = companyUserId;
      claims[name] = { userId, companyId: companyC, role: name === 'cAdmin' ? 'admin' : 'user' };
    }
    claims.erin = { userId: 9101, companyId: companyC, role: 'employee', employeeId: c.erin };
    claims.cHead = { userId: 9102, companyId: companyC, role: 'employee', employeeId: c.head };
    claims.admin = { userId: ids.admin, companyId: companyA };
    const globex = Number((await sql<{ id: number }>`select id from companies where company_domain = 'globex'`.execute(db)).rows[0].id);
    claims.adminB = { userId: await createUser(t.deps, 'boss2@globex.test'), companyId: globex };
    advance(0);
  });

  test('a level says what happens after N days; the API refuses a timeout it could not carry out', async () => {
    const workflow = await created('cAdmin', '/workflows/', { name: 'Overtime', request_type: 'overtime' });
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_days: 2, timeout_action: 'escalate_to_user' })).toEqual([400, 'ZAPR0015']);
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], escalate_to: c.u3Cu })).toEqual([400, 'ZAPR0016']);
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_action: 'approve' })).toEqual([400, 'ZAPR0016']);
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_days: 0 })).toEqual([400, 'ZGEN0400']);
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_days: 2, timeout_action: 'later' })).toEqual([400, 'ZGEN0400']);
    // A user of another company is no escalation target here.
    expect(await refused('cAdmin', 'POST', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_days: 2, timeout_action: 'escalate_to_user', escalate_to: ids.hr1Cu })).toEqual([400, 'ZGEN0461']);
    const first = await created('cAdmin', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu], timeout_days: 2 });
    expect(first).toMatchObject({ timeout_days: 2, timeout_action: 'escalate', escalate_to: null });
    await created('cAdmin', '/workflow-nodes/', { workflow: workflow.id, level: 2, users: [c.u2Cu], timeout_days: 3, timeout_action: 'escalate_to_user', escalate_to: c.u3Cu });
  });

  test('escalation to the next level, then to a named user — each once, even under two sweeps at once', async () => {
    const overtime = await created('erin', '/overtimes/', { start_time: '2026-03-09 18:00:00', end_time: '2026-03-09 20:00:00' });
    expect(await waitingFor('u1', '/overtimes/')).toEqual([overtime.id]);
    advance(2 * DAY - 60_000);
    await sweep();
    expect((await historyOf('/overtimes/', overtime.id))).toEqual([]);
    advance(60_000);
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(1); // the app's own sweep may have taken it first
    // an escalation is no decision: history stays empty, the step is an event
    expect(await historyOf('/overtimes/', overtime.id)).toEqual([]);
    expect(await eventsOf('/overtimes/', overtime.id)).toEqual([{ level: 1, type: 'escalated', reason: 'timeout', days: 2, time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }]);
    expect((await call('cAdmin', 'GET', `/overtimes/${String(overtime.id)}/`)).json().data).toMatchObject({ status: 'pending', level: 2 });
    expect(await waitingFor('u1', '/overtimes/')).toEqual([]);
    expect((await decide('u1', '/overtimes/', overtime.id, 'approve')).json().code).toBe('ZAPR0005');
    expect(await waitingFor('u2', '/overtimes/')).toEqual([overtime.id]);
    // level 2 waits its own 3 days from when it started waiting
    advance(3 * DAY - 60_000);
    await sweep();
    expect(await waitingFor('u3', '/overtimes/')).toEqual([]);
    advance(60_000);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await historyOf('/overtimes/', overtime.id)).toEqual([]);
    expect((await eventsOf('/overtimes/', overtime.id)).map((entry) => [entry.level, entry.type, entry.reason])).toEqual([[1, 'escalated', 'timeout'], [2, 'escalated', 'timeout']]);
    expect(await waitingFor('u3', '/overtimes/')).toEqual([overtime.id]);
    const mails = (await sql<{ recipient: string }>`select recipient from mail_outbox where company_id = ${companyC} and kind = 'approval_request' order by id`.execute(t.deps.database.db)).rows.map((row) => row.recipient);
    expect(mails).toEqual(['u1@initech.test', 'u2@initech.test', 'u3@initech.test']);
    expect((await decide('u3', '/overtimes/', overtime.id, 'approve', 'late but fine')).json().data.status).toBe('approved');
    expect(await historyOf('/overtimes/', overtime.id)).toEqual([{ level: 2, user: c.u3, employee: null, name: 'u3@initech.test', decision: 'approved', comment: 'late but fine', time: expect.any(String) }]);
    // nothing more happens to a decided request
    advance(30 * DAY);
    await sweep();
    expect([(await historyOf('/overtimes/', overtime.id)).length, (await eventsOf('/overtimes/', overtime.id)).length]).toEqual([1, 2]);
  });

  test('auto-approval and auto-rejection after N days', async () => {
    const trainingType = (await t.app.inject({ method: 'POST', url: '/web/complement/api/v2/training-types/', headers: { authorization: auth.cAdmin }, payload: { name: 'Forklift' } })).json().data.id as number;
    const approving = await created('cAdmin', '/workflows/', { name: 'Training', request_type: 'training' });
    await created('cAdmin', '/workflow-nodes/', { workflow: approving.id, level: 1, users: [c.u1Cu], timeout_days: 1, timeout_action: 'approve' });
    await created('cAdmin', '/workflow-nodes/', { workflow: approving.id, level: 2, users: [c.u2Cu], timeout_days: 1, timeout_action: 'approve' });
    const rejecting = await created('cAdmin', '/workflows/', { name: 'Manual logs', request_type: 'manual_log' });
    await created('cAdmin', '/workflow-nodes/', { workflow: rejecting.id, level: 1, users: [c.u1Cu], timeout_days: 1, timeout_action: 'reject' });
    const training = await created('erin', '/trainings/', { training_type: trainingType, start_time: '2026-05-04 09:00:00', end_time: '2026-05-04 17:00:00' });
    const log = await created('erin', '/manual-logs/', { punch_time: '2026-03-02 09:00:00' });
    advance(DAY);
    await sweep();
    expect((await call('cAdmin', 'GET', `/trainings/${String(training.id)}/`)).json().data).toMatchObject({ status: 'pending', level: 2 });
    const rejected = (await call('cAdmin', 'GET', `/manual-logs/${String(log.id)}/`)).json().data;
    // the automatic decision is a pinned decision by nobody (user and employee null, not a reserved id); why is in events
    expect(rejected).toMatchObject({ status: 'rejected', history: [{ level: 1, user: null, employee: null, decision: 'rejected', comment: '' }], events: [{ level: 1, type: 'rejected', reason: 'timeout', days: 1 }] });
    expectPinned(rejected.history);
    expect(rejected.history[0].time).toBe(rejected.events[0].time);
    // stored before migration 0118 with the reserved user 0: the migration, run again on this row, makes it null
    const reserved = JSON.stringify(rejected.history.map((entry: Record<string, unknown>) => ({ ...entry, user: 0 })));
    await sql`update manual_log_requests set history = cast(${reserved} as jsonb) where company_id = ${companyC} and id = ${log.id as number}`.execute(t.deps.database.db);
    await sql`delete from schema_migrations where id = '0118_automatic_deciders_null'`.execute(t.deps.database.db);
    expect(await migrate(t.deps.database)).toEqual(['0118_automatic_deciders_null']);
    expect((await call('cAdmin', 'GET', `/manual-logs/${String(log.id)}/`)).json().data.history).toEqual(rejected.history);
    advance(DAY);
    await sweep();
    expect((await call('cAdmin', 'GET', `/trainings/${String(training.id)}/`)).json().data).toMatchObject({
      status: 'approved',
      history: [{ level: 1, user: null, employee: null, decision: 'approved' }, { level: 2, user: null, employee: null, decision: 'approved' }],
      events: [{ level: 1, type: 'approved', reason: 'timeout', days: 1 }, { level: 2, type: 'approved', reason: 'timeout', days: 1 }],
    });
    expectPinned(await historyOf('/trainings/', training.id));
    const logged = (await sql<{ action: string; user_id: number | null }>`select action, user_id from operation_logs where company_id = ${companyC} and resource in ('att.training', 'att.manual_log') and action in ('approve', 'reject') order by id`.execute(t.deps.database.db)).rows;
    expect(logged).toEqual([{ action: 'reject', user_id: null }, { action: 'approve', user_id: null }]);
  });

  test('an approver who leaves: the level goes to the others, else to the administrators — never stuck', async () => {
    const db = t.deps.database.db;
    const headRole = await created('cAdmin', '/workflow-roles/', { name: 'Head', kind: 'department_head' });
    const workflow = await created('cAdmin', '/workflows/', { name: 'Swaps', request_type: 'swap_schedule' });
    await created('cAdmin', '/workflow-nodes/', { workflow: workflow.id, level: 1, users: [c.u1Cu, c.u2Cu], mode: 'all' });
    await created('cAdmin', '/workflow-nodes/', { workflow: workflow.id, level: 2, role: headRole.id });
    const swap = await created('erin', '/swap-schedules/', { swap_with: c.fred, date: '2026-06-01', swap_date: '2026-06-02' });
    expect((await decide('u1', '/swap-schedules/', swap.id, 'approve')).json().data).toMatchObject({ status: 'pending', level: 1 });
    // u2 is deactivated: the all-of level no longer waits for them
    await sql`update auth_company_users set is_active = false where company_id = ${companyC} and id = ${c.u2Cu}`.execute(db);
    await sweep();
    expect((await call('cAdmin', 'GET', `/swap-schedules/${String(swap.id)}/`)).json().data).toMatchObject({ status: 'pending', level: 2 });
    expect(await waitingFor('cHead', '/swap-schedules/')).toEqual([swap.id]);
    // the head resigns: nobody is left at level 2, the administrators take it over
    await sql`update employees set resigned = true where company_id = ${companyC} and id = ${c.head}`.execute(db);
    await sweep();
    expect(await waitingFor('cHead', '/swap-schedules/')).toEqual([]);
    expect(await waitingFor('cAdmin', '/swap-schedules/')).toEqual([swap.id]);
    expect((await historyOf('/swap-schedules/', swap.id)).map((entry) => [entry.level, entry.user, entry.decision])).toEqual([[1, c.u1, 'approved']]);
    expect((await eventsOf('/swap-schedules/', swap.id)).map((entry) => [entry.level, entry.type, entry.reason])).toEqual([[2, 'escalated', 'approver_left']]);
    // who left is no approver of it any more: for an employee login the request is not there
    expect((await decide('cHead', '/swap-schedules/', swap.id, 'approve')).json().code).toBe('ZGEN0404');
    expect((await decide('cAdmin', '/swap-schedules/', swap.id, 'approve')).json().data.status).toBe('approved');
    expectPinned(await historyOf('/swap-schedules/', swap.id));
    // a new request is not routed to those who left: level 1 is u1 alone, level 2 the administrators
    const next = await created('erin', '/swap-schedules/', { swap_with: c.fred, date: '2026-06-03', swap_date: '2026-06-04' });
    expect(await waitingFor('u1', '/swap-schedules/')).toEqual([next.id]);
    expect((await decide('u1', '/swap-schedules/', next.id, 'approve')).json().data).toMatchObject({ status: 'pending', level: 2 });
    expect(await waitingFor('cAdmin', '/swap-schedules/')).toEqual([next.id]);
    // a deleted approver counts as gone too
    const other = await created('erin', '/swap-schedules/', { swap_with: c.fred, date: '2026-06-05', swap_date: '2026-06-06' });
    await sql`delete from auth_company_users where company_id = ${companyC} and id = ${c.u1Cu}`.execute(db);
    await sweep();
    expect(await waitingFor('cAdmin', '/swap-schedules/')).toEqual(expect.arrayContaining([other.id]));
  });

  test('tenant isolation: the sweep changes no other company, and another company sees none of this one', async () => {
    const pendingA = (await call('admin', 'GET', '/leaves/?status=pending')).json().data.data as Array<{ id: number; history: unknown[] }>;
    advance(400 * DAY);
    await sweep();
    const after = (await call('admin', 'GET', '/leaves/?status=pending')).json().data.data as Array<{ id: number; history: unknown[] }>;
    expect(after).toEqual(pendingA);
    expect((await call('adminB', 'GET', '/workflow-nodes/')).json().data.total).toBe(0);
    expect((await call('admin', 'GET', '/overtimes/?approver=me')).json().data.data.map((row: { employee: number }) => row.employee)).not.toContain(c.erin);
  });
});
