/**
 * The balance arithmetic of one leave type and employee for a year (ADR 0100), month by month:
 * - at the start of the year the carried-over days (the previous year's remainder, at most `carryOverMax`) and
 *   the year's adjustments are there;
 * - accrual: `yearly` grants the entitlement in January, `monthly` a twelfth each month (rounded so that the twelve
 *   add up to the entitlement), through month `through` only (the months counted so far); it never lifts the
 *   balance above `maxBalance`;
 * - each month's leave days (taken and pending) use carried days first; at the end of month `carryOverMonths` the
 *   carried days left lapse (`expired`), once the month after it is among those counted.
 * balance = entitled + carried_over − expired + adjustments − taken − pending.
 */
import { roundDays } from './leave-days';

export interface LeavePolicy {
  /** Days a year; the caller handles null (no limit). */
  entitlement: number;
  accrual: 'yearly' | 'monthly';
  carryOverMax: number | null;
  carryOverMonths: number | null;
  maxBalance: number | null;
}

export interface YearUsage {
  adjustments: number;
  /** Days by month, index 0 = January. */
  taken: number[];
  pending: number[];
}

export interface YearLedger {
  entitled: number;
  carried_over: number;
  expired: number;
  adjustments: number;
  taken: number;
  pending: number;
  balance: number;
}

export const emptyUsage = (): YearUsage => ({ adjustments: 0, taken: Array<number>(12).fill(0), pending: Array<number>(12).fill(0) });

/** Days accrued in month `m` (1–12). */
function accrualOf(policy: LeavePolicy, m: number): number {
  if (policy.accrual === 'yearly') return m === 1 ? policy.entitlement : 0;
  return roundDays((policy.entitlement * m) / 12) - roundDays((policy.entitlement * (m - 1)) / 12);
}

/** The ledger of one year given what was carried in; `through` = the months of accrual counted (0–12). */
export function yearLedger(policy: LeavePolicy, carriedIn: number, usage: YearUsage, through: number): YearLedger {
  let carried = carriedIn;
  let own = usage.adjustments;
  let entitled = 0;
  let expired = 0;
  // a yearly grant is there from 1 January, whatever the month
  const months = policy.accrual === 'yearly' ? Math.max(1, through) : through;
  for (let m = 1; m <= 12; m += 1) {
    if (m <= months) {
      let accrued = accrualOf(policy, m);
      if (policy.maxBalance !== null) accrued = Math.max(0, Math.min(accrued, policy.maxBalance - (carried + own)));
      own += accrued;
      entitled += accrued;
    }
    const used = usage.taken[m - 1] + usage.pending[m - 1];
    const fromCarried = Math.max(0, Math.min(carried, used));
    carried -= fromCarried;
    own -= used - fromCarried;
    if (policy.carryOverMonths !== null && m === policy.carryOverMonths && m < months) {
      expired += carried;
      carried = 0;
    }
  }
  const sum = (values: number[]) => roundDays(values.reduce((total, value) => total + value, 0));
  const taken = sum(usage.taken);
  const pending = sum(usage.pending);
  const result = { entitled: roundDays(entitled), carried_over: roundDays(carriedIn), expired: roundDays(expired), adjustments: roundDays(usage.adjustments), taken, pending };
  return { ...result, balance: roundDays(result.entitled + result.carried_over - result.expired + result.adjustments - taken - pending) };
}

/** How many years back a carry-over is followed (older remainders count as none). */
export const CARRY_OVER_YEARS = 3;

/**
 * The ledger of `year`, with the carry-over of the years before it (each a full year) followed back
 * CARRY_OVER_YEARS years; `usageOf(y)` answers a year's adjustments and leave days.
 */
export function ledgerOf(policy: LeavePolicy, year: number, through: number, usageOf: (year: number) => YearUsage): YearLedger {
  let carried = 0;
  if (policy.carryOverMax !== null && policy.carryOverMax > 0) {
    for (let y = year - CARRY_OVER_YEARS; y < year; y += 1) {
      const full = yearLedger(policy, carried, usageOf(y), 12);
      carried = roundDays(Math.max(0, Math.min(policy.carryOverMax, full.balance)));
    }
  }
  return yearLedger(policy, carried, usageOf(year), through);
}
