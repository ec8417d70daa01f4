import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../lib/api-client';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const widgetSettingsSchema = () =>
  import('@quad/shared/contracts/widget-settings').then(
    (contract) => contract.widgetSettingsSchema,
  );

/** Query keys of the widget settings, one entry per base. */
export const widgetSettingsKeys = {
  all: ['widget-settings'] as const,
  forBase: (base: ParsedBase) => [...widgetSettingsKeys.all, base.base] as const,
};

/** GET /widget/settings for a university or a group (CONTRACT §2a). */
export function getWidgetSettings(base: ParsedBase, signal?: AbortSignal): Promise<WidgetSettings> {
  return apiClient.get('/widget/settings', {
    query: widgetScope(base),
    signal,
    schema: widgetSettingsSchema,
  });
}

/** How long settings count as fresh: returning to the tab after that asks again. */
export const WIDGET_SETTINGS_STALE_MS = 5 * 60_000;

/**
 * Settings change when an admin saves them, rarely within a visit: an open widget hears of it in
 * realtime (settings-realtime.ts) and fetches them again; a long-open tab also asks on focus.
 */
export function widgetSettingsQueryOptions(base: ParsedBase) {
  return queryOptions({
    queryKey: widgetSettingsKeys.forBase(base),
    queryFn: ({ signal }) => getWidgetSettings(base, signal),
    staleTime: WIDGET_SETTINGS_STALE_MS,
  });
}

export function useWidgetSettingsQuery(base: ParsedBase) {
  return useQuery(widgetSettingsQueryOptions(base));
}
