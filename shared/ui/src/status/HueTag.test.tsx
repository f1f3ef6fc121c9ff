import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { contrast } from '../testing/contrast';
import { HueTag, type StatusHue } from './HueTag';

const HUES: StatusHue[] = ['blue', 'green', 'gold', 'red', 'orange', 'purple', 'cyan'];

describe.each([
  ['light', theme.defaultAlgorithm],
  ['dark', theme.darkAlgorithm],
])('a status tag in %s mode', (_, algorithm) => {
  const token = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;

  it.each(HUES)('%s: its text reads at 4.5:1 on the fill antd gives a preset tag (shade 1)', (hue) => {
    expect(contrast(token[`${hue}9`], token[`${hue}1`])).toBeGreaterThanOrEqual(4.5);
    // antd's own text colour (shade 7) is what failed axe on green and gold in light mode.
    if (algorithm === theme.defaultAlgorithm && (hue === 'green' || hue === 'gold')) expect(contrast(token[`${hue}7`], token[`${hue}1`])).toBeLessThan(4.5);
  });

  it('paints its text in shade 9 of the hue of the theme it renders in', () => {
    render(
      <ConfigProvider theme={{ algorithm }}>
        <HueTag hue="green">Approved</HueTag>
        <HueTag hue={null}>Withdrawn</HueTag>
      </ConfigProvider>,
    );
    expect(screen.getByText('Approved')).toHaveStyle({ color: token.green9 });
    expect(screen.getByText('Withdrawn').getAttribute('style') ?? '').not.toContain('color');
  });
});
