/**
 * The route plumbing every personnel resource repeats (SPEC §7 generic paths under `/<resource>/`): the paged
 * list, `read/` (several by id), one by id, create, PUT/PATCH and delete one or several. Each resource passes
 * only what is its own (filters, SQL, rules); the shared part fixes the guards and the response envelope, so
 * every write is an administrator's and every answer is `ok(data, ZPER0000)`.
 */
import type { Paged } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { PERSONNEL_CODES } from './codes';
import { assertAdmin, idsOfBody, requiredFieldsError } from './input-rules';
import { pageQuerySchema, type PageQuery } from './paging';
import { idParams, idsBody } from './schemas';

type Trx = Transaction<Tables>;

/** Where a resource's routes live: `base` is its path without the trailing slash (`/locations`). */
export interface Resource {
  app: FastifyInstance;
  deps: AppDeps;
  base: string;
  tags: string[];
}

type IdsBody = { ids?: number[]; items?: number[] };

/** `GET <base>/` (or `path`): the paged list; `list` parses the filters and reads the page. */
export function registerPagedList<Query extends PageQuery, Item>(
  resource: Resource,
  options: {
    path?: string;
    summary: string;
    filters: Record<string, object>;
    list: (query: Query, companyId: number) => Promise<Paged<Item>>;
  },
): void {
  const { app, base, tags } = resource;
  app.get<{ Querystring: Query }>(
    options.path ?? `${base}/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summary, querystring: pageQuerySchema(options.filters) } },
    // Fastify types a generic route's querystring conditionally; the schema above has validated it as `Query`.
    async (request) => ok(await options.list(request.query as Query, companyOf(request)), PERSONNEL_CODES.ok),
  );
}

/** `POST <base>/read/`: the records of the ids in `ids` or `items` (none given: an empty list, no query). */
export function registerReadByIds<Item>(
  resource: Resource,
  options: { summary: string; read: (trx: Trx, companyId: number, ids: number[]) => Promise<Item[]> },
): void {
  const { app, deps, base, tags } = resource;
  app.post<{ Body: IdsBody }>(
    `${base}/read/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summary, body: idsBody } },
    async (request) => {
      const companyId = companyOf(request);
      const ids = idsOfBody(request.body);
      if (ids.length === 0) return ok([], PERSONNEL_CODES.ok);
      const records = await deps.database.withTenant(companyId, (trx) => options.read(trx, companyId, ids));
      return ok(records, PERSONNEL_CODES.ok);
    },
  );
}

/** `GET <base>/:id/`: one record, or `notFound()` when the company has none with that id. */
export function registerReadOne<Item>(
  resource: Resource,
  options: { summary: string; find: (trx: Trx, companyId: number, id: number) => Promise<Item | undefined>; notFound: () => ApiError },
): void {
  const { app, deps, base, tags } = resource;
  app.get<{ Params: { id: number } }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summary, params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const record = await deps.database.withTenant(companyId, (trx) => options.find(trx, companyId, request.params.id));
      if (!record) throw options.notFound();
      return ok(record, PERSONNEL_CODES.ok);
    },
  );
}

/**
 * `POST <base>/`: an administrator creates a record from the body (`body` is its JSON schema, which has
 * validated the body as `Input` before the handler runs).
 */
export function registerCreate<Input, Item>(
  resource: Resource,
  options: { summary: string; body: object; create: (input: Input, companyId: number) => Promise<Item> },
): void {
  const { app, base, tags } = resource;
  app.post<{ Body: Input }>(
    `${base}/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summary, body: options.body } },
    async (request) => {
      assertAdmin(request.auth?.role);
      return ok(await options.create(request.body as Input, companyOf(request)), PERSONNEL_CODES.ok);
    },
  );
}

/** What an update is told: PUT (`partial` false) replaces every writable field, PATCH changes what is sent. */
export interface UpdateCall<Input> {
  partial: boolean;
  id: number;
  input: Input;
  companyId: number;
}

/** `PUT` and `PATCH <base>/:id/` by one administrator-only `update`. */
export function registerUpdates<Input, Item>(
  resource: Resource,
  options: { summaries: { replace: string; change: string }; body: object; update: (call: UpdateCall<Input>) => Promise<Item> },
): void {
  const { app, base, tags } = resource;
  const schema = (summary: string) => ({ tags, summary, params: idParams, body: options.body });
  type UpdateRoute = { Params: { id: number }; Body: Input };
  const handle = (partial: boolean) => async (request: FastifyRequest<UpdateRoute>) => {
    assertAdmin(request.auth?.role);
    return ok(await options.update({ partial, id: request.params.id, input: request.body as Input, companyId: companyOf(request) }), PERSONNEL_CODES.ok);
  };
  app.put<UpdateRoute>(`${base}/:id/`, { preHandler: app.requireCompany, schema: schema(options.summaries.replace) }, handle(false));
  app.patch<UpdateRoute>(`${base}/:id/`, { preHandler: app.requireCompany, schema: schema(options.summaries.change) }, handle(true));
}

/**
 * `DELETE <base>/multi-destroy/` (ids in `ids` or `items`, at least one) and `DELETE <base>/:id/`, both by
 * `destroy`, which deletes all of them or none and answers how many went.
 */
export function registerDeletes(
  resource: Resource,
  options: { summaries: { many: string; one: string }; destroy: (companyId: number, ids: number[]) => Promise<number> },
): void {
  const { app, base, tags } = resource;
  app.delete<{ Body: IdsBody }>(
    `${base}/multi-destroy/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summaries.many, body: idsBody } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const ids = idsOfBody(request.body ?? {});
      if (ids.length === 0) throw requiredFieldsError(['ids'], 'No ids given.');
      return ok({ deleted: await options.destroy(companyOf(request), ids) }, PERSONNEL_CODES.ok);
    },
  );
  app.delete<{ Params: { id: number } }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: options.summaries.one, params: idParams } },
    async (request) => {
      assertAdmin(request.auth?.role);
      return ok({ deleted: await options.destroy(companyOf(request), [request.params.id]) }, PERSONNEL_CODES.ok);
    },
  );
}
