/**
 * A @fastify/rate-limit store whose windows follow the injected clock (`deps.now`). The plugin's own
 * LocalStore reads Date.now() and has no clock option, so tests could not move a window forward.
 * Fixed windows per key; expired entries are swept when the map grows.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

interface Window {
  count: number;
  startMs: number;
  lengthMs: number;
}

const SWEEP_AT = 10_000;

export function clockRateLimitStore(nowMs: () => number): FastifyRateLimitStoreCtor {
  class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = nowMs();
      let window = this.windows.get(key);
      if (!window || window.startMs + timeWindow <= now) {
        if (this.windows.size >= SWEEP_AT) this.sweep(now);
        window = { count: 0, startMs: now, lengthMs: timeWindow };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }

    private sweep(now: number): void {
      for (const [key, window] of this.windows) if (window.startMs + window.lengthMs <= now) this.windows.delete(key);
    }
  }
  return ClockStore;
}
