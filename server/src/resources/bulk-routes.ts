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
 * - import: import-route.ts (the same columns; all rows or none; a large file becomes a job).
 * Both need their own permission (`<module>.export_<resource>`, `<module>.import_<resource>`) and write one
 * operation-log row (`export` / `import`, with the row counts) in the transaction that did the work.
 */
import type { FieldSpec } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../auth/auth-plugin';
import { exportFileName, exportRows, registerExportJob, type BulkColumn, type BulkFormat, type ExportSource } from '../bulk';
import type { AppDeps } from '../deps';
import { JobError } from '../jobs/runner';
import { languageOf, translator, type Translate } from '../i18n/translator';
import { writeOperationLog } from './operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from './permissions';
import { countRecords, listConditions, orderBy, selectRecords, type ListQuery } from './query';
import { resourceRegistry } from './registry';
import type { ResourceDefinition, Row } from './types';
import { registerImportRoute } from './import-route';

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
    case 'json':
      return { value: (row) => (raw(row) === null || raw(row) === undefined ? null : JSON.stringify(raw(row))) };
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

// ---- routes ----

export function registerBulkRoutes(app: FastifyInstance, deps: AppDeps, definition: ResourceDefinition, base: string, actions: ReadonlySet<string>): void {
  const { contract } = definition;
  const tags = [contract.name.split('.')[0]];

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

  if (actions.has('import')) registerImportRoute(app, deps, definition, base);
}
