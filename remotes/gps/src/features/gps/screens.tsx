import { useState, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import {
  GPS_ACCOUNT_RESOURCE,
  GPS_ANNOUNCEMENT_RESOURCE,
  GPS_AUDIENCES,
  GPS_CLIENT_RESOURCE,
  GPS_DEPARTMENT_LOCATION_RESOURCE,
  GPS_EMPLOYEE_LOCATION_RESOURCE,
  GPS_LOG_ACTIONS,
  GPS_NOTICE_RESOURCE,
  GPS_OPERATION_LOG_RESOURCE,
  GPS_OUTDOOR_SCHEDULE_RESOURCE,
  GPS_SCHEDULE_REPORT_RESOURCE,
  GPS_UNSCHEDULE_REPORT_RESOURCE,
  isSuccessCode,
  type ResourceContract,
} from '@timekeep/contracts';
import {
  fieldRule,
  PERSONNEL_PATHS,
  areaScreen,
  resourceScreen,
  toast,
  type ColumnDeclaration,
  type FormFieldDeclaration,
  type RemoteScreens,
  type ResourceDeclaration,
  type ResourceRow,
  type Translate,
} from '@timekeep/ui';
import type { AnySchema } from 'yup';
import { SchedulePlanner } from './SchedulePlanner';

const F = 'gps:resource.fields';
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const coordinate = (value: unknown) => (typeof value === 'number' ? value.toFixed(6) : '');
const employeeLabel = (row: ResourceRow) => `${text(row.emp_code)} ${text(row.employee_name)}`.trim();
const EMPLOYEE_COLUMNS: ColumnDeclaration<ResourceRow>[] = [{ key: 'emp_code', sortable: true }, { key: 'employee_name', sortable: true }];
/** The record lookup of employees shows each as "code full name" (SelectFromRecords). */
const employeeField: FormFieldDeclaration = { name: 'employee', ref: { lookup: PERSONNEL_PATHS.employees } };
const employeeFilter = { kind: 'employee', param: 'employee__in', label: `${F}.employee` } as const;
const PLACE_COLUMNS: ColumnDeclaration<ResourceRow>[] = [
  { key: 'address', ellipsis: true },
  { key: 'latitude', render: (row) => coordinate(row.latitude), exportValue: (row) => coordinate(row.latitude) },
  { key: 'longitude', render: (row) => coordinate(row.longitude), exportValue: (row) => coordinate(row.longitude) },
  { key: 'radius', sortable: true },
];
const GEOFENCE_COLUMNS: ColumnDeclaration<ResourceRow>[] = [{ key: 'name', sortable: true }, ...PLACE_COLUMNS, { key: 'start_date', sortable: true }, { key: 'end_date', sortable: true }];
const GEOFENCE_FIELDS = ['name', 'address', 'latitude', 'longitude', 'radius', 'start_date', 'end_date'] as const;
const bulk = { export: 'server', import: true } as const;

/**
 * The field's own rule plus "not before `start`" (the server's ZGPS0001 / ZGPS0004, said before sending): dates
 * may be equal, a time window may not (`strict`).
 */
function afterRule(contract: ResourceContract, field: string, start: string, message: string, t: Translate, strict = false): AnySchema {
  return (fieldRule(contract.fields[field], t) as AnySchema).test('after', message, function after(value: unknown) {
    const from = (this.parent as Record<string, unknown>)[start];
    if (typeof value !== 'string' || value === '' || typeof from !== 'string' || from === '') return true;
    return strict ? value > from : value >= from;
  });
}
const endDateRule = (contract: ResourceContract) => (t: Translate) => ({ end_date: afterRule(contract, 'end_date', 'start_date', t('gps:endBeforeStart'), t) });

/** Enable or disable the app for the selected accounts (one PATCH each; the list reloads after). */
function AccountSwitch({ ids, done, client }: { ids: readonly number[]; done: () => void; client: ApiClient }): ReactElement {
  const { t } = useTranslation('gps');
  const [busy, setBusy] = useState(false);
  const run = async (enabled: boolean) => {
    setBusy(true);
    try {
      let changed = 0;
      for (const id of ids) {
        const response = await client.partialUpdate(GPS_ACCOUNT_RESOURCE.path, id, { enabled });
        if (!isSuccessCode(response.code)) {
          toast.error(client.messageOf(response));
          break;
        }
        changed += 1;
      }
      if (changed > 0) toast.success(t('account.changed', { count: changed }));
      done();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Button loading={busy} onClick={() => void run(true)}>{t('account.enable')}</Button>
      <Button loading={busy} onClick={() => void run(false)}>{t('account.disable')}</Button>
    </Space>
  );
}

/** /gps/accounts: who may use the mobile app; `client` for tests (the shared api-client otherwise). */
export const accountDeclaration = (client: ApiClient = defaultClient): ResourceDeclaration => ({
  contract: GPS_ACCOUNT_RESOURCE,
  columns: [...EMPLOYEE_COLUMNS, { key: 'department_name' }, { key: 'enabled', sortable: true }, { key: 'allow_outdoor', sortable: true }, { key: 'last_login', sortable: true }, { key: 'remarks', ellipsis: true, hiddenByDefault: true }],
  filters: [employeeFilter, { kind: 'boolean', param: 'enabled', label: `${F}.enabled` }, { kind: 'boolean', param: 'allow_outdoor', label: `${F}.allow_outdoor` }],
  search: true,
  form: { fields: [employeeField, 'enabled', 'allow_outdoor', { name: 'remarks', textarea: true }] },
  rowLabel: employeeLabel,
  selectionActions: (ids, done, can) => (can('change') ? <AccountSwitch ids={ids} done={done} client={client} /> : null),
  ...bulk,
});

const employeeLocation: ResourceDeclaration = {
  contract: GPS_EMPLOYEE_LOCATION_RESOURCE,
  columns: [...EMPLOYEE_COLUMNS, ...GEOFENCE_COLUMNS],
  filters: [employeeFilter],
  search: true,
  form: { fields: [employeeField, ...GEOFENCE_FIELDS], rules: endDateRule(GPS_EMPLOYEE_LOCATION_RESOURCE) },
  rowLabel: (row) => `${employeeLabel(row)} · ${text(row.name)}`,
  ...bulk,
};

const departmentLocation: ResourceDeclaration = {
  contract: GPS_DEPARTMENT_LOCATION_RESOURCE,
  columns: [{ key: 'department_name', sortable: true }, ...GEOFENCE_COLUMNS],
  filters: [{ kind: 'tree', param: 'department__in', label: `${F}.department`, uri: PERSONNEL_PATHS.departments }],
  search: true,
  form: { fields: ['department', ...GEOFENCE_FIELDS], rules: endDateRule(GPS_DEPARTMENT_LOCATION_RESOURCE) },
  rowLabel: (row) => `${text(row.department_name)} · ${text(row.name)}`,
  ...bulk,
};

const clientDetails: ResourceDeclaration = {
  contract: GPS_CLIENT_RESOURCE,
  columns: [{ key: 'name', sortable: true }, { key: 'code', sortable: true }, { key: 'contact', sortable: true }, { key: 'phone' }, { key: 'email', hiddenByDefault: true }, ...PLACE_COLUMNS],
  search: true,
  form: { fields: ['name', 'code', 'contact', 'phone', 'email', 'address', 'latitude', 'longitude', 'radius', { name: 'remarks', textarea: true }] },
  rowLabel: (row) => text(row.name),
  ...bulk,
};

/** Announcements and notices: the recipients' picker follows the chosen audience. */
const message = (contract: typeof GPS_ANNOUNCEMENT_RESOURCE | typeof GPS_NOTICE_RESOURCE): ResourceDeclaration => ({
  contract,
  columns: [{ key: 'title', sortable: true }, { key: 'content', ellipsis: true }, { key: 'audience', sortable: true }, { key: 'recipients' }, { key: 'start_date', sortable: true }, { key: 'end_date', sortable: true }],
  filters: [
    { kind: 'choice', param: 'audience', label: `${F}.audience`, options: (t) => GPS_AUDIENCES.map((value) => ({ value, label: t(`gps:audience.${value}`) })) },
    { kind: 'dateRange', params: ['start_date__gte', 'start_date__lte'], label: `${F}.start_date` },
  ],
  search: true,
  form: {
    layout: 'drawer',
    fields: [
      'title',
      { name: 'content', textarea: true },
      'audience',
      { name: 'departments', ref: { tree: PERSONNEL_PATHS.departments }, visible: (values) => values.audience === 'departments' },
      { name: 'employees', ref: { employees: true }, visible: (values) => values.audience === 'employees' },
      'start_date',
      'end_date',
    ],
    rules: endDateRule(contract),
  },
  rowLabel: (row) => text(row.title),
  ...bulk,
});

const operationLog: ResourceDeclaration = {
  contract: GPS_OPERATION_LOG_RESOURCE,
  columns: [
    { key: 'time', sortable: true },
    { key: 'emp_code', sortable: true },
    { key: 'employee_name' },
    { key: 'action', sortable: true },
    { key: 'description', ellipsis: true },
    { key: 'device' },
    { key: 'ip' },
    { key: 'latitude', render: (row) => coordinate(row.latitude), hiddenByDefault: true },
    { key: 'longitude', render: (row) => coordinate(row.longitude), hiddenByDefault: true },
  ],
  filters: [
    employeeFilter,
    { kind: 'choice', param: 'action', label: `${F}.action`, options: (t) => GPS_LOG_ACTIONS.map((value) => ({ value, label: t(`gps:logAction.${value}`) })) },
    { kind: 'dateRange', params: ['time__gte', 'time__lte'], label: `${F}.time` },
  ],
  search: true,
  rowLabel: (row) => `${text(row.time)} ${text(row.emp_code)}`,
  export: 'server',
};

const clientField: FormFieldDeclaration = { name: 'client', ref: { lookup: GPS_CLIENT_RESOURCE.path } };

/** The planner's page, from the outdoor schedule list (several employees and dates at once). */
function PlannerLink(): ReactElement {
  const { t } = useTranslation('gps');
  return <Link to="/gps/schedule-planner">{t('planner.open')}</Link>;
}

const outdoorSchedule: ResourceDeclaration = {
  contract: GPS_OUTDOOR_SCHEDULE_RESOURCE,
  columns: [
    { key: 'date', sortable: true },
    { key: 'start_time', sortable: true },
    { key: 'end_time' },
    ...EMPLOYEE_COLUMNS,
    { key: 'client_name', sortable: true },
    { key: 'remarks', ellipsis: true },
  ],
  filters: [employeeFilter, { kind: 'dateRange', params: ['date__gte', 'date__lte'], label: `${F}.date` }],
  search: true,
  form: {
    fields: [employeeField, clientField, 'date', 'start_time', 'end_time', { name: 'remarks', textarea: true }],
    rules: (t) => ({ end_time: afterRule(GPS_OUTDOOR_SCHEDULE_RESOURCE, 'end_time', 'start_time', t('gps:endTimeAfterStart'), t, true) }),
  },
  rowLabel: (row) => `${text(row.date)} ${text(row.start_time)} ${employeeLabel(row)}`,
  toolbar: () => <PlannerLink />,
  ...bulk,
};

const PUNCH_COLUMNS: ColumnDeclaration<ResourceRow>[] = [{ key: 'punch_time', sortable: true }, { key: 'emp_code', sortable: true }, { key: 'employee_name' }, { key: 'department_name' }];
const punchFilters = [employeeFilter, { kind: 'dateRange', params: ['punch_time__gte', 'punch_time__lte'], label: `${F}.punch_time` }] as const;

const scheduleReport: ResourceDeclaration = {
  contract: GPS_SCHEDULE_REPORT_RESOURCE,
  columns: [...PUNCH_COLUMNS, { key: 'client_name' }, { key: 'start_time' }, { key: 'end_time' }],
  filters: punchFilters,
  search: true,
  rowLabel: (row) => `${text(row.punch_time)} ${text(row.emp_code)}`,
  export: 'server',
};

const unscheduleReport: ResourceDeclaration = {
  contract: GPS_UNSCHEDULE_REPORT_RESOURCE,
  columns: PUNCH_COLUMNS,
  filters: punchFilters,
  search: true,
  rowLabel: (row) => `${text(row.punch_time)} ${text(row.emp_code)}`,
  export: 'server',
};

/** The declarations by page path (tests render them with a fake client). */
export const GPS_DECLARATIONS = {
  '/gps/accounts': accountDeclaration(),
  '/gps/gps-of-employee': employeeLocation,
  '/gps/gps-of-department': departmentLocation,
  '/gps/client-details': clientDetails,
  '/gps/announcement': message(GPS_ANNOUNCEMENT_RESOURCE),
  '/gps/notice': message(GPS_NOTICE_RESOURCE),
  '/gps/operation-log': operationLog,
  '/gps/outdoor-schedule': outdoorSchedule,
  '/gps/schedule-report': scheduleReport,
  '/gps/unschedule-report': unscheduleReport,
} as const satisfies Record<string, ResourceDeclaration>;

/** The GPS / mobile area (SPEC §2 /gps/*, ADR 0110), each page a declared resource list. */
export const GPS_SCREENS: RemoteScreens = {
  ...Object.fromEntries(Object.entries(GPS_DECLARATIONS).map(([path, declaration]) => [path, resourceScreen(declaration)])),
  '/gps/schedule-planner': areaScreen(() => <SchedulePlanner />, 'SchedulePlannerScreen'),
};
