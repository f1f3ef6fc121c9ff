/**
 * GPS / mobile area resources (SPEC §2 /gps/*, ADR 0110), after ZKBioTime's "Mobile" module: which employees may
 * use the mobile app, where they may punch (per employee, per department), the clients they visit, messages to
 * mobile users, the app's operation log, and outdoor visit schedules.
 */
import type { FieldSpec, ResourceContract } from '../resources';

const F = 'gps:resource.fields';

const EMPLOYEE = { kind: 'ref', ref: 'personnel.employee', label: `${F}.employee`, required: true } as const satisfies FieldSpec;
/** The employee's code and full name, for the list (search and ordering use them too). */
const EMPLOYEE_SHOWN = {
  emp_code: { kind: 'text', label: `${F}.emp_code`, readOnly: true },
  employee_name: { kind: 'text', label: `${F}.employee_name`, readOnly: true },
} as const satisfies Record<string, FieldSpec>;
const REMARKS = { kind: 'text', label: `${F}.remarks`, maxLength: 255, multiline: true } as const satisfies FieldSpec;
const ADDRESS = { kind: 'text', label: `${F}.address`, maxLength: 255 } as const satisfies FieldSpec;

/** Radius limits in metres: a geofence smaller than GPS accuracy or wider than a city is a typing error. */
export const GPS_RADIUS = { min: 1, max: 100000, default: 200 } as const;

/** A place on the map with the distance around it within which a punch counts as "there". */
const PLACE = {
  address: ADDRESS,
  latitude: { kind: 'decimal', label: `${F}.latitude`, min: -90, max: 90, required: true },
  longitude: { kind: 'decimal', label: `${F}.longitude`, min: -180, max: 180, required: true },
  radius: { kind: 'integer', label: `${F}.radius`, min: GPS_RADIUS.min, max: GPS_RADIUS.max, default: GPS_RADIUS.default },
} as const satisfies Record<string, FieldSpec>;

/** An allowed punch place, valid from `start_date` to `end_date` (either open). */
const GEOFENCE = {
  name: { kind: 'text', label: `${F}.place_name`, required: true, maxLength: 100 },
  ...PLACE,
  start_date: { kind: 'date', label: `${F}.start_date`, nullable: true, default: null },
  end_date: { kind: 'date', label: `${F}.end_date`, nullable: true, default: null },
} as const satisfies Record<string, FieldSpec>;

/** An employee allowed to use the mobile app (one account per employee; disabled: cannot sign in). */
export const GPS_ACCOUNT_RESOURCE = {
  name: 'gps.account',
  path: '/gps/api/v2/accounts/',
  label: 'gps:resource.account.label',
  fields: {
    employee: { ...EMPLOYEE, unique: true },
    ...EMPLOYEE_SHOWN,
    department_name: { kind: 'text', label: `${F}.department`, readOnly: true },
    enabled: { kind: 'boolean', label: `${F}.enabled`, default: true },
    /** Punches outside every allowed place are stored (flagged outdoor) instead of refused (ADR 0121). */
    allow_outdoor: { kind: 'boolean', label: `${F}.allow_outdoor`, default: false },
    /** Set by the mobile app's sign-in; null until the first one. */
    last_login: { kind: 'datetime', label: `${F}.last_login`, readOnly: true, nullable: true },
    remarks: REMARKS,
  },
} as const satisfies ResourceContract;

/** Where one employee may punch from the mobile app. */
export const GPS_EMPLOYEE_LOCATION_RESOURCE = {
  name: 'gps.employee_location',
  path: '/gps/api/v2/employee-locations/',
  label: 'gps:resource.employee_location.label',
  fields: { employee: EMPLOYEE, ...EMPLOYEE_SHOWN, ...GEOFENCE },
} as const satisfies ResourceContract;

/** Where the employees of a department may punch from the mobile app. */
export const GPS_DEPARTMENT_LOCATION_RESOURCE = {
  name: 'gps.department_location',
  path: '/gps/api/v2/department-locations/',
  label: 'gps:resource.department_location.label',
  fields: {
    department: { kind: 'ref', ref: 'personnel.department', label: `${F}.department`, required: true },
    department_name: { kind: 'text', label: `${F}.department`, readOnly: true },
    ...GEOFENCE,
  },
} as const satisfies ResourceContract;

/** A customer site employees visit on outdoor schedules; a punch within `radius` of it is "at the client". */
export const GPS_CLIENT_RESOURCE = {
  name: 'gps.client',
  path: '/gps/api/v2/clients/',
  label: 'gps:resource.client.label',
  fields: {
    name: { kind: 'text', label: `${F}.client_name`, required: true, maxLength: 100, unique: true },
    code: { kind: 'text', label: `${F}.code`, maxLength: 50 },
    contact: { kind: 'text', label: `${F}.contact`, maxLength: 100 },
    phone: { kind: 'phone', label: `${F}.phone`, maxLength: 30 },
    email: { kind: 'email', label: `${F}.email`, maxLength: 254 },
    ...PLACE,
    remarks: REMARKS,
  },
} as const satisfies ResourceContract;

export const GPS_AUDIENCES = ['all', 'departments', 'employees'] as const;
export type GpsAudience = (typeof GPS_AUDIENCES)[number];

/** A message to mobile users: everyone, the chosen departments' employees, or the chosen employees. */
const MESSAGE = {
  title: { kind: 'text', label: `${F}.title`, required: true, maxLength: 100 },
  content: { kind: 'text', label: `${F}.content`, required: true, maxLength: 2000, multiline: true },
  audience: { kind: 'choice', label: `${F}.audience`, choices: GPS_AUDIENCES, choiceLabels: 'gps:audience', default: 'all' },
  /** Used when `audience` is `departments` (at least one then). */
  departments: { kind: 'refs', ref: 'personnel.department', label: `${F}.departments` },
  /** Used when `audience` is `employees` (at least one then). */
  employees: { kind: 'refs', ref: 'personnel.employee', label: `${F}.employees` },
  start_date: { kind: 'date', label: `${F}.start_date`, required: true },
  end_date: { kind: 'date', label: `${F}.end_date`, nullable: true, default: null },
  /** How many departments or employees it goes to (0 with `all`). */
  recipients: { kind: 'integer', label: `${F}.recipients`, readOnly: true },
} as const satisfies Record<string, FieldSpec>;

/** Announcements: the app's board, shown from `start_date` to `end_date`. */
export const GPS_ANNOUNCEMENT_RESOURCE = {
  name: 'gps.announcement',
  path: '/gps/api/v2/announcements/',
  label: 'gps:resource.announcement.label',
  fields: MESSAGE,
} as const satisfies ResourceContract;

/** Notices: notifications the app shows its users from `start_date` (until `end_date`). */
export const GPS_NOTICE_RESOURCE = {
  name: 'gps.notice',
  path: '/gps/api/v2/notices/',
  label: 'gps:resource.notice.label',
  fields: MESSAGE,
} as const satisfies ResourceContract;

export const GPS_LOG_ACTIONS = ['sign_in', 'sign_out', 'punch', 'request', 'approval', 'other'] as const;

/** What mobile users did in the app (read-only; the mobile API writes it). */
export const GPS_OPERATION_LOG_RESOURCE = {
  name: 'gps.operation_log',
  path: '/gps/api/v2/operation-logs/',
  label: 'gps:resource.operation_log.label',
  actions: ['view', 'export'],
  fields: {
    time: { kind: 'datetime', label: `${F}.time`, readOnly: true },
    employee: { kind: 'ref', ref: 'personnel.employee', label: `${F}.employee`, readOnly: true, nullable: true },
    ...EMPLOYEE_SHOWN,
    action: { kind: 'choice', label: `${F}.action`, choices: GPS_LOG_ACTIONS, choiceLabels: 'gps:logAction', readOnly: true },
    description: { kind: 'text', label: `${F}.description`, readOnly: true },
    device: { kind: 'text', label: `${F}.device`, readOnly: true },
    ip: { kind: 'text', label: `${F}.ip`, readOnly: true },
    latitude: { kind: 'decimal', label: `${F}.latitude`, readOnly: true, nullable: true },
    longitude: { kind: 'decimal', label: `${F}.longitude`, readOnly: true, nullable: true },
  },
} as const satisfies ResourceContract;

/** An outdoor visit: an employee at a client on a date, within a time window (the end after the start). */
export const GPS_OUTDOOR_SCHEDULE_RESOURCE = {
  name: 'gps.outdoor_schedule',
  path: '/gps/api/v2/outdoor-schedules/',
  label: 'gps:resource.outdoor_schedule.label',
  fields: {
    employee: EMPLOYEE,
    ...EMPLOYEE_SHOWN,
    client: { kind: 'ref', ref: 'gps.client', label: `${F}.client_name`, required: true },
    client_name: { kind: 'text', label: `${F}.client_name`, readOnly: true },
    date: { kind: 'date', label: `${F}.date`, required: true },
    start_time: { kind: 'time', label: `${F}.start_time`, required: true },
    end_time: { kind: 'time', label: `${F}.end_time`, required: true },
    remarks: REMARKS,
  },
} as const satisfies ResourceContract;

export const GPS_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** The longest date range one plan covers. */
export const GPS_PLAN_MAX_DAYS = 62;
/** The most schedules one plan makes (employees × dates): one transaction, one request. */
export const GPS_PLAN_MAX_SCHEDULES = 5000;

/**
 * `POST outdoor-schedules/plan/` (the schedule planner): one outdoor schedule per employee and per date of the
 * range falling on the chosen weekdays, all or nothing; answers `{created}`. Permission: add outdoor schedules.
 */
export const GPS_OUTDOOR_PLAN_CONTRACT = {
  name: 'gps.outdoor_schedule',
  path: '/gps/api/v2/outdoor-schedules/plan/',
  label: 'gps:resource.outdoor_schedule.label',
  fields: {
    employees: { kind: 'refs', ref: 'personnel.employee', label: `${F}.employees`, required: true },
    client: { kind: 'ref', ref: 'gps.client', label: `${F}.client_name`, required: true },
    start_date: { kind: 'date', label: `${F}.start_date`, required: true },
    end_date: { kind: 'date', label: `${F}.end_date`, required: true },
    weekdays: { kind: 'choice', many: true, choices: GPS_WEEKDAYS, choiceLabels: 'gps:weekday', label: `${F}.weekdays`, required: true },
    start_time: { kind: 'time', label: `${F}.start_time`, required: true },
    end_time: { kind: 'time', label: `${F}.end_time`, required: true },
    remarks: REMARKS,
  },
} as const satisfies ResourceContract;

/** A mobile punch and the outdoor schedule whose window it falls in (read-only). */
const OUTDOOR_PUNCH = {
  punch_time: { kind: 'datetime', label: `${F}.punch_time`, readOnly: true },
  employee: { kind: 'ref', ref: 'personnel.employee', label: `${F}.employee`, readOnly: true },
  ...EMPLOYEE_SHOWN,
  department_name: { kind: 'text', label: `${F}.department`, readOnly: true },
} as const satisfies Record<string, FieldSpec>;

/** Mobile punches inside an outdoor schedule's window, with its client. */
export const GPS_SCHEDULE_REPORT_RESOURCE = {
  name: 'gps.schedule_report',
  path: '/gps/api/v2/schedule-report/',
  label: 'gps:resource.schedule_report.label',
  actions: ['view', 'export'],
  fields: {
    ...OUTDOOR_PUNCH,
    client: { kind: 'ref', ref: 'gps.client', label: `${F}.client_name`, readOnly: true },
    client_name: { kind: 'text', label: `${F}.client_name`, readOnly: true },
    start_time: { kind: 'time', label: `${F}.start_time`, readOnly: true },
    end_time: { kind: 'time', label: `${F}.end_time`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** Mobile punches outside every outdoor schedule of the employee. */
export const GPS_UNSCHEDULE_REPORT_RESOURCE = {
  name: 'gps.unschedule_report',
  path: '/gps/api/v2/unschedule-report/',
  label: 'gps:resource.unschedule_report.label',
  actions: ['view', 'export'],
  fields: OUTDOOR_PUNCH,
} as const satisfies ResourceContract;

/**
 * The Personal area's outdoor management (/personal/outdoor-management/*): an employee login's own visits and
 * outdoor punches, `GET` list only (the same fields, filters and paging as the admin resources; other employees'
 * rows never). Not kernel resources: no permission, no writes.
 */
export const GPS_MY_OUTDOOR_SCHEDULE_RESOURCE = { ...GPS_OUTDOOR_SCHEDULE_RESOURCE, path: '/gps/api/v2/my/outdoor-schedules/', actions: ['view'] } as const satisfies ResourceContract;
export const GPS_MY_SCHEDULE_REPORT_RESOURCE = { ...GPS_SCHEDULE_REPORT_RESOURCE, path: '/gps/api/v2/my/schedule-report/', actions: ['view'] } as const satisfies ResourceContract;
export const GPS_MY_UNSCHEDULE_REPORT_RESOURCE = { ...GPS_UNSCHEDULE_REPORT_RESOURCE, path: '/gps/api/v2/my/unschedule-report/', actions: ['view'] } as const satisfies ResourceContract;
