import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DelayedLoader } from '@colleghi/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_LABELS, type RemoteName } from './remote-names';
import { resetRemote } from './register-remotes';

type RemoteModule = { default: ComponentType<Record<string, unknown>> };

export type RemoteMountProps = {
  remote: RemoteName;
  /** Exposed module, './App' by default (dashboard widgets use their own). */
  module?: string;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  /** A smaller fallback for widget slots. */
  compact?: boolean;
};

async function importRemote(remote: RemoteName, module: string): Promise<RemoteModule> {
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Il modulo ${module} di ${remote} non è valido.`);
  }
  return loaded;
}

/**
 * The one way the host mounts a remote: a delayed loader while it loads, an error boundary with
 * an Italian fallback and "Riprova" when it cannot. One remote down never blanks the shell.
 */
export function RemoteMount({
  remote,
  module = './App',
  props,
  compact = false,
}: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => importRemote(remote, module)),
    // A new attempt needs a new lazy component: React caches a rejected lazy forever.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      area={REMOTE_LABELS[remote]}
      compact={compact}
      onRetry={retry}
    >
      <Suspense fallback={<DelayedLoader label={`Caricamento ${REMOTE_LABELS[remote]}`} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
