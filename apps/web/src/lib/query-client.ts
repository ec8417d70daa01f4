import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { showErrorToast } from './error-toast';

type ErrorMeta = {
  /** Queries: opt in to the global error toast. Mutations: opt out with false. */
  toastErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

const MAX_RETRIES = 2;

/** Client errors and maintenance will not change by asking again; dropped connections might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null) {
    if (error.status < 500 || error.status === 503) return false;
  }
  return failureCount < MAX_RETRIES;
}

/** The app's QueryClient: mutations toast their failures (spec §8), queries when they opt in. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toastErrors) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.toastErrors !== false) showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
