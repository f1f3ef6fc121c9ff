import type { FieldSpec } from '@timekeep/contracts';
import { excelSerialDate } from '../bulk';
import { cellValue } from './import-route';

const YES_NO = { yes: new Set<string>(), no: new Set<string>() };
const field = (kind: FieldSpec['kind']): FieldSpec => ({ kind, label: 'x' });

describe('spreadsheet dates that arrive as serial numbers', () => {
  it('reads Excel serial days (day 0 = 1899-12-30) and their fractions', () => {
    expect(excelSerialDate(46204)?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(excelSerialDate(46204.5)?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(excelSerialDate(0.375)?.toISOString()).toBe('1899-12-30T09:00:00.000Z');
    for (const outside of [-1, 2_958_466, Number.NaN, Number.POSITIVE_INFINITY]) expect(excelSerialDate(outside)).toBeUndefined();
  });

  it('imports a date, date-time or time field given a number as the day or time it stands for', () => {
    expect(cellValue(field('date'), 46204, YES_NO)).toBe('2026-07-01');
    expect(cellValue(field('datetime'), 46204.75, YES_NO)).toBe('2026-07-01 18:00:00');
    expect(cellValue(field('time'), 0.375, YES_NO)).toBe('09:00');
    // A real date cell is unchanged; a number in a number field stays a number; a number no day refuses later.
    expect(cellValue(field('date'), new Date(Date.UTC(2026, 6, 1)), YES_NO)).toBe('2026-07-01');
    expect(cellValue(field('integer'), 46204, YES_NO)).toBe(46204);
    expect(cellValue(field('date'), -5, YES_NO)).toBe(-5);
  });
});
