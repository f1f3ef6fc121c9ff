/**
 * CSV exports of the vendor lists (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read
 * Arabic and Chinese company names correctly).
 */

/** Cells a spreadsheet would run as a formula are prefixed with a quote (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | boolean | Date | null | undefined;
}

export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: ReadonlyArray<T>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `attachment; filename="orders-20261122.csv"` for a list name and the export time (UTC day). */
export function attachmentName(list: string, at: Date): string {
  return `${list}-${at.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;
}
