import { describe, expect, it, vi } from 'vitest';
import { deepLinkPath, notifyParent, parentOriginFrom, startEmbedBridge } from './embed-bridge';
import { GTM_LOAD_DELAY_MS, loadGtm, resetTagManager } from './tracking/gtm';

const PARENT_ORIGIN = 'https://www.demo-university.example';

type MessageListener = (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) => void;

/** A window inside an iframe of the parent page, with its message listeners in reach. */
function framedWindow(search: string, pathname = '/1') {
  const parent = { postMessage: vi.fn() };
  const listeners: MessageListener[] = [];
  const win = {
    location: { pathname, search },
    parent,
    document,
    sessionStorage: window.sessionStorage,
    addEventListener: (_type: string, listener: MessageListener) => listeners.push(listener),
    removeEventListener: (_type: string, listener: MessageListener) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const receive = (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) =>
    listeners.forEach((listener) => listener(event));
  return { win: win as unknown as Window, parent, receive, listeners };
}

const openDialog = { type: 'quad:open-dialog', dialogId: 42 };

describe('embed bridge', () => {
  it('refuses quad:open-dialog from any origin but the parent page', () => {
    const navigate = vi.fn();
    const { win, parent, receive } = framedWindow(
      `?embedded=1&parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`,
    );
    const stop = startEmbedBridge({ win, navigate });

    receive({
      origin: 'https://evil.example',
      source: parent as unknown as Window,
      data: openDialog,
    });
    receive({ origin: 'null', source: parent as unknown as Window, data: openDialog });
    expect(navigate).not.toHaveBeenCalled();

    receive({ origin: PARENT_ORIGIN, source: parent as unknown as Window, data: openDialog });
    expect(navigate).toHaveBeenCalledWith('/1/interaction/dialogs/42');
    stop();
  });

  it('refuses messages from the right origin that do not come from the parent window', () => {
    const navigate = vi.fn();
    const { win, receive } = framedWindow(`?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`);
    const stop = startEmbedBridge({ win, navigate });
    receive({ origin: PARENT_ORIGIN, source: window, data: openDialog });
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it('refuses malformed dialog ids', () => {
    const navigate = vi.fn();
    const { win, parent, receive } = framedWindow(
      `?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`,
    );
    const stop = startEmbedBridge({ win, navigate });
    receive({
      origin: PARENT_ORIGIN,
      source: parent as unknown as Window,
      data: { type: 'quad:open-dialog', dialogId: '../../admin' },
    });
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it('reports its height to the parent origin only, never to "*"', () => {
    const { win, parent } = framedWindow(`?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`);
    const stop = startEmbedBridge({ win, navigate: vi.fn() });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'quad:resize', height: expect.any(Number) },
      PARENT_ORIGIN,
    );
    expect(parent.postMessage.mock.calls.every(([, origin]) => origin === PARENT_ORIGIN)).toBe(
      true,
    );
    stop();
  });

  it('tells the parent it listens, then takes the consent of the parent page only', () => {
    resetTagManager();
    const { win, parent, receive } = framedWindow(
      `?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`,
    );
    const stop = startEmbedBridge({ win, navigate: vi.fn() });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'quad:ready' }, PARENT_ORIGIN);
    const layer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    const consent = { type: 'quad:consent', analytics: true, ads: false };
    receive({ origin: 'https://evil.example', source: parent as unknown as Window, data: consent });
    receive({ origin: PARENT_ORIGIN, source: window, data: consent });
    receive({
      origin: PARENT_ORIGIN,
      source: parent as unknown as Window,
      data: { type: 'quad:consent', analytics: 'yes', ads: false },
    });
    const updates = () =>
      layer()
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[1] === 'update')
        .map((entry) => entry[2]);
    vi.useFakeTimers();
    loadGtm('GTM-AB12CD');
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS);
    vi.useRealTimers();
    expect(updates()).toEqual([]);
    receive({ origin: PARENT_ORIGIN, source: parent as unknown as Window, data: consent });
    expect(updates()).toEqual([
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    stop();
    document.head.querySelectorAll('script[data-quad-gtm]').forEach((script) => script.remove());
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    resetTagManager();
  });

  it('stays silent when framed without a usable parent origin', () => {
    for (const search of [
      '',
      '?parent_origin=*',
      '?parent_origin=javascript:alert(1)',
      `?parent_origin=${PARENT_ORIGIN}/path`,
    ]) {
      const { win, parent, listeners } = framedWindow(search);
      const stop = startEmbedBridge({ win, navigate: vi.fn() });
      expect(parent.postMessage).not.toHaveBeenCalled();
      expect(listeners).toHaveLength(0);
      expect(notifyParent({ title: 'Maya', body: 'Hi!', dialogId: 3 })).toBe(false);
      stop();
    }
  });

  it('hands notifications to the parent page while connected', () => {
    const { win, parent } = framedWindow(`?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`);
    const stop = startEmbedBridge({ win, navigate: vi.fn() });
    expect(notifyParent({ title: 'Maya', body: 'See you at the open day!', dialogId: 3 })).toBe(
      true,
    );
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'quad:notification', title: 'Maya', body: 'See you at the open day!', dialogId: 3 },
      PARENT_ORIGIN,
    );
    stop();
    expect(notifyParent({ title: 'Maya', body: 'Again', dialogId: 3 })).toBe(false);
  });

  it('opens the item the parent page names on start', () => {
    const navigate = vi.fn();
    const { win } = framedWindow(
      `?post_id=12&parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`,
      '/group/2',
    );
    startEmbedBridge({ win, navigate })();
    expect(navigate).toHaveBeenCalledWith('/group/2/posts/12', { replace: true });
  });
});

describe('deepLinkPath', () => {
  it('maps each parameter to its screen', () => {
    expect(deepLinkPath('/1', '?user_id=5')).toBe('/1/chat-to-us/5');
    expect(deepLinkPath('/1', '?faq_id=6')).toBe('/1/faq/6');
    expect(deepLinkPath('/1', '?dialog_id=7')).toBe('/1/interaction/dialogs/7');
  });

  it('reads the ids inside state too (spec §2), the query itself winning', () => {
    expect(deepLinkPath('/1', '?state=post_id=8__utm_source=mail')).toBe('/1/posts/8');
    expect(deepLinkPath('/1', '?post_id=3&state=post_id=8')).toBe('/1/posts/3');
    expect(deepLinkPath('/1', '?state=post_id=..%2Fadmin')).toBeNull();
  });

  it('ignores values that are not ids and paths without a base', () => {
    expect(deepLinkPath('/1', '?post_id=..%2Fadmin')).toBeNull();
    expect(deepLinkPath('/about', '?post_id=3')).toBeNull();
  });

  it('applies on the start page only, so a recovery link keeps its user_id', () => {
    expect(deepLinkPath('/group/2/', '?post_id=3')).toBe('/group/2/posts/3');
    expect(deepLinkPath('/1/interaction/sign-in', '?recovery=1&user_id=3&code=ab12')).toBeNull();
  });
});

describe('parentOriginFrom', () => {
  it('accepts a bare http(s) origin only', () => {
    expect(parentOriginFrom(`?parent_origin=${encodeURIComponent(PARENT_ORIGIN)}`)).toBe(
      PARENT_ORIGIN,
    );
    expect(parentOriginFrom('?parent_origin=http://localhost:8080')).toBe('http://localhost:8080');
    expect(parentOriginFrom('?parent_origin=data:text/html,hi')).toBeNull();
  });
});
