import type { MailCatalogue } from './catalogue';
import { en } from './locales/en';

/** The languages mail is written in; English is the fallback. */
export const MAIL_CATALOGUES: Readonly<Record<string, MailCatalogue>> = { en };

export const DEFAULT_MAIL_LANGUAGE = 'en';

/** The supported primary language of a tag such as `pt-BR`, or null. */
export function supportedMailLanguage(tag: string | null | undefined): string | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && Object.hasOwn(MAIL_CATALOGUES, primary) ? primary : null;
}

/** The best supported language of an `Accept-Language` header, by its q-values. */
export function languageFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = supportedMailLanguage(entry.tag);
    if (language) return language;
  }
  return null;
}

/** The catalogue for the account's language, else the request's Accept-Language, else English. */
export function mailCatalogue(
  accountLanguage: string | null | undefined,
  acceptLanguage?: string,
): MailCatalogue {
  const language =
    supportedMailLanguage(accountLanguage) ??
    languageFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_MAIL_LANGUAGE;
  return MAIL_CATALOGUES[language] ?? en;
}
