import {
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenSchema,
  type FirstScreen,
} from '@quad/shared/contracts/first-screen';
import { parseBase } from '@quad/shared/rules/base-path';

let read: FirstScreen | null | undefined;

/**
 * The first screen index.html carries for this page's widget (its settings, and on the home an
 * anonymous visit's content and random seed), checked like an API answer; null when the page
 * has none, or one made for another widget.
 */
export function firstScreen(): FirstScreen | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return read;
  try {
    const parsed = firstScreenSchema.safeParse(JSON.parse(text));
    const base = parseBase(window.location.pathname)?.base;
    if (parsed.success && parsed.data.base === base) read = parsed.data;
  } catch {
    // A page that carries a broken first screen asks the API instead.
  }
  return read;
}
