/**
 * GPS / mobile (SPEC §2 /gps/*, ADR 0110): mobile-app accounts, allowed punch places per employee and per
 * department, clients, announcements and notices, the app's operation log — each a resource on the kernel
 * (ADR 0050): the contract in @timekeep/contracts, the tables (migration 0095), filters and own rules here.
 */
import {
  GPS_ACCOUNT_RESOURCE,
  GPS_ANNOUNCEMENT_RESOURCE,
  GPS_CLIENT_RESOURCE,
  GPS_DEPARTMENT_LOCATION_RESOURCE,
  GPS_EMPLOYEE_LOCATION_RESOURCE,
  GPS_NOTICE_RESOURCE,
  GPS_OPERATION_LOG_RESOURCE,
  GPS_OUTDOOR_SCHEDULE_RESOURCE,
  GPS_MY_OUTDOOR_SCHEDULE_RESOURCE,
  GPS_MY_SCHEDULE_REPORT_RESOURCE,
  GPS_MY_UNSCHEDULE_REPORT_RESOURCE,
  GPS_SCHEDULE_REPORT_RESOURCE,
  GPS_UNSCHEDULE_REPORT_RESOURCE,
  type GpsAudience,
} from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource, registerResource } from '../../resources/register';
import type { ResourceDefinition, WriteContext } from '../../resources/types';
import type { ServerModule } from '../module';
import { GPS_CODES } from './codes';
import { registerOwnListRoutes } from './own-routes';
import { registerPlanRoute } from './plan';

export { GPS_CODES };

export const GPS_PREFIX = '/web/gps/api/v2';
const codes = { ok: GPS_CODES.ok };

const employeeOf = (column: string) => ({
  emp_code: { sql: `(select e.emp_code from employees e where e.company_id = t.company_id and e.id = t.${column})` },
  employee_name: { sql: `(select trim(e.first_name || ' ' || e.last_name) from employees e where e.company_id = t.company_id and e.id = t.${column})` },
});
const employeeSearch = (column: string) => `(select e.emp_code || ' ' || e.first_name || ' ' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.${column})`;
const departmentName = (column: string) => ({ sql: `(select d.name from departments d where d.company_id = t.company_id and d.id = t.${column})` });

/** ZGPS0001 when both dates are set and run backwards (an open end is fine). */
export function checkDates({ values }: Pick<WriteContext, 'values'>): void {
  const start = values.start_date as string | null;
  const end = values.end_date as string | null;
  if (start && end && end < start) {
    throw new ApiError(400, GPS_CODES.endBeforeStart, { message: 'The end date is before the start date.', params: { start_date: start, end_date: end }, fields: { end_date: GPS_CODES.endBeforeStart } });
  }
}

export const accounts = defineResource({
  contract: GPS_ACCOUNT_RESOURCE,
  prefix: GPS_PREFIX,
  codes: { ...codes, duplicate: GPS_CODES.accountExists },
  table: 'gps_accounts',
  columns: {
    ...employeeOf('employee'),
    department_name: { sql: '(select d.name from employees e join departments d on d.company_id = e.company_id and d.id = e.department_id where e.company_id = t.company_id and e.id = t.employee)' },
  },
  constraints: { gps_accounts_employee_unique: 'employee' },
  filters: { employee__in: { kind: 'in', field: 'employee' }, enabled: { kind: 'eq', field: 'enabled' }, allow_outdoor: { kind: 'eq', field: 'allow_outdoor' } },
  search: [employeeSearch('employee')],
  ordering: { fields: ['emp_code', 'employee_name', 'enabled', 'allow_outdoor', 'last_login'], default: ['emp_code'] },
  summary: (record) => `${String(record.emp_code)} ${String(record.employee_name)}`.trim(),
});

const geofenceOrdering = ['name', 'radius', 'start_date', 'end_date'] as const;

export const employeeLocations = defineResource({
  contract: GPS_EMPLOYEE_LOCATION_RESOURCE,
  prefix: GPS_PREFIX,
  codes,
  table: 'gps_employee_locations',
  columns: employeeOf('employee'),
  filters: { employee__in: { kind: 'in', field: 'employee' } },
  search: [employeeSearch('employee'), 'name', 'address'],
  ordering: { fields: ['emp_code', 'employee_name', ...geofenceOrdering], default: ['emp_code', 'name'] },
  hooks: { beforeWrite: checkDates },
});

export const departmentLocations = defineResource({
  contract: GPS_DEPARTMENT_LOCATION_RESOURCE,
  prefix: GPS_PREFIX,
  codes,
  table: 'gps_department_locations',
  columns: { department_name: departmentName('department') },
  filters: { department__in: { kind: 'in', field: 'department' } },
  search: ['(select d.name from departments d where d.company_id = t.company_id and d.id = t.department)', 'name', 'address'],
  ordering: { fields: ['department_name', ...geofenceOrdering], default: ['department_name', 'name'] },
  hooks: { beforeWrite: checkDates },
});

export const clients = defineResource({
  contract: GPS_CLIENT_RESOURCE,
  prefix: GPS_PREFIX,
  codes,
  table: 'gps_clients',
  search: ['name', 'code', 'contact', 'address'],
  ordering: { fields: ['name', 'code', 'contact', 'radius'], default: ['name'] },
});

/** The audience's recipients must be chosen; the other list is emptied (a message goes to one kind). */
function checkAudience({ values }: WriteContext): void {
  const audience = values.audience as GpsAudience;
  const chosen = (field: string) => (Array.isArray(values[field]) ? (values[field] as unknown[]).length : 0);
  if (audience !== 'all' && chosen(audience) === 0) {
    throw new ApiError(400, GPS_CODES.audienceEmpty, { message: 'Choose at least one recipient for this audience.', fields: { [audience]: GPS_CODES.audienceEmpty } });
  }
  if (audience !== 'departments') values.departments = [];
  if (audience !== 'employees') values.employees = [];
}

function message(contract: typeof GPS_ANNOUNCEMENT_RESOURCE | typeof GPS_NOTICE_RESOURCE, table: string, owner: string): ResourceDefinition {
  const link = (kind: 'departments' | 'employees') => `${table.replace(/s$/, '')}_${kind}`;
  return defineResource({
    contract,
    prefix: GPS_PREFIX,
    codes,
    table,
    links: {
      departments: { table: link('departments'), owner, value: 'department_id' },
      employees: { table: link('employees'), owner, value: 'employee_id' },
    },
    columns: {
      recipients: {
        sql: `(select count(*)::int from ${link('departments')} l where l.company_id = t.company_id and l.${owner} = t.id)
          + (select count(*)::int from ${link('employees')} l where l.company_id = t.company_id and l.${owner} = t.id)`,
      },
    },
    filters: {
      audience: { kind: 'eq', field: 'audience' },
      start_date__gte: { kind: 'gte', field: 'start_date' },
      start_date__lte: { kind: 'lte', field: 'start_date' },
      departments: { kind: 'has', field: 'departments' },
      employees: { kind: 'has', field: 'employees' },
    },
    search: ['title', 'content'],
    ordering: { fields: ['title', 'start_date', 'end_date', 'audience'], default: ['-start_date', '-id'] },
    summary: (record) => String(record.title),
    hooks: {
      beforeWrite(context) {
        checkDates(context);
        checkAudience(context);
      },
    },
  });
}

export const announcements = message(GPS_ANNOUNCEMENT_RESOURCE, 'gps_announcements', 'announcement_id');
export const notices = message(GPS_NOTICE_RESOURCE, 'gps_notices', 'notice_id');

export const operationLogs = defineResource({
  contract: GPS_OPERATION_LOG_RESOURCE,
  prefix: GPS_PREFIX,
  codes,
  table: 'gps_operation_logs',
  columns: {
    employee_name: { sql: `coalesce((select trim(e.first_name || ' ' || e.last_name) from employees e where e.company_id = t.company_id and e.id = t.employee), '')` },
  },
  updatedAt: false,
  filters: {
    employee__in: { kind: 'in', field: 'employee' },
    action: { kind: 'eq', field: 'action' },
    time__gte: { kind: 'gte', field: 'time' },
    time__lte: { kind: 'lte', field: 'time' },
  },
  search: ['emp_code', 'description', 'device', 'ip'],
  ordering: { fields: ['time', 'emp_code', 'action'], default: ['-time', '-id'] },
});

/** ZGPS0004 unless the window ends after it starts; ZGPS0005 naming the employee's other schedule it meets. */
async function checkOutdoorSchedule({ trx, companyId, values, existing }: WriteContext): Promise<void> {
  const start = values.start_time as string;
  const end = values.end_time as string;
  if (end <= start) {
    throw new ApiError(400, GPS_CODES.endNotAfterStart, { message: 'The end time must be after the start time.', params: { start_time: start, end_time: end }, fields: { end_time: GPS_CODES.endNotAfterStart } });
  }
  const self = (existing?.id as number | undefined) ?? 0;
  const { rows } = await sql<{ client: string; start_time: string; end_time: string }>`
    select c.name as client, to_char(o.start_time, 'HH24:MI') as start_time, to_char(o.end_time, 'HH24:MI') as end_time
    from gps_outdoor_schedules o join gps_clients c on c.company_id = o.company_id and c.id = o.client
    where o.company_id = ${companyId} and o.employee = ${values.employee as number} and o.date = ${values.date as string}::date
      and o.id <> ${self} and o.start_time < ${end}::time and o.end_time > ${start}::time
    order by o.start_time limit 1`.execute(trx);
  const other = rows[0];
  if (other) {
    throw new ApiError(400, GPS_CODES.scheduleOverlap, {
      message: 'The employee has another outdoor schedule at that time.',
      params: { ...other, date: values.date as string },
      fields: { start_time: GPS_CODES.scheduleOverlap, end_time: GPS_CODES.scheduleOverlap },
    });
  }
}

const clientName = { sql: '(select c.name from gps_clients c where c.company_id = t.company_id and c.id = t.client)' };

export const outdoorSchedules = defineResource({
  contract: GPS_OUTDOOR_SCHEDULE_RESOURCE,
  prefix: GPS_PREFIX,
  codes,
  table: 'gps_outdoor_schedules',
  columns: { ...employeeOf('employee'), client_name: clientName },
  filters: {
    employee__in: { kind: 'in', field: 'employee' },
    client__in: { kind: 'in', field: 'client' },
    date__gte: { kind: 'gte', field: 'date' },
    date__lte: { kind: 'lte', field: 'date' },
  },
  search: [employeeSearch('employee'), '(select c.name from gps_clients c where c.company_id = t.company_id and c.id = t.client)', 'remarks'],
  ordering: { fields: ['date', 'start_time', 'emp_code', 'employee_name', 'client_name'], default: ['-date', 'start_time', 'emp_code'] },
  summary: (record) => `${String(record.date)} ${String(record.start_time)} ${String(record.emp_code)}`,
  hooks: { beforeWrite: checkOutdoorSchedule },
});

/** The outdoor punch reports: views over mobile punches (migration 0096), with who punched. */
const punchReport = (contract: typeof GPS_SCHEDULE_REPORT_RESOURCE | typeof GPS_UNSCHEDULE_REPORT_RESOURCE, table: string, extra: ResourceDefinition['columns'] = {}): ResourceDefinition =>
  defineResource({
    contract,
    prefix: GPS_PREFIX,
    codes,
    table,
    columns: {
      employee_name: employeeOf('employee').employee_name,
      department_name: { sql: '(select d.name from employees e join departments d on d.company_id = e.company_id and d.id = e.department_id where e.company_id = t.company_id and e.id = t.employee)' },
      ...extra,
    },
    updatedAt: false,
    filters: {
      employee__in: { kind: 'in', field: 'employee' },
      punch_time__gte: { kind: 'gte', field: 'punch_time' },
      punch_time__lte: { kind: 'lte', field: 'punch_time' },
      ...('client' in contract.fields ? { client__in: { kind: 'in', field: 'client' } as const } : {}),
    },
    search: [employeeSearch('employee')],
    ordering: { fields: ['punch_time', 'emp_code'], default: ['-punch_time', '-id'] },
  });

export const scheduleReport = punchReport(GPS_SCHEDULE_REPORT_RESOURCE, 'gps_scheduled_punches', { client_name: clientName });
export const unscheduleReport = punchReport(GPS_UNSCHEDULE_REPORT_RESOURCE, 'gps_unscheduled_punches');

export const GPS_RESOURCES = [accounts, employeeLocations, departmentLocations, clients, announcements, notices, operationLogs, outdoorSchedules, scheduleReport, unscheduleReport] as const;

export const gpsModule: ServerModule = {
  name: 'gps',
  prefix: GPS_PREFIX,
  async register(app, deps) {
    for (const resource of GPS_RESOURCES) registerResource(app, deps, resource);
    registerPlanRoute(app, deps, outdoorSchedules);
    registerOwnListRoutes(app, deps, [
      [GPS_MY_OUTDOOR_SCHEDULE_RESOURCE, outdoorSchedules],
      [GPS_MY_SCHEDULE_REPORT_RESOURCE, scheduleReport],
      [GPS_MY_UNSCHEDULE_REPORT_RESOURCE, unscheduleReport],
    ]);
  },
};
