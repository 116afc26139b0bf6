import type { AppNotification } from '@colleghi/api-contract';
import { deeplinkPath, getRouteTable, pathOf, type RouteTable } from '../../routing/route-table';

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
 * In order: its own link (same origin → in-app), its deep link, the shared record (the page
 * named `records` opens the form from ?shared=), its event (`agenda`), then the request it is
 * about (a demand of yours → `demands`; a candidacy of yours → `proposals`). The names are
 * declared by the remotes (route-table.ts); one no remote declares leads nowhere.
 */
export function notificationTarget(
  notification: AppNotification,
  origin: string = window.location.origin,
  table: RouteTable = getRouteTable(),
): NotificationTarget {
  const internal = (name: string, search = ''): NotificationTarget => {
    const path = pathOf(table, name);
    return path ? { kind: 'internal', path: `${path}${search}` } : null;
  };
  const { link, deeplink, record, event, demand, candidate } = notification;
  const fromLink = link ? linkTarget(link, origin) : null;
  if (fromLink) return fromLink;
  const deep = deeplinkPath(table, deeplink);
  if (deep) return { kind: 'internal', path: deep };
  if (record) {
    const query = new URLSearchParams({ shared: shareId(record.link), code: record.code });
    return internal('records', `?${query.toString()}`);
  }
  if (event !== null) return internal('agenda');
  if (demand !== null) return internal('demands');
  if (candidate !== null) return internal('proposals');
  return null;
}
