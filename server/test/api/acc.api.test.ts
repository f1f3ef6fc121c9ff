/**
 * Access control on the kernel (ADR 0111): time periods with checked intervals, holidays, groups, door settings,
 * combinations and privileges; a privilege puts its employees into its group's number through
 * `DATA UPDATE USERINFO … Grp=<no>`, which the terminal gets on its next poll; tenant isolation and permissions.
 */
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';

const BASE = '/web/acc/api/v2';
const PERIODS = `${BASE}/time-periods/`;
const HOLIDAYS = `${BASE}/holidays/`;
const GROUPS = `${BASE}/groups/`;
const DOORS = `${BASE}/terminals/`;
const COMBINATIONS = `${BASE}/combinations/`;
const PRIVILEGES = `${BASE}/privileges/`;
const COMMANDS = `${BASE}/commands/`;

describe(`access control on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let adminA: string;
  let adminB: string;
  let memberA: string;
  let employeeA: string;
  const employees: Record<string, number> = {};

  const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const count = async (auth: string, url: string) => (await call(auth, 'GET', url)).json().data.total as number;
  const week = { mon: [{ start: '13:00', end: '17:00' }, { start: '08:00', end: '12:00' }], fri: [{ start: '08:00', end: '12:00' }] };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    acme = await createCompany(t.deps, 'acme');
    const globex = await createCompany(t.deps, 'globex');
    adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
    adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: globex });
    memberA = authHeader(t.deps, { userId: await createUser(t.deps, 'clerk@acme.test'), companyId: acme, role: 'user' });
    await t.deps.database.withTenant(acme, async (trx) => {
      for (const code of ['A1', 'A2', 'A3']) {
        employees[code] = (await trx.insertInto('employees').values({ company_id: acme, emp_code: code, first_name: code, last_name: 'Test' }).returning('id').executeTakeFirstOrThrow()).id;
      }
    });
    employeeA = authHeader(t.deps, { userId: 9301, companyId: acme, role: 'employee', employeeId: employees.A1 });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a time period keeps up to three intervals a day, sorted; bad intervals are refused with a code and change nothing', async () => {
    const created = await call(adminA, 'POST', PERIODS, { name: 'Office hours', intervals: week });
    expect(created.statusCode).toBe(200);
    const period = created.json().data;
    expect(period).toMatchObject({ name: 'Office hours', summary: 'mon 08:00-12:00 13:00-17:00; fri 08:00-12:00' });
    expect(period.intervals.mon).toEqual([{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    expect(period.intervals.hol3).toEqual([]);

    const refused = async (intervals: object) => {
      const answer = await call(adminA, 'PUT', `${PERIODS}${period.id}/`, { name: 'Changed', intervals });
      expect(answer.statusCode).toBe(400);
      return answer.json();
    };
    expect(await refused({ tue: [{ start: '10:00', end: '09:00' }] })).toMatchObject({ code: 'ZACC0001', context: { params: { day: 'tue', start: '10:00', end: '09:00' }, fields: { intervals: 'ZACC0001' } } });
    expect(await refused({ tue: [{ start: '10:00', end: '10:00' }] })).toMatchObject({ code: 'ZACC0001' });
    expect(await refused({ wed: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '13:00' }] })).toMatchObject({ code: 'ZACC0002', context: { params: { first: '08:00-12:00', second: '11:00-13:00' } } });
    expect(await refused({ thu: [{ start: '24:00', end: '24:30' }] })).toMatchObject({ code: 'ZGEN0400', context: { fields: { intervals: 'invalid' } } });
    expect(await refused({ sun: [{ start: '01:00', end: '02:00' }, { start: '03:00', end: '04:00' }, { start: '05:00', end: '06:00' }, { start: '07:00', end: '08:00' }] })).toMatchObject({ code: 'ZGEN0400' });
    expect(await refused({ someday: [] })).toMatchObject({ code: 'ZGEN0400' });
    expect((await call(adminA, 'GET', `${PERIODS}${period.id}/`)).json().data).toMatchObject({ name: 'Office hours', summary: period.summary });

    expect((await call(adminA, 'POST', PERIODS, { name: 'office HOURS' })).json()).toMatchObject({ code: 'ZGEN0460', context: { fields: { name: 'ZGEN0460' } } });
    expect((await call(adminA, 'GET', `${PERIODS}?search=office`)).json().data.data.map((row: { id: number }) => row.id)).toEqual([period.id]);

    // The server export: translated headers, the intervals as JSON and their one-line summary.
    const exported = await call(adminA, 'GET', `${PERIODS}export/?search=office`);
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Name,Intervals,Remark,Intervals (summary)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('mon 08:00-12:00 13:00-17:00; fri 08:00-12:00');
    // (jsonb keeps keys in its own order)
    expect(lines[1]).toContain('""mon"":[{""end"":""12:00"",""start"":""08:00""},{""end"":""17:00"",""start"":""13:00""}]');
  });

  test('holidays: the end is not before the start; filters by type', async () => {
    expect((await call(adminA, 'POST', HOLIDAYS, { name: 'New year', holiday_type: '2', start_date: '2027-01-02', end_date: '2027-01-01' })).json()).toMatchObject({
      code: 'ZACC0003',
      context: { fields: { end_date: 'ZACC0003' } },
    });
    expect(await count(adminA, HOLIDAYS)).toBe(0);
    const created = (await call(adminA, 'POST', HOLIDAYS, { name: 'New year', holiday_type: '2', start_date: '2027-01-01', end_date: '2027-01-02', recurring: true })).json();
    expect(created).toMatchObject({ code: 'ZACC0000', data: { holiday_type: '2', recurring: true } });
    expect((await call(adminA, 'POST', HOLIDAYS, { name: 'Bad', holiday_type: '4', start_date: '2027-01-01', end_date: '2027-01-01' })).statusCode).toBe(400);
    expect(await count(adminA, `${HOLIDAYS}?holiday_type=2`)).toBe(1);
    expect(await count(adminA, `${HOLIDAYS}?holiday_type=1`)).toBe(0);
  });

  test('a privilege queues its members into the group on its doors; the terminal gets them; changes send only the difference', async () => {
    const period = (await call(adminA, 'POST', PERIODS, { name: 'Always', intervals: { mon: [{ start: '00:00', end: '23:59' }] } })).json().data.id as number;
    const group = (await call(adminA, 'POST', GROUPS, { no: 7, name: 'Staff', time_period: period, verify_mode: '15' })).json();
    expect(group).toMatchObject({ code: 'ZACC0000', data: { no: 7, time_period_name: 'Always', verify_mode: '15', holiday_valid: true } });
    expect((await call(adminA, 'POST', GROUPS, { no: 7, name: 'Other', time_period: period })).json().context.fields).toEqual({ no: 'ZGEN0460' });
    // a period used by a group stays
    expect((await call(adminA, 'DELETE', `${PERIODS}${period}/`)).statusCode).toBe(409);

    const terminal = (await call(adminA, 'POST', '/web/device/api/v2/terminals/', { sn: 'ACC0000000001', alias: 'Front', time_zone: 'UTC' })).json().data.id as number;
    const door = (await call(adminA, 'POST', DOORS, { terminal, door_name: 'Main door', lock_open_s: 8, sensor_type: 'normally_closed' })).json();
    expect(door).toMatchObject({ code: 'ZACC0000', data: { terminal_sn: 'ACC0000000001', display_name: 'ACC0000000001 Main door', terminal_alias: 'Front', state: 'offline', lock_open_s: 8, sensor_type: 'normally_closed', verify_mode: '0' } });
    expect((await call(adminA, 'POST', DOORS, { terminal })).json().context.fields).toEqual({ terminal: 'ZGEN0460' });
    expect((await call(adminA, 'POST', DOORS, { terminal: 99999 })).json().context.fields).toEqual({ terminal: 'ZGEN0461' });
    expect((await call(adminA, 'POST', DOORS, { terminal, lock_open_s: 255 })).statusCode).toBe(400);
    const doorId = door.data.id as number;

    const privilege = await call(adminA, 'POST', PRIVILEGES, { name: 'Staff front', group: group.data.id, terminals: [doorId], employees: [employees.A1, employees.A2] });
    expect(privilege.json()).toMatchObject({ code: 'ZACC0000', data: { group_name: 'Staff', terminal_names: 'ACC0000000001 Main door', employee_count: 2 } });
    const privilegeId = privilege.json().data.id as number;
    type Command = { content: string; status: string; terminal_sn: string };
    const commands = async () => ((await call(adminA, 'GET', `${COMMANDS}?ordering=id`)).json().data.data as Command[]).map((command) => [command.status, command.content]);
    expect(await commands()).toEqual([
      ['pending', 'DATA UPDATE USERINFO PIN=A1\tName=A1 Test\tPri=0\tPasswd=\tCard=\tGrp=7\tTZ=0000000000000000\tVerify=-1'],
      ['pending', 'DATA UPDATE USERINFO PIN=A2\tName=A2 Test\tPri=0\tPasswd=\tCard=\tGrp=7\tTZ=0000000000000000\tVerify=-1'],
    ]);

    // The terminal gets them on its next poll, as `C:<id>:<command>`.
    const device = new TerminalSimulator(injectTransport(t.app), { sn: 'ACC0000000001' });
    await device.handshake();
    const delivered = (await device.poll()).text.trim().split('\n');
    expect(delivered.map((line) => line.replace(/^C:[^:]+:/, '').split('\t')[0])).toEqual(['DATA UPDATE USERINFO PIN=A1', 'DATA UPDATE USERINFO PIN=A2']);
    expect((await commands()).map(([status]) => status)).toEqual(['sent', 'sent']);

    // Another privilege may not give A2 a second group on the same door; nothing is stored.
    const clash = await call(adminA, 'POST', PRIVILEGES, { name: 'Clash', group: group.data.id, terminals: [doorId], employees: [employees.A3, employees.A2] });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ code: 'ZACC0004', context: { params: { employee: 'A2', terminal: 'ACC0000000001', privilege: 'Staff front' }, fields: { employees: 'ZACC0004' } } });
    expect(await count(adminA, PRIVILEGES)).toBe(1);
    expect(await commands()).toHaveLength(2);

    // A2 out, A3 in: A3 joins group 7, A2 goes back to the default group 1; A1 is not sent again.
    await call(adminA, 'PATCH', `${PRIVILEGES}${privilegeId}/`, { employees: [employees.A1, employees.A3] });
    expect((await commands()).slice(2)).toEqual([
      ['pending', expect.stringMatching(/^DATA UPDATE USERINFO PIN=A3\t.*\tGrp=7\t/)],
      ['pending', expect.stringMatching(/^DATA UPDATE USERINFO PIN=A2\t.*\tGrp=1\t/)],
    ]);
    // Renumbering the group resends its members.
    await call(adminA, 'PATCH', `${GROUPS}${group.data.id}/`, { no: 8 });
    expect((await commands()).slice(4).map(([, content]) => content.match(/PIN=(\w+).*Grp=(\d+)/)?.slice(1))).toEqual([['A1', '8'], ['A3', '8']]);
    // Device › Reload users keeps the privilege's group (the user record is one; Grp=1 would undo the privilege).
    expect((await call(adminA, 'POST', '/web/device/api/v2/terminals/reload_user/', { terminals: [terminal] })).json().data).toEqual({ terminals: 1, commands: 3 });
    const reloaded = (await call(adminA, 'GET', '/web/device/api/v2/commands/?terminal_sn=ACC0000000001&status=pending&ordering=-id')).json().data.data.slice(0, 3) as Command[];
    expect(reloaded.map((command) => command.content.match(/PIN=(\w+).*Grp=(\d+)/)?.slice(1)).sort()).toEqual([['A1', '8'], ['A2', '1'], ['A3', '8']]);
    expect(await commands()).toHaveLength(6);
    // Deleting the privilege sends everyone back to group 1.
    expect((await call(adminA, 'DELETE', `${PRIVILEGES}${privilegeId}/`)).statusCode).toBe(200);
    expect((await commands()).slice(6).map(([, content]) => content.match(/PIN=(\w+).*Grp=(\d+)/)?.slice(1))).toEqual([['A1', '1'], ['A3', '1']]);

    // Door actions: AC_UNLOCK / AC_UNALARM on the door's terminal, listed with the access commands, delivered on the next poll.
    expect((await call(adminA, 'POST', `${DOORS}open_door/`, { terminals: [doorId] })).json()).toEqual({ code: 'ZACC0000', context: {}, data: { terminals: 1, commands: 1 } });
    expect((await call(adminA, 'POST', `${DOORS}cancel_alarm/`, { terminals: [doorId] })).json().data).toEqual({ terminals: 1, commands: 1 });
    expect((await commands()).slice(8)).toEqual([['pending', 'AC_UNLOCK'], ['pending', 'AC_UNALARM']]);
    expect((await call(adminB, 'POST', `${DOORS}open_door/`, { terminals: [doorId] })).statusCode).toBe(404);
    expect((await call(memberA, 'POST', `${DOORS}open_door/`, { terminals: [doorId] })).statusCode).toBe(403);
    expect((await call(employeeA, 'POST', `${DOORS}open_door/`, { terminals: [doorId] })).statusCode).toBe(403);
    expect((await call(adminA, 'POST', `${DOORS}open_door/`, { terminals: [] })).statusCode).toBe(400);
    expect(await commands()).toHaveLength(10);
    t.clock.advance(1_000);
    const doorCommands = (await device.poll()).text.trim().split('\n').map((line) => line.replace(/^C:[^:]+:/, ''));
    expect(doorCommands.slice(-2)).toEqual(['AC_UNLOCK', 'AC_UNALARM']);

    // A combination of two to five groups on a door.
    const combination = await call(adminA, 'POST', COMBINATIONS, { name: 'Two staff', terminal: doorId, group1: group.data.id, group2: group.data.id });
    expect(combination.json()).toMatchObject({ code: 'ZACC0000', data: { group_names: 'Staff + Staff', terminal_name: 'ACC0000000001 Main door', group3: null } });
    expect((await call(adminA, 'POST', COMBINATIONS, { name: 'One', terminal: doorId, group1: group.data.id })).statusCode).toBe(400);

    // A door leaving access control sends its privileges' members back to group 1 there; the privilege stays, without it.
    const second = (await call(adminA, 'POST', PRIVILEGES, { name: 'Night', group: group.data.id, terminals: [doorId], employees: [employees.A2] })).json().data.id as number;
    expect((await call(adminA, 'DELETE', `${DOORS}${doorId}/`)).statusCode).toBe(200);
    const last = await commands();
    expect(last.slice(-2).map(([, content]) => content.match(/PIN=(\w+).*Grp=(\d+)/)?.slice(1))).toEqual([['A2', '8'], ['A2', '1']]);
    expect((await call(adminA, 'GET', `${PRIVILEGES}${second}/`)).json().data).toMatchObject({ terminals: [], terminal_names: '' });
    expect(await count(adminA, COMBINATIONS)).toBe(0);
  });

  test("another company sees none of it and cannot touch it; members without the permission and employee logins are refused", async () => {
    const period = (await call(adminA, 'GET', `${PERIODS}?search=office`)).json().data.data[0] as { id: number; name: string };
    expect((await call(adminB, 'GET', `${PERIODS}${period.id}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'PUT', `${PERIODS}${period.id}/`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', `${PERIODS}${period.id}/`)).statusCode).toBe(404);
    expect(await count(adminB, PERIODS)).toBe(0);
    expect(await count(adminB, COMMANDS)).toBe(0);
    // a ref to another company's period is a missing record
    expect((await call(adminB, 'POST', GROUPS, { no: 1, name: 'Mine', time_period: period.id })).json().context.fields).toEqual({ time_period: 'ZGEN0461' });
    expect((await call(adminA, 'GET', `${PERIODS}${period.id}/`)).json().data.name).toBe(period.name);

    for (const url of [PERIODS, HOLIDAYS, GROUPS, DOORS, COMBINATIONS, PRIVILEGES, COMMANDS]) {
      expect((await call(memberA, 'GET', url)).statusCode).toBe(403);
      expect((await call(employeeA, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(employeeA, 'POST', PERIODS, { name: 'Mine' })).statusCode).toBe(403);
    expect(await count(adminA, `${PERIODS}?search=mine`)).toBe(0);
  });
});
