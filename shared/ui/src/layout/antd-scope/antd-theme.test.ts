import { theme } from 'antd';
import { antdThemeConfig, READABLE_SECONDARY_TEXT } from './antd-theme';

/** WCAG relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** `#rrggbb` or `rgba(r,g,b,a)` as [r, g, b, a]. */
function parse(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unknown colour ${color}`);
  const [r, g, b, a = '1'] = rgba[1].split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** Contrast of text `fg` (possibly translucent) drawn on the opaque background `bg`. */
function contrast(fg: string, bg: string): number {
  const [r, g, b, a] = parse(fg);
  const back = parse(bg);
  const drawn = [r, g, b].map((value, i) => value * a + back[i] * (1 - a));
  const [light, dark] = [luminance(drawn), luminance(back)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the product theme: secondary text can be read (WCAG AA 4.5:1)', () => {
  it.each(['light', 'dark'] as const)('in %s mode, descriptions, breadcrumbs, placeholders and empty tables', (mode) => {
    const config = antdThemeConfig(mode);
    const token = theme.getDesignToken(config);
    const backgrounds = [token.colorBgLayout, token.colorBgContainer, token.colorBgElevated];
    for (const text of [token.colorTextDescription, token.colorTextPlaceholder, config.components?.Table?.colorTextDisabled ?? token.colorTextDisabled]) {
      for (const background of backgrounds) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(token.colorTextDescription).toBe(READABLE_SECONDARY_TEXT[mode]);
  });

  it("leaves disabled controls antd's grey", () => {
    const token = theme.getDesignToken(antdThemeConfig('light'));
    expect(token.colorTextDisabled).toBe('rgba(0,0,0,0.25)');
  });
});
