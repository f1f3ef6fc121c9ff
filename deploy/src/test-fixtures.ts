/** Temp-dir fixtures for the deploy tests: a fake repository with built remotes, and a releases folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { federationName, type RemoteName } from '@timekeep/contracts';
import type { DeployPaths } from './layout';

export function makeDeployPaths(): DeployPaths {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-deploy-'));
  return { repoRoot: path.join(root, 'repo'), releasesDir: path.join(root, 'releases'), baseUrl: '/mf' };
}

export function removeFixture(paths: DeployPaths): void {
  fs.rmSync(path.dirname(paths.repoRoot), { recursive: true, force: true });
}

/** Writes `remotes/<remote>/dist` as a build of `version` would (its content depends on `body`). */
export function writeBuild(paths: DeployPaths, remote: RemoteName, version: string, body = `build ${version}`): string {
  const dist = path.join(paths.repoRoot, 'remotes', remote, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'chunks'), { recursive: true });
  const mfManifest = {
    id: federationName(remote),
    name: federationName(remote),
    metaData: { buildInfo: { buildVersion: version } },
    exposes: [{ name: 'App', path: './App' }, { name: 'manifest', path: './manifest' }],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(mfManifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${federationName(remote)} = "${body}";`);
  fs.writeFileSync(path.join(dist, 'chunks', 'app.js'), `console.log(${JSON.stringify(body)});`);
  return dist;
}

/** Every file under a folder with its bytes, for "nothing else changed" assertions. */
export function snapshotTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
  }
  return out;
}

export function readManifestJson(paths: DeployPaths): { schema: number; remotes: Record<string, Record<string, unknown>> } {
  return JSON.parse(fs.readFileSync(path.join(paths.releasesDir, 'remotes.json'), 'utf8'));
}
