import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteFailure = { id: string; lifecycle: string; message: string; at: number };

const failures: RemoteFailure[] = [];

/** Recent remote load failures, newest last (read by tests and support tooling). */
export function recentRemoteFailures(): readonly RemoteFailure[] {
  return failures;
}

/**
 * errorLoadRemote hook: records why a remote failed and lets the error reach the host's
 * error boundary, which shows the Italian fallback with "Riprova". Returning nothing keeps
 * the original error.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colleghi-remote-failure',
    errorLoadRemote(args) {
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      failures.push({ id: args.id, lifecycle: args.lifecycle, message, at: Date.now() });
      if (failures.length > 20) failures.shift();
      console.warn(`[colleghi] remoto non disponibile: ${args.id} (${args.lifecycle})`, message);
      return undefined;
    },
  };
}
