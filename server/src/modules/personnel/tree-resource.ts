/**
 * Departments, areas and positions (SPEC §3: id, name, parent): one per-company tree each, with the
 * generic CRUD of SPEC §7, the multi-read lookup action and the `tree` view the tree pickers load.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../auth/auth-plugin';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { PERSONNEL_CODES } from './codes';
import { assertAdmin, assertLegalText, idsOfBody } from './input-rules';
import { containsPattern, offsetOf, pageOf, pageQueryProperties, parseIdList, type PageQuery } from './paging';
import { idParams, idsBody, nullableId } from './schemas';
import type { TreeTableName } from './tables';

export interface TreeNodeRecord {
  id: number;
  name: string;
  code: string;
  parent: number | null;
  display_name: string;
}

interface TreeNodeInput {
  name?: string;
  code?: string;
  parent?: number | null;
}

interface ListQuery extends PageQuery {
  id__in?: string;
  parent?: number;
}

const MAX_NAME = 100;

const nodeBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: MAX_NAME },
    code: { type: 'string', maxLength: 50 },
    parent: nullableId,
  },
} as const;

/** Column of `employees` that refers to this tree (a node in use cannot be deleted). */
const EMPLOYEE_COLUMN: Record<TreeTableName, 'department_id' | 'area_id' | 'position_id'> = {
  departments: 'department_id',
  areas: 'area_id',
  positions: 'position_id',
};

type Db = Kysely<Tables> | Transaction<Tables>;

// The three tables have one shape; Kysely is given one of them statically and the real name at run time.
function table(name: TreeTableName): 'departments' {
  return name as 'departments';
}

function toRecord(row: { id: number; name: string; code: string; parent_id: number | null }): TreeNodeRecord {
  return { id: row.id, name: row.name, code: row.code, parent: row.parent_id, display_name: row.name };
}

async function findNode(trx: Db, name: TreeTableName, companyId: number, id: number) {
  return trx
    .selectFrom(table(name))
    .select(['id', 'name', 'code', 'parent_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The parent must exist in the same company and must not be the node itself or one of its descendants. */
async function assertValidParent(trx: Db, name: TreeTableName, companyId: number, parent: number, self?: number): Promise<void> {
  const invalid = () =>
    new ApiError(400, PERSONNEL_CODES.invalidParent, { message: 'The parent is not valid.', fields: { parent: PERSONNEL_CODES.invalidParent } });
  let current: number | null = parent;
  const seen = new Set<number>();
  while (current !== null) {
    if (current === self || seen.has(current)) throw invalid();
    seen.add(current);
    const row = await findNode(trx, name, companyId, current);
    if (!row) throw invalid();
    current = row.parent_id;
  }
}

async function assertUniqueName(trx: Db, name: TreeTableName, companyId: number, value: string, self?: number): Promise<void> {
  let query = trx
    .selectFrom(table(name))
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', value.toLowerCase()));
  if (self !== undefined) query = query.where('id', '<>', self);
  if (await query.executeTakeFirst()) {
    throw new ApiError(400, PERSONNEL_CODES.duplicateName, {
      message: 'This name is already in use.',
      params: { name: value },
      fields: { name: PERSONNEL_CODES.duplicateName },
    });
  }
}

function notFound(): ApiError {
  return new ApiError(404, PERSONNEL_CODES.notFound, { message: 'The record was not found.' });
}

export function registerTreeResource(app: FastifyInstance, deps: AppDeps, name: TreeTableName): void {
  const base = `/${name}`;
  const tags = ['personnel'];

  app.get<{ Querystring: ListQuery }>(
    `${base}/`,
    {
      preHandler: app.requireCompany,
      schema: {
        tags,
        summary: `Paged ${name}`,
        querystring: { type: 'object', properties: { ...pageQueryProperties, id__in: { type: 'string' }, parent: { type: 'integer' } } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const query = request.query;
      const ids = parseIdList(query.id__in, 'id__in');
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = trx.selectFrom(table(name)).where('company_id', '=', companyId);
        if (ids) filtered = filtered.where('id', 'in', ids);
        if (query.parent !== undefined) filtered = filtered.where('parent_id', '=', query.parent);
        if (query.search) {
          const pattern = containsPattern(query.search);
          filtered = filtered.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
        }
        const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await filtered
          .select(['id', 'name', 'code', 'parent_id'])
          .orderBy('name')
          .orderBy('id')
          .limit(query.page_size)
          .offset(offsetOf(query))
          .execute();
        return ok(pageOf(rows.map(toRecord), Number(total), query), PERSONNEL_CODES.ok);
      });
    },
  );

  app.get(
    `${base}/tree/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `All ${name} as a flat tree (id, name, parent)` } },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await deps.database.withTenant(companyId, (trx) =>
        trx
          .selectFrom(table(name))
          .select(['id', 'name', 'parent_id'])
          .where('company_id', '=', companyId)
          .orderBy('name')
          .orderBy('id')
          .execute(),
      );
      return {
        code: PERSONNEL_CODES.ok,
        context: {},
        isSuccess: true,
        data: rows.map((row) => ({ id: row.id, name: row.name, parent: row.parent_id })),
      };
    },
  );

  app.post<{ Body: { ids?: number[]; items?: number[] } }>(
    `${base}/read/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Read several ${name} by id`, body: idsBody } },
    async (request) => {
      const companyId = companyOf(request);
      const ids = idsOfBody(request.body);
      if (ids.length === 0) return ok([], PERSONNEL_CODES.ok);
      const rows = await deps.database.withTenant(companyId, (trx) =>
        trx
          .selectFrom(table(name))
          .select(['id', 'name', 'code', 'parent_id'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .orderBy('name')
          .execute(),
      );
      return ok(rows.map(toRecord), PERSONNEL_CODES.ok);
    },
  );

  app.get<{ Params: { id: number } }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `One of ${name}`, params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const row = await deps.database.withTenant(companyId, (trx) => findNode(trx, name, companyId, request.params.id));
      if (!row) throw notFound();
      return ok(toRecord(row), PERSONNEL_CODES.ok);
    },
  );

  app.post<{ Body: TreeNodeInput }>(
    `${base}/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Create one of ${name}`, body: { ...nodeBody, required: ['name'] } } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const companyId = companyOf(request);
      const input = { ...request.body, name: request.body.name?.trim() ?? '' };
      assertLegalText({ name: input.name, code: input.code });
      const row = await deps.database.withTenant(companyId, async (trx) => {
        await assertUniqueName(trx, name, companyId, input.name);
        if (input.parent) await assertValidParent(trx, name, companyId, input.parent);
        return trx
          .insertInto(table(name))
          .values({ company_id: companyId, name: input.name, code: input.code ?? '', parent_id: input.parent ?? null })
          .returning(['id', 'name', 'code', 'parent_id'])
          .executeTakeFirstOrThrow();
      });
      return ok(toRecord(row), PERSONNEL_CODES.ok);
    },
  );

  const update = async (partial: boolean, request: FastifyRequest<{ Params: { id: number }; Body: TreeNodeInput }>) => {
    assertAdmin(request.auth?.role);
    const companyId = companyOf(request);
    const id = request.params.id;
    const input = request.body;
    const newName = input.name?.trim();
    assertLegalText({ name: newName, code: input.code });
    const row = await deps.database.withTenant(companyId, async (trx) => {
      const existing = await findNode(trx, name, companyId, id);
      if (!existing) throw notFound();
      if (!partial && newName === undefined) {
        throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { name: 'required' } });
      }
      if (newName !== undefined) await assertUniqueName(trx, name, companyId, newName, id);
      const parent = input.parent !== undefined ? input.parent : partial ? existing.parent_id : null;
      if (parent) await assertValidParent(trx, name, companyId, parent, id);
      return trx
        .updateTable(table(name))
        .set({
          name: newName ?? existing.name,
          code: input.code ?? (partial ? existing.code : ''),
          parent_id: parent,
          updated_at: deps.now(),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning(['id', 'name', 'code', 'parent_id'])
        .executeTakeFirstOrThrow();
    });
    return ok(toRecord(row), PERSONNEL_CODES.ok);
  };

  app.put<{ Params: { id: number }; Body: TreeNodeInput }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Replace one of ${name}`, params: idParams, body: nodeBody } },
    async (request) => update(false, request),
  );
  app.patch<{ Params: { id: number }; Body: TreeNodeInput }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Change one of ${name}`, params: idParams, body: nodeBody } },
    async (request) => update(true, request),
  );

  /** Deletes `ids` in one transaction; a node with children or employees stays (409, nothing deleted). */
  const destroy = async (companyId: number, ids: number[]) =>
    deps.database.withTenant(companyId, async (trx) => {
      const found = await trx.selectFrom(table(name)).select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      const child = await trx
        .selectFrom(table(name))
        .select('id')
        .where('company_id', '=', companyId)
        .where('parent_id', 'in', ids)
        .where('id', 'not in', ids)
        .executeTakeFirst();
      const employee = await trx
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .where(EMPLOYEE_COLUMN[name], 'in', ids)
        .executeTakeFirst();
      if (child || employee) {
        throw new ApiError(409, PERSONNEL_CODES.inUse, { message: 'The record is still in use by sub-items or employees.' });
      }
      // Children first when a whole branch is deleted: clear parents inside the set, then delete.
      await trx.updateTable(table(name)).set({ parent_id: null }).where('company_id', '=', companyId).where('id', 'in', ids).execute();
      await trx.deleteFrom(table(name)).where('company_id', '=', companyId).where('id', 'in', ids).execute();
      return ids.length;
    });

  app.delete<{ Body: { ids?: number[]; items?: number[] } }>(
    `${base}/multi-destroy/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Delete several ${name}`, body: idsBody } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const ids = idsOfBody(request.body ?? {});
      if (ids.length === 0) throw new ApiError(400, GENERAL_CODES.validation, { message: 'No ids given.', fields: { ids: 'required' } });
      const deleted = await destroy(companyOf(request), ids);
      return ok({ deleted }, PERSONNEL_CODES.ok);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${base}/:id/`,
    { preHandler: app.requireCompany, schema: { tags, summary: `Delete one of ${name}`, params: idParams } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const deleted = await destroy(companyOf(request), [request.params.id]);
      return ok({ deleted }, PERSONNEL_CODES.ok);
    },
  );
}
