import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ParsedBase } from '@quad/shared/rules/base-path';
import { whenIdleAfterLoad } from '../../lib/when-idle';
import { widgetSettingsKeys } from './get-widget-settings';

/**
 * Unit tests have no realtime server to reach: the ones about live settings turn this on and
 * replace lib/socket with the fake realtime (features/chat/test-realtime.ts).
 */
export const liveSettings = { enabled: import.meta.env.MODE !== 'test' };

/**
 * Keeps an open widget dressed in its current settings: when an admin of the university (or of
 * any university of the group) saves them, the settings are fetched again, so the colour, titles,
 * filters and permissions apply at once. The channel is public: signed-out visitors hear it too.
 */
export function useWidgetSettingsRealtime(base: ParsedBase, universityIds: readonly number[]) {
  const queryClient = useQueryClient();
  const baseKey = base.base;
  // A stable dependency: the settings object changes on every refetch, its ids rarely.
  const ids = [...new Set(universityIds)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!liveSettings.enabled || ids === '') return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: [...widgetSettingsKeys.all, baseKey] });
    let unsubscribes: Array<() => void> = [];
    let stopped = false;
    // The realtime client loads then too, in a chunk of its own: the home never waits for it.
    const cancel = whenIdleAfterLoad(() => {
      void import('./settings-channel').then(({ subscribeUniversitySettings }) => {
        if (stopped) return;
        unsubscribes = ids.split(',').map((id) => {
          let confirmed = false;
          return subscribeUniversitySettings(Number(id), refetch, {
            // The first confirmation follows the fetch that rendered the page; a later one follows a
            // reconnect, when a change may have been missed.
            onSubscribed: () => {
              if (confirmed) refetch();
              confirmed = true;
            },
          });
        });
      });
    });
    return () => {
      stopped = true;
      cancel();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [baseKey, ids, queryClient]);
}
