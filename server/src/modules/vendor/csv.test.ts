import { attachmentName, csvCell, toCsv } from './csv';

describe('vendor CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes empty cells for null and ISO times for dates', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'Ünïcode 公司' }, { name: 'b' }]);
    expect(csv).toBe('\uFEFFName\r\nÜnïcode 公司\r\nb\r\n');
  });

  it('names the file after the list and the UTC day', () => {
    expect(attachmentName('orders', new Date('2026-01-05T23:59:00Z'))).toBe('orders-20260105.csv');
  });
});
