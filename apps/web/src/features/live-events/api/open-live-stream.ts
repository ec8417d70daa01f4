import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveStreamPageSchema, type LiveStreamPage } from '@quad/shared/contracts/live-events';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { liveEventKeys } from './live-event-keys';

/**
 * POST /widget/liveStreams/{slug}: the event page as the caller may see it. Opening it as a
 * signed-in prospect joins its live chat and registers them (once, however often it is asked).
 */
export async function openLiveStream(
  base: ParsedBase,
  slug: string,
  signal?: AbortSignal,
): Promise<LiveStreamPage> {
  return apiClient.post(`/widget/liveStreams/${encodeURIComponent(slug)}`, undefined, {
    query: widgetScope(base),
    signal,
    schema: liveStreamPageSchema,
  });
}

export function liveStreamQueryOptions(base: ParsedBase, slug: string, accountId: number | null) {
  return queryOptions({
    queryKey: liveEventKeys.page(base.base, slug, accountId),
    queryFn: ({ signal }) => openLiveStream(base, slug, signal),
    // Realtime keeps status and chat state current; the rest changes rarely.
    staleTime: 60_000,
  });
}

/** The page, asked again whenever the person signs in or out (abilities change with them). */
export function useLiveStreamQuery(
  base: ParsedBase,
  slug: string,
  accountId: number | null,
  enabled: boolean,
) {
  return useQuery({ ...liveStreamQueryOptions(base, slug, accountId), enabled });
}
