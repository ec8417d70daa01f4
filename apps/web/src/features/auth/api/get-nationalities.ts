import { queryOptions, useQuery } from '@tanstack/react-query';
import { nationalitiesResponseSchema, type NationalityDto } from '@quad/shared/contracts/common';
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

export function nationalitiesQueryOptions(universityId: number | null) {
  return queryOptions({
    queryKey: referenceDataKeys.nationalities(universityId),
    queryFn: ({ signal }) => getNationalities(universityId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useNationalities(universityId: number | null) {
  return useQuery(nationalitiesQueryOptions(universityId));
}
