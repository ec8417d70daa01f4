import { queryOptions, useQuery } from '@tanstack/react-query';
import { widgetSettingsSchema, type WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../lib/api-client';

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

/**
 * How often an open widget asks for its settings again while it is on screen, so an admin's
 * change (colour, titles, filters) reaches it without a reload.
 */
export const WIDGET_SETTINGS_REFRESH_MS = 30_000;

/** Settings change when an admin edits them, rarely within a visit: polled while visible. */
export function widgetSettingsQueryOptions(base: ParsedBase) {
  return queryOptions({
    queryKey: widgetSettingsKeys.forBase(base),
    queryFn: ({ signal }) => getWidgetSettings(base, signal),
    staleTime: WIDGET_SETTINGS_REFRESH_MS,
    refetchInterval: WIDGET_SETTINGS_REFRESH_MS,
  });
}

export function useWidgetSettingsQuery(base: ParsedBase) {
  return useQuery(widgetSettingsQueryOptions(base));
}
