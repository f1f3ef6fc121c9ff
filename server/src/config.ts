/**
 * Typed configuration from the environment. Names are fixed (operators and test tools rely on them) and
 * documented in README.md and .env.example. Invalid values stop the server with a message naming the variable.
 */
import path from 'node:path';
import { REPO_ROOT } from './paths';

export interface ProviderConfig {
  baseUrl: string;
  /** Telr: store id; PayPal: client id. */
  id: string;
  /** Telr: auth key; PayPal: client secret. */
  secret: string;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Embedded database: 'commit' syncs every commit to the disk (survives power loss), 'off' leaves it to the OS (ADR 0041). */
  pgliteSync: 'commit' | 'off';
  baseDomain: string;
  smtpUrl: string | undefined;
  /**
   * Who may read the dev mailbox (no SMTP_URL): 'loopback' (default: clients on this machine only; it holds
   * password-reset links) or 'open' (every client: a shared development box, never a reachable demo).
   */
  devMailbox: 'loopback' | 'open';
  mailFrom: string;
  mapsApiKey: string | undefined;
  /** Base URL of the Maps JS API and time-zone service (a local fake in tests). */
  mapsBaseUrl: string;
  /** Public URL of the site, used in e-mail links; derived from BASE_DOMAIN and PORT when unset. */
  publicUrl: string;
  jwtSecret: string | undefined;
  telr: ProviderConfig;
  paypal: ProviderConfig;
  /** Folder of the built shell (index.html + assets). */
  shellDir: string;
  /** Folder of published remote releases and the deploy manifest. */
  releasesDir: string;
  /** Folder of translation files (`<lng>/<ns>.json`). */
  localesDir: string;
  logLevel: string;
  production: boolean;
  /**
   * Fastify trustProxy: false (default: the socket address is the client), true, or a comma list of proxy
   * addresses. Only behind a proxy you control: otherwise X-Forwarded-For lets anyone dodge per-IP rate limits.
   */
  trustProxy: boolean | string;
  /** Multiplies every per-route rate limit (default 1). Test environments that drive many journeys from one IP raise it. */
  rateLimitScale: number;
  /** How often an idle job runner looks for due jobs (JOBS_POLL_MS, default 5000); enqueues in-process wake it at once. */
  jobsPollMs: number;
  /** Mail outbox (ADR 0075): attempts before a mail is marked failed (MAIL_MAX_ATTEMPTS, default 8). */
  mailMaxAttempts: number;
  /**
   * Whether a company's own SMTP host may be a private, local or reserved address (COMPANY_SMTP_ALLOW_PRIVATE=true;
   * default false: a tenant must not make the server probe the platform's network; smtp-host-guard.ts).
   */
  companySmtpAllowPrivate: boolean;
  /** The largest file one mail may carry (a report delivery); larger ones fail with a clear error (ADR 0089). */
  mailAttachmentMaxBytes: number;
  /** First retry delay of a mail (MAIL_RETRY_MS, default 10 000); each later one doubles, capped at 10 minutes. */
  mailRetryMs: number;
  /** The attendance nightly pass (ATT_NIGHTLY_PASS, default on; 'off' in API tests, whose clocks jump; ADR 0095). */
  attNightlyPass: boolean;
  /** An import file larger than this (IMPORT_JOB_BYTES, default 64 KiB: a few thousand rows) runs as a background job with progress. */
  importJobBytes: number;
  /**
   * The demo's payment provider sandbox (PAYMENT_SANDBOX): 'auto' (default) serves the Telr and PayPal wire-format
   * fakes in-process when neither provider has credentials, so the seeded orders can be paid and checked; 'off'
   * never does. With credentials the sandbox is off either way.
   */
  paymentSandbox: 'auto' | 'off';
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;


function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlVar(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function provider(env: Env, prefix: 'TELR' | 'PAYPAL', defaultBase: string): ProviderConfig {
  return {
    baseUrl: urlVar(env, `${prefix}_BASE_URL`, defaultBase, ['http:', 'https:']) as string,
    id: env[`${prefix}_${prefix === 'TELR' ? 'STORE_ID' : 'CLIENT_ID'}`] ?? '',
    secret: env[`${prefix}_${prefix === 'TELR' ? 'AUTH_KEY' : 'CLIENT_SECRET'}`] ?? '',
    timeoutMs: intVar(env, `${prefix}_TIMEOUT_MS`, 10_000, 100, 120_000),
  };
}

function devMailboxVar(raw: string | undefined): Config['devMailbox'] {
  if (raw === undefined || raw === '' || raw === 'loopback') return 'loopback';
  if (raw === 'open') return 'open';
  throw new ConfigError(`DEV_MAILBOX must be "loopback" or "open", got "${raw}"`);
}

function paymentSandboxVar(raw: string | undefined): Config['paymentSandbox'] {
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  if (raw === 'off') return 'off';
  throw new ConfigError(`PAYMENT_SANDBOX must be "auto" or "off", got "${raw}"`);
}

/** Whether `npm start` serves the payment sandbox: asked for (auto) and no provider has credentials. */
export function wantsPaymentSandbox(config: Pick<Config, 'paymentSandbox' | 'telr' | 'paypal'>): boolean {
  const configured = (provider: ProviderConfig) => provider.id !== '' || provider.secret !== '';
  return config.paymentSandbox === 'auto' && !configured(config.telr) && !configured(config.paypal);
}

function pgliteSyncVar(raw: string | undefined): Config['pgliteSync'] {
  if (raw === undefined || raw === '' || raw === 'commit') return 'commit';
  if (raw === 'off') return 'off';
  throw new ConfigError(`PGLITE_SYNC must be "commit" or "off", got "${raw}"`);
}

function trustProxyVar(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  const baseDomain = (env.BASE_DOMAIN ?? 'localhost').trim().toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(baseDomain) || baseDomain.startsWith('.') || baseDomain.endsWith('.')) {
    throw new ConfigError(`BASE_DOMAIN must be a host name such as "localhost" or "timekeep.example", got "${baseDomain}"`);
  }
  const mailFrom = env.MAIL_FROM ?? `Timekeep <no-reply@${baseDomain === 'localhost' ? 'timekeep.localhost' : baseDomain}>`;
  const databaseUrl = urlVar(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'));
  const portSuffix = port === 80 || port === 443 ? '' : `:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteSync: pgliteSyncVar(env.PGLITE_SYNC),
    baseDomain,
    smtpUrl: urlVar(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    devMailbox: devMailboxVar(env.DEV_MAILBOX),
    mailFrom,
    mapsApiKey: env.MAPS_API_KEY || undefined,
    mapsBaseUrl: urlVar(env, 'MAPS_BASE_URL', 'https://maps.googleapis.com', ['http:', 'https:']) as string,
    publicUrl: urlVar(env, 'PUBLIC_URL', `http://${baseDomain}${portSuffix}`, ['http:', 'https:']) as string,
    jwtSecret: env.JWT_SECRET || undefined,
    telr: provider(env, 'TELR', 'https://secure.telr.com'),
    paypal: provider(env, 'PAYPAL', 'https://api-m.sandbox.paypal.com'),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, 'deploy', 'releases')),
    localesDir: path.resolve(env.LOCALES_DIR ?? path.join(REPO_ROOT, 'shared', 'i18n', 'locales')),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: trustProxyVar(env.TRUST_PROXY),
    rateLimitScale: intVar(env, 'RATE_LIMIT_SCALE', 1, 1, 1000),
    jobsPollMs: intVar(env, 'JOBS_POLL_MS', 5000, 10, 3_600_000),
    mailMaxAttempts: intVar(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    companySmtpAllowPrivate: env.COMPANY_SMTP_ALLOW_PRIVATE === 'true',
    mailAttachmentMaxBytes: intVar(env, 'MAIL_ATTACHMENT_MAX_BYTES', 10_485_760, 1, 52_428_800),
    mailRetryMs: intVar(env, 'MAIL_RETRY_MS', 10_000, 10, 3_600_000),
    paymentSandbox: paymentSandboxVar(env.PAYMENT_SANDBOX),
    importJobBytes: intVar(env, 'IMPORT_JOB_BYTES', 65_536, 0, 100_000_000),
    attNightlyPass: env.ATT_NIGHTLY_PASS !== 'off',
  };
}
