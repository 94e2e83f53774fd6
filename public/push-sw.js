/*
 * TPL's push service worker (issue 35): shows a pushed notification and, on a click, focuses a
 * TPL window on the notification's screen or opens one. The server sends JSON
 * `{title, body, url, tag}` (src/server/services/push-sender.ts); `url` is an app path.
 * Registered by the client (`navigator.serviceWorker.register('/push-sw.js')`).
 */
/* global self */

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'TPL';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    icon: '/favicon.svg',
    data: { url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      if ('navigate' in open) await open.navigate(target).catch(() => self.clients.openWindow(target));
      return;
    }
    await self.clients.openWindow(target);
  })());
});
