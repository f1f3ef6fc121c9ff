/** A colour as the chooser works with it: channels 0..255, alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface Hsla {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** Chooser modes (SPEC §2): the stored text follows the mode. */
export type ColorMode = 'hex' | 'rgba' | 'hsla';

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const SEP = '\\s*,\\s*';
const PERCENT_OPT = '(%?)';
const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_PATTERN = new RegExp(`^rgb\\(\\s*${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}\\s*\\)$`, 'i');
const RGBA_PATTERN = new RegExp(
  `^rgba\\(\\s*${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}${PERCENT_OPT}\\s*\\)$`,
  'i',
);
const HSL_PATTERN = new RegExp(
  `^hsl\\(\\s*${NUMBER}(?:deg)?${SEP}${NUMBER}%?${SEP}${NUMBER}%?\\s*\\)$`,
  'i',
);
const HSLA_PATTERN = new RegExp(
  `^hsla\\(\\s*${NUMBER}(?:deg)?${SEP}${NUMBER}%?${SEP}${NUMBER}%?${SEP}${NUMBER}${PERCENT_OPT}\\s*\\)$`,
  'i',
);

/**
 * SPEC §5 colour paste: 3- or 6-digit hex (with or without #), rgb, rgba, hsl, hsla within the limits
 * RGB 0..255, alpha 0..100 % or 0..1, hue 0..360, saturation and lightness 0..100. Anything else: null
 * (the paste is ignored).
 */
export function parseColorText(text: string): Rgba | null {
  const input = text.trim();
  const hex = HEX_PATTERN.exec(input);
  if (hex) return hexToRgba(hex[1]);

  const rgb = RGB_PATTERN.exec(input) ?? RGBA_PATTERN.exec(input);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (![r, g, b].every(isChannel)) return null;
    const a = rgb[4] === undefined ? 1 : parseAlpha(rgb[4], rgb[5] === '%');
    return a === null ? null : { r, g, b, a };
  }

  const hsl = HSL_PATTERN.exec(input) ?? HSLA_PATTERN.exec(input);
  if (hsl) {
    const [h, s, l] = [hsl[1], hsl[2], hsl[3]].map(Number);
    if (h > 360 || s > 100 || l > 100) return null;
    const a = hsl[4] === undefined ? 1 : parseAlpha(hsl[4], hsl[5] === '%');
    return a === null ? null : { ...hslToRgb(h, s, l), a };
  }
  return null;
}

function isChannel(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= 255;
}

/** Alpha is a fraction 0..1, or a percentage 0..100 when written with % (or above 1). */
function parseAlpha(text: string, percent: boolean): number | null {
  const n = Number(text);
  if (percent || n > 1) return n <= 100 ? round(n / 100, 2) : null;
  return n;
}

function hexToRgba(hex: string): Rgba {
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
    a: 1,
  };
}

export function hslToRgb(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const amount = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - amount * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

export function rgbToHsl({ r, g, b }: Omit<Rgba, 'a'>): Omit<Hsla, 'a'> {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h = Math.round(h * 60);
  if (h < 0) h += 360;
  return { h, s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** The stored text for a colour in the given mode. HEX drops alpha only when opaque (#rrggbbaa otherwise). */
export function formatColor(color: Rgba, mode: ColorMode): string {
  const a = round(color.a, 2);
  if (mode === 'rgba') return `rgba(${color.r}, ${color.g}, ${color.b}, ${a})`;
  if (mode === 'hsla') {
    const { h, s, l } = rgbToHsl(color);
    return `hsla(${h}, ${s}%, ${l}%, ${a})`;
  }
  const hex = `#${toHex(color.r)}${toHex(color.g)}${toHex(color.b)}`;
  return a >= 1 ? hex : `${hex}${toHex(Math.round(a * 255))}`;
}

/** Reads a stored value back (any mode's text, plus #rrggbbaa); unknown text gives null. */
export function readColorValue(value: string | null | undefined): Rgba | null {
  if (!value) return null;
  const eight = /^#([0-9a-f]{6})([0-9a-f]{2})$/i.exec(value.trim());
  if (eight) return { ...hexToRgba(eight[1]), a: round(parseInt(eight[2], 16) / 255, 2) };
  return parseColorText(value);
}

function toHex(n: number): string {
  return n.toString(16).padStart(2, '0');
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
