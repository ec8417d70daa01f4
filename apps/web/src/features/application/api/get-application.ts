import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  applicationInfoResponseSchema,
  type ApplicationInfoResponse,
} from '@quad/shared/contracts/application';
import { apiClient } from '../../../lib/api-client';
import { useSessionToken } from '../../../app/session/use-session-token';
import { applicationKeys } from './application-keys';

/** GET /application/account/info → the applicant and where their application stands. */
export function getApplication(signal?: AbortSignal): Promise<ApplicationInfoResponse> {
  return apiClient.get('/application/account/info', {
    signal,
    schema: applicationInfoResponseSchema,
  });
}

export function applicationQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.info(),
    queryFn: ({ signal }) => getApplication(signal),
    // A 403 (a prospect) or 404 (no application) is an answer, not a hiccup.
    retry: false,
    meta: { toastErrors: false },
  });
}

/** The signed-in applicant's application; idle while signed out. */
export function useApplication() {
  const token = useSessionToken();
  return useQuery({ ...applicationQueryOptions(), enabled: token !== null });
}
