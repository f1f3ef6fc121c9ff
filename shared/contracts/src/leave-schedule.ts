/**
 * The leave schedule (issue 14, ADR 0092): `GET /web/att/api/v2/leave-schedule/?start_date=&end_date=
 * &department__in=&leave_type__in=&status__in=&page=&page_size=` — the employees with approved or pending leave
 * touching the range, each with those leaves. Used by the /att/leave-schedule month grid. Not pinned by
 * api-contracts.md (a read over `leaves/`, whose names it keeps).
 */

/** The path as the api-client takes it (it adds `/web`). */
export const LEAVE_SCHEDULE_PATH = '/att/api/v2/leave-schedule/';
/** The longest range one request may ask for (the schedule view's: two months and a bit). */
export const LEAVE_SCHEDULE_MAX_DAYS = 62;
export const LEAVE_SCHEDULE_MAX_PAGE_SIZE = 200;
/** The statuses the schedule shows (a rejected or withdrawn leave takes nobody away). */
export const LEAVE_SCHEDULE_STATUSES = ['approved', 'pending'] as const;
export type LeaveScheduleStatus = (typeof LEAVE_SCHEDULE_STATUSES)[number];

/** One leave as the grid draws it; times are terminal-local `YYYY-MM-DD HH:mm:ss` like `leaves/`. */
export interface LeaveScheduleLeave {
  id: number;
  leave_type: number;
  status: LeaveScheduleStatus;
  start_time: string;
  end_time: string;
  days: number;
  reason: string;
  level: number;
  levels: number;
}

export interface LeaveScheduleRow {
  employee: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  department: number | null;
  department_name: string;
  leaves: LeaveScheduleLeave[];
}

export interface LeaveSchedulePage {
  data: LeaveScheduleRow[];
  total: number;
  page: number;
  page_size: number;
  next: number | null;
  /** every date of the range, in order */
  dates: string[];
  /** the leave types the page's leaves use (names for cells and legend) */
  leave_types: Array<{ id: number; name: string }>;
}
