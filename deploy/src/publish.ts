/**
 * `deploy:publish`: copy each remote's build into its immutable versioned folder, then point that remote's
 * manifest entry at it (recording the entry it replaces and the version history). All checks (names, current
 * manifest, builds, immutability) run before the manifest is touched; the manifest is written once, atomically.
 */
import { federationName, type RemoteName } from '@timekeep/contracts';
import { readBuiltRemote } from './built-remote';
import { type DeployPaths, distDir, entryUrl, manifestPath, releaseDir } from './layout';
import { loadManifest, saveManifest, type RawRemoteEntry } from './manifest-store';
import { copyReleaseOnce, type CopyOutcome } from './release-folder';
import { requireRemoteName } from './remote-name';

export interface PublishResult {
  remote: RemoteName;
  version: string;
  entry: string;
  folder: CopyOutcome;
  /** False when the entry already pointed at this version (re-publishing the same build is a no-op). */
  manifestChanged: boolean;
}

interface Release {
  name: string;
  version: string;
  entry: string;
  publishedAt: string;
}

/** The entry after publishing `release` over `current` (undefined: never published). */
export function entryAfterPublish(current: RawRemoteEntry | undefined, release: Release): RawRemoteEntry {
  if (current && current.version === release.version && current.entry === release.entry) return current;
  const history = Array.isArray(current?.history) ? [...(current.history as unknown[])] : [];
  const known = history.some((item) => (item as { version?: unknown }).version === release.version);
  if (!known) history.push({ version: release.version, entry: release.entry, publishedAt: release.publishedAt });
  return {
    ...current,
    name: release.name,
    version: release.version,
    entry: release.entry,
    publishedAt: release.publishedAt,
    previousEntry: typeof current?.entry === 'string' ? current.entry : null,
    history,
  };
}

export function publishRemotes(paths: DeployPaths, names: readonly string[], now: Date = new Date()): PublishResult[] {
  const remotes = names.map(requireRemoteName);
  const file = manifestPath(paths);
  const { raw } = loadManifest(file);
  const builds = remotes.map((remote) => readBuiltRemote(remote, distDir(paths, remote)));

  const results: PublishResult[] = [];
  const nextRemotes = { ...raw.remotes };
  for (const build of builds) {
    const folder = copyReleaseOnce(build.dist, releaseDir(paths, build.remote, build.version));
    const entry = entryUrl(paths, build.remote, build.version);
    const current = nextRemotes[build.remote];
    const next = entryAfterPublish(current, {
      name: federationName(build.remote),
      version: build.version,
      entry,
      publishedAt: now.toISOString(),
    });
    nextRemotes[build.remote] = next;
    results.push({ remote: build.remote, version: build.version, entry, folder, manifestChanged: next !== current });
  }
  if (results.some((r) => r.manifestChanged)) saveManifest(file, { ...raw, remotes: nextRemotes });
  return results;
}
