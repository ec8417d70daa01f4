import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import type { PopupProvider, SignInArea } from '@quad/shared/contracts/sign-in';
import { guestChannel, guestPayloadSchema } from '@quad/shared/events';
import { realtime } from '../../../lib/socket';

/** What the sign-in-success page posts to the window that opened it. */
export const SSO_MESSAGE_TYPE = 'quad:sso';

export const ssoMessageSchema = z.discriminatedUnion('status', [
  z.object({ type: z.literal(SSO_MESSAGE_TYPE), status: z.literal('signedIn'), code: text() }),
  z.object({ type: z.literal(SSO_MESSAGE_TYPE), status: z.literal('error'), message: text() }),
]);
export type SsoMessage = z.infer<typeof ssoMessageSchema>;

/** How the popup ended: a code to trade (with the verifier), an error to show, or closed. */
export type SsoPopupOutcome =
  | { status: 'signedIn'; code: string; verifier: string }
  | { status: 'error'; message: string }
  | { status: 'closed' };

/** Spec §9 / CONTRACT §9: the popup is 400 × 500, centred over the opener. */
const WIDTH = 400;
const HEIGHT = 500;
/** After the popup closes, a result may still be on its way through the socket. */
const CLOSED_GRACE_MS = 1500;

function randomKey(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function features(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2));
  return `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
}

export type SsoPopupOptions = {
  /** The widget path: "/2" or "/group/1". */
  basePath: string;
  provider: PopupProvider;
  engagementData?: { id: number; type: string } | null;
  /** Which session the outcome is for: the widget's (default) or the community's. */
  area?: SignInArea;
  onOutcome: (outcome: SsoPopupOutcome) => void;
};

/**
 * Opens the sign-in popup (spec §2 sign-in-redirect) and waits for its result, which arrives by
 * `postMessage` from the popup (origin and window checked) or by `users:guest:{random}` when the
 * provider cut the popup off from its opener. Must run inside the click handler: returns false
 * when the browser blocked the popup.
 */
export function openSsoPopup({
  basePath,
  provider,
  engagementData,
  area,
  onOutcome,
}: SsoPopupOptions): {
  opened: boolean;
  cancel: () => void;
} {
  const popup = window.open('about:blank', 'quad-sign-in', features());
  if (!popup) return { opened: false, cancel: () => undefined };

  const guest = randomKey(16);
  const verifier = randomKey(32);
  let done = false;
  let closedTimer: ReturnType<typeof setTimeout> | undefined;

  const finish = (outcome: SsoPopupOutcome) => {
    if (done) return;
    done = true;
    window.removeEventListener('message', onMessage);
    unsubscribe();
    clearInterval(watch);
    clearTimeout(closedTimer);
    onOutcome(outcome);
  };
  const fromResult = (
    result: { status: 'signedIn'; code: string } | { status: 'error'; message: string },
  ) =>
    result.status === 'signedIn'
      ? finish({ status: 'signedIn', code: result.code, verifier })
      : finish({ status: 'error', message: result.message });

  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    const parsed = ssoMessageSchema.safeParse(event.data);
    if (parsed.success) fromResult(parsed.data);
  }
  window.addEventListener('message', onMessage);
  const unsubscribe = realtime.subscribe(guestChannel(guest), (payload) => {
    const parsed = guestPayloadSchema.safeParse(payload);
    if (parsed.success) fromResult(parsed.data);
  });
  const watch = setInterval(() => {
    if (!popup.closed || closedTimer) return;
    closedTimer = setTimeout(() => finish({ status: 'closed' }), CLOSED_GRACE_MS);
  }, 400);

  void s256(verifier).then((challenge) => {
    if (done) return;
    const query = new URLSearchParams({ provider, guest, challenge });
    if (area && area !== 'main') query.set('area', area);
    if (engagementData) {
      query.set('engagementId', String(engagementData.id));
      query.set('engagementType', engagementData.type);
    }
    popup.location.href = `${basePath}/interaction/sign-in-redirect?${query.toString()}`;
  });

  return {
    opened: true,
    cancel: () => {
      popup.close();
      finish({ status: 'closed' });
    },
  };
}
