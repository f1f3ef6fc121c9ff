/**
 * Recalculates given employee-days of one company inside its tenant transaction: reads the inputs once for the
 * batch, calculates, and stores what changed. Shared by the dirty-queue worker and the on-demand calculation job.
 */
import type { EngineConfig } from '../../../attendance/engine';
import type { Trx } from '../../../resources/types';
import { closedDaysOf } from '../closed-periods';
import { calculateBatch, type BatchDay } from './calculate-batch';
import { loadBatchInputs } from './inputs';
import { storedFingerprints, storeResults } from './results-store';
import { withSwaps } from './swaps';

export interface RecalculateOutcome {
  /** employee-days calculated (a weekly-OT run may add the days before a dirty date in its week) */
  calculated: number;
  /** rows written (the others had the same fingerprint) */
  written: number;
}

export async function recalculateDays(
  trx: Trx,
  companyId: number,
  setup: { config: EngineConfig; zone: string },
  days: readonly BatchDay[],
  calculatedAt: Date,
  /** false on PGlite only: one serialized connection, no delete can run beside the batch (inputs.ts) */
  lockEmployees = true,
): Promise<RecalculateOutcome> {
  if (days.length === 0) return { calculated: 0, written: 0 };
  const employeeIds = [...new Set(days.map((day) => day.employeeId))];
  let from = days[0].date;
  let to = days[0].date;
  for (const day of days) {
    if (day.date < from) from = day.date;
    if (day.date > to) to = day.date;
  }
  // Days of a closed payroll period keep their stored result (ADR 0094); reopening marks them again.
  const closed = await closedDaysOf(trx, companyId, employeeIds, shiftDate(from, -6), to);
  const open = closed.empty ? days : days.filter((day) => !closed.has(day.employeeId, day.date));
  if (open.length === 0) return { calculated: 0, written: 0 };
  // weekly OT may start a run up to six days earlier
  const inputs = await loadBatchInputs(trx, companyId, employeeIds, shiftDate(from, -6), to, setup.zone, lockEmployees);
  // approved swaps become schedule changes of their dates (swaps.ts)
  const calculated = calculateBatch(setup.config, { ...inputs, requests: withSwaps(setup.config, inputs) }, open);
  // a weekly-OT run recalculates the days before a dirty date in its week: a closed one is not stored
  const rows = closed.empty ? calculated : calculated.filter((row) => !closed.has(row.employee_id, row.work_date));
  const stored = await storedFingerprints(trx, companyId, employeeIds, shiftDate(from, -6), to);
  const written = await storeResults(trx, companyId, rows, stored, calculatedAt);
  return { calculated: rows.length, written };
}

function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
