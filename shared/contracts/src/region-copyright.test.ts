import { copyrightHolder, isolateBidi, localizedCopyright } from './region-copyright';

describe('copyrightHolder', () => {
  it.each([
    ['© 2026 Timekeep. All rights reserved.', 'Timekeep'],
    ['© 2024 Timekeep México. All rights reserved.', 'Timekeep México'],
    ['(c) 2020-2026 Acme S.A. de C.V. All rights reserved', 'Acme S.A. de C.V'],
    ['© Timekeep. All rights reserved.', 'Timekeep'],
  ])('finds the holder in %s', (line, holder) => {
    expect(copyrightHolder(line)).toBe(holder);
  });
  it.each(['Timekeep México S.A. de C.V.', '© 2026 Timekeep', 'جميع الحقوق محفوظة'])('leaves %s alone', (line) => {
    expect(copyrightHolder(line)).toBeNull();
  });
});

describe('localizedCopyright', () => {
  const arabic = (_key: string, p: { year: string; owner: string }) => `© ${p.year} ${p.owner}. جميع الحقوق محفوظة.`;

  it('says a standard line in the reader language with this year and an isolated owner', () => {
    const line = localizedCopyright('© 2024 Timekeep. All rights reserved.', 2026, arabic);
    expect(line).toBe('© 2026 \u2068Timekeep\u2069. جميع الحقوق محفوظة.');
    expect(line).not.toContain('All rights reserved');
  });

  it('passes the translation key and parameters', () => {
    const translate = jest.fn(() => 'x');
    localizedCopyright('© 2024 Timekeep. All rights reserved.', 2027, translate);
    expect(translate).toHaveBeenCalledWith('default:app.copyright', { year: '2027', owner: isolateBidi('Timekeep') });
  });

  it('keeps custom text, isolated so it keeps its own direction', () => {
    expect(localizedCopyright('Timekeep México S.A. de C.V.', 2026, arabic)).toBe('\u2068Timekeep México S.A. de C.V.\u2069');
    expect(localizedCopyright('  ', 2026, arabic)).toBe('');
  });
});
