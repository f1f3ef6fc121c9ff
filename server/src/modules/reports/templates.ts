/**
 * Saved report templates (issue 15 "saved templates per user", ADR 0091): a login's named choice of columns,
 * filters, sort and page size for one report, kept on the server per (company, login, report) so it follows the
 * user to any browser. Hand-written routes, not a kernel resource: every row belongs to the caller, and nobody —
 * an administrator included — lists or changes another login's templates (a kernel resource is company-wide).
 *   GET    report-templates/?report=<report>   the caller's templates of the report, by name
 *   POST   report-templates/                   { report, name, settings }
 *   PATCH  report-templates/<id>/              { name?, settings? }
 *   DELETE report-templates/<id>/
 * A user login needs `att.view_report`; an employee login keeps templates of its personal reports only.
 */
import {
  GENERAL_CODES, KERNEL_CODES, PERSONAL_REPORTS, REPORT_CONTRACT, REPORT_TEMPLATE_LIMITS, REPORT_TEMPLATES_PATH,
  type ReportTemplate, type ReportTemplateSettings,
} from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { codenameOf, forbidden, grantsOf, holds } from '../../resources/permissions';
import type { Trx } from '../../resources/types';
import { REPORT_CODES } from './codes';
import { REPORT_LIBRARY } from './library';
import { ATT_PREFIX } from './settings';

const VIEW = codenameOf(REPORT_CONTRACT, 'view');
const PERSONAL: ReadonlySet<string> = new Set(Object.values(PERSONAL_REPORTS));
/** One line of text without control characters (the kernel's rule for one-line fields). */
const ONE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';

const SETTINGS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['hidden', 'departments', 'employees', 'ordering', 'page_size'],
  properties: {
    hidden: { type: 'array', maxItems: REPORT_TEMPLATE_LIMITS.columns, items: { type: 'string', minLength: 1, maxLength: 60, pattern: ONE_LINE } },
    departments: { type: 'array', maxItems: REPORT_TEMPLATE_LIMITS.ids, items: { type: 'integer', minimum: 1 } },
    employees: { type: 'array', maxItems: REPORT_TEMPLATE_LIMITS.ids, items: { type: 'integer', minimum: 1 } },
    ordering: { type: 'string', maxLength: 61, pattern: ONE_LINE },
    page_size: { type: 'integer', minimum: 1, maximum: 500 },
  },
} as const;
const NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: REPORT_TEMPLATE_LIMITS.name, pattern: ONE_LINE } as const;

interface Owner {
  kind: 'user' | 'employee';
  id: number;
}

interface TemplateRow {
  id: string | number;
  report: string;
  name: string;
  settings: ReportTemplateSettings | string;
  updated_at: Date | string;
}

function wire(row: TemplateRow): ReportTemplate {
  const settings = typeof row.settings === 'string' ? (JSON.parse(row.settings) as ReportTemplateSettings) : row.settings;
  return { id: Number(row.id), report: row.report, name: row.name, settings, updated_at: new Date(row.updated_at).toISOString() };
}

/** The caller as an owner of templates of `report` (checked to exist), or a refusal. */
async function ownerFor(deps: AppDeps, request: FastifyRequest, trx: Trx, report: string): Promise<Owner> {
  const grants = await grantsOf(deps, request, trx);
  let owner: Owner;
  if (grants.employeeId !== null) {
    if (!PERSONAL.has(report)) throw forbidden();
    owner = { kind: 'employee', id: grants.employeeId };
  } else {
    if (!holds(grants, VIEW) || grants.userId === null) throw forbidden();
    owner = { kind: 'user', id: grants.userId };
  }
  if (!REPORT_LIBRARY.has(report)) throw new ApiError(404, REPORT_CODES.unknownReport, { message: 'There is no such report.', params: { report } });
  return owner;
}

const nameTaken = () => new ApiError(400, KERNEL_CODES.duplicate, { message: 'This name is already taken.', fields: { name: KERNEL_CODES.duplicate } });
const notFound = () => new ApiError(404, GENERAL_CODES.notFound, { message: 'Not found.' });

/** A unique violation of the owner's names (PostgreSQL and PGlite both say 23505). */
function isNameTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function taken(trx: Trx, companyId: number, owner: Owner, report: string, name: string, except: number | null): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    select id from report_templates
     where company_id = ${companyId} and owner_kind = ${owner.kind} and owner_id = ${owner.id} and report = ${report}
       and lower(name) = lower(${name}) and id is distinct from ${except}`.execute(trx);
  return rows.length > 0;
}

/** One of the caller's templates (the owner's own rows only: another login's id is "not found"). */
async function ownTemplate(deps: AppDeps, request: FastifyRequest, trx: Trx, companyId: number, id: number): Promise<{ row: TemplateRow; owner: Owner }> {
  const { rows } = await sql<TemplateRow & { owner_kind: Owner['kind']; owner_id: string }>`
    select id, report, name, settings, updated_at, owner_kind, owner_id from report_templates where company_id = ${companyId} and id = ${id}`.execute(trx);
  const row = rows[0];
  if (!row) throw notFound();
  const owner = await ownerFor(deps, request, trx, row.report);
  if (owner.kind !== row.owner_kind || owner.id !== Number(row.owner_id)) throw notFound();
  return { row, owner };
}

export function registerReportTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = `/web${REPORT_TEMPLATES_PATH}`.slice(ATT_PREFIX.length);
  const schema = { tags: ['att'], security: [{ jwt: [] }] };
  const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
  const companyOf = (request: FastifyRequest) => request.auth?.companyId as number;

  app.get(
    base,
    {
      preValidation: [app.requireCompany],
      schema: { ...schema, summary: "The caller's saved templates of a report", querystring: { type: 'object', properties: { report: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['report'] } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { report } = request.query as { report: string };
      const templates = await deps.database.withTenant(companyId, async (trx) => {
        const owner = await ownerFor(deps, request, trx, report);
        const { rows } = await sql<TemplateRow>`
          select id, report, name, settings, updated_at from report_templates
           where company_id = ${companyId} and owner_kind = ${owner.kind} and owner_id = ${owner.id} and report = ${report}
           order by lower(name), id`.execute(trx);
        return rows.map(wire);
      });
      return ok(templates, REPORT_CODES.ok);
    },
  );

  app.post(
    base,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'Saves the columns, filters and sort of a report under a name (the caller’s own)',
        body: { type: 'object', additionalProperties: false, required: ['report', 'name', 'settings'], properties: { report: { type: 'string', minLength: 1, maxLength: 60 }, name: NAME_SCHEMA, settings: SETTINGS_SCHEMA } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const body = request.body as { report: string; name: string; settings: ReportTemplateSettings };
      const name = body.name.trim();
      if (name === '') throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { name: 'required' } });
      const template = await deps.database.withTenant(companyId, async (trx) => {
        const owner = await ownerFor(deps, request, trx, body.report);
        const { rows: counted } = await sql<{ n: string }>`
          select count(*) as n from report_templates
           where company_id = ${companyId} and owner_kind = ${owner.kind} and owner_id = ${owner.id} and report = ${body.report}`.execute(trx);
        if (Number(counted[0].n) >= REPORT_TEMPLATE_LIMITS.perReport) {
          throw new ApiError(400, REPORT_CODES.tooManyTemplates, { message: 'You keep too many templates of this report.', params: { max: REPORT_TEMPLATE_LIMITS.perReport } });
        }
        if (await taken(trx, companyId, owner, body.report, name, null)) throw nameTaken();
        const { rows } = await sql<TemplateRow>`
          insert into report_templates (company_id, owner_kind, owner_id, report, name, settings, created_at, updated_at)
          values (${companyId}, ${owner.kind}, ${owner.id}, ${body.report}, ${name}, ${JSON.stringify(body.settings)}::jsonb, ${deps.now()}, ${deps.now()})
          returning id, report, name, settings, updated_at`.execute(trx);
        return wire(rows[0]);
      }).catch((error: unknown) => {
        throw isNameTaken(error) ? nameTaken() : error;
      });
      return ok(template, REPORT_CODES.ok);
    },
  );

  app.patch(
    `${base}:id/`,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'Renames one of the caller’s templates or replaces what it keeps',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { name: NAME_SCHEMA, settings: SETTINGS_SCHEMA } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params as { id: number };
      const body = request.body as { name?: string; settings?: ReportTemplateSettings };
      const name = body.name?.trim();
      if (name === '') throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { name: 'required' } });
      const template = await deps.database.withTenant(companyId, async (trx) => {
        const { row, owner } = await ownTemplate(deps, request, trx, companyId, id);
        if (name !== undefined && (await taken(trx, companyId, owner, row.report, name, id))) throw nameTaken();
        const { rows } = await sql<TemplateRow>`
          update report_templates set
            name = ${name ?? row.name},
            settings = ${body.settings ? sql`${JSON.stringify(body.settings)}::jsonb` : sql`settings`},
            updated_at = ${deps.now()}
           where company_id = ${companyId} and id = ${id}
          returning id, report, name, settings, updated_at`.execute(trx);
        return wire(rows[0]);
      }).catch((error: unknown) => {
        throw isNameTaken(error) ? nameTaken() : error;
      });
      return ok(template, REPORT_CODES.ok);
    },
  );

  app.delete(
    `${base}:id/`,
    { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Deletes one of the caller’s templates', params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params as { id: number };
      await deps.database.withTenant(companyId, async (trx) => {
        await ownTemplate(deps, request, trx, companyId, id);
        await sql`delete from report_templates where company_id = ${companyId} and id = ${id}`.execute(trx);
      });
      return ok(null, REPORT_CODES.ok);
    },
  );
}
