/**
 * Leave balances per employee, leave type and year, in days (api-contracts.md): `entitled` is the type's
 * yearly entitlement (null: no limit), `adjustments` the year's leave-adjustments (ADR 0092), `taken` the
 * approved leaves' days in the year, `pending` the pending ones', `balance` = entitled + adjustments − taken −
 * pending. A new leave that needs more than the balance is refused.
 */
import type { LeaveBalance } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import type { Row, Trx } from '../../resources/types';
import { APPROVAL_CODES } from './codes';
import { leaveDaysByYear, roundDays, totalLeaveDays, type LeaveUnit } from './leave-days';

interface LeaveTypeRow {
  id: number;
  unit: LeaveUnit;
  yearly_entitlement: number | null;
}

/** Days of the employee's pending and approved leaves of `year` per leave type (leaves over New Year split). */
async function usedDays(trx: Trx, companyId: number, employeeId: number, year: number, types: Map<number, LeaveTypeRow>, excludeId?: number): Promise<Map<number, { taken: number; pending: number }>> {
  const { rows } = await sql<{ leave_type: number; status: string; start_time: string; end_time: string }>`
    select leave_type, status, to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') as start_time, to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') as end_time
    from leave_requests
    where company_id = ${companyId} and employee = ${employeeId} and status in ('pending', 'approved')
      and start_time < ${`${year + 1}-01-01 00:00:00`} and end_time >= ${`${year}-01-01 00:00:00`}
      and id is distinct from ${excludeId ?? null}::bigint`.execute(trx);
  const used = new Map<number, { taken: number; pending: number }>();
  for (const row of rows) {
    const type = types.get(Number(row.leave_type));
    if (!type) continue;
    const days = leaveDaysByYear(row.start_time, row.end_time, type.unit).get(year) ?? 0;
    const entry = used.get(type.id) ?? { taken: 0, pending: 0 };
    if (row.status === 'approved') entry.taken = roundDays(entry.taken + days);
    else entry.pending = roundDays(entry.pending + days);
    used.set(type.id, entry);
  }
  return used;
}

async function leaveTypes(trx: Trx, companyId: number): Promise<Map<number, LeaveTypeRow>> {
  const { rows } = await sql<LeaveTypeRow>`select id, unit, yearly_entitlement from leave_types where company_id = ${companyId} order by name, id`.execute(trx);
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), unit: row.unit, yearly_entitlement: row.yearly_entitlement === null ? null : Number(row.yearly_entitlement) }]));
}

/** Balances of every leave type; `excludeId` leaves one request out (the one being changed). */
export async function leaveBalances(trx: Trx, companyId: number, employeeId: number, year: number, excludeId?: number): Promise<LeaveBalance[]> {
  const types = await leaveTypes(trx, companyId);
  const used = await usedDays(trx, companyId, employeeId, year, types, excludeId);
  const { rows: adjusted } = await sql<{ leave_type: number | string; days: number | string }>`
    select leave_type, sum(days) as days from leave_adjustments
    where company_id = ${companyId} and employee = ${employeeId} and year = ${year} group by leave_type`.execute(trx);
  const adjustmentsOf = new Map(adjusted.map((row) => [Number(row.leave_type), roundDays(Number(row.days))]));
  return [...types.values()].map((type) => {
    const { taken, pending } = used.get(type.id) ?? { taken: 0, pending: 0 };
    const entitled = type.yearly_entitlement;
    const adjustments = adjustmentsOf.get(type.id) ?? 0;
    return { employee: employeeId, leave_type: type.id, year, entitled, adjustments, taken, pending, balance: entitled === null ? null : roundDays(entitled + adjustments - taken - pending) };
  });
}

/** The leave's days; refuses it when a year it touches has too little balance left (without `excludeId`'s own days). */
export async function checkLeaveBalance(trx: Trx, companyId: number, values: Row, excludeId?: number): Promise<number> {
  const types = await leaveTypes(trx, companyId);
  const type = types.get(Number(values.leave_type));
  // An unknown type is the kernel's 400 (refs are checked after this hook); count nothing here.
  if (!type) return 0;
  const start = String(values.start_time);
  const end = String(values.end_time);
  const byYear = leaveDaysByYear(start, end, type.unit);
  if (type.yearly_entitlement !== null) {
    for (const [year, days] of byYear) {
      const [balance] = (await leaveBalances(trx, companyId, Number(values.employee), year, excludeId)).filter((row) => row.leave_type === type.id);
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
  return totalLeaveDays(start, end, type.unit);
}
