import { theme } from 'antd';
import { BRAND_COLORS } from './brand';
import { THEME_TOKENS, themeCssVariables, themeTokenVar, type ThemeTokenName } from './theme-tokens';

describe('theme tokens for markup without antd', () => {
  it.each([
    ['light', theme.defaultAlgorithm],
    ['dark', theme.darkAlgorithm],
  ] as const)('equal what antd computes for the brand seed in %s mode', (mode, algorithm) => {
    const computed = theme.getDesignToken({
      algorithm,
      token: { colorPrimary: BRAND_COLORS.primary, colorLink: BRAND_COLORS.primary },
    }) as unknown as Record<ThemeTokenName, string>;
    const table = THEME_TOKENS[mode];
    const expected = Object.fromEntries((Object.keys(table) as ThemeTokenName[]).map((name) => [name, computed[name]]));
    expect(table).toEqual(expected);
  });

  it('names each token as a custom property', () => {
    expect(themeTokenVar('colorPrimaryHover')).toBe('--timekeep-color-primary-hover');
    expect(themeCssVariables('dark')).toMatchObject({ '--timekeep-color-bg-container': '#141414' });
    expect(Object.keys(themeCssVariables('light'))).toHaveLength(Object.keys(THEME_TOKENS.light).length);
  });
});
