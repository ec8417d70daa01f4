import { useLocation, useSearchParams } from 'react-router';
import { useWidget } from '../../../app/widget-context/use-widget';

const AUTH_SCREENS = /\/interaction\/sign-(in|up)(\/|$|\?)/;

/**
 * A same-origin path to go to, or null: absolute URLs and protocol-relative `//host` are
 * refused, so a crafted link cannot send someone to another site after they sign in.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || AUTH_SCREENS.test(value)) return null;
  return value;
}

/** What a sign-in or sign-up screen reads from navigation state: where the person came from. */
export type AuthLocationState = { redirectTo?: string; from?: string } | null;

/**
 * Where to go once signed in: `redirectTo` from navigation state or the query, or `from` (set
 * by the API client's sign-out), else the widget home.
 */
export function useRedirectTarget(): string {
  const { base } = useWidget();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = location.state as AuthLocationState;
  return (
    safeRedirectPath(state?.redirectTo) ??
    safeRedirectPath(searchParams.get('redirectTo')) ??
    safeRedirectPath(state?.from) ??
    base.base
  );
}
