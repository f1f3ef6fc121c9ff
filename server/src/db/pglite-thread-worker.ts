/**
 * The database thread: owns the PGlite instance (WebAssembly PostgreSQL, single connection) so its work never
 * blocks the server's event loop (ADR 0045). Runs requests strictly in arrival order; the server side decides
 * that order (one transaction at a time).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite-options';
import type { PgliteErrorData, PgliteRequest, PgliteResponse, PgliteThreadData } from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker must run as a worker thread');
const { dataDir, sync } = workerData as PgliteThreadData;

function errorData(error: unknown): PgliteErrorData {
  if (!(error instanceof Error)) {
    const text = typeof error === 'object' && error !== null ? JSON.stringify(error) : String(error);
    return { message: `the database failed: ${text}`, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, fields };
}

async function answer(pglite: PGlite, request: PgliteRequest): Promise<PgliteResponse> {
  try {
    switch (request.op) {
      case 'query': {
        if (request.begin) await pglite.exec(request.begin);
        const result = await pglite.query<Record<string, unknown>>(request.sql, request.params);
        return { id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows };
      }
      case 'exec':
        await pglite.exec(request.sql);
        return { id: request.id, ok: true, rows: [] };
      case 'ping':
        if (pglite.closed) throw new Error('the database is closed');
        return { id: request.id, ok: true, rows: [] };
      case 'close':
        if (!pglite.closed) await pglite.close();
        return { id: request.id, ok: true, rows: [] };
    }
  } catch (error) {
    return { id: request.id, ok: false, error: errorData(error) };
  }
}

openPglite(dataDir, sync).then(
  (pglite) => {
    // One request at a time, in order: a chain, so a message that arrives mid-query waits its turn.
    let chain: Promise<unknown> = Promise.resolve();
    port.on('message', (request: PgliteRequest) => {
      // A health check does not wait for the statements queued before it (ADR 0117): that it is answered at all
      // says the thread is alive and between statements, with the database open.
      if (request.op === 'ping') return void answer(pglite, request).then((response) => port.postMessage(response));
      chain = chain.then(async () => port.postMessage(await answer(pglite, request)));
    });
    port.postMessage({ id: 0, ready: true } satisfies PgliteResponse);
  },
  (error: unknown) => port.postMessage({ id: 0, ready: false, error: errorData(error) } satisfies PgliteResponse),
);
