import { ApiError } from '../../http/api-error';
import { breakOffset, checkBreaksInDuty, checkCycle, checkDayTimetables, effectiveWindows, parseSlots, slotCount } from './setup-rules';

const codeOf = (run: () => void): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
  return undefined;
};

test('the default windows meet at the midpoint of the duty (§4.4)', () => {
  expect(effectiveWindows(540, null, null)).toEqual({ inAfter: 270, outBefore: 270 });
  expect(effectiveWindows(481, null, null)).toEqual({ inAfter: 240, outBefore: 241 });
  expect(effectiveWindows(540, 60, null)).toEqual({ inAfter: 60, outBefore: 270 });
});

test('a break before the start of a night duty lies on the next day, as the engine places it', () => {
  expect(breakOffset('22:00', '02:00')).toBe(240);
  expect(breakOffset('09:00', '13:00')).toBe(240);
  expect(codeOf(() => checkBreaksInDuty('Night', '22:00', 480, [{ alias: 'Meal', start: '05:30', duration: 30 }]))).toBeUndefined();
  expect(codeOf(() => checkBreaksInDuty('Night', '22:00', 480, [{ alias: 'Meal', start: '05:45', duration: 30 }]))).toBe('ZATT0004');
  expect(codeOf(() => checkBreaksInDuty('Day', '09:00', 540, [{ alias: 'A', start: '13:00', duration: 60 }, { alias: 'B', start: '14:00', duration: 15 }]))).toBeUndefined();
  expect(codeOf(() => checkBreaksInDuty('Day', '09:00', 540, [{ alias: 'A', start: '13:00', duration: 60 }, { alias: 'B', start: '13:59', duration: 15 }]))).toBe('ZATT0005');
});

test('slots: indices within the cycle (week 0 = Monday, month offset × 31 + day − 1)', () => {
  expect(slotCount('day', 3)).toBe(3);
  expect(slotCount('week', 2)).toBe(14);
  expect(slotCount('month', 1)).toBe(31);
  expect(codeOf(() => checkCycle('week', 2, parseSlots({ 13: [1] })))).toBeUndefined();
  expect(codeOf(() => checkCycle('week', 2, parseSlots({ 14: [1] })))).toBe('ZATT0008');
  expect(codeOf(() => checkCycle('month', 13, new Map()))).toBe('ZATT0007');
  expect(codeOf(() => parseSlots({ '01': [1] }))).toBe('ZGEN0400');
  expect(codeOf(() => parseSlots({ 0: [1.5] }))).toBe('ZGEN0400');
  expect(codeOf(() => parseSlots([[1]]))).toBe('ZGEN0400');
  expect(parseSlots({ 2: [4, 4, 5] }).get(2)).toEqual([4, 5]);
});

test("one day's timetables may touch but not overlap; flexible ones are not compared", () => {
  const tt = (id: number, start: string, duration: number, kind = 'normal') => ({ id, alias: `T${id}`, kind, start, duration });
  expect(codeOf(() => checkDayTimetables(0, [tt(1, '14:00', 480), tt(2, '06:00', 480)]))).toBeUndefined();
  expect(codeOf(() => checkDayTimetables(0, [tt(1, '14:00', 480), tt(2, '06:00', 481)]))).toBe('ZATT0009');
  expect(codeOf(() => checkDayTimetables(0, [tt(1, '09:00', 480), { id: 2, alias: 'F', kind: 'flexible', start: null, duration: null }]))).toBeUndefined();
});
