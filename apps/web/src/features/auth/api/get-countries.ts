import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesResponseSchema, type CountryDto } from '@quad/shared/contracts/common';
import { apiClient } from '../../../lib/api-client';

/** Query keys of the reference lists of /common/data. */
export const referenceDataKeys = {
  all: ['reference-data'] as const,
  countries: () => [...referenceDataKeys.all, 'countries'] as const,
  nationalities: (universityId: number | null) =>
    [...referenceDataKeys.all, 'nationalities', universityId] as const,
};

/** GET /common/data/countries → `{ countries }`. */
export async function getCountries(signal?: AbortSignal): Promise<CountryDto[]> {
  const data = await apiClient.get('/common/data/countries', {
    signal,
    schema: countriesResponseSchema,
  });
  return data.countries;
}

/** The country list hardly ever changes: fetched once a visit. */
export function countriesQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
