import { useMemo, type CSSProperties } from 'react';
import { theme, type GlobalToken } from 'antd';

/** antd's preset hues in legend order; antd generates a palette of each for light and for dark. */
const HUES = ['blue', 'green', 'gold', 'purple', 'volcano', 'cyan', 'magenta', 'geekblue'] as const;

/**
 * The colours of the month grids (schedule view, employee calendar, leave schedule), all from the current antd
 * theme: fixed light colours (white sticky column, pale fills under black text) left the grids unreadable in dark mode.
 */
export interface GridColours {
  /** Fill of the n-th category (timetable, leave type): shade 3 of its hue, a pale tint in light, a deep one in dark. */
  fill: (index: number) => string;
  /** Frame of the n-th category (a pending leave): shade 5 of the hue, 3:1 against the container in both modes. */
  frame: (index: number) => string;
  /** Text on a fill, on the container and where there is nothing to read (not employed). */
  text: string;
  mutedText: string;
  /** The container: the sticky employee column (it covers what scrolls under it) and a pending leave's inside. */
  container: string;
  border: string;
  weekend: string;
  rest: string;
  holiday: string;
  /** The legend's neutral swatch (statuses, not a category). */
  neutralFill: string;
  neutralFrame: string;
}

export function gridColours(token: GlobalToken): GridColours {
  const hue = (index: number) => HUES[((index % HUES.length) + HUES.length) % HUES.length];
  return {
    fill: (index) => token[`${hue(index)}3`],
    frame: (index) => token[`${hue(index)}5`],
    text: token.colorText,
    mutedText: token.colorTextDisabled,
    container: token.colorBgContainer,
    border: token.colorBorderSecondary,
    weekend: token.colorFillAlter,
    rest: token.colorFillSecondary,
    holiday: token.red3,
    neutralFill: token.colorFillSecondary,
    neutralFrame: token.colorTextTertiary,
  };
}

/**
 * A legend Tag's style: exactly the fill the cells have, text in the theme's colour. (Given a custom `color`, antd's
 * Tag paints its own pale tint of it, in dark mode too: it matched no cell and had light text on it there.)
 */
export function swatch(fill: string, colours: GridColours): CSSProperties {
  return { background: fill, borderColor: fill, color: colours.text };
}

/** `gridColours` of the theme the component renders in. */
export function useGridColours(): GridColours {
  const { token } = theme.useToken();
  return useMemo(() => gridColours(token), [token]);
}
