/**
 * Employees (SPEC §3: id, emp_code, first_name, last_name; label first_name or emp_code): the server-paged
 * list the employee picker reads (department__in, area__in, position__in, id__in, search), CRUD, multi-read
 * and multi-delete.
 */
import type { EmployeeNames, EmployeeRecord } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import type { AliasedSelectQueryBuilder, Transaction } from 'kysely';
import { readPage } from '../../db/list-page';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { PERSONNEL_CODES } from './codes';
import { assertLegalText, recordNotFound, relatedNotFound, replaceOrKeep, requiredFieldsError } from './input-rules';
import { countMatching, readEmployeeCounts } from './employee-counts';
import { countOf, matchesSearch, offsetOf, pageOf, parseIdFilters, type PageQuery } from './paging';
import { deleteAllOrNone } from './record-checks';
import { resourceRoutes, type UpdateCall } from './resource-routes';
import { nullableId } from './schemas';

export type { EmployeeRecord };

interface EmployeeInput {
  emp_code?: string;
  first_name?: string;
  last_name?: string;
  department?: number | null;
  area?: number | null;
  position?: number | null;
  email?: string;
  mobile?: string;
  enable_att?: boolean;
  resigned?: boolean;
}

interface EmployeeListQuery extends PageQuery {
  department__in?: string;
  area__in?: string;
  position__in?: string;
  id__in?: string;
  enable_att?: boolean;
  resigned?: boolean;
}

export const EMP_CODE_PATTERN = '^[A-Za-z0-9_.-]{1,30}$';

const employeeBody = {
  type: 'object',
  properties: {
    emp_code: { type: 'string', pattern: EMP_CODE_PATTERN },
    first_name: { type: 'string', maxLength: 50 },
    last_name: { type: 'string', maxLength: 50 },
    department: nullableId,
    area: nullableId,
    position: nullableId,
    email: { type: 'string', maxLength: 254 },
    mobile: { type: 'string', maxLength: 20 },
    enable_att: { type: 'boolean' },
    resigned: { type: 'boolean' },
  },
} as const;

type Trx = Transaction<Tables>;

/** What `first_name` or, when empty, `emp_code` shows (SPEC §3 employee label). */
export function employeeLabel(row: { first_name: string; emp_code: string }): string {
  return row.first_name.trim() || row.emp_code;
}

/** The columns the employee search looks in, on a query that names `employees` as `e`. */
export const EMPLOYEE_SEARCH_COLUMNS = ['e.emp_code', 'e.first_name', 'e.last_name'] as const;

/** The employee part of a record about one employee (resignation, bio-photo), from a row joined to `employees`. */
export function employeeNamesOf(row: { employee_id: number; emp_code: string; first_name: string; last_name: string }): EmployeeNames {
  return { employee: row.employee_id, emp_code: row.emp_code, first_name: row.first_name, last_name: row.last_name, display_name: employeeLabel(row) };
}

function selectEmployees(trx: Trx, companyId: number) {
  return trx
    .selectFrom('employees as e')
    .leftJoin('departments as d', (join) => join.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'))
    .leftJoin('areas as a', (join) => join.onRef('a.company_id', '=', 'e.company_id').onRef('a.id', '=', 'e.area_id'))
    .leftJoin('positions as p', (join) => join.onRef('p.company_id', '=', 'e.company_id').onRef('p.id', '=', 'e.position_id'))
    .where('e.company_id', '=', companyId);
}

/** The employees of `keys` (a page of ids and codes) with their department, area and position names. */
function selectEmployeesOfKeys(trx: Trx, companyId: number, keys: AliasedSelectQueryBuilder<{ id: number; emp_code: string }, 'k'>) {
  return trx
    .selectFrom(keys)
    .innerJoin('employees as e', (join) => join.on('e.company_id', '=', companyId).onRef('e.id', '=', 'k.id'))
    .leftJoin('departments as d', (join) => join.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'))
    .leftJoin('areas as a', (join) => join.onRef('a.company_id', '=', 'e.company_id').onRef('a.id', '=', 'e.area_id'))
    .leftJoin('positions as p', (join) => join.onRef('p.company_id', '=', 'e.company_id').onRef('p.id', '=', 'e.position_id'));
}

const EMPLOYEE_COLUMNS = [
  'e.id',
  'e.emp_code',
  'e.first_name',
  'e.last_name',
  'e.department_id',
  'd.name as department_name',
  'e.area_id',
  'a.name as area_name',
  'e.position_id',
  'p.name as position_name',
  'e.email',
  'e.mobile',
  'e.enable_att',
  'e.resigned',
  'e.bio_photo',
] as const;

interface EmployeeRow {
  id: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  department_id: number | null;
  department_name: string | null;
  area_id: number | null;
  area_name: string | null;
  position_id: number | null;
  position_name: string | null;
  email: string;
  mobile: string;
  enable_att: boolean;
  resigned: boolean;
  bio_photo: string | null;
}

function toRecord(row: EmployeeRow): EmployeeRecord {
  return {
    id: row.id,
    emp_code: row.emp_code,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: employeeLabel(row),
    department: row.department_id,
    department_name: row.department_name,
    area: row.area_id,
    area_name: row.area_name,
    position: row.position_id,
    position_name: row.position_name,
    email: row.email,
    mobile: row.mobile,
    enable_att: row.enable_att,
    resigned: row.resigned,
    bio_photo: row.bio_photo,
  };
}

async function findEmployee(trx: Trx, companyId: number, id: number): Promise<EmployeeRecord | undefined> {
  const row = await selectEmployees(trx, companyId).select(EMPLOYEE_COLUMNS).where('e.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

const notFound = () => recordNotFound('employee');

/** Department, area and position must be records of the same company. */
async function assertRelated(trx: Trx, companyId: number, input: EmployeeInput): Promise<void> {
  const checks = [
    ['department', 'departments', input.department],
    ['area', 'areas', input.area],
    ['position', 'positions', input.position],
  ] as const;
  for (const [field, tableName, id] of checks) {
    if (id === undefined || id === null) continue;
    const found = await trx.selectFrom(tableName).select('id').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!found) throw relatedNotFound(field);
  }
}

async function assertUniqueCode(trx: Trx, companyId: number, code: string, self?: number): Promise<void> {
  let query = trx.selectFrom('employees').select('id').where('company_id', '=', companyId).where('emp_code', '=', code);
  if (self !== undefined) query = query.where('id', '<>', self);
  if (await query.executeTakeFirst()) {
    throw new ApiError(400, PERSONNEL_CODES.duplicateEmpCode, {
      message: 'This employee code is already in use.',
      params: { emp_code: code },
      fields: { emp_code: PERSONNEL_CODES.duplicateEmpCode },
    });
  }
}

export function registerEmployeeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = resourceRoutes(app, deps, '/employees');

  const listEmployees = (query: EmployeeListQuery, companyId: number) => {
    const filters = parseIdFilters(query, ['department', 'area', 'position', 'id']);
    const search = query.search?.trim();
    const flags = { resigned: query.resigned, enable_att: query.enable_att };
    // The trigger-kept counts answer the total only for the flag filters (migration 0033).
    const counted = !search && !filters.department && !filters.area && !filters.position && !filters.id;
    return deps.database.withTenant(companyId, async (trx) => {
      // Keys from the tenant-filtered view, so the search can use its trigram index (migration 0033).
      let keys = trx.selectFrom('employee_list_keys as e').where('e.company_id', '=', companyId);
      if (filters.department) keys = keys.where('e.department_id', 'in', filters.department);
      if (filters.area) keys = keys.where('e.area_id', 'in', filters.area);
      if (filters.position) keys = keys.where('e.position_id', 'in', filters.position);
      if (filters.id) keys = keys.where('e.id', 'in', filters.id);
      if (flags.enable_att !== undefined) keys = keys.where('e.enable_att', '=', flags.enable_att);
      if (flags.resigned !== undefined) keys = keys.where('e.resigned', '=', flags.resigned);
      if (search !== undefined && query.search) keys = keys.where((eb) => matchesSearch(eb, EMPLOYEE_SEARCH_COLUMNS, search));
      const { rows, total } = await readPage(
        {
          knownTotal: async () => (counted ? countMatching(await readEmployeeCounts(trx, companyId), flags) : undefined),
          count: () => countOf(keys),
          // The page's keys come from the (company_id, emp_code, id) index alone; only its rows are joined.
          rows: async (offset, limit, direction) => {
            const page = keys.select(['e.id', 'e.emp_code']).orderBy('e.emp_code', direction).orderBy('e.id', direction).limit(limit).offset(offset);
            const found = await selectEmployeesOfKeys(trx, companyId, page.as('k')).select(EMPLOYEE_COLUMNS).orderBy('k.emp_code', direction).orderBy('k.id', direction).execute();
            return found.map(toRecord);
          },
        },
        { offset: offsetOf(query), limit: query.page_size },
      );
      return pageOf(rows, total, query);
    });
  };

  /**
   * The paged employee list with the picker filters; `fixed` narrows it for the SPEC §7 filter paths and wins
   * over the same query parameter.
   */
  const registerList = (path: string, summary: string, fixed: Pick<EmployeeListQuery, 'enable_att' | 'resigned'>) =>
    routes.list({
      path,
      summary,
      filters: {
        department__in: { type: 'string' },
        area__in: { type: 'string' },
        position__in: { type: 'string' },
        id__in: { type: 'string' },
        enable_att: { type: 'boolean' },
        resigned: { type: 'boolean' },
      },
      list: (query: EmployeeListQuery, companyId) => listEmployees({ ...query, ...fixed }, companyId),
    });

  registerList('/employees/', 'Paged employees with picker filters', {});
  // The employees a resignation can be recorded for: those not resigned (the /team/resign form's employee choice).
  registerList('/employees/filter_by_resign_emp/', 'Paged employees who have not resigned (candidates for a resignation)', { resigned: false });
  // The employees attendance is kept for (pickers of attendance rules and schedules).
  registerList('/employees/filter_by_enable_att/', 'Paged employees with attendance enabled', { enable_att: true });

  routes.readByIds({
    summary: 'Read several employees by id',
    read: async (trx, companyId, ids) =>
      (await selectEmployees(trx, companyId).select(EMPLOYEE_COLUMNS).where('e.id', 'in', ids).orderBy('e.emp_code').execute()).map(toRecord),
  });

  routes.readOne({ summary: 'One employee', find: findEmployee, notFound });

  const legalText = (input: EmployeeInput) =>
    assertLegalText({ emp_code: input.emp_code, first_name: input.first_name, last_name: input.last_name, email: input.email, mobile: input.mobile });

  routes.create({
    summary: 'Create an employee',
    body: { ...employeeBody, required: ['emp_code'] },
    create: (input: EmployeeInput, companyId) => {
      legalText(input);
      return deps.database.withTenant(companyId, async (trx) => {
        const code = input.emp_code ?? '';
        await assertUniqueCode(trx, companyId, code);
        await assertRelated(trx, companyId, input);
        const { id } = await trx
          .insertInto('employees')
          .values({
            company_id: companyId,
            emp_code: code,
            first_name: input.first_name?.trim() ?? '',
            last_name: input.last_name?.trim() ?? '',
            department_id: input.department ?? null,
            area_id: input.area ?? null,
            position_id: input.position ?? null,
            email: input.email?.trim() ?? '',
            mobile: input.mobile?.trim() ?? '',
            enable_att: input.enable_att ?? true,
            resigned: input.resigned ?? false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return findEmployee(trx, companyId, id);
      });
    },
  });

  routes.updates({
    summaries: { replace: 'Replace an employee', change: 'Change an employee' },
    body: employeeBody,
    update: ({ partial, id, input, companyId }: UpdateCall<EmployeeInput>) => {
      if (!partial && input.emp_code === undefined) throw requiredFieldsError(['emp_code']);
      legalText(input);
      return deps.database.withTenant(companyId, async (trx) => {
        const existing = await findEmployee(trx, companyId, id);
        if (!existing) throw notFound();
        if (input.emp_code !== undefined) await assertUniqueCode(trx, companyId, input.emp_code, id);
        await assertRelated(trx, companyId, input);
        const pick = replaceOrKeep(partial);
        await trx
          .updateTable('employees')
          .set({
            emp_code: input.emp_code ?? existing.emp_code,
            first_name: pick(input.first_name?.trim(), existing.first_name, ''),
            last_name: pick(input.last_name?.trim(), existing.last_name, ''),
            department_id: pick(input.department, existing.department, null),
            area_id: pick(input.area, existing.area, null),
            position_id: pick(input.position, existing.position, null),
            email: pick(input.email?.trim(), existing.email, ''),
            mobile: pick(input.mobile?.trim(), existing.mobile, ''),
            enable_att: pick(input.enable_att, existing.enable_att, true),
            resigned: pick(input.resigned, existing.resigned, false),
            updated_at: deps.now(),
          })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .execute();
        return findEmployee(trx, companyId, id);
      });
    },
  });

  routes.deletes({
    summaries: { many: 'Delete several employees', one: 'Delete an employee' },
    destroy: (companyId, ids) =>
      deps.database.withTenant(companyId, (trx) => deleteAllOrNone(trx, 'employees', companyId, ids, notFound)),
  });
}
