/** An sRGB colour with its alpha (0-1), channels 0-255. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * A colour as getComputedStyle writes it: `rgb(r, g, b)`, `rgba(r, g, b, a)`, the space-separated
 * `rgb(r g b / a)`, `color(srgb r g b / a)`, `transparent` or `#rrggbb`. Anything else (a colour function Chromium keeps as written)
 * is an error naming it, so a check never passes on a colour it could not read.
 */
export function parseCssColor(text: string): Rgba {
  const value = text.trim().toLowerCase();
  if (value === 'transparent') return TRANSPARENT;
  const hex = /^#([0-9a-f]{6})$/.exec(value);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  // color-mix() and relative colours compute to `color(srgb r g b / a)`, channels 0-1.
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)\s*(?:\/\s*([\d.]+)(%?)\s*)?\)$/.exec(
    value,
  );
  if (srgb) {
    const channel = (text: string): number => Math.min(255, Math.max(0, Number(text) * 255));
    const alpha = srgb[4] === undefined ? 1 : Number(srgb[4]) / (srgb[5] ? 100 : 1);
    return { r: channel(srgb[1]!), g: channel(srgb[2]!), b: channel(srgb[3]!), a: alpha };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/.exec(value);
  if (!rgb) throw new Error(`Cannot read the colour "${text}"`);
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
}

/** `top` painted over `bottom` (alpha compositing); the result is as opaque as both together. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return TRANSPARENT;
  const mix = (t: number, b: number): number => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/**
 * The colour behind an element from its ancestors' background colours, nearest first: the first one that is
 * not transparent, with any see-through ones composited over what lies under them, on a white page.
 */
export function backdropOf(backgrounds: readonly string[]): Rgba {
  let colour = TRANSPARENT;
  for (const background of backgrounds) {
    colour = composite(colour, parseCssColor(background));
    if (colour.a >= 1) return colour;
  }
  return composite(colour, WHITE);
}

/** WCAG 2.x relative luminance of an opaque colour (0 black - 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1-21) of `foreground` over an opaque `background`; a see-through foreground is composited first. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const front = relativeLuminance(composite(foreground, background));
  const back = relativeLuminance(background);
  const [light, dark] = front > back ? [front, back] : [back, front];
  return (light + 0.05) / (dark + 0.05);
}

/** What the page reports of a focused element's (or its wrapper's) focus styles. */
export interface FocusStyles {
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

/**
 * The colour of the focus indicator these styles draw: an outline (a style other than none, 1px or wider), or
 * else a box-shadow ring (a shadow with a spread of 1px or more, not a blurred drop shadow). Undefined when
 * there is neither.
 */
export function focusIndicatorColour(styles: FocusStyles): string | undefined {
  if (styles.outlineStyle !== 'none' && parseFloat(styles.outlineWidth) >= 1) return styles.outlineColor;
  if (!styles.boxShadow || styles.boxShadow === 'none') return undefined;
  // Chromium writes each shadow as "<colour> <x> <y> <blur> <spread> [inset]", shadows separated by commas.
  const shadows = styles.boxShadow.split(/,(?![^(]*\))/);
  for (const shadow of shadows) {
    const colour = /(rgba?\([^)]*\)|color\([^)]*\)|#[0-9a-f]{6}|transparent)/i.exec(shadow)?.[1];
    const lengths = shadow
      .replace(colour ?? '', '')
      .trim()
      .split(/\s+/)
      .filter((part) => part.endsWith('px'))
      .map(parseFloat);
    const [, , blur = 0, spread = 0] = lengths;
    if (colour && spread >= 1 && blur <= spread) return colour;
  }
  return undefined;
}
