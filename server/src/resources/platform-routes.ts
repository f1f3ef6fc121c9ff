/**
 * The routes of a platform resource (ADR 0082): rows of every company, or of none (the pending pool of
 * terminals), read by vendor operators only. The paged list (search, filters, ordering as any resource) and
 * one record, in the read-only vendor transaction (`withVendor`); the tables grant `timekeep_vendor` the
 * select it needs, and nothing else. The guard (who is a vendor operator) is the vendor module's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import type { AppDeps } from '../deps';
import { recordSchema } from './fields';
import { ALL_COMPANIES, findRecord, listPage, type ListQuery } from './query';
import type { ResourceDefinition } from './types';
import { notFoundError } from './write';

export type PlatformGuard = (request: FastifyRequest) => Promise<void>;

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

export function registerPlatformRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  definition: ResourceDefinition,
  base: string,
  guard: PlatformGuard,
  querystring: object,
): void {
  const { contract } = definition;
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
}
