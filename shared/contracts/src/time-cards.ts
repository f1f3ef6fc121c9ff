/**
 * Attendance results on the wire (api-contracts.md, "Attendance results"): `GET /web/att/api/v2/time-cards/`.
 * Shared by the server (producer, from the stored daily results) and the time-card screens (consumers). Field
 * names are pinned: the snake_case of the engine's model; minutes are integers.
 */
import type { ResourceContract } from './resources';

/** The path of the time-card list, as the api-client takes it (it adds `/web`): GET /web/att/api/v2/time-cards/. */
export const TIME_CARDS_PATH = '/att/api/v2/time-cards/';

/**
 * A day's status: the engine's `DAY_STATUSES` (server/src/attendance/engine/result.ts), same order. A server
 * test keeps the two lists equal.
 */
export const TIME_CARD_STATUSES = [
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
export type TimeCardStatus = (typeof TIME_CARD_STATUSES)[number];

/** The engine's exception codes (`ExceptionCode`, server/src/attendance/engine/result.ts). */
export const TIME_CARD_EXCEPTIONS = [
  'late',
  'early',
  'missing_in',
  'missing_out',
  'missing_break_punch',
  'long_break',
  'stray_punch',
  'absent',
  'worked_on_rest_day',
  'worked_on_holiday',
  'outside_geofence',
  'dst_ambiguous',
  'manual_punch',
  'too_long',
] as const;
export type TimeCardException = (typeof TIME_CARD_EXCEPTIONS)[number];

/** One step of the day's calculation: the engine's trace key and params, and `text` in the request's language. */
export interface TimeCardTraceEntry {
  /** a TRACE_KEYS member (server/src/attendance/engine/trace.ts), e.g. 'late.counted' */
  key: string;
  params: Record<string, string | number>;
  /** the sentence, rendered from `att:trace.<key>` in the request's language */
  text: string;
}

/** One employee-day of `GET /web/att/api/v2/time-cards/`. */
/** The minute columns of a time-card row (integers), named once for the wire row and the server's stored rows. */
export type TimeCardMinutes = Record<TimeCardMinuteField, number>;

export interface TimeCardRow extends TimeCardMinutes {
  /** employee id */
  employee: number;
  emp_code: string;
  /** 'YYYY-MM-DD' */
  date: string;
  status: TimeCardStatus;
  /** the aliases of the day's timetables */
  timetables: string[];
  /** 'YYYY-MM-DD HH:mm' terminal-local, or null */
  clock_in: string | null;
  clock_out: string | null;
  exceptions: TimeCardException[];
  trace: TimeCardTraceEntry[];
  /** ISO 8601 instant of the calculation */
  calculated_at: string;
}

/** The minute columns of a row (what totals add up). */
export const TIME_CARD_MINUTE_FIELDS = [
  'duty',
  'worked',
  'regular',
  'late',
  'early',
  'short',
  'absent',
  'leave',
  'break_deducted',
  'ot',
  'ot1',
  'ot2',
  'ot3',
  'weekly_ot',
  'weekend_ot',
  'holiday_ot',
] as const;
export type TimeCardMinuteField = (typeof TIME_CARD_MINUTE_FIELDS)[number];

/**
 * Query parameters of the list. Lists are comma-separated ids (`employee__in=1,2`); dates are 'YYYY-MM-DD',
 * both inclusive. `page`/`page_size` page the rows (ordered by employee, then date), as every `/web` list; a
 * screen that pages by employee asks for its page of employees with `employee__in` and a `page_size` of
 * employees × days. An employee's token sees only their own rows whatever the filters say.
 */
export interface TimeCardQuery {
  start_date: string;
  end_date: string;
  employee__in?: string;
  department__in?: string;
  page?: number;
  page_size?: number;
}

/**
 * The time cards as a permission-checked resource (no CRUD routes): `att.view_timecard` reads every employee's
 * days, `att.change_timecard` starts a calculation (`POST /web/att/api/v2/calculation/`). An employee login reads
 * its own days without either.
 */
export const TIME_CARD_RESOURCE = {
  name: 'att.timecard',
  path: '/att/api/v2/time-cards/',
  label: 'att:resource.timecard.label',
  fields: {},
  actions: ['view', 'change'],
} as const satisfies ResourceContract;

/** The on-demand calculation (`POST /web/att/api/v2/calculation/`): body, and the job's result. */
export const CALCULATION_PATH = '/att/api/v2/calculation/';
export interface CalculationRequest {
  employees?: number[];
  departments?: number[];
  /** 'YYYY-MM-DD', inclusive */
  start_date: string;
  end_date: string;
}
export interface CalculationResult {
  /** employee-days calculated */
  calculated: number;
  /** rows that changed and were written (0 when nothing changed since the last calculation) */
  written: number;
  employees: number;
}
