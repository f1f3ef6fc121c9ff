import { applyDocumentLanguage } from './document-language';

describe('applyDocumentLanguage', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.removeAttribute('lang');
    root.removeAttribute('dir');
  });

  it('sets lang and rtl direction for Arabic', () => {
    applyDocumentLanguage('ar');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('goes back to ltr when leaving Arabic', () => {
    applyDocumentLanguage('ar');
    applyDocumentLanguage('tr');
    expect(root.getAttribute('lang')).toBe('tr');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it.each(['en', 'es-MX', 'tr', 'zh-CN'])('uses ltr for %s', (lng) => {
    applyDocumentLanguage(lng);
    expect(root.getAttribute('lang')).toBe(lng);
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('writes the normalised code, so <html lang> is always a shipped language', () => {
    applyDocumentLanguage('en-GB');
    expect(root.getAttribute('lang')).toBe('en');
    applyDocumentLanguage('ar-EG');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('works on another document', () => {
    const other = document.implementation.createHTMLDocument('x');
    applyDocumentLanguage('ar', other);
    expect(other.documentElement.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('dir')).toBeNull();
  });
});
