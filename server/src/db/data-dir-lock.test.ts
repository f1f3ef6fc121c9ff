import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-lock-'));
    lockFile = path.join(dir, LOCK_FILE_NAME);
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeLock = (owner: Record<string, unknown>): void => fs.writeFileSync(lockFile, JSON.stringify(owner));

  it('writes our PID into the lock file and removes it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a second lock on the same folder, also from the same process, until the first is released', () => {
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(`${dir}/./`)).toThrow(/in use by another Timekeep server \(process \d+ on/);
    first.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock held by another live process', () => {
    const other: ChildProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeLock({ pid: other.pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' });
      const attempt = (): unknown => acquireDataDirLock(dir);
      expect(attempt).toThrow(DataDirLockedError);
      expect(attempt).toThrow(`process ${other.pid} on ${os.hostname()}, started 2026-01-01T00:00:00.000Z`);
      expect(attempt).toThrow(`delete ${lockFile}`);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died (kill -9, power loss)', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock({ pid: dead, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' });
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('takes over an empty or unreadable lock file', () => {
    fs.writeFileSync(lockFile, '');
    acquireDataDirLock(dir).release();
  });

  it('never judges a lock written on another host (a shared network folder)', () => {
    writeLock({ pid: 999_999_999, host: `not-${os.hostname()}`, startedAt: 'x' });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('leaves a lock alone on release when another server has taken it over', () => {
    const lock = acquireDataDirLock(dir);
    writeLock({ pid: 1, host: 'elsewhere', startedAt: 'later' });
    lock.release();
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ host: 'elsewhere' });
  });
});
