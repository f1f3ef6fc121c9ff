/**
 * Resignations (SPEC §7 personnel path `resigns`, screen /team/resign) on the resource kernel (ADR 0050,
 * ADR 0063). Recording one marks the employee resigned from its date and, with `disable_att`, turns the
 * employee's attendance off; deleting it is the reinstatement and restores both. One resignation per employee:
 * a resigned employee cannot resign again, and the employee of a resignation never changes.
 */
import { GENERAL_CODES, RESIGN_RESOURCE, type ResignRecord } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { DeleteContext, Trx, WriteContext } from '../../resources/types';
import { PERSONNEL_CODES } from './codes';
import { PERSONNEL_PREFIX, PERSONNEL_RESOURCE_CODES } from './location-routes';

export type { ResignRecord };

/** A real calendar day in YYYY-MM-DD from 1900 on (the pattern alone lets 2026-02-30 through). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What the employee's attendance flag is while the resignation stands. */
export function enableAttWhileResigned(disableAtt: boolean, before: boolean): boolean {
  return disableAtt ? false : before;
}

/** Writes the employee flags a resignation governs: resigned and, with disable_att, enable_att. */
async function setEmployeeFlags(trx: Trx, companyId: number, employeeId: number, flags: { resigned?: boolean; enable_att: boolean }, now: Date): Promise<void> {
  const resigned = flags.resigned === undefined ? sql`resigned` : sql`${flags.resigned}`;
  await sql`update employees set resigned = ${resigned}, enable_att = ${flags.enable_att}, updated_at = ${now}
    where company_id = ${companyId} and id = ${employeeId}`.execute(trx);
}

const employeeColumn = (column: string) => ({ sql: `(select e.${column} from employees e where e.company_id = t.company_id and e.id = t.employee_id)` });

async function beforeWrite({ trx, companyId, values, existing, sent }: WriteContext): Promise<void> {
  const date = values.resign_date as string;
  if (!isCalendarDate(date)) {
    throw new ApiError(400, PERSONNEL_CODES.invalidDate, { message: 'The date is not valid.', params: { field: 'resign_date' }, fields: { resign_date: PERSONNEL_CODES.invalidDate } });
  }
  if (existing) {
    if (sent.has('employee') && values.employee !== existing.employee) {
      throw new ApiError(400, GENERAL_CODES.validation, { message: 'The employee of a resignation cannot change.', fields: { employee: 'invalid' } });
    }
    return;
  }
  // Two administrators resigning the same employee at once: the second waits here and then sees it resigned.
  const { rows } = await sql<{ emp_code: string; resigned: boolean }>`select emp_code, resigned from employees
    where company_id = ${companyId} and id = ${values.employee as number} for update`.execute(trx);
  const employee = rows[0];
  if (!employee) {
    throw new ApiError(400, PERSONNEL_CODES.relatedNotFound, { message: 'The employee was not found.', params: { field: 'employee' }, fields: { employee: PERSONNEL_CODES.relatedNotFound } });
  }
  if (employee.resigned) {
    throw new ApiError(400, PERSONNEL_CODES.alreadyResigned, {
      message: 'The employee has already resigned.',
      params: { emp_code: employee.emp_code },
      fields: { employee: PERSONNEL_CODES.alreadyResigned },
    });
  }
}

async function afterWrite({ trx, companyId, id, values, existing, deps }: WriteContext & { id: number }): Promise<void> {
  const employeeId = values.employee as number;
  const disableAtt = values.disable_att as boolean;
  if (!existing) {
    const { rows } = await sql<{ enable_att: boolean }>`select enable_att from employees where company_id = ${companyId} and id = ${employeeId}`.execute(trx);
    const before = rows[0]?.enable_att ?? true;
    await sql`update resignations set enable_att_before = ${before} where company_id = ${companyId} and id = ${id}`.execute(trx);
    await setEmployeeFlags(trx, companyId, employeeId, { resigned: true, enable_att: enableAttWhileResigned(disableAtt, before) }, deps.now());
    return;
  }
  if (disableAtt !== existing.disable_att) {
    const { rows } = await sql<{ before: boolean }>`select enable_att_before as before from resignations where company_id = ${companyId} and id = ${id}`.execute(trx);
    await setEmployeeFlags(trx, companyId, employeeId, { enable_att: enableAttWhileResigned(disableAtt, rows[0]?.before ?? true) }, deps.now());
  }
}

/** Reinstatement: each employee is active again with the attendance flag it had before. */
async function beforeDelete({ trx, companyId, ids, deps }: DeleteContext): Promise<void> {
  const { rows } = await sql<{ employee_id: number | string; before: boolean }>`select employee_id, enable_att_before as before from resignations
    where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
  for (const row of rows) await setEmployeeFlags(trx, companyId, Number(row.employee_id), { resigned: false, enable_att: row.before }, deps.now());
}

export const resigns = defineResource({
  contract: RESIGN_RESOURCE,
  prefix: PERSONNEL_PREFIX,
  codes: PERSONNEL_RESOURCE_CODES,
  illegalText: { code: PERSONNEL_CODES.illegalInput },
  table: 'resignations',
  columns: {
    employee: 'employee_id',
    emp_code: employeeColumn('emp_code'),
    first_name: employeeColumn('first_name'),
    last_name: employeeColumn('last_name'),
    display_name: { sql: "(select coalesce(nullif(btrim(e.first_name), ''), e.emp_code) from employees e where e.company_id = t.company_id and e.id = t.employee_id)" },
    department: employeeColumn('department_id'),
    department_name: {
      sql: '(select d.name from employees e join departments d on d.company_id = e.company_id and d.id = e.department_id where e.company_id = t.company_id and e.id = t.employee_id)',
    },
  },
  filters: {
    employee__in: { kind: 'in', field: 'employee' },
    department__in: { kind: 'in', field: 'department' },
    resign_type: { kind: 'eq', field: 'resign_type' },
    resign_date__gte: { kind: 'gte', field: 'resign_date' },
    resign_date__lte: { kind: 'lte', field: 'resign_date' },
  },
  search: [
    'reason',
    "(select e.emp_code || ' ' || e.first_name || ' ' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.employee_id)",
  ],
  ordering: { fields: ['resign_date', 'resign_type'], default: ['-resign_date', '-id'] },
  summary: (record) => String(record.emp_code),
  hooks: { beforeWrite, afterWrite, beforeDelete },
});
