/**
 * The embedded database in its own thread (ADR 0045): the same SQL as in the server's thread, one transaction
 * at a time, health checks that wait for no transaction, an event loop that keeps turning during a long query, and
 * acknowledged writes that survive kill -9.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SERVER_ROOT } from '../paths';
import { createDatabase, type Database } from './database';
import { migrate } from './migrate';
import { TurnLock } from './pglite-thread';

jest.setTimeout(120_000);

describe('PGlite in its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createDatabase({ pgliteDataDir: 'memory://', pgliteThread: true });
    await migrate(database);
    await database.exec(`
      insert into regions (code, identify_code, product_name, website, copyright, logo, is_default)
        values ('t', 't', 'T', 'https://t.test', 'c', 'l', true);
      insert into companies (company_name, company_domain) values ('One', 'one'), ('Two', 'two');`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs the migrations and reads values as the in-thread driver does', async () => {
    const { rows } = await sql<{ n: number; d: string; t: Date; j: { a: number[] }; b: boolean }>`
      select 9007199254740991::int8 as n, '2026-03-01'::date as d, now() as t, '{"a":[1,2]}'::jsonb as j, true as b`.execute(database.db);
    expect(rows[0]).toMatchObject({ n: 9007199254740991, d: '2026-03-01', j: { a: [1, 2] }, b: true });
    // A Date (of the main realm: jest's sandbox has its own Date constructor).
    expect(Object.prototype.toString.call(rows[0]?.t)).toBe('[object Date]');
    const inserted = await database.db.insertInto('employees').values({ company_id: 1, emp_code: 'A1' }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
  });

  it('scopes a tenant transaction by role and company, one transaction at a time', async () => {
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = database.withTenant(1, async (trx) => {
      await trx.insertInto('employees').values({ company_id: 1, emp_code: 'T1' }).execute();
      seen.push('first inserted');
      await gate;
      const { rows } = await sql<{ role: string; company: string }>`select current_user as role, current_setting('app.company_id') as company`.execute(trx);
      seen.push(`first as ${rows[0]?.role} of ${rows[0]?.company}`);
    });
    // Queued behind the open transaction: it must neither run inside it nor see its row before the commit.
    const outside = database.db.selectFrom('employees').select('emp_code').where('emp_code', '=', 'T1').execute().then((rows) => {
      seen.push(`outside saw ${rows.length}`);
    });
    const second = database.withTenant(2, async (trx) => {
      const rows = await trx.selectFrom('employees').select('emp_code').execute();
      seen.push(`second saw ${rows.length}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, outside, second]);
    expect(seen).toEqual(['first inserted', 'first as timekeep_app of 1', 'outside saw 1', 'second saw 0']);
  });

  it('rolls a failed transaction back, reports the SQLSTATE, and serves the next caller', async () => {
    const failed = database.withTenant(1, async (trx) => {
      await trx.insertInto('employees').values({ company_id: 1, emp_code: 'R1' }).execute();
      await trx.insertInto('employees').values({ company_id: 1, emp_code: 'R1' }).execute();
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const rows = await database.withTenant(1, (trx) => trx.selectFrom('employees').select('emp_code').where('emp_code', '=', 'R1').execute());
    expect(rows).toEqual([]);
  });

  it('hands the connection on when COMMIT is sent, and a failed COMMIT never touches the next transaction', async () => {
    // The connection passes to the next holder before COMMIT's answer (ADR 0117). A COMMIT that fails (a deferred
    // foreign key) has ended its transaction; the rollback Kysely then asks for must not reach the next holder's.
    await database.exec(`create table commit_probe (id int primary key, ref int references commit_probe (id) deferrable initially deferred);
      grant all on commit_probe to timekeep_app`);
    const failing = database.withTenant(1, (trx) => sql`insert into commit_probe values (1, 99)`.execute(trx));
    const next = database.withTenant(1, async (trx) => {
      await sql`insert into commit_probe values (2, null)`.execute(trx);
      await sql`insert into commit_probe values (3, 2)`.execute(trx);
      return (await sql<{ id: number }>`select id from commit_probe order by id`.execute(trx)).rows.map((row) => row.id);
    });
    await expect(failing).rejects.toMatchObject({ code: '23503' });
    await expect(next).resolves.toEqual([2, 3]);
    const { rows } = await sql<{ id: number }>`select id from commit_probe order by id`.execute(database.db);
    expect(rows.map((row) => row.id)).toEqual([2, 3]);
  });

  it('answers a ping while a transaction holds the connection and queries wait for it', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holder = database.withTenant(1, async (trx) => {
      await sql`select 1`.execute(trx);
      order.push('holder began');
      await gate;
      order.push('holder done');
    });
    const waiting = [1, 2].map((n) => sql`select 1`.execute(database.db).then(() => void order.push(`query ${n}`)));
    // The health check neither waits for the open transaction nor for the queries queued behind it (ADR 0117).
    while (!order.includes('holder began')) await new Promise((resolve) => setTimeout(resolve, 5));
    await database.ping();
    order.push('ping');
    release();
    await Promise.all([holder, ...waiting]);
    expect(order).toEqual(['holder began', 'ping', 'holder done', 'query 1', 'query 2']);
  });

  it('keeps the event loop turning while a long query runs', async () => {
    let turns = 0;
    let running = true;
    const tick = (): void => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await sql`select count(*) from generate_series(1, 500000)`.execute(database.db);
    running = false;
    // In the server's own thread the query would hold the loop for its whole run (a handful of turns at most).
    expect(turns).toBeGreaterThan(20);
  });
});

describe('TurnLock', () => {
  it('hands the turn over in arrival order, urgent callers first', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    await lock.acquire();
    const later = ['a', 'b'].map((name) => lock.acquire().then(() => void order.push(name)));
    const urgent = lock.acquire(true).then(() => void order.push('urgent'));
    for (let n = 0; n < 3; n += 1) lock.release();
    await Promise.all([...later, urgent]);
    expect(order).toEqual(['urgent', 'a', 'b']);
  });
});

describe('the embedded database after kill -9', () => {
  it('keeps every write it acknowledged', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-kill-'));
    const dataDir = path.join(dir, 'pglite');
    const script = path.join(dir, 'writer.ts');
    fs.writeFileSync(
      script,
      `import { createDatabase } from ${JSON.stringify(path.join(SERVER_ROOT, 'src', 'db', 'database'))};
       (async () => {
         // kill -9 leaves the page cache to the kernel: no fsync needed to keep what was acknowledged (ADR 0041).
         const database = await createDatabase({ pgliteDataDir: ${JSON.stringify(dataDir)}, pgliteSync: 'off' });
         await database.exec('create table if not exists acks (n int primary key)');
         for (let n = 1; ; n += 1) {
           await database.exec('insert into acks values (' + n + ')');
           process.stdout.write(n + '\\n');
         }
       })();`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const last = chunk.toString().trim().split('\n').pop();
        acknowledged = Math.max(acknowledged, Number(last));
        if (acknowledged >= 10) {
          child.removeAllListeners('exit');
          child.kill('SIGKILL');
          child.on('exit', () => resolve());
        }
      });
    });
    const reopened = await createDatabase({ pgliteDataDir: dataDir, pgliteSync: 'off' });
    try {
      const { rows } = await sql<{ n: number }>`select n from acks where n <= ${acknowledged} order by n`.execute(reopened.db);
      expect(rows.map((row) => row.n)).toEqual(Array.from({ length: acknowledged }, (_, i) => i + 1));
    } finally {
      await reopened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // A fresh data folder (initdb) in a child process and a reopen: seconds on an idle machine, minutes on a busy disk.
  }, 300_000);
});
