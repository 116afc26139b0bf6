import { Suspense } from 'react';
import { useAtom } from 'jotai';
import { sharedStore } from '../store';
import { toastsAtom } from './toast-store';
import { useLatch } from './use-latch';
import { lazyNamed } from './lazy-named';

// The snackbar's code loads with the first toast, not with every page.
const ToastSnackbar = lazyNamed(() => import('./toast-snackbar'), 'ToastSnackbar');

export function ToastHost() {
  const [queue, setQueue] = useAtom(toastsAtom, { store: sharedStore });
  const current = queue[0];
  const needed = useLatch(current !== undefined);
  if (!needed) return null;
  const dismiss = () => {
    if (current) setQueue((items) => items.filter((item) => item.id !== current.id));
  };
  return (
    <Suspense fallback={null}>
      <ToastSnackbar current={current} onDismiss={dismiss} />
    </Suspense>
  );
}
