/**
 * `areas/access_areas` (SPEC §7): the areas the caller may work with, in the tree-action shape the tree pickers
 * read (`isSuccess`, flat `data` of id, name, parent; SPEC §7 "Tree action call with uri and view"), so a picker
 * uses it as `uri: areas, view: access_areas`.
 *
 * Who sees what (SPEC §6 leaves fine-grained permissions open; this is the rule until it defines one):
 * - administrators and members (role admin / user): every area of the company;
 * - an employee login (role employee): the employee's own area and the areas below it; none without an area.
 */
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { PERSONNEL_CODES } from './codes';

export interface AreaOption {
  id: number;
  name: string;
  parent: number | null;
}

/** A stored tree node as the tree pickers read it (id, name, parent). */
export function treeOptionOf(row: { id: number; name: string; parent_id: number | null }): AreaOption {
  return { id: row.id, name: row.name, parent: row.parent_id };
}

/** The SPEC §7 tree-action answer: `isSuccess` and a flat `data` list, which the tree pickers read. */
export function treeActionOk(data: AreaOption[]) {
  return { code: PERSONNEL_CODES.ok, context: {}, isSuccess: true, data };
}

/** `root` and every area below it; a parent outside the result becomes null so the subset is a whole tree. */
export function subtreeOf(areas: ReadonlyArray<AreaOption>, root: number | readonly number[]): AreaOption[] {
  const roots = new Set(typeof root === 'number' ? [root] : root);
  const children = new Map<number, AreaOption[]>();
  for (const area of areas) {
    if (area.parent === null) continue;
    children.set(area.parent, [...(children.get(area.parent) ?? []), area]);
  }
  const included = new Set<number>();
  const queue = areas.filter((area) => roots.has(area.id)).map((area) => area.id);
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (included.has(id)) continue;
    included.add(id);
    for (const child of children.get(id) ?? []) queue.push(child.id);
  }
  return areas
    .filter((area) => included.has(area.id))
    .map((area) => ({ ...area, parent: area.parent !== null && included.has(area.parent) ? area.parent : null }));
}

export function registerAccessAreasRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/areas/access_areas/',
    { preHandler: app.requireCompany, schema: { tags: ['personnel'], summary: 'The areas the caller may access (flat tree)' } },
    async (request) => {
      const companyId = companyOf(request);
      const auth = request.auth;
      const data = await deps.database.withTenant(companyId, async (trx) => {
        const rows = await trx
          .selectFrom('areas')
          .select(['id', 'name', 'parent_id'])
          .where('company_id', '=', companyId)
          .orderBy('name')
          .orderBy('id')
          .execute();
        const areas = rows.map(treeOptionOf);
        if (auth?.role !== 'employee') return areas;
        if (auth.employeeId === null) return [];
        // The employee's areas (migration 0037) and everything below them.
        const own = await trx
          .selectFrom('employee_areas')
          .select('area_id')
          .where('company_id', '=', companyId)
          .where('employee_id', '=', auth.employeeId)
          .execute();
        return own.length > 0 ? subtreeOf(areas, own.map((row) => Number(row.area_id))) : [];
      });
      return treeActionOk(data);
    },
  );
}
