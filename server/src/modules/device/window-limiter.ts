/**
 * Fixed-window request counter keyed by any string (here: the company of a public self-registration), on
 * the app's clock. @fastify/rate-limit already bounds each client address; this bounds what many addresses
 * together can send to one company.
 */
export interface WindowLimiter {
  /** Counts one hit; false when `key` is over its limit in the current window. */
  hit(key: string): boolean;
  /** Seconds until `key`'s window ends. */
  retryAfter(key: string): number;
}

export function createWindowLimiter(options: { max: number; windowMs: number; now: () => Date }): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const now = options.now().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.max;
    },
    retryAfter(key) {
      const current = windows.get(key);
      if (!current) return 0;
      return Math.max(0, Math.ceil((current.start + options.windowMs - options.now().getTime()) / 1000));
    },
  };
}
