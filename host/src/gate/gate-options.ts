import { ROUTES_FILE } from '@colleghi/shared/routes';
import { REMOTE_NAMES } from '../app/federation/remote-names';
import { MOBILE_QUERY } from '../app/mobile-query';
import { HOST_PATHS, UNGATED_HOST_PATHS } from '../app/routing/host-paths';
import { LAST_KNOWN_PREFIX, ROUTES_TIMEOUT_MS } from '../app/routing/route-fetch';
import type { NarrowGateOptions } from './narrow-gate';

/** The id of the <template> in index.html that holds the static mobile-app page. */
export const GATE_TEMPLATE_ID = 'mobile-gate';

/** What the narrow gate knows of the shell, from the modules the shell itself reads. */
export function narrowGateOptions(scripts: readonly string[]): NarrowGateOptions {
  return {
    query: MOBILE_QUERY,
    hostPaths: HOST_PATHS,
    ungatedHostPaths: UNGATED_HOST_PATHS,
    remoteNames: REMOTE_NAMES,
    routesFile: ROUTES_FILE,
    routesTimeoutMs: ROUTES_TIMEOUT_MS,
    lastKnownPrefix: LAST_KNOWN_PREFIX,
    template: GATE_TEMPLATE_ID,
    scripts,
  };
}
