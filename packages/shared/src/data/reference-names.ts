import { DEFAULT_LOCALE, type CompleteLocale } from '../rules/locale';

/** One language's names of the subjects, by subject id; English's are `subjects.ts` itself. */
export type SubjectNames = Readonly<Record<number, string>>;

const regionNames = new Map<string, Intl.DisplayNames>();

/** The runtime's CLDR names of regions in a language, made once per language. */
function regionNamesIn(locale: CompleteLocale): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in a language, from CLDR by its ISO 3166-1 code (`GB` → "Vereinigtes
 * Königreich"), so every language has every country without a list of our own to keep; the
 * English list name where the runtime has none.
 */
export function countryName(
  country: { code: string; name: string },
  locale: CompleteLocale,
): string {
  if (locale === DEFAULT_LOCALE) return country.name;
  return regionNamesIn(locale).of(country.code) ?? country.name;
}

/**
 * A nationality as a language names it. English keeps its demonym ("British"); the other
 * languages name the country of citizenship ("Vereinigtes Königreich", "المملكة المتحدة"), as
 * forms in those languages do: CLDR has every country in every language, and no demonyms.
 */
export function nationalityName(
  nationality: { code: string; name: string },
  locale: CompleteLocale,
): string {
  if (locale === DEFAULT_LOCALE) return nationality.name;
  return regionNamesIn(locale).of(nationality.code) ?? nationality.name;
}

/** A subject's name in a language's catalogue, or its English name where the catalogue lacks it. */
export function subjectName(
  subject: { id: number; name: string },
  names: SubjectNames | undefined,
): string {
  return names?.[subject.id] ?? subject.name;
}

/** Sorts named items the way the language alphabetises (Ä with A in German, Arabic by its letters). */
export function sortByName<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  locale: CompleteLocale,
): T[] {
  const collator = new Intl.Collator(locale);
  return [...items]
    .map((item) => ({ item, name: nameOf(item) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ item }) => item);
}
