/**
 * Resignations (SPEC §7 personnel path `resigns`, screen /team/resign). Recording one marks the employee
 * resigned from its date and, with `disable_att`, turns the employee's attendance off; deleting it is the
 * reinstatement and restores both. One resignation per employee: a resigned employee cannot resign again.
 */
import type { ResignRecord, ResignType } from '@timekeep/contracts';
import { GENERAL_CODES, RESIGN_TYPES } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { PERSONNEL_CODES } from './codes';
import { EMPLOYEE_SEARCH_COLUMNS, employeeNamesOf } from './employee-routes';
import { assertLegalText, recordNotFound, relatedNotFound, replaceOrKeep, requiredFieldsError } from './input-rules';
import { fetchPage, matchesSearch, parseIdFilters, type PageQuery } from './paging';
import { resourceRoutes, type UpdateCall } from './resource-routes';

export type { ResignRecord };

interface ResignInput {
  employee?: number;
  resign_date?: string;
  resign_type?: ResignType;
  reason?: string;
  disable_att?: boolean;
}

interface ResignListQuery extends PageQuery {
  id__in?: string;
  employee__in?: string;
  department__in?: string;
  resign_type?: ResignType;
  resign_date__gte?: string;
  resign_date__lte?: string;
}

export const RESIGN_REASON_MAX = 200;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const resignBody = {
  type: 'object',
  properties: {
    employee: { type: 'integer', minimum: 1 },
    resign_date: { type: 'string', pattern: DATE_PATTERN },
    resign_type: { type: 'string', enum: [...RESIGN_TYPES] },
    reason: { type: 'string', maxLength: RESIGN_REASON_MAX },
    disable_att: { type: 'boolean' },
  },
} as const;

type Trx = Transaction<Tables>;

/** A real calendar day in YYYY-MM-DD (the pattern alone lets 2026-02-30 through). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function assertDate(value: string | undefined, field: string): void {
  if (value !== undefined && !isCalendarDate(value)) {
    throw new ApiError(400, PERSONNEL_CODES.invalidDate, {
      message: 'The date is not valid.',
      params: { field },
      fields: { [field]: PERSONNEL_CODES.invalidDate },
    });
  }
}

function selectResigns(trx: Trx, companyId: number) {
  return trx
    .selectFrom('resignations as r')
    .innerJoin('employees as e', (join) => join.onRef('e.company_id', '=', 'r.company_id').onRef('e.id', '=', 'r.employee_id'))
    .leftJoin('departments as d', (join) => join.onRef('d.company_id', '=', 'e.company_id').onRef('d.id', '=', 'e.department_id'))
    .where('r.company_id', '=', companyId);
}

const RESIGN_COLUMNS = [
  'r.id',
  'r.employee_id',
  'e.emp_code',
  'e.first_name',
  'e.last_name',
  'd.name as department_name',
  sql<string>`to_char(r.resign_date, 'YYYY-MM-DD')`.as('resign_date'),
  'r.resign_type',
  'r.reason',
  'r.disable_att',
] as const;

interface ResignRow {
  id: number;
  employee_id: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  department_name: string | null;
  resign_date: string;
  resign_type: string;
  reason: string;
  disable_att: boolean;
}

function toRecord(row: ResignRow): ResignRecord {
  return {
    id: row.id,
    ...employeeNamesOf(row),
    department_name: row.department_name,
    resign_date: row.resign_date,
    resign_type: row.resign_type as ResignType,
    reason: row.reason,
    disable_att: row.disable_att,
  };
}

async function findResign(trx: Trx, companyId: number, id: number): Promise<ResignRecord | undefined> {
  const row = await selectResigns(trx, companyId).select(RESIGN_COLUMNS).where('r.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

const notFound = () => recordNotFound('resignation');

/** What the employee's attendance flag is while the resignation stands. */
function enableAttWhileResigned(disableAtt: boolean, before: boolean): boolean {
  return disableAtt ? false : before;
}

export function registerResignRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = resourceRoutes(app, deps, '/resigns', { multilineFields: ['reason'] });

  /** Writes the employee flags a resignation governs: resigned and, with disable_att, enable_att. */
  const setEmployeeFlags = (trx: Trx, companyId: number, employeeId: number, flags: { resigned?: boolean; enable_att: boolean }) =>
    trx
      .updateTable('employees')
      .set({ ...flags, updated_at: deps.now() })
      .where('company_id', '=', companyId)
      .where('id', '=', employeeId)
      .execute();

  routes.list({
    summary: 'Paged resignations (search employee code, names, reason; filters by type, dates, employees, departments)',
    filters: {
      id__in: { type: 'string' },
      employee__in: { type: 'string' },
      department__in: { type: 'string' },
      resign_type: { type: 'string', enum: [...RESIGN_TYPES] },
      resign_date__gte: { type: 'string', pattern: DATE_PATTERN },
      resign_date__lte: { type: 'string', pattern: DATE_PATTERN },
    },
    list: (query: ResignListQuery, companyId) => {
      assertDate(query.resign_date__gte, 'resign_date__gte');
      assertDate(query.resign_date__lte, 'resign_date__lte');
      const filters = parseIdFilters(query, ['id', 'employee', 'department']);
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = selectResigns(trx, companyId);
        if (filters.id) filtered = filtered.where('r.id', 'in', filters.id);
        if (filters.employee) filtered = filtered.where('r.employee_id', 'in', filters.employee);
        if (filters.department) filtered = filtered.where('e.department_id', 'in', filters.department);
        if (query.resign_type) filtered = filtered.where('r.resign_type', '=', query.resign_type);
        if (query.resign_date__gte) filtered = filtered.where('r.resign_date', '>=', query.resign_date__gte);
        if (query.resign_date__lte) filtered = filtered.where('r.resign_date', '<=', query.resign_date__lte);
        const search = query.search?.trim();
        if (search) filtered = filtered.where((eb) => matchesSearch(eb, [...EMPLOYEE_SEARCH_COLUMNS, 'r.reason'], search));
        return fetchPage(filtered, query, (page) => page.select(RESIGN_COLUMNS).orderBy('r.resign_date', 'desc').orderBy('r.id', 'desc'), toRecord);
      });
    },
  });

  routes.readByIds({
    summary: 'Read several resignations by id',
    read: async (trx, companyId, ids) =>
      (await selectResigns(trx, companyId).select(RESIGN_COLUMNS).where('r.id', 'in', ids).orderBy('r.resign_date', 'desc').execute()).map(toRecord),
  });

  routes.readOne({ summary: 'One resignation', find: findResign, notFound });

  routes.create({
    summary: 'Record a resignation (marks the employee resigned)',
    body: { ...resignBody, required: ['employee', 'resign_date', 'resign_type'] },
    create: (input: ResignInput, companyId) => {
      const reason = input.reason?.trim() ?? '';
      assertLegalText({ reason });
      assertDate(input.resign_date, 'resign_date');
      const employeeId = input.employee ?? 0;
      return deps.database.withTenant(companyId, async (trx) => {
        const employee = await trx
          .selectFrom('employees')
          .select(['id', 'emp_code', 'resigned', 'enable_att'])
          .where('company_id', '=', companyId)
          .where('id', '=', employeeId)
          // Two administrators resigning the same employee at once: the second waits and then sees it resigned.
          .forUpdate()
          .executeTakeFirst();
        if (!employee) throw relatedNotFound('employee');
        if (employee.resigned) {
          throw new ApiError(400, PERSONNEL_CODES.alreadyResigned, {
            message: 'The employee has already resigned.',
            params: { emp_code: employee.emp_code },
            fields: { employee: PERSONNEL_CODES.alreadyResigned },
          });
        }
        const disableAtt = input.disable_att ?? true;
        const { id } = await trx
          .insertInto('resignations')
          .values({
            company_id: companyId,
            employee_id: employee.id,
            resign_date: input.resign_date ?? '',
            resign_type: input.resign_type ?? 'other',
            reason,
            disable_att: disableAtt,
            enable_att_before: employee.enable_att,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setEmployeeFlags(trx, companyId, employee.id, { resigned: true, enable_att: enableAttWhileResigned(disableAtt, employee.enable_att) });
        return findResign(trx, companyId, id);
      });
    },
  });

  routes.updates({
    summaries: { replace: 'Replace a resignation', change: 'Change a resignation' },
    body: resignBody,
    // Date, type, reason and disable_att change; the employee of a resignation never does (delete and record anew).
    update: ({ partial, id, input, companyId }: UpdateCall<ResignInput>) => {
      if (!partial) {
        const missing = (['resign_date', 'resign_type'] as const).filter((field) => input[field] === undefined);
        if (missing.length > 0) throw requiredFieldsError(missing);
      }
      const reason = input.reason?.trim();
      assertLegalText({ reason });
      assertDate(input.resign_date, 'resign_date');
      return deps.database.withTenant(companyId, async (trx) => {
        const existing = await trx
          .selectFrom('resignations')
          .select(['employee_id', 'resign_type', 'reason', 'disable_att', 'enable_att_before', sql<string>`to_char(resign_date, 'YYYY-MM-DD')`.as('resign_date')])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!existing) throw notFound();
        if (input.employee !== undefined && input.employee !== existing.employee_id) {
          throw new ApiError(400, GENERAL_CODES.validation, { message: 'The employee of a resignation cannot change.', fields: { employee: 'invalid' } });
        }
        const pick = replaceOrKeep(partial);
        const disableAtt = pick(input.disable_att, existing.disable_att, true);
        await trx
          .updateTable('resignations')
          .set({
            resign_date: input.resign_date ?? existing.resign_date,
            resign_type: input.resign_type ?? existing.resign_type,
            reason: pick(reason, existing.reason, ''),
            disable_att: disableAtt,
            updated_at: deps.now(),
          })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .execute();
        if (disableAtt !== existing.disable_att) {
          await setEmployeeFlags(trx, companyId, existing.employee_id, { enable_att: enableAttWhileResigned(disableAtt, existing.enable_att_before) });
        }
        return findResign(trx, companyId, id);
      });
    },
  });

  routes.deletes({
    summaries: { many: 'Delete several resignations (reinstate the employees)', one: 'Delete a resignation (reinstate the employee)' },
    // Reinstatement: the resignations go, and each employee is active again with the attendance flag it had before.
    destroy: (companyId, ids) =>
      deps.database.withTenant(companyId, async (trx) => {
        const found = await trx
          .selectFrom('resignations')
          .select(['id', 'employee_id', 'enable_att_before'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute();
        if (found.length !== ids.length) throw notFound();
        for (const row of found) {
          await setEmployeeFlags(trx, companyId, row.employee_id, { resigned: false, enable_att: row.enable_att_before });
        }
        await trx.deleteFrom('resignations').where('company_id', '=', companyId).where('id', 'in', ids).execute();
        return ids.length;
      }),
  });
}
