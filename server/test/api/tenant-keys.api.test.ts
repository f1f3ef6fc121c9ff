/**
 * The schema keeps the scale-out path open (ADR 0010, ADR 0114): Citus distributes tenant tables by company_id, so
 * every tenant table's primary key leads with it, a unique index must contain it, and a foreign key between two
 * tenant tables must join on it (co-located; no cross-tenant join). Read from the catalogue of the migrated
 * database, so a new table or key that breaks it fails here. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/db/database';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../support/test-database';

/**
 * Tables with a company_id column but no tenant row security: platform records that name a company. The two
 * registries (iclock_devices, ralvie_agent_keys) answer "whose device / agent token is this" before any tenant is known.
 */
const PLATFORM_TABLES_WITH_COMPANY = ['iclock_devices', 'invitations', 'join_requests', 'memberships', 'one_time_codes', 'payment_references', 'ralvie_agent_keys', 'refresh_tokens'];

/**
 * Unique indexes of tenant tables without company_id, each a decision of its own (Citus cannot create them on a
 * distributed table: they need a reference table or a check on write before distributing; not attendance).
 */
const GLOBAL_UNIQUE_INDEXES = [
  'jobs.jobs_id', // one id sequence for jobs and platform_jobs; the runner finishes a job by id (migration 0005)
  'terminals.terminals_sn_unique', // one company per SN: /iclock knows a device by its SN only (migration 0051)
];

describe(`tenant tables keep company_id in their keys on ${TEST_DB_KIND}`, () => {
  let test: TestDatabase;
  let database: Database;
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows;

  // tables of the public schema with a company_id column, and whether tenant row security is on and forced
  const TABLES = sql`
    select c.oid, c.relname, c.relrowsecurity and c.relforcerowsecurity as tenant
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where c.relkind in ('r', 'p')
       and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)`;

  beforeAll(async () => {
    test = await createTestDatabase();
    database = test.database;
  });
  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  it('every table with a company_id is a tenant table (row security) or a known platform table', async () => {
    const list = await rows(sql<{ relname: string; tenant: boolean }>`select relname, tenant from (${TABLES}) t order by relname`);
    expect(list.filter((table) => !table.tenant).map((table) => table.relname)).toEqual(PLATFORM_TABLES_WITH_COMPANY);
    // the attendance tables are among the tenant ones (a sanity check that the query sees them)
    expect(list.filter((table) => table.tenant).map((table) => table.relname)).toEqual(expect.arrayContaining(['att_day_results', 'att_dirty_days', 'timetables', 'shifts', 'employee_schedules', 'transactions']));
  });

  it('every tenant table has a primary key that starts with company_id', async () => {
    const offenders = await rows(sql<{ relname: string; first: string | null }>`
      select t.relname, (select a.attname from pg_attribute a where a.attrelid = t.oid and a.attnum = i.indkey[0]) as first
        from (${TABLES}) t left join pg_index i on i.indrelid = t.oid and i.indisprimary
       where t.tenant and (i.indexrelid is null or (select a.attname from pg_attribute a where a.attrelid = t.oid and a.attnum = i.indkey[0]) <> 'company_id')
       order by t.relname`);
    expect(offenders).toEqual([]);
  });

  it('unique indexes of tenant tables contain company_id, but for the listed global ones', async () => {
    const offenders = await rows(sql<{ name: string }>`
      select t.relname || '.' || ic.relname as name
        from (${TABLES}) t join pg_index i on i.indrelid = t.oid and i.indisunique join pg_class ic on ic.oid = i.indexrelid
       where t.tenant
         and not exists (select 1 from unnest(i.indkey) k (n) join pg_attribute a on a.attrelid = t.oid and a.attnum = k.n where a.attname = 'company_id')
       order by 1`);
    expect(offenders.map((row) => row.name)).toEqual(GLOBAL_UNIQUE_INDEXES);
  });

  it('foreign keys between tenant tables join on company_id (co-located, never across tenants)', async () => {
    const offenders = await rows(sql<{ conname: string }>`
      select con.conname
        from pg_constraint con
        join (${TABLES}) s on s.oid = con.conrelid and s.tenant
        join (${TABLES}) r on r.oid = con.confrelid and r.tenant
       where con.contype = 'f'
         and not exists (
           select 1 from unnest(con.conkey, con.confkey) k (l, f)
             join pg_attribute la on la.attrelid = con.conrelid and la.attnum = k.l
             join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.f
            where la.attname = 'company_id' and fa.attname = 'company_id')
       order by 1`);
    expect(offenders).toEqual([]);
    // and there are such keys to check (the query is not vacuous)
    const keys = await rows(sql<{ n: string }>`
      select count(*) as n from pg_constraint con join (${TABLES}) s on s.oid = con.conrelid and s.tenant join (${TABLES}) r on r.oid = con.confrelid and r.tenant
       where con.contype = 'f'`);
    expect(Number(keys[0].n)).toBeGreaterThan(20);
  });
});
