/**
 * Stored daily results that recalculate themselves (issue 13, ADR 0081): punches over /iclock mark their days
 * dirty and the worker stores the time card without a manual step; late uploads recalculate past days; set-up
 * changes mark ranges; the stored rows are hash-idempotent. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { TIME_CARD_MINUTE_FIELDS, type TimeCardRow } from '@timekeep/contracts';
import { sql } from 'kysely';
import { DAY, LUNCH, NIGHT } from '../../src/attendance/engine/test-helpers';
import { timetableBodyOf } from '../../src/modules/att/engine-model';
import { markDirtyRange } from '../../src/modules/att/recalc/dirty-queue';
import { enqueueNightlyPasses } from '../../src/modules/att/nightly/nightly-pass';
import { recalcWorkerOf } from '../../src/modules/att/recalc/worker';
import { claimTerminal } from '../../src/modules/iclock/registry';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';

const SN = 'ATTRES0000001';
const TIME_CARDS = '/web/att/api/v2/time-cards/';
const ROW_KEYS = ['employee', 'emp_code', 'date', 'status', 'timetables', 'clock_in', 'clock_out', ...TIME_CARD_MINUTE_FIELDS, 'exceptions', 'trace', 'calculated_at'].sort();

describe(`stored daily results on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;
  let other: number;
  let admin: string;
  let device: TerminalSimulator;
  const employees: Record<string, number> = {};

  async function addEmployee(companyId: number, code: string, departmentId: number | null = null): Promise<number> {
    const { rows } = await t.deps.database.withTenant(companyId, (trx) =>
      sql<{ id: number }>`insert into employees (company_id, emp_code, first_name, department_id, hire_date)
        values (${companyId}, ${code}, ${`E${code}`}, ${departmentId}, '2025-01-01') returning id`.execute(trx),
    );
    return Number(rows[0].id);
  }

  const stored = async (employeeId: number, date: string) =>
    (
      await sql<{ status: string; worked: number; clock_in: string | null; clock_out: string | null; fingerprint: string; calculated_at: Date }>`
        select status, worked, to_char(clock_in, 'YYYY-MM-DD HH24:MI') as clock_in, to_char(clock_out, 'YYYY-MM-DD HH24:MI') as clock_out, fingerprint, calculated_at
        from att_day_results where company_id = ${acme} and employee_id = ${employeeId} and work_date = ${date}::date`.execute(t.deps.database.db)
    ).rows[0];

  /** Waits (no manual step) until the day's stored result satisfies `done`; returns it and the time it took. */
  async function eventually(employeeId: number, date: string, done: (row: Awaited<ReturnType<typeof stored>>) => boolean, timeoutMs = 15_000) {
    const started = Date.now();
    for (;;) {
      const row = await stored(employeeId, date);
      if (done(row)) return { row };
      if (Date.now() - started > timeoutMs) throw new Error(`no result for ${employeeId} ${date} after ${timeoutMs} ms: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const call = (auth: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language = 'en') =>
    t.app.inject({ method, url, headers: { authorization: auth, 'accept-language': language }, ...(payload ? { payload } : {}) });

  async function created(url: string, body: object): Promise<number> {
    const response = await call(admin, 'POST', url, body);
    expect([response.statusCode, response.json().code]).toEqual([200, 'ZATT0000']);
    return response.json().data.id as number;
  }

  async function finishedJob(id: number): Promise<{ status: string; result: { calculated: number; written: number; employees: number } }> {
    for (let tries = 0; tries < 200; tries += 1) {
      await t.deps.jobs.runDue();
      const view = (await call(admin, 'GET', `/web/api/v2/jobs/${id}/`)).json().data;
      if (view.status === 'done' || view.status === 'failed') return view;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} did not finish`);
  }

  const dirtyCount = async (companyId = acme) =>
    Number((await sql<{ n: string }>`select count(*) as n from att_dirty_days where company_id = ${companyId}`.execute(t.deps.database.db)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2025-11-05T12:00:00Z'));
    acme = await createCompany(t.deps, 'acme');
    other = await createCompany(t.deps, 'other');
    admin = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: acme });
    await claimTerminal(t.deps, acme, { sn: SN, time_zone: 'UTC', claimed_at: new Date('2025-01-01T00:00:00Z') });
    device = new TerminalSimulator(injectTransport(t.app), { sn: SN });
    employees.ann = await addEmployee(acme, '101');
    employees.bob = await addEmployee(acme, '102');
    employees.zed = await addEmployee(other, '101');
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a punch over /iclock reaches the stored time card without a manual step', async () => {
    expect(admin).toMatch(/^JWT /);
    expect((await device.upload('ATTLOG', '101\t2025-11-05 08:55:00\t0\t1\t0\t0\t0\n101\t2025-11-05 18:05:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 2');
    // no drain, no job: the worker alone (the 5 s figure is measured by `pnpm bench:recalc`; a loaded runner gets slack here)
    const { row } = await eventually(employees.ann, '2025-11-05', (result) => result?.clock_out === '2025-11-05 18:05', 15_000);
    expect(row).toMatchObject({ status: 'unscheduled_worked', clock_in: '2025-11-05 08:55', worked: 550 });
    // the neighbours were marked too (a night shift of the day before may own a punch) and calculated
    expect((await stored(employees.ann, '2025-11-04'))?.status).toBe('unscheduled');
    expect(await dirtyCount()).toBe(0);
  });

  it('a late upload (a punch dated a week ago) recalculates that past day', async () => {
    expect((await stored(employees.bob, '2025-10-29'))).toBeUndefined();
    expect((await device.upload('ATTLOG', '102\t2025-10-29 09:00:00\t0\t1\t0\t0\t0\n102\t2025-10-29 17:00:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 2');
    const { row } = await eventually(employees.bob, '2025-10-29', (result) => result?.worked === 480);
    expect(row).toMatchObject({ clock_in: '2025-10-29 09:00', clock_out: '2025-10-29 17:00' });
  });

  it('markDirtyRange marks the scope ±1 day and counts employee-days; unchanged inputs write nothing', async () => {
    const before = await stored(employees.ann, '2025-11-05');
    const marked = await t.deps.database.withTenant(acme, (trx) => markDirtyRange(trx, acme, { employees: [employees.ann] }, '2025-11-05', '2025-11-05'));
    expect(marked).toBe(3);
    expect(await t.deps.database.withTenant(acme, (trx) => markDirtyRange(trx, acme, {}, '2025-11-01', '2025-11-02'))).toBe(2 * 4);
    expect(await dirtyCount(other)).toBe(0);
    await (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
    expect(await dirtyCount()).toBe(0);
    const after = await stored(employees.ann, '2025-11-05');
    expect(after?.fingerprint).toBe(before?.fingerprint);
    expect(after?.calculated_at.getTime()).toBe(before?.calculated_at.getTime());
  });

  it('GET time-cards: the pinned row, timetables by alias, the trace translated in the request language', async () => {
    const url = `${TIME_CARDS}?employee__in=${employees.ann}&start_date=2025-11-04&end_date=2025-11-05`;
    const english = (await call(admin, 'GET', url)).json();
    expect(english).toMatchObject({ code: 'ZATT0000', data: { total: 2, page: 1, page_size: 50, next: null } });
    const day = english.data.data[1] as TimeCardRow;
    expect(Object.keys(day).sort()).toEqual(ROW_KEYS);
    expect(day).toMatchObject({ employee: employees.ann, emp_code: '101', date: '2025-11-05', status: 'unscheduled_worked', clock_in: '2025-11-05 08:55', clock_out: '2025-11-05 18:05', worked: 550 });
    expect(day.trace.length).toBeGreaterThan(0);
    expect(day.trace.every((entry) => entry.text.length > 0 && !entry.text.includes('{{'))).toBe(true);
    const spanish = (await call(admin, 'GET', url, undefined, 'es-MX')).json().data.data[1] as TimeCardRow;
    expect(spanish.trace.map((entry) => entry.key)).toEqual(day.trace.map((entry) => entry.key));
    expect(spanish.trace.map((entry) => entry.text)).not.toEqual(day.trace.map((entry) => entry.text));
    expect((await call(admin, 'GET', `${TIME_CARDS}?start_date=2025-11-05&end_date=2025-11-04`)).statusCode).toBe(400);
  });

  it('an employee login reads only its own days; another employee is refused', async () => {
    const own = authHeader(t.deps, { userId: 9001, companyId: acme, role: 'employee', employeeId: employees.ann });
    const mine = (await call(own, 'GET', `${TIME_CARDS}?start_date=2025-10-01&end_date=2025-11-30`)).json().data;
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.data.map((row: TimeCardRow) => row.employee))).toEqual(new Set([employees.ann]));
    expect((await call(own, 'GET', `${TIME_CARDS}?employee__in=${employees.bob}&start_date=2025-10-01&end_date=2025-11-30`)).statusCode).toBe(403);
    expect((await call(own, 'POST', '/web/att/api/v2/calculation/', { start_date: '2025-11-01', end_date: '2025-11-02' })).statusCode).toBe(403);
  });

  it('a schedule change recalculates its days; vectors #1 and #3 through /iclock agree with the engine', async () => {
    const lunch = await created('/web/att/api/v2/break-times/', { alias: 'Lunch', start: LUNCH.start, duration: LUNCH.duration, type: LUNCH.type });
    const day = await created('/web/att/api/v2/timetables/', timetableBodyOf(DAY, 'DAY', new Map([[LUNCH.id, lunch]])));
    const shift = await created('/web/att/api/v2/shifts/', { alias: 'Office week', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
    expect((await device.upload('ATTLOG', '102\t2025-11-05 09:06:00\t0\t1\t0\t0\t0\n102\t2025-11-05 18:00:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 2');
    for (const employee of [employees.ann, employees.bob]) await created('/web/att/api/v2/employee-schedules/', { employee, shift, start_date: '2025-11-03', end_date: null });
    // #1: 08:55, 18:05 → late 0, early 0, worked 480, no OT, Present
    const { row: ann } = await eventually(employees.ann, '2025-11-05', (result) => result?.status === 'present');
    expect(ann?.worked).toBe(480);
    // #3: 09:06, 18:00 → late 6, worked 474, short 6, Late
    await eventually(employees.bob, '2025-11-05', (result) => result?.status === 'late');
    const bob = (await call(admin, 'GET', `${TIME_CARDS}?employee__in=${employees.bob}&start_date=2025-11-05&end_date=2025-11-05`)).json().data.data[0] as TimeCardRow;
    expect(bob).toMatchObject({ timetables: ['DAY'], late: 6, worked: 474, short: 6, duty: 480, ot: 0, break_deducted: 60, exceptions: ['late'] });
    expect(bob.trace.some((entry) => entry.key === 'late.counted')).toBe(true);
  });

  it('the on-demand calculation is a job with a result, and running it twice changes nothing', async () => {
    const body = { employees: [employees.ann, employees.bob], start_date: '2025-11-01', end_date: '2025-11-30' };
    const first = await call(admin, 'POST', '/web/att/api/v2/calculation/', body);
    expect(first.statusCode).toBe(202);
    const done = await finishedJob(first.json().data.job);
    // through tomorrow (2025-11-06): 6 days × 2 employees
    expect(done).toMatchObject({ status: 'done', result: { calculated: 12, employees: 2 } });
    const before = (await call(admin, 'GET', `${TIME_CARDS}?start_date=2025-11-01&end_date=2025-11-06&page_size=500`)).json().data.data as TimeCardRow[];
    const again = await finishedJob((await call(admin, 'POST', '/web/att/api/v2/calculation/', body)).json().data.job);
    expect(again.result).toEqual({ calculated: 12, written: 0, employees: 2 });
    const after = (await call(admin, 'GET', `${TIME_CARDS}?start_date=2025-11-01&end_date=2025-11-06&page_size=500`)).json().data.data as TimeCardRow[];
    expect(after).toEqual(before);
  });

  it('an approved schedule swap exchanges the two schedules on both of its dates (ADR 0081 amendment)', async () => {
    const day = Number((await sql<{ id: number }>`select id from timetables where company_id = ${acme} and alias = 'DAY'`.execute(t.deps.database.db)).rows[0].id);
    const saturdays = await created('/web/att/api/v2/shifts/', { alias: 'Saturdays', cycle: 'week', length: 1, slots: { 5: [day] } });
    const dee = await addEmployee(acme, '111');
    const deeSchedule = await created('/web/att/api/v2/employee-schedules/', { employee: dee, shift: saturdays, start_date: '2025-10-27', end_date: null });
    // Dee works Tuesday 4 November for Ann (Ann's DAY); Ann works Saturday 1 November for Dee (Dee's DAY)
    const punches = [['111', '2025-11-04 08:58:00', 0], ['111', '2025-11-04 18:01:00', 1], ['101', '2025-11-01 08:57:00', 0], ['101', '2025-11-01 18:02:00', 1]];
    expect((await device.upload('ATTLOG', punches.map(([code, at, state]) => `${code}\t${at}\t${state}\t1\t0\t0\t0\n`).join(''))).text).toBe('OK: 4');
    await eventually(dee, '2025-11-04', (result) => result?.status === 'rest_day_worked');
    const requested = await call(admin, 'POST', '/web/att/api/v2/swap-schedules/', { employee: employees.ann, swap_with: dee, date: '2025-11-04', swap_date: '2025-11-01', reason: 'swap' });
    expect([requested.statusCode, requested.json().data.status]).toEqual([200, 'pending']);
    const swap = requested.json().data.id as number;
    // nobody approves their own request: another administrator does
    const approver = authHeader(t.deps, { userId: await createUser(t.deps, 'hr@acme.test'), companyId: acme });
    const approved = await call(approver, 'POST', `/web/att/api/v2/swap-schedules/${swap}/approve/`, { comment: 'ok' });
    expect([approved.statusCode, approved.json().data?.status, approved.json().code]).toEqual([200, 'approved', 'ZAPR0000']);
    await eventually(dee, '2025-11-04', (result) => result?.status === 'present');
    await eventually(employees.ann, '2025-11-01', (result) => result?.status === 'present');
    const cards = (await call(admin, 'GET', `${TIME_CARDS}?employee__in=${employees.ann},${dee}&start_date=2025-11-01&end_date=2025-11-04&page_size=50`)).json().data.data as TimeCardRow[];
    const card = (employee: number, date: string) => cards.find((row) => row.employee === employee && row.date === date);
    expect(card(dee, '2025-11-04')).toMatchObject({ status: 'present', timetables: ['DAY'], worked: 480 });
    expect(card(employees.ann, '2025-11-01')).toMatchObject({ status: 'present', timetables: ['DAY'], worked: 480 });
    expect(card(employees.ann, '2025-11-01')?.trace.some((entry) => entry.key === 'schedule.swap')).toBe(true);
    // each gave its day away: Ann is off on the 4th, Dee on the 1st
    expect(card(employees.ann, '2025-11-04')).toMatchObject({ status: 'rest_day', timetables: [], absent: 0 });
    expect(card(dee, '2025-11-01')).toMatchObject({ status: 'rest_day', timetables: [], absent: 0 });
    // Dee's schedule goes: the change marks Ann's swapped day too, which now gets Dee's nothing
    expect((await call(admin, 'DELETE', `/web/att/api/v2/employee-schedules/${deeSchedule}/`)).statusCode).toBe(200);
    await eventually(employees.ann, '2025-11-01', (result) => result?.status === 'rest_day_worked');
    // the neighbours marked with them are calculated before the next test counts rows
    await (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
  });

  it('a swap with an auto-shift employee: the fixed side gets the auto shift, its punches choose the timetable (ADR 0114)', async () => {
    const day = Number((await sql<{ id: number }>`select id from timetables where company_id = ${acme} and alias = 'DAY'`.execute(t.deps.database.db)).rows[0].id);
    const office = Number((await sql<{ id: number }>`select id from shifts where company_id = ${acme} and alias = 'Office week'`.execute(t.deps.database.db)).rows[0].id);
    const night = await created('/web/att/api/v2/timetables/', timetableBodyOf(NIGHT, 'NIGHT', new Map()));
    const auto = await created('/web/att/api/v2/shifts/', { alias: 'Day or night', cycle: 'week', length: 1, slots: {}, auto_shift: [day, night] });
    const fay = await addEmployee(acme, '121');
    const eve = await addEmployee(acme, '122');
    await created('/web/att/api/v2/employee-schedules/', { employee: fay, shift: office, start_date: '2025-10-27', end_date: null });
    await created('/web/att/api/v2/employee-schedules/', { employee: eve, shift: auto, start_date: '2025-10-27', end_date: null });
    // Monday 3 November: Fay (office DAY) works the night, Eve (auto) the office day
    const punches = [['121', '2025-11-03 21:56:00', 0], ['121', '2025-11-04 06:03:00', 1], ['122', '2025-11-03 08:57:00', 0], ['122', '2025-11-03 18:02:00', 1]];
    expect((await device.upload('ATTLOG', punches.map(([code, at, state]) => `${code}\t${at}\t${state}\t1\t0\t0\t0\n`).join(''))).text).toBe('OK: 4');
    // before the swap Fay's night punches do not fit her DAY
    await eventually(fay, '2025-11-03', (result) => result !== undefined && result.status !== 'present');
    const requested = await call(admin, 'POST', '/web/att/api/v2/swap-schedules/', { employee: fay, swap_with: eve, date: '2025-11-03', swap_date: '2025-11-03', reason: 'night' });
    const approver = authHeader(t.deps, { userId: await createUser(t.deps, 'hr2@acme.test'), companyId: acme });
    const approved = await call(approver, 'POST', `/web/att/api/v2/swap-schedules/${requested.json().data.id as number}/approve/`, { comment: 'ok' });
    expect([approved.statusCode, approved.json().data?.status]).toEqual([200, 'approved']);
    await eventually(fay, '2025-11-03', (result) => result?.status === 'present');
    await eventually(eve, '2025-11-03', (result) => result?.status === 'present');
    const cards = (await call(admin, 'GET', `${TIME_CARDS}?employee__in=${fay},${eve}&start_date=2025-11-03&end_date=2025-11-03`)).json().data.data as TimeCardRow[];
    const card = (employee: number) => cards.find((row) => row.employee === employee);
    // Fay gets Eve's auto shift: the night punch chooses NIGHT
    expect(card(fay)).toMatchObject({ status: 'present', timetables: ['NIGHT'], worked: 480, clock_in: '2025-11-03 21:56', clock_out: '2025-11-04 06:03' });
    expect(card(fay)?.trace.map((entry) => entry.key)).toEqual(expect.arrayContaining(['schedule.swap', 'schedule.auto_shift_chosen']));
    // Eve gets Fay's DAY
    expect(card(eve)).toMatchObject({ status: 'present', timetables: ['DAY'], worked: 480 });
    await (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
  });

  it('stored days keep half of each page free for their next version (fillfactor 50, migration 0117, ADR 0126)', async () => {
    const { rows } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = 'att_day_results'::regclass`.execute(t.deps.database.db);
    expect(rows[0].options).toContain('fillfactor=50');
  });

  it('deleting an employee deletes their stored days: a cascading key on PostgreSQL, a trigger on PGlite (migrations 0085, 0090)', async () => {
    const { rows: keys } = await sql<{ columns: string; on_delete: string }>`
      select array_to_string(array(select a.attname from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k order by a.attnum), ',') as columns,
             c.confdeltype as on_delete
        from pg_constraint c where c.conrelid = 'att_day_results'::regclass and c.contype = 'f' and c.confrelid = 'employees'::regclass`.execute(t.deps.database.db);
    const { rows: triggers } = await sql<{ tgname: string }>`
      select tgname from pg_trigger where tgrelid = 'employees'::regclass and tgname = 'employees_att_day_results_delete'`.execute(t.deps.database.db);
    if (TEST_DB_KIND === 'postgres') {
      expect(keys).toEqual([{ columns: 'company_id,employee_id', on_delete: 'c' }]);
      expect(triggers).toEqual([]);
    } else {
      expect(keys).toEqual([]);
      expect(triggers.map((row) => row.tgname)).toEqual(['employees_att_day_results_delete']);
    }
    const cat = await addEmployee(acme, '109');
    await t.deps.database.withTenant(acme, (trx) => markDirtyRange(trx, acme, { employees: [cat] }, '2025-11-02', '2025-11-02'));
    await (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
    const days = async (employeeId: number) =>
      Number((await sql<{ n: string }>`select count(*) as n from att_day_results where company_id = ${acme} and employee_id = ${employeeId}`.execute(t.deps.database.db)).rows[0].n);
    expect(await days(cat)).toBe(3);
    const others = await days(employees.ann);
    expect(others).toBeGreaterThan(0);
    await t.deps.database.withTenant(acme, (trx) => sql`delete from employees where company_id = ${acme} and id = ${cat}`.execute(trx));
    expect(await days(cat)).toBe(0);
    expect(await days(employees.ann)).toBe(others);
  });

  describe('closed payroll periods (ADR 0094)', () => {
    const PERIODS = '/web/att/api/v2/closed-periods/';
    const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: { authorization: admin, 'accept-language': 'en' }, payload });
    const refusal = (response: Awaited<ReturnType<typeof call>>) => [response.statusCode, response.json().code];
    const drain = async () => (recalcWorkerOf(t.deps) as NonNullable<ReturnType<typeof recalcWorkerOf>>).drain();
    /** Until no due day is queued (the worker's own pass may hold a claim while a drain starts). */
    async function settled(): Promise<void> {
      for (let tries = 0; tries < 400; tries += 1) {
        await drain();
        const due = await sql<{ n: string }>`select count(*) as n from att_dirty_days where company_id = ${acme} and work_date <= '2025-11-06'`.execute(t.deps.database.db);
        if (Number(due.rows[0].n) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the recalculation queue did not settle');
    }

    it('a closed period keeps its days: punches are recorded (OK) but not applied, manual logs and schedule edits are refused, reopening recalculates', async () => {
      const before = await stored(employees.ann, '2025-11-05');
      expect(before).toMatchObject({ status: 'present', worked: 480 });
      const period = await created(PERIODS, { start_date: '2025-11-03', end_date: '2025-11-05', note: 'October payroll' });
      const listed = (await call(admin, 'GET', `${PERIODS}?ordering=-closed_at`)).json().data.data as Array<Record<string, unknown>>;
      expect(listed).toEqual([expect.objectContaining({ id: period, start_date: '2025-11-03', end_date: '2025-11-05', department: null, note: 'October payroll', closed_at: expect.any(String) })]);
      // the terminal still gets OK and the punch is kept; the stored day does not move
      expect((await device.upload('ATTLOG', '101\t2025-11-05 19:30:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 1');
      // the closed days leave the queue (reopening marks them again); later days wait for their date
      await settled();
      expect(await stored(employees.ann, '2025-11-05')).toEqual(before);
      // writes made to change those days are refused, naming the period
      const manual = await call(admin, 'POST', '/web/att/api/v2/manual-logs/', { employee: employees.ann, punch_time: '2025-11-04 09:00:00', punch_state: 0, reason: 'forgot' }, 'es-MX');
      expect(refusal(manual)).toEqual([400, 'ZATT0030']);
      // the client words it from the code and its params (api.json, five languages)
      expect(manual.json().context.params).toEqual({ start_date: '2025-11-03', end_date: '2025-11-05' });
      expect(refusal(await call(admin, 'POST', '/web/att/api/v2/temporary-schedules/', { employee: employees.ann, date: '2025-11-04', timetables: [] }))).toEqual([400, 'ZATT0030']);
      const schedules = (await call(admin, 'GET', `/web/att/api/v2/employee-schedules/?employee__in=${employees.ann}`)).json().data.data as Array<{ id: number }>;
      const schedule = `/web/att/api/v2/employee-schedules/${schedules[0].id}/`;
      expect(refusal(await patch(schedule, { start_date: '2025-11-04' }))).toEqual([400, 'ZATT0030']);
      // ending the schedule after the period changes no closed day
      expect(refusal(await patch(schedule, { end_date: '2025-12-31' }))).toEqual([200, 'ZATT0000']);
      // the on-demand calculation leaves closed days alone: 2025-11-01, 02 and 06 only
      const job = await finishedJob((await call(admin, 'POST', '/web/att/api/v2/calculation/', { employees: [employees.ann], start_date: '2025-11-01', end_date: '2025-11-30' })).json().data.job);
      expect(job.result).toMatchObject({ calculated: 3 });
      expect(await stored(employees.ann, '2025-11-05')).toEqual(before);
      // reopening (logged) marks the period again: the late punch now counts
      const reopened = await call(admin, 'DELETE', `${PERIODS}${period}/`);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().data.recalculating).toBeGreaterThan(0);
      await settled();
      expect(await stored(employees.ann, '2025-11-05')).toMatchObject({ clock_out: '2025-11-05 19:30' });
      const logged = await sql<{ action: string }>`select action from operation_logs where company_id = ${acme} and resource = 'att.closed_period' order by id`.execute(t.deps.database.db);
      expect(logged.rows.map((row) => row.action)).toEqual(['create', 'delete']);
    });

    it('a department period covers its sub-departments only; approvals into a closed period are refused', async () => {
      const insertDepartment = async (name: string, parent: number | null) =>
        Number((await t.deps.database.withTenant(acme, (trx) => sql<{ id: number }>`insert into departments (company_id, name, parent_id) values (${acme}, ${name}, ${parent}) returning id`.execute(trx))).rows[0].id);
      const sales = await insertDepartment('Sales', null);
      const north = await insertDepartment('Sales North', sales);
      const cat = await addEmployee(acme, '103', north);
      await created(PERIODS, { start_date: '2025-10-20', end_date: '2025-10-25', department: sales });
      const manual = await call(admin, 'POST', '/web/att/api/v2/manual-logs/', { employee: cat, punch_time: '2025-10-21 09:00:00', punch_state: 0, reason: 'forgot' });
      expect(refusal(manual)).toEqual([400, 'ZATT0031']);
      expect(manual.json().context.params).toEqual({ start_date: '2025-10-20', end_date: '2025-10-25', department: 'Sales' });
      // bob is in no department: his days of that week are open
      const bob = authHeader(t.deps, { userId: 9002, companyId: acme, role: 'employee', employeeId: employees.bob });
      const filed = await call(bob, 'POST', '/web/att/api/v2/manual-logs/', { punch_time: '2025-10-21 09:00:00', punch_state: 0, reason: 'forgot' });
      expect(refusal(filed)).toEqual([200, 'ZAPR0000']);
      // payroll closes the whole company before the request is decided: its approval is refused, nothing changes
      await created(PERIODS, { start_date: '2025-10-01', end_date: '2025-10-31' });
      const approve = await call(admin, 'POST', `/web/att/api/v2/manual-logs/${filed.json().data.id as number}/approve/`, {});
      expect(refusal(approve)).toEqual([400, 'ZATT0030']);
      expect((await call(admin, 'GET', `/web/att/api/v2/manual-logs/${filed.json().data.id as number}/`)).json().data.status).toBe('pending');
      expect(refusal(await call(admin, 'POST', PERIODS, { start_date: '2025-10-05', end_date: '2025-10-04' }))).toEqual([400, 'ZATT0020']);
    });
  });

  it('the nightly pass: after each company\'s midnight the ended day gets its final status, once, tenant by tenant (moved clock)', async () => {
    // a scheduled employee with no punch and no change: nothing marks the day (the schedule is written past the hooks)
    const dan = await addEmployee(acme, '104');
    const shift = ((await call(admin, 'GET', '/web/att/api/v2/shifts/')).json().data.data as Array<{ id: number; alias: string }>).find((row) => row.alias === 'Office week')?.id;
    await t.deps.database.withTenant(acme, (trx) => sql`insert into employee_schedules (company_id, employee, shift, start_date) values (${acme}, ${dan}, ${shift}, '2025-11-03')`.execute(trx));
    await sql`update companies set company_timezone = 'America/New_York' where id = ${other}`.execute(t.deps.database.db);
    t.clock.set(new Date('2025-11-05T23:50:00Z'));
    expect(await enqueueNightlyPasses(t.deps)).toBe(0); // first round: each company records its last night
    t.clock.set(new Date('2025-11-06T00:30:00Z')); // past midnight in UTC (acme), 19:30 in New York (other)
    expect(await enqueueNightlyPasses(t.deps)).toBe(1);
    expect(await enqueueNightlyPasses(t.deps)).toBe(0);
    await t.deps.jobs.runDue();
    expect(await stored(dan, '2025-11-05')).toMatchObject({ status: 'absent', worked: 0 });
    const jobs = await sql<{ company_id: string; payload: { start_date: string; end_date: string } }>`select company_id, payload from jobs where kind = 'att.nightly' order by id`.execute(t.deps.database.db);
    expect(jobs.rows.map((row) => [Number(row.company_id), row.payload])).toEqual([[acme, { start_date: '2025-11-05', end_date: '2025-11-05' }]]);
    t.clock.set(new Date('2025-11-06T05:30:00Z')); // past midnight in New York
    expect(await enqueueNightlyPasses(t.deps)).toBe(1);
    t.clock.set(new Date('2025-11-05T12:00:00Z'));
  });
});
