/**
 * `registerResource`: a declaration becomes the SPEC §7 generic routes (DRF's ModelViewSet): paged list, one
 * by id, `read/`, create, PUT, PATCH, delete one and `multi-destroy/`, each behind its permission, tenant
 * scoped (company_id in every query, inside `withTenant`), documented with schemas from the FieldSpecs, with
 * an operation-log row in the same transaction as every write. A failing request changes nothing.
 */
import { STANDARD_ACTIONS, type StandardAction } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../auth/auth-plugin';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { bodySchema, checkField, checkInput, recordSchema, type WriteMode } from './fields';
import { writeOperationLog } from './operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from './permissions';
import { findRecord, listPage, MAX_PAGE_SIZE, orderBy, selectRecords, type ListQuery } from './query';
import { resourceRegistry } from './registry';
import { registerBulkRoutes } from './bulk-routes';
import { registerPlatformRoutes, type PlatformGuard } from './platform-routes';
import { saveRecord } from './save';
import type { ResourceDefinition, Row, WriteContext } from './types';
import { notFoundError, translateDatabaseError } from './write';
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../http/api-error';

/** The querystring of a resource's paged list: paging, search, ordering, `id__in` and its declared filters. */
export function listQuerySchema(definition: ResourceDefinition) {
  const filterParams = Object.fromEntries(Object.keys(definition.filters ?? {}).map((param) => [param, { type: 'string', maxLength: 2000 }]));
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
      search: { type: 'string', maxLength: 100 },
      ordering: { type: 'string', maxLength: 200 },
      id__in: { type: 'string', maxLength: 20000 },
      ...filterParams,
    },
  } as const;
}

/** A declaration, checked once at start-up (identifiers, filters naming fields). */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const { contract } = definition;
  if (!`/web${contract.path}`.startsWith(`${definition.prefix}/`)) throw new Error(`${contract.name}: path ${contract.path} is not under ${definition.prefix}`);
  for (const [param, filter] of Object.entries(definition.filters ?? {})) {
    if (filter.field !== 'id' && !contract.fields[filter.field]) throw new Error(`${contract.name}: filter ${param} names no field`);
  }
  for (const field of definition.ordering?.fields ?? []) {
    if (field !== 'id' && !contract.fields[field]) throw new Error(`${contract.name}: ordering names no field ${field}`);
  }
  if (definition.scope === 'platform' && (definition.keyedList || definition.beforeRead || definition.hooks || definition.links)) {
    throw new Error(`${contract.name}: a platform resource is plain (no keyed list, read step, hooks or links)`);
  }
  if (definition.scope === 'platform' && Object.values(contract.fields).some((spec) => spec.kind === 'ref' || spec.kind === 'refs')) {
    // refs are checked in the caller's company; catalogue rows name each other by code instead (ADR 0116)
    throw new Error(`${contract.name}: a platform resource has no ref fields`);
  }
  if (definition.platformRules && definition.scope !== 'platform') throw new Error(`${contract.name}: platformRules are for platform resources`);
  return definition;
}

const rawBodies = new WeakMap<FastifyRequest, unknown>();

/** Keeps the body exactly as sent: Ajv (coercing) must not decide what `true` or "123" mean for an id. */
async function keepRawBody(request: FastifyRequest): Promise<void> {
  rawBodies.set(request, request.body === undefined ? undefined : structuredClone(request.body));
}

/** With `attachValidation`, params/querystring failures still answer 400; the body is checked by the kernel. */
function rethrowNonBodyValidation(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (error && error.validationContext !== 'body') throw error;
}

/** Route schemas of an id in the path and of `{ids}` / `{items}` bodies (company and platform resources alike). */
export const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;
export const IDS_BODY = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: ID_PARAMS.properties.id, maxItems: 1000 },
    items: { type: 'array', items: ID_PARAMS.properties.id, maxItems: 1000 },
  },
} as const;

/** `{ids}` or `{items}`: ids only (no `true`, no "123"), deduplicated. */
export function idsOfBody(body: unknown, required: boolean): number[] {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request body must be a JSON object.', fields: { '(body)': 'type' } });
  }
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) ? ((body as Record<string, unknown>).ids ?? (body as Record<string, unknown>).items) : undefined;
  if (value === undefined) {
    if (required) throw new ApiError(400, GENERAL_CODES.validation, { message: 'No ids given.', fields: { ids: 'required' } });
    return [];
  }
  const checked = checkField({ kind: 'refs', label: '' }, value);
  if (!checked.ok) throw new ApiError(400, GENERAL_CODES.validation, { message: 'ids must be a list of ids.', fields: { ids: checked.code } });
  const ids = checked.value as number[];
  if (required && ids.length === 0) throw new ApiError(400, GENERAL_CODES.validation, { message: 'No ids given.', fields: { ids: 'required' } });
  return ids;
}

function envelope(data: object) {
  return { 200: { type: 'object', properties: { code: { type: 'string' }, context: { type: 'object', additionalProperties: true }, data } } };
}

function summaryOf(definition: ResourceDefinition, record: Row): string {
  if (definition.summary) return definition.summary(record);
  for (const field of ['display_name', 'name', 'alias', 'code', 'email']) {
    if (typeof record[field] === 'string' && record[field] !== '') return record[field] as string;
  }
  return `#${String(record.id)}`;
}

export function registerResource(app: FastifyInstance, deps: AppDeps, definition: ResourceDefinition, options: { platformGuard?: PlatformGuard } = {}): void {
  const { contract } = definition;
  const base = `/web${contract.path}`.slice(definition.prefix.length);
  if (definition.scope === 'platform') {
    if (!options.platformGuard) throw new Error(`${contract.name}: a platform resource needs the vendor guard`);
    registerPlatformRoutes(app, deps, definition, base, options.platformGuard, listQuerySchema(definition));
    return;
  }
  resourceRegistry(deps).set(contract.name, definition);
  const actions = new Set<StandardAction>(contract.actions ?? STANDARD_ACTIONS);
  const tags = [contract.name.split('.')[0]];
  const record = recordSchema(contract);
  // The permission is checked first thing inside the route's own tenant transaction (one query, no extra
  // transaction), before the body is looked at: who may not act learns nothing about validation.
  // The app-wide control-character check (src/http/control-characters.ts) lets TAB/CR/LF through only in these.
  const multilineFields = Object.entries(contract.fields)
    .filter(([, spec]) => spec.multiline)
    .map(([name]) => name);
  const guard = (withBody = false) => ({
    config: { multilineFields },
    preValidation: [app.requireCompany, ...(withBody ? [keepRawBody] : [])],
    ...(withBody ? { attachValidation: true } : {}),
  });
  const authorize = async (request: FastifyRequest, trx: WriteContext['trx'], action: StandardAction): Promise<void> => {
    const grants = await grantsOf(deps, request, trx);
    if (action === 'view' && definition.employeeLoginsView === true && grants.employeeId !== null) return;
    if (!holds(grants, codenameOf(contract, action))) throw forbidden();
  };
  const schema = (summary: string, extra: object) => ({ tags, summary: `${contract.name}: ${summary}`, security: [{ jwt: [] }], ...extra });
  const okCode = definition.codes.ok;

  const log = (request: FastifyRequest, trx: WriteContext['trx'], companyId: number, action: string, item: Row) =>
    writeOperationLog(trx, {
      companyId,
      userId: userIdOf(request),
      time: deps.now(),
      action,
      resource: contract.name,
      objectId: String(item.id),
      summary: summaryOf(definition, item),
      ip: request.ip,
    });

  if (actions.has('view')) {
    app.get<{ Querystring: ListQuery }>(
      base,
      {
        ...guard(),
        schema: schema('paged list', {
          querystring: listQuerySchema(definition),
          response: envelope({
            type: 'object',
            properties: { data: { type: 'array', items: record }, total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' }, next: { type: ['integer', 'null'] } },
          }),
        }),
      },
      async (request) => {
        const companyId = companyOf(request);
        const query = request.query as ListQuery;
        const page = await deps.database.withTenant(companyId, async (trx) => {
          await authorize(request, trx, 'view');
          return listPage(trx, definition, companyId, query);
        });
        return ok(page, okCode);
      },
    );

    app.post(`${base}read/`, { ...guard(true), schema: schema('several by id', { body: IDS_BODY, response: envelope({ type: 'array', items: record }) }) }, async (request) => {
      const companyId = companyOf(request);
      const rows = await deps.database.withTenant(companyId, async (trx) => {
        await authorize(request, trx, 'view');
        rethrowNonBodyValidation(request);
        const ids = idsOfBody(rawBodies.get(request), false);
        if (ids.length === 0) return [];
        await definition.beforeRead?.(trx, companyId);
        return selectRecords(trx, definition, [sql`t.company_id = ${companyId}`, sql`t.id in (${sql.join(ids)})`], orderBy(definition, undefined));
      });
      return ok(rows, okCode);
    });

    app.get<{ Params: { id: number } }>(`${base}:id/`, { ...guard(), schema: schema('one by id', { params: ID_PARAMS, response: envelope(record) }) }, async (request) => {
      const companyId = companyOf(request);
      const found = await deps.database.withTenant(companyId, async (trx) => {
        await authorize(request, trx, 'view');
        await definition.beforeRead?.(trx, companyId);
        return findRecord(trx, definition, companyId, request.params.id);
      });
      if (!found) throw notFoundError(definition);
      return ok(found, okCode);
    });
  }

  /** One write (create, PUT or PATCH) in one transaction, with its log row. */
  const write = async (request: FastifyRequest, mode: WriteMode, id?: number) => {
    const companyId = companyOf(request);
    const userId = userIdOf(request);
    let written: Row;
    try {
      written = await deps.database.withTenant(companyId, async (trx) => {
        await authorize(request, trx, mode === 'create' ? 'add' : 'change');
        rethrowNonBodyValidation(request);
        const { values, sent } = checkInput(contract, rawBodies.get(request), mode);
        const saved = (await saveRecord({ trx, deps, definition, companyId, userId, mode, values, sent, id })).record as Row;
        await log(request, trx, companyId, id === undefined ? 'create' : 'update', saved);
        return saved;
      });
    } catch (error) {
      throw translateDatabaseError(definition, error, 'write');
    }
    if (definition.hooks?.afterCommit) {
      await definition.hooks.afterCommit({ request, companyId, userId, id: written.id as number, record: written, created: id === undefined }).catch((error: unknown) => {
        request.log.error({ err: error }, `${contract.name}: after-commit step failed`);
      });
    }
    return ok(written, okCode);
  };

  if (actions.has('add')) {
    app.post(base, { ...guard(true), schema: schema('create', { body: bodySchema(contract, false), response: envelope(record) }) }, async (request) => write(request, 'create'));
  }

  if (actions.has('change')) {
    type ById = { Params: { id: number } };
    app.put<ById>(`${base}:id/`, { ...guard(true), schema: schema('replace', { params: ID_PARAMS, body: bodySchema(contract, false), response: envelope(record) }) }, async (request) =>
      write(request, 'replace', request.params.id),
    );
    app.patch<ById>(`${base}:id/`, { ...guard(true), schema: schema('change', { params: ID_PARAMS, body: bodySchema(contract, true), response: envelope(record) }) }, async (request) =>
      write(request, 'patch', request.params.id),
    );
  }

  if (actions.has('delete')) {
    const destroy = async (request: FastifyRequest, idsOf: () => number[]) => {
      const companyId = companyOf(request);
      const userId = userIdOf(request);
      try {
        const deleted = await deps.database.withTenant(companyId, async (trx) => {
          await authorize(request, trx, 'delete');
          rethrowNonBodyValidation(request);
          const ids = idsOf();
          const found = await selectRecords(trx, definition, [sql`t.company_id = ${companyId}`, sql`t.id in (${sql.join(ids)})`], sql.raw('t.id'));
          // All of them or none: an id the company does not have is a 404 and nothing is deleted.
          if (found.length !== ids.length) throw notFoundError(definition);
          const extra = await definition.hooks?.beforeDelete?.({ trx, companyId, deps, userId, ids });
          for (const link of Object.values(definition.links ?? {})) {
            await sql`delete from ${sql.table(link.table)} where company_id = ${companyId} and ${sql.ref(link.owner)} in (${sql.join(ids)})`.execute(trx);
          }
          await sql`delete from ${sql.table(definition.table)} where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
          await definition.hooks?.afterDelete?.({ trx, companyId, deps, userId, ids, records: found });
          for (const item of found) await log(request, trx, companyId, 'delete', item);
          return { deleted: found.length, ...(extra ?? {}) };
        });
        return ok(deleted, okCode);
      } catch (error) {
        throw translateDatabaseError(definition, error, 'delete');
      }
    };
    app.delete(`${base}multi-destroy/`, { ...guard(true), schema: schema('delete several (all or none)', { body: IDS_BODY }) }, async (request) =>
      destroy(request, () => idsOfBody(rawBodies.get(request), true)),
    );
    app.delete<{ Params: { id: number } }>(`${base}:id/`, { ...guard(), schema: schema('delete one', { params: ID_PARAMS }) }, async (request) =>
      destroy(request, () => [request.params.id]),
    );
  }

  registerBulkRoutes(app, deps, definition, base, actions);
}

/** Whether the caller holds `action` on `definition` (for routes outside the kernel that reuse its rules). */
export async function mayDo(deps: AppDeps, request: FastifyRequest, definition: ResourceDefinition, action: StandardAction): Promise<boolean> {
  const grants = await grantsOf(deps, request);
  return grants.isAdmin || grants.codenames.has(codenameOf(definition.contract, action));
}
