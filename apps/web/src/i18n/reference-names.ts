import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryName,
  nationalityName,
  sortByName,
  subjectName,
  type SubjectNames,
} from '@quad/shared/data/reference-names';
import type { ProfileTypeKey } from '@quad/shared/roles';
import { DEFAULT_LOCALE, localeOf, type CompleteLocale } from '@quad/shared/rules/locale';

type Module = { subjectNames: SubjectNames };

/** Each language's subject names, fetched with that language's home texts (one chunk). */
const SUBJECT_NAME_LOADERS: Readonly<Record<Exclude<CompleteLocale, 'en'>, () => Promise<Module>>> =
  {
    es: () => import('@quad/shared/data/subject-names/es'),
    fr: () => import('@quad/shared/data/subject-names/fr'),
    de: () => import('@quad/shared/data/subject-names/de'),
    it: () => import('@quad/shared/data/subject-names/it'),
    pt: () => import('@quad/shared/data/subject-names/pt'),
    ar: () => import('@quad/shared/data/subject-names/ar'),
    'zh-Hans': () => import('@quad/shared/data/subject-names/zh-Hans'),
    hi: () => import('@quad/shared/data/subject-names/hi'),
    tr: () => import('@quad/shared/data/subject-names/tr'),
    ru: () => import('@quad/shared/data/subject-names/ru'),
    ja: () => import('@quad/shared/data/subject-names/ja'),
  };

const loadedSubjectNames = new Map<CompleteLocale, SubjectNames>();

/** Fetches a language's subject names once (English's are the list's own). */
export async function loadSubjectNames(locale: CompleteLocale): Promise<void> {
  if (locale === 'en' || loadedSubjectNames.has(locale)) return;
  const { subjectNames } = await SUBJECT_NAME_LOADERS[locale]();
  loadedSubjectNames.set(locale, subjectNames);
}

/** Names of the reference lists in the language the app shows, by stable id or ISO code. */
export interface ReferenceNames {
  locale: CompleteLocale;
  subject: (subject: { id: number; name: string }) => string;
  country: (country: { code: string; name: string }) => string;
  nationality: (nationality: { code: string; name: string }) => string;
  /** A kind of ambassador profile ("Student"), from the content texts. */
  profileType: (key: ProfileTypeKey) => string;
  sorted: <T>(items: readonly T[], nameOf: (item: T) => string) => T[];
}

/**
 * Subjects, countries and nationalities as the reader's language names them: what the API or
 * the shared lists give in English is named here by id or code, so a language switch renames
 * everything at once.
 */
export function useReferenceNames(): ReferenceNames {
  const { i18n, t } = useTranslation('content');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
  return useMemo(
    () => ({
      locale,
      subject: (subject) => subjectName(subject, loadedSubjectNames.get(locale)),
      country: (country) => countryName(country, locale),
      nationality: (nationality) => nationalityName(nationality, locale),
      profileType: (key) => t(`ambassador.profileType.${key}`),
      sorted: (items, nameOf) => sortByName(items, nameOf, locale),
    }),
    [locale, t],
  );
}
