// Production build of everything: the shell and the 11 remotes (two at a time: CI has 2 cores), the server
// bundle, then publishes each remote into the releases folder and the deploy manifest. An app whose inputs
// did not change since its last build is not rebuilt (a second `npm start` is fast).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/pnpm.mjs';
import { precompress } from './lib/precompress.mjs';
import { run, bin } from './lib/run.mjs';

const REMOTES = fs.readdirSync(path.join(ROOT, 'remotes')).filter((r) => fs.existsSync(path.join(ROOT, 'remotes', r, 'package.json'))).sort();
const APPS = ['shell', ...REMOTES.map((r) => `remotes/${r}`)];

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** A hash of everything that can change an app's bundle: its files, the shared packages, the build config, the lockfile. */
function inputHash(app) {
  const files = [
    ...listFiles(path.join(ROOT, app)),
    ...listFiles(path.join(ROOT, 'shared')),
    path.join(ROOT, '.swcrc'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ].sort();
  const hash = crypto.createHash('sha256');
  hash.update(process.env.TIMEKEEP_BUILD_TAG ?? '');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const stampOf = (app) => path.join(ROOT, app, 'dist', '.build-hash');

async function buildApp(app) {
  const hash = inputHash(app);
  if (!process.env.FORCE_BUILD && fs.existsSync(stampOf(app)) && fs.readFileSync(stampOf(app), 'utf8') === hash) {
    console.log(`[build] ${app}: up to date`);
    return { app, ms: 0, skipped: true };
  }
  const started = Date.now();
  // Releases are immutable: a rebuilt remote whose bytes changed must get a new version, so local builds tag the
  // package version with a hash of their inputs (1.0.0-b3fa2b1c9). A release build may set TIMEKEEP_BUILD_TAG.
  const env = { ...process.env, TIMEKEEP_BUILD_TAG: process.env.TIMEKEEP_BUILD_TAG ?? `b${hash.slice(0, 8)}` };
  const code = await run(bin('webpack'), ['--mode', 'production'], { cwd: path.join(ROOT, app), env });
  if (code !== 0) throw new Error(`build of ${app} failed`);
  await precompress(path.join(ROOT, app, 'dist'));
  fs.writeFileSync(stampOf(app), hash);
  const ms = Date.now() - started;
  console.log(`[build] ${app}: ${(ms / 1000).toFixed(1)} s`);
  return { app, ms, skipped: false };
}

export async function buildAll({ only, concurrency = 2 } = {}) {
  const queue = [...(only ?? APPS)];
  const results = [];
  const workers = Array.from({ length: concurrency }, async () => {
    while (queue.length) results.push(await buildApp(queue.shift()));
  });
  await Promise.all(workers);
  return results;
}

export async function buildServer() {
  const code = await run(process.execPath, [path.join(ROOT, 'server', 'build.mjs')]);
  if (code !== 0) throw new Error('server build failed');
}

export async function publishAll(env = process.env) {
  const code = await run(process.execPath, [path.join(ROOT, 'deploy', 'scripts', 'publish.mjs'), '--all'], { env });
  if (code !== 0) throw new Error('publishing the remotes failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  await buildAll({ only: only.length ? only : undefined });
  if (!only.length || process.argv.includes('--server')) await buildServer();
  if (!process.argv.includes('--no-publish')) await publishAll();
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
