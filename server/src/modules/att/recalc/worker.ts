/**
 * The recalculation worker (ADR 0081): drains the dirty queue in batches, company by company — claim a batch
 * (short transaction), then read its inputs, calculate and store it and drop its keys in one tenant transaction.
 * On PGlite (one serialized connection, one process) a batch is taken in the transaction that calculates it,
 * without writing a lease. Woken in-process by punch writers (wake.ts) and after its own passes; otherwise it polls every
 * `pollIntervalMs`. Dates later than tomorrow (UTC) stay queued until they come.
 */
import { sql } from 'kysely';
import { isClosedDatabase } from '../../../db/closed-database';
import type { AppDeps } from '../../../deps';
import { claimDirty, companiesWithWork, finishClaimed, takeDirty } from './dirty-queue';
import { recalculateDays } from './recalculate';
import { loadCalculationSetup } from './setup';
import { setRecalcWaker } from './wake';

export interface RecalcWorkerOptions {
  pollIntervalMs?: number;
  /** employee-days per transaction (PGlite serves one transaction at a time: keep it short) */
  batchSize?: number;
  leaseMs?: number;
  log?: (message: string, error: unknown) => void;
}

export interface RecalcWorker {
  start(): void;
  wake(): void;
  /** Runs passes until the queue has nothing due (tests, scripts); returns the employee-days calculated. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

const workers = new WeakMap<AppDeps, RecalcWorker>();

export { isClosedDatabase };

/** The worker of the app built on `deps` (tests and scripts drain it instead of waiting for a poll). */
export function recalcWorkerOf(deps: AppDeps): RecalcWorker | undefined {
  return workers.get(deps);
}

export function createRecalcWorker(deps: AppDeps, options: RecalcWorkerOptions = {}): RecalcWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 2500;
  const leaseMs = options.leaseMs ?? 120_000;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;
  let stopped = false;

  const through = (): string => new Date(deps.now().getTime() + DAY_MS).toISOString().slice(0, 10);

  async function companies(): Promise<number[]> {
    return deps.database.db.transaction().execute(async (trx) => {
      await sql`set local role timekeep_jobs`.execute(trx);
      return companiesWithWork(trx, { through: through(), now: deps.now(), limit: 100 });
    });
  }

  /** PGlite: take, calculate, store and drop a batch in one transaction (no lease rows written; takeDirty). */
  async function drainCompanyInOne(companyId: number): Promise<number> {
    let total = 0;
    while (!stopped) {
      const calculated = await deps.database.withTenant(companyId, async (trx) => {
        const taken = await takeDirty(trx, companyId, { limit: batchSize, through: through(), now: deps.now() });
        if (taken.length === 0) return null;
        const setup = await loadCalculationSetup(trx, companyId);
        const result = await recalculateDays(trx, companyId, setup, taken, deps.now(), false);
        await finishClaimed(trx, companyId, taken, { leased: false });
        return result.calculated;
      });
      if (calculated === null) break;
      total += calculated;
    }
    return total;
  }

  async function drainCompany(companyId: number): Promise<number> {
    if (deps.database.kind === 'pglite') return drainCompanyInOne(companyId);
    let total = 0;
    while (!stopped) {
      const claimed = await deps.database.withTenant(companyId, (trx) => claimDirty(trx, companyId, { limit: batchSize, through: through(), now: deps.now(), leaseMs }));
      if (claimed.length === 0) break;
      const outcome = await deps.database.withTenant(companyId, async (trx) => {
        const setup = await loadCalculationSetup(trx, companyId);
        const result = await recalculateDays(trx, companyId, setup, claimed, deps.now());
        await finishClaimed(trx, companyId, claimed);
        return result;
      });
      total += outcome.calculated;
    }
    return total;
  }

  async function pass(): Promise<number> {
    let total = 0;
    for (;;) {
      const list = await companies();
      if (list.length === 0 || stopped) return total;
      let progress = 0;
      for (const companyId of list) progress += await drainCompany(companyId);
      total += progress;
      // keys claimed by another process and not yet expired: leave them to it
      if (progress === 0) return total;
    }
  }

  function schedule(delayMs: number): void {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delayMs);
    timer.unref();
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await pass();
        } catch (error) {
          // The database was closed under the worker (its app dropped without close()): nothing left to do.
          if (isClosedDatabase(error)) stopped = true;
          if (!stopped) log('attendance recalculation pass failed', error);
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
      schedule(pollIntervalMs);
    });
    return running;
  }

  const worker: RecalcWorker = {
    start() {
      if (started || stopped) return;
      started = true;
      setRecalcWaker(deps.database, () => worker.wake());
      schedule(0);
    },
    wake() {
      if (running) again = true;
      else schedule(0);
    },
    async drain() {
      let total = 0;
      // a pass already under way may have claimed keys: wait for it, then run until nothing is due
      if (running) total += await running.catch(() => 0);
      total += await pass();
      return total;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      setRecalcWaker(deps.database, null);
      await running?.catch(() => 0);
    },
  };
  workers.set(deps, worker);
  return worker;
}
