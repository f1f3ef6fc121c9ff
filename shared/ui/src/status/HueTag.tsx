import type { ReactElement, ReactNode } from 'react';
import { Tag, theme } from 'antd';

/** antd's preset hues a status may take. */
export type StatusHue = 'blue' | 'green' | 'gold' | 'red' | 'orange' | 'purple' | 'cyan';

/**
 * A status tag in one of antd's preset hues whose text stays readable. antd paints a preset Tag's text in shade 7
 * of the hue on shade 1: green measured 3.37:1 and gold 2.76:1 (axe; WCAG AA wants 4.5:1 for 12 px text). Shade 9 of
 * the theme's own palette reads at 6.5:1 or more on shade 1 in light (shade 8 still left gold at 4.25:1), and in dark,
 * where the palettes run the other way, at 8.7:1 or more. `hue` null: antd's neutral tag, already readable.
 */
export function HueTag({ hue, children }: { hue: StatusHue | null; children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  if (hue === null) return <Tag>{children}</Tag>;
  return (
    <Tag color={hue} style={{ color: token[`${hue}9`] }}>
      {children}
    </Tag>
  );
}
