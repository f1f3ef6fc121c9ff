import { compileConfig } from '../../attendance/engine';
import { DAY, LUNCH, LUNCH_PUNCHED, NIGHT } from '../../attendance/engine/test-helpers';
import type { FlexibleTimetable } from '../../attendance/engine';
import { timetableBodyOf, toEngineBreakTime, toEngineShift, toEngineTimetable, type BreakTimeRecord, type TimetableRecord } from './engine-model';

const FLEX: FlexibleTimetable = { id: '7', kind: 'flexible', required: 480, dayChange: '05:00', flexBreak: 60, flexBreakTrigger: 360, minOt: 30, workDay: 1, coreBand: { start: '10:00', end: '15:00' } };

describe('stored set-up → engine model', () => {
  test('a normal timetable round-trips through its record (ids as text, nulls as the engine defaults)', () => {
    const body = timetableBodyOf({ ...DAY, id: '3', breakIds: ['12'] }, 'Day');
    const record = { id: 3, ...body } as TimetableRecord;
    expect(record).toMatchObject({ in_before: null, in_after: null, early_in_ot: { min: 30 }, late_out_ot: { min: 30 }, break_times: [12] });
    expect(toEngineTimetable(record)).toEqual({ ...DAY, id: '3', breakIds: ['12'], inRequired: true, outRequired: true, workDay: 1, otLevel: 1, maxOtPerDay: 0 });
  });

  test('a flexible timetable round-trips', () => {
    const record = { id: 7, ...timetableBodyOf(FLEX, 'Flex') } as TimetableRecord;
    expect(toEngineTimetable(record)).toEqual(FLEX);
  });

  test('engine ids in a body are mapped to the stored break ids', () => {
    expect(timetableBodyOf(DAY, 'Day', new Map([['LUNCH', 41]]))).toMatchObject({ break_times: [41] });
  });

  test('break times and shifts', () => {
    const lunch: BreakTimeRecord = { id: 5, alias: 'Lunch', start: '13:00', duration: 60, type: 'punched', allowance: null, paid: false, trigger: 0, margin: 60, late_grace: 5, min_early_return: 0, early_return_credit: 'none' };
    expect(toEngineBreakTime(lunch)).toEqual({ ...LUNCH_PUNCHED, id: '5', paid: false, trigger: 0, margin: 60, minEarlyReturn: 0, earlyReturnCredit: 'none' });
    expect(toEngineBreakTime({ ...lunch, type: 'auto_deduct', allowance: 45, late_grace: 0 })).toMatchObject({ type: 'auto_deduct', allowance: 45 });
    expect(toEngineShift({ id: 9, alias: 'Week', cycle: 'week', length: 2, slots: { '0': [3], '8': [3, 4] }, work_on_holidays: true, auto_shift: null })).toEqual({
      id: '9', cycle: 'week', length: 2, slots: { 0: ['3'], 8: ['3', '4'] }, workOnHolidays: true,
    });
    expect(toEngineShift({ id: 9, alias: 'Auto', cycle: 'day', length: 1, slots: {}, work_on_holidays: false, auto_shift: [3, 4] }).autoShift).toEqual(['3', '4']);
  });

  test('what the mapping gives compiles in the engine', () => {
    const timetables = [DAY, NIGHT].map((tt, i) => toEngineTimetable({ id: i + 1, ...timetableBodyOf(tt, tt.id, new Map([['LUNCH', 1]])) } as TimetableRecord));
    const breaks = [toEngineBreakTime({ id: 1, alias: 'Lunch', start: LUNCH.start, duration: 60, type: 'auto_deduct', allowance: null, paid: false, trigger: 0, margin: 60, late_grace: 0, min_early_return: 0, early_return_credit: 'none' })];
    const shifts = [toEngineShift({ id: 1, alias: 'Rota', cycle: 'day', length: 2, slots: { '0': [1], '1': [2] }, work_on_holidays: false, auto_shift: null })];
    expect(() => compileConfig({ globalRules: [{ id: 'G' }], timetables, breaks, shifts })).not.toThrow();
  });
});
