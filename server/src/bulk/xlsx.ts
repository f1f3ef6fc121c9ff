/**
 * XLSX export through exceljs's streaming WorkbookWriter (rows are written as they come; memory stays flat).
 * Numbers are stored as numbers, booleans as booleans, 'date'/'datetime' columns as real dates with a
 * yyyy-mm-dd (hh:mm:ss) format, everything else as text (never as a formula).
 *
 *   await writeXlsx(columns, rowsAsyncIterable, writableStream, { sheetName: 'Employees' });  // ends `out`
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { wallClockDate, type BulkColumn, type Cell, type CellType } from './columns';
import type { WriteProgress } from './csv';

const NUM_FMT: Partial<Record<CellType, string>> = { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' };

function xlsxValue(value: Cell, type: CellType): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) && !(typeof value === 'string' && value.trim() === '') ? n : String(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value);
    case 'date':
    case 'datetime':
      if (value instanceof Date) return value;
      return (typeof value === 'string' && wallClockDate(value)) || String(value);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

const HEX = /^#([0-9a-f]{6})$/i;

/** A solid fill of `#rrggbb` and a text colour that stays readable on it (white on dark colours). */
export function xlsxFill(color: string): { fill: ExcelJS.Fill; font: Partial<ExcelJS.Font> } | null {
  const match = HEX.exec(color);
  if (!match) return null;
  const rgb = match[1].toUpperCase();
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(rgb.slice(at, at + 2), 16));
  const light = 0.299 * r + 0.587 * g + 0.114 * b > 150;
  return { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${rgb}` } }, font: { color: { argb: light ? 'FF000000' : 'FFFFFFFF' }, bold: true } };
}

/** Excel's limit on sheet names: 31 characters, none of : \ / ? * [ ]. */
function sheetTitle(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

export async function writeXlsx<Row>(
  columns: ReadonlyArray<BulkColumn<Row>>,
  rows: AsyncIterable<Row> | Iterable<Row>,
  out: Writable,
  options: WriteProgress & { sheetName?: string } = {},
): Promise<number> {
  const every = options.every ?? 500;
  const finished = once(out, 'finish');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetTitle(options.sheetName ?? 'Sheet1'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? Math.max(10, Math.min(50, column.header.length + 2)),
    style: NUM_FMT[column.type ?? 'text'] ? { numFmt: NUM_FMT[column.type ?? 'text'] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  const filled = columns.flatMap((column, index) => (column.fill ? [{ fill: column.fill.bind(column), index }] : []));
  // One style object per column (and per colour of a filled column): exceljs gives every cell a style object of
  // its own and renders each to XML to find its style id, unless it saw that very object before (its WeakMap).
  const shared = columns.map((column): ExcelJS.Style => ({ ...(NUM_FMT[column.type ?? 'text'] ? { numFmt: NUM_FMT[column.type ?? 'text'] } : {}) }) as ExcelJS.Style);
  const fillStyles = new Map<string, ExcelJS.Style | null>();
  const fillStyle = (index: number, color: string): ExcelJS.Style | null => {
    const key = `${index} ${color}`;
    let style = fillStyles.get(key);
    if (style === undefined) {
      const fill = xlsxFill(color);
      style = fill ? ({ ...shared[index], fill: fill.fill, font: fill.font, alignment: { horizontal: 'center' } } as ExcelJS.Style) : null;
      fillStyles.set(key, style);
    }
    return style;
  };
  for await (const row of rows) {
    const added = sheet.addRow(columns.map((column) => xlsxValue(column.value(row), column.type ?? 'text')));
    added.eachCell({ includeEmpty: true }, (cell, number) => {
      cell.style = shared[number - 1];
    });
    for (const { fill, index } of filled) {
      const style = fillStyle(index, fill(row) ?? '');
      if (style) added.getCell(index + 1).style = style;
    }
    added.commit();
    written += 1;
    if (written % every === 0) options.onRows?.(written);
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return written;
}
