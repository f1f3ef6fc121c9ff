/**
 * Approved schedule swaps as the engine's schedule changes (§4.3 step 2; ADR 0081 amendment). A swap
 * `{employee, swap_with, date, swap_date}` exchanges the two employees' schedules on both dates: on each date each
 * side works the timetables the set-up alone gives the other side (`scheduledDay`, which leaves requests
 * out, so swaps never chain). The usual case — A works `date` and is off on `swap_date`, B the reverse — gives A
 * B's `swap_date` and B A's `date`; a same-day swap (`date` = `swap_date`) exchanges that day. When the other
 * side's day is an auto shift, this side gets its candidates and its own punches choose among them (ADR 0114).
 */
import { scheduledDay, type ApprovedRequest, type EngineConfig, type Employee, type ScheduleChangeRequest } from '../../../attendance/engine';
import type { BatchInputs } from './inputs';

/** The batch's requests with its swaps added as schedule changes (later swaps of the same date win: ordered by id). */
export function withSwaps(config: EngineConfig, inputs: BatchInputs): Map<number, ApprovedRequest[]> {
  if (inputs.swaps.length === 0) return inputs.requests;
  const requests = new Map(inputs.requests);
  const employeeOf = (id: number): Employee | undefined => inputs.employees.get(id) ?? inputs.partners.get(id);
  for (const swap of inputs.swaps) {
    for (const date of new Set([swap.date, swap.swapDate])) {
      for (const [self, other] of [
        [swap.employee, swap.swapWith],
        [swap.swapWith, swap.employee],
      ]) {
        if (!inputs.employees.has(self)) continue;
        const partner = employeeOf(other);
        if (!partner) continue;
        const { timetableIds, auto } = scheduledDay({ config, employee: partner, date });
        const change: ScheduleChangeRequest = { kind: 'schedule_change', id: `swap_schedule:${swap.id}`, employeeId: String(self), date, timetableIds, ...(auto ? { auto } : {}) };
        requests.set(self, [...(requests.get(self) ?? []), change]);
      }
    }
  }
  return requests;
}
