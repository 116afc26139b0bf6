// The host's service worker, at the root of the host's origin so its scope is every page. It does
// one thing: Web Push. The profile's "Notifiche push" switch registers it and subscribes; the API
// sends {title, body, url, tag} (Italian) when the user's setting is on. It caches nothing: the
// pages load from the network as they would without it.

const DEFAULT_TITLE = 'Colleghi';
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache a page could depend on.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Open tabs become controlled now, so a click can bring one of them to the notification's page.
  event.waitUntil(self.clients.claim());
});

/** The notification a push message shows: its title and text, or the app's name for an odd one. */
function notificationOf(data) {
  const payload = data && typeof data === 'object' ? data : {};
  const text = (value) => (typeof value === 'string' ? value : '');
  return {
    title: text(payload.title) || DEFAULT_TITLE,
    options: {
      body: text(payload.body),
      icon: ICON,
      tag: text(payload.tag) || undefined,
      data: { url: text(payload.url) || '/' },
    },
  };
}

function payloadOf(message) {
  if (!message) return null;
  try {
    return message.json();
  } catch {
    return { body: message.text() };
  }
}

/**
 * Where a click leads: a page of this app (a path, or an address on this origin) opens in the app;
 * another web address opens as it is; anything else (no address, another scheme) the app's home.
 */
function notificationTarget(url, origin) {
  let target;
  try {
    target = new URL(url || '/', origin);
  } catch {
    return { href: new URL('/', origin).href, inApp: true };
  }
  if (target.origin === origin) return { href: target.href, inApp: true };
  if (target.protocol === 'https:' || target.protocol === 'http:')
    return { href: target.href, inApp: false };
  return { href: new URL('/', origin).href, inApp: true };
}

/** The message the app's shell answers by opening the page (use-notification-clicks.ts). */
const OPEN_PAGE_MESSAGE = 'colleghi:open-page';
/** How long a tab has to answer before the worker loads the page in it. */
const OPEN_PAGE_ANSWER_MS = 1000;

/** Asks the tab's shell to open the page; true once it answers on the message's port. */
function askTabToOpen(tab, href) {
  return new Promise((resolve) => {
    let channel;
    try {
      channel = new MessageChannel();
      tab.postMessage({ type: OPEN_PAGE_MESSAGE, href }, [channel.port2]);
    } catch {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, OPEN_PAGE_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(true);
    };
  });
}

/** A tab of the app comes forward and goes to the page; without one, a new window opens there. */
async function openTarget(url) {
  const target = notificationTarget(url, self.location.origin);
  if (target.inApp) {
    const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
    if (tab) {
      try {
        const focused = await tab.focus();
        // The app's shell opens the page itself, keeping its state; without an answer, a load.
        if (await askTabToOpen(focused, target.href)) return;
        await focused.navigate(target.href);
        return;
      } catch {
        // A tab this worker does not control cannot be navigated: a new window instead.
      }
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(payloadOf(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(event.notification.data && event.notification.data.url));
});
