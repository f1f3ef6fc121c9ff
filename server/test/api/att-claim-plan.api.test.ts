/**
 * The recalculation worker's claim of dirty employee-days (ADR 0105) keeps one plan whatever the statistics say:
 * a large queue never analysed, statistics that describe another company (the ADR 0101 stall), and fresh ones.
 * The plan is read with EXPLAIN (no timing); the claim itself is run to show it takes the first keys in order and
 * skips claimed ones. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/db/database';
import {
  claimDirty,
  LEASE_PLAN,
  leaseStatement,
  PICK_PLAN,
  pickStatement,
  takeDirty,
  takeStatement,
  withPlannerSettings,
  type ClaimOptions,
  type PlannerSettings,
} from '../../src/modules/att/recalc/dirty-queue';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../support/test-database';

type RawStatement = ReturnType<typeof pickStatement> | ReturnType<typeof leaseStatement> | ReturnType<typeof takeStatement>;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

// 33,000 keys: past a few pages, where the planner's choice between walking the key and sorting starts to matter
const EMPLOYEES = 500;
const DAYS = 66;

describe(`claiming dirty employee-days on ${TEST_DB_KIND}`, () => {
  let test: TestDatabase;
  let database: Database;
  let first: number;
  let second: number;
  const options: ClaimOptions = { limit: 2500, through: '2026-12-31', now: new Date('2026-01-01T00:00:00Z'), leaseMs: 60_000 };

  async function company(name: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`insert into companies (company_name, company_domain) values (${name}, ${name}) returning id`.execute(database.db);
    const id = Number(rows[0].id);
    await sql`insert into employees (company_id, emp_code, hire_date) select ${id}, g::text, '2020-01-01' from generate_series(1, ${EMPLOYEES}) g`.execute(database.db);
    return id;
  }

  /** The queue holds EMPLOYEES × DAYS keys of `companyId` only. */
  async function fillQueue(companyId: number): Promise<void> {
    await database.db.transaction().execute(async (trx) => {
      // the rows are valid (existing employees): skipping the per-row key checks keeps PGlite's fill to seconds
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from att_dirty_days`.execute(trx);
      await sql`insert into att_dirty_days (company_id, employee_id, work_date)
        select e.company_id, e.id, date '2025-01-01' + d from employees e cross join generate_series(0, ${DAYS - 1}) d
         where e.company_id = ${companyId}`.execute(trx);
    });
  }

  /** The node types and indexes of a statement's plan as the worker runs it (tenant role, row-level security). */
  async function planOf(companyId: number, settings: PlannerSettings | null, statement: RawStatement): Promise<{ types: string[]; indexes: string[] }> {
    const plan = await database.withTenant(companyId, async (trx) => {
      const explain = async () => (await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${statement}`.execute(trx)).rows[0]['QUERY PLAN'];
      return settings ? withPlannerSettings(trx, settings, explain) : explain();
    });
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    const types = new Set<string>();
    const indexes = new Set<string>();
    const walk = (node: PlanNode) => {
      // row-level security's one-time filter (PostgreSQL 18 shows it as a node of its own)
      if (node['Node Type'] !== 'Result') types.add(node['Node Type']);
      if (node['Index Name']) indexes.add(node['Index Name']);
      node.Plans?.forEach(walk);
    };
    walk(root[0].Plan);
    return { types: [...types].sort(), indexes: [...indexes] };
  }

  /** The pick, the lease (of the rows the pick would take) and the PGlite take, each under its settings. */
  async function claimPlans(companyId: number) {
    const tids = await database.withTenant(companyId, async (trx) => (await pickStatement(companyId, options).execute(trx)).rows.map((row) => row.tid));
    const until = new Date(options.now.getTime() + options.leaseMs);
    return {
      pick: await planOf(companyId, PICK_PLAN, pickStatement(companyId, options)),
      lease: await planOf(companyId, LEASE_PLAN, leaseStatement(tids, until)),
      take: await planOf(companyId, PICK_PLAN, takeStatement(companyId, options)),
    };
  }

  const PINNED = {
    pick: { types: ['Index Scan', 'Limit', 'LockRows'], indexes: ['att_dirty_days_pkey'] },
    lease: { types: ['ModifyTable', 'Tid Scan'], indexes: [] },
    take: { types: ['Index Scan', 'Limit'], indexes: ['att_dirty_days_pkey'] },
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    database = test.database;
    // PostgreSQL's autovacuum would analyse the table behind the test's back (PGlite has none)
    if (TEST_DB_KIND === 'postgres') await sql`alter table att_dirty_days set (autovacuum_enabled = false)`.execute(database.db);
    first = await company('claim-first');
    second = await company('claim-second');
  });

  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  it('never analysed, with 33,000 due keys: an ordered walk of the primary key and a TID update', async () => {
    await fillQueue(second);
    const { rows } = await sql<{ analysed: boolean }>`select reltuples >= 0 as analysed from pg_class where oid = 'att_dirty_days'::regclass`.execute(database.db);
    expect(rows[0].analysed).toBe(false);
    expect(await claimPlans(second)).toEqual(PINNED);
    // the control: left to the planner, this table gets another plan (the test would see a lost pin)
    expect((await planOf(second, null, pickStatement(second, options))).types).toContain('Sort');
  });

  it('statistics of another company (the stall of ADR 0101) and fresh statistics: the same plan', async () => {
    await fillQueue(first);
    await sql`analyze att_dirty_days`.execute(database.db);
    await fillQueue(second);
    expect(await claimPlans(second)).toEqual(PINNED);
    const until = new Date(options.now.getTime() + options.leaseMs);
    const tids = await database.withTenant(second, async (trx) => (await pickStatement(second, options).execute(trx)).rows.map((row) => row.tid));
    // the control: left to the planner, the lease walks the company's keys (the statistics say it has none)
    expect((await planOf(second, null, leaseStatement(tids, until))).types).not.toContain('Tid Scan');
    await sql`analyze att_dirty_days`.execute(database.db);
    expect(await claimPlans(second)).toEqual(PINNED);
  });

  it('claims the first keys by employee and date, skips claimed ones, and leaves the settings as they were', async () => {
    await fillQueue(second);
    const employees = (await sql<{ id: number }>`select id from employees where company_id = ${second} order by id limit 76`.execute(database.db)).rows.map((row) => Number(row.id));
    const { batch, next, settings } = await database.withTenant(second, async (trx) => {
      const claimed = await claimDirty(trx, second, options);
      const after = (await sql<{ sort: string; seq: string }>`select current_setting('enable_sort') as sort, current_setting('enable_seqscan') as seq`.execute(trx)).rows[0];
      return { batch: claimed, next: await claimDirty(trx, second, options), settings: after };
    });
    // PGlite's take (no lease) reads the same first keys, ordered, and leaves the claimed ones alone
    const taken = await database.withTenant(second, (trx) => takeDirty(trx, second, { ...options, now: new Date(options.now.getTime() + 1000) }));
    expect(taken).toHaveLength(2500);
    expect(taken[0]).toMatchObject({ employeeId: employees[75], date: '2025-02-20' });
    expect(settings).toEqual({ sort: 'on', seq: 'on' });
    // 2,500 keys = 37 employees' 66 days and 58 days of the 38th
    expect(batch).toHaveLength(2500);
    expect(batch[0]).toMatchObject({ employeeId: employees[0], date: '2025-01-01' });
    expect(batch[2499]).toMatchObject({ employeeId: employees[37], date: '2025-02-27' });
    expect(new Set(batch.map((day) => day.employeeId))).toEqual(new Set(employees.slice(0, 38)));
    expect(next[0]).toMatchObject({ employeeId: employees[37], date: '2025-02-28' });
    expect(next[2499]).toMatchObject({ employeeId: employees[75], date: '2025-02-19' });
    const claimedRows = await sql<{ n: string }>`select count(*) as n from att_dirty_days where company_id = ${second} and claimed_until is not null`.execute(database.db);
    expect(Number(claimedRows.rows[0].n)).toBe(5000);
  });
});
