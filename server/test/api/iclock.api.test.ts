/**
 * The terminal server against the brief's conformance scenarios (adms-push.md §18), replayed by the terminal
 * simulator on the real app and database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { attlogLines, injectTransport, TerminalSimulator, type TerminalAnswer } from '../terminal-simulator';
import { ingestPunches, insertPunches, parseAttlogBatch, punchCommitter } from '../../src/modules/iclock/attlog';
import { claimTerminal, forgetTerminals, type Terminal } from '../../src/modules/iclock/registry';
import { queueCommand, userInfoCommand } from '../../src/modules/iclock/commands';
import { reloadUsers } from '../../src/modules/iclock/actions';
import { importQuarantine } from '../../src/modules/iclock/quarantine';

const SN = 'CQZ7233100001';
const UNCLAIMED = 'ZZZ0000000099';

function expectPlain(answer: TerminalAnswer, status = 200): void {
  expect(answer.status).toBe(status);
  expect(String(answer.headers['content-type'])).toMatch(/^text\/plain/);
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(answer.headers['content-encoding']).toBeUndefined();
  const date = Date.parse(String(answer.headers.date));
  expect(Math.abs(date - Date.now())).toBeLessThan(2000);
}

describe(`terminal server (PUSH §18) on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let other: number;
  let terminalId: number;
  let device: TerminalSimulator;

  const punches = async (where: { pin?: string } = {}) =>
    (
      await sql<{ emp_code: string; punch_time: string; punch_utc: Date; punch_state: number | null; verify_type: number | null; employee_id: number | null; raw_line: string; clock_suspect: boolean; time_flag: string | null }>`
        select emp_code, to_char(punch_time, 'YYYY-MM-DD HH24:MI:SS') as punch_time, punch_utc, punch_state, verify_type, employee_id, raw_line, clock_suspect, time_flag
        from transactions where company_id = ${acme} and (${where.pin ?? null}::text is null or emp_code = ${where.pin ?? null}) order by id`.execute(t.deps.database.db)
    ).rows;
  const countOf = async (table: string, companyId = acme) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where company_id = ${companyId}`.execute(t.deps.database.db)).rows[0].n);
  const commands = async () =>
    (await t.deps.database.db.selectFrom('terminal_commands').selectAll().where('company_id', '=', acme).orderBy('id').execute());

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2025-11-03T07:00:00Z'));
    acme = await createCompany(t.deps, 'acme');
    other = await createCompany(t.deps, 'other');
    terminalId = await claimTerminal(t.deps, acme, { sn: SN, time_zone: 'Asia/Kolkata', claimed_at: new Date('2025-01-01T00:00:00Z') });
    device = new TerminalSimulator(injectTransport(t.app), { sn: SN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('S01: an unclaimed SN gets options without company data and joins the pending pool', async () => {
    const answer = await new TerminalSimulator(injectTransport(t.app), { sn: UNCLAIMED }).handshake();
    expectPlain(answer);
    expect(answer.text.startsWith(`GET OPTION FROM: ${UNCLAIMED}\n`)).toBe(true);
    for (const key of ['Realtime=', 'Delay=', 'ErrorDelay=', 'TransFlag=']) expect(answer.text).toContain(key);
    expect(answer.text).not.toContain('TimeZone=');
    const row = await t.deps.database.db.selectFrom('iclock_devices').selectAll().where('sn', '=', UNCLAIMED).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: null, pushver: '2.4.1', language: '69', ip_address: '192.168.1.201' });
    expect(Number(row.request_count)).toBe(1);
  });

  it('S02: a claimed device gets its zone offset, stamps and Encrypt=None', async () => {
    const answer = await device.handshake({ DeviceType: 'att' });
    expectPlain(answer);
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe(`GET OPTION FROM: ${SN}`);
    expect(lines).toContain('TimeZone=330');
    expect(lines).toContain('Encrypt=None');
    expect(lines).toContain('ATTLOGStamp=9999');
    expect(answer.text).toContain('TransFlag=TransData AttLog\tOpLog');
    const terminal = await t.deps.database.db.selectFrom('terminals').selectAll().where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(terminal).toMatchObject({ pushver: '2.4.1', language: '69' });
    expect(terminal.last_activity).not.toBeNull();
  });

  it('S03: legacy firmware without pushver gets the legacy stamp names', async () => {
    const answer = await new TerminalSimulator(injectTransport(t.app), { sn: SN, pushver: null }).handshake();
    for (const key of ['Stamp=', 'OpStamp=', 'PhotoStamp=']) expect(answer.text).toMatch(new RegExp(`^${key}`, 'm'));
    const terminal = await t.deps.database.db.selectFrom('terminals').select('pushver').where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(terminal.pushver).toBeNull();
  });

  it('S04: a poll with INFO and an empty queue answers exactly OK and stores the device facts', async () => {
    const answer = await device.poll('Ver 8.0.4.6-20211110,152,301,20417,192.168.1.201,10,7,15,149,111');
    expectPlain(answer);
    expect(answer.text).toBe('OK');
    const terminal = await t.deps.database.db.selectFrom('terminals').selectAll().where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(terminal).toMatchObject({ fw_ver: '8.0.4.6-20211110', user_count: 152, fp_count: 301, transaction_count: 20417, face_count: 149, ip_address: '192.168.1.201' });
    expect(terminal.device_options).toMatchObject({ FPVersion: '10', FaceVersion: '7', Flags: '111' });
  });

  it('S05: a single real-time punch is stored with its wall clock and UTC instant', async () => {
    const answer = await device.upload('ATTLOG', '1001\t2025-11-03 08:59:41\t0\t15\t0\t0\t0\n');
    expectPlain(answer);
    expect(answer.text).toBe('OK: 1');
    const [punch] = await punches({ pin: '1001' });
    expect(punch).toMatchObject({ emp_code: '1001', punch_time: '2025-11-03 08:59:41', punch_state: 0, verify_type: 15, raw_line: '1001\t2025-11-03 08:59:41\t0\t15\t0\t0\t0' });
    expect(punch.punch_utc.toISOString()).toBe('2025-11-03T03:29:41.000Z');
  });

  const S06 =
    '00017\t2025-11-03 09:00:02\t1\t1\t0\t0\t0\r\n' + 'WCTPL070\t2025-11-03 09:00:30\t255\t4\t\t\t\r\n' + '46\t2025-11-03 09:01:07\t0\t15\t0\t0\t0\t0\t0\t0\t10881\r\n';

  it('S06: CRLF, text PINs and variable field counts', async () => {
    expect((await device.upload('ATTLOG', S06)).text).toBe('OK: 3');
    expect((await punches({ pin: '00017' }))[0]).toMatchObject({ punch_state: 1 });
    expect((await punches({ pin: 'WCTPL070' }))[0]).toMatchObject({ punch_state: 255, verify_type: 4 });
    expect((await punches({ pin: '46' }))[0].raw_line).toMatch(/\t10881$/);
  });

  it('S07: a replayed batch answers the same count and stores nothing new', async () => {
    const before = await countOf('transactions');
    expect((await device.upload('ATTLOG', S06)).text).toBe('OK: 3');
    expect((await device.upload('ATTLOG', S06)).text).toBe('OK: 3');
    expect(await countOf('transactions')).toBe(before);
    const terminal = await t.deps.database.db.selectFrom('terminals').select('duplicate_count').where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(Number(terminal.duplicate_count)).toBe(6);
  });

  it('a batch repeating stored punches and one of its own lines stores each new key once, on both insert paths (ADR 0123)', async () => {
    const line = (pin: string, minute: number) => `${pin}\t2025-11-05 09:${String(minute).padStart(2, '0')}:00\t0\t1\t0\t0\t0`;
    expect((await device.upload('ATTLOG', `${[line('3001', 0), line('3001', 1)].join('\n')}\n`)).text).toBe('OK: 2');
    // Two lines already stored, one new line twice, one more new line: every line is acknowledged, two are new.
    const answer = await device.upload('ATTLOG', `${[line('3001', 0), line('3001', 1), line('3001', 2), line('3001', 2), line('3001', 3)].join('\n')}\n`);
    expect(answer.text).toBe('OK: 5');
    expect((await punches({ pin: '3001' })).map((row) => row.punch_time)).toEqual(['2025-11-05 09:00:00', '2025-11-05 09:01:00', '2025-11-05 09:02:00', '2025-11-05 09:03:00']);
    const log = await t.deps.database.db.selectFrom('terminal_upload_logs').select(['stored', 'duplicates', 'line_count']).where('company_id', '=', acme).where('terminal_sn', '=', SN).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ stored: 2, duplicates: 3, line_count: 5 });

    // Each insert path on this engine (the function of migration 0115 exists on both): all new, then a partial
    // repeat with a duplicate inside the batch.
    const terminal = { id: terminalId, sn: SN };
    const zone = { time_zone: 'Asia/Kolkata', claimed_at: new Date('2025-01-01T00:00:00Z') };
    for (const [pin, plainFirst] of [['3002', true], ['3003', false]] as const) {
      const insert = (minutes: number[]) =>
        t.deps.database.withTenant(acme, (trx) => insertPunches(trx, acme, terminal, parseAttlogBatch(minutes.map((minute) => line(pin, minute)), zone, t.deps.now()).rows, t.deps.now(), plainFirst));
      expect(await insert([0, 1, 2])).toBe(3);
      expect(await insert([1, 2, 3, 3, 4])).toBe(2);
      expect(await insert([0, 1, 2, 3, 4])).toBe(0);
      expect((await punches({ pin })).map((row) => row.punch_time.slice(11))).toEqual(['09:00:00', '09:01:00', '09:02:00', '09:03:00', '09:04:00']);
    }
    // Only a key conflict takes the fallback: any other error (here RLS: a row of another company) still fails.
    const foreign = parseAttlogBatch([line('3004', 0)], zone, t.deps.now()).rows;
    await expect(t.deps.database.withTenant(acme, (trx) => insertPunches(trx, other, terminal, foreign, t.deps.now(), true))).rejects.toThrow(/row-level security/);
    expect(await countOf('transactions', other)).toBe(0);
  });

  it('a punch naming an employee that does not exist is refused on either engine (the key on PostgreSQL, statement triggers on PGlite, ADR 0123)', async () => {
    const employee = (await t.deps.database.db.insertInto('employees').values({ company_id: acme, emp_code: '3010' }).returning('id').executeTakeFirstOrThrow()).id;
    const missing = Number(employee) + 1000;
    const zone = { time_zone: 'Asia/Kolkata', claimed_at: new Date('2025-01-01T00:00:00Z') };
    const rows = parseAttlogBatch(['3010\t2025-11-05 10:00:00\t0\t1\t0\t0\t0', '3011\t2025-11-05 10:00:00\t0\t1\t0\t0\t0'], zone, t.deps.now()).rows;
    expect(await t.deps.database.withTenant(acme, (trx) => insertPunches(trx, acme, { id: terminalId, sn: SN }, rows, t.deps.now(), true))).toBe(2);
    expect((await punches({ pin: '3010' }))[0].employee_id).toBe(Number(employee));
    const relink = (id: number) => sql`update transactions set employee_id = ${id} where company_id = ${acme} and emp_code = '3011'`.execute(t.deps.database.db);
    await expect(relink(missing)).rejects.toMatchObject({ code: '23503' });
    await expect(sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc)
      values (${acme}, ${SN}, '3012', ${missing}, '2025-11-05 10:00:00', now())`.execute(t.deps.database.db)).rejects.toMatchObject({ code: '23503' });
    expect((await punches({ pin: '3011' }))[0].employee_id).toBeNull();
    expect(await punches({ pin: '3012' })).toEqual([]);
    // An existing employee is accepted; deleting the employee unlinks the punches and keeps them.
    await relink(Number(employee));
    await t.deps.database.db.deleteFrom('employees').where('company_id', '=', acme).where('id', '=', employee).execute();
    expect([...(await punches({ pin: '3010' })), ...(await punches({ pin: '3011' }))].map((row) => row.employee_id)).toEqual([null, null]);
  });

  it('S08: malformed lines go to the error log line by line; the good one is stored; never 4xx/5xx', async () => {
    const errorsBefore = await countOf('terminal_error_logs');
    const answer = await device.upload(
      'ATTLOG',
      '1001\t2025-13-40 99:00:00\t0\t1\n' + '\t2025-11-03 09:10:00\t0\t1\n' + '1002\t2025-11-03\n' + '1003\t2025-11-03 09:12:00\t0\t1\t0\t0\t0\n',
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('OK: 4');
    expect(await punches({ pin: '1003' })).toHaveLength(1);
    const errors = await t.deps.database.db.selectFrom('terminal_error_logs').select(['reason', 'line_no']).where('company_id', '=', acme).orderBy('id').execute();
    expect(errors.slice(errorsBefore).map((error) => error.reason)).toEqual(['impossible_date', 'empty_pin', 'bad_time_format']);
  });

  it('refuses impossible dates and hours line by line (2026-02-30, 24:00:00)', async () => {
    const answer = await device.upload('ATTLOG', '1001\t2026-02-30 08:00:00\t0\t1\n1001\t2025-11-03 24:00:00\t0\t1\n1001\t2025-11-03 10:00:00\t0\t1\n');
    expect(answer.text).toBe('OK: 3');
    const reasons = await t.deps.database.db.selectFrom('terminal_error_logs').select('reason').where('company_id', '=', acme).orderBy('id', 'desc').limit(2).execute();
    expect(reasons.map((row) => row.reason).sort()).toEqual(['impossible_date', 'impossible_time']);
  });

  it('S09: an unknown PIN is stored unlinked and linked when the employee appears', async () => {
    expect((await device.upload('ATTLOG', '7777\t2025-11-03 09:15:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
    expect((await punches({ pin: '7777' }))[0].employee_id).toBeNull();
    const employee = await t.deps.database.withTenant(acme, (trx) =>
      trx.insertInto('employees').values({ company_id: acme, emp_code: '7777', first_name: 'Late' }).returning('id').executeTakeFirstOrThrow(),
    );
    expect((await punches({ pin: '7777' }))[0].employee_id).toBe(employee.id);
    // Known PINs link at ingest.
    expect((await device.upload('ATTLOG', '7777\t2025-11-03 17:15:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 1');
    expect((await punches({ pin: '7777' }))[1].employee_id).toBe(employee.id);
  });

  it('S10: an unclaimed SN\'s punches are quarantined and acknowledged (policy A1)', async () => {
    const stranger = new TerminalSimulator(injectTransport(t.app), { sn: UNCLAIMED });
    const answer = await stranger.upload('ATTLOG', '1\t2025-11-03 09:00:00\t0\t1\t0\t0\t0\n2\t2025-11-03 09:01:00\t0\t1\t0\t0\t0\n');
    expectPlain(answer);
    expect(answer.text).toBe('OK: 2');
    const held = await t.deps.database.db.selectFrom('iclock_quarantine').select(['raw_line', 'received_at']).where('sn', '=', UNCLAIMED).execute();
    expect(held).toHaveLength(2);
    expect(await countOf('transactions', other)).toBe(0);
  });

  it('a company that claims a quarantined SN imports its pending punches for review; the quarantine empties', async () => {
    const terminal = await claimTerminal(t.deps, other, { sn: UNCLAIMED, time_zone: 'UTC' });
    const row = await t.deps.database.withTenant(other, (trx) => trx.selectFrom('terminals').selectAll().where('id', '=', terminal).executeTakeFirstOrThrow());
    expect(await importQuarantine(t.deps, row)).toEqual({ stored: 2, duplicates: 0, errors: 0 });
    const imported = await t.deps.database.db.selectFrom('transactions').select(['emp_code', 'needs_review']).where('company_id', '=', other).orderBy('id').execute();
    expect(imported).toEqual([
      { emp_code: '1', needs_review: true },
      { emp_code: '2', needs_review: true },
    ]);
    expect(await t.deps.database.db.selectFrom('iclock_quarantine').select('id').where('sn', '=', UNCLAIMED).execute()).toHaveLength(0);
  });

  it('S25: suspicious device clocks are stored and flagged, never dropped', async () => {
    const answer = await device.upload('ATTLOG', '1001\t2000-01-01 00:03:12\t0\t1\t0\t0\t0\n1001\t2026-03-09 08:00:00\t0\t1\t0\t0\t0\n');
    expect(answer.text).toBe('OK: 2');
    const rows = (await punches({ pin: '1001' })).filter((row) => row.punch_time.startsWith('2000') || row.punch_time.startsWith('2026'));
    expect(rows.map((row) => row.clock_suspect)).toEqual([true, true]);
  });

  it('flags DST gaps (moved forward) and ambiguous times (earlier instant)', async () => {
    const ny = 'NYC0000000001';
    await claimTerminal(t.deps, acme, { sn: ny, time_zone: 'America/New_York', claimed_at: new Date('2025-01-01T00:00:00Z') });
    const nyDevice = new TerminalSimulator(injectTransport(t.app), { sn: ny });
    expect((await nyDevice.upload('ATTLOG', '5\t2025-03-09 02:30:00\t0\t1\n5\t2025-11-02 01:30:00\t0\t1\n')).text).toBe('OK: 2');
    const rows = (await punches({ pin: '5' })).map((row) => [row.punch_time, row.punch_utc.toISOString(), row.time_flag]);
    expect(rows).toEqual([
      ['2025-03-09 02:30:00', '2025-03-09T07:30:00.000Z', 'dst_gap'],
      ['2025-11-02 01:30:00', '2025-11-02T05:30:00.000Z', 'dst_ambiguous'],
    ]);
  });

  it('S20: a queued user command is sanitised, delivered once with its id, and completed by its result', async () => {
    const content = userInfoCommand({ pin: '1006', name: 'Bob\tPri=14\nC:1:CLEAR DATA' });
    await t.deps.database.withTenant(acme, (trx) => queueCommand(trx, acme, terminalId, content));
    const answer = await device.poll();
    expect(answer.text.split('\n')).toHaveLength(1);
    const match = /^C:([A-Za-z0-9]{1,16}):DATA UPDATE USERINFO PIN=1006\tName=BobPri=14C:1:CLEAR DATA\tPri=0\t/.exec(answer.text);
    expect(match).not.toBeNull();
    const id = match![1];
    expect((await commands()).at(-1)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await device.results(`ID=${id}&Return=0&CMD=DATA\n`)).text).toBe('OK');
    expect((await commands()).at(-1)).toMatchObject({ status: 'succeeded', return_value: 0 });
    expect((await device.poll()).text).toBe('OK');
  });

  it('S21: batched results with letters in ids, a failure, and INFO content', async () => {
    await t.deps.database.withTenant(acme, async (trx) => {
      for (const [cmdId, content] of [
        ['a1', 'INFO'],
        ['a2', 'DATA DELETE USERINFO PIN=9999'],
        ['a3', userInfoCommand({ pin: '1007', name: 'Cy' })],
      ]) {
        await trx.insertInto('terminal_commands').values({ company_id: acme, terminal_id: terminalId, cmd_id: cmdId, content }).execute();
      }
    });
    const delivered = await device.poll();
    expect(delivered.text.split('\n').map((line) => line.split(':')[1])).toEqual(['a1', 'a2', 'a3']);
    const answer = await device.results(
      'ID=a2&Return=-10&CMD=DATA\nID=a3&Return=0&CMD=DATA\nID=a1&Return=0&CMD=INFO\n~DeviceName=SpeedFace-V5L\nUserCount=153\nFWVersion=Ver 8.0.4.6-20211110\n',
    );
    expect(answer.text).toBe('OK');
    const byId = Object.fromEntries((await commands()).filter((c) => c.cmd_id).map((c) => [c.cmd_id, c]));
    expect(byId.a2).toMatchObject({ status: 'failed', return_value: -10 });
    expect(byId.a3).toMatchObject({ status: 'succeeded', return_value: 0 });
    expect(byId.a1).toMatchObject({ status: 'succeeded' });
    const terminal = await t.deps.database.db.selectFrom('terminals').selectAll().where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(terminal.user_count).toBe(153);
    expect(terminal.device_options).toMatchObject({ DeviceName: 'SpeedFace-V5L' });
  });

  it('S22: a lost result causes re-delivery with the same id, then failure after the limit; a late result is ignored', async () => {
    await t.deps.database.withTenant(acme, (trx) => queueCommand(trx, acme, terminalId, 'CHECK'));
    const first = (await device.poll()).text;
    expect(first).toMatch(/^C:\d+:CHECK$/);
    expect((await device.poll()).text).toBe('OK');
    t.clock.advance(121_000);
    expect((await device.poll()).text).toBe(first);
    expect((await commands()).at(-1)).toMatchObject({ status: 'sent', attempts: 2 });
    t.clock.advance(121_000);
    expect((await device.poll()).text).toBe(first);
    t.clock.advance(121_000);
    expect((await device.poll()).text).toBe('OK');
    expect((await commands()).at(-1)).toMatchObject({ status: 'failed', failure: 'timeout', attempts: 3 });
    const id = first.split(':')[1];
    expect((await device.results(`ID=${id}&Return=0&CMD=CHECK\n`)).text).toBe('OK');
    expect((await commands()).at(-1)).toMatchObject({ status: 'failed' });
  });

  it('S23: the .aspx paths and a lower-case sn answer the same; unknown paths get 200 OK text', async () => {
    const aspx = new TerminalSimulator(injectTransport(t.app), { sn: SN, aspx: true, lowerSn: true });
    expect((await aspx.poll()).text).toBe('OK');
    expect((await aspx.upload('ATTLOG', '1001\t2025-11-03 12:00:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
    await t.deps.database.withTenant(acme, (trx) => queueCommand(trx, acme, terminalId, 'LOG'));
    const id = (await aspx.poll()).text.split(':')[1];
    expect((await aspx.results(`ID=${id}&Return=0&CMD=LOG\n`)).text).toBe('OK');
    const unknown = await aspx.get('fdata');
    expectPlain(unknown);
    expect(unknown.text).toBe('OK');
    const nowhere = await t.app.inject({ method: 'GET', url: '/iclock/nowhere/else?SN=1' });
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.payload).toBe('OK');
    expect(nowhere.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('S24a: a claimed SN arriving on another company\'s host is refused and logged; nothing stored', async () => {
    const before = await countOf('transactions');
    const intruder = new TerminalSimulator(injectTransport(t.app), { sn: SN, headers: { host: 'other.localhost' } });
    const answer = await intruder.upload('ATTLOG', '1001\t2025-11-03 13:00:00\t0\t1\t0\t0\t0\n');
    expectPlain(answer, 403);
    expect(await countOf('transactions')).toBe(before);
    const security = await t.deps.database.db.selectFrom('terminal_error_logs').select('reason').where('company_id', '=', acme).where('table_name', '=', 'security').execute();
    expect(security.map((row) => row.reason)).toContain('wrong_host');
    // Its own host is fine.
    const own = new TerminalSimulator(injectTransport(t.app), { sn: SN, headers: { host: 'acme.localhost' } });
    expect((await own.upload('ATTLOG', '1001\t2025-11-03 13:00:00\t0\t1\t0\t0\t0\n')).text).toBe('OK: 1');
  });

  it('S24b: with the database failing the device hears a plain-text 500, no OK; the retry stores exactly one row', async () => {
    const line = '1001\t2025-11-03 14:00:00\t0\t1\t0\t0\t0\n';
    const database = t.deps.database;
    const withTenant = database.withTenant;
    database.withTenant = () => Promise.reject(new Error('connection refused'));
    try {
      const answer = await device.upload('ATTLOG', line);
      expectPlain(answer, 500);
      expect(answer.text).not.toMatch(/^OK/);
    } finally {
      database.withTenant = withTenant;
    }
    expect((await device.upload('ATTLOG', line)).text).toBe('OK: 1');
    expect((await punches({ pin: '1001' })).filter((row) => row.punch_time === '2025-11-03 14:00:00')).toHaveLength(1);
  });

  it('group commit (ADR 0098): batches that arrive together share a transaction; a failing batch fails alone, the others are stored once', async () => {
    const sns = ['GROUP0000001', 'GROUP0000002', 'GROUP0000003', 'GROUP0000004'];
    for (const sn of [...sns, 'FILLER000001']) await claimTerminal(t.deps, acme, { sn, time_zone: 'UTC', claimed_at: new Date('2025-01-01T00:00:00Z') });
    const terminalOf = async (sn: string) => (await t.deps.database.db.selectFrom('terminals').selectAll().where('company_id', '=', acme).where('sn', '=', sn).executeTakeFirstOrThrow()) as Terminal;
    const terminals = await Promise.all(sns.map(terminalOf));
    const filler = await terminalOf('FILLER000001');
    const lines = (n: number, hour: number) => Array.from({ length: n }, (_, index) => `2001\t2025-11-04 ${String(hour).padStart(2, '0')}:${String(index).padStart(2, '0')}:00\t0\t1\t0\t0\t0`);
    // The fourth terminal is deleted while its batch is on the way: its insert fails (no such terminal).
    await t.deps.database.withTenant(acme, (trx) => trx.deleteFrom('terminals').where('company_id', '=', acme).where('id', '=', terminals[3].id).execute());
    const committer = punchCommitter(t.deps);
    const before = { ...committer.stats };
    const log = { tableName: 'ATTLOG', path: '/iclock/cdata', bytes: 0, stamp: '77', ip: '10.0.0.1' };
    // Submitted in one tick: batches that find a free slot go alone at once (one per slot), the four after them
    // wait and form one group.
    const fillers = Array.from({ length: committer.maxInFlight }, (_, index) => ingestPunches(t.deps, filler, parseAttlogBatch(lines(2, index), filler, t.deps.now()), log, null));
    const outcomes = await Promise.allSettled(
      terminals.map((terminal, index) => ingestPunches(t.deps, terminal, parseAttlogBatch(lines(10 + index, 8 + index), terminal, t.deps.now()), log, 'attlog_stamp')),
    );
    await Promise.all(fillers);
    expect(committer.stats.groups - before.groups).toBe(committer.maxInFlight + 1);
    // The group failed (one batch has no terminal), so each of its batches went again alone.
    expect(committer.stats.retriedAlone - before.retriedAlone).toBe(4);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(outcomes.slice(0, 3).map((outcome) => (outcome as PromiseFulfilledResult<{ accepted: number; stored: number }>).value)).toEqual([
      { accepted: 10, stored: 10, duplicates: 0, errors: 0 },
      { accepted: 11, stored: 11, duplicates: 0, errors: 0 },
      { accepted: 12, stored: 12, duplicates: 0, errors: 0 },
    ]);
    const stored = await sql<{ sn: string; n: string; distinct_keys: string }>`
      select terminal_sn as sn, count(*) as n, count(distinct (emp_code, punch_time)) as distinct_keys from transactions
       where company_id = ${acme} and terminal_sn like 'GROUP%' group by terminal_sn order by terminal_sn`.execute(t.deps.database.db);
    expect(stored.rows.map((row) => [row.sn, Number(row.n), Number(row.distinct_keys)])).toEqual([
      [sns[0], 10, 10],
      [sns[1], 11, 11],
      [sns[2], 12, 12],
    ]);
    const uploads = await t.deps.database.db.selectFrom('terminal_upload_logs').select(['terminal_sn', 'stored', 'line_count']).where('company_id', '=', acme).where('terminal_sn', 'like', 'GROUP%').orderBy('terminal_sn').execute();
    expect(uploads).toEqual([
      { terminal_sn: sns[0], stored: 10, line_count: 10 },
      { terminal_sn: sns[1], stored: 11, line_count: 11 },
      { terminal_sn: sns[2], stored: 12, line_count: 12 },
    ]);
    const stamps = await t.deps.database.db.selectFrom('terminals').select(['sn', 'attlog_stamp']).where('company_id', '=', acme).where('sn', 'in', sns).orderBy('sn').execute();
    expect(stamps).toEqual(sns.slice(0, 3).map((sn) => ({ sn, attlog_stamp: '77' })));

    // Over HTTP: the three terminals send together (a replay of the same lines): every answer is the line count.
    const answers = await Promise.all(sns.slice(0, 3).map((sn, index) => new TerminalSimulator(injectTransport(t.app), { sn }).upload('ATTLOG', `${lines(10 + index, 8 + index).join('\n')}\n`)));
    expect(answers.map((answer) => answer.text)).toEqual(['OK: 10', 'OK: 11', 'OK: 12']);
    const total = await sql<{ n: string }>`select count(*) as n from transactions where company_id = ${acme} and terminal_sn like 'GROUP%'`.execute(t.deps.database.db);
    expect(Number(total.rows[0].n)).toBe(33);
  });

  it('uploads and polls answered from the cached registry row still record every request; a deleted terminal is not served from the cache (ADR 0107)', async () => {
    const sn = 'CACHED000001';
    const id = await claimTerminal(t.deps, acme, { sn, time_zone: 'UTC', claimed_at: new Date('2025-01-01T00:00:00Z') });
    const cached = new TerminalSimulator(injectTransport(t.app), { sn });
    expect((await cached.handshake()).status).toBe(200);
    // The first upload fills the cache; the next ones are answered from it while their touches are written after.
    for (let batch = 0; batch < 3; batch += 1) expect((await cached.upload('ATTLOG', attlogLines(2, { offset: batch * 2 }))).text).toBe('OK: 2');
    for (let poll = 0; poll < 2; poll += 1) expect((await cached.poll()).text).toBe('OK');
    const requestCount = async () =>
      Number((await t.deps.database.db.selectFrom('iclock_devices').select('request_count').where('sn', '=', sn).executeTakeFirstOrThrow()).request_count);
    for (let wait = 0; wait < 100 && (await requestCount()) < 6; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await requestCount()).toBe(6);
    expect(await countOf('transactions')).toBeGreaterThanOrEqual(6);

    // Deleted as the terminals resource does (then forgetTerminals): the next upload is an unclaimed SN's, quarantined.
    await t.deps.database.withTenant(acme, (trx) => trx.deleteFrom('terminals').where('company_id', '=', acme).where('id', '=', id).execute());
    forgetTerminals(acme);
    expect((await cached.upload('ATTLOG', attlogLines(2, { offset: 100 }))).text).toBe('OK: 2');
    const quarantined = await t.deps.database.db.selectFrom('iclock_quarantine').select('sn').where('sn', '=', sn).execute();
    expect(quarantined).toHaveLength(2);
    // The punches stored before stay, unlinked from the terminal (migration 0093's trigger, as the key did).
    const kept = await t.deps.database.db.selectFrom('transactions').select('terminal_id').where('company_id', '=', acme).where('terminal_sn', '=', sn).execute();
    expect(kept.map((row) => row.terminal_id)).toEqual([null, null, null, null, null, null]);
  });

  it('a TAB or line break in an employee name is refused when the employee is saved', async () => {
    const user = await createUser(t.deps, 'admin@acme.test');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/web/personnel/api/v2/employees/',
      headers: { authorization: authHeader(t.deps, { userId: user, companyId: acme }) },
      payload: { emp_code: '1006', first_name: 'Bob\tPri=14' },
    });
    expect(answer.statusCode).toBe(400);
    expect(await employee('1006')).toBeUndefined();
  });

  it('an SN another company holds cannot be registered', async () => {
    await expect(claimTerminal(t.deps, other, { sn: SN })).rejects.toThrow();
  });

  const jpeg = (size: number, seed = 1) => {
    const bytes = Buffer.alloc(size, seed);
    bytes[0] = 0xff;
    bytes[1] = 0xd8;
    bytes[size - 2] = 0xff;
    bytes[size - 1] = 0xd9;
    return bytes;
  };
  const employee = (code: string) =>
    t.deps.database.db.selectFrom('employees').select(['id', 'first_name', 'last_name']).where('company_id', '=', acme).where('emp_code', '=', code).executeTakeFirst();
  const deviceUser = (code: string) =>
    t.deps.database.db.selectFrom('terminal_users').selectAll().where('company_id', '=', acme).where('emp_code', '=', code).executeTakeFirst();

  it('S13: UTF-8 names are stored exactly; both card forms normalise; privilege and password stay on the device mirror', async () => {
    const answer = await device.upload(
      'OPERLOG',
      'USER PIN=1003\tName=Ana María Núñez\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=-1\n' +
        'USER PIN=1004\tName=محمد علي\tPri=0\tPasswd=\tCard=123456789\tGrp=1\tTZ=0000000000000000\n' +
        'USER PIN=1005\tName=李小龍\tPri=14\tPasswd=1234\tCard=[15CD5B07]\tGrp=1\tTZ=0000000000000000\n',
    );
    expect(answer.text).toBe('OK: 3');
    expect((await employee('1003'))?.first_name).toBe('Ana María Núñez');
    expect((await employee('1004'))?.first_name).toBe('محمد علي');
    expect((await employee('1005'))?.first_name).toBe('李小龍');
    expect((await deviceUser('1004'))?.card_no).toBe('123456789');
    expect(await deviceUser('1005')).toMatchObject({ card_no: '123456789', privilege: 14, password: '1234' });
  });

  it('S14: a GB2312 name from a Chinese-language device decodes to 张三', async () => {
    await device.handshake({ language: '83' });
    const body = Buffer.concat([Buffer.from('USER PIN=2001\tName='), Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]), Buffer.from('\tPri=0\tPasswd=\tCard=\tGrp=1\n')]);
    expect((await device.upload('OPERLOG', body)).text).toBe('OK: 1');
    expect((await employee('2001'))?.first_name).toBe('张三');
    expect((await deviceUser('2001'))?.encoding).toBe('gb18030');
    await device.handshake({ language: '69' });
  });

  it('S15: a mixed OPERLOG batch: user, template, factory-reset alert, user photo', async () => {
    const tmp = Buffer.alloc(300, 7).toString('base64');
    const photo = jpeg(600).toString('base64');
    const answer = await device.upload(
      'OPERLOG',
      'USER PIN=1003\tName=Ana María Núñez\tPri=0\tPasswd=\tCard=\tGrp=1\n' +
        `FP PIN=1003\tFID=6\tSize=${tmp.length}\tValid=1\tTMP=${tmp}\n` +
        'OPLOG 22\t1\t2025-11-03 09:20:00\t0\t0\t0\t0\n' +
        `USERPIC PIN=1003\tFileName=1003.jpg\tSize=${photo.length}\tContent=${photo}\n`,
    );
    expect(answer.text).toBe('OK: 4');
    const template = await t.deps.database.db.selectFrom('bio_templates').selectAll().where('company_id', '=', acme).where('emp_code', '=', '1003').executeTakeFirstOrThrow();
    expect(template).toMatchObject({ bio_type: 1, bio_no: 6, template: tmp });
    const operation = await t.deps.database.db.selectFrom('terminal_operation_logs').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    expect(operation).toMatchObject({ op_type: 22, alert: true, op_time: '2025-11-03 09:20:00' });
    const stored = await t.deps.database.db.selectFrom('terminal_photos').selectAll().where('company_id', '=', acme).where('kind', '=', 'user').executeTakeFirstOrThrow();
    expect(stored.size_bytes).toBe(600);
  });

  it('S16: BIOPHOTO with keys in either order is the same record (idempotent upsert)', async () => {
    const photo = jpeg(800, 3).toString('base64');
    const first = await device.upload('OPERLOG', `BIOPHOTO PIN=1003\tNo=0\tIndex=0\tFileName=1003.jpg\tType=9\tSize=${photo.length}\tContent=${photo}\n`);
    const second = await device.upload('OPERLOG', `BIOPHOTO PIN=1003\tFileName=1003.jpg\tType=9\tSize=${photo.length}\tContent=${photo}\n`);
    expect([first.text, second.text]).toEqual(['OK: 1', 'OK: 1']);
    const rows = await t.deps.database.db.selectFrom('terminal_photos').selectAll().where('company_id', '=', acme).where('kind', '=', 'bio').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].bio_type).toBe(9);
  });

  it('S17: BIODATA is stored under (PIN, type, no, index, algorithm)', async () => {
    const tmp = Buffer.alloc(120, 9).toString('base64');
    const answer = await device.upload('BIODATA', `BIODATA Pin=1003\tNo=0\tIndex=0\tValid=1\tDuress=0\tType=9\tMajorVer=58\tMinorVer=0\tFormat=0\tTmp=${tmp}\n`);
    expect(answer.text).toMatch(/^OK: ?1$/);
    const row = await t.deps.database.db.selectFrom('bio_templates').selectAll().where('company_id', '=', acme).where('bio_type', '=', 9).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ emp_code: '1003', bio_no: 0, bio_index: 0, major_ver: 58, minor_ver: 0, template: tmp });
  });

  it('S18: an ATTPHOTO survives byte for byte and is linked to its PIN and local time', async () => {
    const bytes = jpeg(1024, 5);
    const body = Buffer.concat([Buffer.from(`PIN=20251103085941-1001.jpg\nSN=${SN}\nsize=1024\nCMD=uploadphoto\0`), bytes]);
    const answer = await device.upload('ATTPHOTO', body);
    expect(answer.text).toBe('OK');
    const row = await t.deps.database.db.selectFrom('terminal_photos').selectAll().where('company_id', '=', acme).where('kind', '=', 'attendance').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ emp_code: '1001', punch_time: '2025-11-03 08:59:41', size_bytes: 1024 });
    const saved = fs.readFileSync(path.join(t.dataDir, 'files', row.file_name));
    expect(crypto.createHash('sha256').update(saved).digest('hex')).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
  });

  it('S19: the options push keeps commas inside values', async () => {
    const answer = await device.upload('options', '~DeviceName=SpeedFace-V5L,MAC=00:17:61:12:f8:db,UserCount=152,~OEMVendor=ZKTECO CO., LTD.,FWVersion=Ver 8.0.4.6');
    expect(answer.text).toBe('OK');
    const terminal = await t.deps.database.db.selectFrom('terminals').selectAll().where('id', '=', terminalId).executeTakeFirstOrThrow();
    expect(terminal.device_options).toMatchObject({ DeviceName: 'SpeedFace-V5L', MAC: '00:17:61:12:f8:db', UserCount: '152', OEMVendor: 'ZKTECO CO., LTD.', FWVersion: 'Ver 8.0.4.6' });
    expect(terminal.fw_ver).toBe('8.0.4.6');
  });

  it('unknown records and device error logs are kept in the error log, never dropped', async () => {
    const answer = await device.upload('OPERLOG', 'WORKCODE PIN=1\tCODE=7\tNAME=x\nERRORLOG ErrCode=D01E0001\tErrMsg=face\n');
    expect(answer.text).toBe('OK: 2');
    const reasons = await t.deps.database.db.selectFrom('terminal_error_logs').select('reason').where('company_id', '=', acme).where('table_name', '=', 'OPERLOG').execute();
    expect(reasons.map((row) => row.reason)).toEqual(expect.arrayContaining(['unsupported_record:WORKCODE', 'device_error:D01E0001']));
  });

  it('S26: the 3.x registration flow, rtlog (replay adds nothing), tabledata and ping', async () => {
    const sn = 'AJI6181160001';
    const panel = new TerminalSimulator(injectTransport(t.app), { sn, pushver: '3.1.2' });
    expect((await panel.handshake()).text).toBe('OK');
    const registry = await panel.post('registry', 'DeviceType=acc,~DeviceName=F20/M,FirmVer=1.0,PushVersion=3.1.2');
    const code = /^RegistryCode=(\w{1,32})$/.exec(registry.text)?.[1];
    expect(code).toBeDefined();
    expect((await panel.post('registry', 'DeviceType=acc')).text).toBe(`RegistryCode=${code}`);
    const push = await panel.post('push', '');
    for (const key of ['ServerVersion=', 'RequestDelay=', 'TransTables=User Transaction', 'Realtime=1', 'SessionID=']) expect(push.text).toContain(key);
    await claimTerminal(t.deps, acme, { sn, time_zone: 'Asia/Kolkata', claimed_at: new Date('2025-01-01T00:00:00Z') });
    const rtlog = 'time=2025-11-03 08:59:41\tpin=1001\tcardno=0\teventaddr=1\tevent=0\tinoutstatus=0\tverifytype=15\tindex=3312';
    const before = await countOf('transactions');
    expect((await panel.upload('rtlog', rtlog, { Stamp: '' })).text).toBe('OK');
    expect((await panel.upload('rtlog', rtlog, { Stamp: '' })).text).toBe('OK');
    expect(await countOf('transactions')).toBe(before + 1);
    const user = await panel.post('cdata', 'user uid=5\tcardno=\tpin=4\tpassword=\tgroup=1\tstarttime=0\tendtime=0\tname=\tprivilege=0\tdisable=0\tverify=0', { table: 'tabledata', tablename: 'user', count: '1' });
    expect(user.text).toBe('user=1');
    expect(await employee('4')).toBeDefined();
    expect((await panel.get('ping')).text).toBe('OK');
  });

  it('reload users queues the area\'s employees (sanitised) and approved bio-photos go to the area\'s terminals', async () => {
    const area = await t.deps.database.withTenant(acme, (trx) =>
      trx.insertInto('areas').values({ company_id: acme, code: 'NORTH', name: 'North' }).returning('id').executeTakeFirstOrThrow(),
    );
    const sn = 'AREA000000001';
    const areaTerminal = await claimTerminal(t.deps, acme, { sn, time_zone: 'UTC', area_id: area.id, claimed_at: new Date('2025-01-01T00:00:00Z') });
    const ana = await t.deps.database.withTenant(acme, async (trx) => {
      const created = await trx.insertInto('employees').values({ company_id: acme, emp_code: 'N1', first_name: 'Ana', last_name: 'North' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('employee_areas').values({ company_id: acme, employee_id: created.id, area_id: area.id }).execute();
      return created;
    });
    expect(await reloadUsers(t.deps, acme, [areaTerminal])).toBe(1);
    const areaDevice = new TerminalSimulator(injectTransport(t.app), { sn });
    const delivered = await areaDevice.poll();
    expect(delivered.text).toMatch(/^C:\d+:DATA UPDATE USERINFO PIN=N1\tName=Ana North\tPri=0\t/);
    const id = delivered.text.split(':')[1];
    expect((await areaDevice.results(`ID=${id}&Return=0&CMD=DATA\n`)).text).toBe('OK');

    const photo = jpeg(700, 4);
    fs.mkdirSync(path.join(t.dataDir, 'files', `c${acme}`, 'biophoto'), { recursive: true });
    const fileName = `c${acme}/biophoto/${'a'.repeat(32)}.jpg`;
    fs.writeFileSync(path.join(t.dataDir, 'files', fileName), photo);
    await t.deps.database.withTenant(acme, async (trx) => {
      const biophoto = await trx
        .insertInto('biophotos')
        .values({ company_id: acme, employee_id: ana.id, file_name: fileName, width: 10, height: 10, size_bytes: photo.length, status: 'approved' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('terminal_biophoto_queue').values({ company_id: acme, employee_id: ana.id, biophoto_id: biophoto.id, file_name: fileName }).execute();
    });
    const lines = (await areaDevice.poll()).text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/:DATA UPDATE USERINFO PIN=N1\t/);
    expect(lines[1]).toContain(`:DATA UPDATE BIOPHOTO PIN=N1\tType=9\tNo=0\tIndex=0\tSize=${photo.toString('base64').length}\tContent=${photo.toString('base64')}\t`);
    // Only the area's terminal: the first device gets nothing of it.
    expect((await device.poll()).text).toBe('OK');
    const queue = await t.deps.database.db.selectFrom('terminal_biophoto_queue').select('status').where('company_id', '=', acme).execute();
    expect(queue.map((row) => row.status)).toEqual(['delivered']);
  });

  it('every data request leaves an upload-log row', async () => {
    const logs = await t.deps.database.db.selectFrom('terminal_upload_logs').select(['table_name', 'stored', 'duplicates', 'errors']).where('company_id', '=', acme).execute();
    expect(logs.filter((log) => log.table_name === 'ATTLOG').length).toBeGreaterThanOrEqual(10);
    expect(logs.some((log) => log.duplicates === 3)).toBe(true);
  });
});
