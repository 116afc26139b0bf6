import { useState } from 'react';
import type { PendingConfirm } from '../components/confirm-action';
import { useActionRunner } from './use-action-runner';

/**
 * What the actions of a detail panel share: one runner (every button disabled while a call is
 * out), the action waiting for its confirmation dialog, and `update` for the server's new
 * version of the item. `onStale` runs when the server refuses an action: the item is reloaded.
 */
export function useDetailActions<T>(onChange: (item: T) => void, onStale?: () => void) {
  const { busy, run } = useActionRunner(onStale);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const update = (updated: T | null) => {
    if (updated) onChange(updated);
  };
  return {
    busy,
    run,
    update,
    /** Opens the confirmation dialog for an action (ConfirmButton's onAsk). */
    ask: setPending,
    /** The props of the panel's one ConfirmAction. */
    confirm: { pending, busy, onDone: () => setPending(null) },
  };
}
