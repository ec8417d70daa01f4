import type { QueryClient } from '@tanstack/react-query';
import { parseBase } from '@quad/shared/rules/base-path';
import { contentKeys } from '../features/content/api/content-keys';
import { NO_CRITERIA } from '../features/content/api/content-criteria';
import { firstScreen, firstScreenHolds } from '../lib/first-screen';
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

/**
 * Checks the carried answers against their contract, as every API answer is checked: answers
 * it refuses are dropped, and the screens that show them ask the API (whose answer is checked
 * before it shows). Run after the first paint, when the contract's chunk is no longer in the
 * way. True when they held (or there were none).
 */
export async function checkFirstScreen(queryClient: QueryClient): Promise<boolean> {
  const screen = firstScreen();
  const base = parseBase(window.location.pathname);
  if (!screen || !base) return true;
  if (await firstScreenHolds(screen)) return true;
  await Promise.all([
    queryClient.resetQueries({ queryKey: widgetSettingsKeys.forBase(base), exact: true }),
    queryClient.resetQueries({ queryKey: contentKeys.home(base, NO_CRITERIA), exact: true }),
  ]);
  return false;
}
