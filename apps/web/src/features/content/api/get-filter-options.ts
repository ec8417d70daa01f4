import { useQueries } from '@tanstack/react-query';
import type { Filter, FilterOption } from '@quad/shared/contracts/widget-settings';
import { widgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import type { ListScope } from './content-criteria';
import { contentKeys } from './content-keys';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const subtagsResponseSchema = () =>
  import('@quad/shared/contracts/content').then((contract) => contract.subtagsResponseSchema);

/** GET /common/tags/subtags/{key}: the options of one filter of the widget. */
export async function getFilterOptions(
  scope: ListScope,
  key: string,
  signal?: AbortSignal,
): Promise<FilterOption[]> {
  const { subtags } = await apiClient.get(`/common/tags/subtags/${encodeURIComponent(key)}`, {
    query: { ...widgetScope(scope.base), prefilterItems: [...scope.prefilterItems] },
    signal,
    schema: subtagsResponseSchema,
  });
  return subtags;
}

export type FilterOptionsState = {
  options: FilterOption[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/**
 * The options of each filter: those the settings carry (live, from the server), else asked for
 * one filter at a time. A failed load leaves that filter empty with a way to try again (spec §8).
 */
export function useFilterOptions(scope: ListScope, filters: readonly Filter[]) {
  const results = useQueries({
    queries: filters.map((filter) => ({
      queryKey: contentKeys.filterOptions(scope.base, filter.key),
      queryFn: ({ signal }: { signal: AbortSignal }) => getFilterOptions(scope, filter.key, signal),
      enabled: filter.options === undefined,
      staleTime: 5 * 60_000,
    })),
  });
  return filters.map((filter, index): FilterOptionsState => {
    const result = results[index];
    if (filter.options !== undefined || !result) {
      return { options: filter.options ?? [], loading: false, failed: false, retry: () => {} };
    }
    return {
      options: result.data ?? [],
      loading: result.isPending,
      failed: result.isError,
      retry: () => void result.refetch(),
    };
  });
}
