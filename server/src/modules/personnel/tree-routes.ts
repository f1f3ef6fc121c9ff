/**
 * Departments, areas and positions (SPEC §3: id, name, parent) on the resource kernel (ADR 0050, ADR 0060):
 * one per-company tree each. The kernel gives the SPEC §7 generic routes; what is the trees' own is here —
 * a parent in the same tree that is not the node itself nor below it, a code used once per company, no delete
 * while sub-items or employees remain, the `tree/` view the tree pickers load, and the organisation chart's `departments/chart/`.
 */
import {
  AREA_RESOURCE,
  DEPARTMENT_RESOURCE,
  POSITION_RESOURCE,
  type DepartmentChartNode,
  type ResourceContract,
  type TreeOption,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { codenameOf, requirePermission } from '../../resources/permissions';
import { defineResource } from '../../resources/register';
import type { DeleteContext, ResourceDefinition, Trx, WriteContext } from '../../resources/types';
import { treeActionOk } from './access-areas-route';
import { PERSONNEL_CODES } from './codes';
import { PERSONNEL_PREFIX, PERSONNEL_RESOURCE_CODES } from './location-routes';
import type { TreeTableName } from './tables';

/** Where an employee is placed on a node of this tree: a column of `employees`, or for areas (several per employee) `employee_areas` (migration 0037). */
const EMPLOYEE_LINK: Record<TreeTableName, { table: string; column: string }> = {
  departments: { table: 'employees', column: 'department_id' },
  areas: { table: 'employee_areas', column: 'area_id' },
  positions: { table: 'employees', column: 'position_id' },
};

function invalidParent(): ApiError {
  return new ApiError(400, PERSONNEL_CODES.invalidParent, { message: 'The parent is not valid.', fields: { parent: PERSONNEL_CODES.invalidParent } });
}

/** The parent must be a node of the same company's tree, and neither the node itself nor one of its descendants. */
async function assertValidParent(trx: Trx, table: TreeTableName, companyId: number, parent: number, self: number | undefined): Promise<void> {
  // One query walks up from the parent; a cycle already stored cannot loop forever (`union` stops on repeats).
  const { rows } = await sql<{ id: number | string }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${sql.table(table)} where company_id = ${companyId} and id = ${parent}
      union
      select n.id, n.parent_id from ${sql.table(table)} n join up on n.id = up.parent_id where n.company_id = ${companyId}
    ) select id from up`.execute(trx);
  if (rows.length === 0) throw invalidParent();
  if (self !== undefined && rows.some((row) => Number(row.id) === self)) throw invalidParent();
}

/** 400 ZPER0012 naming `code` when another node of the company has it ('' is "no code" and repeats). */
async function assertUniqueCode(trx: Trx, table: TreeTableName, companyId: number, code: string, self: number | undefined): Promise<void> {
  if (code === '') return;
  const other = self === undefined ? sql`` : sql` and id <> ${self}`;
  const { rows } = await sql`select 1 from ${sql.table(table)} where company_id = ${companyId} and lower(code) = lower(${code})${other} limit 1`.execute(trx);
  if (rows.length > 0) {
    throw new ApiError(400, PERSONNEL_CODES.duplicateCode, { message: 'This code is already in use.', params: { code }, fields: { code: PERSONNEL_CODES.duplicateCode } });
  }
}

function checkTreeRules(table: TreeTableName) {
  return async ({ trx, companyId, values, sent, existing }: WriteContext): Promise<void> => {
    const self = existing ? Number(existing.id) : undefined;
    if (sent.has('code')) await assertUniqueCode(trx, table, companyId, values.code as string, self);
    const parent = values.parent as number | null;
    if (sent.has('parent') && parent !== null) await assertValidParent(trx, table, companyId, parent, self);
  };
}

/** 409 ZPER0005 while a node of `ids` has a sub-item outside `ids` or an employee; a whole branch may go at once. */
function refuseInUse(table: TreeTableName) {
  return async ({ trx, companyId, ids }: DeleteContext): Promise<void> => {
    const link = EMPLOYEE_LINK[table];
    const { rows } = await sql`
      select 1 from ${sql.table(table)} where company_id = ${companyId} and parent_id in (${sql.join(ids)}) and id not in (${sql.join(ids)})
      union all
      select 1 from ${sql.table(link.table)} where company_id = ${companyId} and ${sql.ref(link.column)} in (${sql.join(ids)})
      limit 1`.execute(trx);
    if (rows.length > 0) throw new ApiError(409, PERSONNEL_CODES.inUse, { message: 'The record is still in use by sub-items or employees.' });
    // Inside the set, children go with their parents: unlink first so the delete's order does not matter.
    await sql`update ${sql.table(table)} set parent_id = null where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
  };
}

function treeResource(contract: ResourceContract, table: TreeTableName, extra: Partial<ResourceDefinition> = {}): ResourceDefinition {
  return defineResource({
    contract,
    prefix: PERSONNEL_PREFIX,
    codes: PERSONNEL_RESOURCE_CODES,
    illegalText: { code: PERSONNEL_CODES.illegalInput },
    table,
    ...extra,
    columns: {
      parent: 'parent_id',
      display_name: { sql: 't.name' },
      employee_count: { sql: `select count(*)::int from ${EMPLOYEE_LINK[table].table} e where e.company_id = t.company_id and e.${EMPLOYEE_LINK[table].column} = t.id` },
      ...extra.columns,
    },
    filters: { parent: { kind: 'eq', field: 'parent' }, parent__in: { kind: 'in', field: 'parent' }, ...extra.filters },
    search: ['name', 'code'],
    ordering: { fields: ['name', 'code', 'employee_count'], default: ['name'] },
    constraints: { [`${table}_name_unique`]: 'name', [`${table}_code_unique`]: 'code' },
    hooks: { beforeWrite: checkTreeRules(table), beforeDelete: refuseInUse(table) },
  });
}

/** A department's head as the chart shows them: first and last name, or the employee code. */
const MANAGER_NAME = `select coalesce(nullif(trim(e.first_name || ' ' || e.last_name), ''), e.emp_code) from employees e where e.company_id = t.company_id and e.id = t.manager_id`;

export const departments = treeResource(DEPARTMENT_RESOURCE, 'departments', {
  columns: { manager: 'manager_id', manager_name: { sql: `coalesce((${MANAGER_NAME}), '')` } },
  filters: { manager: { kind: 'eq', field: 'manager' } },
});
export const areas = treeResource(AREA_RESOURCE, 'areas');
export const positions = treeResource(POSITION_RESOURCE, 'positions');

export const TREE_RESOURCES: ReadonlyArray<[ResourceDefinition, TreeTableName]> = [
  [departments, 'departments'],
  [areas, 'areas'],
  [positions, 'positions'],
];

/** `GET <tree>/tree/`: every node as the SPEC §7 tree action answers (flat id, name, parent), for the pickers. */
export function registerTreeView(app: FastifyInstance, deps: AppDeps, definition: ResourceDefinition, table: TreeTableName): void {
  app.get(
    `/${table}/tree/`,
    {
      preHandler: [app.requireCompany, requirePermission(deps, codenameOf(definition.contract, 'view'))],
      schema: { tags: ['personnel'], summary: `${definition.contract.name}: every node as a flat tree (id, name, parent)`, security: [{ jwt: [] }] },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await deps.database.withTenant(companyId, (trx) =>
        sql<{ id: number | string; name: string; parent_id: number | string | null }>`
          select id, name, parent_id from ${sql.table(table)} where company_id = ${companyId} order by name, id`.execute(trx),
      );
      const data: TreeOption[] = rows.rows.map((row) => ({ id: Number(row.id), name: row.name, parent: row.parent_id === null ? null : Number(row.parent_id) }));
      return treeActionOk(data);
    },
  );
}

/**
 * `GET departments/chart/`: the whole department tree with each head and employee count, in one read (the chart
 * expands and searches on the client; a company has hundreds of departments, not millions).
 */
export function registerDepartmentChart(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/departments/chart/',
    {
      preHandler: [app.requireCompany, requirePermission(deps, codenameOf(DEPARTMENT_RESOURCE, 'view'))],
      schema: { tags: ['personnel'], summary: 'personnel.department: the organisation chart (heads and employee counts)', security: [{ jwt: [] }] },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { rows } = await deps.database.withTenant(companyId, (trx) =>
        sql<{ id: number | string; name: string; code: string; parent_id: number | string | null; manager_id: number | string | null; manager_name: string | null; employee_count: number | string }>`
          select t.id, t.name, t.code, t.parent_id, t.manager_id, (${sql.raw(MANAGER_NAME)}) as manager_name,
            (select count(*) from employees e where e.company_id = t.company_id and e.department_id = t.id) as employee_count
          from departments t where t.company_id = ${companyId} order by t.name, t.id`.execute(trx),
      );
      const data: DepartmentChartNode[] = rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        code: row.code,
        parent: row.parent_id === null ? null : Number(row.parent_id),
        manager: row.manager_id === null ? null : Number(row.manager_id),
        manager_name: row.manager_name ?? '',
        employee_count: Number(row.employee_count),
      }));
      return treeActionOk(data);
    },
  );
}
