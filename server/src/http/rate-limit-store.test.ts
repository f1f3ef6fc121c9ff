import { clockRateLimitStore } from './rate-limit-store';

function incr(store: { incr: (k: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, w: number, m: number) => void }, key: string, windowMs: number) {
  let result: { current: number; ttl: number } | undefined;
  store.incr(key, (_e, r) => (result = r), windowMs, 10);
  return result;
}

describe('clockRateLimitStore', () => {
  it('counts per key inside a window and starts over when the injected clock passes it', () => {
    let now = 1_000_000;
    const Store = clockRateLimitStore(() => now);
    const store = new Store({});
    expect(incr(store, 'a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(incr(store, 'a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(incr(store, 'b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 40_000;
    expect(incr(store, 'a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('gives each route its own counters', () => {
    const Store = clockRateLimitStore(() => 0);
    const parent = new Store({});
    const child = parent.child({} as Parameters<typeof parent.child>[0]);
    incr(parent, 'ip', 1000);
    expect(incr(child, 'ip', 1000)?.current).toBe(1);
  });
});
