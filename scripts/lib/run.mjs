import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './pnpm.mjs';

/**
 * Runs a command with inherited output; resolves with its exit code (never throws on failure). `onSpawn` gets
 * the child (a watchdog may stop it).
 */
export function run(cmd, args, options = {}) {
  const { onSpawn, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...spawnOptions });
    onSpawn?.(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function runSync(cmd, args, options = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options }).status ?? 1;
}

export const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
