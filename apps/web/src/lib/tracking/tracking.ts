import { parseBase, type ParsedBase } from '@quad/shared/rules/base-path';
import {
  cameFrom,
  firstTouch,
  hasUtm,
  utmFromParams,
  utmOf,
  utmStorageKey,
  type StoredUtm,
  type Utm,
} from './attribution';
import { engagementFromPath, engagementOf, type EngagementData } from './engagement';
import { localStore, readJson, sessionStore, type KeyValueStore } from './tracking-storage';
import { isDashboardParam, widgetParams } from './widget-query';

/** Spec §3 local storage keys beside `utmData_{group}`. */
export const USER_CAME_FROM_KEY = 'user_came_from';
export const ENGAGEMENT_KEY = 'engagementData';
/** The window name of the dashboard frame (spec §2). */
export const DASHBOARD_WINDOW_NAME = 'dashboard';
// Dashboard mode outlives in-app navigation and reloads of the frame (which lose the query).
const DASHBOARD_SESSION_KEY = 'quad.dashboard';

type Stores = { local?: KeyValueStore; session?: KeyValueStore };

let openedWith = '';

/** The query the page was opened with (and its `state` pairs), after in-app navigation dropped it. */
export function openingParams(): URLSearchParams {
  return widgetParams(openedWith);
}

/**
 * Dashboard mode (spec §2 `tap-dashboard=true`, or the window named as the dashboard frame):
 * the university's own staff looking at their widget, not a visitor, so nothing is tracked.
 */
export function isDashboardMode(win: Window = window, session = sessionStore): boolean {
  return win.name === DASHBOARD_WINDOW_NAME || session.get(DASHBOARD_SESSION_KEY) === '1';
}

export function storedUtm(base: ParsedBase, store: KeyValueStore = localStore): StoredUtm | null {
  const value = readJson(store, utmStorageKey(base));
  if (typeof value !== 'object' || value === null) return null;
  const sent = (value as { sent_to?: unknown }).sent_to;
  return {
    ...utmOf(value),
    ...(Array.isArray(sent) ? { sent_to: sent.filter((id) => Number.isInteger(id)) } : {}),
  };
}

/**
 * Runs once as the page starts, before anything navigates away from the address it was opened
 * with: keeps the first campaign (`utm_*`, also inside `state`, also the host page's as embed.js
 * forwards them) in `utmData_{group}` and where the visitor came from in `user_came_from`.
 */
export function captureVisit({
  win = window,
  now = new Date(),
  local = localStore,
  session = sessionStore,
}: Stores & { win?: Window; now?: Date } = {}): void {
  openedWith = win.location.search;
  const params = widgetParams(openedWith);
  if (isDashboardParam(params)) session.set(DASHBOARD_SESSION_KEY, '1');
  if (isDashboardMode(win, session)) return;
  const base = parseBase(win.location.pathname);
  if (!base) return;
  const key = utmStorageKey(base);
  const next = firstTouch(storedUtm(base, local), utmFromParams(params), now);
  if (next) local.set(key, JSON.stringify(next));
  if (!local.get(USER_CAME_FROM_KEY)) {
    const from = cameFrom(params, win.document.referrer, win.location.origin);
    if (from) local.set(USER_CAME_FROM_KEY, from);
  }
}

/** Remembers the item a signed-out visitor opens: the last one leads their registration. */
export function recordEngagement(pathname: string, local = localStore): void {
  const engagement = engagementFromPath(pathname);
  if (engagement) local.set(ENGAGEMENT_KEY, JSON.stringify(engagement));
}

/** Once someone is signed in, what led them to sign up has been told. */
export function forgetEngagement(local = localStore): void {
  local.remove(ENGAGEMENT_KEY);
}

export type RegistrationTracking = {
  medium?: string;
  source?: string;
  campaign?: string;
  user_came_from?: string;
  engagementData?: EngagementData;
};

/**
 * The tracking fields of the registration payload (spec §3): the kept campaign (or the current
 * address's when none was kept), `user_came_from` and `engagementData`.
 */
export function registrationTracking(
  base: ParsedBase,
  search = '',
  { local = localStore, session = sessionStore, win = window }: Stores & { win?: Window } = {},
): RegistrationTracking {
  if (isDashboardMode(win, session)) return {};
  const kept = storedUtm(base, local);
  const utm: Utm = hasUtm(kept) ? (kept ?? {}) : utmFromParams(widgetParams(search));
  const from = local.get(USER_CAME_FROM_KEY);
  const engagement = engagementOf(readJson(local, ENGAGEMENT_KEY));
  return {
    ...(utm.medium ? { medium: utm.medium } : {}),
    ...(utm.source ? { source: utm.source } : {}),
    ...(utm.campaign ? { campaign: utm.campaign } : {}),
    ...(from ? { user_came_from: from } : {}),
    ...(engagement ? { engagementData: engagement } : {}),
  };
}

/** The body of `POST /auth/{universityId}/utmData`, or null when there is nothing to tell. */
export function utmDataBody(
  base: ParsedBase,
  local = localStore,
): (Utm & { user_came_from?: string }) | null {
  const kept = storedUtm(base, local);
  if (!kept || !hasUtm(kept)) return null;
  const { sent_to: _sent, captured_at: _captured, ...utm } = kept;
  const from = local.get(USER_CAME_FROM_KEY);
  return { ...utm, ...(from ? { user_came_from: from } : {}) };
}

/** Whether this account was already told the kept campaign (the server keeps the first anyway). */
export function utmSentTo(base: ParsedBase, accountId: number, local = localStore): boolean {
  return storedUtm(base, local)?.sent_to?.includes(accountId) ?? false;
}

/** Notes that an account has the kept campaign, so the next page load does not send it again. */
export function markUtmSent(base: ParsedBase, accountId: number, local = localStore): void {
  const value = readJson(local, utmStorageKey(base));
  if (typeof value !== 'object' || value === null) return;
  const kept = value as StoredUtm;
  const sent = Array.isArray(kept.sent_to) ? kept.sent_to.filter(Number.isInteger) : [];
  if (sent.includes(accountId)) return;
  // A shared computer may see a few accounts; the list stays short.
  local.set(
    utmStorageKey(base),
    JSON.stringify({ ...kept, sent_to: [...sent, accountId].slice(-10) }),
  );
}
