/**
 * The dashboard's one call (issue 15, ADR 0088): `GET /web/att/api/v2/dashboard/` answers everything /dashboard
 * shows in one round trip, company-scoped and dated in the company's time zone. Counts of employees come from the
 * stored daily results (the same fact table as the report library), so a number agrees with the report it links to.
 */

/** Path under `/web` (the api-client's base). */
export const DASHBOARD_PATH = '/att/api/v2/dashboard/';

/** Days in the trend, today included. */
export const DASHBOARD_TREND_DAYS = 30;

/** Departments in the "most late" list. */
export const DASHBOARD_TOP_DEPARTMENTS = 5;

/** Employees per status on one day. `present` counts everyone who attended, the late ones included. */
export interface DashboardDayCounts {
  present: number;
  late: number;
  absent: number;
}

export interface DashboardTrendDay extends DashboardDayCounts {
  /** `YYYY-MM-DD` */
  date: string;
}

export interface DashboardLateDepartment {
  /** null: employees in no department */
  department: number | null;
  name: string;
  /** employee-days late this month */
  late_days: number;
  /** minutes late this month */
  late_minutes: number;
}

export interface DashboardSummary {
  /** Today in the company's time zone, `YYYY-MM-DD`. */
  date: string;
  /** First day of today's month. */
  month_start: string;
  time_zone: string;
  /** Today's stored results; `on_leave`: a leave day stored, or an approved leave request covering today. */
  today: DashboardDayCounts & { on_leave: number };
  /** Online as /device/terminal shows it: heard within one heartbeat plus a margin. */
  terminals: { online: number; total: number };
  /** Today's punches of known employees (reviewed ones, as the transaction report), by hour 0–23 of the terminal's clock. */
  punches_by_hour: number[];
  /** The last DASHBOARD_TREND_DAYS days, oldest first, today last. */
  trend: DashboardTrendDay[];
  /** This month's departments with the most late employee-days, most first (at most DASHBOARD_TOP_DEPARTMENTS). */
  late_departments: DashboardLateDepartment[];
}
