import { Suspense } from 'react';
import { useAtom } from 'jotai';
import { globalErrorAtom } from '../http/global-error-atom';
import { sharedStore } from '../store';
import { useLatch } from './use-latch';
import { lazyNamed } from './lazy-named';

// The dialog's code loads with the first server error, not with every page.
const ErrorDialog = lazyNamed(() => import('./error-dialog'), 'ErrorDialog');

/** The modal of the error catalogue for any status >= 500 (request() raises the flag). */
export function GlobalErrorModal() {
  const [open, setOpen] = useAtom(globalErrorAtom, { store: sharedStore });
  const needed = useLatch(open);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
