import { leaveDaysByMonth } from './leave-days';
import { emptyUsage, ledgerOf, yearLedger, type LeavePolicy, type YearUsage } from './leave-ledger';

const policy = (extra: Partial<LeavePolicy> = {}): LeavePolicy => ({ entitlement: 12, accrual: 'monthly', carryOverMax: null, carryOverMonths: null, maxBalance: null, ...extra });
const usage = (taken: Record<number, number> = {}, pending: Record<number, number> = {}, adjustments = 0): YearUsage => {
  const year = emptyUsage();
  for (const [month, days] of Object.entries(taken)) year.taken[Number(month) - 1] = days;
  for (const [month, days] of Object.entries(pending)) year.pending[Number(month) - 1] = days;
  return { ...year, adjustments };
};

describe('leave ledger (ADR 0100)', () => {
  it('monthly accrual: a twelfth a month through the months counted, adding up to the entitlement', () => {
    expect(yearLedger(policy(), 0, usage(), 3)).toMatchObject({ entitled: 3, balance: 3 });
    expect(yearLedger(policy({ entitlement: 20 }), 0, usage(), 1).entitled).toBe(1.67);
    expect(yearLedger(policy({ entitlement: 20 }), 0, usage(), 12).entitled).toBe(20);
    expect(yearLedger(policy(), 0, usage(), 0)).toMatchObject({ entitled: 0, balance: 0 });
    // a yearly grant is all there in January, also for a year not begun
    expect(yearLedger(policy({ accrual: 'yearly' }), 0, usage(), 0)).toMatchObject({ entitled: 12, balance: 12 });
  });

  it('half days and pending days count against the balance', () => {
    expect(yearLedger(policy(), 0, usage({ 2: 0.5 }, { 3: 1.5 }), 6)).toMatchObject({ entitled: 6, taken: 0.5, pending: 1.5, balance: 4 });
  });

  it('carry-over: the previous remainder up to the cap, used first, lapsing after its months', () => {
    const years: Record<number, YearUsage> = { 2025: usage({ 6: 4 }), 2026: usage({ 2: 1 }, { 5: 2 }) };
    const of = (year: number) => years[year] ?? emptyUsage();
    // 2025: 12 − 4 = 8 left, 5 carried (the cap); 2023–2024 left 12 each but carried into each other at most 5
    const capped = ledgerOf(policy({ carryOverMax: 5 }), 2026, 12, of);
    expect(capped).toMatchObject({ carried_over: 5, expired: 0, entitled: 12, taken: 1, pending: 2, balance: 14 });
    // lapsing after March: February's day used one carried day, the other four lapse; May's leave is the year's
    const expiring = ledgerOf(policy({ carryOverMax: 5, carryOverMonths: 3 }), 2026, 12, of);
    expect(expiring).toMatchObject({ carried_over: 5, expired: 4, balance: 10 });
    // until the month after the lapse month is counted nothing has lapsed: March still uses carried days
    expect(ledgerOf(policy({ carryOverMax: 5, carryOverMonths: 3 }), 2026, 3, of)).toMatchObject({ entitled: 3, expired: 0, balance: 5 });
    expect(ledgerOf(policy({ carryOverMax: 5, carryOverMonths: 3 }), 2026, 4, of)).toMatchObject({ entitled: 4, expired: 4, balance: 2 });
    // no carry-over: nothing comes in
    expect(ledgerOf(policy(), 2026, 12, of)).toMatchObject({ carried_over: 0, balance: 9 });
  });

  it('a maximum balance stops accrual at the cap; leave taken makes room again', () => {
    expect(yearLedger(policy({ maxBalance: 4 }), 0, usage(), 12)).toMatchObject({ entitled: 4, balance: 4 });
    // 3 accrued by March, 3 taken in March, then accrual resumes up to the cap of 4
    expect(yearLedger(policy({ maxBalance: 4 }), 0, usage({ 3: 3 }), 12)).toMatchObject({ entitled: 7, taken: 3, balance: 4 });
    // carried days count toward the cap
    expect(yearLedger(policy({ maxBalance: 6, carryOverMax: 5 }), 5, usage(), 12)).toMatchObject({ carried_over: 5, entitled: 1, balance: 6 });
  });

  it("a leave's days by month: over a month's end and half days", () => {
    expect([...leaveDaysByMonth('2026-01-30 00:00:00', '2026-02-02 23:59:59', 'day')]).toEqual([[2026 * 12, 2], [2026 * 12 + 1, 2]]);
    expect([...leaveDaysByMonth('2026-03-03 08:00:00', '2026-03-03 12:00:00', 'half_day')]).toEqual([[2026 * 12 + 2, 0.5]]);
  });
});
