/**
 * The schedule view (ADR 0079): `GET /web/att/api/v2/schedule-view/?start_date=&end_date=&department__in=
 * &employee__in=&page=&page_size=` — who works what, per employee and date, as the engine resolves it (§4.3).
 * Used by the /att/schedule-view grid and the /att/employee-calendar month.
 */

/** The path as the api-client takes it (it adds `/web`). */
export const SCHEDULE_VIEW_PATH = '/att/api/v2/schedule-view/';
/** The longest range one request may ask for (two months and a bit). */
export const SCHEDULE_VIEW_MAX_DAYS = 62;
export const SCHEDULE_VIEW_MAX_PAGE_SIZE = 200;

/**
 * What a date is for the employee: `work` (timetables expected), `rest` (a rest day of the shift or a day off),
 * `holiday` (a holiday: nothing expected), `unscheduled` (no schedule at all), `not_employed` (before hire /
 * after resignation), `not_tracked` (attendance off for the employee).
 */
export const SCHEDULE_DAY_KINDS = ['work', 'rest', 'holiday', 'unscheduled', 'not_employed', 'not_tracked'] as const;
export type ScheduleDayKind = (typeof SCHEDULE_DAY_KINDS)[number];

/** Where the day's plan came from (the engine's resolution order). */
export const SCHEDULE_SOURCES = ['temporary', 'swap', 'employee', 'group', 'department', 'default_shift', 'rule_auto', 'none'] as const;
export type ScheduleSource = (typeof SCHEDULE_SOURCES)[number];

export interface ScheduleViewDay {
  date: string;
  kind: ScheduleDayKind;
  /** ids of the day's timetables (see `timetables` of the page for alias and times) */
  timetables: number[];
  source: ScheduleSource | null;
  /** the holiday's name when one applies */
  holiday: string | null;
}

export interface ScheduleViewRow {
  employee: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  department: number | null;
  department_name: string;
  days: ScheduleViewDay[];
}

export interface ScheduleViewTimetable {
  id: number;
  alias: string;
  kind: 'normal' | 'flexible';
  /** 'HH:mm' (normal) or null */
  start: string | null;
  duration: number | null;
}

export interface ScheduleViewPage {
  data: ScheduleViewRow[];
  total: number;
  page: number;
  page_size: number;
  next: number | null;
  /** every date of the range, in order */
  dates: string[];
  /** the timetables the page's days name */
  timetables: ScheduleViewTimetable[];
}
