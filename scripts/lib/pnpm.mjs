// `npm start` and `npm test` run on a machine that may have only Node 20 and npm: make sure the pinned pnpm
// is there (global install when we may, else through npx), then run it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PINNED = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('+')[0].split('@')[1];

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

let resolved;
/** The command (and leading args) that runs the pinned pnpm. */
export function pnpmCommand() {
  if (resolved) return resolved;
  if (versionOf('pnpm') === PINNED) return (resolved = ['pnpm']);
  console.log(`[timekeep] installing pnpm ${PINNED} …`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PINNED}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === PINNED) return (resolved = ['pnpm']);
  // No rights for a global install: run it through npx (cached after the first call).
  return (resolved = ['npx', '-y', `pnpm@${PINNED}`]);
}

/** Runs pnpm with inherited output; throws on failure. */
export function pnpm(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand();
  const result = spawnSync(cmd, [...lead, ...args], { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${result.status})`);
}

/** Installs dependencies when the lockfile or a manifest changed since the last install. */
export function installDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs > fs.statSync(lock).mtimeMs && !process.env.CI) {
    return;
  }
  pnpm(['install', '--frozen-lockfile']);
}
