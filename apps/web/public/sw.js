/* Quad's service worker: shows web-push notices of missed chat messages and opens the chat on
 * a click. Served from the site root, so its scope covers every university's widget, standalone
 * or in a university page's frame. No caching: the app itself always comes from the network. */
'use strict';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/favicon.svg',
      data: { url: typeof notice.url === 'string' ? notice.url : '/', dialogId: notice.dialogId },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only our own pages are opened.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
