/**
 * The embedded database on a data folder syncs every commit to the disk before acknowledging it (ADR 0041);
 * PGLITE_SYNC=off leaves writes to the OS, as PGlite does by itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../src/db/database';
import { pgliteTemplate } from '../support/test-database';

/**
 * A data folder copied from the run's migrated template: what is measured is the sync of each commit, which does
 * not need a new cluster; initdb inside WASM cost ~8 s per test (more under load).
 */
async function dataFolder(dir: string): Promise<string> {
  const folder = path.join(dir, 'pglite');
  fs.cpSync(await pgliteTemplate(), folder, { recursive: true });
  return folder;
}

// In the server's own thread, where the fsync spy sees the calls; the database thread opens PGlite with the same
// storage options (src/db/pglite-options.ts).
describe('embedded database durability (PGlite on a data folder)', () => {
  let dir: string;
  let synced: string[];
  let fsyncSpy: jest.SpyInstance;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-durability-'));
    synced = [];
    const realFsync = fs.fsyncSync.bind(fs);
    fsyncSpy = jest.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      realFsync(fd);
    });
  });
  afterEach(() => {
    fsyncSpy.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const walSyncs = (): number => synced.filter((file) => file.includes(`${path.sep}pg_wal${path.sep}`)).length;

  it('by default, has the WAL of each commit on the disk when the commit is acknowledged', async () => {
    const database = await createDatabase({ pgliteDataDir: await dataFolder(dir), pgliteThread: false });
    try {
      const setting = await sql<{ fsync: string }>`show fsync`.execute(database.db);
      expect(setting.rows[0].fsync).toBe('on');
      await sql`create table durable_probe (note text)`.execute(database.db);
      for (const note of ['first', 'second', 'third']) {
        const before = walSyncs();
        await sql`insert into durable_probe values (${note})`.execute(database.db);
        expect(walSyncs()).toBeGreaterThan(before);
      }
    } finally {
      await database.close();
    }
  }, 180_000);

  it('with PGLITE_SYNC=off, leaves the writes to the OS (no fsync at all)', async () => {
    const database = await createDatabase({ pgliteDataDir: await dataFolder(dir), pgliteSync: 'off', pgliteThread: false });
    try {
      expect((await sql<{ fsync: string }>`show fsync`.execute(database.db)).rows[0].fsync).toBe('off');
      await sql`create table relaxed_probe (note text)`.execute(database.db);
      await sql`insert into relaxed_probe values ('x')`.execute(database.db);
      expect(synced).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
