/**
 * Rule model of the attendance engine (configuration side). Every configurable object is
 * effective-dated where the domain needs it; dates are local calendar dates 'YYYY-MM-DD'
 * (inclusive bounds), times of day are 'HH:MM', durations are integer minutes.
 * See docs/attendance-engine.md and attendance-domain.md §1.3–1.6 and §4.
 */

export type LocalDate = string;
export type LocalTime = string;
/** 'YYYY-MM-DDTHH:MM' or 'YYYY-MM-DDTHH:MM:SS', local wall clock of the employee's zone. */
export type LocalDateTime = string;

export interface EffectiveDated {
  /** first date the version applies to (inclusive); open when absent */
  validFrom?: LocalDate;
  /** last date the version applies to (inclusive); open when absent */
  validTo?: LocalDate;
}

// ---------------------------------------------------------------- rules

export type PairingMode = 'first_last' | 'state_based' | 'pairs';
export type CheckInRule = 'first' | 'nearest';
export type CheckOutRule = 'last' | 'nearest';
// The modes and actions below appear as codes in the trace and are translated there (trace-values.ts): each
// type is derived from its list so that a new member cannot be added without the list the translations follow.
export const LATE_MODES = ['from_start', 'after_grace'] as const;
export type LateMode = (typeof LATE_MODES)[number];
export const ROUND_MODES = ['down', 'nearest', 'up'] as const;
export type RoundMode = (typeof ROUND_MODES)[number];
export const OT_APPROVAL_MODES = ['auto', 'planned', 'lesser'] as const;
export type OtApprovalMode = (typeof OT_APPROVAL_MODES)[number];

export type MissInAction = { kind: 'exception' } | { kind: 'late'; minutes: number } | { kind: 'absent' };
export type MissOutAction = { kind: 'exception' } | { kind: 'early'; minutes: number } | { kind: 'absent' };
export type MissActionKind = MissInAction['kind'] | MissOutAction['kind'];
// An object typed by the kinds: it does not compile when an action gains a kind that is missing here.
const MISS_ACTION_KIND_SET: { readonly [K in MissActionKind]: true } = { exception: true, late: true, early: true, absent: true };
/** every `kind` of MissInAction and MissOutAction */
export const MISS_ACTION_KINDS = Object.keys(MISS_ACTION_KIND_SET) as readonly MissActionKind[];
export type AutoCheckOut = { kind: 'after_end'; minutes: number } | { kind: 'at'; time: LocalTime };

export interface RoundingRule {
  /** interval I in minutes, aligned to local midnight */
  interval: number;
  inMode: RoundMode;
  outMode: RoundMode;
}

/** Daily OT thresholds on the day total T = worked + pre + post (minutes). */
export interface OtThresholds {
  t1: number;
  t2?: number;
  t3?: number;
}

export interface UnscheduledBreak {
  minutes: number;
  /** deduct only when the group span is at least this long */
  trigger: number;
}

/** All settings of an attendance rule. Defaults: see DEFAULT_RULE in rules.ts. */
export interface RuleSettings {
  pairing: PairingMode;
  checkInRule: CheckInRule;
  checkOutRule: CheckOutRule;
  /** double-read window, seconds (§4.2) */
  dedupeSeconds: number;
  lateMode: LateMode;
  earlyMode: LateMode;
  /** late above this many minutes ⇒ absence (0 = off) */
  lateToAbsent: number;
  earlyToAbsent: number;
  lateEarlyAbsenceAction: 'absent' | 'half_day';
  missIn: MissInAction;
  missOut: MissOutAction;
  autoCheckOut: AutoCheckOut | null;
  graceSnap: boolean;
  rounding: RoundingRule | null;
  strict: boolean;
  /** master OT switch (employee flag overtimeEnabled also applies) */
  otEnabled: boolean;
  /** daily OT: pre/post-shift and daily thresholds (weekly / weekend / holiday OT have own switches) */
  dailyOtEnabled: boolean;
  otApproval: OtApprovalMode;
  /** employer tolerance: total daily OT below this ⇒ 0 */
  minOt: number;
  /** cap on total OT of a day (0 = none) */
  maxOtPerDay: number;
  otThresholds: OtThresholds | null;
  weekendOtEnabled: boolean;
  holidayOtEnabled: boolean;
  /** weekly OT threshold in minutes (null = off) */
  weeklyOtThreshold: number | null;
  /** ISO weekday the week starts on (1 = Monday … 7 = Sunday) */
  weekStart: number;
  /** worked below ⇒ Absent (0 = off) */
  absentBelow: number;
  /** worked below ⇒ Half Day (0 = off) */
  halfDayBelow: number;
  /** clock-in/out pair shorter than this is a single punch (0 = off) */
  minValidSpan: number;
  /** cap on worked minutes per instance (raises Too Long) */
  maxWorkPerInstance: number;
  /** unscheduled grouping: gap that starts a new group */
  newDayGap: number;
  /** unscheduled grouping: maximal span of a group */
  maxShiftSpan: number;
  /** work date of an unscheduled group; 'split_at_midnight' gives each date its own minutes */
  unscheduledWorkDate: 'first_punch' | 'last_punch' | 'most_minutes' | 'split_at_midnight';
  unscheduledBreak: UnscheduledBreak | null;
  classifyByCalendarMinute: boolean;
  /** §4.12 #9 single boundary punch tolerance (minutes either side of the cut point) */
  boundaryTolerance: number;
  /** default shift id (resolution step 5) */
  defaultShiftId: string | null;
  /** auto-shift candidate timetable ids (resolution step 5, when no default shift) */
  autoShiftTimetableIds: string[] | null;
}

export interface GlobalRule extends EffectiveDated, Partial<RuleSettings> {
  id: string;
}

export interface DepartmentRule extends EffectiveDated, Partial<RuleSettings> {
  id: string;
  departmentId: string;
}

// ---------------------------------------------------------------- timetables and breaks

export interface OtWindowRule {
  /** minimum minutes before the interval counts */
  min: number;
  /** 'whole' counts the full interval once the minimum is reached; 'excess_only' the part above it */
  mode?: 'whole' | 'excess_only';
}

export interface NormalTimetable extends EffectiveDated {
  id: string;
  kind: 'normal';
  start: LocalTime;
  /** nominal duty duration in minutes (end = start wall time + duration) */
  duration: number;
  inBefore?: number;
  inAfter?: number;
  outBefore?: number;
  outAfter?: number;
  inRequired?: boolean;
  outRequired?: boolean;
  allowedLate?: number;
  allowedEarly?: number;
  /** grace snap amounts; default to allowedLate / allowedEarly */
  graceIn?: number;
  graceOut?: number;
  /** work-day value (1 = one day) */
  workDay?: number;
  earlyInOt?: OtWindowRule | null;
  lateOutOt?: OtWindowRule | null;
  /** OT level pre/post OT is booked to when no thresholds are configured (default 1) */
  otLevel?: 1 | 2 | 3;
  maxOtPerDay?: number;
  breakIds?: string[];
  pairing?: PairingMode;
  checkInRule?: CheckInRule;
  checkOutRule?: CheckOutRule;
}

export interface FlexibleTimetable extends EffectiveDated {
  id: string;
  kind: 'flexible';
  /** required work minutes */
  required: number;
  /** boundary of the work day, default '05:00' */
  dayChange?: LocalTime;
  flexBreak?: number;
  flexBreakTrigger?: number;
  coreBand?: { start: LocalTime; end: LocalTime } | null;
  /** OT below this ⇒ 0 */
  minOt?: number;
  workDay?: number;
  pairing?: 'first_last' | 'pairs';
}

export type Timetable = NormalTimetable | FlexibleTimetable;

export interface BreakTime {
  id: string;
  start: LocalTime;
  /** window length in minutes */
  duration: number;
  /** allowance d in minutes (defaults to duration) */
  allowance?: number;
  paid?: boolean;
  type: 'auto_deduct' | 'punched';
  /** auto-deduct only when |R| ≥ trigger */
  trigger?: number;
  /** punched: break punches are looked for in [bs − margin, be + margin] (default 60) */
  margin?: number;
  deductAtLeastAllowance?: boolean;
  /** over-run up to this many minutes is forgiven */
  lateGrace?: number;
  /** early return: credit when taken < allowance − minEarlyReturn */
  minEarlyReturn?: number;
  earlyReturnCredit?: 'none' | 'work' | 'ot';
}

// ---------------------------------------------------------------- shifts and schedules

export interface Shift extends EffectiveDated {
  id: string;
  cycle: 'day' | 'week' | 'month';
  /** number of cycle units (days / weeks / months) */
  length: number;
  /**
   * slot index -> timetable ids. Day cycle: 0..length−1. Week cycle: week offset × 7 + ISO
   * weekday − 1 (0 = Monday). Month cycle: month offset × 31 + day of month − 1.
   * A missing or empty slot is a rest day.
   */
  slots: Record<number, string[]>;
  workOnHolidays?: boolean;
  /** auto-shift set: candidate timetable ids; when present, slots are ignored */
  autoShift?: string[];
}

export interface ScheduleAssignment {
  id: string;
  level: 'employee' | 'group' | 'department';
  /** employee id / group id / department id */
  targetId: string;
  shiftId: string;
  startDate: LocalDate;
  endDate?: LocalDate;
}

export interface TemporarySchedule {
  id: string;
  employeeId: string;
  date: LocalDate;
  timetableIds: string[];
}

export interface Holiday {
  id: string;
  startDate: LocalDate;
  days: number;
  /** restrict to departments / groups; company-wide when both are absent */
  departmentIds?: string[];
  groupIds?: string[];
}

// ---------------------------------------------------------------- requests (approved only)

interface RequestBase {
  id: string;
  employeeId: string;
}

/** leave, training and business trip: interval or all-day dates */
export interface AbsenceRequest extends RequestBase {
  kind: 'leave' | 'training' | 'business_trip';
  payCode?: string;
  /** interval form (local wall time of the employee's zone) */
  start?: LocalDateTime;
  end?: LocalDateTime;
  /** all-day form: every instance of these work dates is covered (inclusive) */
  fromDate?: LocalDate;
  toDate?: LocalDate;
}

export interface OvertimeRequest extends RequestBase {
  kind: 'overtime';
  start: LocalDateTime;
  end: LocalDateTime;
  otType?: 'normal' | 'weekend' | 'holiday';
}

export interface ManualLogRequest extends RequestBase {
  kind: 'manual_log';
  at: LocalDateTime;
  state?: PunchState;
  workCode?: string;
}

export interface ScheduleChangeRequest extends RequestBase {
  kind: 'schedule_change';
  date: LocalDate;
  /** replacement timetables for the date (empty = day off) */
  timetableIds: string[];
  /**
   * true: `timetableIds` are auto-shift candidates and the day's punches choose one (§4.3 step 5), as on the day
   * of the other side of a swap whose schedule is an auto shift (ADR 0114)
   */
  auto?: boolean;
}

export type ApprovedRequest = AbsenceRequest | OvertimeRequest | ManualLogRequest | ScheduleChangeRequest;

// ---------------------------------------------------------------- employee

export interface Employee {
  id: string;
  /** IANA zone the schedule wall times are interpreted in */
  zone: string;
  departmentId?: string;
  groupId?: string;
  hireDate?: LocalDate;
  /** last employed day */
  resignationDate?: LocalDate;
  /** with a resignation: ignore punches after the resignation date */
  disableAttendanceAfterResignation?: boolean;
  attendanceEnabled?: boolean;
  overtimeEnabled?: boolean;
  holidayEnabled?: boolean;
}

// ---------------------------------------------------------------- punches

/** Device punch state: 0 in, 1 out, 2 break-out, 3 break-in, 4 OT-in, 5 OT-out */
export type PunchState = 0 | 1 | 2 | 3 | 4 | 5;
export type PunchSource = 'device' | 'mobile' | 'web' | 'manual' | 'import' | 'api';

/** A punch as stored after normalisation (§4.1 principle 2). */
export interface Punch {
  id: string;
  /** UTC instant, epoch milliseconds */
  at: number;
  /** UTC offset (minutes east) used to interpret the wall time */
  offset: number;
  state?: PunchState;
  source?: PunchSource;
  /** id of the source record (device SN + record id …) for exact-duplicate detection */
  sourceId?: string;
  voided?: boolean;
  /** punch from an access-only device */
  notForAttendance?: boolean;
  dstGap?: boolean;
  dstOverlap?: boolean;
  outsideGeofence?: boolean;
}

// ---------------------------------------------------------------- configuration bundle

export interface EngineConfig {
  globalRules: GlobalRule[];
  departmentRules?: DepartmentRule[];
  timetables: Timetable[];
  breaks?: BreakTime[];
  shifts?: Shift[];
  schedules?: ScheduleAssignment[];
  temporarySchedules?: TemporarySchedule[];
  holidays?: Holiday[];
}
