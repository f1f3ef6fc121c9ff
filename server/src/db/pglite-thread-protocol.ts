/** The messages between the server and its database thread (pglite-thread.ts ⇄ pglite-thread-worker.ts). */

import type { PgliteSync } from './pglite-durability';

export interface PgliteThreadData {
  dataDir: string;
  sync: PgliteSync;
}

export type PgliteRequest =
  /** `begin`, when given, runs first (a transaction's BEGIN travels with its first statement). */
  | { id: number; op: 'query'; sql: string; params: unknown[]; begin?: string }
  | { id: number; op: 'exec'; sql: string }
  /** Answered as soon as the thread's event loop turns (between statements), outside the statement queue. */
  | { id: number; op: 'ping' }
  | { id: number; op: 'close' };

/** A database error as plain data (message, SQLSTATE `code`, detail, constraint…), rebuilt as an Error. */
export interface PgliteErrorData {
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteResponse =
  | { id: number; ok: true; rows: Record<string, unknown>[]; affectedRows?: number }
  | { id: number; ok: false; error: PgliteErrorData }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: PgliteErrorData };
