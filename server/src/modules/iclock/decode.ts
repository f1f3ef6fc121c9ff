/**
 * Text of device bodies (brief §10): names are UTF-8, except on Chinese-language devices (GB2312, read as
 * its superset GB18030) and Traditional Chinese ones (Big5). Strict UTF-8 first; then the language's
 * encoding; then UTF-8 with replacement characters, flagged, so nothing is dropped.
 */
import iconv from 'iconv-lite';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The legacy encoding a device `language` code implies (83 Simplified, 84 Traditional Chinese). */
export function legacyEncodingOf(language: string | null | undefined): string | null {
  if (language === '83') return 'gb18030';
  if (language === '84') return 'big5';
  return null;
}

export interface Decoded {
  text: string;
  encoding: string;
  /** Decoded with replacement characters: some bytes were not valid in any encoding tried. */
  lossy: boolean;
}

export function decodeDeviceText(bytes: Buffer, language: string | null | undefined): Decoded {
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8', lossy: false };
  } catch {
    // not UTF-8: fall through to the device's language encoding
  }
  const legacy = legacyEncodingOf(language) ?? 'gb18030';
  if (legacyEncodingOf(language) !== null || looksLikeGb(bytes)) {
    return { text: iconv.decode(bytes, legacy), encoding: legacy, lossy: false };
  }
  return { text: bytes.toString('utf8'), encoding: 'utf-8', lossy: true };
}

/** Without a language hint, GB18030 is tried only when every high byte pairs up as GB expects. */
function looksLikeGb(bytes: Buffer): boolean {
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte < 0x80) continue;
    const next = bytes[index + 1];
    if (byte < 0x81 || byte > 0xfe || next === undefined || next < 0x40 || next === 0x7f || next > 0xfe) return false;
    index += 1;
  }
  return true;
}

/** Bytes of a name sent to a device in `encoding` (UTF-8 unless the device is in Chinese mode). */
export function encodeDeviceText(text: string, encoding: string): Buffer {
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, encoding);
}
