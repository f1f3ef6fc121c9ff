/**
 * Leave balances per employee, leave type and year, in days (api-contracts.md): `entitled` is what the type's
 * entitlement accrued (yearly or monthly, capped by its maximum balance; null: no limit), `carried_over` and
 * `expired` the previous year's remainder and what of it lapsed (ADR 0100), `adjustments` the year's
 * leave-adjustments (ADR 0092), `taken` the approved leaves' days in the year, `pending` the pending ones',
 * `balance` = entitled + carried_over − expired + adjustments − taken − pending (leave-ledger.ts). A new leave
 * that needs more than the balance is refused. The days of each leave are those stored on it per date
 * (leave-day-counts.ts: rest days never count, holidays only for a type that counts them).
 */
import type { LeaveBalance } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import type { Row, Trx } from '../../resources/types';
import { APPROVAL_CODES } from './codes';
import { countLeaves, countsOf } from './leave-day-counts';
import { countsByMonth, countsByYear, roundDays, type LeaveUnit } from './leave-days';
import { CARRY_OVER_YEARS, emptyUsage, ledgerOf, yearLedger, type LeavePolicy, type YearUsage } from './leave-ledger';

interface LeaveTypeRow {
  id: number;
  unit: LeaveUnit;
  counts_holidays: boolean;
  yearly_entitlement: number | null;
  policy: LeavePolicy | null;
}

/** Per leave type, per year: adjustments and the pending and approved leave days by month (leaves over New Year split). */
type Usage = Map<number, Map<number, YearUsage>>;

/** The usage of each of `employeeIds` (one read of their leaves and adjustments for all of them). */
async function usageOf(trx: Trx, companyId: number, employeeIds: readonly number[], fromYear: number, toYear: number, types: Map<number, LeaveTypeRow>, excludeId?: number): Promise<Map<number, Usage>> {
  const usages = new Map<number, Usage>(employeeIds.map((id) => [id, new Map()]));
  if (employeeIds.length === 0) return usages;
  const entry = (employee: number, type: number, year: number) => {
    const usage = usages.get(employee) ?? new Map<number, Map<number, YearUsage>>();
    usages.set(employee, usage);
    const years = usage.get(type) ?? new Map<number, YearUsage>();
    usage.set(type, years);
    const found = years.get(year) ?? emptyUsage();
    years.set(year, found);
    return found;
  };
  const ids = sql.join(employeeIds.map(Number));
  // the days each leave counts are stored on it per date (ADR 0112: rest days and, for some types, holidays left out)
  const { rows } = await sql<{ employee: number | string; leave_type: number; status: string; day_counts: unknown }>`
    select employee, leave_type, status, day_counts
    from leave_requests
    where company_id = ${companyId} and employee in (${ids}) and status in ('pending', 'approved')
      and start_time < ${`${toYear + 1}-01-01 00:00:00`} and end_time >= ${`${fromYear}-01-01 00:00:00`}
      and id is distinct from ${excludeId ?? null}::bigint`.execute(trx);
  for (const row of rows) {
    const type = types.get(Number(row.leave_type));
    if (!type) continue;
    const employee = Number(row.employee);
    for (const [key, days] of countsByMonth(countsOf(row.day_counts))) {
      const year = Math.floor(key / 12);
      if (year < fromYear || year > toYear) continue;
      const months = entry(employee, type.id, year)[row.status === 'approved' ? 'taken' : 'pending'];
      months[key % 12] = roundDays(months[key % 12] + days);
    }
  }
  const { rows: adjusted } = await sql<{ employee: number | string; leave_type: number | string; year: number | string; days: number | string }>`
    select employee, leave_type, year, sum(days) as days from leave_adjustments
    where company_id = ${companyId} and employee in (${ids}) and year between ${fromYear} and ${toYear} group by employee, leave_type, year`.execute(trx);
  for (const row of adjusted) entry(Number(row.employee), Number(row.leave_type), Number(row.year)).adjustments = roundDays(Number(row.days));
  return usages;
}

async function leaveTypes(trx: Trx, companyId: number): Promise<Map<number, LeaveTypeRow>> {
  const { rows } = await sql<{ id: number; unit: LeaveUnit; counts_holidays: boolean; yearly_entitlement: number | null; accrual: 'yearly' | 'monthly'; carry_over_max: number | null; carry_over_months: number | null; max_balance: number | null }>`
    select id, unit, counts_holidays, yearly_entitlement, accrual, carry_over_max, carry_over_months, max_balance from leave_types where company_id = ${companyId} order by name, id`.execute(trx);
  const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => {
      const entitlement = numberOrNull(row.yearly_entitlement);
      const policy: LeavePolicy | null =
        entitlement === null ? null : { entitlement, accrual: row.accrual, carryOverMax: numberOrNull(row.carry_over_max), carryOverMonths: numberOrNull(row.carry_over_months), maxBalance: numberOrNull(row.max_balance) };
      return [Number(row.id), { id: Number(row.id), unit: row.unit, counts_holidays: row.counts_holidays, yearly_entitlement: entitlement, policy }];
    }),
  );
}

/** The months of accrual counted in `year` as of `now`: all of a past year, none of a future one. */
export function monthsThrough(year: number, now: Date): number {
  const current = now.getUTCFullYear();
  return year < current ? 12 : year > current ? 0 : now.getUTCMonth() + 1;
}

export interface BalanceOptions {
  /** Leaves one request out (the one being changed). */
  excludeId?: number;
  /** The months of accrual counted (default 12). */
  through?: number;
}

/** Balances of every leave type for a year (ADR 0092, 0100). */
export async function leaveBalances(trx: Trx, companyId: number, employeeId: number, year: number, options: BalanceOptions = {}): Promise<LeaveBalance[]> {
  return (await leaveBalancesOf(trx, companyId, [employeeId], year, options)).get(employeeId) ?? [];
}

/** `leaveBalances` of several employees at once (the leave detail report's page), keyed by employee. */
export async function leaveBalancesOf(trx: Trx, companyId: number, employeeIds: readonly number[], year: number, options: BalanceOptions = {}): Promise<Map<number, LeaveBalance[]>> {
  const types = await leaveTypes(trx, companyId);
  const carries = [...types.values()].some((type) => (type.policy?.carryOverMax ?? 0) > 0);
  const usages = await usageOf(trx, companyId, employeeIds, carries ? year - CARRY_OVER_YEARS : year, year, types, options.excludeId);
  return new Map(
    employeeIds.map((employeeId) => {
      const usage = usages.get(employeeId);
      const balances = [...types.values()].map((type): LeaveBalance => {
        const of = (y: number) => usage?.get(type.id)?.get(y) ?? emptyUsage();
        if (type.policy === null) {
          const own = yearLedger({ entitlement: 0, accrual: 'yearly', carryOverMax: null, carryOverMonths: null, maxBalance: null }, 0, of(year), 12);
          return { employee: employeeId, leave_type: type.id, year, entitled: null, adjustments: own.adjustments, carried_over: 0, expired: 0, taken: own.taken, pending: own.pending, balance: null };
        }
        const ledger = ledgerOf(type.policy, year, options.through ?? 12, of);
        return { employee: employeeId, leave_type: type.id, year, entitled: ledger.entitled, adjustments: ledger.adjustments, carried_over: ledger.carried_over, expired: ledger.expired, taken: ledger.taken, pending: ledger.pending, balance: ledger.balance };
      });
      return [employeeId, balances];
    }),
  );
}

/**
 * The leave's days per date (stored on it as `day_counts`, `days` their sum); refuses it when a year it touches has
 * too little balance left (without `excludeId`'s own days).
 */
export async function checkLeaveBalance(trx: Trx, companyId: number, values: Row, excludeId?: number): Promise<Map<string, number>> {
  const types = await leaveTypes(trx, companyId);
  const type = types.get(Number(values.leave_type));
  // An unknown type is the kernel's 400 (refs are checked after this hook); count nothing here.
  if (!type) return new Map();
  const employee = Number(values.employee);
  const [counts] = await countLeaves(trx, companyId, [{ employee, unit: type.unit, countsHolidays: type.counts_holidays, start: String(values.start_time), end: String(values.end_time) }]);
  const byYear = countsByYear(counts);
  if (type.yearly_entitlement !== null) {
    const lastMonth = new Map<number, number>();
    for (const key of countsByMonth(counts).keys()) lastMonth.set(Math.floor(key / 12), Math.max(lastMonth.get(Math.floor(key / 12)) ?? 0, (key % 12) + 1));
    for (const [year, days] of byYear) {
      // what has accrued by the month the leave ends in (that year), less every other leave of the year booked
      const through = lastMonth.get(year) ?? 12;
      const [balance] = (await leaveBalances(trx, companyId, employee, year, { excludeId, through })).filter((row) => row.leave_type === type.id);
      const left = balance?.balance ?? 0;
      if (days > left) {
        throw new ApiError(400, APPROVAL_CODES.exceedsBalance, {
          message: `The leave needs ${days} days but only ${left} are left in ${year}.`,
          params: { days, balance: left, year },
          fields: { leave_type: APPROVAL_CODES.exceedsBalance },
        });
      }
    }
  }
  return counts;
}
