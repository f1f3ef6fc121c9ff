/**
 * The routes of a platform resource (ADR 0082): rows of every company, or of none (the pending pool of
 * terminals, the subscription catalogue), for vendor operators only. The paged list (search, filters, ordering
 * as any resource) and one record, in the read-only vendor transaction (`withVendor`); the tables grant
 * `timekeep_vendor` the select it needs, and nothing else. A contract that declares add / change / delete
 * (the catalogue, ADR 0116) also gets create, PUT, PATCH, delete one and `multi-destroy/`, in the read-write
 * vendor transaction (`withVendorWrite`), which only tables without a company_id grant writes to. The guard
 * (who is a vendor operator) is the vendor module's.
 */
import { STANDARD_ACTIONS, type StandardAction } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../http/envelope';
import type { AppDeps } from '../deps';
import { bodySchema, checkInput, recordSchema, type WriteMode } from './fields';
import { IDS_BODY, ID_PARAMS, idsOfBody } from './register';
import { ALL_COMPANIES, assertIdentifier, columnOf, findRecord, listPage, selectRecords, type ListQuery } from './query';
import type { ResourceDefinition, Row, Trx } from './types';
import { assertLegalText, assertUnique, notFoundError, translateDatabaseError } from './write';

export type PlatformGuard = (request: FastifyRequest) => Promise<void>;

/** The stored columns of `values` (read-only and computed fields left out). */
function columnPairs(definition: ResourceDefinition, values: Row): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  for (const [field, value] of Object.entries(values)) {
    const spec = definition.contract.fields[field];
    const column = columnOf(definition, field);
    if (!spec || spec.readOnly || typeof column !== 'string') continue;
    pairs.push([assertIdentifier(column), value]);
  }
  return pairs;
}

/** The writable fields of a stored record (what PATCH keeps when not sent). */
function writableOf(definition: ResourceDefinition, existing: Row): Row {
  return Object.fromEntries(Object.entries(definition.contract.fields).filter(([, spec]) => !spec.readOnly && !spec.writeOnly).map(([field]) => [field, existing[field]]));
}

/** One write of a platform row: the same field checks as a company resource, the resource's own rules, unique fields. */
async function savePlatformRecord(trx: Trx, deps: AppDeps, definition: ResourceDefinition, body: unknown, mode: WriteMode, userId: number, id?: number): Promise<Row> {
  const existing = id === undefined ? undefined : await findRecord(trx, definition, ALL_COMPANIES, id);
  if (id !== undefined && !existing) throw notFoundError(definition);
  const { values, sent } = checkInput(definition.contract, body, mode);
  const merged = existing ? { ...writableOf(definition, existing), ...values } : values;
  assertLegalText(definition, merged, sent);
  const extra = (await definition.platformRules?.(merged, { trx, userId, existing })) ?? {};
  await assertUnique(trx, definition, null, merged, sent, id);
  const pairs = [...columnPairs(definition, merged), ...Object.entries(extra).map(([column, value]): [string, unknown] => [assertIdentifier(column), value])];
  let rowId: number;
  if (id === undefined) {
    const { rows } = await sql<{ id: number | string }>`insert into ${sql.table(definition.table)} (${sql.join(pairs.map(([column]) => sql.ref(column)))})
      values (${sql.join(pairs.map(([, value]) => value))}) returning id`.execute(trx);
    rowId = Number(rows[0].id);
  } else {
    rowId = id;
    if (definition.updatedAt !== false) pairs.push([definition.updatedAt ?? 'updated_at', deps.now()]);
    if (pairs.length > 0) await sql`update ${sql.table(definition.table)} set ${sql.join(pairs.map(([column, value]) => sql`${sql.ref(column)} = ${value}`))} where id = ${id}`.execute(trx);
  }
  const saved = await findRecord(trx, definition, ALL_COMPANIES, rowId);
  if (!saved) throw notFoundError(definition);
  return saved;
}

export function registerPlatformRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  definition: ResourceDefinition,
  base: string,
  guard: PlatformGuard,
  querystring: object,
): void {
  const { contract } = definition;
  const actions = new Set<StandardAction>(contract.actions ?? STANDARD_ACTIONS);
  const record = recordSchema(contract);
  const schema = (summary: string, extra: object) => ({ tags: [contract.name.split('.')[0]], summary: `${contract.name}: ${summary} (vendor operators)`, security: [{ jwt: [] }], ...extra });
  const okCode = definition.codes.ok;
  const envelope = (data: object) => ({ 200: { type: 'object', properties: { code: { type: 'string' }, context: { type: 'object', additionalProperties: true }, data } } });

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      preHandler: guard,
      schema: schema('paged list of every company', {
        querystring,
        response: envelope({
          type: 'object',
          properties: { data: { type: 'array', items: record }, total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' }, next: { type: ['integer', 'null'] } },
        }),
      }),
    },
    async (request) => ok(await deps.database.withVendor((trx) => listPage(trx, definition, ALL_COMPANIES, request.query)), okCode),
  );

  app.get<{ Params: { id: number } }>(`${base}:id/`, { preHandler: guard, schema: schema('one by id', { params: ID_PARAMS, response: envelope(record) }) }, async (request) => {
    const found = await deps.database.withVendor((trx) => findRecord(trx, definition, ALL_COMPANIES, request.params.id));
    if (!found) throw notFoundError(definition);
    return ok(found, okCode);
  });

  // Writes: the guard runs first (who is not an operator learns nothing about validation); the body is checked
  // by the kernel as sent (Ajv would coerce), so body schema failures are not answered by Fastify.
  const rawBodies = new WeakMap<FastifyRequest, unknown>();
  const keepRawBody = async (request: FastifyRequest): Promise<void> => {
    rawBodies.set(request, request.body === undefined ? undefined : structuredClone(request.body));
  };
  const writeOptions = { preValidation: keepRawBody, preHandler: guard, attachValidation: true } as const;
  const bodyOf = (request: FastifyRequest): unknown => {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (error && error.validationContext !== 'body') throw error;
    return rawBodies.get(request);
  };
  const write = async (request: FastifyRequest, mode: WriteMode, id?: number) => {
    try {
      // The guard ran: an operator is a signed-in user.
      const userId = request.auth?.userId ?? 0;
      return ok(await deps.database.withVendorWrite((trx) => savePlatformRecord(trx, deps, definition, bodyOf(request), mode, userId, id)), okCode);
    } catch (error) {
      throw translateDatabaseError(definition, error, 'write');
    }
  };
  if (actions.has('add')) {
    app.post(base, { ...writeOptions, schema: schema('create', { body: bodySchema(contract, false), response: envelope(record) }) }, async (request) => write(request, 'create'));
  }
  if (actions.has('change')) {
    type ById = { Params: { id: number } };
    app.put<ById>(`${base}:id/`, { ...writeOptions, schema: schema('replace', { params: ID_PARAMS, body: bodySchema(contract, false), response: envelope(record) }) }, async (request) =>
      write(request, 'replace', request.params.id),
    );
    app.patch<ById>(`${base}:id/`, { ...writeOptions, schema: schema('change', { params: ID_PARAMS, body: bodySchema(contract, true), response: envelope(record) }) }, async (request) =>
      write(request, 'patch', request.params.id),
    );
  }
  if (actions.has('delete')) {
    const destroy = async (ids: () => number[]) => {
      try {
        const deleted = await deps.database.withVendorWrite(async (trx) => {
          const wanted = ids();
          const found = await selectRecords(trx, definition, [sql`t.id in (${sql.join(wanted)})`], sql.raw('t.id'));
          // All of them or none: an unknown id is a 404 and nothing is deleted.
          if (found.length !== wanted.length) throw notFoundError(definition);
          await sql`delete from ${sql.table(definition.table)} where id in (${sql.join(wanted)})`.execute(trx);
          return { deleted: found.length };
        });
        return ok(deleted, okCode);
      } catch (error) {
        throw translateDatabaseError(definition, error, 'delete');
      }
    };
    app.delete(`${base}multi-destroy/`, { ...writeOptions, schema: schema('delete several (all or none)', { body: IDS_BODY }) }, async (request) =>
      destroy(() => idsOfBody(bodyOf(request), true)),
    );
    app.delete<{ Params: { id: number } }>(`${base}:id/`, { preHandler: guard, schema: schema('delete one', { params: ID_PARAMS }) }, async (request) => destroy(() => [request.params.id]));
  }
}
