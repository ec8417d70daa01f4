import { describe, expect, it, vi } from 'vitest';
import source from '../../../../public/sw.js?raw';

/** public/sw.js as the browser runs it, in a worker scope of our own making. */
function loadWorker(openWindows: Array<{ url: string; focus: () => Promise<unknown> }> = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const waited: Promise<unknown>[] = [];
  const scope = {
    location: { origin: 'https://quad.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => openWindows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(scope);
  const dispatch = async (type: string, event: object) => {
    handlers.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    });
    await Promise.all(waited);
  };
  return { scope, dispatch };
}

const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

describe('the service worker script (public/sw.js)', () => {
  it('shows a push as a notification that names the chat and keeps where it leads', async () => {
    const { scope, dispatch } = loadWorker();
    const notice = {
      title: 'Amara replied',
      body: 'See you there!',
      tag: 'dialog-7',
      url: '/1/interaction/dialogs/7',
      dialogId: 7,
    };
    await dispatch('push', { data: { json: () => notice } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Amara replied', {
      body: 'See you there!',
      tag: 'dialog-7',
      icon: '/favicon.svg',
      data: { url: '/1/interaction/dialogs/7', dialogId: 7 },
    });
  });

  it('ignores a push it cannot read', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await dispatch('push', { data: { json: () => ({ body: 'no title' }) } });
    await dispatch('push', {});
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the chat in a new window when none shows it', async () => {
    const { scope, dispatch } = loadWorker([
      { url: 'https://quad.example/1', focus: vi.fn(async () => undefined) },
    ]);
    const event = click('/1/interaction/dialogs/7');
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(
      'https://quad.example/1/interaction/dialogs/7',
    );
  });

  it('a click focuses the window that already shows the chat', async () => {
    const focus = vi.fn(async () => undefined);
    const { scope, dispatch } = loadWorker([
      { url: 'https://quad.example/1/interaction/dialogs/7?lang=de', focus },
    ]);
    await dispatch('notificationclick', click('/1/interaction/dialogs/7'));
    expect(focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never opens another site, whatever the push said', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('notificationclick', click('https://elsewhere.example/phish'));
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
