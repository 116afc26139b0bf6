// The routes the remotes of this repository declare, read from their src/routes.ts, so the
// host's tests route as the deployed remotes do without the host's source naming their paths.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteDeclaration } from '@colleghi/shared/routes';
import { REMOTE_NAMES, type RemoteName } from '../app/federation/remote-names';
import { buildRouteTable, deeplinkPath, type RouteTable } from '../app/routing/route-table';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The remote of a `mfe-<name>` folder: its src/routes.ts file. */
export function routesSource(remote: RemoteName): string {
  return path.join(ROOT, `mfe-${remote}`, 'src', 'routes.ts');
}

/** Every remote folder that declares routes, including ones the host does not list yet. */
export function declaringFolders(): string[] {
  return fs
    .readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => path.join(ROOT, dir, 'src', 'routes.ts'))
    .filter((file) => fs.existsSync(file));
}

export function declaredRoutes(): Array<readonly [RemoteName, RouteDeclaration[]]> {
  return REMOTE_NAMES.map((remote) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test fixture's TS file
    const { ROUTES } = require(routesSource(remote)) as { ROUTES: RouteDeclaration[] };
    return [remote, ROUTES] as const;
  });
}

/** The table the host builds from the remotes of this repository when every one answers. */
export function repositoryRouteTable(): RouteTable {
  return buildRouteTable(declaredRoutes());
}

/** Where a deep link leads with that table, as the dashboard route resolves it. */
export function repositoryDeeplinkPath(deeplink: string | null): string | null {
  return deeplinkPath(repositoryRouteTable(), deeplink);
}
