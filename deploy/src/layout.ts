/**
 * Where releases live on disk and how the shell addresses them. One place, so publish, rollback, the server and
 * the README agree: `<releasesDir>/mf/<remote>/<version>/` (immutable) and `<releasesDir>/remotes.json`.
 */
import path from 'node:path';
import type { RemoteName } from '@timekeep/contracts';

export const MANIFEST_FILE = 'remotes.json';
export const MF_MANIFEST_FILE = 'mf-manifest.json';
/** URL prefix the server maps onto `<releasesDir>/mf` (override for a CDN with RELEASES_BASE_URL). */
export const DEFAULT_BASE_URL = '/mf';

export interface DeployPaths {
  /** Repository root (holds `remotes/<name>/dist`). */
  repoRoot: string;
  /** Folder holding `remotes.json` and `mf/`. */
  releasesDir: string;
  /** URL prefix of `mf/` as the browser sees it. */
  baseUrl: string;
}

/** Paths from the environment: RELEASES_DIR (default `deploy/releases`), RELEASES_BASE_URL (default `/mf`). */
export function deployPathsFromEnv(repoRoot: string, env: NodeJS.ProcessEnv = process.env): DeployPaths {
  const releasesDir = env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(repoRoot, 'deploy', 'releases');
  const baseUrl = (env.RELEASES_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  return { repoRoot, releasesDir, baseUrl };
}

export function manifestPath(paths: DeployPaths): string {
  return path.join(paths.releasesDir, MANIFEST_FILE);
}

export function distDir(paths: DeployPaths, remote: RemoteName): string {
  return path.join(paths.repoRoot, 'remotes', remote, 'dist');
}

export function releaseDir(paths: DeployPaths, remote: RemoteName, version: string): string {
  return path.join(paths.releasesDir, 'mf', remote, version);
}

export function entryUrl(paths: DeployPaths, remote: RemoteName, version: string): string {
  return `${paths.baseUrl}/${remote}/${version}/${MF_MANIFEST_FILE}`;
}
