import { dirtyKeys, dirtyOptionsFor } from './dirty';
import { D, addDays, makeConfig, tt } from './test-helpers';

const base = { weeklyOt: false, weekStart: 1, windowsReachPreviousDay: false };
const dates = (keys: Array<{ date: string }>) => keys.map((k) => k.date);

describe('dirty-key rule (§4.11, ADR 0027)', () => {
  test('a punch dirties its date and the previous one', () => {
    expect(dates(dirtyKeys([{ kind: 'punch', employeeId: 'E1', date: D }], base).keys)).toEqual([addDays(D, -1), D]);
  });

  test('a timetable whose window starts before midnight also dirties the next date', () => {
    const opts = dirtyOptionsFor(makeConfig({ timetables: [tt('EARLY', '00:30', 480)] }), 'DEP', D);
    expect(opts.windowsReachPreviousDay).toBe(true);
    expect(dates(dirtyKeys([{ kind: 'punch', employeeId: 'E1', date: D }], opts).keys)).toEqual([addDays(D, -1), D, addDays(D, 1)]);
  });

  test('a range change dirties one date either side, per employee, deduplicated and sorted', () => {
    const r = dirtyKeys(
      [
        { kind: 'schedule', employeeIds: ['E2', 'E1'], from: D, to: addDays(D, 1) },
        { kind: 'punch', employeeId: 'E1', date: addDays(D, 1) },
      ],
      base,
    );
    expect(r.keys).toEqual([
      ...[-1, 0, 1, 2].map((i) => ({ employeeId: 'E1', date: addDays(D, i) })),
      ...[-1, 0, 1, 2].map((i) => ({ employeeId: 'E2', date: addDays(D, i) })),
    ]);
  });

  test('weekly OT recomputes whole weeks, with a configurable week start', () => {
    const sunday = dates(dirtyKeys([{ kind: 'punch', employeeId: 'E1', date: addDays(D, 3) }], { ...base, weeklyOt: true, weekStart: 7 }).keys);
    // D+3 is a Thursday; weeks start on Sunday D−1
    expect(sunday).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(D, -1 + i)));
  });

  test('locked dates are returned separately, never as keys to recompute', () => {
    const r = dirtyKeys([{ kind: 'holiday', employeeIds: ['E1'], from: D, to: addDays(D, 2) }], { ...base, lockedThrough: D });
    expect(dates(r.locked)).toEqual([addDays(D, -1), D]);
    expect(dates(r.keys)).toEqual([addDays(D, 1), addDays(D, 2), addDays(D, 3)]);
  });
});
