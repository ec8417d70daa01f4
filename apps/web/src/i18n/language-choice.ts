import { localeOf, pickLocale, type CompleteLocale } from '@quad/shared/rules/locale';

const CHOSEN_KEY = 'quad.language';

/** Where a language can come from, each a tag or nothing. */
export interface LanguageHints {
  /** What the person picked in the language menu on this device. */
  chosen: string | null;
  /** `?lang=` on the page, or the embed script's `data-lang` (passed on as `lang`). */
  query: string | null;
  /** The language stored on the signed-in account. */
  account: string | null;
  /** The host page's `<html lang>`, passed on by embed.js as `hostLang`. */
  host: string | null;
  /** The browser's languages, best first (`navigator.languages`, i.e. Accept-Language). */
  browser: readonly string[];
}

/**
 * The language to show: the person's own pick on this device first (it is the latest thing they
 * said), then the page's `lang`, the account's, the host page's and the browser's. A tag Quad is
 * not written in is passed over for the next one; nothing at all reads English.
 */
export function chooseLanguage(hints: LanguageHints): CompleteLocale {
  return pickLocale([hints.chosen, hints.query, hints.account, hints.host, ...hints.browser]);
}

/** The hints this page carries (everything but the account's, which comes with the session). */
export function pageHints(location: Pick<Location, 'search'> = window.location): LanguageHints {
  const params = new URLSearchParams(location.search);
  return {
    chosen: rememberedLanguage(),
    query: params.get('lang'),
    account: null,
    host: params.get('hostLang'),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
}

/** The language picked in the menu on this device, if any (storage may be refused). */
export function rememberedLanguage(): CompleteLocale | null {
  try {
    return localeOf(window.localStorage.getItem(CHOSEN_KEY));
  } catch {
    return null;
  }
}

/** Keeps the menu's pick for the next visit. */
export function rememberLanguage(locale: CompleteLocale): void {
  try {
    window.localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // Storage refused (a third-party iframe): the pick holds for this visit and, signed in, on the account.
  }
}
