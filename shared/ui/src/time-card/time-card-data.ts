/**
 * Reading time cards and a day's punches through the shared api-client: `GET /web/att/api/v2/time-cards/`
 * (TimeCardQuery) and the transactions list (`emp_code` and the day's bounds) for the punches of one day.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, TIME_CARDS_PATH, TRANSACTION_RESOURCE, type TimeCardQuery, type TimeCardRow } from '@timekeep/contracts';

/** Rows per read: the server's largest page (a page of 20 employees × a month is two reads). */
export const TIME_CARD_READ_SIZE = 500;

/** Every row of the query (pages of TIME_CARD_READ_SIZE until the total is read). */
export async function fetchTimeCards(client: ApiClient, query: TimeCardQuery): Promise<TimeCardRow[]> {
  const rows: TimeCardRow[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const response = await client.list<TimeCardRow>(TIME_CARDS_PATH, { ...query, page, page_size: Math.min(query.page_size ?? TIME_CARD_READ_SIZE, TIME_CARD_READ_SIZE) });
    if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
    rows.push(...response.data.data);
    if (response.data.next === null || response.data.data.length === 0 || rows.length >= response.data.total) break;
  }
  return rows;
}

export interface TimeCardState {
  rows: TimeCardRow[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The rows of `query` (null: nothing to read yet), read again when the query or the language changes. */
export function useTimeCards(client: ApiClient, query: TimeCardQuery | null, language?: string): TimeCardState {
  const [rows, setRows] = useState<TimeCardRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    fetchTimeCards(client, JSON.parse(key) as TimeCardQuery)
      .then((read) => live && setRows(read))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [client, key, language, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { rows, loading, failed, reload };
}

interface TransactionRow {
  punch_time: string;
}

/** The day's punch times ('HH:MM', the trace's format) from the transactions list; throws when refused. */
export async function fetchDayPunchTimes(client: ApiClient, empCode: string, date: string): Promise<string[]> {
  const response = await client.list<TransactionRow>(TRANSACTION_RESOURCE.path, {
    emp_code: empCode,
    start_time: `${date} 00:00:00`,
    end_time: `${date} 23:59:59`,
    ordering: 'punch_time',
    page: 1,
    page_size: 100,
  });
  if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
  return response.data.data.map((row) => row.punch_time.slice(11, 16));
}

export interface DayPunchesState {
  punchTimes?: string[];
  failed: boolean;
}

/** The punches of the open day, when `enabled` (an administrator: employees cannot read the transactions). */
export function useDayPunches(client: ApiClient, row: TimeCardRow | null, enabled: boolean): DayPunchesState {
  const [state, setState] = useState<DayPunchesState>({ failed: false });
  const empCode = row?.emp_code;
  const date = row?.date;
  useEffect(() => {
    setState({ failed: false });
    if (!enabled || !empCode || !date) return;
    let live = true;
    fetchDayPunchTimes(client, empCode, date)
      .then((punchTimes) => live && setState({ punchTimes, failed: false }))
      .catch(() => live && setState({ failed: true }));
    return () => {
      live = false;
    };
  }, [client, empCode, date, enabled]);
  return state;
}
