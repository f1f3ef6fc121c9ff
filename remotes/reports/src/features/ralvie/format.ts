/** Seconds as hours and minutes ("7:05"); the summary's numbers are seconds so they add up exactly. */
export function hoursMinutes(seconds: unknown): string {
  const minutes = Math.round((typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Seconds as hours with two decimals (chart axes). */
export const hoursOf = (seconds: number): number => Math.round(seconds / 36) / 100;

/** The productivity summary page filtered to a date range (the list reads its filters from the URL). */
export function summaryLink(from: string, to: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ work_date__gte: from, work_date__lte: to, ...extra });
  return `/ralvie/productivity-summary?${params.toString()}`;
}
