/**
 * The Device screens' API (issue 12, ADR 0071): terminals on the kernel (registering claims the SN, state from
 * the last heartbeat), the actions that queue commands, the command list with the device's results, the
 * company's configuration as the handshake hands it out, quarantined punches imported on review, and tenant
 * isolation of all of it. One app and database for the file; the terminal simulator plays the device.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';

const TERMINALS = '/web/device/api/v2/terminals/';
const COMMANDS = '/web/device/api/v2/commands/';
const CONFIGS = '/web/device/api/v2/configs/';

describe(`device terminals, commands and configuration on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let adminA: string;
  let adminB: string;
  let memberA: string;

  const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const register = async (auth: string, body: object) => call(auth, 'POST', TERMINALS, body);
  const device = (sn: string) => new TerminalSimulator(injectTransport(t.app), { sn });

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    acme = await createCompany(t.deps, 'acme');
    const globex = await createCompany(t.deps, 'globex');
    adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
    adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: globex });
    memberA = authHeader(t.deps, { userId: await createUser(t.deps, 'clerk@acme.test'), companyId: acme, role: 'user' });
  });
  afterAll(async () => {
    await t.close();
  });

  test('registering claims the SN; another company is refused in words; the zone is an IANA name; the SN never changes', async () => {
    const created = await register(adminA, { sn: 'REG0000000001', alias: 'Front door', time_zone: 'Asia/Kolkata' });
    expect(created.json()).toMatchObject({
      code: 'ZDEV0000',
      data: { sn: 'REG0000000001', alias: 'Front door', area: null, time_zone: 'Asia/Kolkata', state: 'offline', last_activity: null, fw_ver: '', quarantined: 0 },
    });
    const id = created.json().data.id as number;
    const registry = await t.deps.database.db.selectFrom('iclock_devices').selectAll().where('sn', '=', 'REG0000000001').executeTakeFirstOrThrow();
    expect(registry).toMatchObject({ company_id: acme, terminal_id: id });

    const taken = await register(adminB, { sn: 'REG0000000001', time_zone: 'UTC' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'ZDEV0010', context: { fields: { sn: 'ZDEV0010' } } });
    expect((await register(adminA, { sn: 'REG0000000001', time_zone: 'UTC' })).json().code).toBe('ZGEN0460');
    expect((await register(adminA, { sn: 'REG0000000002', time_zone: 'Mars/Olympus' })).json().context.fields).toEqual({ time_zone: 'invalid' });
    expect((await register(adminA, { sn: 'REG 02', time_zone: 'UTC' })).json().context.fields).toEqual({ sn: 'invalid' });
    // Device-reported fields are not the client's to write (the kernel ignores read-only fields).
    expect((await register(adminA, { sn: 'REG0000000002', time_zone: 'UTC', state: 'online', fw_ver: 'x' })).json().data).toMatchObject({ state: 'offline', fw_ver: '' });

    const renamed = await call(adminA, 'PATCH', `${TERMINALS}${id}/`, { sn: 'REG0000000009' });
    expect(renamed.json()).toMatchObject({ code: 'ZDEV0011', context: { fields: { sn: 'ZDEV0011' } } });
    expect((await call(adminA, 'PATCH', `${TERMINALS}${id}/`, { alias: 'Main door', time_zone: 'Europe/Istanbul' })).json().data).toMatchObject({ alias: 'Main door', time_zone: 'Europe/Istanbul' });
  });

  test('the state flips online after a heartbeat and back offline after a quiet heartbeat; firmware without "Ver "; search and filters', async () => {
    const id = (await register(adminA, { sn: 'BEAT000000001', alias: 'Warehouse', time_zone: 'UTC' })).json().data.id as number;
    const beat = device('BEAT000000001');
    expect((await beat.handshake()).status).toBe(200);
    await beat.poll('Ver 8.0.4.2-20190910,12,30,5000,192.168.1.201,10,7,12,3,111');
    const online = (await call(adminA, 'GET', `${TERMINALS}${id}/`)).json().data;
    expect(online).toMatchObject({ state: 'online', fw_ver: '8.0.4.2-20190910', user_count: 12, fp_count: 30, transaction_count: 5000, face_count: 3, last_activity: '2026-03-02 08:00:00' });
    const names = async (query: string) => ((await call(adminA, 'GET', `${TERMINALS}?${query}`)).json().data.data as { sn: string }[]).map((row) => row.sn);
    expect(await names('state=online')).toEqual(['BEAT000000001']);
    expect(await names('search=wareh')).toEqual(['BEAT000000001']);
    expect(await names('search=BEAT0000')).toEqual(['BEAT000000001']);
    // Default heartbeat 10 s + 30 s margin.
    t.clock.advance(39_000);
    expect((await call(adminA, 'GET', `${TERMINALS}${id}/`)).json().data.state).toBe('online');
    t.clock.advance(2_000);
    expect((await call(adminA, 'GET', `${TERMINALS}${id}/`)).json().data.state).toBe('offline');
    expect(await names('state=online')).toEqual([]);
  });

  test("reload_user queues the area's employees; results come back as succeeded or failed with the return value", async () => {
    const area = (await call(adminA, 'POST', '/web/personnel/api/v2/areas/', { name: 'North', code: 'N' })).json().data.id as number;
    const id = (await register(adminA, { sn: 'AREA000000001', alias: 'North gate', area, time_zone: 'UTC' })).json().data.id as number;
    expect((await call(adminA, 'GET', `${TERMINALS}?area__in=${area}`)).json().data.data).toEqual([expect.objectContaining({ id, area_name: 'North' })]);
    await t.deps.database.withTenant(acme, async (trx) => {
      for (const [code, inArea] of [['N1', true], ['N2', true], ['S1', false]] as const) {
        const employee = await trx.insertInto('employees').values({ company_id: acme, emp_code: code, first_name: code, last_name: 'Test' }).returning('id').executeTakeFirstOrThrow();
        if (inArea) await trx.insertInto('employee_areas').values({ company_id: acme, employee_id: employee.id, area_id: area }).execute();
      }
    });
    const reloaded = await call(adminA, 'POST', `${TERMINALS}reload_user/`, { terminals: [id] });
    expect(reloaded.json()).toEqual({ code: 'ZDEV0000', context: {}, data: { terminals: 1, commands: 2 } });
    expect((await call(adminA, 'POST', `${TERMINALS}upload_user/`, { terminals: [id] })).json().data).toEqual({ terminals: 1, commands: 1 });

    type Command = { id: number; terminal_sn: string; content: string; status: string; return_value: number | null; created_at: string; sent_at: string | null; finished_at: string | null };
    const list = async (query = 'terminal_sn=AREA000000001') => (await call(adminA, 'GET', `${COMMANDS}?${query}&ordering=id`)).json().data.data as Command[];
    const queued = await list();
    expect(queued.map((command) => [command.status, command.content.split('\t')[0]])).toEqual([
      ['pending', 'DATA UPDATE USERINFO PIN=N1'],
      ['pending', 'DATA UPDATE USERINFO PIN=N2'],
      ['pending', 'DATA QUERY USERINFO'],
    ]);
    expect(queued[0]).toMatchObject({ terminal_sn: 'AREA000000001', return_value: null, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), sent_at: null, finished_at: null });

    expect((await list('search=north%20gate')).map((command) => command.id)).toEqual(queued.map((command) => command.id));
    expect(await list('search=PIN%3DN2')).toEqual([queued[1]]);
    const gate = device('AREA000000001');
    t.clock.advance(1_000);
    const delivered = (await gate.poll()).text.trim().split('\n');
    expect(delivered).toHaveLength(3);
    expect((await list('status=sent')).map((command) => command.id)).toEqual(queued.map((command) => command.id));
    const [first, second, third] = queued.map((command) => command.id);
    await gate.results(`ID=${first}&Return=0&CMD=DATA\nID=${second}&Return=-1002&CMD=DATA\n`);
    const answered = await list();
    expect(answered.map((command) => [command.status, command.return_value])).toEqual([
      ['succeeded', 0],
      ['failed', -1002],
      ['sent', null],
    ]);
    expect(answered[0]).toMatchObject({ sent_at: '2026-03-02 08:00:42', finished_at: '2026-03-02 08:00:42' });

    // Only pending commands may be deleted (all or none).
    const stillSent = await call(adminA, 'DELETE', `${COMMANDS}${third}/`);
    expect(stillSent.statusCode).toBe(409);
    expect(stillSent.json().code).toBe('ZDEV0012');
    expect((await call(adminA, 'POST', `${TERMINALS}reboot/`, { terminals: [id] })).json().data).toEqual({ terminals: 1, commands: 1 });
    expect((await call(adminA, 'POST', `${TERMINALS}sync_time/`, { terminals: [id] })).json().data).toEqual({ terminals: 1, commands: 1 });
    const pending = (await list('terminal_sn=AREA000000001&status=pending')).map((command) => command.content);
    expect(pending).toEqual(['REBOOT', 'CHECK']);
    expect((await call(adminA, 'POST', `${TERMINALS}clear_command/`, { terminals: [id] })).json().data).toEqual({ terminals: 1, commands: 2 });
    expect(await list('terminal_sn=AREA000000001&status=pending')).toEqual([]);
    expect((await call(adminA, 'POST', `${TERMINALS}reload_user/`, { terminals: [] })).statusCode).toBe(400);
    expect((await call(adminA, 'POST', `${TERMINALS}reload_user/`, { terminals: ['1'] })).statusCode).toBe(400);
  });

  test("another company can neither read nor act on a terminal or its commands; a user without the permission is refused", async () => {
    const id = (await register(adminA, { sn: 'OWN0000000001', time_zone: 'UTC' })).json().data.id as number;
    await call(adminA, 'POST', `${TERMINALS}upload_user/`, { terminals: [id] });
    const command = ((await call(adminA, 'GET', `${COMMANDS}?terminal_sn=OWN0000000001`)).json().data.data as { id: number }[])[0].id;

    expect((await call(adminB, 'GET', `${TERMINALS}${id}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'GET', TERMINALS)).json().data.total).toBe(0);
    expect((await call(adminB, 'PATCH', `${TERMINALS}${id}/`, { alias: 'Mine' })).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', `${TERMINALS}${id}/`)).statusCode).toBe(404);
    for (const action of ['reload_user', 'upload_user', 'reboot', 'sync_time', 'clear_command']) {
      expect((await call(adminB, 'POST', `${TERMINALS}${action}/`, { terminals: [id] })).statusCode).toBe(404);
    }
    expect((await call(adminB, 'GET', `${TERMINALS}${id}/quarantine/`)).statusCode).toBe(404);
    expect((await call(adminB, 'POST', `${TERMINALS}${id}/import_quarantine/`)).statusCode).toBe(404);
    expect((await call(adminB, 'GET', `${COMMANDS}?terminal_sn=OWN0000000001`)).json().data.total).toBe(0);
    expect((await call(adminB, 'GET', `${COMMANDS}${command}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', `${COMMANDS}${command}/`)).statusCode).toBe(404);
    const commandsLeft = await sql<{ n: string }>`select count(*) as n from terminal_commands where company_id = ${acme} and terminal_id = ${id}`.execute(t.deps.database.db);
    expect(Number(commandsLeft.rows[0].n)).toBe(1);

    expect((await call(memberA, 'POST', `${TERMINALS}reload_user/`, { terminals: [id] })).statusCode).toBe(403);
    expect((await call(memberA, 'GET', TERMINALS)).statusCode).toBe(403);
    expect((await call(memberA, 'GET', COMMANDS)).statusCode).toBe(403);
    const permissions = (await call(adminA, 'GET', '/web/system/api/v2/permissions/')).json().data as { codename: string }[];
    expect(permissions.map((permission) => permission.codename)).toEqual(
      expect.arrayContaining(['device.view_terminal', 'device.control_terminal', 'device.view_command', 'device.delete_command', 'device.view_config', 'device.change_config']),
    );
  });

  test('the configuration is one record per company; a change reaches the handshake of every terminal', async () => {
    const config = (await call(adminA, 'GET', CONFIGS)).json().data;
    expect(config.total).toBe(1);
    expect(config.data[0]).toMatchObject({ heartbeat: 10, error_delay: 30, trans_times: '00:00;14:05', trans_interval: 1, realtime: true, trans_flag: '', send_time_zone: true, command_timeout_s: 120, command_max_attempts: 3 });
    const configId = config.data[0].id as number;
    expect((await call(adminA, 'POST', CONFIGS, {})).statusCode).toBe(404);
    await register(adminA, { sn: 'CONF000000001', time_zone: 'Asia/Kolkata' });
    const conf = device('CONF000000001');
    const before = (await conf.handshake()).text.split('\n');
    expect(before).toEqual(expect.arrayContaining(['Delay=10', 'TimeZone=330', 'Realtime=1']));

    expect((await call(adminA, 'PATCH', `${CONFIGS}${configId}/`, { trans_flag: 'AttLog Bogus' })).json().context.fields).toEqual({ trans_flag: 'invalid' });
    expect((await call(adminA, 'PATCH', `${CONFIGS}${configId}/`, { trans_times: '25:00' })).json().context.fields).toEqual({ trans_times: 'invalid' });
    const changed = await call(adminA, 'PATCH', `${CONFIGS}${configId}/`, { heartbeat: 25, realtime: false, trans_flag: 'AttLog OpLog', send_time_zone: false, command_timeout_s: 60 });
    expect(changed.json()).toMatchObject({ code: 'ZDEV0000', data: { heartbeat: 25, realtime: false } });
    const after = (await conf.handshake()).text.split('\n');
    expect(after).toEqual(expect.arrayContaining(['Delay=25', 'Realtime=0', 'TransFlag=TransData AttLog\tOpLog']));
    expect(after.some((line) => line.startsWith('TimeZone='))).toBe(false);
    // A terminal registered later takes the configuration too.
    await register(adminA, { sn: 'CONF000000002', time_zone: 'UTC' });
    expect((await device('CONF000000002').handshake()).text.split('\n')).toContain('Delay=25');
    const stored = await t.deps.database.db.selectFrom('terminals').select(['command_timeout_s']).where('sn', '=', 'CONF000000002').executeTakeFirstOrThrow();
    expect(stored.command_timeout_s).toBe(60);
    // Another company's configuration is its own.
    expect((await call(adminB, 'GET', CONFIGS)).json().data.data[0]).toMatchObject({ heartbeat: 10 });
    expect((await call(adminB, 'PATCH', `${CONFIGS}${configId}/`, { heartbeat: 99 })).statusCode).toBe(404);
    await call(adminA, 'PATCH', `${CONFIGS}${configId}/`, { heartbeat: 10, realtime: true, trans_flag: '', send_time_zone: true, command_timeout_s: 120 });
  });

  test('punches an SN sent before the claim wait in quarantine until the company reviews and imports them (marked for review)', async () => {
    const early = device('QUAR000000001');
    expect((await early.upload('ATTLOG', '7001\t2026-03-01 09:00:00\t0\t1\t0\t0\t0\n7001\t2026-03-01 18:00:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 2');
    const id = (await register(adminA, { sn: 'QUAR000000001', time_zone: 'UTC' })).json().data.id as number;
    expect((await call(adminA, 'GET', `${TERMINALS}${id}/`)).json().data.quarantined).toBe(2);
    const review = (await call(adminA, 'GET', `${TERMINALS}${id}/quarantine/`)).json().data;
    expect(review).toMatchObject({ count: 2, punches: [{ pin: '7001', punch_time: '2026-03-01 09:00:00' }, { pin: '7001', punch_time: '2026-03-01 18:00:00' }] });
    expect((await call(memberA, 'POST', `${TERMINALS}${id}/import_quarantine/`)).statusCode).toBe(403);
    const imported = await call(adminA, 'POST', `${TERMINALS}${id}/import_quarantine/`);
    expect(imported.json()).toMatchObject({ code: 'ZDEV0000', data: { stored: 2, duplicates: 0, errors: 0 } });
    const punches = await t.deps.database.db.selectFrom('transactions').select(['emp_code', 'needs_review']).where('company_id', '=', acme).where('terminal_sn', '=', 'QUAR000000001').execute();
    expect(punches).toEqual([
      { emp_code: '7001', needs_review: true },
      { emp_code: '7001', needs_review: true },
    ]);
    expect((await call(adminA, 'GET', `${TERMINALS}${id}/`)).json().data.quarantined).toBe(0);

    // Deleting the terminal keeps its punches (they carry the SN) and returns the SN to the pending pool.
    expect((await call(adminA, 'DELETE', `${TERMINALS}${id}/`)).json()).toMatchObject({ code: 'ZDEV0000', data: { deleted: 1 } });
    const kept = await t.deps.database.db.selectFrom('transactions').select(['terminal_id']).where('company_id', '=', acme).where('terminal_sn', '=', 'QUAR000000001').execute();
    expect(kept).toEqual([{ terminal_id: null }, { terminal_id: null }]);
    const registry = await t.deps.database.db.selectFrom('iclock_devices').select(['company_id']).where('sn', '=', 'QUAR000000001').executeTakeFirstOrThrow();
    expect(registry.company_id).toBeNull();
    // Now free: another company may claim it.
    expect((await register(adminB, { sn: 'QUAR000000001', time_zone: 'UTC' })).json().code).toBe('ZDEV0000');
  });
});
