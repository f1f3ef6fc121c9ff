import { theme } from 'antd';
import { contrast } from '../../testing/contrast';
import { antdThemeConfig, READABLE_SECONDARY_TEXT } from './antd-theme';

describe('the product theme: secondary text can be read (WCAG AA 4.5:1)', () => {
  it.each(['light', 'dark'] as const)('in %s mode, descriptions, breadcrumbs, placeholders, empty tables and Descriptions labels', (mode) => {
    const config = antdThemeConfig(mode);
    const token = theme.getDesignToken(config);
    const backgrounds = [token.colorBgLayout, token.colorBgContainer, token.colorBgElevated];
    for (const text of [token.colorTextDescription, token.colorTextPlaceholder, config.components?.Table?.colorTextDisabled ?? token.colorTextDisabled, config.components?.Descriptions?.labelColor ?? token.colorTextTertiary]) {
      for (const background of backgrounds) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(token.colorTextDescription).toBe(READABLE_SECONDARY_TEXT[mode]);
  });

  it("leaves disabled controls antd's grey", () => {
    const token = theme.getDesignToken(antdThemeConfig('light'));
    expect(token.colorTextDisabled).toBe('rgba(0,0,0,0.25)');
  });
});
