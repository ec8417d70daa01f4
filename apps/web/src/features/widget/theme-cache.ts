/**
 * The colour a widget wore on the last visit, so the next first paint (the skeleton, before the
 * settings answer) already wears it. A colour is no personal data; storage may be refused.
 */
const keyOf = (base: string) => `quad.primaryColor.${base}`;
const HEX = /^#[0-9a-f]{6}$/i;

export function cachedPrimaryColor(base: string): string | null {
  try {
    const value = window.localStorage.getItem(keyOf(base));
    return value && HEX.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPrimaryColor(base: string, color: string): void {
  try {
    window.localStorage.setItem(keyOf(base), color);
  } catch {
    // Storage refused (a third-party iframe): the next visit starts neutral.
  }
}
