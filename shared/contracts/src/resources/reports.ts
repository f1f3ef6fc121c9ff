/**
 * Report settings (issue 15): pay codes ("report items": how every report prints a total), punch-state labels,
 * and the company's one report setting; plus the shapes of the pinned report API
 * (`GET /web/att/api/v2/reports/<report>/`, api-contracts.md "Reports").
 */
import type { ResourceContract } from '../resources';
import { TIME_CARD_STATUSES, type TimeCardStatus } from '../time-cards';

/** The totals a pay code can print (the engine's result minutes; issue 15's reports read them by this key). */
export const PAY_CODE_KEYS = [
  'duty', 'worked', 'regular', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted',
  'ot', 'ot1', 'ot2', 'ot3', 'weekly_ot', 'weekend_ot', 'holiday_ot', 'total_time',
  // Day statuses without minutes of their own: their pay codes give the matrices' symbol and colour.
  'present', 'incomplete', 'holiday', 'rest',
] as const;
export type PayCodeKey = (typeof PAY_CODE_KEYS)[number];

const PC = 'report:resource.pay_code.fields';
/**
 * A pay code: how the total of `key` is printed in exports — its unit, smallest step and rounding
 * (engine `payCodeTotal`, the only place minutes become hours or days), and the symbol and colour of matrices.
 */
export const PAY_CODE_RESOURCE = {
  name: 'att.pay_code',
  path: '/att/api/v2/pay-codes/',
  label: 'report:resource.pay_code.label',
  actions: ['view', 'add', 'change', 'delete', 'export'],
  fields: {
    name: { kind: 'text', label: `${PC}.name`, required: true, maxLength: 50, unique: true },
    key: { kind: 'choice', label: `${PC}.key`, required: true, unique: true, choices: PAY_CODE_KEYS, choiceLabels: 'report:resource.pay_code.keys' },
    unit: { kind: 'choice', label: `${PC}.unit`, choices: ['minute', 'hour', 'day'], choiceLabels: 'report:resource.pay_code.units', default: 'hour' },
    /** The smallest step printed, in `unit` (15 minutes, 0.25 hours, 0.5 days). */
    minimum_unit: { kind: 'decimal', label: `${PC}.minimum_unit`, required: true, min: 0.01, max: 1440 },
    round_mode: { kind: 'choice', label: `${PC}.round_mode`, choices: ['down', 'half', 'up'], choiceLabels: 'report:resource.pay_code.round_modes', default: 'half' },
    /** Minutes of one day for the `day` unit. */
    minutes_per_day: { kind: 'duration', label: `${PC}.minutes_per_day`, min: 1, max: 1440, default: 480 },
    symbol: { kind: 'text', label: `${PC}.symbol`, maxLength: 4 },
    color: { kind: 'color', label: `${PC}.color`, default: '#1677ff' },
  },
} as const satisfies ResourceContract;

/** What a punch state means to the reports (the terminal's 0–5 states, and any code a terminal is set to send). */
export const PUNCH_MEANINGS = ['check_in', 'check_out', 'break_out', 'break_in', 'overtime_in', 'overtime_out', 'ignore'] as const;
export type PunchMeaning = (typeof PUNCH_MEANINGS)[number];

const PS = 'report:resource.punch_state.fields';
/** The label reports print for a punch state code, and what the code means. */
export const PUNCH_STATE_RESOURCE = {
  name: 'att.punch_state',
  path: '/att/api/v2/punch-states/',
  label: 'report:resource.punch_state.label',
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    code: { kind: 'integer', label: `${PS}.code`, required: true, unique: true, min: 0, max: 255 },
    label: { kind: 'text', label: `${PS}.label`, required: true, maxLength: 50 },
    meaning: { kind: 'choice', label: `${PS}.meaning`, choices: PUNCH_MEANINGS, choiceLabels: 'report:resource.punch_state.meanings', default: 'check_in' },
  },
} as const satisfies ResourceContract;

/** The terminal's standard states, shown when the company has not labelled a code itself. */
export const DEFAULT_PUNCH_STATES: ReadonlyArray<{ code: number; meaning: PunchMeaning }> = [
  { code: 0, meaning: 'check_in' },
  { code: 1, meaning: 'check_out' },
  { code: 2, meaning: 'break_out' },
  { code: 3, meaning: 'break_in' },
  { code: 4, meaning: 'overtime_in' },
  { code: 5, meaning: 'overtime_out' },
];

const RS = 'report:setting.fields';
/**
 * The company's report setting (one per company; `GET`/`PUT` on the path, administrators change it): what
 * counts as present or absent, where one day ends, the first day of the week of weekly reports.
 */
export const REPORT_SETTING_CONTRACT = {
  name: 'att.report_setting',
  path: '/att/api/v2/report-setting/',
  label: 'report:setting.label',
  actions: ['view', 'change'],
  fields: {
    /** `any_punch`: one punch makes the day present; `worked`: at least `present_minutes` worked. */
    present_rule: { kind: 'choice', label: `${RS}.present_rule`, choices: ['any_punch', 'worked'], choiceLabels: 'report:setting.present_rules', default: 'any_punch' },
    present_minutes: { kind: 'duration', label: `${RS}.present_minutes`, min: 0, max: 1440, default: 240 },
    /** Late or early beyond this many minutes counts the day absent (0: never). */
    late_as_absent: { kind: 'duration', label: `${RS}.late_as_absent`, min: 0, max: 1440, default: 0 },
    early_as_absent: { kind: 'duration', label: `${RS}.early_as_absent`, min: 0, max: 1440, default: 0 },
    /** A day with a missing check-in or check-out: absent, or present with the punch it has. */
    missing_punch: { kind: 'choice', label: `${RS}.missing_punch`, choices: ['absent', 'present', 'incomplete'], choiceLabels: 'report:setting.missing_punches', default: 'incomplete' },
    /** How punches are dated: by the schedule's work day, or by the calendar day split at `day_change`. */
    day_split: { kind: 'choice', label: `${RS}.day_split`, choices: ['schedule', 'calendar'], choiceLabels: 'report:setting.day_splits', default: 'schedule' },
    day_change: { kind: 'time', label: `${RS}.day_change`, default: '00:00' },
    first_day_of_week: { kind: 'choice', label: `${RS}.first_day_of_week`, choices: ['1', '2', '3', '4', '5', '6', '0'], choiceLabels: 'report:setting.weekdays', default: '1' },
    /** Leave days count as present days in the monthly counts. */
    leave_as_present: { kind: 'boolean', label: `${RS}.leave_as_present`, default: false },
  },
} as const satisfies ResourceContract;


// ---------------------------------------------------------------- the report API (api-contracts.md "Reports")

export const REPORTS_PATH = '/att/api/v2/reports/';

/** How a report column is shown and exported: minutes are integers in JSON, pay-code units in files. */
export type ReportColumnKind = 'text' | 'number' | 'date' | 'datetime' | 'time' | 'minutes' | 'status';

export interface ReportColumn {
  key: string;
  /** Translated in the request's language. */
  title: string;
  kind?: ReportColumnKind;
  /** `minutes` columns: the pay code whose unit the exports print. */
  pay_code?: PayCodeKey;
  /** `false`: the report cannot be ordered by this column (a matrix's day columns). */
  sortable?: boolean;
  /** Stays in view while the table scrolls sideways (a matrix's employee columns). */
  fixed?: boolean;
  /** The day of a matrix's day column ('YYYY-MM-DD'). */
  date?: string;
}

/**
 * The status codes a matrix cell shows (`kind: 'status'`, the cell's value): the day's status in the categories
 * of the time card. Each prints as its pay code's symbol and colour (the pay code of the same key), else as
 * these defaults.
 */
export const REPORT_STATUS_CODES = ['present', 'late', 'early', 'absent', 'incomplete', 'leave', 'holiday', 'rest'] as const;
export type ReportStatusCode = (typeof REPORT_STATUS_CODES)[number];

export const REPORT_STATUS_DEFAULTS: Readonly<Record<ReportStatusCode, { symbol: string; color: string }>> = {
  present: { symbol: 'P', color: '#52c41a' },
  late: { symbol: 'L', color: '#fa8c16' },
  early: { symbol: 'E', color: '#d4b106' },
  absent: { symbol: 'A', color: '#f5222d' },
  incomplete: { symbol: 'M', color: '#eb2f96' },
  leave: { symbol: 'LV', color: '#722ed1' },
  holiday: { symbol: 'H', color: '#1677ff' },
  rest: { symbol: 'R', color: '#8c8c8c' },
};

/** A stored day status → its matrix code (null: an empty cell — not employed, not tracked). */
export const REPORT_STATUS_OF_DAY: Readonly<Record<TimeCardStatus, ReportStatusCode | null>> = {
  present: 'present',
  unscheduled_worked: 'present',
  late: 'late',
  late_and_early: 'late',
  early: 'early',
  absent: 'absent',
  half_day: 'absent',
  missing_in: 'incomplete',
  missing_out: 'incomplete',
  leave: 'leave',
  holiday: 'holiday',
  holiday_worked: 'holiday',
  rest_day: 'rest',
  rest_day_worked: 'rest',
  unscheduled: 'rest',
  not_employed: null,
  not_tracked: null,
};

/**
 * What kind of day the counting reports count a stored status as — the summaries' present / absent / leave /
 * holiday / rest / incomplete days, the matrices' day counts of those names, the dashboard and the daily summary —
 * before the company's report setting adjusts it (a missing punch counted absent or present, late or early beyond a
 * limit counted absent, a minimum of worked minutes). One source with the time card's categories: the kind of a
 * status is the kind of its category (REPORT_STATUS_OF_DAY; present, late and early are all attended), except the
 * days the employee worked, which count as attended whatever their category (WORKED_DAY_STATUSES).
 */
export type DayKind = 'present' | 'absent' | 'leave' | 'holiday' | 'rest' | 'incomplete' | 'none';

/** Worked days whose time-card category is not "attended": a half day (absent minutes), a worked holiday, rest or unscheduled day. */
export const WORKED_DAY_STATUSES = ['half_day', 'holiday_worked', 'rest_day_worked', 'unscheduled_worked'] as const satisfies readonly TimeCardStatus[];

const KIND_OF_CATEGORY: Readonly<Record<ReportStatusCode, DayKind>> = {
  present: 'present', late: 'present', early: 'present', absent: 'absent', incomplete: 'incomplete', leave: 'leave', holiday: 'holiday', rest: 'rest',
};

function kindOf(status: TimeCardStatus): DayKind {
  if ((WORKED_DAY_STATUSES as readonly TimeCardStatus[]).includes(status)) return 'present';
  const category = REPORT_STATUS_OF_DAY[status];
  return category ? KIND_OF_CATEGORY[category] : 'none';
}

export const DAY_KIND_OF_STATUS: Readonly<Record<TimeCardStatus, DayKind>> = Object.fromEntries(TIME_CARD_STATUSES.map((status) => [status, kindOf(status)])) as Record<TimeCardStatus, DayKind>;

/** The stored statuses of one kind (the dashboard's "present" are `statusesOfKind('present')`). */
export function statusesOfKind(kind: DayKind): TimeCardStatus[] {
  return TIME_CARD_STATUSES.filter((status) => DAY_KIND_OF_STATUS[status] === kind);
}

/** The stored statuses a matrix cell code stands for (`absent` → absent and half_day). */
export function statusesOfCode(code: ReportStatusCode): TimeCardStatus[] {
  return TIME_CARD_STATUSES.filter((status) => REPORT_STATUS_OF_DAY[status] === code);
}

/** What a status code prints as (the page's `legend` when the report has status cells). */
export interface ReportLegendEntry {
  code: ReportStatusCode;
  symbol: string;
  color: string;
  /** Translated in the request's language. */
  title: string;
}

/** `GET /web/att/api/v2/reports/<report>/` (pinned). */
export interface ReportPage<Row = Record<string, unknown>> {
  columns: ReportColumn[];
  data: Row[];
  total: number;
  page: number;
  page_size: number;
  /** Sums of the summable columns over every row the filters match (not only this page); null when none. */
  totals: Record<string, number> | null;
  /** Reports with status cells (matrices): each code's symbol, colour and name. */
  legend?: ReportLegendEntry[];
}

/** The reports that read transactions only (issue 15, first set); more join as they are declared. */
export const TRANSACTION_REPORTS = ['transaction', 'total-punches', 'first-last', 'multiple-transaction', 'employee-birthday'] as const;

/** The matrices: one row per employee, one status cell per day of the range, then counts and totals. */
export const MATRIX_REPORTS = ['daily-status', 'monthly-basic-status', 'monthly_status_summary', 'monthly-attsheet-summary', 'monthly-attendance-status'] as const;

/** The daily and exception reports (issue 15): the stored daily results, and the punches they were made of. */
export const DAILY_REPORTS = [
  'daily-attendance', 'daily-details', 'daily-summary', 'late', 'absent', 'early-leave', 'first-in-last-out', 'overtime',
  'missed-in-out', 'half-day', 'scheduled-log', 'abnormal', 'mobile-transaction', 'break-time', 'training',
] as const;

/** The summary reports (totals of the stored daily results; leave summary from the leave requests), SPEC §2 names. */
export const SUMMARY_REPORTS = [
  'employee-summary', 'department-summary', 'payroll-summary', 'leave-summary', 'overtime-summary', 'yearly-summary',
  'monthly-duration-summary', 'monthly_detailed_summary', 'monthly-attendance-summary',
] as const;

/**
 * Personal reports (/personal/report/<route>) that are library reports, by route → report: an employee login runs
 * them on its own rows only (JSON; no export). The total time card is the library's (every stored day with its
 * clock times and minutes); the incident detail is the days the engine raised an exception on (late, early,
 * missing punch, absent…: the `abnormal` report). The time card (/personal/report/time-card) reads `time-cards/`,
 * which restricts employee logins the same way.
 */
export const PERSONAL_REPORTS = {
  'incident-detail': 'abnormal',
  transaction: 'transaction',
  'scheduled-log': 'scheduled-log',
  'total-time-card': 'total-timecard',
  'staff-summary': 'employee-summary',
  'break-time': 'break-time',
  'multiple-transaction': 'multiple-transaction',
} as const;

/** The reports' permissions (no table of its own): `att.view_report` to run one, `att.export_report` to export. */
export const REPORT_CONTRACT = {
  name: 'att.report',
  path: REPORTS_PATH,
  label: 'report:library.label',
  actions: ['view', 'export'],
  fields: {},
} as const satisfies ResourceContract;

// ---------------------------------------------------------------- saved report templates (ADR 0091)

/** `GET|POST /web/att/api/v2/report-templates/` and `PATCH|DELETE …/<id>/`: the caller's own templates. */
export const REPORT_TEMPLATES_PATH = '/att/api/v2/report-templates/';

/** What a template keeps of the screen (the date range is not kept: a template is applied to any period). */
export interface ReportTemplateSettings {
  /** Column keys the column chooser hides. */
  hidden: string[];
  departments: number[];
  employees: number[];
  /** `key` or `-key`; '' for the report's own order. */
  ordering: string;
  page_size: number;
}

/**
 * Who else may use a template (ADR 0102): nobody, every user of the company, or the users in `shared_with`.
 * Templates of employee logins (personal reports) are always private.
 */
export const REPORT_TEMPLATE_SHARING = ['private', 'company', 'users'] as const;
export type ReportTemplateSharing = (typeof REPORT_TEMPLATE_SHARING)[number];

/**
 * One saved template of one report: the signed-in login's own (`mine`, a user or an employee for personal reports)
 * or one another user of the company shares with it (applied or copied, never changed: ADR 0102).
 */
export interface ReportTemplate {
  id: number;
  report: string;
  name: string;
  settings: ReportTemplateSettings;
  updated_at: string;
  sharing: ReportTemplateSharing;
  /** The chosen users (users.id) when `sharing` is 'users'; shown to the owner only ([] to everyone else). */
  shared_with: number[];
  /** The caller owns it (may rename, change, share and delete it). */
  mine: boolean;
  /** The owner's name as the company knows it (e-mail when it has none). */
  owner_name: string;
}

/** `GET /web/att/api/v2/report-templates/users/`: the company's users a template may be shared with. */
export const REPORT_TEMPLATE_USERS_PATH = '/att/api/v2/report-templates/users/';

export interface ReportTemplateUser {
  id: number;
  name: string;
}

/** `POST /web/att/api/v2/report-templates/<id>/copy/` { name }: a private copy of a template the caller may use. */
export const reportTemplateCopyPath = (id: number): string => `${REPORT_TEMPLATES_PATH}${id}/copy/`;

export const REPORT_TEMPLATE_LIMITS = {
  name: 60,
  /** Templates one login keeps per report. */
  perReport: 50,
  /** Ids per filter and hidden column keys kept. */
  ids: 1000,
  columns: 500,
  /** Users one template is shared with. */
  sharedWith: 200,
} as const;
