import type { CSSProperties } from 'react';
import { primaryPalette } from '@quad/shared/rules/color';

/**
 * The primary colour family as CSS variables on one element, so a part of the page (the
 * console, a preview) wears a university colour without touching the rest.
 */
export function brandStyle(color: string | null | undefined): CSSProperties {
  const palette = primaryPalette(color);
  return {
    '--primary': palette.primary,
    '--primary-hover': palette.hover,
    '--primary-pressed': palette.pressed,
    '--primary-tint': palette.tint,
    '--on-primary': palette.onPrimary,
  } as CSSProperties;
}
