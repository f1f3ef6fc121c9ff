import { useEffect, useRef } from 'react';

/** SPEC §9: activation, invitation, reset-code and join-approval checks wait this long before calling. */
export const CHECK_DELAY_MS = 3000;

/**
 * Runs `check` once, `delayMs` after mount. Unmounting before then cancels it, so a page left early never calls
 * (and React's development double mount calls only once).
 */
export function useDelayedCheck(check: () => void, delayMs: number = CHECK_DELAY_MS): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
