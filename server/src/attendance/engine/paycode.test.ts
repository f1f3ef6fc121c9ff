import { payCodeTotal } from './paycode';

describe('pay-code totals (the only conversion and rounding step)', () => {
  test('OT in 15-minute units rounded down', () => {
    expect(payCodeTotal(110, { unit: 'minute', minimumUnit: 15, mode: 'down' })).toBe(105);
    expect(payCodeTotal(14, { unit: 'minute', minimumUnit: 15, mode: 'down' })).toBe(0);
  });

  test('hours in quarter hours: down, half, up', () => {
    expect(payCodeTotal(110, { unit: 'hour', minimumUnit: 0.25, mode: 'down' })).toBe(1.75);
    expect(payCodeTotal(112, { unit: 'hour', minimumUnit: 0.25, mode: 'half' })).toBe(1.75);
    expect(payCodeTotal(113, { unit: 'hour', minimumUnit: 0.25, mode: 'half' })).toBe(2);
    expect(payCodeTotal(106, { unit: 'hour', minimumUnit: 0.25, mode: 'up' })).toBe(2);
    expect(payCodeTotal(105, { unit: 'hour', minimumUnit: 0.25, mode: 'up' })).toBe(1.75);
    expect(payCodeTotal(61, { unit: 'hour', minimumUnit: 0.1, mode: 'up' })).toBe(1.1);
  });

  test('days with a configurable day length, adjustments symmetric', () => {
    expect(payCodeTotal(240, { unit: 'day', minimumUnit: 0.5, mode: 'down' })).toBe(0.5);
    expect(payCodeTotal(479, { unit: 'day', minimumUnit: 0.5, mode: 'down', minutesPerDay: 480 })).toBe(0.5);
    expect(payCodeTotal(540, { unit: 'day', minimumUnit: 1, mode: 'half', minutesPerDay: 540 })).toBe(1);
    expect(payCodeTotal(-110, { unit: 'minute', minimumUnit: 15, mode: 'down' })).toBe(-105);
  });

  test('rejects non-integer minutes and a zero step', () => {
    expect(() => payCodeTotal(1.5, { unit: 'minute', minimumUnit: 1, mode: 'down' })).toThrow(RangeError);
    expect(() => payCodeTotal(10, { unit: 'minute', minimumUnit: 0, mode: 'down' })).toThrow(RangeError);
  });
});
