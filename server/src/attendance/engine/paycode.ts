/**
 * Pay-code totals (§1.4 calculation items, §4.6 totals rounding): the only place where minutes are
 * converted to hours or days and rounded. Everything before this is integer minutes.
 */
export type PayCodeUnit = 'minute' | 'hour' | 'day';
export type PayCodeRoundMode = 'down' | 'half' | 'up';

export interface PayCodeRounding {
  unit: PayCodeUnit;
  /** smallest reported step, in `unit` (e.g. 15 minutes, 0.25 hours, 0.5 days) */
  minimumUnit: number;
  mode: PayCodeRoundMode;
  /** minutes in one day for the `day` unit (default 480) */
  minutesPerDay?: number;
}

function unitMinutes(r: PayCodeRounding): number {
  return r.unit === 'minute' ? 1 : r.unit === 'hour' ? 60 : (r.minutesPerDay ?? 480);
}

/**
 * Round a total of minutes to the pay code's step and express it in its unit.
 * `half` rounds half up (7.5 → 8 steps). Negative totals (adjustments) round symmetrically.
 */
export function payCodeTotal(minutes: number, r: PayCodeRounding): number {
  if (!Number.isInteger(minutes)) throw new RangeError('pay-code totals take integer minutes');
  if (!(r.minimumUnit > 0)) throw new RangeError('minimumUnit must be positive');
  const um = unitMinutes(r);
  const step = r.minimumUnit * um;
  const sign = minutes < 0 ? -1 : 1;
  const q = Math.abs(minutes) / step;
  // tolerate binary fractions such as 0.1 h steps
  const eps = 1e-9;
  const steps = r.mode === 'down' ? Math.floor(q + eps) : r.mode === 'up' ? Math.ceil(q - eps) : Math.floor(q + 0.5 + eps);
  const value = (sign * steps * step) / um;
  return Math.round(value * 1e6) / 1e6 || 0;
}
