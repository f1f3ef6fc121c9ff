/**
 * `export/` and `import/` of every resource declared with the kernel (api-contracts.md, bulk data; ADR 0066).
 * `registerResource` calls this for each declaration whose actions include `export` / `import`; nothing is
 * declared per resource. The columns are the contract's fields:
 *
 * - export: `ID`, then every field that is not write-only, headed by its label in the request's language
 *   (`Accept-Language`; a label used twice gets ` (<field>)`). Refs are ids, many-valued fields comma-joined
 *   ids or values, choices their stored value, so an exported file imports back unchanged. The list's filters,
 *   `search` and `ordering` apply. Up to 2,000 rows stream in the answer; more become a background job (202
 *   `{job}`; progress on `GET /web/api/v2/jobs/<id>/` and `/websocket/jobs/`).
 * - import: a header may be the field's name or its label in any of the five languages; read-only columns (as
 *   exported) are ignored, unknown ones refused on row 1. A row with an `id` changes that record (only its
 *   non-empty cells); a row without one creates a record (empty cells take the field's default). Every row
 *   passes the same checks as the JSON routes (strict types, limits, unique, refs, the resource's hooks); any
 *   error and nothing is written (`ZBLK0422`, `errors: [{row, field, code, message}]`); `?dry_run=true` runs it
 *   all and rolls back.
 * Both need their own permission (`<module>.export_<resource>`, `<module>.import_<resource>`) and write one
 * operation-log row (`export` / `import`, with the row counts) in the transaction that did the work.
 */
import { BULK_CODES, GENERAL_CODES, type FieldSpec, type ImportResult, type ImportRowError } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../auth/auth-plugin';
import { exportFileName, exportRows, formatWallClock, importRows, registerExportJob, type BulkColumn, type BulkFormat, type ExportSource, type FieldError, type ParsedRow, type SheetRow, type SheetValue } from '../bulk';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { JobError } from '../jobs/runner';
import { checkInput, type WriteMode } from './fields';
import { LANGUAGES, languageOf, translator, type Translate } from '../i18n/translator';
import { writeOperationLog } from './operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from './permissions';
import { countRecords, findRecord, listConditions, orderBy, selectRecords, type ListQuery } from './query';
import { refLookups, resolveRefCell, type RefLookups } from './ref-lookup';
import { resourceRegistry } from './registry';
import { saveNewRecords, saveRecord } from './save';
import type { ResourceDefinition, Row } from './types';
import { translateDatabaseError } from './write';

export const EXPORT_JOB_KIND = 'resources.export';
const EXPORT_PAGE = 500;

/** What a background export keeps to rebuild itself (JSON in the jobs table). */
interface ExportPayload {
  resource: string;
  format: BulkFormat;
  language: string;
  query: Record<string, string>;
  [key: string]: string | Record<string, string>;
}

// ---- export ----

/** The export's columns: `ID`, then every readable field under its translated label (unique headers). */
export function exportColumns(definition: ResourceDefinition, t: Translate): BulkColumn<Row>[] {
  const columns: BulkColumn<Row>[] = [{ header: 'ID', value: (row) => row.id as number, type: 'number' }];
  const used = new Set(['id']);
  for (const [field, spec] of Object.entries(definition.contract.fields)) {
    if (spec.writeOnly) continue;
    const label = t(spec.label);
    const header = used.has(label.toLowerCase()) ? `${label} (${field})` : label;
    used.add(header.toLowerCase());
    columns.push({ header, ...cellOf(field, spec) });
  }
  return columns;
}

function cellOf(field: string, spec: FieldSpec): Pick<BulkColumn<Row>, 'value' | 'type'> {
  const raw = (row: Row) => row[field];
  switch (spec.kind) {
    case 'refs':
      return { value: (row) => (Array.isArray(raw(row)) ? (raw(row) as unknown[]).join(',') : null) };
    case 'choice':
      return spec.many ? { value: (row) => (Array.isArray(raw(row)) ? (raw(row) as unknown[]).join(',') : null) } : { value: (row) => raw(row) as string | null };
    case 'integer':
    case 'duration':
    case 'decimal':
    case 'ref':
      return { value: (row) => raw(row) as number | null, type: 'number' };
    case 'boolean':
      return { value: (row) => raw(row) as boolean | null, type: 'boolean' };
    case 'date':
      return { value: (row) => (raw(row) as string | null) || null, type: 'date' };
    case 'datetime':
      return { value: (row) => (raw(row) as string | null) || null, type: 'datetime' };
    default:
      return { value: (row) => (raw(row) === null || raw(row) === undefined ? null : String(raw(row))) };
  }
}

/** The list query of an export (its filters, search, ordering; paging is the export's own). */
function listQueryOf(query: Record<string, string>): ListQuery {
  return { ...query, page: 1, page_size: EXPORT_PAGE };
}

/** An export of the rows `query` selects, read page by page in short tenant transactions. */
async function exportSource(deps: AppDeps, definition: ResourceDefinition, companyId: number, payload: ExportPayload): Promise<ExportSource<Row>> {
  const t = translator(deps.config.localesDir, payload.language);
  const query = listQueryOf(payload.query);
  const conditions = listConditions(definition, companyId, query);
  const order = orderBy(definition, query.ordering as string | undefined);
  const count = await deps.database.withTenant(companyId, async (trx) => {
    await definition.beforeRead?.(trx, companyId);
    return countRecords(trx, definition, conditions);
  });
  async function* rows(): AsyncGenerator<Row> {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const page = await deps.database.withTenant(companyId, (trx) => selectRecords(trx, definition, conditions, order, { limit: EXPORT_PAGE, offset }));
      yield* page;
      if (page.length < EXPORT_PAGE) return;
    }
  }
  return {
    format: payload.format,
    fileName: exportFileName(t(definition.contract.label), deps.now(), payload.format),
    columns: exportColumns(definition, t),
    count,
    rows,
  };
}

// Keyed by the job registry, not by deps: two applications built over one registry (deps copied with another
// config, as tests and the e2e server do) share the job kind.
const jobsRegistered = new WeakSet<AppDeps['jobs']>();

/** The one job kind that runs every resource's large export (registered once per job registry). */
function registerResourceExportJob(deps: AppDeps): void {
  if (jobsRegistered.has(deps.jobs)) return;
  jobsRegistered.add(deps.jobs);
  registerExportJob<ExportPayload, Row>(deps.jobs, EXPORT_JOB_KIND, async (payload, job) => {
    const definition = resourceRegistry(deps).get(payload.resource);
    if (!definition || job.companyId === null) throw new JobError('common:jobs.error.failed', { retry: false });
    return exportSource(deps, definition, job.companyId, payload);
  });
}

// ---- import ----

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
export function cellValue(spec: FieldSpec, cell: Exclude<SheetValue, null>, yesNo: { yes: Set<string>; no: Set<string> }): unknown {
  const text = typeof cell === 'string' ? cell : null;
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

// ---- routes ----

function badRequest(field: string, code: string, message: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: code } });
}

export function registerBulkRoutes(app: FastifyInstance, deps: AppDeps, definition: ResourceDefinition, base: string, actions: ReadonlySet<string>): void {
  const { contract } = definition;
  const tags = [contract.name.split('.')[0]];
  const okCode = definition.codes.ok;

  if (actions.has('export')) {
    registerResourceExportJob(deps);
    const permission = codenameOf(contract, 'export');
    const filterParams = Object.fromEntries(Object.keys(definition.filters ?? {}).map((param) => [param, { type: 'string', maxLength: 2000 }]));
    app.get(
      `${base}export/`,
      {
        preValidation: [app.requireCompany],
        schema: {
          tags,
          summary: `${contract.name}: export (CSV or XLSX; a job when large)`,
          security: [{ jwt: [] }],
          querystring: {
            type: 'object',
            properties: {
              format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
              search: { type: 'string', maxLength: 100 },
              ordering: { type: 'string', maxLength: 200 },
              id__in: { type: 'string', maxLength: 20000 },
              ...filterParams,
            },
          },
        },
      },
      async (request, reply) => {
        const companyId = companyOf(request);
        const userId = userIdOf(request);
        const { format = 'csv', ...rest } = request.query as Record<string, string>;
        const query = Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
        const payload: ExportPayload = { resource: contract.name, format: format as BulkFormat, language: languageOf(request), query };
        await deps.database.withTenant(companyId, async (trx) => {
          if (!holds(await grantsOf(deps, request, trx), permission)) throw forbidden();
          listConditions(definition, companyId, listQueryOf(query)); // a bad filter is a 400 before anything runs
          orderBy(definition, query.ordering);
        });
        const source = await exportSource(deps, definition, companyId, payload);
        await deps.database.withTenant(companyId, (trx) =>
          writeOperationLog(trx, { companyId, userId, time: deps.now(), action: 'export', resource: contract.name, objectId: '', summary: `${source.count} (${format})`, ip: request.ip }),
        );
        return exportRows({ ...source, deps, reply, companyId, userId, permission, job: { kind: EXPORT_JOB_KIND, payload } });
      },
    );
  }

  if (actions.has('import')) {
    const permission = codenameOf(contract, 'import');
    const headers = importHeaders(definition, deps.config.localesDir);
    app.post(
      `${base}import/`,
      {
        preValidation: [app.requireCompany],
        schema: {
          tags,
          summary: `${contract.name}: import a CSV or XLSX file (all rows or none; dry_run checks only)`,
          security: [{ jwt: [] }],
          consumes: ['multipart/form-data'],
          querystring: { type: 'object', properties: { dry_run: { type: 'string', enum: ['true', 'false', '1', '0'] } } },
        },
      },
      async (request) => {
        const companyId = companyOf(request);
        const userId = userIdOf(request);
        await deps.database.withTenant(companyId, async (trx) => {
          if (!holds(await grantsOf(deps, request, trx), permission)) throw forbidden();
        });
        const language = languageOf(request);
        const t = translator(deps.config.localesDir, language);
        if (!request.isMultipart()) throw badRequest('file', 'required', 'Send the file as multipart/form-data in the field "file".');
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest('file', 'required', 'Send the file in the field "file".');
        const dryRun = ['true', '1'].includes((request.query as { dry_run?: string }).dry_run ?? '');
        const yesNo = { yes: new Set([t('common:resource.yes').toLowerCase()]), no: new Set([t('common:resource.no').toLowerCase()]) };
        // Related records may be named by their code or name (a department's code, an employee's emp_code).
        const lookups = await deps.database.withTenant(companyId, (trx) => refLookups(trx, deps, definition, companyId));
        const saved: Array<{ id: number; created: boolean }> = [];
        let broken = false;
        const result: ImportResult = await importRows<ImportValue>({
          deps,
          companyId,
          file: part.file,
          fileName: part.filename,
          mimetype: part.mimetype,
          dryRun,
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
            // New rows in a few statements (the rules are saveRecord's); under a savepoint so that a constraint
            // the checks do not know leaves the transaction usable for the row-by-row pass that names the row.
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
            writeOperationLog(trx, { companyId, userId, time: deps.now(), action: 'import', resource: contract.name, objectId: '', summary: `+${totals.created} ~${totals.updated} (${part.filename})`, ip: request.ip }),
        });
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
        return ok(result, okCode);
      },
    );
  }
}
