/**
 * `import/` of every resource declared with the kernel (api-contracts.md, bulk data; ADR 0066, ADR 0057). A
 * header may be the field's name or its label in any of the five languages; read-only columns (as exported)
 * are ignored, unknown ones refused on row 1. A row with an `id` changes that record (only its non-empty
 * cells); a row without one creates a record (empty cells take the field's default). Every row passes the
 * same checks as the JSON routes; any error and nothing is written (`ZBLK0422`, `errors: [{row, field, code,
 * message}]`); `?dry_run=true` runs it all and rolls back.
 * A file larger than IMPORT_JOB_BYTES (a few thousand rows) becomes a background job: 202 `{job}`, progress on
 * `GET /web/api/v2/jobs/<id>/` and `/websocket/jobs/`, the same answer as the job's `result`. Resources with an
 * after-commit step (it needs the request: invitation mails) always import in the request.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { BULK_CODES, GENERAL_CODES, type FieldSpec, type ImportResult, type ImportRowError } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../auth/auth-plugin';
import { DEFAULT_MAX_IMPORT_BYTES, excelSerialDate, formatWallClock, importRows, type FieldError, type ParsedRow, type SheetRow, type SheetValue } from '../bulk';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { JobError } from '../jobs/runner';
import { checkInput, type WriteMode } from './fields';
import { LANGUAGES, languageOf, translator, type Translate } from '../i18n/translator';
import { writeOperationLog } from './operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from './permissions';
import { findRecord } from './query';
import { refLookups, resolveRefCell, type RefLookups } from './ref-lookup';
import { resourceRegistry } from './registry';
import { saveNewRecords, saveRecord } from './save';
import type { ResourceDefinition, Row } from './types';
import { translateDatabaseError } from './write';

export const IMPORT_JOB_KIND = 'resources.import';


type ImportValue = { id?: number; values: Row; sent: ReadonlySet<string>; mode: WriteMode };

/** Normalized header → field (null: a read-only column, ignored). Names first, then labels in every language. */
export function importHeaders(definition: ResourceDefinition, localesDir: string): Map<string, string | null> {
  const headers = new Map<string, string | null>([['id', 'id']]);
  const fields = Object.entries(definition.contract.fields);
  // Writable fields first: when a read-only field shares a label (location / location_name), the label means the writable one.
  const ordered = [...fields.filter(([, spec]) => !spec.readOnly), ...fields.filter(([, spec]) => spec.readOnly)];
  const add = (header: string, field: string, spec: FieldSpec) => {
    const key = normalizeHeader(header);
    if (!headers.has(key)) headers.set(key, spec.readOnly ? null : field);
  };
  for (const [field, spec] of ordered) add(field, field, spec);
  for (const language of LANGUAGES) {
    const t = translator(localesDir, language);
    for (const [field, spec] of ordered) {
      add(t(spec.label), field, spec);
      add(`${t(spec.label)} (${field})`, field, spec);
    }
  }
  return headers;
}

function normalizeHeader(header: string): string {
  return header.trim().toLowerCase();
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/**
 * A cell as the JSON value the field takes, converting only what a spreadsheet changes (numbers typed as text,
 * real dates, comma-joined lists); anything else is passed on unchanged for checkField to refuse.
 */
export function cellValue(spec: FieldSpec, given: Exclude<SheetValue, null>, yesNo: { yes: Set<string>; no: Set<string> }): unknown {
  const text = typeof given === 'string' ? given : null;
  // A date, date-time or time field given a number: the spreadsheet's serial day (see excelSerialDate).
  const serial = typeof given === 'number' && (spec.kind === 'date' || spec.kind === 'datetime' || spec.kind === 'time') ? excelSerialDate(given) : undefined;
  const cell = serial ?? given;
  switch (spec.kind) {
    case 'integer':
    case 'duration':
    case 'decimal':
    case 'ref':
      return text !== null && NUMBER.test(text) ? Number(text) : cell;
    case 'refs':
      if (typeof cell === 'number') return [cell];
      return text === null ? cell : text.split(',').map((item) => (NUMBER.test(item.trim()) ? Number(item.trim()) : item.trim()));
    case 'boolean': {
      if (text === null) return cell;
      const lower = text.toLowerCase();
      return TRUE.has(lower) || yesNo.yes.has(lower) ? true : FALSE.has(lower) || yesNo.no.has(lower) ? false : cell;
    }
    case 'date':
      return cell instanceof Date ? formatWallClock(cell, false) : cell;
    case 'datetime':
      return cell instanceof Date ? formatWallClock(cell, true) : text !== null && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : cell;
    case 'time':
      if (cell instanceof Date) return formatWallClock(cell, true).slice(11, 16);
      return text !== null && /^\d{2}:\d{2}:\d{2}$/.test(text) ? text.slice(0, 5) : cell;
    case 'json':
      if (text === null) return cell;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return cell;
      }
    case 'choice':
      if (spec.many) return text === null ? cell : text.split(',').map((item) => item.trim());
      return typeof cell === 'number' ? String(cell) : cell;
    default:
      if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
      if (cell instanceof Date) return formatWallClock(cell, true);
      return cell;
  }
}

/** Field-error codes of checkInput and of the kernel's ApiErrors as import row errors, translated. */
function rowErrorsOf(error: ApiError, t: Translate): FieldError[] {
  const fields = Object.entries(error.context.fields ?? {});
  if (fields.length === 0) return [{ field: '', code: error.code, message: error.context.message ?? error.code }];
  return fields.map(([field, code]) => ({
    field,
    code,
    message: /^Z[A-Z]{3}\d{4}$/.test(code) ? (error.context.message ?? code) : t(`common:resource.importError.${code}`),
  }));
}

function parseRow(
  definition: ResourceDefinition,
  headers: Map<string, string | null>,
  sheetRow: SheetRow,
  t: Translate,
  yesNo: { yes: Set<string>; no: Set<string> },
  lookups: RefLookups,
): ParsedRow<ImportValue> {
  const body: Record<string, unknown> = {};
  let id: number | undefined;
  for (const [header, cell] of Object.entries(sheetRow.values)) {
    const field = headers.get(normalizeHeader(header));
    if (!field || cell === null) continue;
    if (field === 'id') {
      const value = typeof cell === 'string' && /^\d{1,16}$/.test(cell) ? Number(cell) : cell;
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return { errors: [{ field: 'id', code: 'type', message: t('common:resource.importError.type') }] };
      id = value;
      continue;
    }
    const spec = definition.contract.fields[field];
    body[field] = resolveRefCell(spec, cellValue(spec, cell, yesNo), lookups.get(field));
  }
  const mode: WriteMode = id === undefined ? 'create' : 'patch';
  try {
    const { values, sent } = checkInput(definition.contract, body, mode);
    return { value: { id, values, sent, mode } };
  } catch (error) {
    if (error instanceof ApiError) return { errors: rowErrorsOf(error, t) };
    throw error;
  }
}


// ---- the import itself (the request's or a job's) ----

interface ImportRun {
  deps: AppDeps;
  definition: ResourceDefinition;
  companyId: number;
  userId: number | null;
  language: string;
  file: Readable;
  fileName: string;
  mimetype?: string;
  dryRun: boolean;
  ip: string;
  onProgress?: (percent: number) => void;
}

/** Reads, checks and writes the file (all or nothing); answers the result and the records written. */
async function runImport(run: ImportRun): Promise<{ result: ImportResult; saved: Array<{ id: number; created: boolean }> }> {
  const { deps, definition, companyId, userId, dryRun } = run;
  const t = translator(deps.config.localesDir, run.language);
  const headers = importHeaders(definition, deps.config.localesDir);
  const yesNo = { yes: new Set([t('common:resource.yes').toLowerCase()]), no: new Set([t('common:resource.no').toLowerCase()]) };
  // Related records may be named by their code or name (a department's code, an employee's emp_code).
  const lookups = await deps.database.withTenant(companyId, (trx) => refLookups(trx, deps, definition, companyId));
  const saved: Array<{ id: number; created: boolean }> = [];
  let broken = false;
  const result: ImportResult = await importRows<ImportValue>({
    deps,
    companyId,
    file: run.file,
    fileName: run.fileName,
    mimetype: run.mimetype,
    dryRun,
    onProgress: run.onProgress,
    checkHeaders: (names) => {
      const unknown = names.filter((name) => !headers.has(normalizeHeader(name)));
      const errors = unknown.map((name) => ({ field: name, code: 'unknownColumn', message: t('common:resource.importError.unknownColumn', { column: name }) }));
      if (errors.length === 0 && !names.some((name) => typeof headers.get(normalizeHeader(name)) === 'string' && headers.get(normalizeHeader(name)) !== 'id')) {
        errors.push({ field: '', code: 'noColumns', message: t('common:resource.importError.noColumns') });
      }
      return errors;
    },
    parse: (row) => parseRow(definition, headers, row, t, yesNo, lookups),
    write: async (trx, batch) => {
      const errors: ImportRowError[] = [];
      let created = 0;
      let updated = 0;
      const reportRow = (row: number, error: unknown) => {
        const translated = translateDatabaseError(definition, error, 'write');
        if (!(translated instanceof ApiError)) throw translated;
        // A statement the database refused leaves the transaction unusable: report this row and stop.
        if (translated !== error) broken = true;
        for (const rowError of rowErrorsOf(translated, t)) errors.push({ row, ...rowError, field: rowError.field || (translated.status === 404 ? 'id' : '') });
      };
      const saveOne = async ({ row, value }: (typeof batch)[number]) => {
        if (broken) return;
        try {
          const written = await saveRecord({ trx, deps, definition, companyId, userId, mode: value.mode, values: value.values, sent: value.sent, id: value.id, readBack: false });
          saved.push({ id: written.id, created: value.id === undefined });
          if (value.id === undefined) created += 1;
          else updated += 1;
        } catch (error) {
          reportRow(row, error);
        }
      };
      const creates = batch.filter(({ value }) => value.id === undefined);
      for (const item of batch) if (item.value.id !== undefined) await saveOne(item);
      if (broken || creates.length === 0) return { created, updated, errors };
      // New rows in a few statements (the rules are saveRecord's); under a savepoint so that a constraint the
      // checks do not know leaves the transaction usable for the row-by-row pass that names the row.
      await sql`savepoint import_batch`.execute(trx);
      try {
        const outcome = await saveNewRecords({ trx, deps, definition, companyId, userId, records: creates.map(({ value }) => ({ values: value.values, sent: value.sent })) });
        await sql`release savepoint import_batch`.execute(trx);
        if ('errors' in outcome) {
          for (const { index, error } of outcome.errors) reportRow(creates[index].row, error);
        } else {
          for (const id of outcome.ids) saved.push({ id, created: true });
          created += outcome.ids.length;
        }
      } catch (error) {
        if (!(error instanceof Error) || !('code' in error)) throw error;
        await sql`rollback to savepoint import_batch`.execute(trx);
        for (const item of creates) await saveOne(item);
      }
      return { created, updated, errors };
    },
    beforeCommit: (trx, totals) =>
      writeOperationLog(trx, { companyId, userId, time: deps.now(), action: 'import', resource: definition.contract.name, objectId: '', summary: `+${totals.created} ~${totals.updated} (${run.fileName})`, ip: run.ip }),
  });
  return { result, saved };
}

/** The upload, up to one byte more than an import may have (the reader then refuses it with its own error). */
async function uploadBytes(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    total += chunk.length;
    if (total > DEFAULT_MAX_IMPORT_BYTES) {
      file.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

// ---- background imports ----

/** What a background import keeps (JSON in the jobs table); the file waits under DATA_DIR/files/imports. */
interface ImportPayload {
  resource: string;
  stored: string;
  fileName: string;
  mimetype: string;
  dryRun: boolean;
  language: string;
  ip: string;
  [key: string]: string | boolean;
}

const importsRoot = (deps: AppDeps) => path.join(deps.config.dataDir, 'files', 'imports');
function registerResourceImportJob(deps: AppDeps): void {
  deps.jobs.registerOnce<ImportPayload>(
    IMPORT_JOB_KIND,
    async (job) => {
      const { payload } = job;
      const definition = resourceRegistry(deps).get(payload.resource);
      const stored = path.join(importsRoot(deps), path.basename(payload.stored));
      try {
        if (!definition || job.companyId === null) throw new JobError('common:jobs.error.failed', { retry: false });
        const { result } = await runImport({
          deps,
          definition,
          companyId: job.companyId,
          userId: job.userId,
          language: payload.language,
          file: fs.createReadStream(stored),
          fileName: payload.fileName,
          mimetype: payload.mimetype,
          dryRun: payload.dryRun,
          ip: payload.ip,
          onProgress: (percent) => job.progress(Math.min(99, percent)),
        });
        return { created: result.created, updated: result.updated, errors: result.errors.map((error) => ({ ...error })) };
      } catch (error) {
        // A file the reader refuses (too many rows, not a sheet) is the answer, not a failure to retry.
        if (error instanceof ApiError) return { created: 0, updated: 0, errors: rowErrorsOf(error, translator(deps.config.localesDir, payload.language)).map((rowError) => ({ row: 1, ...rowError })) };
        throw error;
      } finally {
        await fs.promises.rm(stored, { force: true });
      }
    },
    // All or nothing in one transaction, but a crash between its commit and the job's end would import twice.
    { maxAttempts: 1 },
  );
}

// ---- the route ----

function badRequest(field: string, code: string, message: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: code } });
}

export function registerImportRoute(app: FastifyInstance, deps: AppDeps, definition: ResourceDefinition, base: string): void {
  const { contract } = definition;
  const permission = codenameOf(contract, 'import');
  const background = !definition.hooks?.afterCommit;
  if (background) registerResourceImportJob(deps);
  app.post(
    `${base}import/`,
    {
      preValidation: [app.requireCompany],
      schema: {
        tags: [contract.name.split('.')[0]],
        summary: `${contract.name}: import a CSV or XLSX file (all rows or none; dry_run checks only; a large file becomes a job)`,
        security: [{ jwt: [] }],
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: { dry_run: { type: 'string', enum: ['true', 'false', '1', '0'] } } },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const userId = userIdOf(request);
      await deps.database.withTenant(companyId, async (trx) => {
        if (!holds(await grantsOf(deps, request, trx), permission)) throw forbidden();
      });
      const language = languageOf(request);
      if (!request.isMultipart()) throw badRequest('file', 'required', 'Send the file as multipart/form-data in the field "file".');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('file', 'required', 'Send the file in the field "file".');
      const dryRun = ['true', '1'].includes((request.query as { dry_run?: string }).dry_run ?? '');
      const bytes = await uploadBytes(part.file);
      if (background && bytes.length > deps.config.importJobBytes) {
        const stored = `${companyId}-${crypto.randomUUID()}`;
        await fs.promises.mkdir(importsRoot(deps), { recursive: true });
        await fs.promises.writeFile(path.join(importsRoot(deps), stored), bytes);
        const payload: ImportPayload = { resource: contract.name, stored, fileName: part.filename, mimetype: part.mimetype, dryRun, language, ip: request.ip };
        const job = await deps.jobs.enqueue({ kind: IMPORT_JOB_KIND, companyId, userId, permission, payload, maxAttempts: 1 });
        return reply.status(202).send(ok({ job }));
      }
      const { result, saved } = await runImport({ deps, definition, companyId, userId, language, file: Readable.from([bytes]), fileName: part.filename, mimetype: part.mimetype, dryRun, ip: request.ip });
      if (result.errors.length > 0) return ok(result, BULK_CODES.rowErrors);
      if (!dryRun && definition.hooks?.afterCommit) {
        for (const item of saved) {
          const record = await deps.database.withTenant(companyId, (trx) => findRecord(trx, definition, companyId, item.id));
          if (!record) continue;
          await definition.hooks.afterCommit({ request, companyId, userId, id: item.id, record, created: item.created }).catch((error: unknown) => {
            request.log.error({ err: error }, `${contract.name}: after-commit step failed`);
          });
        }
      }
      return ok(result, definition.codes.ok);
    },
  );
}
