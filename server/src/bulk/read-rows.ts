/**
 * Reads an uploaded CSV or XLSX as rows keyed by their header, numbered as a spreadsheet shows them (header = 1,
 * first data row = 2), so import errors can point at the row the user sees.
 *
 *   for await (const { row, values } of readRows(part.file, { fileName: part.filename, mimetype: part.mimetype })) …
 *
 * CSV: UTF-8 with or without a byte-order mark, comma- or semicolon-separated (decided by the header row), RFC 4180
 * quoting; every value is text (our own formula guard — a leading apostrophe before = + - @ TAB CR — is removed).
 * XLSX (the first sheet): numbers, booleans and dates keep their type; formulas give their cached result.
 * Everywhere: values are trimmed, empty cells are null, wholly empty rows are skipped (their numbers stay counted).
 * Limits: `maxBytes` (default 10 MB) and `maxRows` data rows (default 10,000); breaking one, a wrong type or an
 * unreadable file throws an ApiError with a ZBLK code (docs/api-codes.md) while iterating.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ApiError } from '../http/api-error';
import { FORMULA_START } from './csv';
import { fileTooLarge, tooManyRows, unreadableFile, unsupportedFileType } from './errors';

export type SheetValue = string | number | boolean | Date | null;

export interface SheetRow {
  row: number;
  values: Record<string, SheetValue>;
}

export interface ReadRowsOptions {
  fileName: string;
  mimetype?: string;
  maxBytes?: number;
  maxRows?: number;
}

export const DEFAULT_MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_IMPORT_ROWS = 10_000;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_MIMES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/comma-separated-values']);

type Kind = 'csv' | 'xlsx';

function kindOf(fileName: string, mimetype: string | undefined, head: Buffer): Kind {
  // The bytes decide first: every XLSX is a zip ("PK\3\4").
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  const lower = fileName.toLowerCase();
  const mime = (mimetype ?? '').split(';')[0].trim().toLowerCase();
  if (lower.endsWith('.xlsx') || mime === XLSX_MIME) throw unreadableFile('The file is not a valid Excel (.xlsx) workbook.');
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || CSV_MIMES.has(mime)) return 'csv';
  throw unsupportedFileType();
}

/** Chunks of the upload, refusing more than maxBytes (and a multipart stream its own limit truncated). */
async function* limitedChunks(file: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of file) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += buffer.length;
    if (total > maxBytes) {
      file.destroy();
      throw fileTooLarge(maxBytes);
    }
    yield buffer;
  }
  if ((file as Readable & { truncated?: boolean }).truncated) throw fileTooLarge(maxBytes);
}

function cleanText(text: string, csv: boolean): string | null {
  let value = text.trim();
  if (csv && value.startsWith("'") && FORMULA_START.test(value.slice(1))) value = value.slice(1);
  return value === '' ? null : value;
}

function headersOf(cells: Array<SheetValue>): Array<string | null> {
  const headers = cells.map((cell) => (cell === null ? null : String(cell instanceof Date ? cell.toISOString() : cell).trim() || null));
  if (headers.every((header) => header === null)) throw unreadableFile('The header row is empty.');
  const seen = new Set<string>();
  for (const header of headers) {
    if (header === null) continue;
    if (seen.has(header)) throw unreadableFile(`The header row names the column "${header}" twice.`);
    seen.add(header);
  }
  return headers;
}

function toRow(headers: Array<string | null>, cells: Array<SheetValue>): Record<string, SheetValue> | null {
  const values: Record<string, SheetValue> = {};
  let any = false;
  headers.forEach((header, index) => {
    if (header === null) return;
    const value = cells[index] ?? null;
    values[header] = value;
    if (value !== null) any = true;
  });
  return any ? values : null;
}

// ---- CSV ----

/** An RFC 4180 record splitter fed text in pieces; the delimiter is chosen from the header record. */
class CsvSplitter {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  private afterQuote = false;
  private pending = '';
  delimiter: ',' | ';' | null = null;

  /** `final`: no more text follows, so a quote or CR at the very end needs no look-ahead. */
  push(text: string, records: string[][], final = false): void {
    const input = this.pending + text;
    this.pending = '';
    if (this.delimiter === null) {
      const end = firstLineEnd(input);
      if (end < 0 && !final) {
        this.pending = input;
        return;
      }
      this.delimiter = chooseDelimiter(end < 0 ? input : input.slice(0, end));
    }
    const delimiter = this.delimiter;
    for (let i = 0; i < input.length; i += 1) {
      const c = input[i];
      const last = i + 1 >= input.length;
      if (this.quoted) {
        if (c !== '"') this.field += c;
        else if (last && !final) {
          // Escaped ("") or closing: the next piece decides.
          this.pending = '"';
        } else if (!last && input[i + 1] === '"') {
          this.field += '"';
          i += 1;
        } else {
          this.quoted = false;
          this.afterQuote = true;
        }
      } else if (c === '"' && this.field === '' && !this.afterQuote) {
        this.quoted = true;
      } else if (c === delimiter) {
        this.record.push(this.field);
        this.field = '';
        this.afterQuote = false;
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && last && !final) {
          this.pending = '\r';
          break;
        }
        if (c === '\r' && input[i + 1] === '\n') i += 1;
        this.endRecord(records);
      } else {
        this.field += c;
      }
    }
  }

  private endRecord(records: string[][]): void {
    this.record.push(this.field);
    records.push(this.record);
    this.record = [];
    this.field = '';
    this.afterQuote = false;
  }

  end(records: string[][]): void {
    this.push('', records, true);
    if (this.quoted) throw unreadableFile('The file ends inside a quoted value.');
    if (this.field !== '' || this.record.length > 0) this.endRecord(records);
  }
}

function firstLineEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return i;
  }
  return -1;
}

function chooseDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') commas += 1;
    else if (!quoted && c === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

async function* csvRows(chunks: AsyncIterable<Buffer>, maxRows: number): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const splitter = new CsvSplitter();
  let headers: Array<string | null> | null = null;
  let number = 0;
  let dataRows = 0;
  const take = function* (records: string[][]): Generator<SheetRow> {
    for (const record of records) {
      number += 1;
      const cells = record.map((text) => cleanText(text, true));
      if (headers === null) {
        headers = headersOf(cells);
        continue;
      }
      const values = toRow(headers, cells);
      if (!values) continue;
      dataRows += 1;
      if (dataRows > maxRows) throw tooManyRows(maxRows);
      yield { row: number, values };
    }
  };
  const decode = (chunk?: Buffer): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw unreadableFile('The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
    }
  };
  for await (const chunk of chunks) {
    const records: string[][] = [];
    splitter.push(decode(chunk), records);
    yield* take(records);
  }
  const records: string[][] = [];
  splitter.push(decode(), records);
  splitter.end(records);
  yield* take(records);
  if (headers === null) throw unreadableFile('The file is empty.');
}

// ---- XLSX ----

function xlsxValue(value: ExcelJS.CellValue): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'string') return cleanText(value, false);
  if (typeof value === 'object') {
    if ('richText' in value) return cleanText(value.richText.map((part) => part.text).join(''), false);
    if ('formula' in value || 'sharedFormula' in value) return xlsxValue((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('hyperlink' in value) return cleanText(String((value as { text?: unknown }).text ?? ''), false);
    if ('error' in value) return String((value as { error: unknown }).error);
  }
  return cleanText(String(value), false);
}

async function* xlsxRows(chunks: AsyncIterable<Buffer>, maxRows: number): AsyncGenerator<SheetRow> {
  // exceljs's streaming reader (SAX): about twice as fast as loading the whole workbook model, memory stays flat.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let headers: Array<string | null> | null = null;
  let dataRows = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const raw = row.values as ExcelJS.CellValue[];
        const cells: SheetValue[] = [];
        for (let column = 1; column < raw.length; column += 1) cells.push(xlsxValue(raw[column]));
        if (headers === null) {
          // Blank rows above the header are skipped; numbering still follows the sheet.
          if (cells.every((cell) => cell === null)) continue;
          headers = headersOf(cells);
          continue;
        }
        const values = toRow(headers, cells);
        if (!values) continue;
        dataRows += 1;
        if (dataRows > maxRows) throw tooManyRows(maxRows);
        yield { row: row.number, values };
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadableFile('The file is not a valid Excel (.xlsx) workbook.');
  }
  if (headers === null) throw unreadableFile('The file is empty.');
}

export async function* readRows(file: Readable, options: ReadRowsOptions): AsyncGenerator<SheetRow> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMPORT_BYTES;
  const maxRows = options.maxRows ?? DEFAULT_MAX_IMPORT_ROWS;
  const chunks = limitedChunks(file, maxBytes);
  const first = await chunks.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  const kind = kindOf(options.fileName, options.mimetype, head);
  async function* all(): AsyncGenerator<Buffer> {
    if (!first.done) yield head;
    yield* chunks;
  }
  yield* kind === 'xlsx' ? xlsxRows(all(), maxRows) : csvRows(all(), maxRows);
}
