/**
 * What the time-card screens compute from the wire rows (`TimeCardRow`): minutes as H:MM, the colour category of
 * a day, the days of a range, rows by employee and date, and the totals per employee. Pure functions, no React.
 */
import { REPORT_STATUS_OF_DAY, type TimeCardRow } from '@timekeep/contracts';

/** Minutes as H:MM (`75` → `1:15`, `-5` → `-0:05`); hours are not wrapped at 24. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** A status word as a label: the trace's words are lower-case inside sentences ('left early'). */
export function asLabel(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The colour categories of a day, in legend order. */
export const DAY_CATEGORIES = ['present', 'late', 'early', 'absent', 'incomplete', 'leave', 'holiday', 'rest', 'ot', 'none'] as const;
export type DayCategory = (typeof DAY_CATEGORIES)[number];

/** Overtime of every kind on the day (daily, weekly, weekend, holiday). */
export function overtimeOf(row: Pick<TimeCardRow, 'ot' | 'weekly_ot' | 'weekend_ot' | 'holiday_ot'>): number {
  return row.ot + row.weekly_ot + row.weekend_ot + row.holiday_ot;
}

/**
 * The colour of a day: its status, except that a day worked as it should (present, or worked on a rest day or
 * holiday) with overtime shows as overtime — a late, early or incomplete day keeps its problem colour.
 */
export function dayCategory(row: TimeCardRow): DayCategory {
  // the matrices' mapping (contracts), so a day has the same colour on the time card and in the reports
  const category: DayCategory = REPORT_STATUS_OF_DAY[row.status] ?? 'none';
  const worked = row.status === 'present' || row.status === 'unscheduled_worked' || row.status === 'rest_day_worked' || row.status === 'holiday_worked';
  return worked && overtimeOf(row) > 0 ? 'ot' : category;
}

/** 'YYYY-MM-DD HH:mm' → 'HH:mm' ('' for null); the date part is kept when it is not `date` (a night shift's out). */
export function clockText(value: string | null, date: string): string {
  if (!value) return '';
  const [day, time] = value.split(' ');
  return day === date || !time ? (time ?? value) : `${time} (${day.slice(5)})`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a UTC date. */
export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Every date from `start` to `end` inclusive ('YYYY-MM-DD'); at most 370 (a range that long is a mistake). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  const cursor = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  if (Number.isNaN(cursor.getTime()) || Number.isNaN(last.getTime())) return dates;
  while (cursor <= last && dates.length < 370) {
    dates.push(isoDate(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return dates;
}

/** The first and last date of the month of `date` ('YYYY-MM-DD' or 'YYYY-MM'). */
export function monthRange(date: string): { start: string; end: string } {
  const [year, month] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(last)}` };
}

/** Weekday of a 'YYYY-MM-DD' (0 = Sunday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Rows by employee id, then by date. */
export function indexRows(rows: ReadonlyArray<TimeCardRow>): Map<number, Map<string, TimeCardRow>> {
  const byEmployee = new Map<number, Map<string, TimeCardRow>>();
  for (const row of rows) {
    let days = byEmployee.get(row.employee);
    if (!days) byEmployee.set(row.employee, (days = new Map()));
    days.set(row.date, row);
  }
  return byEmployee;
}

/** An employee as the grid lists them; screens give the names, rows alone give the code. */
export interface TimeCardEmployee {
  id: number;
  emp_code: string;
  name?: string;
}

/** The employees of the rows, in the order they first appear (for a screen that has no employee list). */
export function employeesOfRows(rows: ReadonlyArray<TimeCardRow>): TimeCardEmployee[] {
  const seen = new Map<number, TimeCardEmployee>();
  for (const row of rows) if (!seen.has(row.employee)) seen.set(row.employee, { id: row.employee, emp_code: row.emp_code });
  return [...seen.values()];
}

/** The totals the grid and list show per employee. */
export interface TimeCardTotals {
  worked: number;
  late: number;
  early: number;
  absent: number;
  ot: number;
  /** days by colour category */
  days: Partial<Record<DayCategory, number>>;
}

export const TOTAL_COLUMNS = ['worked', 'late', 'early', 'absent', 'ot'] as const;

export function totalsOf(rows: Iterable<TimeCardRow>): TimeCardTotals {
  const totals: TimeCardTotals = { worked: 0, late: 0, early: 0, absent: 0, ot: 0, days: {} };
  for (const row of rows) {
    totals.worked += row.worked;
    totals.late += row.late;
    totals.early += row.early;
    totals.absent += row.absent;
    totals.ot += overtimeOf(row);
    const category = dayCategory(row);
    totals.days[category] = (totals.days[category] ?? 0) + 1;
  }
  return totals;
}
