/**
 * CSV the way api-contracts.md pins it: UTF-8 with a byte-order mark (so spreadsheet programs read Arabic and
 * Chinese), comma-separated, one header row, RFC 4180 quoting, CRLF line ends. Cells a spreadsheet would run as a
 * formula (starting with = + - @ TAB CR) get a leading apostrophe (OWASP CSV injection); readRows removes it again.
 *
 *   await writeCsv(columns, rowsAsyncIterable, writableStream);   // streams; ends `out`
 *   const text = toCsv(columns, rowsArray);                       // small lists held in memory
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatWallClock, type BulkColumn, type Cell } from './columns';

export const FORMULA_START = /^[=+\-@\t\r]/;
export const CSV_BOM = '\uFEFF';

export function csvCell(value: Cell, type: BulkColumn<unknown>['type'] = 'text'): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = type === 'date' ? formatWallClock(value, false) : type === 'datetime' ? formatWallClock(value, true) : value.toISOString();
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line<Row>(columns: ReadonlyArray<BulkColumn<Row>>, row: Row): string {
  return `${columns.map((column) => csvCell(column.value(row), column.type)).join(',')}\r\n`;
}

function headerLine(columns: ReadonlyArray<BulkColumn<unknown>>): string {
  return `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
}

export function toCsv<Row>(columns: ReadonlyArray<BulkColumn<Row>>, rows: Iterable<Row>): string {
  let text = CSV_BOM + headerLine(columns as ReadonlyArray<BulkColumn<unknown>>);
  for (const row of rows) text += line(columns, row);
  return text;
}

export interface WriteProgress {
  /** Called after every `every` rows with the number written so far. */
  onRows?: (written: number) => void;
  every?: number;
}

/** Streams the CSV into `out` (respecting back-pressure) and ends it; resolves with the number of data rows. */
export async function writeCsv<Row>(
  columns: ReadonlyArray<BulkColumn<Row>>,
  rows: AsyncIterable<Row> | Iterable<Row>,
  out: Writable,
  progress: WriteProgress = {},
): Promise<number> {
  const every = progress.every ?? 500;
  let written = 0;
  let chunk = CSV_BOM + headerLine(columns as ReadonlyArray<BulkColumn<unknown>>);
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    const more = out.write(chunk, 'utf8');
    chunk = '';
    if (!more) await once(out, 'drain');
  };
  for await (const row of rows) {
    chunk += line(columns, row);
    written += 1;
    if (chunk.length > 64 * 1024) await flush();
    if (written % every === 0) progress.onRows?.(written);
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return written;
}
