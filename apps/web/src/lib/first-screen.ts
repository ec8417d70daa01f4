import { FIRST_SCREEN_ELEMENT_ID } from '@quad/shared/contracts/constants';
import type { FirstScreen } from '@quad/shared/contracts/first-screen';
import { parseBase } from '@quad/shared/rules/base-path';
import { isRecord } from '@quad/shared/rules/is-record';

let read: FirstScreen | null | undefined;

/** The shape of a first screen at a glance; `firstScreenHolds` checks it against the contract. */
function looksLikeFirstScreen(value: unknown, base: string | undefined): value is FirstScreen {
  if (!isRecord(value) || value['base'] !== base || !isRecord(value['settings'])) return false;
  const home = value['home'];
  return (
    home === undefined ||
    (isRecord(home) && typeof home['randomSeed'] === 'string' && isRecord(home['content']))
  );
}

/**
 * The first screen index.html carries for this page's widget (its settings, and on the home an
 * anonymous visit's content and random seed); null when the page has none, or one made for
 * another widget. The page's own server wrote it with the API's code, so it shows as it is:
 * its check against the contract (`firstScreenHolds`) waits for the first paint, and no schema
 * loads with the page.
 */
export function firstScreen(): FirstScreen | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return read;
  try {
    const carried: unknown = JSON.parse(text);
    if (looksLikeFirstScreen(carried, parseBase(window.location.pathname)?.base)) read = carried;
  } catch {
    // A page that carries a broken first screen asks the API instead.
  }
  return read;
}

/** Whether a carried first screen is what the contract says; its contract loads for the check. */
export async function firstScreenHolds(screen: FirstScreen): Promise<boolean> {
  const { firstScreenSchema } = await import('@quad/shared/contracts/first-screen');
  return firstScreenSchema.safeParse(screen).success;
}
