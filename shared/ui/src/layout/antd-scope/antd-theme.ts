import { theme as antdTheme, type ThemeConfig } from 'antd';
import { BRAND_COLORS } from '../brand';
import type { ThemeMode } from '../theme-mode';

/**
 * The colour of text that is meant to be read though secondary: descriptions and hints, breadcrumbs, placeholders
 * and a table's "No records". antd's own greys (45 % and 25 % of the text colour) give 3.3:1 and 1.8:1 on the layout
 * and container backgrounds, below WCAG AA's 4.5:1 (axe on every screen, issue 16); these give at least 4.8:1 on
 * white, #f5f5f5 and #fafafa (light) and on #000, #141414 and #1f1f1f (dark). Disabled controls keep antd's grey.
 * A Descriptions label is drawn in the tertiary grey too (3.4:1; axe on /onlineSubscription's price card).
 */
export const READABLE_SECONDARY_TEXT: Readonly<Record<ThemeMode, string>> = {
  light: 'rgba(0,0,0,0.56)',
  dark: 'rgba(255,255,255,0.55)',
};

/** antd's theme as the product configures it: brand colours, light or dark, secondary text that can be read. */
export function antdThemeConfig(mode: ThemeMode): ThemeConfig {
  const readable = READABLE_SECONDARY_TEXT[mode];
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: BRAND_COLORS.primary, colorLink: BRAND_COLORS.primary, colorTextDescription: readable, colorTextPlaceholder: readable },
    // A table's empty text is drawn in the disabled grey; it is a message, not a disabled control.
    // A Descriptions label (the name of a value) is antd's tertiary grey; it is read like any label.
    components: { Table: { colorTextDisabled: readable }, Descriptions: { labelColor: readable } },
  };
}
