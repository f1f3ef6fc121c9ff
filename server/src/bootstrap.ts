/** Wires real dependencies from configuration: database (migrated), keys, mailer. */
import path from 'node:path';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import { loadOrCreateKeys } from './keys';
import { createMailer } from './mail/mailer';

export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  await migrate(database);
  return {
    config,
    database,
    keys: loadOrCreateKeys(config.dataDir, config.jwtSecret),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }),
    now: () => new Date(),
  };
}
