/**
 * Two servers on one DATA_DIR with the embedded database each saw only their own writes and lost acknowledged
 * ones after a restart. The data folder is locked: the second start fails, clearly, and the first keeps working.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDeps } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { REPO_ROOT } from '../../src/paths';

describe('one server per data folder (embedded database)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-datadir-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR while the first runs, and allows one after it stopped', async () => {
    // Syncing commits (pglite-durability.api.test.ts) only slows the two migrations here. No payment sandbox: these
    // deps are closed by their database only (an app's onClose would close the sandbox's listening fakes too).
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', PGLITE_SYNC: 'off', PAYMENT_SANDBOX: 'off' });
    const first = await createDeps(config);
    try {
      await expect(createDeps(config)).rejects.toThrow(DataDirLockedError);
      await expect(createDeps(config)).rejects.toThrow(`the data folder ${dataDir} is in use by another Timekeep server`);
      await sql`create table lock_probe (note text)`.execute(first.database.db);
      await sql`insert into lock_probe values ('written by the first server')`.execute(first.database.db);
    } finally {
      await first.database.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const next = await createDeps(config);
    try {
      const rows = await sql<{ note: string }>`select note from lock_probe`.execute(next.database.db);
      expect(rows.rows).toEqual([{ note: 'written by the first server' }]);
    } finally {
      await next.database.close();
    }
  }, 240_000);

  it('lets servers on PostgreSQL share a DATA_DIR (no embedded database to protect)', async () => {
    const held = acquireDataDirLock(dataDir);
    try {
      const url = process.env.TEST_DATABASE_URL;
      if (!url) return; // the PGlite run has no PostgreSQL server to open
      const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0', DATABASE_URL: url, PAYMENT_SANDBOX: 'off' }));
      await deps.database.close();
    } finally {
      held.release();
    }
  });

  it('npm start on a locked DATA_DIR exits non-zero and says why', async () => {
    const held = acquireDataDirLock(dataDir);
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      delete env.NODE_OPTIONS;
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'src', 'main.ts')], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Timekeep cannot start: the data folder ${dataDir} is in use by another Timekeep server (process ${process.pid}`);
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      held.release();
    }
  }, 60_000);
});
