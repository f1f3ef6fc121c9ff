/**
 * Saved report templates (issue 15, ADR 0091 and 0102): a login's named choice of columns, filters, sort and page
 * size for one report, kept on the server per (company, login, report) so it follows the user to any browser. The
 * owner may share it with every user of the company or with chosen users: they apply or copy it, only the owner
 * renames, changes, re-shares or deletes it. Hand-written routes, not a kernel resource: a template is a personal
 * preference whose scope is the caller, not a company record behind its own permission.
 *   GET    report-templates/?report=<report>   the caller's templates of the report, then those shared with it
 *   GET    report-templates/users/             the company's users a template may be shared with
 *   POST   report-templates/                   { report, name, settings, sharing?, shared_with? }
 *   PATCH  report-templates/<id>/              { name?, settings?, sharing?, shared_with? }   (owner only)
 *   DELETE report-templates/<id>/                                                           (owner only)
 *   POST   report-templates/<id>/copy/         { name }: a private copy of a template the caller may use
 * A user login needs `att.view_report`; an employee login keeps private templates of its personal reports only.
 */
import {
  GENERAL_CODES, KERNEL_CODES, PERSONAL_REPORTS, REPORT_CONTRACT, REPORT_TEMPLATE_LIMITS, REPORT_TEMPLATE_SHARING,
  REPORT_TEMPLATE_USERS_PATH, REPORT_TEMPLATES_PATH,
  type ReportTemplate, type ReportTemplateSettings, type ReportTemplateSharing, type ReportTemplateUser,
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

const SHARING_SCHEMA = { type: 'string', enum: [...REPORT_TEMPLATE_SHARING] } as const;
const SHARED_WITH_SCHEMA = { type: 'array', maxItems: REPORT_TEMPLATE_LIMITS.sharedWith, uniqueItems: true, items: { type: 'integer', minimum: 1 } } as const;

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
  sharing: ReportTemplateSharing;
  owner_kind: Owner['kind'];
  owner_id: string | number;
  owner_name: string | null;
  shared_with: (string | number)[] | string | null;
}

const isOwner = (owner: Owner, row: TemplateRow): boolean => owner.kind === row.owner_kind && owner.id === Number(row.owner_id);

function wire(row: TemplateRow, caller: Owner): ReportTemplate {
  const settings = typeof row.settings === 'string' ? (JSON.parse(row.settings) as ReportTemplateSettings) : row.settings;
  const mine = isOwner(caller, row);
  const sharedWith = typeof row.shared_with === 'string' ? (JSON.parse(row.shared_with) as number[]) : (row.shared_with ?? []);
  return {
    id: Number(row.id),
    report: row.report,
    name: row.name,
    settings,
    updated_at: new Date(row.updated_at).toISOString(),
    sharing: row.sharing,
    // Whom else the owner chose is the owner's business only.
    shared_with: mine ? sharedWith.map(Number) : [],
    mine,
    owner_name: row.owner_name ?? '',
  };
}

/** Columns of `TemplateRow` for `report_templates t` (the owner's name: the company's name for the user, else the e-mail). */
const TEMPLATE_COLUMNS = sql`
  t.id, t.report, t.name, t.settings, t.updated_at, t.sharing, t.owner_kind, t.owner_id,
  case when t.owner_kind = 'user' then coalesce(
    (select nullif(trim(cu.first_name || ' ' || cu.last_name), '') from auth_company_users cu where cu.company_id = t.company_id and cu.user_id = t.owner_id),
    (select u.email from users u where u.id = t.owner_id)) end as owner_name,
  (select json_agg(s.user_id order by s.user_id) from report_template_shares s where s.company_id = t.company_id and s.template_id = t.id) as shared_with`;

/** The templates `caller` may use: its own, and — a user's — those shared with the company or with it by name. */
const usableBy = (caller: Owner) => {
  const own = sql`(t.owner_kind = ${caller.kind} and t.owner_id = ${caller.id})`;
  if (caller.kind !== 'user') return own;
  return sql`(${own} or (t.owner_kind = 'user' and (t.sharing = 'company' or (t.sharing = 'users' and exists (
    select 1 from report_template_shares s where s.company_id = t.company_id and s.template_id = t.id and s.user_id = ${caller.id})))))`;
};

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
const notOwner = () => new ApiError(403, REPORT_CODES.notTemplateOwner, { message: 'Only the owner of this template may change or delete it.' });

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

async function checkRoom(trx: Trx, companyId: number, owner: Owner, report: string): Promise<void> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from report_templates
     where company_id = ${companyId} and owner_kind = ${owner.kind} and owner_id = ${owner.id} and report = ${report}`.execute(trx);
  if (Number(rows[0].n) >= REPORT_TEMPLATE_LIMITS.perReport) {
    throw new ApiError(400, REPORT_CODES.tooManyTemplates, { message: 'You keep too many templates of this report.', params: { max: REPORT_TEMPLATE_LIMITS.perReport } });
  }
}

/**
 * A template the caller may use (its own or one shared with it) and the caller; anything else — another login's
 * private template, another company's — is "not found", as if absent.
 */
async function usableTemplate(deps: AppDeps, request: FastifyRequest, trx: Trx, companyId: number, id: number): Promise<{ row: TemplateRow; caller: Owner }> {
  const { rows: found } = await sql<{ report: string }>`select report from report_templates where company_id = ${companyId} and id = ${id}`.execute(trx);
  if (!found[0]) throw notFound();
  const caller = await ownerFor(deps, request, trx, found[0].report);
  const { rows } = await sql<TemplateRow>`
    select ${TEMPLATE_COLUMNS} from report_templates t where t.company_id = ${companyId} and t.id = ${id} and ${usableBy(caller)}`.execute(trx);
  if (!rows[0]) throw notFound();
  return { row: rows[0], caller };
}

async function readTemplate(trx: Trx, companyId: number, id: number, caller: Owner): Promise<ReportTemplate> {
  const { rows } = await sql<TemplateRow>`select ${TEMPLATE_COLUMNS} from report_templates t where t.company_id = ${companyId} and t.id = ${id}`.execute(trx);
  return wire(rows[0], caller);
}

/**
 * Writes who a template is shared with: `sharing` (an employee login's stay private) and, for 'users', the chosen
 * users — members of the company only; the owner itself is left out.
 */
async function writeSharing(trx: Trx, companyId: number, owner: Owner, id: number, sharing: ReportTemplateSharing, sharedWith: number[] | undefined): Promise<void> {
  if (owner.kind === 'employee' && sharing !== 'private') {
    throw new ApiError(400, REPORT_CODES.personalTemplatePrivate, { message: 'Templates of personal reports cannot be shared.', fields: { sharing: REPORT_CODES.personalTemplatePrivate } });
  }
  await sql`update report_templates set sharing = ${sharing} where company_id = ${companyId} and id = ${id}`.execute(trx);
  if (sharing !== 'users') {
    await sql`delete from report_template_shares where company_id = ${companyId} and template_id = ${id}`.execute(trx);
    return;
  }
  if (sharedWith === undefined) return;
  const chosen = sharedWith.filter((userId) => userId !== owner.id);
  if (chosen.length > 0) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from memberships where company_id = ${companyId} and user_id = any(${chosen}::bigint[])`.execute(trx);
    if (Number(rows[0].n) !== chosen.length) {
      throw new ApiError(400, REPORT_CODES.notCompanyUser, { message: 'Share templates only with users of this company.', fields: { shared_with: REPORT_CODES.notCompanyUser } });
    }
  }
  await sql`delete from report_template_shares where company_id = ${companyId} and template_id = ${id}`.execute(trx);
  if (chosen.length > 0) {
    await sql`insert into report_template_shares (company_id, template_id, user_id)
      select ${companyId}, ${id}, user_id from unnest(${chosen}::bigint[]) as user_id`.execute(trx);
  }
}

async function insertTemplate(deps: AppDeps, trx: Trx, companyId: number, owner: Owner, report: string, name: string, settings: ReportTemplateSettings): Promise<number> {
  await checkRoom(trx, companyId, owner, report);
  if (await taken(trx, companyId, owner, report, name, null)) throw nameTaken();
  const { rows } = await sql<{ id: string }>`
    insert into report_templates (company_id, owner_kind, owner_id, report, name, settings, created_at, updated_at)
    values (${companyId}, ${owner.kind}, ${owner.id}, ${report}, ${name}, ${JSON.stringify(settings)}::jsonb, ${deps.now()}, ${deps.now()})
    returning id`.execute(trx);
  return Number(rows[0].id);
}

/** A name from the body, trimmed; blank is refused. */
function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { name: 'required' } });
  return trimmed;
}

export function registerReportTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = `/web${REPORT_TEMPLATES_PATH}`.slice(ATT_PREFIX.length);
  const schema = { tags: ['att'], security: [{ jwt: [] }] };
  const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
  const companyOf = (request: FastifyRequest) => request.auth?.companyId as number;
  const translateTaken = (error: unknown) => {
    throw isNameTaken(error) ? nameTaken() : error;
  };

  app.get(
    base,
    {
      preValidation: [app.requireCompany],
      schema: { ...schema, summary: "The caller's saved templates of a report, then those other users share with it", querystring: { type: 'object', properties: { report: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['report'] } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { report } = request.query as { report: string };
      const templates = await deps.database.withTenant(companyId, async (trx) => {
        const caller = await ownerFor(deps, request, trx, report);
        const { rows } = await sql<TemplateRow>`
          select ${TEMPLATE_COLUMNS} from report_templates t
           where t.company_id = ${companyId} and t.report = ${report} and ${usableBy(caller)}
           order by (t.owner_kind = ${caller.kind} and t.owner_id = ${caller.id}) desc, lower(t.name), t.id`.execute(trx);
        return rows.map((row) => wire(row, caller));
      });
      return ok(templates, REPORT_CODES.ok);
    },
  );

  app.get(
    `/web${REPORT_TEMPLATE_USERS_PATH}`.slice(ATT_PREFIX.length),
    { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The users of the company a template may be shared with (not the caller)' } },
    async (request) => {
      const companyId = companyOf(request);
      const users = await deps.database.withTenant(companyId, async (trx) => {
        const grants = await grantsOf(deps, request, trx);
        // Only users share (an employee login's templates stay private).
        if (grants.userId === null || grants.employeeId !== null || !holds(grants, VIEW)) throw forbidden();
        const { rows } = await sql<{ id: string; name: string }>`
          select u.id, coalesce(nullif(trim(cu.first_name || ' ' || cu.last_name), ''), u.email) as name
            from memberships m
            join users u on u.id = m.user_id
            left join auth_company_users cu on cu.company_id = m.company_id and cu.user_id = m.user_id
           where m.company_id = ${companyId} and m.user_id <> ${grants.userId} and u.is_active and coalesce(cu.is_active, true)
           order by lower(coalesce(nullif(trim(cu.first_name || ' ' || cu.last_name), ''), u.email)), u.id`.execute(trx);
        return rows.map((row): ReportTemplateUser => ({ id: Number(row.id), name: row.name }));
      });
      return ok(users, REPORT_CODES.ok);
    },
  );

  app.post(
    base,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'Saves the columns, filters and sort of a report under a name (the caller’s own), shared or not',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['report', 'name', 'settings'],
          properties: { report: { type: 'string', minLength: 1, maxLength: 60 }, name: NAME_SCHEMA, settings: SETTINGS_SCHEMA, sharing: SHARING_SCHEMA, shared_with: SHARED_WITH_SCHEMA },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const body = request.body as { report: string; name: string; settings: ReportTemplateSettings; sharing?: ReportTemplateSharing; shared_with?: number[] };
      const name = trimmedName(body.name);
      const template = await deps.database.withTenant(companyId, async (trx) => {
        const owner = await ownerFor(deps, request, trx, body.report);
        const id = await insertTemplate(deps, trx, companyId, owner, body.report, name, body.settings);
        if (body.sharing !== undefined) await writeSharing(trx, companyId, owner, id, body.sharing, body.shared_with ?? []);
        return readTemplate(trx, companyId, id, owner);
      }).catch(translateTaken);
      return ok(template, REPORT_CODES.ok);
    },
  );

  app.post(
    `${base}:id/copy/`,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'Copies a template the caller may use (its own or a shared one) into a new private template of the caller',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: NAME_SCHEMA } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params as { id: number };
      const name = trimmedName((request.body as { name: string }).name);
      const template = await deps.database.withTenant(companyId, async (trx) => {
        const { row, caller } = await usableTemplate(deps, request, trx, companyId, id);
        const settings = typeof row.settings === 'string' ? (JSON.parse(row.settings) as ReportTemplateSettings) : row.settings;
        const copy = await insertTemplate(deps, trx, companyId, caller, row.report, name, settings);
        return readTemplate(trx, companyId, copy, caller);
      }).catch(translateTaken);
      return ok(template, REPORT_CODES.ok);
    },
  );

  app.patch(
    `${base}:id/`,
    {
      preValidation: [app.requireCompany],
      schema: {
        ...schema,
        summary: 'Renames one of the caller’s templates, replaces what it keeps or whom it is shared with (the owner only)',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { name: NAME_SCHEMA, settings: SETTINGS_SCHEMA, sharing: SHARING_SCHEMA, shared_with: SHARED_WITH_SCHEMA } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params as { id: number };
      const body = request.body as { name?: string; settings?: ReportTemplateSettings; sharing?: ReportTemplateSharing; shared_with?: number[] };
      const name = body.name === undefined ? undefined : trimmedName(body.name);
      const template = await deps.database.withTenant(companyId, async (trx) => {
        const { row, caller } = await usableTemplate(deps, request, trx, companyId, id);
        if (!isOwner(caller, row)) throw notOwner();
        if (name !== undefined && (await taken(trx, companyId, caller, row.report, name, id))) throw nameTaken();
        await sql`
          update report_templates set
            name = ${name ?? row.name},
            settings = ${body.settings ? sql`${JSON.stringify(body.settings)}::jsonb` : sql`settings`},
            updated_at = ${deps.now()}
           where company_id = ${companyId} and id = ${id}`.execute(trx);
        if (body.sharing !== undefined || body.shared_with !== undefined) {
          await writeSharing(trx, companyId, caller, id, body.sharing ?? row.sharing, body.shared_with);
        }
        return readTemplate(trx, companyId, id, caller);
      }).catch(translateTaken);
      return ok(template, REPORT_CODES.ok);
    },
  );

  app.delete(
    `${base}:id/`,
    { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Deletes one of the caller’s templates (the owner only)', params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params as { id: number };
      await deps.database.withTenant(companyId, async (trx) => {
        const { row, caller } = await usableTemplate(deps, request, trx, companyId, id);
        if (!isOwner(caller, row)) throw notOwner();
        await sql`delete from report_templates where company_id = ${companyId} and id = ${id}`.execute(trx);
      });
      return ok(null, REPORT_CODES.ok);
    },
  );
}
