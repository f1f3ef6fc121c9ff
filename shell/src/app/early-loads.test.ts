import { startEarlyLoads } from './early-loads';

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
