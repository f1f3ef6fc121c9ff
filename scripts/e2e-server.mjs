// The product as Playwright sees it: the production build served by the real server on a fresh data folder
// and a private copy of the releases (tests publish and roll back remotes there), with local fakes for the
// third parties we cannot reach (Telr, PayPal, Google Maps) and mail kept in the dev mailbox.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/pnpm.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-e2e-'));
// Per port, so two runs on one machine (different E2E_PORT) never wipe each other's releases; rollback.spec
// publishes into the same folder.
const releases = path.join(ROOT, '.tmp', E2E_PORT === 8181 ? 'e2e-releases' : `e2e-releases-${E2E_PORT}`);
fs.rmSync(releases, { recursive: true, force: true });
fs.cpSync(path.join(ROOT, 'deploy', 'releases'), releases, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  RELEASES_DIR: releases,
  BASE_DOMAIN: 'localhost',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Every journey comes from 127.0.0.1: per-IP limits (tested on their own in the API tests) are raised here.
  RATE_LIMIT_SCALE: '100',
  // Throwaway data: syncing each commit to the disk (the npm start default, ADR 0041) only slows the first start.
  PGLITE_SYNC: 'off',
};
delete env.SMTP_URL;
delete env.DATABASE_URL;
// No provider credentials: the server serves its payment sandbox (src/sandbox), as `npm start` does for a demo.
for (const name of ['TELR_BASE_URL', 'TELR_STORE_ID', 'TELR_AUTH_KEY', 'PAYPAL_BASE_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYMENT_SANDBOX']) delete env[name];

const children = [];
const fakesEntry = path.join(ROOT, 'server', 'test', 'fakes', 'start-fakes.ts');
if (fs.existsSync(fakesEntry)) {
  // The fakes process prints one line `FAKES {json}` with the env variables pointing the server at them.
  const fakes = spawn(process.execPath, ['--import', 'tsx', fakesEntry], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(fakes);
  const fakeEnv = await new Promise((resolve, reject) => {
    let buffer = '';
    fakes.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('FAKES '));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
    fakes.on('exit', (code) => reject(new Error(`fakes exited with ${code}`)));
  });
  Object.assign(env, fakeEnv);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'server', 'dist', 'main.cjs')], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
children.push(server);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
