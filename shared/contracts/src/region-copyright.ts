/**
 * The region's copyright line (SPEC §1: region data `copyright`) in the reader's language. Regions store the
 * English line (`© 2026 Timekeep. All rights reserved.`); shown as is it stayed English in every language, and in
 * Arabic the bidi algorithm moved its Latin words and final full stop around. A standard line is said again with
 * the translation key `default:app.copyright` ({{year}}, {{owner}}) and the current year; any other text (an
 * operator's own line) is kept. The owner, or the kept text, is a Unicode first-strong isolate (FSI … PDI, what
 * `<bdi>` does), so it keeps its own direction inside a right-to-left sentence.
 */
export const COPYRIGHT_KEY = 'default:app.copyright';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Wraps text in a first-strong isolate. */
export function isolateBidi(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

const STANDARD_LINE = /^(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s+)?(.+?)\.?\s+All rights reserved\.?$/i;

/** The rights holder of a standard English copyright line, or null for any other text. */
export function copyrightHolder(copyright: string): string | null {
  const match = STANDARD_LINE.exec(copyright.trim());
  return match ? match[1].trim() : null;
}

/** `translate` renders COPYRIGHT_KEY with the given parameters in the reader's language. */
export function localizedCopyright(
  copyright: string,
  year: number,
  translate: (key: typeof COPYRIGHT_KEY, params: { year: string; owner: string }) => string,
): string {
  const text = copyright.trim();
  if (!text) return '';
  const owner = copyrightHolder(text);
  return owner ? translate(COPYRIGHT_KEY, { year: String(year), owner: isolateBidi(owner) }) : isolateBidi(text);
}
