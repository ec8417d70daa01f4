import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  localeOf,
  type CompleteLocale,
} from '@quad/shared/rules/locale';
import type { MailCatalogue } from './catalogue';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { hi } from './locales/hi';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { tr } from './locales/tr';
import { zhHans } from './locales/zh-Hans';

/** Mail is written in every language the web app is (one typed catalogue each). */
export const MAIL_CATALOGUES: Readonly<Record<CompleteLocale, MailCatalogue>> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  ar,
  'zh-Hans': zhHans,
  hi,
  tr,
  ru,
  ja,
};

/** The language mail is written in for a tag such as `pt-BR`, or null when there is none. */
export function supportedMailLanguage(tag: string | null | undefined): CompleteLocale | null {
  return localeOf(tag);
}

/** The best language of an `Accept-Language` header that mail is written in, by its q-values. */
export function languageFromAcceptLanguage(header: string | undefined): CompleteLocale | null {
  for (const tag of acceptedLanguages(header)) {
    const language = localeOf(tag);
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
    DEFAULT_LOCALE;
  return MAIL_CATALOGUES[language];
}
