import fs from 'node:fs';
import path from 'node:path';
import { parseDeployManifest } from '@timekeep/contracts';
import type { DeployPaths } from './layout';
import { publishRemotes } from './publish';
import { rollbackRemote } from './rollback';
import { makeDeployPaths, readManifestJson, removeFixture, snapshotTree, writeBuild } from './test-fixtures';

let paths: DeployPaths;
beforeEach(() => {
  paths = makeDeployPaths();
});
afterEach(() => removeFixture(paths));

const manifestFile = (): string => path.join(paths.releasesDir, 'remotes.json');

/** Publishes the given versions of a remote in order. */
function publishVersions(remote: 'attendance' | 'gps' | 'vendor', versions: string[]): void {
  for (const version of versions) {
    writeBuild(paths, remote, version);
    publishRemotes(paths, [remote], new Date(`2026-11-2${versions.indexOf(version)}T00:00:00Z`));
  }
}

describe('rollbackRemote', () => {
  it('goes back to the previous version by default and keeps the manifest valid', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);

    const result = rollbackRemote(paths, 'attendance');

    expect(result).toMatchObject({ from: '1.1.0', to: '1.0.0', manifestChanged: true });
    const json = readManifestJson(paths);
    expect(parseDeployManifest(json).ok).toBe(true);
    expect(json.remotes.attendance).toMatchObject({
      version: '1.0.0',
      entry: '/mf/attendance/1.0.0/mf-manifest.json',
      previousEntry: '/mf/attendance/1.1.0/mf-manifest.json',
      publishedAt: '2026-11-20T00:00:00.000Z',
    });
  });

  it('undoes itself when run twice', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    rollbackRemote(paths, 'attendance');
    const result = rollbackRemote(paths, 'attendance');
    expect(result).toMatchObject({ from: '1.0.0', to: '1.1.0' });
    expect(readManifestJson(paths).remotes.attendance.version).toBe('1.1.0');
  });

  it('goes to a named older version and leaves the history and release folders as they were', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0', '1.2.0']);
    const releases = snapshotTree(path.join(paths.releasesDir, 'mf'));
    const history = readManifestJson(paths).remotes.attendance.history;

    rollbackRemote(paths, 'attendance', '1.0.0');

    const entry = readManifestJson(paths).remotes.attendance;
    expect(entry).toMatchObject({ version: '1.0.0', previousEntry: '/mf/attendance/1.2.0/mf-manifest.json' });
    expect(entry.history).toEqual(history);
    expect(snapshotTree(path.join(paths.releasesDir, 'mf'))).toEqual(releases);
  });

  it('touches only its own entry: other entries stay byte-identical', () => {
    publishVersions('vendor', ['2.0.0']);
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    publishVersions('gps', ['5.0.0', '5.0.1']);
    const before = readManifestJson(paths).remotes;

    rollbackRemote(paths, 'attendance');

    const after = readManifestJson(paths).remotes;
    expect(JSON.stringify(after.vendor)).toBe(JSON.stringify(before.vendor));
    expect(JSON.stringify(after.gps)).toBe(JSON.stringify(before.gps));
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it('fails when the named version is not on disk, and writes nothing', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    const before = fs.readFileSync(manifestFile(), 'utf8');

    expect(() => rollbackRemote(paths, 'attendance', '0.9.0')).toThrow(
      /attendance@0\.9\.0 is not on disk .*published versions: 1\.0\.0, 1\.1\.0/,
    );
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe(before);
  });

  it('fails when the previous release folder was deleted', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    fs.rmSync(path.join(paths.releasesDir, 'mf', 'attendance', '1.0.0'), { recursive: true });
    expect(() => rollbackRemote(paths, 'attendance')).toThrow(/attendance@1\.0\.0 is not on disk/);
    expect(readManifestJson(paths).remotes.attendance.version).toBe('1.1.0');
  });

  it('fails when there is no previous version', () => {
    publishVersions('attendance', ['1.0.0']);
    expect(() => rollbackRemote(paths, 'attendance')).toThrow(/attendance has no previous version; name one \(published versions: 1\.0\.0\)/);
  });

  it('fails for a remote that was never published', () => {
    publishVersions('vendor', ['2.0.0']);
    expect(() => rollbackRemote(paths, 'gps')).toThrow(/gps has never been published/);
  });

  it('fails for an unknown remote', () => {
    expect(() => rollbackRemote(paths, 'payroll')).toThrow(/unknown remote "payroll"/);
  });

  it('is a no-op when the remote already serves that version', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    const before = fs.readFileSync(manifestFile(), 'utf8');
    expect(rollbackRemote(paths, 'attendance', '1.1.0')).toMatchObject({ manifestChanged: false });
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe(before);
  });

  it('refuses a malformed manifest without rewriting it', () => {
    fs.mkdirSync(paths.releasesDir, { recursive: true });
    const broken = JSON.stringify({ schema: 1, remotes: { attendance: { name: 'attendance', version: '' } } });
    fs.writeFileSync(manifestFile(), broken);
    expect(() => rollbackRemote(paths, 'attendance', '1.0.0')).toThrow(/not a valid deploy manifest/);
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe(broken);
  });

  it('rolls back to a release on disk that an older manifest did not record', () => {
    publishVersions('attendance', ['1.0.0', '1.1.0']);
    const json = readManifestJson(paths);
    json.remotes.attendance.history = [];
    fs.writeFileSync(manifestFile(), JSON.stringify(json));

    rollbackRemote(paths, 'attendance', '1.0.0');

    expect(readManifestJson(paths).remotes.attendance).toMatchObject({
      version: '1.0.0',
      entry: '/mf/attendance/1.0.0/mf-manifest.json',
      history: [{ version: '1.0.0', entry: '/mf/attendance/1.0.0/mf-manifest.json' }],
    });
  });
});
