// `pnpm bench:build`: the build and bundle figures of the foundation (a benchmark, not a test).
//  - cold production build of every app, and of one remote alone;
//  - gzip size of the JavaScript the browser downloads for the sign-in route (shell + onboarding remote);
//  - with --clone: cold `npm start` to first page on a fresh clone (slow: a full install and build).
// `--size-only` measures the sign-in route of the build already there; `BENCH_PORT` (default 8190) is the server's port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/pnpm.mjs';
import { CHROMIUM } from './lib/system-packages.mjs';

const { buildAll, buildServer, publishAll } = await import('./build.mjs');
process.env.FORCE_BUILD = '1';

const seconds = (ms) => (ms / 1000).toFixed(1);
const results = [];

let t = Date.now();
// --size-only: measure the sign-in route of the build already there (after `pnpm build`), skipping the cold builds.
if (!process.argv.includes('--size-only')) {
  await buildAll();
  results.push(['cold build, all 12 apps (2 at a time)', `${seconds(Date.now() - t)} s`]);
  t = Date.now();
  await buildAll({ only: ['remotes/gps'], concurrency: 1 });
  results.push(['cold build, one remote (gps)', `${seconds(Date.now() - t)} s`]);
  await buildServer();
  await publishAll();
}

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function signInRouteJs(port) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage();
  const js = new Map();
  const reads = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    reads.push(
      response.body().then(
        (body) => js.set(response.url(), body),
        () => undefined, // redirected or aborted response: nothing was downloaded
      ),
    );
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${port}/onboard/sign-in`, { waitUntil: 'networkidle' });
  // The form must be there: a remote that failed to load would make the page smaller, not better.
  await page.getByRole('button', { name: /sign in/i }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  if (errors.length) throw new Error(`the sign-in page threw: ${errors.join('; ')}`);
  // Bodies are read asynchronously: on a loaded machine closing at once lost them all (a "0 files" result).
  await Promise.all(reads);
  await browser.close();
  let raw = 0;
  let gz = 0;
  for (const body of js.values()) {
    raw += body.length;
    gz += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: js.size, raw, gz };
}

// BENCH_PORT: parallel runs on one machine (one per worktree) must not share a port.
const port = Number(process.env.BENCH_PORT ?? 8190);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-bench-'));
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.cjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: 'ignore',
});
try {
  await waitFor(`http://localhost:${port}/web/health`, 180_000); // first start migrates and seeds; slow on a busy machine
  const js = await signInRouteJs(port);
  const gzKb = js.gz / 1024;
  // Issue 2 target; ADR 0014, 0015 and 0016 record how it is met (no antd on the sign-in page, one federation runtime).
  const target = gzKb <= 250 ? 'target <= 250 KB met' : 'target <= 250 KB NOT met (see ADR 0015)';
  results.push(['sign-in route JavaScript (shell + onboarding)', `${js.files} files, ${(js.raw / 1024).toFixed(0)} KB raw, ${gzKb.toFixed(0)} KB gzip; ${target}`]);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv.includes('--clone')) {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-clone-'));
  await new Promise((resolve, reject) => {
    const git = spawn('git', ['clone', '-q', ROOT, clone], { stdio: 'inherit' });
    git.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('git clone failed'))));
  });
  const clonePort = 8191;
  t = Date.now();
  // Its own process group: `npm start` runs the server as a grandchild, which must stop with it.
  const start = spawn('npm', ['start'], { cwd: clone, env: { ...process.env, PORT: String(clonePort) }, stdio: 'ignore', detached: true });
  try {
    await waitFor(`http://localhost:${clonePort}/onboard/sign-in`, 30 * 60_000);
    results.push(['cold npm start on a fresh clone → first page', `${seconds(Date.now() - t)} s`]);
  } finally {
    process.kill(-start.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    fs.rmSync(clone, { recursive: true, force: true });
  }
}

console.log('\nbench:build');
for (const [what, value] of results) console.log(`${what}: ${value}`);
