import { MOBILE_BREAKPOINT_PX, MOBILE_USER_AGENT_PATTERN } from '../limits';

/** List page size by window width (spec §9): >1300 → 8, 901–1300 → 9, 651–900 → 6, else 4. */
export function pageSizeForWidth(width: number): number {
  if (width > 1300) return 8;
  if (width > 900) return 9;
  if (width > 650) return 6;
  return 4;
}

/** True when the layout is the mobile one (width of 750 px or less). */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

/** True when a user agent names a phone or tablet platform of spec §9. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT_PATTERN.test(userAgent);
}
