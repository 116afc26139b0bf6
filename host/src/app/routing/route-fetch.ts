import { parseRoutesDocument, ROUTES_FILE, type RouteDeclaration } from '@colleghi/shared/routes';
import { readDeploymentFile } from '../federation/deployment-file';
import type { RemoteName } from '../federation/remote-names';
import type { RuntimeConfig } from '../federation/runtime-config';

// The start's read of the remotes' routes.json, which the entry (main.js) begins before the shared
// modules load: nothing here may import React, the router or another shared module (the
// federation runtime cannot hand out a shared module synchronously before its async boundary;
// deployment-file.ts waits for axios instead of importing it).
// route-table.ts builds the table from it once they are loaded.

/** How long the start waits for a remote's routes.json before using its last-known copy. */
export const ROUTES_TIMEOUT_MS = 2500;

/** Where a remote's routes.json is: next to its mf-manifest.json. */
export function routesUrl(manifestUrl: string): string {
  return new URL(ROUTES_FILE, new URL(manifestUrl, window.location.href)).href;
}

/** Where the last good routes of each remote are kept (index.html's narrow gate reads them too). */
export const LAST_KNOWN_PREFIX = 'remote_routes:';

/** The last good routes of a remote deployed at that manifest URL. */
export function lastKnownKey(remote: RemoteName, manifestUrl: string): string {
  return `${LAST_KNOWN_PREFIX}${remote}:${manifestUrl}`;
}

function readCopy(key: string): RouteDeclaration[] | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? (parseRoutesDocument(JSON.parse(stored))?.routes ?? null) : null;
  } catch {
    return null;
  }
}

function writeCopy(key: string, routes: RouteDeclaration[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ routes }));
  } catch {
    // Private mode or a full quota: the next start asks the remote again.
  }
}

/**
 * A remote's declared routes: its routes.json (kept as the last-known copy), else that copy
 * when the remote does not answer in time, else null.
 */
export async function fetchRemoteRoutes(
  remote: RemoteName,
  manifestUrl: string,
  timeoutMs = ROUTES_TIMEOUT_MS,
): Promise<RouteDeclaration[] | null> {
  const key = lastKnownKey(remote, manifestUrl);
  try {
    const parsed = parseRoutesDocument(await readDeploymentFile(routesUrl(manifestUrl), timeoutMs));
    if (!parsed) throw new Error(`${ROUTES_FILE} is not a routes document`);
    for (const problem of parsed.problems) {
      console.error(`[routes] ${remote}: entry refused, ${problem}.`);
    }
    writeCopy(key, parsed.routes);
    return parsed.routes;
  } catch (error) {
    const copy = readCopy(key);
    console.error(
      `[routes] ${remote}: ${routesUrl(manifestUrl)} unavailable (${String(error)}); ` +
        (copy ? 'using its last-known routes.' : 'no last-known routes either.'),
    );
    return copy;
  }
}

/** Every remote's declared routes, in config.json order (null: unknown). */
export type DeclaredRoutes = ReadonlyArray<
  readonly [RemoteName, readonly RouteDeclaration[] | null]
>;

/** Reads every remote's routes in parallel. */
export async function fetchDeclaredRoutes(config: RuntimeConfig): Promise<DeclaredRoutes> {
  const entries = Object.entries(config.remotes) as Array<[RemoteName, string]>;
  return Promise.all(
    entries.map(async ([remote, url]) => [remote, await fetchRemoteRoutes(remote, url)] as const),
  );
}

let starting: Promise<DeclaredRoutes> | null = null;

/** The page's one read of the remotes' routes: started by the entry, awaited by the bootstrap. */
export function declaredRoutesAtStart(config: Promise<RuntimeConfig>): Promise<DeclaredRoutes> {
  starting ??= config.then(fetchDeclaredRoutes);
  return starting;
}
