/**
 * The `import/` route of any resource (api-contracts.md, bulk data): all or nothing, with per-row errors
 * `{row, field, code, message}` numbered as the spreadsheet shows them.
 *
 *   const result = await importRows({
 *     deps, companyId, file: part.file, fileName: part.filename, mimetype: part.mimetype, dryRun,
 *     parse: (sheetRow) => validated ? { value: input } : { errors: [{ field, code, message }] },
 *     write: async (trx, batch) => { …one multi-row insert/update per batch…; return { created, updated, errors } },
 *   });
 *   return ok(result, result.errors.length ? BULK_CODES.rowErrors : undefined);
 *
 * 1. Every row is read (limits of readRows) and parsed without the database; `parse` may be async.
 * 2. Any parse error: nothing is written; the answer lists them (at most `maxErrors`, default 1,000).
 * 3. Otherwise one tenant transaction writes the rows in batches (`batchSize`, default 500; the callback should
 *    insert a batch with one statement — 5,000 rows then take a few statements). A batch may answer row errors
 *    it found itself (a unique clash): the transaction is rolled back and the errors are the answer.
 * 4. `dryRun` does all of it and rolls back, so a dry run also meets the database's own checks.
 * A thrown error (a bug, a lost database) rolls back and propagates.
 */
import type { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { ImportResult, ImportRowError } from '@timekeep/contracts';
import type { Tables } from '../db/schema';
import type { AppDeps } from '../deps';
import { readRows, type SheetRow } from './read-rows';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export type ParsedRow<T> = { value: T } | { errors: FieldError[] };

export interface ImportBatchResult {
  created: number;
  updated: number;
  errors?: ImportRowError[];
}

export interface ImportRequest<T> {
  deps: Pick<AppDeps, 'database'>;
  companyId: number;
  file: Readable;
  fileName: string;
  mimetype?: string;
  dryRun?: boolean;
  maxBytes?: number;
  maxRows?: number;
  maxErrors?: number;
  batchSize?: number;
  /** Checks the header row before any row (unknown or missing columns); errors are reported on row 1. */
  checkHeaders?: (headers: string[]) => FieldError[];
  parse: (row: SheetRow) => ParsedRow<T> | Promise<ParsedRow<T>>;
  write: (trx: Transaction<Tables>, batch: Array<{ row: number; value: T }>) => Promise<ImportBatchResult>;
  /** After every batch was written without row errors, before the commit (not on a dry run): the operation log. */
  beforeCommit?: (trx: Transaction<Tables>, result: ImportResult) => Promise<void>;
  /** 50 once every row is parsed, then up to 100 as batches are written. */
  onProgress?: (percent: number) => void;
}

class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}

export async function importRows<T>(request: ImportRequest<T>): Promise<ImportResult> {
  const maxErrors = request.maxErrors ?? 1000;
  const batchSize = Math.max(1, request.batchSize ?? 500);
  const errors: ImportRowError[] = [];
  const valid: Array<{ row: number; value: T }> = [];
  let headersChecked = !request.checkHeaders;
  for await (const sheetRow of readRows(request.file, {
    fileName: request.fileName,
    mimetype: request.mimetype,
    maxBytes: request.maxBytes,
    maxRows: request.maxRows,
  })) {
    if (!headersChecked && request.checkHeaders) {
      headersChecked = true;
      for (const error of request.checkHeaders(Object.keys(sheetRow.values))) errors.push({ row: 1, ...error });
      if (errors.length > 0) break;
    }
    const parsed = await request.parse(sheetRow);
    if ('errors' in parsed) {
      for (const error of parsed.errors) if (errors.length < maxErrors) errors.push({ row: sheetRow.row, ...error });
    } else valid.push({ row: sheetRow.row, value: parsed.value });
  }
  if (errors.length > 0) return { created: 0, updated: 0, errors };
  request.onProgress?.(50);

  try {
    return await request.deps.database.withTenant(request.companyId, async (trx) => {
      const result: ImportResult = { created: 0, updated: 0, errors: [] };
      for (let start = 0; start < valid.length; start += batchSize) {
        const batch = valid.slice(start, start + batchSize);
        const written = await request.write(trx, batch);
        result.created += written.created;
        result.updated += written.updated;
        for (const error of written.errors ?? []) if (result.errors.length < maxErrors) result.errors.push(error);
        request.onProgress?.(50 + ((start + batch.length) / valid.length) * 50);
      }
      if (result.errors.length > 0) throw new Rollback({ created: 0, updated: 0, errors: result.errors });
      if (request.dryRun) throw new Rollback(result);
      await request.beforeCommit?.(trx, result);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}
