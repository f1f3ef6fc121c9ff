/**
 * The database an API test runs on: PGlite by default, or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created per test file, dropped afterwards), so the same tests prove both drivers.
 * PGlite: a copy of a migrated template folder, not a new in-memory database. A new one runs initdb inside the
 * WASM engine and every migration (~8 s a test file on the 2-core runner); opening a copy takes ~3 s. The template
 * is made once per set of migrations (its folder is named by their hash), before the first test file: global-setup.ts.
 * PostgreSQL: the same idea with the server's own templates — a migrated database named by the hash is made once,
 * and each test file's database is `create database … template` of it (a file copy) instead of 70 migrations.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { REPO_ROOT } from '../../src/paths';

/** A short hash of the migrations' names and contents: a template is valid for exactly one set of them. */
function migrationsHash(): string {
  const folder = path.join(REPO_ROOT, 'server', 'migrations');
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(folder).sort()) hash.update(name).update(fs.readFileSync(path.join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

/** The folder of a migrated PGlite named by the migrations' contents; made (atomically) when missing. */
export async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `timekeep-pglite-template-${migrationsHash()}`);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const database = await createDatabase({ pgliteDataDir: building, pgliteSync: 'off' });
  await migrate(database);
  await database.close();
  try {
    fs.renameSync(building, template);
  } catch {
    // Another worker made it first: theirs is the same.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-pglite-test-'));
    fs.cpSync(await pgliteTemplate(), copy, { recursive: true });
    const database = await createDatabase({ pgliteDataDir: copy, pgliteSync: 'off' });
    // Nothing to apply (the template is current); kept so a test database is never behind the migrations.
    await migrate(database);
    return { database, url: undefined, drop: async () => fs.rmSync(copy, { recursive: true, force: true }) };
  }
  const name = `tk_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const database = await createDatabase({ databaseUrl: url });
  // Nothing to apply (the template is current); kept so a test database is never behind the migrations.
  await migrate(database);
  return {
    database,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated template database on the server for the current migrations; made when missing. Built under another
 * name and renamed when complete, so a run stopped half-way never leaves a half-migrated template behind.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const template = `tk_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return template;
    const building = `${template}_b${crypto.randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
    await migrate(database);
    await database.close();
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch {
      // Another run made it first: theirs is the same.
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return template;
  } finally {
    await admin.end();
  }
}
