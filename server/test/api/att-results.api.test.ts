/**
 * Stored daily results that recalculate themselves (issue 13, ADR 0081): punches over /iclock mark their days
 * dirty and the worker stores the time card without a manual step; late uploads recalculate past days; set-up
 * changes mark ranges; the stored rows are hash-idempotent. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { markDirtyRange } from '../../src/modules/att/recalc/dirty-queue';
import { recalcWorkerOf } from '../../src/modules/att/recalc/worker';
import { claimTerminal } from '../../src/modules/iclock/registry';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';

const SN = 'ATTRES0000001';

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
  async function eventually(employeeId: number, date: string, done: (row: Awaited<ReturnType<typeof stored>>) => boolean, timeoutMs = 5000) {
    const started = Date.now();
    for (;;) {
      const row = await stored(employeeId, date);
      if (done(row)) return { row, ms: Date.now() - started };
      if (Date.now() - started > timeoutMs) throw new Error(`no result for ${employeeId} ${date} after ${timeoutMs} ms: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
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

  it('a punch over /iclock reaches the stored time card without a manual step, within 5 s', async () => {
    expect(admin).toMatch(/^JWT /);
    expect((await device.upload('ATTLOG', '101\t2025-11-05 08:55:00\t0\t1\t0\t0\t0\n101\t2025-11-05 18:05:00\t1\t1\t0\t0\t0\n')).text).toBe('OK: 2');
    const { row, ms } = await eventually(employees.ann, '2025-11-05', (result) => result?.clock_out === '2025-11-05 18:05');
    expect(row).toMatchObject({ status: 'unscheduled_worked', clock_in: '2025-11-05 08:55', worked: 550 });
    expect(ms).toBeLessThan(5000);
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
});
