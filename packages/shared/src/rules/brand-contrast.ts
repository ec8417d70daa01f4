import { contrastRatio, isHexColor, readableTextColor } from './color';

/** WCAG 2.1 AA for normal text; below it a brand colour is hard to read on or as buttons. */
export const MIN_BRAND_CONTRAST = 4.5;

/** The page background a brand colour is set on (links and outlines in the colour). */
const PAGE_BACKGROUND = '#FFFFFF';

export type BrandContrast = {
  /** Contrast of the colour's button text (white or near-black, whichever is better) on it. */
  onButton: number;
  /** Contrast of the colour as text or outline on the white page. */
  onPage: number;
  /** True when either falls below AA: the console warns, but saving is still allowed. */
  isLow: boolean;
};

/**
 * How readable a brand colour is: as a button with its computed text colour, and as text on the
 * page. Ratios rounded to two decimals; null for anything that is not a hex colour.
 */
export function brandContrast(hex: string): BrandContrast | null {
  if (!isHexColor(hex)) return null;
  const round = (value: number) => Math.round(value * 100) / 100;
  const onButton = round(contrastRatio(hex, readableTextColor(hex)));
  const onPage = round(contrastRatio(hex, PAGE_BACKGROUND));
  return { onButton, onPage, isLow: onButton < MIN_BRAND_CONTRAST || onPage < MIN_BRAND_CONTRAST };
}
