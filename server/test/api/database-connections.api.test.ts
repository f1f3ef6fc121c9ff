import pg from 'pg';
import { sql } from 'kysely';
import { MAX_NAMED, PREPARED } from '../../src/db/postgres-dialect';
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

  it('answers a health ping while every pooled connection is held by a transaction', async () => {
    const test = await createTestDatabase();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // PostgreSQL: more transactions than the pool has connections (10), all waiting. The embedded database has one
    // connection and answers pings between statements instead (pglite-thread.test.ts).
    const holders = test.url ? 12 : 0;
    try {
      let began = 0;
      const transactions = Array.from({ length: holders }, () =>
        test.database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          began += 1;
          await held;
        }),
      );
      for (let waited = 0; test.url && began < 10 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(began).toBe(test.url ? 10 : 0);
      let answered = false;
      await test.database.ping().then(() => {
        answered = true;
      });
      expect(answered).toBe(true);
      // The two beyond the pool still wait: the ping did not take a pooled connection, and none was freed.
      expect(began).toBe(test.url ? 10 : 0);
      release();
      await Promise.all(transactions);
      expect(began).toBe(holders);
    } finally {
      release();
      await test.database.close();
      await test.drop();
    }
  });

  it('sets a tenant transaction’s company and role (on PostgreSQL with its BEGIN, one message), and not a transaction begun inside it', async () => {
    const test = await createTestDatabase();
    const query = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const db = test.database.db;
      const company = (await sql<{ id: number }>`insert into companies (company_name, company_domain) values ('begin', 'begin') returning id`.execute(db)).rows[0].id;
      const who = sql<{ company: string; role: string }>`select coalesce(current_setting('app.company_id', true), '') as company, current_user as role`;
      query.mockClear();
      const seen = await test.database.withTenant(company, async (trx) => ({
        inside: (await who.execute(trx)).rows[0],
        // Another transaction begun inside the work (PostgreSQL: another pooled connection; PGlite has one) is not the tenant's.
        nested: test.url ? (await db.transaction().execute((other) => who.execute(other))).rows[0] : undefined,
      }));
      expect(seen.inside).toEqual({ company: String(company), role: 'timekeep_app' });
      if (test.url) {
        expect(seen.nested?.company).toBe('');
        expect(seen.nested?.role).not.toBe('timekeep_app');
        const texts = query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
        expect(texts).toEqual([
          `begin; select set_config('app.company_id', '${company}', true), set_config('role', 'timekeep_app', true)`,
          who.compile(db).sql,
          'begin',
          who.compile(db).sql,
          'commit',
          'commit',
        ]);
      }
      // The next tenant transaction on the same connections starts clean.
      expect((await test.database.withTenant(company, (trx) => who.execute(trx))).rows[0]).toEqual({ company: String(company), role: 'timekeep_app' });
    } finally {
      query.mockRestore();
      await test.database.close();
      await test.drop();
    }
  });

  it('names (prepares) the statements marked PREPARED on PostgreSQL, at most MAX_NAMED a connection, with the same answers', async () => {
    const test = await createTestDatabase();
    try {
      const db = test.database.db;
      const statements = await db.transaction().execute(async (trx) => {
        const answers: number[] = [];
        // One more distinct marked statement than a connection names, each run twice, and one unmarked.
        for (let n = 0; n <= MAX_NAMED; n += 1) {
          for (let twice = 0; twice < 2; twice += 1) {
            answers.push((await sql<{ v: number }>`${sql.raw(PREPARED)}select ${n}::int + ${sql.raw(String(n))} as v`.execute(trx)).rows[0].v);
          }
        }
        expect(answers).toEqual(Array.from({ length: MAX_NAMED + 1 }, (_, n) => [2 * n, 2 * n]).flat());
        expect((await sql<{ v: number }>`select ${7}::int as v`.execute(trx)).rows[0].v).toBe(7);
        if (!test.url) return [];
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map((row) => row.statement);
      });
      if (test.url) {
        expect(statements).toHaveLength(MAX_NAMED);
        expect(statements.every((text) => text.startsWith(PREPARED))).toBe(true);
      }
    } finally {
      await test.database.close();
      await test.drop();
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
      expect((await keeper.runOnce()).analyzed).toContain('departments');
      // the planner now knows the table's size
      expect(Number(await estimate())).toBeGreaterThanOrEqual(3000);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      expect((await keeper.runOnce()).analyzed).not.toContain('departments');
    } finally {
      await test.database.close();
      await test.drop();
    }
  });

  it('vacuums the recalculation queue once enough of it is dead: its space comes back (PGlite has no autovacuum, ADR 0114)', async () => {
    const test = await createTestDatabase();
    try {
      const db = test.database.db;
      // PostgreSQL's autovacuum would race the keeper here; the keeper only ever runs on PGlite, the mechanism is the same
      if (TEST_DB_KIND === 'postgres') await sql`alter table att_dirty_days set (autovacuum_enabled = off)`.execute(db);
      const keeper = createStatisticsKeeper(test.database);
      await keeper.runOnce(); // whatever the template left due
      const company = (await sql<{ id: number }>`insert into companies (company_name, company_domain) values ('queue', 'queue') returning id`.execute(db)).rows[0].id;
      await sql`insert into employees (company_id, emp_code, hire_date) select ${company}, g::text, '2020-01-01' from generate_series(1, 200) g`.execute(db);
      // a day of churn: 6,000 employee-days marked, then taken and dropped by the worker
      const churn = async (days: number) => {
        await sql`insert into att_dirty_days (company_id, employee_id, work_date)
          select e.company_id, e.id, date '2026-01-01' + d from employees e cross join generate_series(1, ${days}) d where e.company_id = ${company}`.execute(db);
        await sql`delete from att_dirty_days where company_id = ${company}`.execute(db);
        await sql`select pg_stat_force_next_flush()`.execute(db);
      };
      const state = async () =>
        (
          await sql<{ size: string; dead: string }>`select pg_relation_size('att_dirty_days') as size,
            (select n_dead_tup from pg_stat_user_tables where relname = 'att_dirty_days') as dead`.execute(db)
        ).rows.map((row) => ({ size: Number(row.size), dead: Number(row.dead) }))[0];
      await churn(30);
      const before = await state();
      expect(before.dead).toBe(6000);
      expect(before.size).toBeGreaterThan(100_000);
      expect((await keeper.runOnce()).vacuumed).toEqual(['att_dirty_days']);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      // the dead rows are gone and the emptied pages returned (the queue is empty: nothing is left)
      expect(await state()).toEqual({ size: 0, dead: 0 });
      // nothing dead: nothing to do; a few dead rows (≤ 50, autovacuum's threshold) wait for more
      expect((await keeper.runOnce()).vacuumed).toEqual([]);
      await sql`insert into att_dirty_days (company_id, employee_id, work_date) select ${company}, id, '2026-02-01' from employees where company_id = ${company} limit 40`.execute(db);
      await sql`delete from att_dirty_days where company_id = ${company}`.execute(db);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      expect((await keeper.runOnce()).vacuumed).toEqual([]);
    } finally {
      await test.database.close();
      await test.drop();
    }
  });
});
