import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSsoPopup, SSO_MESSAGE_TYPE, type SsoPopupOutcome } from './sso-popup';

const channels = new Map<string, (payload: unknown) => void>();
vi.mock('../../../lib/socket', () => ({
  realtime: {
    subscribe: (channel: string, handler: (payload: unknown) => void) => {
      channels.set(channel, handler);
      return () => channels.delete(channel);
    },
  },
}));

type FakePopup = { closed: boolean; location: { href: string }; close: () => void };

let popup: FakePopup;

beforeEach(() => {
  channels.clear();
  popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Opens the popup and waits until it was sent to the redirect page. */
async function open() {
  const outcomes: SsoPopupOutcome[] = [];
  const result = openSsoPopup({
    basePath: '/2',
    provider: 'sso',
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  await vi.waitFor(() => expect(popup.location.href).toContain('sign-in-redirect'));
  const url = new URL(popup.location.href, window.location.origin);
  return { result, outcomes, url };
}

const post = (data: unknown, init: Partial<MessageEventInit> = {}) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: window.location.origin,
      source: popup as unknown as Window,
      ...init,
    }),
  );

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('the single-sign-on popup', () => {
  it('opens 400 × 500 and goes to the redirect page with the guest key and a challenge', async () => {
    const { url } = await open();
    expect(window.open).toHaveBeenCalledWith(
      'about:blank',
      'quad-sign-in',
      expect.stringContaining('width=400,height=500'),
    );
    expect(url.pathname).toBe('/2/interaction/sign-in-redirect');
    expect(url.searchParams.get('provider')).toBe('sso');
    expect(url.searchParams.get('guest')).toMatch(/^[\w-]{16,}$/);
    expect(url.searchParams.get('challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('says so when the browser blocks it', () => {
    vi.mocked(window.open).mockReturnValue(null);
    const onOutcome = vi.fn();
    expect(openSsoPopup({ basePath: '/2', provider: 'sso', onOutcome }).opened).toBe(false);
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it("takes the code from the popup's message, with the verifier behind the challenge", async () => {
    const { outcomes, url } = await open();
    post({ type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'c'.repeat(64) });
    expect(outcomes).toHaveLength(1);
    const outcome = outcomes[0];
    if (outcome?.status !== 'signedIn') throw new Error('not signed in');
    expect(outcome.code).toBe('c'.repeat(64));
    expect(await sha256(outcome.verifier)).toBe(url.searchParams.get('challenge'));
    // One result only: a second message changes nothing.
    post({ type: SSO_MESSAGE_TYPE, status: 'error', message: 'late' });
    expect(outcomes).toHaveLength(1);
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { outcomes } = await open();
    post(
      { type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'x' },
      { origin: 'https://evil.test' },
    );
    post({ type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'x' }, { source: window });
    post({ type: 'other', status: 'signedIn', code: 'x' });
    expect(outcomes).toHaveLength(0);
  });

  it('hears the result on users:guest:{random} when the popup lost its opener', async () => {
    const { outcomes, url } = await open();
    const guest = url.searchParams.get('guest');
    channels.get(`users:guest:${guest}`)?.({ status: 'error', message: 'Refused' });
    expect(outcomes).toEqual([{ status: 'error', message: 'Refused' }]);
    expect(channels.size).toBe(0);
  });

  it('ends as closed when the person closes the popup', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { outcomes } = await open();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    // A result may still come through the socket for a moment.
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(outcomes).toEqual([{ status: 'closed' }]);
  });
});
