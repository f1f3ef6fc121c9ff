import dayjs from 'dayjs';

/** A server time (ISO) in the browser's time zone, the zone the day filters use too. */
export function formatTime(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** '99.00' + 'AED' in the reader's language; an unknown currency code falls back to "99.00 AED". */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}
