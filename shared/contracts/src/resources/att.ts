/** Attendance set-up resources (api-contracts.md, Attendance set-up). */
import type { ResourceContract } from '../resources';

/** A holiday of `days` days from `start_date`, for the given departments (none: every department). */
export const HOLIDAY_RESOURCE = {
  name: 'att.holiday',
  path: '/att/api/v2/holidays/',
  label: 'att:resource.holiday.label',
  fields: {
    alias: { kind: 'text', label: 'att:resource.holiday.fields.alias', required: true, maxLength: 100, unique: true },
    start_date: { kind: 'date', label: 'att:resource.holiday.fields.start_date', required: true },
    days: { kind: 'integer', label: 'att:resource.holiday.fields.days', required: true, min: 1, max: 366 },
    departments: { kind: 'refs', ref: 'personnel.department', label: 'att:resource.holiday.fields.departments' },
  },
} as const satisfies ResourceContract;

const BT = 'att:resource.break_time.fields';
/** A break of a timetable (engine BreakTime): a window from `start` lasting `duration`, deducting `allowance`. */
export const BREAK_TIME_RESOURCE = {
  name: 'att.break_time',
  path: '/att/api/v2/break-times/',
  label: 'att:resource.break_time.label',
  fields: {
    alias: { kind: 'text', label: `${BT}.alias`, required: true, maxLength: 50, unique: true },
    start: { kind: 'time', label: `${BT}.start`, required: true },
    duration: { kind: 'duration', label: `${BT}.duration`, required: true, min: 1, max: 720 },
    type: { kind: 'choice', label: `${BT}.type`, choices: ['auto_deduct', 'punched'], choiceLabels: 'att:resource.break_time.types', default: 'auto_deduct' },
    /** minutes deducted; null = the whole window */
    allowance: { kind: 'duration', label: `${BT}.allowance`, nullable: true, min: 0, max: 720 },
    paid: { kind: 'boolean', label: `${BT}.paid`, default: false },
    trigger: { kind: 'duration', label: `${BT}.trigger`, min: 0, max: 1440, default: 0 },
    margin: { kind: 'duration', label: `${BT}.margin`, min: 0, max: 720, default: 60 },
    late_grace: { kind: 'duration', label: `${BT}.late_grace`, min: 0, max: 720, default: 0 },
    min_early_return: { kind: 'duration', label: `${BT}.min_early_return`, min: 0, max: 720, default: 0 },
    early_return_credit: { kind: 'choice', label: `${BT}.early_return_credit`, choices: ['none', 'work', 'ot'], choiceLabels: 'att:resource.break_time.credits', default: 'none' },
  },
} as const satisfies ResourceContract;

const TT = 'att:resource.timetable.fields';
const OT_WINDOW_SCHEMA = {
  type: ['object', 'null'],
  properties: { min: { type: 'integer', minimum: 0, maximum: 1440 }, mode: { type: 'string', enum: ['whole', 'excess_only'] } },
  required: ['min'],
  additionalProperties: false,
} as const;
/**
 * A timetable (engine NormalTimetable | FlexibleTimetable, ADR 0078): `kind` picks which fields a record shows.
 * Window fields left null take the engine's defaults (in_before 120, in_after/out_before meet at the midpoint,
 * out_after 240); pairing and the check rules left null follow the attendance rule.
 */
export const TIMETABLE_RESOURCE = {
  name: 'att.timetable',
  path: '/att/api/v2/timetables/',
  label: 'att:resource.timetable.label',
  fields: {
    alias: { kind: 'text', label: `${TT}.alias`, required: true, maxLength: 50, unique: true },
    kind: { kind: 'choice', label: `${TT}.kind`, choices: ['normal', 'flexible'], choiceLabels: 'att:resource.timetable.kinds', default: 'normal' },
    // normal
    start: { kind: 'time', label: `${TT}.start`, nullable: true },
    duration: { kind: 'duration', label: `${TT}.duration`, nullable: true, min: 1, max: 1440 },
    in_before: { kind: 'duration', label: `${TT}.in_before`, nullable: true, min: 0, max: 1440 },
    in_after: { kind: 'duration', label: `${TT}.in_after`, nullable: true, min: 0, max: 1440 },
    out_before: { kind: 'duration', label: `${TT}.out_before`, nullable: true, min: 0, max: 1440 },
    out_after: { kind: 'duration', label: `${TT}.out_after`, nullable: true, min: 0, max: 1440 },
    in_required: { kind: 'boolean', label: `${TT}.in_required`, default: true },
    out_required: { kind: 'boolean', label: `${TT}.out_required`, default: true },
    allowed_late: { kind: 'duration', label: `${TT}.allowed_late`, min: 0, max: 720, default: 0 },
    allowed_early: { kind: 'duration', label: `${TT}.allowed_early`, min: 0, max: 720, default: 0 },
    early_in_ot: { kind: 'json', label: `${TT}.early_in_ot`, nullable: true, jsonSchema: OT_WINDOW_SCHEMA },
    late_out_ot: { kind: 'json', label: `${TT}.late_out_ot`, nullable: true, jsonSchema: OT_WINDOW_SCHEMA },
    ot_level: { kind: 'integer', label: `${TT}.ot_level`, min: 1, max: 3, default: 1 },
    max_ot_per_day: { kind: 'duration', label: `${TT}.max_ot_per_day`, min: 0, max: 1440, default: 0 },
    break_times: { kind: 'refs', ref: 'att.break_time', label: `${TT}.break_times` },
    check_in_rule: { kind: 'choice', label: `${TT}.check_in_rule`, nullable: true, choices: ['first', 'nearest'], choiceLabels: 'att:resource.timetable.check_in_rules' },
    check_out_rule: { kind: 'choice', label: `${TT}.check_out_rule`, nullable: true, choices: ['last', 'nearest'], choiceLabels: 'att:resource.timetable.check_out_rules' },
    // flexible
    required: { kind: 'duration', label: `${TT}.required`, nullable: true, min: 1, max: 1440 },
    day_change: { kind: 'time', label: `${TT}.day_change`, nullable: true },
    core_band: {
      kind: 'json',
      label: `${TT}.core_band`,
      nullable: true,
      jsonSchema: { type: ['object', 'null'], properties: { start: { type: 'string' }, end: { type: 'string' } }, required: ['start', 'end'], additionalProperties: false },
    },
    min_ot: { kind: 'duration', label: `${TT}.min_ot`, min: 0, max: 1440, default: 0 },
    flex_break: { kind: 'duration', label: `${TT}.flex_break`, min: 0, max: 720, default: 0 },
    flex_break_trigger: { kind: 'duration', label: `${TT}.flex_break_trigger`, min: 0, max: 1440, default: 0 },
    // both
    work_day: { kind: 'decimal', label: `${TT}.work_day`, min: 0, max: 9, default: 1 },
    pairing: { kind: 'choice', label: `${TT}.pairing`, nullable: true, choices: ['first_last', 'state_based', 'pairs'], choiceLabels: 'att:resource.timetable.pairings' },
  },
} as const satisfies ResourceContract;

/** The fields a timetable record of each kind has (the others are left out of the record). */
export const TIMETABLE_KIND_FIELDS = {
  normal: ['alias', 'kind', 'start', 'duration', 'in_before', 'in_after', 'out_before', 'out_after', 'in_required', 'out_required', 'allowed_late', 'allowed_early', 'work_day', 'early_in_ot', 'late_out_ot', 'ot_level', 'max_ot_per_day', 'break_times', 'pairing', 'check_in_rule', 'check_out_rule'],
  flexible: ['alias', 'kind', 'required', 'day_change', 'core_band', 'min_ot', 'work_day', 'pairing', 'flex_break', 'flex_break_trigger'],
} as const satisfies Record<'normal' | 'flexible', ReadonlyArray<keyof typeof TIMETABLE_RESOURCE.fields>>;

const SH = 'att:resource.shift.fields';
/** The longest cycle of each unit (slot index: day 0..length−1, week offset×7 + weekday (0 = Monday), month offset×31 + day−1). */
export const SHIFT_CYCLE_MAX = { day: 366, week: 52, month: 12 } as const;
export const SHIFT_CYCLE_DAYS = { day: 1, week: 7, month: 31 } as const;
/** A shift (engine Shift): a cycle of `length` days/weeks/months whose slots hold timetables. */
export const SHIFT_RESOURCE = {
  name: 'att.shift',
  path: '/att/api/v2/shifts/',
  label: 'att:resource.shift.label',
  fields: {
    alias: { kind: 'text', label: `${SH}.alias`, required: true, maxLength: 50, unique: true },
    cycle: { kind: 'choice', label: `${SH}.cycle`, choices: ['day', 'week', 'month'], choiceLabels: 'att:resource.shift.cycles', default: 'week' },
    length: { kind: 'integer', label: `${SH}.length`, min: 1, max: 366, default: 1 },
    slots: {
      kind: 'json',
      label: `${SH}.slots`,
      default: '{}',
      jsonSchema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer', minimum: 1 } } },
    },
    work_on_holidays: { kind: 'boolean', label: `${SH}.work_on_holidays`, default: false },
    auto_shift: { kind: 'json', label: `${SH}.auto_shift`, nullable: true, jsonSchema: { type: ['array', 'null'], items: { type: 'integer', minimum: 1 } } },
  },
} as const satisfies ResourceContract;

// ---------------------------------------------------------------- schedules (ADR 0079)

const SC = 'att:resource.schedule.fields';
/** An employee works a shift from `start_date` to `end_date` (null: open-ended); one at a time per employee. */
export const EMPLOYEE_SCHEDULE_RESOURCE = {
  name: 'att.employee_schedule',
  path: '/att/api/v2/employee-schedules/',
  label: 'att:resource.employee_schedule.label',
  fields: {
    employee: { kind: 'ref', ref: 'personnel.employee', label: `${SC}.employee`, required: true },
    shift: { kind: 'ref', ref: 'att.shift', label: `${SC}.shift`, required: true },
    start_date: { kind: 'date', label: `${SC}.start_date`, required: true },
    end_date: { kind: 'date', label: `${SC}.end_date`, nullable: true },
  },
} as const satisfies ResourceContract;

/** A department works a shift over dates (its employees without an own schedule follow it). */
export const DEPARTMENT_SCHEDULE_RESOURCE = {
  name: 'att.department_schedule',
  path: '/att/api/v2/department-schedules/',
  label: 'att:resource.department_schedule.label',
  fields: {
    department: { kind: 'ref', ref: 'personnel.department', label: `${SC}.department`, required: true },
    shift: { kind: 'ref', ref: 'att.shift', label: `${SC}.shift`, required: true },
    start_date: { kind: 'date', label: `${SC}.start_date`, required: true },
    end_date: { kind: 'date', label: `${SC}.end_date`, nullable: true },
  },
} as const satisfies ResourceContract;

/** One employee-date with its own timetables, over every schedule (none: a day off). */
export const TEMPORARY_SCHEDULE_RESOURCE = {
  name: 'att.temporary_schedule',
  path: '/att/api/v2/temporary-schedules/',
  label: 'att:resource.temporary_schedule.label',
  fields: {
    employee: { kind: 'ref', ref: 'personnel.employee', label: `${SC}.employee`, required: true },
    date: { kind: 'date', label: `${SC}.date`, required: true },
    timetables: { kind: 'refs', ref: 'att.timetable', label: `${SC}.timetables` },
  },
} as const satisfies ResourceContract;

// ---------------------------------------------------------------- rules (ADR 0079)

const RL = 'att:resource.rule.fields';
const MINUTES = { min: 0, max: 1440 } as const;
const objectSchema = (properties: Record<string, unknown>, required: readonly string[]) =>
  ({ type: ['object', 'null'], properties, required, additionalProperties: false }) as const;
/**
 * The engine's RuleSettings in snake_case (nested objects too); every field nullable: null = the engine's
 * default (in a department rule: the global rule's value). A server test keeps the names equal to the engine's.
 */
export const RULE_SETTING_FIELDS = {
  pairing: { kind: 'choice', label: `${RL}.pairing`, nullable: true, choices: ['first_last', 'state_based', 'pairs'], choiceLabels: 'att:resource.timetable.pairings' },
  check_in_rule: { kind: 'choice', label: `${RL}.check_in_rule`, nullable: true, choices: ['first', 'nearest'], choiceLabels: 'att:resource.timetable.check_in_rules' },
  check_out_rule: { kind: 'choice', label: `${RL}.check_out_rule`, nullable: true, choices: ['last', 'nearest'], choiceLabels: 'att:resource.timetable.check_out_rules' },
  dedupe_seconds: { kind: 'integer', label: `${RL}.dedupe_seconds`, nullable: true, min: 0, max: 3600 },
  late_mode: { kind: 'choice', label: `${RL}.late_mode`, nullable: true, choices: ['from_start', 'after_grace'], choiceLabels: 'att:resource.rule.late_modes' },
  early_mode: { kind: 'choice', label: `${RL}.early_mode`, nullable: true, choices: ['from_start', 'after_grace'], choiceLabels: 'att:resource.rule.late_modes' },
  late_to_absent: { kind: 'duration', label: `${RL}.late_to_absent`, nullable: true, ...MINUTES },
  early_to_absent: { kind: 'duration', label: `${RL}.early_to_absent`, nullable: true, ...MINUTES },
  late_early_absence_action: { kind: 'choice', label: `${RL}.late_early_absence_action`, nullable: true, choices: ['absent', 'half_day'], choiceLabels: 'att:resource.rule.absence_actions' },
  miss_in: {
    kind: 'json', label: `${RL}.miss_in`, nullable: true,
    jsonSchema: objectSchema({ kind: { type: 'string', enum: ['exception', 'late', 'absent'] }, minutes: { type: 'integer', minimum: 0, maximum: 1440 } }, ['kind']),
  },
  miss_out: {
    kind: 'json', label: `${RL}.miss_out`, nullable: true,
    jsonSchema: objectSchema({ kind: { type: 'string', enum: ['exception', 'early', 'absent'] }, minutes: { type: 'integer', minimum: 0, maximum: 1440 } }, ['kind']),
  },
  auto_check_out: {
    kind: 'json', label: `${RL}.auto_check_out`, nullable: true,
    jsonSchema: objectSchema({ kind: { type: 'string', enum: ['after_end', 'at'] }, minutes: { type: 'integer', minimum: 0, maximum: 1440 }, time: { type: 'string' } }, ['kind']),
  },
  grace_snap: { kind: 'boolean', label: `${RL}.grace_snap`, nullable: true },
  rounding: {
    kind: 'json', label: `${RL}.rounding`, nullable: true,
    jsonSchema: objectSchema({ interval: { type: 'integer', minimum: 1, maximum: 60 }, in_mode: { type: 'string', enum: ['down', 'nearest', 'up'] }, out_mode: { type: 'string', enum: ['down', 'nearest', 'up'] } }, ['interval', 'in_mode', 'out_mode']),
  },
  strict: { kind: 'boolean', label: `${RL}.strict`, nullable: true },
  ot_enabled: { kind: 'boolean', label: `${RL}.ot_enabled`, nullable: true },
  daily_ot_enabled: { kind: 'boolean', label: `${RL}.daily_ot_enabled`, nullable: true },
  ot_approval: { kind: 'choice', label: `${RL}.ot_approval`, nullable: true, choices: ['auto', 'planned', 'lesser'], choiceLabels: 'att:resource.rule.ot_approvals' },
  min_ot: { kind: 'duration', label: `${RL}.min_ot`, nullable: true, ...MINUTES },
  max_ot_per_day: { kind: 'duration', label: `${RL}.max_ot_per_day`, nullable: true, ...MINUTES },
  ot_thresholds: {
    kind: 'json', label: `${RL}.ot_thresholds`, nullable: true,
    jsonSchema: objectSchema({ t1: { type: 'integer', minimum: 0, maximum: 1440 }, t2: { type: 'integer', minimum: 0, maximum: 1440 }, t3: { type: 'integer', minimum: 0, maximum: 1440 } }, ['t1']),
  },
  weekend_ot_enabled: { kind: 'boolean', label: `${RL}.weekend_ot_enabled`, nullable: true },
  holiday_ot_enabled: { kind: 'boolean', label: `${RL}.holiday_ot_enabled`, nullable: true },
  weekly_ot_threshold: { kind: 'duration', label: `${RL}.weekly_ot_threshold`, nullable: true, min: 0, max: 10080 },
  week_start: { kind: 'integer', label: `${RL}.week_start`, nullable: true, min: 1, max: 7 },
  absent_below: { kind: 'duration', label: `${RL}.absent_below`, nullable: true, ...MINUTES },
  half_day_below: { kind: 'duration', label: `${RL}.half_day_below`, nullable: true, ...MINUTES },
  min_valid_span: { kind: 'duration', label: `${RL}.min_valid_span`, nullable: true, ...MINUTES },
  max_work_per_instance: { kind: 'duration', label: `${RL}.max_work_per_instance`, nullable: true, min: 1, max: 2880 },
  new_day_gap: { kind: 'duration', label: `${RL}.new_day_gap`, nullable: true, min: 1, max: 1440 },
  max_shift_span: { kind: 'duration', label: `${RL}.max_shift_span`, nullable: true, min: 1, max: 2880 },
  unscheduled_work_date: {
    kind: 'choice', label: `${RL}.unscheduled_work_date`, nullable: true,
    choices: ['first_punch', 'last_punch', 'most_minutes', 'split_at_midnight'], choiceLabels: 'att:resource.rule.work_dates',
  },
  unscheduled_break: {
    kind: 'json', label: `${RL}.unscheduled_break`, nullable: true,
    jsonSchema: objectSchema({ minutes: { type: 'integer', minimum: 0, maximum: 1440 }, trigger: { type: 'integer', minimum: 0, maximum: 2880 } }, ['minutes', 'trigger']),
  },
  classify_by_calendar_minute: { kind: 'boolean', label: `${RL}.classify_by_calendar_minute`, nullable: true },
  boundary_tolerance: { kind: 'duration', label: `${RL}.boundary_tolerance`, nullable: true, min: 0, max: 120 },
  default_shift_id: { kind: 'ref', ref: 'att.shift', label: `${RL}.default_shift_id`, nullable: true },
  auto_shift_timetable_ids: {
    kind: 'json', label: `${RL}.auto_shift_timetable_ids`, nullable: true,
    jsonSchema: { type: ['array', 'null'], items: { type: 'integer', minimum: 1 } },
  },
} as const satisfies ResourceContract['fields'];

export type RuleSettingField = keyof typeof RULE_SETTING_FIELDS;

/**
 * What the engine does when a setting is null (its DEFAULT_RULE, on the wire): the screens show it as the
 * placeholder. A server test keeps it equal to the engine's.
 */
export const RULE_SETTING_DEFAULTS: { readonly [F in RuleSettingField]: unknown } = {
  pairing: 'first_last',
  check_in_rule: 'first',
  check_out_rule: 'last',
  dedupe_seconds: 60,
  late_mode: 'from_start',
  early_mode: 'from_start',
  late_to_absent: 0,
  early_to_absent: 0,
  late_early_absence_action: 'absent',
  miss_in: { kind: 'exception' },
  miss_out: { kind: 'exception' },
  auto_check_out: null,
  grace_snap: true,
  rounding: null,
  strict: false,
  ot_enabled: true,
  daily_ot_enabled: true,
  ot_approval: 'auto',
  min_ot: 0,
  max_ot_per_day: 0,
  ot_thresholds: null,
  weekend_ot_enabled: true,
  holiday_ot_enabled: true,
  weekly_ot_threshold: null,
  week_start: 1,
  absent_below: 0,
  half_day_below: 0,
  min_valid_span: 0,
  max_work_per_instance: 960,
  new_day_gap: 240,
  max_shift_span: 960,
  unscheduled_work_date: 'first_punch',
  unscheduled_break: null,
  classify_by_calendar_minute: false,
  boundary_tolerance: 15,
  default_shift_id: null,
  auto_shift_timetable_ids: null,
};

/** `GET|PUT /web/att/api/v2/global-rule/`: the company's one rule (no list, no delete). */
export const GLOBAL_RULE_CONTRACT = {
  name: 'att.global_rule',
  path: '/att/api/v2/global-rule/',
  label: 'att:resource.global_rule.label',
  actions: ['view', 'change'],
  fields: RULE_SETTING_FIELDS,
} as const satisfies ResourceContract;

/** A department's own settings over the global rule (one rule per department). */
export const DEPARTMENT_RULE_RESOURCE = {
  name: 'att.department_rule',
  path: '/att/api/v2/department-rules/',
  label: 'att:resource.department_rule.label',
  fields: {
    department: { kind: 'ref', ref: 'personnel.department', label: `${RL}.department`, required: true, unique: true },
    ...RULE_SETTING_FIELDS,
  },
} as const satisfies ResourceContract;

// ---------------------------------------------------------------- closed payroll periods (ADR 0094)

const CP = 'att:resource.closed_period.fields';
/**
 * A closed (locked) payroll period: the stored day results of its dates no longer change (the whole company, or
 * one department and its sub-departments). Closing = add, reopening = delete (recalculates the period); no change.
 */
export const CLOSED_PERIOD_RESOURCE = {
  name: 'att.closed_period',
  path: '/att/api/v2/closed-periods/',
  label: 'att:resource.closed_period.label',
  actions: ['view', 'add', 'delete'],
  fields: {
    start_date: { kind: 'date', label: `${CP}.start_date`, required: true },
    end_date: { kind: 'date', label: `${CP}.end_date`, required: true },
    department: { kind: 'ref', ref: 'personnel.department', label: `${CP}.department`, nullable: true },
    note: { kind: 'text', label: `${CP}.note`, maxLength: 200, default: '' },
    closed_at: { kind: 'datetime', label: `${CP}.closed_at`, readOnly: true },
  },
} as const satisfies ResourceContract;
