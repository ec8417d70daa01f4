import type { SubjectNames } from '@quad/shared/data/reference-names';
import { subjectNames as ar } from '@quad/shared/data/subject-names/ar';
import { subjectNames as de } from '@quad/shared/data/subject-names/de';
import { subjectNames as es } from '@quad/shared/data/subject-names/es';
import { subjectNames as fr } from '@quad/shared/data/subject-names/fr';
import { subjectNames as hi } from '@quad/shared/data/subject-names/hi';
import { subjectNames as it } from '@quad/shared/data/subject-names/it';
import { subjectNames as ja } from '@quad/shared/data/subject-names/ja';
import { subjectNames as pt } from '@quad/shared/data/subject-names/pt';
import { subjectNames as ru } from '@quad/shared/data/subject-names/ru';
import { subjectNames as tr } from '@quad/shared/data/subject-names/tr';
import { subjectNames as zhHans } from '@quad/shared/data/subject-names/zh-Hans';
import type { CompleteLocale } from '@quad/shared/rules/locale';

/** Every language's subject names; English's are the list's own (`subjects.ts`). */
export const SUBJECT_CATALOGUES: Readonly<Record<Exclude<CompleteLocale, 'en'>, SubjectNames>> = {
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

/** The subject names of a language, or undefined for English. */
export function subjectNamesIn(locale: CompleteLocale): SubjectNames | undefined {
  return locale === 'en' ? undefined : SUBJECT_CATALOGUES[locale];
}
