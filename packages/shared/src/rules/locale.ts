import { SUPPORTED_LANGUAGES } from '../limits';

/** The languages Quad is written in, every text of them (web app and mail). */
export const COMPLETE_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ar',
  'zh-Hans',
  'hi',
  'tr',
  'ru',
  'ja',
] as const;
export type CompleteLocale = (typeof COMPLETE_LOCALES)[number];

export const DEFAULT_LOCALE: CompleteLocale = 'en';

/** Locales written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

/** Each complete locale's own name for itself, as a language switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<CompleteLocale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ar: 'العربية',
  'zh-Hans': '简体中文',
  hi: 'हिन्दी',
  tr: 'Türkçe',
  ru: 'Русский',
  ja: '日本語',
};

const BY_PRIMARY: ReadonlyMap<string, CompleteLocale> = new Map(
  COMPLETE_LOCALES.map((locale) => [locale.split('-')[0]!.toLowerCase(), locale]),
);

/**
 * The complete locale a language tag is written in, or null when Quad has none for it: the
 * same language in another region or script reads its own (pt-BR → pt, zh-TW and zh-Hant →
 * zh-Hans, the only Chinese), any other language has none (Swedish is not read in German).
 */
export function localeOf(tag: string | null | undefined): CompleteLocale | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return null;
  return BY_PRIMARY.get(primary) ?? null;
}

/** The first of several tags (best first) that Quad is written in, else English. */
export function pickLocale(tags: readonly (string | null | undefined)[]): CompleteLocale {
  for (const tag of tags) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Whether a locale is written right to left. */
export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.has(locale);
}

/** The tags of an `Accept-Language` header, best first by their q-values. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What every code of spec §9's list reads: its own locale or the fallback, never nothing. */
export function supportedLanguageLocales(): Record<string, CompleteLocale> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((code) => [code, pickLocale([code])]));
}
