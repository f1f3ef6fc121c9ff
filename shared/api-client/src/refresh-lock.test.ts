import { createMemoryLock, createRefreshLock, createWebLock, REFRESH_LOCK_NAME, type WebLockManager } from './refresh-lock';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('memory refresh lock', () => {
  it('runs tasks one at a time in call order', async () => {
    const lock = createMemoryLock();
    const log: string[] = [];
    const gate = deferred();
    const first = lock(async () => {
      log.push('first start');
      await gate.promise;
      log.push('first end');
      return 1;
    });
    const second = lock(async () => {
      log.push('second');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['first start']);
    gate.resolve();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(log).toEqual(['first start', 'first end', 'second']);
  });

  it('keeps working after a task fails', async () => {
    const lock = createMemoryLock();
    await expect(lock(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(lock(async () => 'next')).resolves.toBe('next');
  });
});

describe('web refresh lock', () => {
  it('asks the Web Locks API for the named lock', async () => {
    const names: string[] = [];
    const lock = createWebLock({
      request: <T>(name: string, callback: () => Promise<T>): Promise<T> => {
        names.push(name);
        return callback();
      },
    });
    await expect(lock(async () => 'done')).resolves.toBe('done');
    expect(names).toEqual([REFRESH_LOCK_NAME]);
  });

  it('prefers Web Locks when given and falls back to memory otherwise', async () => {
    const names: string[] = [];
    const locks: WebLockManager = {
      request: <T>(name: string, callback: () => Promise<T>): Promise<T> => {
        names.push(name);
        return callback();
      },
    };
    await createRefreshLock(locks)(async () => undefined);
    expect(names).toEqual([REFRESH_LOCK_NAME]);
    // jsdom has no navigator.locks: the fallback still serialises.
    await expect(createRefreshLock()(async () => 'memory')).resolves.toBe('memory');
  });
});
