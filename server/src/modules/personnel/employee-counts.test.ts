import { countMatching, type EmployeeCounts } from './employee-counts';

describe('countMatching', () => {
  // 10 employees: 3 resigned (1 of them with attendance), 6 with attendance.
  const counts: EmployeeCounts = { total: 10, resigned: 3, enable_att: 6, resigned_enable_att: 1 };
  const people = [
    ...Array.from({ length: 1 }, () => ({ resigned: true, enable_att: true })),
    ...Array.from({ length: 2 }, () => ({ resigned: true, enable_att: false })),
    ...Array.from({ length: 5 }, () => ({ resigned: false, enable_att: true })),
    ...Array.from({ length: 2 }, () => ({ resigned: false, enable_att: false })),
  ];
  const flags = [undefined, true, false];

  it.each(flags.flatMap((resigned) => flags.map((enable_att) => ({ resigned, enable_att }))))(
    'resigned=$resigned enable_att=$enable_att matches counting the rows',
    (filters) => {
      const expected = people.filter(
        (p) => (filters.resigned === undefined || p.resigned === filters.resigned) && (filters.enable_att === undefined || p.enable_att === filters.enable_att),
      ).length;
      expect(countMatching(counts, filters)).toBe(expected);
    },
  );
});
