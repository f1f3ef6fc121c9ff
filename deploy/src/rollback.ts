/**
 * `deploy:rollback`: point one remote's manifest entry at an older release that is still on disk. Without a
 * version it goes to `previousEntry`; the entry it leaves becomes the new `previousEntry`, so running it twice
 * undoes the rollback. No build, no copy, no other entry touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemoteRelease } from '@timekeep/contracts';
import { DeployError } from './deploy-error';
import { type DeployPaths, MF_MANIFEST_FILE, entryUrl, manifestPath, releaseDir } from './layout';
import { loadManifest, saveManifest } from './manifest-store';
import { requireRemoteName } from './remote-name';

export interface RollbackResult {
  remote: RemoteName;
  from: string;
  to: string;
  entry: string;
  manifestChanged: boolean;
}

export function rollbackRemote(paths: DeployPaths, name: string, version?: string): RollbackResult {
  const remote = requireRemoteName(name);
  const file = manifestPath(paths);
  const { raw, parsed } = loadManifest(file);
  const current = parsed.remotes[remote];
  if (!current) throw new DeployError(`${remote} has never been published; nothing to roll back`);
  const published = current.history.map((h) => h.version).join(', ') || 'none recorded';

  const target = version ?? versionOfEntry(current.history, current.previousEntry);
  if (!target) {
    throw new DeployError(`${remote} has no previous version; name one (published versions: ${published})`);
  }
  if (target === current.version) {
    return { remote, from: current.version, to: target, entry: current.entry, manifestChanged: false };
  }
  const folder = releaseDir(paths, remote, target);
  if (!fs.existsSync(path.join(folder, MF_MANIFEST_FILE))) {
    throw new DeployError(`${remote}@${target} is not on disk (${folder}); published versions: ${published}`);
  }

  const recorded = current.history.find((h) => h.version === target);
  const entry = recorded?.entry ?? entryUrl(paths, remote, target);
  const rawCurrent = raw.remotes[remote];
  const history = Array.isArray(rawCurrent.history) ? [...(rawCurrent.history as unknown[])] : [];
  if (!recorded) history.push({ version: target, entry });
  const next: Record<string, unknown> = {
    ...rawCurrent,
    version: target,
    entry,
    previousEntry: current.entry,
    history,
  };
  if (recorded?.publishedAt) next.publishedAt = recorded.publishedAt;
  else delete next.publishedAt;

  saveManifest(file, { ...raw, remotes: { ...raw.remotes, [remote]: next } });
  return { remote, from: current.version, to: target, entry, manifestChanged: true };
}

function versionOfEntry(history: RemoteRelease[], entry: string | null | undefined): string | undefined {
  if (!entry) return undefined;
  const recorded = history.find((h) => h.entry === entry);
  if (recorded) return recorded.version;
  // An entry written by hand or by an older tool: `<base>/<remote>/<version>/mf-manifest.json`.
  return entry.split('/').at(-2);
}
