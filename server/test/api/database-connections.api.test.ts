import pg from 'pg';
import { sql } from 'kysely';
import { createStatisticsKeeper } from '../../src/db/table-statistics';
import { createTestDatabase, TEST_DB_KIND } from '../support/test-database';

describe(`database connections (${TEST_DB_KIND})`, () => {
  it('keeps serving after the database server closes its idle connections', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = await createTestDatabase();
    try {
      // Several pooled connections, now idle.
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(test.database.db)));
      if (test.url) {
        // What a PostgreSQL restart, a failover or an administrator does to idle sessions.
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const terminated = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(test.url).pathname.slice(1)],
        );
        await admin.end();
        expect(terminated.rowCount).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 300)); // the idle clients receive the termination
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection'));
      }
      const result = await sql<{ one: number }>`select 1 as one`.execute(test.database.db);
      expect(result.rows[0].one).toBe(1);
    } finally {
      await test.database.close();
      await test.drop();
      warn.mockRestore();
    }
  });

  it('analyzes the tables that changed enough since their last analyze (PGlite has no autovacuum)', async () => {
    const test = await createTestDatabase();
    try {
      const db = test.database.db;
      const keeper = createStatisticsKeeper(test.database);
      await keeper.runOnce(); // whatever the template left due
      const company = (await sql<{ id: number }>`insert into companies (company_name, company_domain) values ('stats', 'stats') returning id`.execute(db)).rows[0].id;
      await sql`insert into departments (company_id, name) select ${company}, 'D' || g from generate_series(1, 3000) g`.execute(db);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      const estimate = async () => (await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'departments'`.execute(db)).rows[0].reltuples;
      expect(await keeper.runOnce()).toContain('departments');
      // the planner now knows the table's size
      expect(Number(await estimate())).toBeGreaterThanOrEqual(3000);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      expect(await keeper.runOnce()).not.toContain('departments');
    } finally {
      await test.database.close();
      await test.drop();
    }
  });
});
