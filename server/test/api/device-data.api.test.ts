/**
 * The Device area's data screens on the kernel (issue 12): punches (pinned filters, live `id__gt`, export),
 * unregistered punches and their automatic linking (employee created by the API, an import, a device USER
 * upload), the read-only terminal logs, bio templates, and public / private messages delivered as SMS commands
 * to a simulated terminal. One app per file; PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';
import { claimTerminal } from '../../src/modules/iclock/registry';

const BASE = '/web/device/api/v2';
const SN = 'DTX7233100001';
const OTHER_SN = 'DTX7233100002';

describe(`device data screens on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let admin: string;
  let otherAdmin: string;
  let device: TerminalSimulator;
  let otherDevice: TerminalSimulator;
  let dockArea: number;

  const call = async (auth: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: url.startsWith('/web') ? url : `${BASE}${url}`, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (path: string, auth = admin) => {
    const response = await call(auth, 'GET', path);
    expect(response.statusCode).toBe(200);
    return response.json().data as { data: Record<string, unknown>[]; total: number };
  };
  const commandsOf = async (terminalSn: string) =>
    (
      await sql<{ content: string; status: string }>`select c.content, c.status from terminal_commands c join terminals tm on tm.company_id = c.company_id and tm.id = c.terminal_id
        where tm.sn = ${terminalSn} order by c.id`.execute(t.deps.database.db)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps, 'acme');
    const other = await createCompany(t.deps, 'other');
    admin = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@acme.test'), companyId: acme });
    otherAdmin = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@other.test'), companyId: other });
    dockArea = (await call(admin, 'POST', '/web/personnel/api/v2/areas/', { name: 'Dock', code: 'DOCK' })).json().data.id;
    await claimTerminal(t.deps, acme, { sn: SN, alias: 'Front door', time_zone: 'Asia/Kolkata', area_id: dockArea, claimed_at: new Date('2025-01-01T00:00:00Z') });
    await claimTerminal(t.deps, other, { sn: OTHER_SN, alias: 'Other door', claimed_at: new Date('2025-01-01T00:00:00Z') });
    device = new TerminalSimulator(injectTransport(t.app), { sn: SN });
    otherDevice = new TerminalSimulator(injectTransport(t.app), { sn: OTHER_SN });
    await device.handshake();
    await otherDevice.handshake();
    await call(admin, 'POST', '/web/personnel/api/v2/employees/', { emp_code: '1001', first_name: 'Ada', last_name: 'Lovelace', areas: [dockArea] });
    expect(
      (
        await device.upload(
          'ATTLOG',
          '1001\t2025-11-03 08:59:00\t0\t1\t0\t0\t0\n1001\t2025-11-03 18:01:00\t1\t1\t7\t0\t0\n7777\t2025-11-03 09:05:00\t0\t15\t0\t0\t0\n8888\t2025-11-04 09:06:00\t0\t1\t0\t0\t0\n9999\t2025-11-04 09:07:00\t0\t1\t0\t0\t0\n',
        )
      ).text,
    ).toBe('OK: 5');
    expect((await otherDevice.upload('ATTLOG', '1001\t2025-11-03 09:00:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists punches with the pinned fields and filters on the terminal-local punch_time, newest first', async () => {
    const page = await list('/transactions/?emp_code=1001');
    expect(page.total).toBe(2);
    const [latest, first] = page.data;
    expect(Object.keys(latest).sort()).toEqual(
      ['id', 'emp_code', 'employee', 'employee_name', 'punch_time', 'punch_state', 'verify_type', 'work_code', 'terminal', 'terminal_sn', 'terminal_alias', 'upload_time', 'source'].sort(),
    );
    expect(latest).toMatchObject({ emp_code: '1001', employee_name: 'Ada Lovelace', punch_time: '2025-11-03 18:01:00', punch_state: 1, work_code: '7', terminal_sn: SN, terminal_alias: 'Front door', source: 'device' });
    expect(first).toMatchObject({ punch_time: '2025-11-03 08:59:00', punch_state: 0, verify_type: 1 });
    expect(typeof latest.employee).toBe('number');
    expect(latest.upload_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await list(`/transactions/?terminal_sn=${SN}&start_time=2025-11-03 09:00:00&end_time=2025-11-03`)).data.map((row) => row.emp_code)).toEqual(['7777', '1001']);
    expect((await list('/transactions/?start_time=2025-11-04')).total).toBe(2);
    expect((await list('/transactions/?punch_state=1')).total).toBe(1);
    expect((await list('/transactions/?ordering=punch_time&page_size=1')).data[0]).toMatchObject({ punch_time: '2025-11-03 08:59:00' });
    const bad = await call(admin, 'GET', '/transactions/?start_time=2025-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('answers only the punches after id__gt (the live monitor), with the list filters', async () => {
    const all = await list('/transactions/?page_size=100');
    const newest = Math.max(...all.data.map((row) => Number(row.id)));
    expect((await list(`/transactions/?id__gt=${newest}`)).total).toBe(0);
    await device.upload('ATTLOG', '1001\t2025-11-05 08:00:00\t0\t1\t0\t0\t0\n7777\t2025-11-05 08:01:00\t0\t1\t0\t0\t0\n');
    const fresh = await list(`/transactions/?id__gt=${newest}&emp_code=1001`);
    expect(fresh.data).toEqual([expect.objectContaining({ emp_code: '1001', punch_time: '2025-11-05 08:00:00' })]);
    expect((await call(admin, 'GET', '/transactions/?id__gt=abc')).statusCode).toBe(400);
  });

  it('exports the filtered punches and is read-only', async () => {
    const exported = await call(admin, 'GET', '/transactions/export/?format=csv&emp_code=1001');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('2025-11-03 18:01:00');
    expect(exported.body).not.toContain('7777');
    expect((await call(admin, 'POST', '/transactions/', { emp_code: '1' })).statusCode).toBe(404);
    const id = (await list('/transactions/?page_size=1')).data[0].id;
    expect((await call(admin, 'DELETE', `/transactions/${String(id)}/`)).statusCode).toBe(404);
  });

  it('keeps each company to its own punches and logs', async () => {
    const mine = await list('/transactions/?page_size=100', otherAdmin);
    expect(mine.data.map((row) => row.terminal_sn)).toEqual([OTHER_SN]);
    const acmeId = (await list('/transactions/?page_size=1')).data[0].id;
    expect((await call(otherAdmin, 'GET', `/transactions/${String(acmeId)}/`)).statusCode).toBe(404);
    expect((await list(`/transactions/?terminal_sn=${SN}`, otherAdmin)).total).toBe(0);
    // Its own PIN 1001 matches no employee of its own (acme's employee 1001 is not its).
    expect((await list('/unregistered_transaction/', otherAdmin)).data.map((row) => row.terminal_sn)).toEqual([OTHER_SN]);
    expect((await list('/uploadlogs/', otherAdmin)).data.every((row) => row.terminal_sn === OTHER_SN)).toBe(true);
    expect((await list('/uploadlogs/', otherAdmin)).total).toBeGreaterThan(0);
  });

  it('lists unregistered punches and links them once an employee with the code is created, imported or uploaded by a device', async () => {
    const codes = async () => (await list('/unregistered_transaction/?page_size=100')).data.map((row) => row.emp_code).sort();
    expect(await codes()).toEqual(['7777', '7777', '8888', '9999']);
    expect((await list('/unregistered_transaction/?emp_code=7777')).data[0]).toMatchObject({ employee: null, terminal_sn: SN });

    // Created through the API.
    const created = (await call(admin, 'POST', '/web/personnel/api/v2/employees/', { emp_code: '7777', first_name: 'Grace' })).json().data;
    expect(await codes()).toEqual(['8888', '9999']);
    expect((await list('/transactions/?emp_code=7777')).data.every((row) => row.employee === created.id && row.employee_name === 'Grace')).toBe(true);

    // Imported from a file.
    const boundary = '----device-data';
    const csv = 'Employee code,First name\r\n8888,Linus\r\n';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/web/personnel/api/v2/employees/import/',
      headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
    });
    expect(imported.json().data).toMatchObject({ created: 1, errors: [] });
    expect(await codes()).toEqual(['9999']);

    // Uploaded by the terminal (USER line).
    expect((await device.upload('OPERLOG', 'USER PIN=9999\tName=Ken\tPri=0\tPasswd=\tCard=\tGrp=1\n')).text).toBe('OK: 1');
    expect(await codes()).toEqual([]);
    expect((await list('/transactions/?emp_code=9999')).data[0]).toMatchObject({ employee_name: 'Ken' });
  });

  it('shows the operation, error and upload logs newest first, filtered by terminal and date', async () => {
    await device.upload('OPERLOG', 'OPLOG 22\t1\t2025-11-03 09:20:00\t0\t0\t0\t0\n');
    await device.upload('ATTLOG', '1001\t2026-02-30 08:00:00\t0\t1\t0\t0\t0\n');
    const operations = await list(`/operationlogs/?terminal_sn=${SN}`);
    expect(operations.data[0]).toMatchObject({ terminal_sn: SN, terminal_alias: 'Front door', op_type: 22, alert: true, op_time: '2025-11-03 09:20:00' });
    const errors = await list('/errorlogs/');
    expect(errors.data[0]).toMatchObject({ terminal_sn: SN, table_name: 'ATTLOG' });
    expect(String(errors.data[0].raw_line)).toContain('2026-02-30');
    const uploads = await list('/uploadlogs/?page_size=100');
    expect(uploads.data[0]).toMatchObject({ terminal_sn: SN, table_name: 'ATTLOG', errors: 1 });
    const ids = uploads.data.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list('/uploadlogs/?start_time=2099-01-01')).total).toBe(0);
    expect((await list(`/uploadlogs/?end_time=2099-01-01&terminal_sn=${SN}`)).total).toBe(uploads.total);
    expect((await call(admin, 'DELETE', `/uploadlogs/${ids[0]}/`)).statusCode).toBe(404);
  });

  it('lists bio templates with their employee, type and size, and deletes one', async () => {
    const tmp = Buffer.alloc(300, 7).toString('base64');
    await device.upload('OPERLOG', `FP PIN=1001\tFID=6\tSize=${tmp.length}\tValid=1\tTMP=${tmp}\n`);
    await device.upload('BIODATA', `BIODATA Pin=1001\tNo=0\tIndex=0\tValid=1\tDuress=0\tType=9\tMajorVer=58\tMinorVer=0\tFormat=0\tTmp=${tmp}\n`);
    const templates = await list('/biodatas/?emp_code=1001');
    expect(templates.data).toEqual([
      expect.objectContaining({ emp_code: '1001', employee_name: 'Ada Lovelace', bio_type: 1, bio_no: 6, template_size: tmp.length, terminal_sn: SN }),
      expect.objectContaining({ bio_type: 9, major_ver: 58 }),
    ]);
    expect(templates.data[0]).not.toHaveProperty('template');
    expect((await list('/biodatas/?bio_type=9')).total).toBe(1);
    expect((await list('/biodatas/', otherAdmin)).total).toBe(0);
    expect((await call(otherAdmin, 'DELETE', `/biodatas/${String(templates.data[1].id)}/`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/biodatas/${String(templates.data[1].id)}/`)).statusCode).toBe(200);
    expect((await list('/biodatas/?emp_code=1001')).total).toBe(1);
  });

  it('queues a public message as SMS commands to the terminals of its areas, which a terminal receives', async () => {
    const saved = await call(admin, 'POST', '/publicmessages/', { content: 'Fire drill at 10', start_time: '2025-11-05 09:00:00', duration: 30, areas: [dockArea] });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data.id as number;
    expect(saved.json().data).toMatchObject({ content: 'Fire drill at 10', areas: [dockArea], duration: 30 });
    const expected = `DATA UPDATE SMS MSG=Fire drill at 10\tTAG=253\tUID=${id}\tMIN=30\tStartTime=2025-11-05 09:00:00`;
    expect((await commandsOf(SN)).map((command) => command.content)).toContain(expected);
    expect((await commandsOf(OTHER_SN)).length).toBe(0);
    const poll = await device.poll();
    expect(poll.text).toMatch(new RegExp(`^C:\\d+:${expected.replace(/\t/g, '\\t')}$`, 'm'));
    expect(poll.text.split('\n').every((line) => line.startsWith('C:'))).toBe(true);

    // Text that would split a command is refused; the other company cannot see or change it.
    const split = await call(admin, 'POST', '/publicmessages/', { content: 'a\tTAG=1\nC:9:CLEAR DATA', start_time: '2025-11-05 09:00:00', areas: [] });
    expect(split.statusCode).toBe(400);
    expect(split.json().context.fields).toHaveProperty('content');
    expect((await list('/publicmessages/', otherAdmin)).total).toBe(0);
    expect((await call(otherAdmin, 'PATCH', `/publicmessages/${id}/`, { content: 'x' })).statusCode).toBe(404);

    // Deleting it takes it off the terminal.
    expect((await call(admin, 'DELETE', `/publicmessages/${id}/`)).statusCode).toBe(200);
    expect((await commandsOf(SN)).map((command) => command.content)).toContain(`DATA DELETE SMS UID=${id}`);
  });

  it('queues a private message with USER_SMS for each chosen employee on the terminals of their areas', async () => {
    const ada = (await list('/web/personnel/api/v2/employees/?search=1001')).data[0].id as number;
    expect((await call(admin, 'POST', '/privatemessages/', { content: 'See HR', start_time: '2025-11-05 09:00:00', employees: [] })).statusCode).toBe(400);
    const saved = await call(admin, 'POST', '/privatemessages/', { content: 'See HR', start_time: '2025-11-05 09:00:00', employees: [ada] });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data.id as number;
    const contents = (await commandsOf(SN)).map((command) => command.content);
    expect(contents).toContain(`DATA UPDATE SMS MSG=See HR\tTAG=254\tUID=${id}\tMIN=60\tStartTime=2025-11-05 09:00:00`);
    expect(contents).toContain(`DATA UPDATE USER_SMS PIN=1001\tUID=${id}`);
    const poll = await device.poll();
    expect(poll.text).toContain(`DATA UPDATE USER_SMS PIN=1001\tUID=${id}`);
    expect((await commandsOf(OTHER_SN)).length).toBe(0);
    const foreign = await call(otherAdmin, 'POST', '/privatemessages/', { content: 'x', start_time: '2025-11-05 09:00:00', employees: [ada] });
    expect(foreign.statusCode).toBe(400);
  });
  it('keeps the punches of a deleted employee and of a deleted terminal in the company, unlinked (payroll evidence)', async () => {
    const leaver = (await call(admin, 'POST', '/web/personnel/api/v2/employees/', { emp_code: '5555', first_name: 'Leaver' })).json().data.id as number;
    expect((await device.upload('ATTLOG', '5555\t2025-11-05 09:00:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
    const deleted = await call(admin, 'DELETE', `/web/personnel/api/v2/employees/${leaver}/`);
    expect(deleted.statusCode).toBe(200);
    const punch = async () =>
      (
        await sql<{ company_id: number; employee_id: number | null; terminal_id: number | null }>`select company_id, employee_id, terminal_id from transactions
          where emp_code = '5555'`.execute(t.deps.database.db)
      ).rows;
    expect(await punch()).toEqual([expect.objectContaining({ company_id: acme, employee_id: null })]);
    expect((await list('/unregistered_transaction/?emp_code=5555')).data).toHaveLength(1);

    const spare = 'DTX7233100003';
    await claimTerminal(t.deps, acme, { sn: spare, alias: 'Spare', claimed_at: new Date('2025-01-01T00:00:00Z') });
    const spareDevice = new TerminalSimulator(injectTransport(t.app), { sn: spare });
    await spareDevice.handshake();
    expect((await spareDevice.upload('ATTLOG', '5555\t2025-11-06 09:00:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
    await sql`delete from terminals where company_id = ${acme} and sn = ${spare}`.execute(t.deps.database.db);
    const rows = await punch();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.company_id === acme)).toBe(true);
    expect(rows.filter((row) => row.terminal_id === null)).toHaveLength(1);
  });
});
