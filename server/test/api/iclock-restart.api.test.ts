/**
 * The server killed (-9) in the middle of a terminal's upload (issue 12): the device hears no OK, sends the
 * batch again once the server is back, and afterwards every punch is stored exactly once (0 lost, 0
 * duplicated). A real server process on the embedded database's data folder (or PostgreSQL), real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { REPO_ROOT } from '../../src/paths';
import { createTestDatabase, pgliteTemplate, TEST_DB_KIND } from '../support/test-database';
import { attlogLines, httpTransport, TerminalSimulator } from '../terminal-simulator';

const SN = 'KILL000000001';
const BATCHES = 12;
const LINES = 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function prepare(database: Database): Promise<number> {
  await migrate(database);
  const company = (await database.db.insertInto('companies').values({ company_name: 'Kill', company_domain: 'kill' }).returning('id').executeTakeFirstOrThrow()).id;
  await database.withTenant(company, (trx) =>
    trx.insertInto('terminals').values({ company_id: company, sn: SN, time_zone: 'Europe/Madrid', claimed_at: new Date('2000-01-01T00:00:00Z') }).execute(),
  );
  return company;
}

describe(`kill -9 in the middle of a batch on ${TEST_DB_KIND}`, () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let company: number;
  let server: ChildProcess | undefined;
  let port: number;

  const start = async (): Promise<ChildProcess> => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    delete env.NODE_OPTIONS;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'src', 'main.ts')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Timekeep is running')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
    return child;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-kill-'));
    port = await freePort();
    if (TEST_DB_KIND === 'postgres') {
      const test = await createTestDatabase();
      databaseUrl = test.url;
      dropDatabase = test.drop;
      company = await prepare(test.database);
      await test.database.close();
    } else {
      // A copy of the migrated template (test-database.ts): a new folder would run initdb and every migration
      // here (~15 s of this file's ~70 s); `prepare` still migrates, which finds nothing to do.
      fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
      const database = await createDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
      company = await prepare(database);
      await database.close();
    }
  }, 240_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and duplicates nothing', async () => {
    server = await start();
    const device = new TerminalSimulator(httpTransport(`http://127.0.0.1:${port}`), { sn: SN });
    const batches = Array.from({ length: BATCHES }, (_, index) => attlogLines(LINES, { offset: index * LINES, pins: 40 }));
    let killed = false;
    let answersLost = 0;
    for (const [index, body] of batches.entries()) {
      for (;;) {
        const sending = device.upload('ATTLOG', body);
        if (!killed && index === 3) {
          // Mid-batch: the request is in the server's hands (parsed, or inside its transaction) when it dies.
          await new Promise((resolve) => setTimeout(resolve, 40));
          server.kill('SIGKILL');
          await new Promise((resolve) => server?.once('exit', resolve));
          killed = true;
        }
        const answer = await sending.catch(() => null);
        if (answer?.text === `OK: ${LINES}`) break;
        // No OK: keep the batch and send it again once the server is back (what firmware does).
        answersLost += 1;
        if (server.exitCode !== null || server.signalCode !== null) server = await start();
      }
    }
    expect(killed).toBe(true);
    expect(answersLost).toBeGreaterThanOrEqual(1);
    server.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));
    server = undefined;

    const database = databaseUrl ? await createDatabase({ databaseUrl }) : await createDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
    try {
      const counts = (
        await sql<{ total: string; distinct_keys: string }>`
          select count(*) as total, count(distinct (terminal_sn, emp_code, punch_time)) as distinct_keys
          from transactions where company_id = ${company}`.execute(database.db)
      ).rows[0];
      expect(Number(counts.total)).toBe(BATCHES * LINES);
      expect(Number(counts.distinct_keys)).toBe(BATCHES * LINES);
    } finally {
      await database.close();
    }
  }, 300_000);
});
