/** Result types of calculateDay. All quantities are integer minutes; instants are epoch ms. */
import type { TraceEntry } from './trace';

/** Day and instance statuses and the OT kinds are codes that the trace translates (trace-values.ts); each type is
 * derived from its list so a new member cannot skip the list that the translations follow. */
export const INSTANCE_STATUSES = [
  'present',
  'late',
  'early',
  'late_and_early',
  'half_day',
  'absent',
  'missing_in',
  'missing_out',
  'leave',
  'holiday',
  'holiday_worked',
] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

export const DAY_STATUSES = [
  'holiday',
  'holiday_worked',
  'rest_day',
  'rest_day_worked',
  'leave',
  'absent',
  'missing_in',
  'missing_out',
  'half_day',
  'late',
  'early',
  'late_and_early',
  'present',
  'unscheduled',
  'unscheduled_worked',
  'not_employed',
  'not_tracked',
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** which overtime a policy step (approval, minimum, cap) applied to */
export const OT_KINDS = ['daily', 'holiday', 'weekend'] as const;
export type OtKind = (typeof OT_KINDS)[number];

export type ExceptionCode =
  | 'late'
  | 'early'
  | 'missing_in'
  | 'missing_out'
  | 'missing_break_punch'
  | 'long_break'
  | 'stray_punch'
  | 'absent'
  | 'worked_on_rest_day'
  | 'worked_on_holiday'
  | 'outside_geofence'
  | 'dst_ambiguous'
  | 'manual_punch'
  | 'too_long';

export interface AttendanceException {
  code: ExceptionCode;
  timetableId?: string;
  punchId?: string;
}

export type ClockSource = 'punch' | 'assumed' | 'miss_action' | 'auto' | 'boundary';

export interface ClockTime {
  /** effective time after grace snap / rounding (epoch ms) */
  at: number;
  /** the punch instant when a punch was used (epoch ms) */
  rawAt: number | null;
  punchId: string | null;
  source: ClockSource;
}

export interface InstanceResult {
  timetableId: string;
  kind: 'normal' | 'flexible';
  /** scheduled start / end (epoch ms); for flexible: the work-day window */
  start: number;
  end: number;
  /** effective start / end after partial leave (S', E') */
  effectiveStart: number;
  effectiveEnd: number;
  /** punch window after cuts [windowStart, windowEnd) */
  windowStart: number;
  windowEnd: number;
  status: InstanceStatus;
  /** instance is on a holiday and not expected */
  holiday: boolean;
  clockIn: ClockTime | null;
  clockOut: ClockTime | null;
  /** real punches this instance used (clock-in/out, break, pairs) */
  usedPunchIds: string[];
  late: number;
  early: number;
  /** Ds: expected duty minutes */
  duty: number;
  /** Wr: duty worked (regular), after breaks */
  worked: number;
  short: number;
  breakDeducted: number;
  breakLate: number;
  pre: number;
  post: number;
  leave: number;
  absent: number;
  /** minutes worked that count as holiday time */
  holidayWorked: number;
  /** elapsed minus nominal duration (DST nights), 0 otherwise */
  dstDelta: number;
  workDay: number;
}

export interface GroupResult {
  kind: 'rest_day' | 'holiday' | 'unscheduled';
  first: number;
  last: number;
  punchIds: string[];
  worked: number;
  breakDeducted: number;
  missingOut: boolean;
}

export interface DayTotals {
  duty: number;
  /** all minutes worked (regular + holiday + rest day + unscheduled) */
  worked: number;
  /** regular worked after weekly OT and calendar-minute holiday split */
  regular: number;
  late: number;
  early: number;
  short: number;
  absent: number;
  leave: number;
  breakDeducted: number;
  breakLate: number;
  pre: number;
  post: number;
  /** daily OT = ot1 + ot2 + ot3 */
  ot: number;
  ot1: number;
  ot2: number;
  ot3: number;
  weeklyOt: number;
  weekendOt: number;
  holidayOt: number;
  holidayWorked: number;
  restDayWorked: number;
  unscheduled: number;
  presentDays: number;
  absentDays: number;
  leaveDays: number;
}

export interface DayResult {
  employeeId: string;
  date: string;
  status: DayStatus;
  flags: { late: boolean; early: boolean; missingIn: boolean; missingOut: boolean; absent: boolean; dst: boolean };
  instances: InstanceResult[];
  groups: GroupResult[];
  totals: DayTotals;
  exceptions: AttendanceException[];
  strayPunchIds: string[];
  duplicatePunchIds: string[];
  /** punches of this date consumed by the previous / next work date */
  otherDayPunchIds: string[];
  /** weekly OT bookkeeping: regular minutes of the week before / including this date */
  weekRegularBefore: number;
  weekRegularAfter: number;
  trace: TraceEntry[];
}
