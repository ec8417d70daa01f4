import { COUNTRIES, countryByCode, type Country } from '@quad/shared/data/countries';
import { NATIONALITIES, nationalityById, type Nationality } from '@quad/shared/data/nationalities';
import { SUBJECTS, type Subject } from '@quad/shared/data/subjects';

/** A page of subjects, optionally those whose name contains `search`. */
export function subjectsPage(query: {
  offset: number;
  limit: number;
  search?: string | undefined;
}): {
  subjects: Subject[];
  total: number;
} {
  const needle = query.search?.toLowerCase();
  const matching = needle
    ? SUBJECTS.filter((s) => s.name.toLowerCase().includes(needle))
    : SUBJECTS;
  return {
    subjects: matching.slice(query.offset, query.offset + query.limit).map((s) => ({ ...s })),
    total: matching.length,
  };
}

/** Nationalities alphabetically, the one of the university's country first when known. */
export function nationalitiesFor(homeCountryId: number | null | undefined): Nationality[] {
  const home = homeCountryId ? nationalityById(homeCountryId) : undefined;
  const rest = NATIONALITIES.filter((n) => n.id !== home?.id);
  return (home ? [home, ...rest] : rest).map((n) => ({ ...n }));
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

/** Every country, alphabetically. */
export function allCountries(): Country[] {
  return COUNTRIES.map((c) => ({ ...c }));
}
