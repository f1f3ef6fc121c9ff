import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { publishCli, rollbackCli, type CliIo } from './cli';
import type { DeployPaths } from './layout';
import { makeDeployPaths, readManifestJson, removeFixture, writeBuild } from './test-fixtures';

let paths: DeployPaths;
let out: string[];
let err: string[];
let io: CliIo;
beforeEach(() => {
  paths = makeDeployPaths();
  out = [];
  err = [];
  io = { repoRoot: paths.repoRoot, env: { RELEASES_DIR: paths.releasesDir }, out: (l) => out.push(l), err: (l) => err.push(l) };
});
afterEach(() => removeFixture(paths));

describe('deploy CLI', () => {
  it('publishes into RELEASES_DIR and reports what it did', () => {
    writeBuild(paths, 'attendance', '1.0.0');
    expect(publishCli(['attendance'], io)).toBe(0);
    expect(out).toEqual(['attendance@1.0.0: release copied; manifest now serves /mf/attendance/1.0.0/mf-manifest.json']);
    expect(fs.existsSync(path.join(paths.releasesDir, 'mf', 'attendance', '1.0.0', 'mf-manifest.json'))).toBe(true);
  });

  it('--all fails as a whole when one remote is not built, leaving no manifest', () => {
    writeBuild(paths, 'attendance', '1.0.0');
    expect(publishCli(['--all'], io)).toBe(1);
    expect(err[0]).toMatch(/^deploy: onboarding has no build/);
    expect(fs.existsSync(path.join(paths.releasesDir, 'remotes.json'))).toBe(false);
  });

  it('RELEASES_BASE_URL puts releases behind another origin', () => {
    writeBuild(paths, 'gps', '1.0.0');
    io.env.RELEASES_BASE_URL = 'https://cdn.example.com/mf/';
    expect(publishCli(['gps'], io)).toBe(0);
    expect(readManifestJson(paths).remotes.gps.entry).toBe('https://cdn.example.com/mf/gps/1.0.0/mf-manifest.json');
  });

  it('prints one clear line and exits 1 for an unknown remote', () => {
    expect(rollbackCli(['payroll'], io)).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^deploy: unknown remote "payroll"; known remotes: /)]);
  });

  it('rolls back and says what users will see', () => {
    writeBuild(paths, 'gps', '1.0.0');
    publishCli(['gps'], io);
    writeBuild(paths, 'gps', '1.1.0');
    publishCli(['gps'], io);
    out = [];
    expect(rollbackCli(['gps'], io)).toBe(0);
    expect(out[0]).toMatch(/^gps: 1\.1\.0 → 1\.0\.0; manifest now serves \/mf\/gps\/1\.0\.0\/mf-manifest\.json/);
  });

  it.each([[[]], [['--help']], [['a', 'b', 'c']]])('prints usage and exits 2 for rollback arguments %j', (args) => {
    expect(rollbackCli(args, io)).toBe(2);
    expect(err[0]).toMatch(/^usage: pnpm deploy:rollback/);
  });

  it('prints usage and exits 2 for publish without a remote', () => {
    expect(publishCli([], io)).toBe(2);
    expect(err[0]).toMatch(/^usage: pnpm deploy:publish/);
  });
});

describe('deploy scripts (as `pnpm deploy:*` runs them)', () => {
  const script = (name: string): string => path.join(__dirname, '..', 'scripts', `${name}.mjs`);

  it.each(['publish', 'rollback'])('%s.mjs loads the TypeScript and reports errors with exit code 1', (name) => {
    const run = spawnSync(process.execPath, [script(name), 'payroll'], {
      encoding: 'utf8',
      env: { ...process.env, RELEASES_DIR: paths.releasesDir },
    });
    expect(run.stderr).toMatch(/deploy: unknown remote "payroll"/);
    expect(run.status).toBe(1);
  });
});
