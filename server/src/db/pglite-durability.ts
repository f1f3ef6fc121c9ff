/**
 * How the embedded database (PGlite over Emscripten's NODEFS) reaches the disk; ADR 0041.
 *
 * PGlite hands every PostgreSQL write() straight to the kernel (fs.writeSync), so an acknowledged commit is in
 * the page cache and survives the process dying (kill -9, a crash). It never asks the kernel to put it on the
 * disk: PGlite starts PostgreSQL with `-F` (fsync off), Emscripten's fdatasync() is a no-op and NODEFS has no
 * fsync. After a power loss or kernel crash, commits from the last seconds can be gone and, since nothing orders
 * WAL before data pages, the database can be left inconsistent.
 *
 * `sync: 'commit'` restores PostgreSQL's own guarantee: fsync on, WAL synced with fsync() (the one call
 * Emscripten forwards), and NODEFS's fsync made real (fs.fsyncSync). A commit is acknowledged after its WAL is
 * on the disk, and checkpoints sync data files before the WAL that covers them is recycled.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

export type PgliteSync = 'commit' | 'off';

interface NodefsStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
}

/** NodeFS whose fsync reaches the disk. `syncCalls` counts them (tests, the benchmark). */
export class SyncingNodeFS extends NodeFS {
  syncCalls = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    const makeFsyncReal = (mod: EmscriptenModule): void => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          fs.fsyncSync(stream.nfd);
          this.syncCalls += 1;
        }
        return 0;
      };
    };
    result.emscriptenOpts.preRun = [...(Array.isArray(preRun) ? preRun : [preRun]), makeFsyncReal as never];
    return result;
  }
}

/** PGlite's own start parameters without `-F` (fsync off), plus a WAL sync method Emscripten passes through. */
export function syncingStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!Array.isArray(defaults)) throw new Error('PGlite.defaultStartParams is missing: check pglite-durability.ts against this PGlite version');
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** Options for PGlite.create on a data folder. */
export function pgliteStorageOptions(dataDir: string, sync: PgliteSync): { dataDir?: string; fs?: NodeFS; startParams?: string[] } {
  if (sync === 'off') return { dataDir };
  return { fs: new SyncingNodeFS(dataDir), startParams: syncingStartParams() };
}
