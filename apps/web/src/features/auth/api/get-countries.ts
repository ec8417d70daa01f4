import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryDto } from '@quad/shared/contracts/common';
import type { CompleteLocale } from '@quad/shared/rules/locale';
import { useReferenceNames } from '../../../i18n/reference-names';
import { apiClient } from '../../../lib/api-client';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const countriesResponseSchema = () =>
  import('@quad/shared/contracts/common').then((contract) => contract.countriesResponseSchema);

/** Query keys of the reference lists of /common/data. */
export const referenceDataKeys = {
  all: ['reference-data'] as const,
  // The server names and sorts the lists in the language asked for, so the key holds it.
  countries: (locale: CompleteLocale) => [...referenceDataKeys.all, 'countries', locale] as const,
  nationalities: (universityId: number | null, locale: CompleteLocale) =>
    [...referenceDataKeys.all, 'nationalities', universityId, locale] as const,
};

/** GET /common/data/countries → `{ countries }`. */
export async function getCountries(signal?: AbortSignal): Promise<CountryDto[]> {
  const data = await apiClient.get('/common/data/countries', {
    signal,
    schema: countriesResponseSchema,
  });
  return data.countries;
}

/** The country list hardly ever changes: fetched once a visit and language. */
export function countriesQueryOptions(locale: CompleteLocale) {
  return queryOptions({
    queryKey: referenceDataKeys.countries(locale),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useReferenceNames().locale));
}
