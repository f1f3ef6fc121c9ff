import { useEffect, useRef } from 'react';

export interface LiveRowsOptions {
  /** Polls only while true (the list shows its first page, nothing failed). */
  enabled: boolean;
  intervalMs: number;
  /**
   * Asks the server for the rows after the newest shown (`id__gt`); answers nothing when the list changed
   * meanwhile. One call at a time: the next waits for this one and the interval.
   */
  poll: () => Promise<void>;
}

/**
 * A live list (ADR 0073): an incremental poll while the page is open and visible. Chosen over a websocket
 * because it needs no server state, works the same behind any proxy and with several server processes, and
 * costs one indexed query (`id > newest`) per open list per interval.
 */
export function useLiveRows({ enabled, intervalMs, poll }: LiveRowsOptions): void {
  const pollRef = useRef(poll);
  pollRef.current = poll;
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped) return;
      // A hidden tab asks nothing; it catches up on its next visible tick.
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
        try {
          await pollRef.current();
        } catch {
          // A failed poll is retried at the next tick; the list keeps what it shows.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, intervalMs]);
}
