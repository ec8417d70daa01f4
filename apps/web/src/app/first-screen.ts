import type { QueryClient } from '@tanstack/react-query';
import { parseBase } from '@quad/shared/rules/base-path';
import { contentKeys } from '../features/content/api/content-keys';
import { NO_CRITERIA } from '../features/content/api/content-criteria';
import { firstScreen } from '../lib/first-screen';
import { widgetSettingsKeys } from './widget-context/get-widget-settings';

/**
 * Puts the answers the page carries where the first screen's queries look (settings; the
 * home, unsearched), so it renders without waiting for a call. True when there were any.
 */
export function primeFirstScreen(queryClient: QueryClient): boolean {
  const screen = firstScreen();
  const base = parseBase(window.location.pathname);
  if (!screen || !base) return false;
  queryClient.setQueryData(widgetSettingsKeys.forBase(base), screen.settings);
  if (screen.home)
    queryClient.setQueryData(contentKeys.home(base, NO_CRITERIA), screen.home.content);
  return true;
}
