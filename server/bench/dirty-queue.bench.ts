/**
 * `pnpm bench:dirty-queue` (ADR 0114): the recalculation's dirty queue on the embedded database over hours of
 * steady punches, with and without the keeper's vacuum of the queue tables (PGlite runs no autovacuum).
 * One cycle is one second at 20 punches/s: KEYS (60) employee-days marked in one transaction (20 punches × their
 * date ± 1, spread over EMPLOYEES and advancing dates), then the worker's PGlite step — take them, drop them
 * (`takeDirty` + `finishClaimed`, no calculation) — timed, and the worker's poll that finds the companies with work
 * (`companiesWithWork`, every pass and every second when idle) — timed. Every EVERY (60) cycles, one minute, the keeper's tick
 * (`vacuumDue`) runs in the `keeper` variant. Every SAMPLE cycles it prints the queue's table and index size, its
 * dead rows and the take's median and p99 over the window.
 * Variants run one after the other, each on a fresh PGlite data folder (in its own thread, like the app):
 *   VARIANTS=none,keeper,none,keeper CYCLES=10000 KEYS=60 EVERY=60 pnpm bench:dirty-queue
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { vacuumDue } from '../src/db/table-statistics';
import { companiesWithWork, finishClaimed, markDirtyDays, takeDirty } from '../src/modules/att/recalc/dirty-queue';
import { pgliteTemplate } from '../test/support/test-database';

const VARIANTS = (process.env.VARIANTS ?? 'none,keeper').split(',').map((v) => v.trim());
const CYCLES = Number(process.env.CYCLES ?? 10_000);
const KEYS = Number(process.env.KEYS ?? 60);
const EVERY = Number(process.env.EVERY ?? 60);
const SAMPLE = Number(process.env.SAMPLE ?? 2000);
const EMPLOYEES = Number(process.env.EMPLOYEES ?? 1000);
const DAY_MS = 86_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function queueState(database: Database) {
  await sql`select pg_stat_force_next_flush()`.execute(database.db);
  const { rows } = await sql<{ heap: string; index: string; dead: string; live: string }>`
    select pg_relation_size('att_dirty_days') as heap, pg_indexes_size('att_dirty_days') as index,
           (select n_dead_tup from pg_stat_user_tables where relname = 'att_dirty_days') as dead,
           (select count(*) from att_dirty_days) as live`.execute(database.db);
  const kb = (value: string) => `${Math.round(Number(value) / 1024)} kB`;
  return { heap: kb(rows[0].heap), index: kb(rows[0].index), dead: Number(rows[0].dead), live: Number(rows[0].live) };
}

async function runVariant(variant: string): Promise<void> {
  if (variant !== 'none' && variant !== 'keeper') throw new Error(`unknown variant ${variant} (none | keeper)`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-dirty-queue-bench-'));
  fs.cpSync(await pgliteTemplate(), folder, { recursive: true });
  const database = await createDatabase({ pgliteDataDir: folder, pgliteSync: 'off', pgliteThread: true });
  try {
    await migrate(database);
    const company = Number((await sql<{ id: number }>`insert into companies (company_name, company_domain) values ('Bench', 'dirtyqueue') returning id`.execute(database.db)).rows[0].id);
    const ids = (
      await sql<{ id: number }>`insert into employees (company_id, emp_code, hire_date) select ${company}, g::text, '2020-01-01' from generate_series(1, ${EMPLOYEES}) g returning id`.execute(database.db)
    ).rows.map((row) => Number(row.id));
    const start = Date.parse('2026-01-01T00:00:00Z');
    const options = { limit: 2500, through: '2030-01-01', now: new Date() };
    let window: number[] = [];
    let polls: number[] = [];
    let vacuumMs = 0;
    let vacuums = 0;
    const begun = performance.now();
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const keys = Array.from({ length: KEYS }, (_, j) => {
        const n = (cycle - 1) * KEYS + j;
        return { employeeId: ids[n % ids.length], date: new Date(start + (Math.floor(n / (ids.length * 3)) % 366) * DAY_MS + (n % 3) * DAY_MS).toISOString().slice(0, 10) };
      });
      await database.withTenant(company, (trx) => markDirtyDays(trx, company, keys));
      const t0 = performance.now();
      await database.withTenant(company, async (trx) => {
        const taken = await takeDirty(trx, company, options);
        await finishClaimed(trx, company, taken, { leased: false });
      });
      window.push(performance.now() - t0);
      const p0 = performance.now();
      await database.db.transaction().execute(async (trx) => {
        await sql`set local role timekeep_jobs`.execute(trx);
        return companiesWithWork(trx, { ...options, limit: 100 });
      });
      polls.push(performance.now() - p0);
      if (variant === 'keeper' && cycle % EVERY === 0) {
        // the app's keeper ticks a minute apart, long after the cycles' statistics were flushed
        await sql`select pg_stat_force_next_flush()`.execute(database.db);
        const v0 = performance.now();
        vacuums += (await vacuumDue(database)).length;
        vacuumMs += performance.now() - v0;
      }
      if (cycle % SAMPLE === 0 || cycle === CYCLES) {
        const state = await queueState(database);
        console.log(
          `${variant} cycle ${cycle}: table ${state.heap}, index ${state.index}, ${state.dead} dead rows, ${state.live} queued; take+drop median ${percentile(window, 50).toFixed(2)} ms, p99 ${percentile(window, 99).toFixed(2)} ms; poll median ${percentile(polls, 50).toFixed(2)} ms, p99 ${percentile(polls, 99).toFixed(2)} ms`,
        );
        window = [];
        polls = [];
      }
    }
    const seconds = (performance.now() - begun) / 1000;
    console.log(
      `${variant}: ${CYCLES} cycles × ${KEYS} keys in ${seconds.toFixed(1)} s (${os.loadavg()[0].toFixed(2)} load)${variant === 'keeper' ? `; ${vacuums} vacuums, ${(vacuumMs / Math.max(vacuums, 1)).toFixed(2)} ms each` : ''}`,
    );
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`loadavg ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  for (const variant of VARIANTS) await runVariant(variant);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
