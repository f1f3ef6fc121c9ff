/** Wires real dependencies from configuration: database (migrated), keys, mailer. */
import path from 'node:path';
import { wantsPaymentSandbox, type Config } from './config';
import { acquireDataDirLock } from './db/data-dir-lock';
import { createDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import { createJobRunner } from './jobs/runner';
import { loadOrCreateKeys } from './keys';
import { createMailer } from './mail/mailer';
import { startPaymentSandbox } from './sandbox/payment-sandbox';

/**
 * Opens the database. The embedded one gets its data folder to itself (DataDirLockedError otherwise), until
 * the database is closed; PostgreSQL servers may share a DATA_DIR (a shared volume behind a load balancer).
 */
async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return createDatabase({ databaseUrl: config.databaseUrl });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await createDatabase({ pgliteDataDir: path.join(config.dataDir, 'pglite'), pgliteSync: config.pgliteSync });
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function createDeps(given: Config): Promise<AppDeps> {
  // No Telr/PayPal credentials: the provider sandbox answers for them (on loopback), so the demo can pay.
  const paymentSandbox = wantsPaymentSandbox(given) ? await startPaymentSandbox() : undefined;
  const config = paymentSandbox ? { ...given, ...paymentSandbox.providers(given) } : given;
  const database = await openDatabase(config).catch(async (error: unknown) => {
    await paymentSandbox?.close();
    throw error;
  });
  try {
    await migrate(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    await paymentSandbox?.close();
    throw error;
  }
  const now = (): Date => new Date();
  return {
    config,
    database,
    keys: loadOrCreateKeys(config.dataDir, config.jwtSecret),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }),
    jobs: createJobRunner({ database, dataDir: config.dataDir, now, pollIntervalMs: config.jobsPollMs }),
    ...(paymentSandbox ? { paymentSandbox } : {}),
    now,
  };
}
