import type { DetailTextKey, ErrorCode, NotFoundSubject, RefusalReason } from '@quad/shared/errors';
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  localeOf,
  type CompleteLocale,
} from '@quad/shared/rules/locale';
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
import type { ProblemKey } from './problems';

/**
 * The error texts of one language: every error code's own message and every detail text
 * (`{{name}}` marks a value of the detail's params). Typed, so a missing text does not compile.
 */
export interface ErrorCatalogue {
  lang: CompleteLocale;
  errors: Readonly<Record<ErrorCode, string>>;
  details: Readonly<Record<DetailTextKey, string>>;
  /** "This university was not found.": one whole sentence per thing (NOT_FOUND's reason). */
  notFound: Readonly<Record<NotFoundSubject, string>>;
  /** Why a 403 refused, when it says more than the code (its reason). */
  refusals: Readonly<Record<RefusalReason, string>>;
  /** What a 400, 401, 409, 413, 415 or 429 says when it says more than its code (`problems.ts`). */
  problems: Readonly<Record<ProblemKey, string>>;
}

/** Errors are written in every language the web app and mail are. */
export const ERROR_CATALOGUES: Readonly<Record<CompleteLocale, ErrorCatalogue>> = {
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

/** The language of a request's `Accept-Language` that Quad is written in, else English. */
export function requestLocale(acceptLanguage: string | string[] | undefined): CompleteLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  for (const tag of acceptedLanguages(header)) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
