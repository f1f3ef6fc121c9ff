import fs from 'node:fs';
import path from 'node:path';
import { parseDeployManifest } from '@timekeep/contracts';
import { DeployError } from './deploy-error';
import type { DeployPaths } from './layout';
import { publishRemotes } from './publish';
import { makeDeployPaths, readManifestJson, removeFixture, snapshotTree, writeBuild } from './test-fixtures';

let paths: DeployPaths;
beforeEach(() => {
  paths = makeDeployPaths();
});
afterEach(() => removeFixture(paths));

const manifestFile = (): string => path.join(paths.releasesDir, 'remotes.json');

describe('publishRemotes', () => {
  it('copies the build into mf/<remote>/<version>/ and writes a valid manifest entry', () => {
    const dist = writeBuild(paths, 'attendance', '1.0.0');
    const [result] = publishRemotes(paths, ['attendance'], new Date('2026-11-22T10:00:00Z'));

    expect(result).toMatchObject({ remote: 'attendance', version: '1.0.0', folder: 'created', manifestChanged: true });
    expect(snapshotTree(path.join(paths.releasesDir, 'mf', 'attendance', '1.0.0'))).toEqual(snapshotTree(dist));
    const json = readManifestJson(paths);
    expect(parseDeployManifest(json).ok).toBe(true);
    expect(json.remotes.attendance).toEqual({
      name: 'attendance',
      version: '1.0.0',
      entry: '/mf/attendance/1.0.0/mf-manifest.json',
      publishedAt: '2026-11-22T10:00:00.000Z',
      previousEntry: null,
      history: [{ version: '1.0.0', entry: '/mf/attendance/1.0.0/mf-manifest.json', publishedAt: '2026-11-22T10:00:00.000Z' }],
    });
  });

  it('records the replaced entry and the history, and keeps the old release folder', () => {
    writeBuild(paths, 'attendance', '1.0.0');
    publishRemotes(paths, ['attendance']);
    writeBuild(paths, 'attendance', '1.0.1');
    publishRemotes(paths, ['attendance']);

    const entry = readManifestJson(paths).remotes.attendance;
    expect(entry.version).toBe('1.0.1');
    expect(entry.previousEntry).toBe('/mf/attendance/1.0.0/mf-manifest.json');
    expect((entry.history as { version: string }[]).map((h) => h.version)).toEqual(['1.0.0', '1.0.1']);
    expect(fs.existsSync(path.join(paths.releasesDir, 'mf', 'attendance', '1.0.0', 'remoteEntry.js'))).toBe(true);
  });

  it('uses the federation name of a kebab-case remote', () => {
    writeBuild(paths, 'payment-results', '2.0.0');
    publishRemotes(paths, ['payment-results']);
    expect(readManifestJson(paths).remotes['payment-results'].name).toBe('payment_results');
  });

  it('treats publishing the same bytes again as a no-op', () => {
    writeBuild(paths, 'gps', '1.0.0');
    publishRemotes(paths, ['gps']);
    const before = fs.readFileSync(manifestFile(), 'utf8');

    const [again] = publishRemotes(paths, ['gps'], new Date('2030-01-01T00:00:00Z'));

    expect(again).toMatchObject({ folder: 'unchanged', manifestChanged: false });
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe(before);
  });

  it('ignores build bookkeeping dot-files: neither copied nor compared', () => {
    const dist = writeBuild(paths, 'gps', '1.0.0');
    fs.writeFileSync(path.join(dist, '.build-hash'), 'first inputs');
    publishRemotes(paths, ['gps']);
    fs.writeFileSync(path.join(dist, '.build-hash'), 'other inputs, same output');

    const [again] = publishRemotes(paths, ['gps']);

    expect(again.folder).toBe('unchanged');
    expect(fs.existsSync(path.join(paths.releasesDir, 'mf', 'gps', '1.0.0', '.build-hash'))).toBe(false);
  });

  it('refuses the same version with different bytes and leaves the release and manifest untouched', () => {
    writeBuild(paths, 'gps', '1.0.0', 'first');
    publishRemotes(paths, ['gps']);
    const releaseBefore = snapshotTree(paths.releasesDir);
    writeBuild(paths, 'gps', '1.0.0', 'second, changed');

    expect(() => publishRemotes(paths, ['gps'])).toThrow(/already exists with different content.*immutable/s);
    expect(snapshotTree(paths.releasesDir)).toEqual(releaseBefore);
  });

  it('leaves every other entry and release byte-identical', () => {
    writeBuild(paths, 'vendor', '3.1.0');
    writeBuild(paths, 'system', '1.2.0');
    publishRemotes(paths, ['vendor', 'system']);
    const vendorEntry = JSON.stringify(readManifestJson(paths).remotes.vendor);
    const vendorFiles = snapshotTree(path.join(paths.releasesDir, 'mf', 'vendor'));

    writeBuild(paths, 'system', '1.3.0');
    publishRemotes(paths, ['system']);

    expect(JSON.stringify(readManifestJson(paths).remotes.vendor)).toBe(vendorEntry);
    expect(snapshotTree(path.join(paths.releasesDir, 'mf', 'vendor'))).toEqual(vendorFiles);
  });

  it('keeps keys it does not know about in untouched entries', () => {
    fs.mkdirSync(paths.releasesDir, { recursive: true });
    const handWritten = { name: 'reports', version: '0.9.0', entry: 'https://cdn.example.com/mf/reports/0.9.0/mf-manifest.json', contract: 1 };
    fs.writeFileSync(manifestFile(), JSON.stringify({ schema: 1, remotes: { reports: handWritten } }));
    writeBuild(paths, 'devices', '1.0.0');

    publishRemotes(paths, ['devices']);

    expect(readManifestJson(paths).remotes.reports).toEqual(handWritten);
  });

  it('rejects an unknown remote with the list of known ones and writes nothing', () => {
    expect(() => publishRemotes(paths, ['payroll'])).toThrow(DeployError);
    expect(() => publishRemotes(paths, ['payroll'])).toThrow(/unknown remote "payroll"; known remotes: onboarding, /);
    expect(fs.existsSync(paths.releasesDir)).toBe(false);
  });

  it('rejects a remote that has not been built', () => {
    expect(() => publishRemotes(paths, ['attendance'])).toThrow(/attendance has no build .*run its build first/);
  });

  it('rejects a dist that belongs to another remote', () => {
    const dist = writeBuild(paths, 'attendance', '1.0.0');
    const mf = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...mf, name: 'gps' }));
    expect(() => publishRemotes(paths, ['attendance'])).toThrow(/belongs to "gps", not to attendance/);
  });

  it('rejects a build that lacks an expose the shell needs', () => {
    const dist = writeBuild(paths, 'attendance', '1.0.0');
    const mf = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...mf, exposes: [{ name: 'App', path: './App' }] }));
    expect(() => publishRemotes(paths, ['attendance'])).toThrow(/attendance build does not expose \.\/manifest/);
    expect(fs.existsSync(paths.releasesDir)).toBe(false);
  });

  it('rejects a build whose version is not a plain version string', () => {
    writeBuild(paths, 'attendance', '../1.0.0');
    expect(() => publishRemotes(paths, ['attendance'])).toThrow(/no usable metaData.buildInfo.buildVersion/);
    expect(fs.existsSync(paths.releasesDir)).toBe(false);
  });

  it.each([
    ['not JSON', '{ "schema": 1, "remotes": '],
    ['a wrong schema version', JSON.stringify({ schema: 2, remotes: {} })],
    ['an unknown remote key', JSON.stringify({ schema: 1, remotes: { payroll: { name: 'payroll', version: '1.0.0', entry: '/mf/p/1.0.0/mf-manifest.json' } } })],
    ['a bad entry URL', JSON.stringify({ schema: 1, remotes: { gps: { name: 'gps', version: '1.0.0', entry: '/mf/gps/1.0.0/remoteEntry.js' } } })],
  ])('refuses to publish over a malformed manifest (%s) and writes nothing', (_case, content) => {
    fs.mkdirSync(paths.releasesDir, { recursive: true });
    fs.writeFileSync(manifestFile(), content);
    writeBuild(paths, 'attendance', '1.0.0');

    expect(() => publishRemotes(paths, ['attendance'])).toThrow(DeployError);
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe(content);
    expect(fs.existsSync(path.join(paths.releasesDir, 'mf'))).toBe(false);
    expect(fs.readdirSync(paths.releasesDir)).toEqual(['remotes.json']);
  });
});
