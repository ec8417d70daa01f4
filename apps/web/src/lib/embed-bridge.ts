import { parseBase } from '@quad/shared/rules/base-path';
import { updateTagConsent } from './tracking/gtm';
import { widgetParams } from './tracking/widget-query';

/**
 * The app's half of the embedding protocol (CONTRACT §4; the other half is public/embed.js).
 * Messages go only to the parent origin embed.js passed in the query — never to '*' — and only
 * messages from that origin and from the parent window itself are accepted.
 */
export const PARENT_ORIGIN_PARAM = 'parent_origin';

export type WidgetToParentMessage =
  | { type: 'quad:ready' }
  | { type: 'quad:resize'; height: number }
  | { type: 'quad:notification'; title: string; body: string; dialogId: number | string };

export type ParentToWidgetMessage =
  | { type: 'quad:open-dialog'; dialogId: number | string }
  | { type: 'quad:consent'; analytics: boolean; ads: boolean };

type Navigate = (to: string, options?: { replace?: boolean }) => void;

// Query parameter of the parent page → the route section it opens (spec §2 query parameters).
const DEEP_LINKS = [
  ['user_id', 'chat-to-us'],
  ['post_id', 'posts'],
  ['faq_id', 'faq'],
  ['dialog_id', 'interaction/dialogs'],
] as const;
const ID = /^[1-9]\d{0,9}$/;
const SESSION_KEY = 'quad.parentOrigin';

let connected: { parent: Window; origin: string } | null = null;

/** The parent page's origin from the query, when it is an http(s) origin and nothing more. */
export function parentOriginFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(PARENT_ORIGIN_PARAM);
  if (!value) return null;
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** The route a parent page asked for with user_id, post_id, faq_id or dialog_id, or null. */
export function deepLinkPath(pathname: string, search: string): string | null {
  const base = parseBase(pathname);
  // Deep links open from the widget's start page only: other screens own their query
  // (a password-recovery link carries user_id too).
  if (!base || pathname.replace(/\/$/, '') !== base.base) return null;
  // The ids may also come as `state` pairs (spec §2), e.g. state=post_id=5__utm_source=mail.
  const params = widgetParams(search);
  for (const [param, section] of DEEP_LINKS) {
    const id = params.get(param);
    if (id && ID.test(id)) return `${base.base}/${section}/${id}`;
  }
  return null;
}

function sessionOrigin(win: Window, origin: string | null): string | null {
  try {
    if (origin) win.sessionStorage.setItem(SESSION_KEY, origin);
    // An iframe reloaded after in-app navigation has lost the query; the session remembers it.
    return origin ?? win.sessionStorage.getItem(SESSION_KEY);
  } catch {
    return origin;
  }
}

function isOpenDialog(
  data: unknown,
): data is Extract<ParentToWidgetMessage, { type: 'quad:open-dialog' }> {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message['type'] === 'quad:open-dialog' && ID.test(String(message['dialogId']));
}

function isConsent(
  data: unknown,
): data is Extract<ParentToWidgetMessage, { type: 'quad:consent' }> {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message['type'] === 'quad:consent' &&
    typeof message['analytics'] === 'boolean' &&
    typeof message['ads'] === 'boolean'
  );
}

/**
 * Opens the deep-linked item, and when framed reports the content height to the parent and
 * listens for `quad:open-dialog`. Returns the function that stops it.
 */
export function startEmbedBridge({
  win = window,
  navigate,
}: {
  win?: Window;
  navigate: Navigate;
}): () => void {
  const { pathname, search } = win.location;
  const link = deepLinkPath(pathname, search);
  if (link) navigate(link, { replace: true });

  const parentOrigin = win.parent !== win ? sessionOrigin(win, parentOriginFrom(search)) : null;
  if (!parentOrigin) return () => {};

  const { parent, document } = win;
  const bridge = { parent, origin: parentOrigin };
  connected = bridge;
  document.documentElement.dataset['embedded'] = '';

  let lastHeight = -1;
  const reportHeight = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post(bridge, { type: 'quad:resize', height });
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reportHeight);
  observer?.observe(document.body);
  reportHeight();

  const handleMessage = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== parent) return;
    // The host page's consent tool speaks for the visitor (embed.js QuadWidget.setConsent).
    if (isConsent(event.data)) return updateTagConsent(event.data);
    if (!isOpenDialog(event.data)) return;
    const base = parseBase(win.location.pathname);
    if (base) navigate(`${base.base}/interaction/dialogs/${event.data.dialogId}`);
  };
  win.addEventListener('message', handleMessage);
  // Listening now: the host page may send what it kept for the widget (the visitor's consent).
  post(bridge, { type: 'quad:ready' });

  return () => {
    observer?.disconnect();
    win.removeEventListener('message', handleMessage);
    delete document.documentElement.dataset['embedded'];
    if (connected === bridge) connected = null;
  };
}

function post(bridge: { parent: Window; origin: string }, message: WidgetToParentMessage): void {
  bridge.parent.postMessage(message, bridge.origin);
}

/**
 * Hands a desktop notification to the parent page (spec §4: inside a frame they are posted to the
 * parent). Returns false when not embedded, so the caller shows it itself.
 */
export function notifyParent(
  notification: Omit<Extract<WidgetToParentMessage, { type: 'quad:notification' }>, 'type'>,
): boolean {
  if (!connected) return false;
  post(connected, { type: 'quad:notification', ...notification });
  return true;
}
