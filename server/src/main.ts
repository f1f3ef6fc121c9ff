/**
 * `npm start` / `pnpm serve`: load config, migrate, seed, serve everything on one port, stop cleanly on
 * SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
import { buildApp } from './app';
import { createDeps } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { runSeeds } from './db/seed';
import { describeMailDestination } from './mail/mail-destination';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const deps = await createDeps(config);
  await runSeeds(deps, { demo: process.env.SEED_DEMO !== 'false' });
  const app = await buildApp(deps);
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl.replace(/\/$/, '');
  process.stdout.write(`\nTimekeep is running at ${shown}/  (database: ${deps.database.kind}, data: ${config.dataDir})\n`);
  process.stdout.write(`${describeMailDestination(config)}\n`);
  if (deps.paymentSandbox) {
    app.log.info('payment sandbox: no Telr or PayPal credentials, provider fakes serve the demo (sandbox)');
    process.stdout.write(`Payments: SANDBOX (no Telr/PayPal credentials) — pay the demo orders at ${shown}/web/sandbox/payment/ (no money moves)\n`);
  }
  process.stdout.write('\n');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`Timekeep cannot start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Timekeep failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
