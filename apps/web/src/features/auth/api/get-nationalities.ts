import { queryOptions, useQuery } from '@tanstack/react-query';
import { nationalitiesResponseSchema, type NationalityDto } from '@quad/shared/contracts/common';
import type { CompleteLocale } from '@quad/shared/rules/locale';
import { useReferenceNames } from '../../../i18n/reference-names';
import { apiClient } from '../../../lib/api-client';
import { referenceDataKeys } from './get-countries';

/** GET /common/data/nationalities (universityId) → `{ nationalities }`. */
export async function getNationalities(
  universityId: number | null,
  signal?: AbortSignal,
): Promise<NationalityDto[]> {
  const data = await apiClient.get('/common/data/nationalities', {
    query: { universityId },
    signal,
    schema: nationalitiesResponseSchema,
  });
  return data.nationalities;
}

export function nationalitiesQueryOptions(universityId: number | null, locale: CompleteLocale) {
  return queryOptions({
    queryKey: referenceDataKeys.nationalities(universityId, locale),
    queryFn: ({ signal }) => getNationalities(universityId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Nationalities named and sorted in the language the app shows (the server does both). */
export function useNationalities(universityId: number | null) {
  return useQuery(nationalitiesQueryOptions(universityId, useReferenceNames().locale));
}
