/**
 * One server per data folder. The embedded database (PGlite) keeps its pages in memory and writes them back on
 * its own schedule, so two processes on one DATA_DIR each see only their own writes and overwrite each other's
 * files (measured: 20 of 40 acknowledged writes lost, ids reused). The first server creates DATA_DIR/timekeep.lock
 * holding its PID; a second one finds it and stops with a message. A lock left by a process that died (kill -9,
 * power loss) is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'timekeep.lock';

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : 'another process';
    super(
      `the data folder ${path.dirname(file)} is in use by another Timekeep server (${who}). ` +
        `Stop that server first, or give this one its own DATA_DIR. If no server is running, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Locks held by this process: a second server in the same process must fail too (its PID is ours). */
const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (!Number.isSafeInteger(parsed.pid) || typeof parsed.host !== 'string') return undefined;
    return { pid: parsed.pid as number, host: parsed.host, startedAt: String(parsed.startedAt ?? '?') };
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded owner is certainly gone. Only a lock from this host can be judged; our own PID means
 * a previous life of this process slot (a restarted container is PID 1 again), since locks we hold are in heldHere.
 * An unreadable lock is stale too: locks appear with their content (see below), so only a crash of the file
 * system (power loss before the data reached the disk) leaves an empty one.
 */
function isStale(owner: LockOwner | undefined): boolean {
  if (!owner) return true;
  if (owner.host !== os.hostname()) return false;
  return owner.pid === process.pid || !processAlive(owner.pid);
}

function sameOwner(a: LockOwner | undefined, b: LockOwner | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;
}

/**
 * Takes the lock or throws DataDirLockedError. The file appears atomically with its content (written aside,
 * then hard-linked into place, which fails if the name exists), so a reader never sees a half-written lock.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  if (heldHere.has(file)) throw new DataDirLockedError(file, readOwner(file));
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(draft, `${JSON.stringify(owner)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(file);
      if (attempt >= 3 || !isStale(current)) throw new DataDirLockedError(file, current);
      removeStaleLock(file, current);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  heldHere.add(file);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    // Only our own lock: never delete one a later server took over.
    if (sameOwner(readOwner(file), owner)) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Moves the stale lock aside under a unique name and checks what it moved: if another starter replaced the stale
 * lock with its own live one in between, that one is put back and this start fails.
 */
function removeStaleLock(file: string, stale: LockOwner | undefined): void {
  const aside = `${file}.${process.pid}.${Date.now()}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it; try again
    throw error;
  }
  const moved = readOwner(aside);
  if (sameOwner(moved, stale)) {
    fs.rmSync(aside, { force: true });
    return;
  }
  try {
    fs.linkSync(aside, file);
  } finally {
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(file, moved);
}
