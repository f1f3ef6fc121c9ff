/**
 * In-process wake-up of the recalculation worker (LISTEN/NOTIFY does not exist on PGlite): writers of punches
 * call `wakeRecalc(database)` after their commit, the worker of the app on that database polls at once. Keyed by
 * the Database object, so two test apps never wake each other's worker. Without a wake-up the worker still polls.
 */
import type { Database } from '../../../db/database';

const wakers = new WeakMap<Database, () => void>();

export function setRecalcWaker(database: Database, wake: (() => void) | null): void {
  if (wake) wakers.set(database, wake);
  else wakers.delete(database);
}

export function wakeRecalc(database: Database): void {
  wakers.get(database)?.();
}
