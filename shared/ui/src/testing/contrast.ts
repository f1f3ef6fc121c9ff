/** WCAG contrast for tests: colours as antd's tokens give them and as jsdom gives inline styles back. */

/** WCAG relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** `#rrggbb`, `rgb(r, g, b)` or `rgba(r,g,b,a)` as [r, g, b, a]. */
export function parseColour(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unknown colour ${color}`);
  const [r, g, b, a = '1'] = rgba[1].split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** `fg` (possibly translucent) drawn over the opaque `bg`, as an opaque `rgb(…)`. */
export function over(fg: string, bg: string): string {
  const [r, g, b, a] = parseColour(fg);
  const back = parseColour(bg);
  const drawn = [r, g, b].map((value, i) => Math.round(value * a + back[i] * (1 - a)));
  return `rgb(${drawn.join(', ')})`;
}

/** Contrast of `fg` (possibly translucent) drawn on the opaque background `bg`. */
export function contrast(fg: string, bg: string): number {
  const drawn = parseColour(over(fg, bg));
  const back = parseColour(bg);
  const [light, dark] = [luminance(drawn), luminance(back)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const isDarkColour = (colour: string) => contrast(colour, '#000000') < contrast(colour, '#ffffff');

/**
 * What is wrong with the inline colours of the elements `selector` finds under `root`, for a screen in `mode` whose
 * container is `container`: each must say its text colour (inheriting it through a fixed background is how a white
 * cell got white text in dark mode), its text read at 4.5:1 on its own background (or the container's), and paint no
 * background of the other mode (a pale tile in dark mode, a dark one in light).
 */
export function paintProblems(root: ParentNode, selector: string, mode: 'light' | 'dark', container: string): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    const own = element.style.backgroundColor;
    const background = own && own !== 'transparent' ? over(own, container) : over(container, container);
    const text = element.style.color;
    if (!text) problems.push(`${name}: no text colour of its own`);
    else if ((element.textContent ?? '').trim() !== '' && contrast(text, background) < 4.5) problems.push(`${name}: ${text} on ${background} is ${contrast(text, background).toFixed(2)}:1`);
    if (isDarkColour(background) !== (mode === 'dark')) problems.push(`${name}: a ${mode === 'dark' ? 'light' : 'dark'} background ${background} in ${mode} mode`);
  }
  return problems;
}
