/** Runs `task` while holding the refresh lock; calls queue and run one at a time. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API the refresh lock uses (`navigator.locks`). */
export interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'timekeep:token-refresh';

/** A promise chain: serialises refreshes inside one page when Web Locks are missing. */
export function createMemoryLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    // A failed task must not block the ones queued after it.
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Web Locks serialise across every tab of the origin, so two tabs never refresh the same token twice. */
export function createWebLock(locks: WebLockManager, name: string = REFRESH_LOCK_NAME): RefreshLock {
  return <T>(task: () => Promise<T>): Promise<T> => locks.request(name, task);
}

/** `navigator.locks` where the browser has it (secure contexts of current browsers); undefined elsewhere. */
export function browserWebLocks(): WebLockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks: LockManager | undefined = navigator.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, () => callback()) };
}

export function createRefreshLock(locks: WebLockManager | undefined = browserWebLocks()): RefreshLock {
  return locks ? createWebLock(locks) : createMemoryLock();
}
