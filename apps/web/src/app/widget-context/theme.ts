import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { primaryPalette, type PrimaryPalette } from '@quad/shared/rules/color';

// CSS custom property → the palette shade it carries (styles/tokens.css reads these).
const VARIABLES: ReadonlyArray<readonly [string, keyof PrimaryPalette]> = [
  ['--primary', 'primary'],
  ['--primary-hover', 'hover'],
  ['--primary-pressed', 'pressed'],
  ['--primary-tint', 'tint'],
  ['--on-primary', 'onPrimary'],
];

/** Dresses the page in a university colour: the primary family of CSS variables and theme-color. */
export function applyTheme(
  primaryColor: string | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  const palette = primaryPalette(primaryColor);
  for (const [variable, shade] of VARIABLES) root.style.setProperty(variable, palette[shade]);
  root.ownerDocument
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', palette.primary);
}

/** The Quad default colour, used before a university's settings arrive and after they go. */
export function applyDefaultTheme(root?: HTMLElement): void {
  applyTheme(DEFAULT_PRIMARY_COLOR, root);
}
