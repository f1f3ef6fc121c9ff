/**
 * The database an API test runs on: in-memory PGlite by default, or a fresh database on the PostgreSQL server
 * named by TEST_DATABASE_URL (created per test file, dropped afterwards), so the same tests prove both drivers.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ pgliteDataDir: 'memory://' });
    await migrate(database);
    return { database, url: undefined, drop: async () => undefined };
  }
  const name = `tk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
