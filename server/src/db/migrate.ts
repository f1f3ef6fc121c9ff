/**
 * Migration runner: applies `server/migrations/NNNN_name.sql` in order, each once, each in its own
 * transaction, under an advisory lock so two servers starting together do not race. SQL must run on both
 * PostgreSQL 15 and PGlite (PostgreSQL 18): no syntax newer than 15.
 *
 * Per-engine SQL (ADR 0105): while a migration runs, the transaction-local setting `timekeep.engine` names the
 * driver ('pglite' or 'postgres'), so a migration may branch in a `do` block on
 * `current_setting('timekeep.engine', true)`. Use it only where the engines must differ (a cost measured on one
 * of them); the migration id is the same on both, and a branch must leave both schemas valid for the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { SERVER_ROOT } from '../paths';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

export interface Migration {
  id: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

const LOCK_KEY = 4242_0001;

export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await sql<{ id: string }>`select id from schema_migrations where id = ${migration.id}`.execute(
      database.db,
    );
    if (done.rows.length > 0) continue;
    const quotedId = migration.id.replace(/'/g, "''");
    // One script per migration: lock, re-check, apply, record; all or nothing.
    const ran = await database.exec(`
      begin;
      select pg_advisory_xact_lock(${LOCK_KEY});
      select set_config('timekeep.engine', '${database.kind}', true);
      do $migration_guard$ begin
        if exists (select 1 from schema_migrations where id = '${quotedId}') then
          raise exception 'timekeep-migration-already-applied';
        end if;
      end $migration_guard$;
      ${migration.sql}
      ;
      insert into schema_migrations (id) values ('${quotedId}');
      commit;
    `).then(
      () => true,
      (error: unknown) => {
        // Another server applied it between our check and our lock: nothing to do.
        if (error instanceof Error && error.message.includes('timekeep-migration-already-applied')) return false;
        throw new Error(`migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    if (ran) applied.push(migration.id);
  }
  return applied;
}
