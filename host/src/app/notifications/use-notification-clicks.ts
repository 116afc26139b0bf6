import { useEffect } from 'react';
import { useNavigate } from '@colleghi/shared/router';

/**
 * What the service worker (public/sw.js) posts to an open tab when a notification is clicked:
 * the page to open, which the tab opens in the app without reloading. The tab answers on the
 * message's port; a tab that does not (no shell running) is navigated by the worker instead.
 */
export const OPEN_PAGE_MESSAGE = 'colleghi:open-page';

interface OpenPage {
  type: typeof OPEN_PAGE_MESSAGE;
  href: string;
}

const isOpenPage = (data: unknown): data is OpenPage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === OPEN_PAGE_MESSAGE &&
  typeof (data as { href?: unknown }).href === 'string';

/** The shell opens the page of a clicked notification with the router, keeping the session. */
export function useNotificationClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    // No service workers here (an old browser, an insecure origin): no notifications either.
    if (typeof worker?.addEventListener !== 'function') return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isOpenPage(event.data)) return;
      let url: URL;
      try {
        url = new URL(event.data.href, window.location.origin);
      } catch {
        return;
      }
      // Another site's address is the worker's to open, never the router's.
      if (url.origin !== window.location.origin) return;
      navigate(`${url.pathname}${url.search}${url.hash}`);
      event.ports[0]?.postMessage('opened');
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
