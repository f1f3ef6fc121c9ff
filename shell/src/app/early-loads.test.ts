import { firstFromEarly, startEarlyLoads } from './early-loads';

describe('startEarlyLoads', () => {
  it('starts both lookups at once and hands each out once; a retry starts a new request', async () => {
    const loadRegion = jest.fn(() => Promise.resolve(null));
    const loadManifest = jest.fn(() => Promise.resolve({ ok: false as const, reason: 'http' as const, details: [] }));
    const early = startEarlyLoads({ loadRegion, loadManifest });
    expect(loadRegion).toHaveBeenCalledTimes(1);
    expect(loadManifest).toHaveBeenCalledTimes(1);
    await early.loadRegion();
    await early.loadManifest();
    expect(loadRegion).toHaveBeenCalledTimes(1);
    await early.loadRegion();
    await early.loadManifest();
    expect(loadRegion).toHaveBeenCalledTimes(2);
    expect(loadManifest).toHaveBeenCalledTimes(2);
  });
});

describe('firstFromEarly', () => {
  it('hands out the early request once, and a failed one nobody asked for raises no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const start = jest.fn(() => Promise.reject(new Error('offline')));
    const load = firstFromEarly(start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).rejects.toThrow('offline');
    expect(start).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
  });
});
