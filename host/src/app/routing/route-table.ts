import { useSyncExternalStore } from 'react';
import { generatePath, matchPath } from '@colleghi/shared/router';
import type { Access, RouteDeclaration } from '@colleghi/shared/routes';
import type { RemoteName } from '../federation/remote-names';
import type { RuntimeConfig } from '../federation/runtime-config';
import { HOST_PATHS, UNGATED_HOST_PATHS } from './host-paths';
import { declaredRoutesAtStart, fetchDeclaredRoutes, type DeclaredRoutes } from './route-fetch';

export type { Access };
export { fetchRemoteRoutes, lastKnownKey, ROUTES_TIMEOUT_MS, routesUrl } from './route-fetch';

/** A page a remote declared, with the remote that serves it. */
export type RemoteRoute = RouteDeclaration & { remote: RemoteName };

export type RouteTable = {
  /** Host paths first, then each remote's in config.json order; what matches none is /404. */
  routes: readonly RemoteRoute[];
  /** Remotes whose routes are unknown: no answer at start and no last-known copy. */
  unknown: readonly RemoteName[];
};

/** A URL a path pattern matches: params filled in, optional segments present. */
function samplePaths(pattern: string): string[] {
  const full = pattern.replace(/:[^/]+?\?(?=\/|$)/g, 'x').replace(/:[^/]+/g, 'x');
  const short = pattern.replace(/\/:[^/]+?\?(?=\/|$)/g, '').replace(/:[^/]+/g, 'x');
  return [full, short || '/'];
}

/** Two patterns that can match the same URL: only one owner may have them. */
export function pathsOverlap(a: string, b: string): boolean {
  const matches = (pattern: string, other: string) =>
    samplePaths(other).some((url) => matchPath({ path: pattern, end: true }, url) !== null);
  return matches(a, b) || matches(b, a);
}

/**
 * The table of the remotes' routes, in config.json order. A path that overlaps the host's or
 * an earlier remote's is refused with a console error: its first owner keeps it.
 */
export function buildRouteTable(declared: DeclaredRoutes): RouteTable {
  const routes: RemoteRoute[] = [];
  const unknown: RemoteName[] = [];
  for (const [remote, list] of declared) {
    if (!list) {
      unknown.push(remote);
      continue;
    }
    for (const route of list) {
      const hostPath = HOST_PATHS.find((path) => pathsOverlap(path, route.path));
      const taken = routes.find(
        (other) => other.remote !== remote && pathsOverlap(other.path, route.path),
      );
      const owner = hostPath
        ? `the host (${hostPath})`
        : taken && `${taken.remote} (${taken.path})`;
      if (owner) {
        console.error(
          `[routes] ${remote} declares ${route.path}, which ${owner} already owns: refused.`,
        );
        continue;
      }
      routes.push({ ...route, remote });
    }
  }
  return { routes, unknown };
}

/** Reads every remote's routes in parallel and builds the table (the host's start awaits it). */
export async function loadRouteTable(config: RuntimeConfig): Promise<RouteTable> {
  return buildRouteTable(await fetchDeclaredRoutes(config));
}

/** The table from the page's one read of the remotes' routes (started by the entry). */
export async function routeTableAtStart(config: Promise<RuntimeConfig>): Promise<RouteTable> {
  return buildRouteTable(await declaredRoutesAtStart(config));
}

let current: RouteTable = { routes: [], unknown: [] };
const listeners = new Set<() => void>();

/** Sets the table the routing, the header and the gate read (at start, and in tests). */
export function setRouteTable(table: RouteTable): void {
  current = table;
  for (const listener of listeners) listener();
}

export function getRouteTable(): RouteTable {
  return current;
}

export function useRouteTable(): RouteTable {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function findRemoteRoute(table: RouteTable, pathname: string): RemoteRoute | null {
  return table.routes.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}

/** The path of the page a remote declared under `name`, or null when none did. */
export function pathOf(
  table: RouteTable,
  name: string,
  params: Record<string, string> = {},
): string | null {
  const route = table.routes.find((entry) => entry.name === name);
  return route ? generatePath(route.path, params) : null;
}

/**
 * Where a deep link of a dashboard card or a notification leads: deep links name a page the
 * remotes declare (`profile`, `agenda`, `courses`, `subscriptions`), one without parameters;
 * an unknown one (a newer server, a remote not deployed) leads nowhere.
 */
export function deeplinkPath(
  table: RouteTable,
  deeplink: string | null | undefined,
): string | null {
  if (!deeplink) return null;
  const route = table.routes.find((entry) => entry.name === deeplink);
  return route && !route.path.includes(':') ? route.path : null;
}

/** The links of the main navigation the remotes declared, in table order. */
export function navLinks(table: RouteTable): Array<{ to: string; label: string }> {
  const linked = table.routes.filter((route) => route.nav && !route.path.includes(':'));
  // A stable sort: the declared positions first, then the others in table order.
  const position = (route: RemoteRoute) => route.navOrder ?? Number.MAX_SAFE_INTEGER;
  return [...linked]
    .sort((a, b) => Math.sign(position(a) - position(b)))
    .map((route) => ({ to: route.path, label: route.nav ?? '' }));
}

/** Paths where the narrow-screen gate steps aside: session plumbing and declared pages. */
export function isGatedOnMobile(table: RouteTable, pathname: string): boolean {
  const ungated = [
    ...UNGATED_HOST_PATHS,
    ...table.routes.filter((r) => r.ungated).map((r) => r.path),
  ];
  return !ungated.some((path) => matchPath({ path, end: false }, pathname) !== null);
}

/** Pages that accept ?token= in their address. */
export function acceptsUrlToken(table: RouteTable, pathname: string): boolean {
  return findRemoteRoute(table, pathname)?.urlToken === true;
}
