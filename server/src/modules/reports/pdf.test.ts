import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { writePdf, type PdfRow } from './pdf';

async function* rows(count: number): AsyncGenerator<PdfRow> {
  for (let index = 0; index < count; index += 1) {
    yield { cells: [`E${index}`, 'A rather long employee name that is cut to fit its column', String(index)], group: index < count / 2 ? 'Sales' : 'Ops' };
  }
}

test('a long table opens each font once, not once per row (the regular face was re-read and parsed per row: a 31,000-row time card took minutes)', async () => {
  const read = jest.spyOn(fs, 'readFileSync');
  try {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const written = await writePdf(
      { title: 'Total time card', subtitle: '2026-01-01 – 2026-01-31', headers: ['Code', 'Name', 'Punches'], numeric: new Set([2]), rows: rows(300), totals: ['Total', '', '300'], rtl: false, pageLabel: (page) => `Page ${page}` },
      out,
    );
    expect(written).toBe(300);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    const fontReads = read.mock.calls.filter(([file]) => String(file).endsWith('.ttf'));
    // the regular face (the document's default) and the bold one
    expect(fontReads.length).toBeLessThanOrEqual(2);
  } finally {
    read.mockRestore();
  }
});
