/**
 * Where each number of the dashboard leads: the report (or screen) behind it, by route name, with the range the
 * number counts and the filter that picks its rows (the library screen reads `?start_date=&end_date=` and
 * `department__in=`). Plain data, checked against the route table.
 */
import type { DashboardSummary } from '@timekeep/contracts';

const LIBRARY = '/report/report-library';

export interface DashboardLinks {
  present: string;
  late: string;
  absent: string;
  onLeave: string;
  terminals: string;
  punches: string;
  trend: string;
  lateDepartments: string;
}

const range = (start: string, end: string) => `?start_date=${start}&end_date=${end}`;

export function dashboardLinks(summary: Pick<DashboardSummary, 'date' | 'month_start' | 'trend'>): DashboardLinks {
  const today = range(summary.date, summary.date);
  const first = summary.trend[0]?.date ?? summary.date;
  return {
    present: `${LIBRARY}/daily-attendance${today}`,
    late: `${LIBRARY}/late${today}`,
    absent: `${LIBRARY}/absent${today}`,
    onLeave: `${LIBRARY}/leave-summary${today}`,
    terminals: '/device/terminal',
    punches: `${LIBRARY}/transaction${today}`,
    trend: `${LIBRARY}/daily-summary${range(first, summary.date)}`,
    lateDepartments: `${LIBRARY}/late${range(summary.month_start, summary.date)}`,
  };
}

/**
 * A most-late department's row → the late report of this month to date for that department (the employees without
 * one have no department to filter by: the whole month's late report).
 */
export function lateDepartmentLink(summary: Pick<DashboardSummary, 'date' | 'month_start'>, department: number | null): string {
  const filter = department === null ? '' : `&department__in=${department}`;
  return `${LIBRARY}/late${range(summary.month_start, summary.date)}${filter}`;
}
