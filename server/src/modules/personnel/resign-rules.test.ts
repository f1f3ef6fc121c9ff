import { subtreeOf } from './access-areas-route';
import { isCalendarDate } from './resign-routes';

describe('isCalendarDate', () => {
  it('accepts real days in YYYY-MM-DD, leap days included', () => {
    expect(isCalendarDate('2026-03-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
  it('rejects days that do not exist and other shapes', () => {
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '31/03/2026', '1899-12-31', '']) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });
});

describe('subtreeOf', () => {
  const areas = [
    { id: 1, name: 'Campus', parent: null },
    { id: 2, name: 'Gate', parent: 1 },
    { id: 3, name: 'Booth', parent: 2 },
    { id: 4, name: 'Remote', parent: null },
  ];
  it('keeps the root and everything below it, the root becoming a top-level node', () => {
    expect(subtreeOf(areas, 2)).toEqual([
      { id: 2, name: 'Gate', parent: null },
      { id: 3, name: 'Booth', parent: 2 },
    ]);
    expect(subtreeOf(areas, 1).map((a) => a.id)).toEqual([1, 2, 3]);
  });
  it('gives nothing for an unknown root', () => {
    expect(subtreeOf(areas, 99)).toEqual([]);
  });
});
