/**
 * What the Personal calendar reads besides the time cards: the schedule (schedule-view) and the company's
 * holidays. Either may be refused to an employee login; the calendar then shows what the time cards say.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { HOLIDAY_RESOURCE, isSuccessCode, SCHEDULE_VIEW_PATH, type ScheduleViewDay, type ScheduleViewPage } from '@timekeep/contracts';

export interface HolidayRecord {
  id: number;
  alias: string;
  start_date: string;
  days: number;
  departments: number[];
}

/** Every date a holiday covers ('YYYY-MM-DD'). */
export function holidayDates(holiday: Pick<HolidayRecord, 'start_date' | 'days'>): string[] {
  const out: string[] = [];
  const day = new Date(`${holiday.start_date}T00:00:00Z`);
  for (let i = 0; i < holiday.days; i += 1) {
    out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/** The holidays that start in [from, to] or run into it (a holiday is at most 366 days: start a year earlier). */
export async function fetchHolidays(client: ApiClient, from: string, to: string): Promise<HolidayRecord[]> {
  const earlier = `${Number(from.slice(0, 4)) - 1}${from.slice(4)}`;
  const response = await client.list<HolidayRecord>(HOLIDAY_RESOURCE.path, { start_date__gte: earlier, start_date__lte: to, ordering: 'start_date', page: 1, page_size: 500 });
  if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
  return response.data.data.filter((holiday) => holidayDates(holiday).some((date) => date >= from && date <= to));
}

export interface Loaded<T> {
  value: T | null;
  /** refused or failed: the page says what it could not read */
  failed: boolean;
  loading: boolean;
}

export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ value: null, failed: false, loading: true });
  useEffect(() => {
    let live = true;
    setState({ value: null, failed: false, loading: true });
    load()
      .then((value) => live && setState({ value, failed: false, loading: false }))
      .catch(() => live && setState({ value: null, failed: true, loading: false }));
    return () => {
      live = false;
    };
    // `key` names everything `load` reads.
  }, [key]);
  return state;
}

export interface ScheduleOfDays {
  days: Map<string, ScheduleViewDay>;
  /** timetable id → alias */
  aliases: Map<number, string>;
}

/** The signed-in employee's planned days (schedule-view); throws when the server refuses. */
export async function fetchOwnSchedule(client: ApiClient, employeeId: number, start: string, end: string): Promise<ScheduleOfDays> {
  const response = await client.get<ScheduleViewPage>(SCHEDULE_VIEW_PATH, { start_date: start, end_date: end, employee__in: String(employeeId), page: 1, page_size: 1 });
  if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
  const row = response.data.data.find((line) => line.employee === employeeId);
  return {
    days: new Map((row?.days ?? []).map((day) => [day.date, day])),
    aliases: new Map(response.data.timetables.map((timetable) => [timetable.id, timetable.alias])),
  };
}
