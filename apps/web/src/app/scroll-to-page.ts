import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DASHBOARD_WINDOW_NAME, isDashboardMode } from '../lib/tracking/tracking';

/** The id of the element every route change scrolls to: the page's <main>. */
export const PAGE_CONTAINER_ID = 'page';

type Place = { pathname: string; search: string; state: unknown };

/**
 * Spec §2: scroll to the page container on every route change, except when the navigation
 * state says oneScreen, inside the dashboard frame, or when the path is unchanged and the query
 * carries no auth parameter.
 */
export function shouldScrollToPage(
  previous: Place,
  next: Place,
  windowName: string,
  dashboard = false,
): boolean {
  const state = next.state as { oneScreen?: unknown } | null;
  if (state?.oneScreen) return false;
  if (windowName === DASHBOARD_WINDOW_NAME || dashboard) return false;
  return previous.pathname !== next.pathname || new URLSearchParams(next.search).has('auth');
}

/** Scrolls (smoothly, unless reduced motion is asked for) to the page on route changes. */
export function useScrollToPageOnNavigation(): void {
  const location = useLocation();
  const previous = useRef<Place | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || !shouldScrollToPage(before, location, window.name, isDashboardMode())) return;
    const container = document.getElementById(PAGE_CONTAINER_ID);
    if (!container) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    container.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Screen readers start reading the new page, not the link that led to it.
    container.focus({ preventScroll: true });
  }, [location]);
}
