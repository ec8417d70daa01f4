import { useQuery } from '@tanstack/react-query';
import { analyticsSchema, type AnalyticsQuery } from '@quad/shared/contracts/admin-analytics';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const analyticsKeys = {
  range: (query: AnalyticsQuery) =>
    [...adminKeys.all, 'analytics', query.from, query.to, query.group_id ?? 'all'] as const,
};

/** GET /admin/analytics for a range and, optionally, a group. */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.range(query),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/analytics', {
        query: { from: query.from, to: query.to, group_id: query.group_id },
        signal,
        schema: analyticsSchema,
      }),
    placeholderData: (previous) => previous,
  });
}
