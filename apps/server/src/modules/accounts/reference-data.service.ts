import { COUNTRIES, countryByCode, type Country } from '@quad/shared/data/countries';
import { NATIONALITIES, nationalityById, type Nationality } from '@quad/shared/data/nationalities';
import {
  countryName,
  nationalityName,
  sortByName,
  subjectName,
} from '@quad/shared/data/reference-names';
import { SUBJECTS, type Subject } from '@quad/shared/data/subjects';
import { DEFAULT_LOCALE, type CompleteLocale } from '@quad/shared/rules/locale';
import { subjectNamesIn } from './subject-catalogues';

/**
 * A page of subjects named in the reader's language, in the list's order (ids never move, so
 * pages stay stable); `search` finds a subject by its name in that language or in English.
 */
export function subjectsPage(
  query: { offset: number; limit: number; search?: string | undefined },
  locale: CompleteLocale = DEFAULT_LOCALE,
): { subjects: Subject[]; total: number } {
  const names = subjectNamesIn(locale);
  const named = SUBJECTS.map((s) => ({ id: s.id, name: subjectName(s, names), english: s.name }));
  const needle = query.search?.toLocaleLowerCase(locale);
  const matching = needle
    ? named.filter(
        (s) =>
          s.name.toLocaleLowerCase(locale).includes(needle) ||
          s.english.toLowerCase().includes(needle),
      )
    : named;
  return {
    subjects: matching
      .slice(query.offset, query.offset + query.limit)
      .map(({ id, name }) => ({ id, name })),
    total: matching.length,
  };
}

/**
 * Nationalities named and sorted in the reader's language, the one of the university's country
 * first when known.
 */
export function nationalitiesFor(
  homeCountryId: number | null | undefined,
  locale: CompleteLocale = DEFAULT_LOCALE,
): Nationality[] {
  const home = homeCountryId ? nationalityById(homeCountryId) : undefined;
  const named = (n: Nationality) => ({ ...n, name: nationalityName(n, locale) });
  const rest = sortByName(
    NATIONALITIES.filter((n) => n.id !== home?.id).map(named),
    (n) => n.name,
    locale,
  );
  return home ? [named(home), ...rest] : rest;
}

/** Headers a CDN or proxy sets to the visitor's country (ISO 3166-1 alpha-2). */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-country-code',
  'x-vercel-ip-country',
];

/**
 * The visitor's likely country: a CDN's country header, else the region of the first
 * Accept-Language tag that has one (`en-GB` → GB); null when neither says.
 */
export function visitorCountry(
  headers: Record<string, string | string[] | undefined>,
): Country | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    const country = /^[A-Z]{2}$/.test(code) ? countryByCode(code) : undefined;
    if (country) return { ...country };
  }
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.slice(0, 500).split(',')) {
      const region = /^\s*[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(part)?.[1];
      const country = region ? countryByCode(region.toUpperCase()) : undefined;
      if (country) return { ...country };
    }
  }
  return null;
}

/** Every country, named and sorted in the reader's language. */
export function allCountries(locale: CompleteLocale = DEFAULT_LOCALE): Country[] {
  return sortByName(
    COUNTRIES.map((c) => ({ ...c, name: countryName(c, locale) })),
    (c) => c.name,
    locale,
  );
}
