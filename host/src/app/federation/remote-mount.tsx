import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DelayedLoader } from '@colleghi/shared/ui';
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
  /** A skeleton while loading and a one-line fallback, sized for dashboard slots. */
  compact?: boolean;
  /** The compact skeleton's height (px): about the widget's own, so the page does not jump. */
  skeletonHeight?: number;
  /** Nothing at all while loading or on failure: for widgets that are only a modal. */
  quiet?: boolean;
};

async function importRemote(remote: RemoteName, module: string): Promise<RemoteModule> {
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Il modulo ${module} di ${remote} non è valido.`);
  }
  return loaded;
}

function loader(area: string, compact: boolean, quiet: boolean, skeletonHeight: number) {
  if (quiet) return null;
  const label = `Caricamento ${area}`;
  if (!compact) return <DelayedLoader label={label} />;
  // A slot keeps its place while its remote loads, so the dashboard does not jump.
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" height={skeletonHeight} />
    </Box>
  );
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
  skeletonHeight = 160,
  quiet = false,
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
      quiet={quiet}
      onRetry={retry}
    >
      <Suspense fallback={loader(REMOTE_LABELS[remote], compact, quiet, skeletonHeight)}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
