import { saveDownload, type ApiClient, type QueryParams } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';

/** One column of a client-side export: its (translated) header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Pages read per request while exporting, and the most rows one export takes (the rest would stall the tab). */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 10000;

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with `'`;
 * numbers stay numbers (a negative longitude is not a formula).
 */
function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function toCsv<T>(rows: ReadonlyArray<T>, columns: ReadonlyArray<CsvColumn<T>>): string {
  const lines = [columns.map((column) => quote(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quote(cellText(column.value(row)))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export class ExportTooLargeError extends Error {
  constructor(readonly total: number) {
    super(`The export has ${total} rows, more than ${EXPORT_MAX_ROWS}.`);
  }
}

/** Every row the list's current filters match, read page by page from the server-paged list. */
export async function fetchAllRows<T>(client: ApiClient, path: string, params: QueryParams): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.list<T>(path, { ...params, page, page_size: EXPORT_PAGE_SIZE });
    if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
    if (response.data.total > EXPORT_MAX_ROWS) throw new ExportTooLargeError(response.data.total);
    rows.push(...response.data.data);
    if (response.data.data.length === 0 || rows.length >= response.data.total) return rows;
  }
}

/** Saves the CSV as a file; the byte-order mark makes spreadsheet programs read it as UTF-8 (Arabic, Chinese). */
export function saveCsv(csv: string, fileName: string, doc?: Document): void {
  saveDownload({ blob: new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName }, doc);
}
