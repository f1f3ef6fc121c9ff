/**
 * What an export writes: columns with a header and a value per row. `type` tells XLSX how to store the value
 * (numbers as numbers, dates as real dates the spreadsheet can sort); CSV writes every value as text.
 */
export type Cell = string | number | boolean | Date | null | undefined;

export type CellType = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

export interface BulkColumn<Row> {
  /** The header cell (already translated). */
  header: string;
  value(row: Row): Cell;
  /** Default 'text'. 'date' takes 'YYYY-MM-DD' text or a Date; 'datetime' 'YYYY-MM-DD HH:mm:ss' or a Date. */
  type?: CellType;
  /** XLSX column width in characters (default from the header, 10..50). */
  width?: number;
  /** XLSX: the cell's background as `#rrggbb` (a matrix's status colour); CSV ignores it. */
  fill?(row: Row): string | null;
}

export type BulkFormat = 'csv' | 'xlsx';

export const BULK_CONTENT_TYPES: Record<BulkFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Local wall-clock text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]') as the UTC instant spreadsheets show as that text. */
export function wallClockDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? null : date;
}

/** 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm:ss' of a Date read as UTC wall-clock time (what XLSX dates are). */
export function formatWallClock(date: Date, withTime: boolean): string {
  const iso = date.toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

// Excel's day 0 is 1899-12-30 (its 1900 leap-year bug folded in); the last day it can show is 9999-12-31.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_LAST_SERIAL = 2_958_465;

/**
 * A spreadsheet date that arrived as its serial number (a date cell without a date format, or one read before the
 * workbook's styles: exceljs's streaming reader tells dates from numbers by the cell's style), as the Date it is.
 * Undefined for a number that is no day of Excel's calendar.
 */
export function excelSerialDate(serial: number): Date | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > EXCEL_LAST_SERIAL) return undefined;
  return new Date(EXCEL_EPOCH_MS + Math.round(serial * 86_400_000));
}

/** `employees-20261124.csv`: a list name and the export day (UTC). */
export function exportFileName(list: string, at: Date, format: BulkFormat): string {
  return `${list}-${at.toISOString().slice(0, 10).replace(/-/g, '')}.${format}`;
}
