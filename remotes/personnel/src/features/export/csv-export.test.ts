import { createHarness, pageOf, queryOf } from '../testing/panel-harness';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, ExportTooLargeError, fetchAllRows, toCsv } from './csv-export';

interface Row {
  name: string;
  value: number | null;
}

describe('toCsv', () => {
  const columns = [
    { header: 'Name, full', value: (row: Row) => row.name },
    { header: 'Value', value: (row: Row) => row.value },
  ];

  it('writes a header row and CRLF lines, quoting commas, quotes and line breaks', () => {
    const csv = toCsv<Row>([{ name: 'Plain', value: 1 }, { name: 'Say "hi", then\ngo', value: null }], columns);
    expect(csv).toBe('"Name, full",Value\r\nPlain,1\r\n"Say ""hi"", then\ngo",\r\n');
  });

  it('defuses text a spreadsheet would run as a formula but keeps negative numbers', () => {
    const csv = toCsv<Row>([{ name: '=HYPERLINK("x")', value: -99.1332 }, { name: '@cmd', value: 0 }], columns);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"\'=HYPERLINK(""x"")",-99.1332', "'@cmd,0"]);
  });
});

describe('fetchAllRows', () => {
  it('reads every page of the filtered list with the large export page size', async () => {
    const rows = Array.from({ length: EXPORT_PAGE_SIZE + 20 }, (_, i) => ({ id: i + 1 }));
    const { client, requests } = createHarness((request) => ({ data: pageOf(rows, queryOf(request)) }));
    const all = await fetchAllRows<{ id: number }>(client, '/personnel/api/v2/locations/', { search: 'x' });
    expect(all).toHaveLength(rows.length);
    expect(requests.map((r) => new URL(r.url, 'http://x').search)).toEqual([
      `?search=x&page=1&page_size=${EXPORT_PAGE_SIZE}`,
      `?search=x&page=2&page_size=${EXPORT_PAGE_SIZE}`,
    ]);
  });

  it('refuses an export larger than the limit after the first page', async () => {
    const { client, requests } = createHarness(() => ({
      data: { code: 'ZPER0000', context: {}, data: { data: [], total: EXPORT_MAX_ROWS + 1, page: 1, page_size: EXPORT_PAGE_SIZE, next: 2 } },
    }));
    await expect(fetchAllRows(client, '/personnel/api/v2/resigns/', {})).rejects.toBeInstanceOf(ExportTooLargeError);
    expect(requests).toHaveLength(1);
  });
});
