import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: resend buttons wait this long, and again after every successful send. */
export const RESEND_COUNTDOWN_SECONDS = 30;

export interface Countdown {
  /** Seconds left; 0 when the button may be used. */
  remaining: number;
  restart: () => void;
}

/** A one-second countdown that starts at mount (the mail was just sent) and on `restart`. */
export function useCountdown(seconds: number = RESEND_COUNTDOWN_SECONDS): Countdown {
  const [remaining, setRemaining] = useState(seconds);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
