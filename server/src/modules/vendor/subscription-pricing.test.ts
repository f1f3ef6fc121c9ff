import { addDays, discountCents, fromCents, listCents, periodEnd, toCents } from './subscription-pricing';

describe('subscription pricing arithmetic', () => {
  test('amounts are hundredths, read and written as two-place decimals', () => {
    expect([toCents('2.5'), toCents('3'), toCents('0.07'), toCents(1.1)]).toEqual([250n, 300n, 7n, 110n]);
    expect([fromCents(5n), fromCents(12345n), fromCents(-250n)]).toEqual(['0.05', '123.45', '-2.50']);
    expect(() => toCents('1e3')).toThrow();
  });

  test('per unit multiplies by the count, per company does not; large counts stay exact', () => {
    expect(listCents('2.90', 'employee', 51)).toBe(14_790n);
    expect(listCents('499.00', 'company', 400)).toBe(49_900n);
    expect(listCents('9999999999.99', 'device', 1_000_000)).toBe(999_999_999_999n * 1_000_000n);
  });

  test('a percentage rounds half up to the hundredth; an amount takes at most the list amount', () => {
    expect(discountCents(3_000n, 'percent', '33.33')).toBe(1_000n);
    expect(discountCents(1_005n, 'percent', '50')).toBe(503n);
    expect(discountCents(1_000n, 'amount', '25.00')).toBe(1_000n);
    expect(discountCents(1_000n, 'amount', '2.5')).toBe(250n);
  });

  test('a period ends the day before the same date a month or a year later, short months clamped', () => {
    expect(periodEnd('2026-01-15', 'monthly')).toBe('2026-02-14');
    expect(periodEnd('2026-01-31', 'monthly')).toBe('2026-02-27');
    expect(periodEnd('2026-12-01', 'monthly')).toBe('2026-12-31');
    expect(periodEnd('2028-02-29', 'yearly')).toBe('2029-02-27');
    expect(periodEnd('2026-11-25', 'yearly')).toBe('2027-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
