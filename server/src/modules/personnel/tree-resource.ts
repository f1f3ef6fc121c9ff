/**
 * Departments, areas and positions (SPEC §3: id, name, parent): one per-company tree each, with the
 * generic CRUD of SPEC §7, the multi-read lookup action and the `tree` view the tree pickers load.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../auth/auth-plugin';
import { ApiError } from '../../http/api-error';
import { treeActionOk, treeOptionOf } from './access-areas-route';
import { PERSONNEL_CODES } from './codes';
import { assertLegalText, recordNotFound, replaceOrKeep, requiredFieldsError } from './input-rules';
import { fetchPage, matchesSearch, parseIdList, type PageQuery } from './paging';
import { assertAllFound, assertUniqueName } from './record-checks';
import { resourceRoutes, type UpdateCall } from './resource-routes';
import { nullableId } from './schemas';
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

const NODE_COLUMNS = ['id', 'name', 'code', 'parent_id'] as const;

async function findNode(trx: Db, name: TreeTableName, companyId: number, id: number) {
  return trx
    .selectFrom(table(name))
    .select(NODE_COLUMNS)
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

const notFound = () => recordNotFound('record');

export function registerTreeResource(app: FastifyInstance, deps: AppDeps, name: TreeTableName): void {
  const base = `/${name}`;
  const routes = resourceRoutes(app, deps, base);
  const { tags } = routes;

  routes.list({
    summary: `Paged ${name}`,
    filters: { id__in: { type: 'string' }, parent: { type: 'integer' } },
    list: (query: ListQuery, companyId) => {
      const ids = parseIdList(query.id__in, 'id__in');
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = trx.selectFrom(table(name)).where('company_id', '=', companyId);
        if (ids) filtered = filtered.where('id', 'in', ids);
        if (query.parent !== undefined) filtered = filtered.where('parent_id', '=', query.parent);
        const search = query.search;
        // Searched as typed (not trimmed), unlike the other personnel lists.
        if (search) filtered = filtered.where((eb) => matchesSearch(eb, ['name', 'code'], search));
        return fetchPage(filtered, query, (page) => page.select(NODE_COLUMNS).orderBy('name').orderBy('id'), toRecord);
      });
    },
  });

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
      return treeActionOk(rows.map(treeOptionOf));
    },
  );

  routes.readByIds({
    summary: `Read several ${name} by id`,
    read: async (trx, companyId, ids) =>
      (await trx.selectFrom(table(name)).select(NODE_COLUMNS).where('company_id', '=', companyId).where('id', 'in', ids).orderBy('name').execute()).map(toRecord),
  });

  routes.readOne({
    summary: `One of ${name}`,
    find: async (trx, companyId, id) => {
      const row = await findNode(trx, name, companyId, id);
      return row && toRecord(row);
    },
    notFound,
  });

  routes.create({
    summary: `Create one of ${name}`,
    body: { ...nodeBody, required: ['name'] },
    create: async (body: TreeNodeInput, companyId) => {
      const input = { ...body, name: body.name?.trim() ?? '' };
      assertLegalText({ name: input.name, code: input.code });
      const row = await deps.database.withTenant(companyId, async (trx) => {
        await assertUniqueName(trx, name, companyId, input.name);
        if (input.parent) await assertValidParent(trx, name, companyId, input.parent);
        return trx
          .insertInto(table(name))
          .values({ company_id: companyId, name: input.name, code: input.code ?? '', parent_id: input.parent ?? null })
          .returning(NODE_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return toRecord(row);
    },
  });

  routes.updates({
    summaries: { replace: `Replace one of ${name}`, change: `Change one of ${name}` },
    body: nodeBody,
    update: async ({ partial, id, input, companyId }: UpdateCall<TreeNodeInput>) => {
      const newName = input.name?.trim();
      assertLegalText({ name: newName, code: input.code });
      const row = await deps.database.withTenant(companyId, async (trx) => {
        const existing = await findNode(trx, name, companyId, id);
        if (!existing) throw notFound();
        if (!partial && newName === undefined) throw requiredFieldsError(['name']);
        if (newName !== undefined) await assertUniqueName(trx, name, companyId, newName, id);
        const parent = replaceOrKeep(partial)(input.parent, existing.parent_id, null);
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
          .returning(NODE_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return toRecord(row);
    },
  });

  routes.deletes({
    summaries: { many: `Delete several ${name}`, one: `Delete one of ${name}` },
    // One transaction; a node with children or employees stays (409, nothing deleted).
    destroy: (companyId, ids) =>
      deps.database.withTenant(companyId, async (trx) => {
        await assertAllFound(trx, name, companyId, ids, notFound);
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
      }),
  });
}
