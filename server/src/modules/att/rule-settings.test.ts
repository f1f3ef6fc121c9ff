import { RULE_SETTING_DEFAULTS, RULE_SETTING_FIELDS } from '@timekeep/contracts';
import { DEFAULT_RULE } from '../../attendance/engine';
import { ApiError } from '../../http/api-error';
import { checkRuleShapes, RULE_KEYS, toEngineDepartmentRule, toEngineSettings } from './rule-settings';
import type { Row } from '../../resources/types';
import { emptyRule } from './schedule-resources';

const fieldErrorOf = (values: Record<string, unknown>): string | undefined => {
  try {
    checkRuleShapes({ ...emptyRule(), ...values });
  } catch (error) {
    return error instanceof ApiError ? Object.keys(error.context?.fields ?? {}).join(',') : 'not an ApiError';
  }
  return undefined;
};

test('the wire fields are exactly the snake_case of the engine settings', () => {
  const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  expect(Object.keys(RULE_KEYS).sort()).toEqual(Object.keys(DEFAULT_RULE).sort());
  for (const [key, field] of Object.entries(RULE_KEYS)) expect(field).toBe(snake(key));
  expect(Object.values(RULE_KEYS).sort()).toEqual(Object.keys(RULE_SETTING_FIELDS).sort());
});

test('a record maps to engine settings: nulls left out, nested snake_case and ids as text', () => {
  expect(toEngineSettings(emptyRule())).toEqual({});
  expect(
    toEngineSettings({ ...emptyRule(), grace_snap: false, rounding: { interval: 5, in_mode: 'up', out_mode: 'nearest' }, miss_in: { kind: 'late', minutes: 30 }, default_shift_id: 4, auto_shift_timetable_ids: [2, 3], weekly_ot_threshold: 2400 }),
  ).toEqual({ graceSnap: false, rounding: { interval: 5, inMode: 'up', outMode: 'nearest' }, missIn: { kind: 'late', minutes: 30 }, defaultShiftId: '4', autoShiftTimetableIds: ['2', '3'], weeklyOtThreshold: 2400 });
  expect(toEngineDepartmentRule({ ...emptyRule(), id: 7, department: 3, late_to_absent: 60 })).toEqual({ id: 'D7', departmentId: '3', lateToAbsent: 60 });
});

test('json settings: the engine shapes only', () => {
  expect(fieldErrorOf({ miss_in: { kind: 'absent' }, miss_out: { kind: 'early', minutes: 60 }, auto_check_out: { kind: 'at', time: '23:00' } })).toBeUndefined();
  expect(fieldErrorOf({ miss_in: { kind: 'early', minutes: 5 } })).toBe('miss_in');
  expect(fieldErrorOf({ miss_out: { kind: 'absent', minutes: 5 } })).toBe('miss_out');
  expect(fieldErrorOf({ auto_check_out: { kind: 'at', time: '25:00' } })).toBe('auto_check_out');
  expect(fieldErrorOf({ auto_check_out: { kind: 'after_end', minutes: 120 } })).toBeUndefined();
  expect(fieldErrorOf({ rounding: { interval: 0, in_mode: 'up', out_mode: 'up' } })).toBe('rounding');
  expect(fieldErrorOf({ ot_thresholds: { t1: 60, t2: 120, t3: 180 } })).toBeUndefined();
  expect(fieldErrorOf({ ot_thresholds: { t1: 60, t3: 60 } })).toBe('ot_thresholds');
  expect(fieldErrorOf({ unscheduled_break: { minutes: 30 } })).toBe('unscheduled_break');
  expect(fieldErrorOf({ auto_shift_timetable_ids: ['1'] })).toBe('auto_shift_timetable_ids');
  const values = { ...emptyRule(), auto_shift_timetable_ids: [] };
  checkRuleShapes(values);
  expect(values.auto_shift_timetable_ids).toBeNull();
});

test('the defaults the screens show are the engine defaults, through the same mapping', () => {
  const wire: Row = { ...RULE_SETTING_DEFAULTS };
  const settings = toEngineSettings(wire);
  const nullDefaults = Object.entries(DEFAULT_RULE).filter(([, value]) => value === null).map(([key]) => key);
  expect(settings).toEqual(Object.fromEntries(Object.entries(DEFAULT_RULE).filter(([key]) => !nullDefaults.includes(key))));
});
