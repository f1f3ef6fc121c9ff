/**
 * Schedules and rules on the resource kernel (api-contracts.md "Attendance set-up", ADR 0079): employee and
 * department schedules (a shift over dates; one at a time per employee / department, an overlap is refused and
 * the other named), temporary schedules (one per employee-date, its timetables apart), department rules (one per
 * department) and the company's global rule (one row; its GET|PUT routes are in global-rule-route.ts). The kernel
 * checks that every ref names a record of the company.
 */
import {
  DEPARTMENT_RULE_RESOURCE,
  DEPARTMENT_SCHEDULE_RESOURCE,
  EMPLOYEE_SCHEDULE_RESOURCE,
  GLOBAL_RULE_CONTRACT,
  TEMPORARY_SCHEDULE_RESOURCE,
} from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { ResourceDefinition, Row, Trx, WriteContext } from '../../resources/types';
import { ATT_CODES } from './codes';
import { departmentRuleSpan, departmentScheduleSpan, dirtyMarkHooks, employeeScheduleSpan, temporaryScheduleSpan } from './recalc/setup-marks';
import { checkRuleShapes, checkRuleTimetables } from './rule-settings';
import { checkDayTimetables, type TimetableSpan } from './setup-rules';
import { ATT_PREFIX } from './setup-resources';

/** ZATT0020 when the dates run backwards (an open end is fine). */
export function checkDates(start: string, end: string | null): void {
  if (end !== null && end < start) throw new ApiError(400, ATT_CODES.endBeforeStart, { message: 'The end date is before the start date.', params: { start_date: start, end_date: end }, fields: { end_date: ATT_CODES.endBeforeStart } });
}

/** ZATT0021 naming the other schedule of the same employee / department whose dates meet these. */
async function checkNoOverlap(trx: Trx, table: 'employee_schedules' | 'department_schedules', target: 'employee' | 'department', context: WriteContext): Promise<void> {
  const { companyId, values, existing } = context;
  const start = values.start_date as string;
  const end = values.end_date as string | null;
  checkDates(start, end);
  const self = (existing?.id as number | undefined) ?? 0;
  const { rows } = await sql<{ shift: string; start_date: string; end_date: string | null }>`
    select s.alias as shift, to_char(o.start_date, 'YYYY-MM-DD') as start_date, to_char(o.end_date, 'YYYY-MM-DD') as end_date
    from ${sql.table(table)} o join shifts s on s.company_id = o.company_id and s.id = o.shift
    where o.company_id = ${companyId} and ${sql.ref(`o.${target}`)} = ${values[target] as number} and o.id <> ${self}
      and (o.end_date is null or o.end_date >= ${start}::date) and (${end}::date is null or o.start_date <= ${end}::date)
    order by o.start_date limit 1`.execute(trx);
  const other = rows[0];
  if (other) {
    throw new ApiError(400, ATT_CODES.scheduleOverlap, {
      message: 'These dates overlap another schedule.',
      params: { shift: other.shift, start_date: other.start_date, end_date: other.end_date ?? '…' },
      fields: { start_date: ATT_CODES.scheduleOverlap, end_date: ATT_CODES.scheduleOverlap },
    });
  }
}

const scheduleOrdering = { fields: ['start_date', 'end_date', 'shift'], default: ['-start_date'] } as const;

export const employeeSchedules = defineResource({
  contract: EMPLOYEE_SCHEDULE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'employee_schedules',
  filters: {
    employee__in: { kind: 'in', field: 'employee' },
    shift__in: { kind: 'in', field: 'shift' },
    start_date__lte: { kind: 'lte', field: 'start_date' },
    end_date__gte: { kind: 'gte', field: 'end_date' },
  },
  search: ['(select e.emp_code || \' \' || e.first_name || \' \' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.employee)'],
  ordering: { ...scheduleOrdering, fields: [...scheduleOrdering.fields, 'employee'] },
  hooks: {
    beforeWrite: (context) => checkNoOverlap(context.trx, 'employee_schedules', 'employee', context),
    ...dirtyMarkHooks('employee_schedules', employeeScheduleSpan, { lockedBy: ['shift'] }),
  },
});

export const departmentSchedules = defineResource({
  contract: DEPARTMENT_SCHEDULE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'department_schedules',
  filters: {
    department__in: { kind: 'in', field: 'department' },
    shift__in: { kind: 'in', field: 'shift' },
    start_date__lte: { kind: 'lte', field: 'start_date' },
    end_date__gte: { kind: 'gte', field: 'end_date' },
  },
  search: ['(select d.name from departments d where d.company_id = t.company_id and d.id = t.department)'],
  ordering: { ...scheduleOrdering, fields: [...scheduleOrdering.fields, 'department'] },
  hooks: {
    beforeWrite: (context) => checkNoOverlap(context.trx, 'department_schedules', 'department', context),
    ...dirtyMarkHooks('department_schedules', departmentScheduleSpan, { lockedBy: ['shift'] }),
  },
});

export const temporarySchedules = defineResource({
  contract: TEMPORARY_SCHEDULE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'temporary_schedules',
  links: { timetables: { table: 'temporary_schedule_timetables', owner: 'temporary_schedule_id', value: 'timetable_id' } },
  filters: {
    employee__in: { kind: 'in', field: 'employee' },
    date__gte: { kind: 'gte', field: 'date' },
    date__lte: { kind: 'lte', field: 'date' },
  },
  search: ['(select e.emp_code || \' \' || e.first_name || \' \' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.employee)'],
  ordering: { fields: ['date', 'employee'], default: ['-date'] },
  hooks: {
    async beforeWrite({ trx, companyId, values, existing }) {
      const self = (existing?.id as number | undefined) ?? 0;
      const { rows } = await sql<{ id: number | string }>`
        select id from temporary_schedules where company_id = ${companyId} and employee = ${values.employee as number} and date = ${values.date as string}::date and id <> ${self}`.execute(trx);
      if (rows.length > 0) {
        throw new ApiError(400, ATT_CODES.temporaryExists, { message: 'The employee already has a temporary schedule on that date.', params: { date: values.date as string }, fields: { date: ATT_CODES.temporaryExists } });
      }
      // the day's timetables must not overlap (the engine refuses such a day); unknown ids: the kernel's 400
      const ids = values.timetables as number[];
      if (ids.length < 2) return;
      const { rows: spans } = await sql<{ id: number | string; alias: string; kind: string; start: string | null; duration: number | null }>`
        select id, alias, kind, to_char(start, 'HH24:MI') as start, duration from timetables where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
      try {
        checkDayTimetables(0, spans.map((span): TimetableSpan => ({ ...span, id: Number(span.id) })));
      } catch (error) {
        if (error instanceof ApiError) throw new ApiError(error.status, error.code, { ...error.context, fields: { timetables: error.code } });
        throw error;
      }
    },
    ...dirtyMarkHooks('temporary_schedules', temporaryScheduleSpan, { lockedBy: ['timetables'] }),
  },
});

const ruleHooks = {
  async beforeWrite({ trx, companyId, values }: WriteContext) {
    checkRuleShapes(values);
    await checkRuleTimetables(trx, companyId, values);
  },
};

export const departmentRules = defineResource({
  contract: DEPARTMENT_RULE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok, duplicate: ATT_CODES.departmentRuleExists },
  table: 'department_rules',
  filters: { department__in: { kind: 'in', field: 'department' } },
  search: ['(select d.name from departments d where d.company_id = t.company_id and d.id = t.department)'],
  ordering: { fields: ['department'], default: ['department'] },
  constraints: { department_rules_department_unique: 'department' },
  // the department's days within the recalculation horizon (the rule has no dates)
  hooks: { ...ruleHooks, ...dirtyMarkHooks('department_rules', departmentRuleSpan) },
});

/** The global rule as a kernel definition (saving, refs, permissions); its routes are its own (one per company). */
export const globalRule: ResourceDefinition = defineResource({
  contract: GLOBAL_RULE_CONTRACT,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'global_rules',
  hooks: ruleHooks,
});

/** The one global rule of a company, or every setting null (the engine's defaults) when none was saved. */
export function emptyRule(): Row {
  return Object.fromEntries(Object.keys(GLOBAL_RULE_CONTRACT.fields).map((field) => [field, null]));
}
