import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** SPEC §9 date formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm';

export type DateValueFormat = typeof DATE_FORMAT | typeof DATE_TIME_FORMAT;

/** Parses a stored value strictly in `format`; anything else (including impossible dates) gives null. */
export function parseDateValue(value: string | null | undefined, format: DateValueFormat): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
}

/** Formats a picked date for storage. */
export function formatDateValue(value: Dayjs | null | undefined, format: DateValueFormat): string | null {
  return value && value.isValid() ? value.format(format) : null;
}
