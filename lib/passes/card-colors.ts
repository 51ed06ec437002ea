// The colours a card page wears: the pass's own (its template's, else the plain design's), checked against
// WCAG 2.2's contrast minimum (4.5:1 for text), since a merchant may pick colours a pass shows but a page must
// not. Pure and browser-safe.

export type Rgb = readonly [number, number, number];

export type CardColors = {
  /** `rgb(r, g, b)` strings, ready for CSS. */
  background: string;
  foreground: string;
  label: string;
};

/** WCAG's minimum for normal text (SC 1.4.3). */
export const TEXT_CONTRAST_MIN = 4.5;

/** The plain default design's colours (the dashboard's ink and a light label): passes without a template. */
export const DEFAULT_PASS_COLORS = {
  backgroundColor: "rgb(31, 41, 55)",
  foregroundColor: "rgb(255, 255, 255)",
  labelColor: "rgb(203, 213, 225)",
} as const;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rrggbb` or `rgb(r, g, b)` (a template's COLOR_PATTERN); null for anything else. */
export function parseColor(color: string | null | undefined): Rgb | null {
  const text = color?.trim() ?? "";
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(text);
  const parts = hex
    ? hex.slice(1).map((pair) => Number.parseInt(pair, 16))
    : rgb
      ? rgb.slice(1).map(Number)
      : null;
  if (!parts || parts.some((part) => part > 255)) return null;
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** WCAG 2.x relative luminance. */
function luminanceOf([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const css = ([red, green, blue]: Rgb) => `rgb(${red}, ${green}, ${blue})`;

/** Black or white, whichever reads better on the background. */
const readableOn = (background: Rgb): Rgb =>
  contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;

/**
 * A pass's colours as pass.json has them (a template's, or DEFAULT_PASS_COLORS without one); a missing one is
 * Wallet's own (white background, black text).
 */
export type PassColors = {
  backgroundColor?: string | null;
  foregroundColor?: string | null;
  labelColor?: string | null;
};

/**
 * The page's colours from the pass's: the background as the pass has it (white where Wallet would show white);
 * the text in the pass's foreground, or black or white where that fails 4.5:1 on it; the labels in the pass's
 * label colour, or the text colour where that fails. So a merchant's unreadable pair never reaches the page.
 */
export function cardColorsOf(pass: PassColors): CardColors {
  const background = parseColor(pass.backgroundColor) ?? WHITE;
  const readable = (color: Rgb | null) =>
    color && contrastRatio(color, background) >= TEXT_CONTRAST_MIN ? color : null;
  const foreground = readable(parseColor(pass.foregroundColor)) ?? readableOn(background);
  const label = readable(parseColor(pass.labelColor)) ?? foreground;
  return { background: css(background), foreground: css(foreground), label: css(label) };
}
