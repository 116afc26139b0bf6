import { deeplinkPath } from '@colleghi/shared';
import type { AppNotification } from '@colleghi/api-contract';

/** Where a notification leads: a path of this app, an outside address, or nowhere. */
export type NotificationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

function linkTarget(link: string, origin: string): NotificationTarget {
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', path: link };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** The share id of a record link (…/records?shared=<id>), or the link itself when it is bare. */
function shareId(link: string): string {
  try {
    return new URL(link).searchParams.get('shared') ?? link;
  } catch {
    return link;
  }
}

/**
 * In order: its own link (same origin → in-app), its deep link, the shared record (the records
 * page opens the form from ?shared=), its event (the agenda), then the request it is about (a
 * demand of yours → your requests; a candidacy of yours → your availabilities).
 */
export function notificationTarget(
  notification: AppNotification,
  origin: string = window.location.origin,
): NotificationTarget {
  const { link, deeplink, record, event, demand, candidate } = notification;
  const fromLink = link ? linkTarget(link, origin) : null;
  if (fromLink) return fromLink;
  const deep = deeplinkPath(deeplink);
  if (deep) return { kind: 'internal', path: deep };
  if (record) {
    const query = new URLSearchParams({ shared: shareId(record.link), code: record.code });
    return { kind: 'internal', path: `/records?${query.toString()}` };
  }
  if (event !== null) return { kind: 'internal', path: '/agenda' };
  if (demand !== null) return { kind: 'internal', path: '/activity-request' };
  if (candidate !== null) return { kind: 'internal', path: '/activity-proposal' };
  return null;
}
