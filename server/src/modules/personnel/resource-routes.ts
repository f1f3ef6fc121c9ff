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
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { PERSONNEL_CODES } from './codes';
import { assertAdmin, idsOfBody, requiredFieldsError } from './input-rules';
import { pageQuerySchema, type PageQuery } from './paging';
import { idParams, idsBody } from './schemas';

type Trx = Transaction<Tables>;
type IdsBody = { ids?: number[]; items?: number[] };

export interface ListOptions<Query extends PageQuery, Item> {
  /** Default `<base>/`; employees have more list paths. */
  path?: string;
  summary: string;
  /** The JSON schemas of the list's own query parameters (page, page_size and search come with every list). */
  filters: Record<string, object>;
  /** Parses the filters and reads the page. */
  list: (query: Query, companyId: number) => Promise<Paged<Item>>;
}

/** What an update is told: PUT (`partial` false) replaces every writable field, PATCH changes what is sent. */
export interface UpdateCall<Input> {
  partial: boolean;
  id: number;
  input: Input;
  companyId: number;
}

/**
 * An employee login reaches only the Personal area (issue 11): company records — other employees' e-mail and
 * mobile among them (issue 16 item 9) — are refused.
 */
async function refuseEmployeeLogin(request: FastifyRequest): Promise<void> {
  if (request.auth?.role === 'employee' || (request.auth?.employeeId ?? null) !== null) {
    throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'An employee login cannot read company records.' });
  }
}

/**
 * The routes of one personnel resource under `base` (its path without the trailing slash, `/locations`):
 * each method registers generic routes with what only that resource knows. `multilineFields` names the text
 * fields that may hold line breaks (a textarea's).
 */
export function resourceRoutes(app: FastifyInstance, deps: AppDeps, base: string, options: { multilineFields?: readonly string[] } = {}) {
  const tags = ['personnel'];
  // Text fields may not hold TAB or line breaks unless listed (src/http/control-characters.ts).
  const config = { multilineFields: options.multilineFields ?? [] };
  const guarded = <Schema extends object>(schema: Schema) => ({ preHandler: [app.requireCompany, refuseEmployeeLogin], config, schema: { tags, ...schema } });

  return {
    tags,

    /** `GET <base>/` (or `path`): the paged list. */
    list<Query extends PageQuery, Item>(options: ListOptions<Query, Item>): void {
      app.get<{ Querystring: Query }>(
        options.path ?? `${base}/`,
        guarded({ summary: options.summary, querystring: pageQuerySchema(options.filters) }),
        // Fastify types a generic route's querystring conditionally; the schema above has validated it as `Query`.
        async (request) => ok(await options.list(request.query as Query, companyOf(request)), PERSONNEL_CODES.ok),
      );
    },

    /** `POST <base>/read/`: the records of the ids in `ids` or `items` (none given: an empty list, no query). */
    readByIds<Item>(options: { summary: string; read: (trx: Trx, companyId: number, ids: number[]) => Promise<Item[]> }): void {
      app.post<{ Body: IdsBody }>(`${base}/read/`, guarded({ summary: options.summary, body: idsBody }), async (request) => {
        const companyId = companyOf(request);
        const ids = idsOfBody(request.body);
        if (ids.length === 0) return ok([], PERSONNEL_CODES.ok);
        return ok(await deps.database.withTenant(companyId, (trx) => options.read(trx, companyId, ids)), PERSONNEL_CODES.ok);
      });
    },

    /** `GET <base>/:id/`: one record, or `notFound()` when the company has none with that id. */
    readOne<Item>(options: { summary: string; find: (trx: Trx, companyId: number, id: number) => Promise<Item | undefined>; notFound: () => ApiError }): void {
      app.get<{ Params: { id: number } }>(`${base}/:id/`, guarded({ summary: options.summary, params: idParams }), async (request) => {
        const companyId = companyOf(request);
        const record = await deps.database.withTenant(companyId, (trx) => options.find(trx, companyId, request.params.id));
        if (!record) throw options.notFound();
        return ok(record, PERSONNEL_CODES.ok);
      });
    },

    /** `POST <base>/`: an administrator creates a record; `body` is the JSON schema that validated it as `Input`. */
    create<Input, Item>(options: { summary: string; body: object; create: (input: Input, companyId: number) => Promise<Item> }): void {
      app.post<{ Body: Input }>(`${base}/`, guarded({ summary: options.summary, body: options.body }), async (request) => {
        assertAdmin(request.auth?.role);
        return ok(await options.create(request.body as Input, companyOf(request)), PERSONNEL_CODES.ok);
      });
    },

    /** `PUT` and `PATCH <base>/:id/` by one administrator-only `update`. */
    updates<Input, Item>(options: {
      summaries: { replace: string; change: string };
      body: object;
      update: (call: UpdateCall<Input>) => Promise<Item>;
    }): void {
      type UpdateRoute = { Params: { id: number }; Body: Input };
      const handle = (partial: boolean) => async (request: FastifyRequest<UpdateRoute>) => {
        assertAdmin(request.auth?.role);
        const call = { partial, id: request.params.id, input: request.body as Input, companyId: companyOf(request) };
        return ok(await options.update(call), PERSONNEL_CODES.ok);
      };
      const schema = (summary: string) => guarded({ summary, params: idParams, body: options.body });
      app.put<UpdateRoute>(`${base}/:id/`, schema(options.summaries.replace), handle(false));
      app.patch<UpdateRoute>(`${base}/:id/`, schema(options.summaries.change), handle(true));
    },

    /**
     * `DELETE <base>/multi-destroy/` (ids in `ids` or `items`, at least one) and `DELETE <base>/:id/`, both by
     * `destroy`, which deletes all of them or none and answers how many went.
     */
    deletes(options: { summaries: { many: string; one: string }; destroy: (companyId: number, ids: number[]) => Promise<number> }): void {
      app.delete<{ Body: IdsBody }>(`${base}/multi-destroy/`, guarded({ summary: options.summaries.many, body: idsBody }), async (request) => {
        assertAdmin(request.auth?.role);
        const ids = idsOfBody(request.body ?? {});
        if (ids.length === 0) throw requiredFieldsError(['ids'], 'No ids given.');
        return ok({ deleted: await options.destroy(companyOf(request), ids) }, PERSONNEL_CODES.ok);
      });
      app.delete<{ Params: { id: number } }>(`${base}/:id/`, guarded({ summary: options.summaries.one, params: idParams }), async (request) => {
        assertAdmin(request.auth?.role);
        return ok({ deleted: await options.destroy(companyOf(request), [request.params.id]) }, PERSONNEL_CODES.ok);
      });
    },
  };
}
