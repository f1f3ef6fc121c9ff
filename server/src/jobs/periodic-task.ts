/**
 * One timed loop for the server's periodic work (delivery scheduler, nightly pass, table statistics, approval
 * sweep): a tick every `intervalMs`, counted from the end of the previous one, so at most one runs at a time
 * and a slow tick never piles up behind itself. A tick that throws is logged and the loop goes on — except when
 * the database was closed under it (its app is closing): the loop then ends quietly. Timers are unref'd (a loop
 * never keeps the process alive) and `stop()` waits for a running tick, so nothing touches the database after
 * its app closed.
 */
import { isClosedDatabase } from '../db/closed-database';

export interface PeriodicTaskOptions {
  /** Milliseconds between the end of one tick and the start of the next. */
  intervalMs: number;
  /** The work of one tick. */
  run: () => Promise<unknown>;
  /** Where a failed tick is reported (`message` says which loop failed). */
  log: (message: string, error: unknown) => void;
  /** Logged with a failed tick's error. */
  failureMessage: string;
  /** The first tick at once (default: after `intervalMs`). */
  runAtStart?: boolean;
}

export interface PeriodicTask {
  /** Runs a tick now unless one is running (then waits for that one); resolves when it ended. */
  runNow(): Promise<void>;
  /** No further ticks; resolves once the running tick, if any, ended. */
  stop(): Promise<void>;
}

export function startPeriodicTask({ intervalMs, run, log, failureMessage, runAtStart = false }: PeriodicTaskOptions): PeriodicTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  function tick(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = (async () => {
      try {
        await run();
      } catch (error) {
        if (isClosedDatabase(error)) stopped = true;
        else if (!stopped) log(failureMessage, error);
      }
    })().finally(() => {
      running = null;
      schedule(intervalMs);
    });
    return running;
  }

  schedule(runAtStart ? 0 : intervalMs);

  return {
    runNow: tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
