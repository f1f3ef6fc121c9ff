import { PassThrough, Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BULK_CODES } from '@timekeep/contracts';
import { ApiError } from '../http/api-error';
import { attachmentDisposition } from './content-disposition';
import { exportFileName, type BulkColumn } from './columns';
import { csvCell, toCsv, writeCsv } from './csv';
import { readRows, type SheetRow } from './read-rows';
import { writeXlsx } from './xlsx';

interface Person {
  name: string;
  hired: string;
  at: string;
  hours: number;
  active: boolean;
  note: string | null;
}

const COLUMNS: ReadonlyArray<BulkColumn<Person>> = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Hire date', value: (p) => p.hired, type: 'date' },
  { header: 'Last punch', value: (p) => p.at, type: 'datetime' },
  { header: 'Hours', value: (p) => p.hours, type: 'number' },
  { header: 'Active', value: (p) => p.active, type: 'boolean' },
  { header: 'Note', value: (p) => p.note },
];

const PEOPLE: Person[] = [
  { name: 'Ada, "the first"', hired: '2026-01-05', at: '2026-11-24 08:30:00', hours: 7.5, active: true, note: 'two\nlines' },
  { name: 'محمد 公司', hired: '2025-12-31', at: '2026-11-23 17:00:05', hours: 0, active: false, note: null },
  { name: '=HYPERLINK("http://evil")', hired: '2024-02-29', at: '2024-02-29 23:59:59', hours: -3, active: true, note: '@SUM(A1)' },
];

async function* slowly<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

function collect(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

async function rowsOf(bytes: Buffer | string, fileName: string, options: { maxRows?: number; maxBytes?: number; chunk?: number } = {}): Promise<SheetRow[]> {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8');
  const size = options.chunk ?? 64 * 1024;
  const pieces: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += size) pieces.push(buffer.subarray(i, i + size));
  const rows: SheetRow[] = [];
  for await (const row of readRows(Readable.from(pieces), { fileName, ...options })) rows.push(row);
  return rows;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('CSV writer', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    for (const start of ['+1', '-1', '@cmd', '\tx', '\rx']) expect(csvCell(start).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes empty cells for null, dates as wall-clock text in date columns and ISO otherwise', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
    expect(csvCell(new Date('2026-11-22T10:00:00Z'), 'date')).toBe('2026-11-22');
    expect(csvCell(new Date('2026-11-22T10:00:00Z'), 'datetime')).toBe('2026-11-22 10:00:00');
  });

  it('starts with a byte-order mark, has one header row and ends every line with CRLF', async () => {
    const expected = '\uFEFFName\r\nÜnïcode 公司\r\nb\r\n';
    const columns: ReadonlyArray<BulkColumn<{ name: string }>> = [{ header: 'Name', value: (row) => row.name }];
    expect(toCsv(columns, [{ name: 'Ünïcode 公司' }, { name: 'b' }])).toBe(expected);
    const { out, bytes } = collect();
    expect(await writeCsv(columns, slowly([{ name: 'Ünïcode 公司' }, { name: 'b' }]), out)).toBe(2);
    expect(bytes().toString('utf8')).toBe(expected);
  });

  it('names files after the list and the UTC day, and quotes non-ASCII names for every browser', () => {
    expect(exportFileName('orders', new Date('2026-01-05T23:59:00Z'), 'csv')).toBe('orders-20260105.csv');
    expect(attachmentDisposition('orders.csv')).toBe('attachment; filename="orders.csv"');
    expect(attachmentDisposition('موظفون.xlsx')).toBe(`attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('موظفون.xlsx')}`);
    expect(attachmentDisposition('a"b\r\n.csv')).toBe('attachment; filename="a_b__.csv"');
  });
});

describe('CSV round trip and reader', () => {
  it('reads back what the writer wrote, numbered as a spreadsheet shows it, guard removed', async () => {
    const { out, bytes } = collect();
    await writeCsv(COLUMNS, slowly(PEOPLE), out);
    // Tiny pieces cross every quote, CRLF and multi-byte character boundary.
    for (const chunk of [1, 7, 64 * 1024]) {
      const rows = await rowsOf(bytes(), 'people.csv', { chunk });
      expect(rows.map((r) => r.row)).toEqual([2, 3, 4]);
      expect(rows[0].values).toEqual({
        Name: 'Ada, "the first"',
        'Hire date': '2026-01-05',
        'Last punch': '2026-11-24 08:30:00',
        Hours: '7.5',
        Active: 'true',
        Note: 'two\nlines',
      });
      expect(rows[1].values.Name).toBe('محمد 公司');
      expect(rows[1].values.Note).toBeNull();
      expect(rows[2].values.Name).toBe('=HYPERLINK("http://evil")');
      expect(rows[2].values.Note).toBe('@SUM(A1)');
    }
  });

  it('reads semicolon files without a BOM, skips blank rows but keeps counting them, trims values', async () => {
    const rows = await rowsOf('Code;Name\n E1 ; Ana \n;\n\nE3;"Li; Wei"', 'x.csv');
    expect(rows).toEqual([
      { row: 2, values: { Code: 'E1', Name: 'Ana' } },
      { row: 5, values: { Code: 'E3', Name: 'Li; Wei' } },
    ]);
    expect(await rowsOf('\uFEFFa,b\r\n1,2', 'x.csv')).toEqual([{ row: 2, values: { a: '1', b: '2' } }]);
    // A quoted value over two lines is one row; the next row's number follows the spreadsheet.
    expect((await rowsOf('a\n"x\ny"\nz\n', 'x.csv')).map((r) => r.row)).toEqual([2, 3]);
  });

  it('refuses bad files with a clear code', async () => {
    expect((await failure(rowsOf('', 'x.csv'))).code).toBe(BULK_CODES.unreadable);
    expect((await failure(rowsOf('a,a\n1,2', 'x.csv'))).context.message).toMatch(/"a" twice/);
    expect((await failure(rowsOf('a\n"open', 'x.csv'))).code).toBe(BULK_CODES.unreadable);
    expect((await failure(rowsOf(Buffer.from([0x61, 0x0a, 0xff, 0xfe, 0x0a]), 'x.csv'))).context.message).toMatch(/UTF-8/);
    expect((await failure(rowsOf('a\n1', 'x.pdf'))).code).toBe(BULK_CODES.unsupportedType);
    expect((await failure(rowsOf('a\n1', 'x.xlsx'))).code).toBe(BULK_CODES.unreadable);
    const tooMany = await failure(rowsOf('a\n1\n2\n3', 'x.csv', { maxRows: 2 }));
    expect([tooMany.status, tooMany.code, tooMany.context.params]).toEqual([413, BULK_CODES.tooManyRows, { max: 2 }]);
    const tooBig = await failure(rowsOf(`a\n${'x'.repeat(2000)}`, 'x.csv', { maxBytes: 1024, chunk: 100 }));
    expect([tooBig.status, tooBig.code]).toEqual([413, BULK_CODES.tooLarge]);
  });
});

describe('XLSX writer and reader', () => {
  async function xlsxOf(people: Person[]): Promise<Buffer> {
    const { out, bytes } = collect();
    expect(await writeXlsx(COLUMNS, slowly(people), out, { sheetName: 'People: all' })).toBe(people.length);
    return bytes();
  }

  it('stores numbers as numbers, booleans as booleans and dates as real dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxOf(PEOPLE)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('People  all');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Hire date', 'Last punch', 'Hours', 'Active', 'Note']);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2026, 0, 5)));
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 24, 8, 30, 0)));
    expect(row.getCell(4).value).toBe(7.5);
    expect(row.getCell(5).value).toBe(true);
    // Text that looks like a formula stays text in a workbook.
    expect(sheet.getRow(4).getCell(1).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(4).getCell(1).formula).toBeUndefined();
  });

  it('fills a cell by its colour only, every other cell keeps its column’s format (styles are shared per column)', async () => {
    const days: { day: string; state: string | null }[] = [{ day: '2026-03-02', state: '#cc0000' }, { day: '2026-03-03', state: null }, { day: '2026-03-04', state: '#fadb14' }, { day: '2026-03-05', state: '#cc0000' }];
    const columns: BulkColumn<(typeof days)[number]>[] = [
      { header: 'Day', value: (d) => d.day, type: 'date' },
      { header: 'State', value: (d) => d.state, fill: (d) => d.state },
      { header: 'Hours', value: () => 8, type: 'number' },
    ];
    const { out, bytes } = collect();
    await writeXlsx(columns, days, out);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes() as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells = [2, 3, 4, 5].map((number) => {
      const row = sheet.getRow(number);
      const state = row.getCell(2);
      return [row.getCell(1).numFmt, (state.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb, state.font?.color?.argb, state.alignment?.horizontal, row.getCell(3).fill, row.getCell(3).value];
    });
    expect(cells).toEqual([
      ['yyyy-mm-dd', 'FFCC0000', 'FFFFFFFF', 'center', undefined, 8],
      ['yyyy-mm-dd', undefined, undefined, undefined, undefined, 8],
      // white text on dark colours, black on light ones
      ['yyyy-mm-dd', 'FFFADB14', 'FF000000', 'center', undefined, 8],
      ['yyyy-mm-dd', 'FFCC0000', 'FFFFFFFF', 'center', undefined, 8],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('round-trips through readRows with types kept and spreadsheet row numbers', async () => {
    const rows = await rowsOf(await xlsxOf(PEOPLE), 'people.xlsx');
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(rows[0].values).toEqual({
      Name: 'Ada, "the first"',
      'Hire date': new Date(Date.UTC(2026, 0, 5)),
      'Last punch': new Date(Date.UTC(2026, 10, 24, 8, 30, 0)),
      Hours: 7.5,
      Active: true,
      Note: 'two\nlines',
    });
    expect(rows[1].values).toMatchObject({ Name: 'محمد 公司', Hours: 0, Active: false, Note: null });
  });

  it('reads formulas as their result, rich text as text, and refuses too many rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['Code', 'Total', 'Label']);
    sheet.addRow([]);
    sheet.addRow(['E1', { formula: 'A1+1', result: 8 }, { richText: [{ text: 'Bo' }, { text: 'ld ' }] }]);
    sheet.addRow(['E2', 3, null]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await rowsOf(buffer, 'upload.bin')).toEqual([
      { row: 3, values: { Code: 'E1', Total: 8, Label: 'Bold' } },
      { row: 4, values: { Code: 'E2', Total: 3, Label: null } },
    ]);
    expect((await failure(rowsOf(buffer, 'x.xlsx', { maxRows: 1 }))).code).toBe(BULK_CODES.tooManyRows);
    // A zip that is no workbook.
    expect((await failure(rowsOf(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(50)]), 'x.xlsx'))).code).toBe(BULK_CODES.unreadable);
  });

  it('streams into a pipe that is read slowly (back-pressure)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...PEOPLE[i % 3], name: `Person ${i}` }));
    const pipe = new PassThrough({ highWaterMark: 1024 });
    const chunks: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of pipe) chunks.push(chunk as Buffer);
    })();
    await writeCsv(COLUMNS, many, pipe);
    await reading;
    const rows = await rowsOf(Buffer.concat(chunks), 'many.csv');
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toMatchObject({ row: 3001, values: { Name: 'Person 2999' } });
  });
});
