import { parseBase } from '@quad/shared/rules/base-path';

/**
 * The colour a widget wears before its settings answer, so the first paint (the skeleton)
 * already wears it: the one the server wrote into the page it served for this widget, else the
 * one remembered from the last visit. A colour is no personal data; storage may be refused.
 */
const keyOf = (base: string) => `quad.primaryColor.${base}`;
const HEX = /^#[0-9a-f]{6}$/i;

/** The base of the page the server served, read once: later navigation may change widgets. */
const servedBase = typeof window === 'undefined' ? null : parseBase(window.location.pathname)?.base;

function servedPrimaryColor(base: string): string | null {
  if (servedBase !== base) return null;
  const value = document.querySelector('meta[name="quad-primary-color"]')?.getAttribute('content');
  return value && HEX.test(value) ? value : null;
}

/** The colour to paint a widget in before its settings answer, or null for the default. */
export function cachedPrimaryColor(base: string): string | null {
  const served = servedPrimaryColor(base);
  if (served) return served;
  try {
    const value = window.localStorage.getItem(keyOf(base));
    return value && HEX.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a widget's colour for the next visit's first paint. */
export function rememberPrimaryColor(base: string, color: string): void {
  try {
    window.localStorage.setItem(keyOf(base), color);
  } catch {
    // Storage refused (a third-party iframe): the next visit starts from the served colour.
  }
}
