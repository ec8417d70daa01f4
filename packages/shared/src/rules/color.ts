import { DEFAULT_PRIMARY_COLOR } from '../limits';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const WHITE = '#FFFFFF';
export const NEAR_BLACK = '#111111';

type Rgb = readonly [number, number, number];

/** True for `#rgb` or `#rrggbb` (either case). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** `#abc` → `#AABBCC`, `#a1b2c3` → `#A1B2C3`; throws a RangeError on anything else. */
export function normalizeHex(hex: string): string {
  const value = hex.trim();
  if (!isHexColor(value)) throw new RangeError(`Not a hex colour: ${hex}`);
  const digits =
    value.length === 4
      ? Array.from(value.slice(1), (digit) => digit + digit).join('')
      : value.slice(1);
  return `#${digits.toUpperCase()}`;
}

function toRgb(hex: string): Rgb {
  const digits = normalizeHex(hex).slice(1);
  const channel = (start: number) => parseInt(digits.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex([r, g, b]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`.toUpperCase();
}

function relativeLuminance(hex: string): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black text, whichever contrasts more with the background. */
export function readableTextColor(background: string): typeof WHITE | typeof NEAR_BLACK {
  return contrastRatio(background, WHITE) >= contrastRatio(background, NEAR_BLACK)
    ? WHITE
    : NEAR_BLACK;
}

/** `hex` moved towards `otherHex` by `weight` (0 keeps `hex`, 1 gives `otherHex`). */
export function mix(hex: string, otherHex: string, weight: number): string {
  const w = Math.min(1, Math.max(0, weight));
  const [r1, g1, b1] = toRgb(hex);
  const [r2, g2, b2] = toRgb(otherHex);
  return toHex([r1 + (r2 - r1) * w, g1 + (g2 - g1) * w, b1 + (b2 - b1) * w]);
}

export type PrimaryPalette = {
  primary: string;
  hover: string;
  pressed: string;
  tint: string;
  onPrimary: string;
};

/** The derived shades of a university colour; an invalid colour falls back to the default. */
export function primaryPalette(hex: string | null | undefined): PrimaryPalette {
  const candidate = hex?.trim();
  const primary = normalizeHex(isHexColor(candidate) ? candidate : DEFAULT_PRIMARY_COLOR);
  return {
    primary,
    hover: mix(primary, '#000000', 0.1),
    pressed: mix(primary, '#000000', 0.2),
    tint: mix(primary, WHITE, 0.9),
    onPrimary: readableTextColor(primary),
  };
}
