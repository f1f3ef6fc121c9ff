/**
 * The punch reports' first pages are planned from the punch table's statistics (ADR 0113). Under row-level
 * security PostgreSQL reads a column's statistics only through leakproof operators; `timestamp >= date` is not
 * one, so a window written against dates was estimated at a handful of rows whatever the month held, and every join
 * to it nest-looped (2.8–3.7 s for a month of 1,000 employees instead of ~0.2 s). The plans are read with EXPLAIN
 * (no timing) as the screen runs them (tenant role, analyzed tables); a control shows the test's data reproduces the
 * blind estimate with the former date window. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../src/db/database';
import { REPORT_LIBRARY } from '../../src/modules/reports/library';
import { pageStatement, parseFilters, orderOf, selectPage } from '../../src/modules/reports/query';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../support/test-database';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

const EMPLOYEES = 200;
const DAYS = 31;
const PUNCHES = EMPLOYEES * DAYS * 2;

describe(`punch report plans on ${TEST_DB_KIND}`, () => {
  let test: TestDatabase;
  let database: Database;
  let companyId: number;

  beforeAll(async () => {
    test = await createTestDatabase();
    database = test.database;
    const { rows } = await sql<{ id: number }>`insert into companies (company_name, company_domain) values ('plans', 'plans') returning id`.execute(database.db);
    companyId = Number(rows[0].id);
    await database.withTenant(companyId, async (trx) => {
      await sql`insert into departments (company_id, name) select ${companyId}, 'Department ' || g from generate_series(1, 5) g`.execute(trx);
      await sql`insert into employees (company_id, emp_code, first_name, last_name, department_id)
        select ${companyId}, lpad(g::text, 4, '0'), 'First' || g, 'Last' || g,
          (select id from departments where company_id = ${companyId} order by id offset (g % 5) limit 1)
        from generate_series(1, ${EMPLOYEES}) g`.execute(trx);
      // a month of in/out pairs, and the month before (outside the window, so the estimate must use the range)
      await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
        select ${companyId}, 'SN-1', e.emp_code, e.id, p.t, p.t at time zone 'UTC', p.state
        from employees e
        cross join generate_series(${sql.lit(-DAYS)}, ${sql.lit(DAYS - 1)}) d
        cross join lateral (values (timestamp '2026-01-01 08:30' + d * interval '1 day' + (e.id % 30) * interval '1 minute', 0),
                                   (timestamp '2026-01-01 17:30' + d * interval '1 day' + (e.id % 45) * interval '1 minute', 1)) p(t, state)
        where e.company_id = ${companyId}`.execute(trx);
      // one employee punches a third time on the first day (the multiple-transaction report has a row)
      await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
        select ${companyId}, 'SN-1', emp_code, id, timestamp '2026-01-01 12:00', timestamptz '2026-01-01 12:00Z', 0 from employees where company_id = ${companyId} and emp_code = '0001'`.execute(trx);
    });
    // what the statistics keeper (PGlite) and autovacuum (PostgreSQL) do within a minute of a bulk write
    await sql`analyze`.execute(database.db);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  const filters = () => parseFilters(companyId, { start_date: '2026-01-01', end_date: '2026-01-31' });

  /** The planner's row estimates of the scans of `transactions t` in a statement run as the tenant. */
  async function punchScanEstimates(statement: RawBuilder<unknown>): Promise<number[]> {
    const plan = await database.withTenant(companyId, async (trx) => (await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${statement}`.execute(trx)).rows[0]['QUERY PLAN']);
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    const estimates: number[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'transactions' && node.Alias === 't') estimates.push(node['Plan Rows']);
      node.Plans?.forEach(walk);
    };
    walk(root[0].Plan);
    return estimates;
  }

  it.each(['transaction', 'total-punches', 'first-last', 'multiple-transaction', 'first-in-last-out', 'scheduled-log'])(
    '%s: the first page estimates the month of punches from the statistics',
    async (name) => {
      const definition = REPORT_LIBRARY.get(name);
      if (!definition) throw new Error(name);
      const order = orderOf(definition, undefined, filters());
      // what pageWithTotals runs: the page with its window count, or (countApart) the page alone beside a count
      const page = definition.countApart
        ? sql`select r.* from (${definition.source(filters())}) r order by ${order} limit 20`
        : pageStatement(definition, filters(), order, 20, 0);
      const estimates = await punchScanEstimates(page);
      expect(estimates.length).toBeGreaterThan(0);
      // within a factor of 2 of the 12,400 punches in the window (the blind estimate is under 1 %)
      for (const estimate of estimates) {
        expect(estimate).toBeGreaterThan(PUNCHES / 2);
        expect(estimate).toBeLessThan(PUNCHES * 2);
      }
      // and the page is the month's first punches (the window still selects the right rows)
      const rows = await database.withTenant(companyId, (trx) => selectPage(trx, definition, filters(), order, 20, 0));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(String(row.date)).toBe('2026-01-01');
    },
  );

  it('control: the former date window is estimated blind under row-level security', async () => {
    const { startDate, endDate } = filters();
    const window = (start: RawBuilder<unknown>, end: RawBuilder<unknown>) =>
      sql`select t.id from transactions t where t.company_id = ${companyId} and not t.needs_review and t.punch_time >= ${start} and t.punch_time < ${end}`;
    const [former] = await punchScanEstimates(window(sql`cast(${startDate} as date)`, sql`cast(${endDate} as date) + 1`));
    const [current] = await punchScanEstimates(window(sql`cast(${startDate} as timestamp)`, sql`cast(cast(${endDate} as date) + 1 as timestamp)`));
    expect(former).toBeLessThan(PUNCHES / 10);
    expect(current).toBeGreaterThan(PUNCHES / 2);
  });
});
