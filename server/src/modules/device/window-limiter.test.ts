import { createWindowLimiter } from './window-limiter';

describe('window limiter', () => {
  it('allows max hits per key and window, then refuses until the window ends', () => {
    let now = Date.UTC(2026, 0, 1);
    const limiter = createWindowLimiter({ max: 2, windowMs: 60_000, now: () => new Date(now) });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now += 30_000;
    expect(limiter.retryAfter('a')).toBe(30);
    expect(limiter.hit('a')).toBe(false);
    now += 30_000;
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.retryAfter('unknown')).toBe(0);
  });
});
