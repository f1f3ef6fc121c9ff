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
