import { isoDate, monthRange } from '@timekeep/ui';

/** The month a Personal page shows: `?month=YYYY-MM` in the URL, else this month. */
export function monthOf(params: URLSearchParams, today: Date = new Date()): { month: string; start: string; end: string } {
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : isoDate(today).slice(0, 7);
  return { month, ...monthRange(month) };
}
