// Debian packages the test run needs: Chromium for Playwright (browsers cannot be downloaded here) and the
// PostgreSQL server for the API tests on a real PostgreSQL. Installed with apt-get when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findPgBin } from './postgres.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(`missing ${packages.join(', ')}: install them with: sudo apt-get install -y ${packages.join(' ')}`);
  }
  console.log(`[test] apt-get install ${packages.join(' ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status !== 0) throw new Error('apt-get update failed');
  const result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

export function ensureSystemPackages() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!findPgBin()) missing.push('postgresql');
  if (missing.length) aptInstall(missing);
}
