/**
 * The `export/` route of any resource (api-contracts.md, bulk data): a small export streams the file in the
 * answer; a large one becomes a background job (202 `{job: <id>}`) whose file JobView.file_url serves.
 *
 * The kernel registers one job kind that rebuilds the export from a JSON payload (the rows cannot travel
 * through the database), and calls exportRows from its route:
 *
 *   registerExportJob(deps.jobs, 'resources.export', async (payload: { resource: string; query: …; lang: string }, job) => ({
 *     format: payload.format, fileName: 'employees-20261124.xlsx', columns, count, rows: () => streamRows(…),
 *   }));
 *
 *   return exportRows({ deps, reply, companyId, userId, permission: 'personnel.export_employee',
 *     format, fileName, columns, count, rows: () => streamRows(…),
 *     job: { kind: 'resources.export', payload: { resource, query, format, lang } } });
 *
 * `rows` is called once and may read the database in pages (its own transactions); `count` decides the path
 * (≤ syncRowLimit, default 2,000, streams now).
 */
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import type { JobContext, JobRunner } from '../jobs/runner';
import type { JsonValue } from '../jobs/job-types';
import { BULK_CONTENT_TYPES, type BulkColumn, type BulkFormat } from './columns';
import { attachmentDisposition } from './content-disposition';
import { writeCsv } from './csv';
import { writeXlsx } from './xlsx';

export const DEFAULT_SYNC_ROW_LIMIT = 2000;

export interface ExportSource<Row> {
  format: BulkFormat;
  /** The download name, with its extension. */
  fileName: string;
  columns: ReadonlyArray<BulkColumn<Row>>;
  /** How many rows `rows` yields (progress, and the sync/job choice). */
  count: number;
  rows: () => AsyncIterable<Row> | Iterable<Row>;
  /** XLSX sheet name (default: the file name without extension). */
  sheetName?: string;
}

export interface ExportRequest<Row> extends ExportSource<Row> {
  deps: AppDeps;
  reply: FastifyReply;
  companyId: number;
  userId: number | null;
  /** The permission a viewer of the job needs (the export permission of the resource). */
  permission?: string | null;
  syncRowLimit?: number;
  /** What a background export runs: a kind registered with registerExportJob and its payload. */
  job: { kind: string; payload: JsonValue };
}

/** Writes `source` as CSV or XLSX into `out` (and ends it); resolves with the number of rows written. */
export function writeExport<Row>(source: ExportSource<Row>, out: Writable, onRows?: (written: number) => void): Promise<number> {
  const sheetName = source.sheetName ?? source.fileName.replace(/\.[a-z]+$/i, '');
  return source.format === 'xlsx'
    ? writeXlsx(source.columns, source.rows(), out, { sheetName, onRows })
    : writeCsv(source.columns, source.rows(), out, { onRows });
}

export async function exportRows<Row>(request: ExportRequest<Row>): Promise<FastifyReply> {
  const { reply } = request;
  if (request.count > (request.syncRowLimit ?? DEFAULT_SYNC_ROW_LIMIT)) {
    const id = await request.deps.jobs.enqueue({
      kind: request.job.kind,
      companyId: request.companyId,
      userId: request.userId,
      permission: request.permission ?? null,
      payload: request.job.payload,
      maxAttempts: 2,
    });
    return reply.status(202).send(ok({ job: id }));
  }
  const body = new PassThrough();
  reply
    .header('content-type', BULK_CONTENT_TYPES[request.format])
    .header('content-disposition', attachmentDisposition(request.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  // Writing runs while Fastify sends; a failure half way ends the response early (the download breaks visibly).
  writeExport(request, body).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(body);
}

/** Registers the job kind that runs large exports: `build` turns the payload back into the export. */
export function registerExportJob<P, Row>(
  jobs: JobRunner,
  kind: string,
  build: (payload: P, job: JobContext<P>) => Promise<ExportSource<Row>>,
): void {
  jobs.register<P>(
    kind,
    async (job) => {
      const source = await build(job.payload, job);
      const out = job.createFile(source.fileName, BULK_CONTENT_TYPES[source.format]);
      const total = Math.max(1, source.count);
      const written = await writeExport(source, out, (rows) => job.progress(Math.min(99, (rows / total) * 100)));
      return { rows: written, file_name: source.fileName };
    },
    { maxAttempts: 2 },
  );
}
