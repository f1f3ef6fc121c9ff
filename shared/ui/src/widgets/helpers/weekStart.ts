import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);

/**
 * Makes every calendar start its weeks on `firstDayOfWeek` (0 = Sunday … 6 = Saturday; /company/settings). antd's
 * pickers ask dayjs for the week start of their locale, falling back to the global one ('en') for a locale dayjs has
 * not loaded, so every loaded locale is updated. dayjs is one shared instance (a federation singleton), so the
 * shell setting it reaches the pickers of every remote.
 */
export function applyWeekStart(firstDayOfWeek: number): void {
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 0 || firstDayOfWeek > 6) return;
  for (const locale of Object.keys(dayjs.Ls)) dayjs.updateLocale(locale, { weekStart: firstDayOfWeek });
}
