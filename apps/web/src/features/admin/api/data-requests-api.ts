import { useMutation, useQuery } from '@tanstack/react-query';
import {
  dataRequestEraseResponseSchema,
  dataRequestLookupResponseSchema,
} from '@quad/shared/contracts/admin-data-requests';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const dataRequestKeys = {
  person: (email: string) => [...adminKeys.all, 'dataRequests', email] as const,
};

/** GET /admin/dataRequests/people?email=, once an address is given. */
export function useDataRequestPerson(email: string | null) {
  return useQuery({
    queryKey: dataRequestKeys.person(email ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/admin/dataRequests/people', {
          query: { email: email ?? '' },
          signal,
          schema: dataRequestLookupResponseSchema,
        })
      ).person,
    enabled: email !== null,
  });
}

/** GET /admin/dataRequests/people/{id}/export: the JSON document, as text to save. */
export async function fetchPersonExport(id: number): Promise<string> {
  return JSON.stringify(await apiClient.get(`/admin/dataRequests/people/${id}/export`), null, 2);
}

/** POST /admin/dataRequests/people/{id}/erase. */
export function useErasePerson() {
  return useMutation({
    mutationFn: (input: { id: number; confirm_email: string }) =>
      apiClient.post(
        `/admin/dataRequests/people/${input.id}/erase`,
        { confirm_email: input.confirm_email },
        { schema: dataRequestEraseResponseSchema },
      ),
    meta: { toastErrors: false },
  });
}
