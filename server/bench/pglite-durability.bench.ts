/**
 * Embedded database write throughput with and without sync on commit (PGLITE_SYNC, ADR 0041). Not a timed
 * test: the figures depend on the disk. Each mode gets a fresh data folder in TMPDIR (put it on the disk you
 * deploy to: `TMPDIR=/srv/tmp pnpm bench:pglite-sync`).
 *
 *   node --import tsx server/bench/pglite-durability.bench.ts [commits] [rounds]
 *
 * Prints per mode: single-row autocommit inserts per second, 20-row transactions (rows per second), fsync calls
 * per commit, and the time to create and migrate a new database (the first `npm start`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteStorageOptions, SyncingNodeFS, type PgliteSync } from '../src/db/pglite-durability';

const COMMITS = Number(process.argv[2] ?? 400);
const ROUNDS = Number(process.argv[3] ?? 3);
const BATCH = 20;

interface Figures {
  commitsPerSecond: number;
  batchRowsPerSecond: number;
  syncsPerCommit: number;
  migrateSeconds: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function round(sync: PgliteSync): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-bench-sync-'));
  try {
    const options = pgliteStorageOptions(path.join(dir, 'pglite'), sync);
    const pg = await PGlite.create(options);
    const counter = options.fs instanceof SyncingNodeFS ? options.fs : undefined;
    await pg.exec('create table bench_punch (id bigint generated always as identity primary key, sn text, at timestamptz, payload text)');
    const before = counter?.syncCalls ?? 0;
    let started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      await pg.query('insert into bench_punch (sn, at, payload) values ($1, now(), $2)', [`SN${i % 7}`, 'x'.repeat(120)]);
    }
    const commitsPerSecond = COMMITS / ((performance.now() - started) / 1000);
    const syncsPerCommit = ((counter?.syncCalls ?? 0) - before) / COMMITS;
    const transactions = Math.max(1, Math.floor(COMMITS / 4));
    started = performance.now();
    for (let i = 0; i < transactions; i++) {
      await pg.transaction(async (tx) => {
        for (let j = 0; j < BATCH; j++) await tx.query('insert into bench_punch (sn, at, payload) values ($1, now(), $2)', [`SN${j}`, 'y'.repeat(120)]);
      });
    }
    const batchRowsPerSecond = (transactions * BATCH) / ((performance.now() - started) / 1000);
    await pg.close();

    started = performance.now();
    const database = await createDatabase({ pgliteDataDir: path.join(dir, 'migrated'), pgliteSync: sync });
    await migrate(database);
    const migrateSeconds = (performance.now() - started) / 1000;
    await database.close();
    return { commitsPerSecond, batchRowsPerSecond, syncsPerCommit, migrateSeconds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`PGlite sync bench: ${COMMITS} autocommit inserts, ${Math.floor(COMMITS / 4)} transactions of ${BATCH} rows, ${ROUNDS} rounds, data in ${os.tmpdir()}`);
  const results: Record<PgliteSync, Figures[]> = { off: [], commit: [] };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate so a busy neighbour on a shared machine hurts both modes alike.
    for (const sync of r % 2 === 0 ? (['off', 'commit'] as const) : (['commit', 'off'] as const)) results[sync].push(await round(sync));
  }
  for (const sync of ['off', 'commit'] as const) {
    const rows = results[sync];
    console.log(
      `PGLITE_SYNC=${sync.padEnd(6)} commits/s ${median(rows.map((f) => f.commitsPerSecond)).toFixed(0).padStart(5)}` +
        `  rows/s in ${BATCH}-row transactions ${median(rows.map((f) => f.batchRowsPerSecond)).toFixed(0).padStart(6)}` +
        `  fsyncs/commit ${median(rows.map((f) => f.syncsPerCommit)).toFixed(2)}` +
        `  create+migrate ${median(rows.map((f) => f.migrateSeconds)).toFixed(1)} s`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
