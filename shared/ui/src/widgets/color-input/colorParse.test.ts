import { parseColorText, formatColor, readColorValue, rgbToHsl, hslToRgb } from './colorParse';

describe('parseColorText accepts', () => {
  it.each([
    ['#0E5B9D', { r: 14, g: 91, b: 157, a: 1 }],
    ['0e5b9d', { r: 14, g: 91, b: 157, a: 1 }],
    ['#fc4', { r: 255, g: 204, b: 68, a: 1 }],
    ['abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['  #FFFFFF ', { r: 255, g: 255, b: 255, a: 1 }],
    ['rgb(0, 0, 0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgb(255,255,255)', { r: 255, g: 255, b: 255, a: 1 }],
    ['RGB( 12 , 34 , 56 )', { r: 12, g: 34, b: 56, a: 1 }],
    ['rgba(1, 2, 3, 0.5)', { r: 1, g: 2, b: 3, a: 0.5 }],
    ['rgba(1, 2, 3, 0)', { r: 1, g: 2, b: 3, a: 0 }],
    ['rgba(1, 2, 3, 1)', { r: 1, g: 2, b: 3, a: 1 }],
    ['rgba(1, 2, 3, 50%)', { r: 1, g: 2, b: 3, a: 0.5 }],
    ['rgba(1, 2, 3, 100%)', { r: 1, g: 2, b: 3, a: 1 }],
    ['rgba(1, 2, 3, 40)', { r: 1, g: 2, b: 3, a: 0.4 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120, 100, 25)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsl(360, 0%, 100%)', { r: 255, g: 255, b: 255, a: 1 }],
    ['hsl(240deg, 100%, 50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsla(240, 100%, 50%, 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['hsla(240, 100%, 50%, 75%)', { r: 0, g: 0, b: 255, a: 0.75 }],
  ])('%p', (text, expected) => {
    expect(parseColorText(text)).toEqual(expected);
  });
});

describe('parseColorText ignores', () => {
  it.each([
    '',
    'red',
    '#12',
    '#1234',
    '#12345',
    '#1234567',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1.5, 0, 0)',
    'rgba(0, 0, 0, 101%)',
    'rgba(0, 0, 0, 150)',
    'rgba(0, 0, 0)',
    'hsl(361, 50%, 50%)',
    'hsl(0, 101%, 50%)',
    'hsl(0, 50%, 101%)',
    'hsla(0, 50%, 50%, 120%)',
    'cmyk(0, 0, 0, 0)',
    'rgb(0 0 0)',
  ])('%p', (text) => {
    expect(parseColorText(text)).toBeNull();
  });
});

describe('formatColor', () => {
  const navy = { r: 14, g: 91, b: 157, a: 1 };
  it.each([
    [navy, 'hex', '#0e5b9d'],
    [{ ...navy, a: 0.5 }, 'hex', '#0e5b9d80'],
    [navy, 'rgba', 'rgba(14, 91, 157, 1)'],
    [{ r: 255, g: 0, b: 0, a: 0.25 }, 'hsla', 'hsla(0, 100%, 50%, 0.25)'],
  ] as const)('%j in %s mode → %s', (color, mode, expected) => {
    expect(formatColor(color, mode)).toBe(expected);
  });
  it('reads back every format it writes', () => {
    for (const mode of ['hex', 'rgba', 'hsla'] as const) {
      const color = { r: 255, g: 0, b: 0, a: 0.5 };
      expect(readColorValue(formatColor(color, mode))).toEqual(color);
    }
    expect(readColorValue('')).toBeNull();
    expect(readColorValue('nope')).toBeNull();
  });
  it('converts between rgb and hsl', () => {
    expect(rgbToHsl({ r: 0, g: 128, b: 0 })).toEqual({ h: 120, s: 100, l: 25 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(hslToRgb(300, 100, 50)).toEqual({ r: 255, g: 0, b: 255 });
  });
});
