/**
 * A whole server for API tests: real database (PGlite or PostgreSQL, see test-database.ts), real SMTP sink,
 * real HTTP via `app.inject`, and a clock the test can move.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { runSeeds } from '../../src/db/seed';
import type { AppDeps } from '../../src/deps';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { startPaymentSandbox } from '../../src/sandbox/payment-sandbox';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-database';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  smtp: SmtpSink;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** Real time; `advance` and `set` shift it by an offset. */
function realClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (date) => {
      offset = date.getTime() - Date.now();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  config?: Partial<Config>;
  demoSeed?: boolean;
  /** Keep mail in the dev mailbox (DATA_DIR/mailbox, served at /web/dev/mailbox/) instead of the SMTP sink. */
  devMailbox?: boolean;
  /** Run the payment provider sandbox as `npm start` does without provider credentials (src/sandbox). */
  paymentSandbox?: boolean;
  /** The clock follows real time (retry timing under test) instead of standing still until moved. */
  realClock?: boolean;
  /** Receives the server's log lines (pino JSON, level info); unset → no logs. */
  logStream?: { write(line: string): void };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-test-'));
  const smtp = await startSmtpSink();
  const { database, drop } = await createTestDatabase();
  const paymentSandbox = options.paymentSandbox ? await startPaymentSandbox() : undefined;
  const loaded: Config = {
    ...loadConfig({ PORT: '0', DATA_DIR: dataDir, BASE_DOMAIN: 'localhost', SMTP_URL: smtp.url, LOG_LEVEL: 'silent', ATT_NIGHTLY_PASS: 'off', ...options.env }),
    ...options.config,
  };
  const config: Config = paymentSandbox ? { ...loaded, ...paymentSandbox.providers(loaded) } : loaded;
  const clock = options.realClock ? realClock() : createClock();
  const deps: AppDeps = {
    config,
    database,
    keys: { jwtSecret: crypto.randomBytes(32) },
    // config.smtpUrl is the sink's unless a test names another server (SMTP_URL in `env`).
    mailer: createMailer({ smtpUrl: options.devMailbox ? undefined : config.smtpUrl, mailFrom: config.mailFrom, dataDir }),
    jobs: createJobRunner({ database, dataDir, now: clock.now, pollIntervalMs: config.jobsPollMs, log: () => undefined }),
    ...(paymentSandbox ? { paymentSandbox } : {}),
    now: clock.now,
  };
  await runSeeds(deps, { demo: options.demoSeed ?? false });
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
  const app = await buildApp(deps, { logger, serveStatic: false });
  await app.ready();
  return {
    app,
    deps,
    smtp,
    clock,
    dataDir,
    async close() {
      await app.close();
      await drop();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
