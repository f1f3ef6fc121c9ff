/**
 * The company's settings every screen follows (/company/settings): date and time formats, first day of the week,
 * default language. The shell loads them with the signed-in user and after a save; being in the @timekeep/ui
 * singleton, every remote reads the same store. Wire values stay ISO (`YYYY-MM-DD`, `HH:mm`); only display changes.
 */
import { useSyncExternalStore } from 'react';
import { applyWeekStart } from '../widgets/helpers/weekStart';

export interface CompanyFormats {
  dateFormat: string;
  timeFormat: string;
  /** 0 = Sunday … 6 = Saturday. */
  firstDayOfWeek: number;
  /** The company's default language; null until loaded. */
  defaultLanguage: string | null;
}

export const DEFAULT_COMPANY_FORMATS: CompanyFormats = { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', firstDayOfWeek: 1, defaultLanguage: null };

let current = DEFAULT_COMPANY_FORMATS;
const listeners = new Set<() => void>();
applyWeekStart(current.firstDayOfWeek);

export function setCompanyFormats(patch: Partial<CompanyFormats>): void {
  current = { ...current, ...patch };
  applyWeekStart(current.firstDayOfWeek);
  for (const listener of listeners) listener();
}

/** How a date (or date and time) is shown and typed in a picker: the company's formats; the wire stays ISO. */
export function pickerFormat(formats: Pick<CompanyFormats, 'dateFormat' | 'timeFormat'>, withTime: boolean): string {
  if (!withTime) return formats.dateFormat;
  return `${formats.dateFormat} ${formats.timeFormat === 'hh:mm A' ? 'hh:mm:ss A' : 'HH:mm:ss'}`;
}

export function companyFormats(): CompanyFormats {
  return current;
}

export function useCompanyFormats(): CompanyFormats {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** 'YYYY-MM-DD' in `format` (tokens YYYY, MM, DD); text that is not a wire date is shown as it is. */
export function formatWireDate(value: string, format = current.dateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  return format.replace('YYYY', match[1]).replace('MM', match[2]).replace('DD', match[3]);
}

/** 'HH:mm' (or 'HH:mm:ss') in `format`: 'HH:mm' as is, 'hh:mm A' on a 12-hour clock. */
export function formatWireTime(value: string, format = current.timeFormat): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return value;
  if (format !== 'hh:mm A') return `${match[1]}:${match[2]}`;
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'YYYY-MM-DD HH:mm:ss' with both formats. */
export function formatWireDateTime(value: string, formats: Pick<CompanyFormats, 'dateFormat' | 'timeFormat'> = current): string {
  const [date, time] = value.split(' ');
  if (!time) return formatWireDate(value, formats.dateFormat);
  return `${formatWireDate(date, formats.dateFormat)} ${formatWireTime(time, formats.timeFormat)}`;
}
