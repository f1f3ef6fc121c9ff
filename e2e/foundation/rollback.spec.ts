import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { publishRemotes } from '../../deploy/src/publish';
import { signInAsDemoAdmin } from '../support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8181);
// The copy scripts/e2e-server.mjs serves for this port.
const RELEASES = path.join(ROOT, '.tmp', PORT === 8181 ? 'e2e-releases' : `e2e-releases-${PORT}`);

function folderHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function readManifest(): { remotes: Record<string, { version: string; entry: string }> } {
  return JSON.parse(fs.readFileSync(path.join(RELEASES, 'remotes.json'), 'utf8'));
}

test('publishing then rolling back one remote switches only that remote', async ({ page }) => {
  test.setTimeout(300_000);
  const before = readManifest();
  const original = before.remotes.gps.version;
  const others = Object.keys(before.remotes).filter((r) => r !== 'gps');
  const otherHashes = Object.fromEntries(
    others.map((r) => [r, folderHash(path.join(RELEASES, 'mf', r, before.remotes[r].version))]),
  );

  // A genuinely new build of the gps remote (same source, another build tag → another version).
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-rollback-'));
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', path.join(scratch, 'remotes', 'gps', 'dist')], {
    cwd: path.join(ROOT, 'remotes', 'gps'),
    env: { ...process.env, TIMEKEEP_BUILD_TAG: 'e2e-next' },
    stdio: 'pipe',
  });
  const [published] = publishRemotes({ repoRoot: scratch, releasesDir: RELEASES, baseUrl: '/mf' }, ['gps']);
  expect(published.version).toMatch(/-e2e-next$/);
  expect(published.version).not.toBe(original);

  await signInAsDemoAdmin(page);
  await page.goto('/gps');
  await expect(page.getByTestId('remote-version')).toHaveText(`gps@${published.version}`);

  // Ops rolls back with the real command; the next page load shows the older version.
  execFileSync(process.execPath, [path.join(ROOT, 'deploy', 'scripts', 'rollback.mjs'), 'gps'], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: RELEASES },
    stdio: 'pipe',
  });
  await page.reload();
  await expect(page.getByTestId('remote-version')).toHaveText(`gps@${original}`);

  const after = readManifest();
  expect(after.remotes.gps.version).toBe(original);
  for (const r of others) {
    expect(after.remotes[r]).toEqual(before.remotes[r]);
    expect(folderHash(path.join(RELEASES, 'mf', r, after.remotes[r].version))).toBe(otherHashes[r]);
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});
