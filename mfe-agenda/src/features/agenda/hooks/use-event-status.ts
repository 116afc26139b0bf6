import { useCallback, useState } from 'react';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { useEventWrites } from './use-event-writes';
import type { AgendaEvent } from '@colleghi/api-contract';

const STATUS_TOASTS = {
  done: 'Evento segnato come completato.',
  todo: 'Evento segnato come da fare.',
} as const;

export interface EventStatusChange {
  /** Marks the event done or back to do; the server's new version, or null (toast shown). */
  change: (event: AgendaEvent, action: 'done' | 'todo') => Promise<AgendaEvent | null>;
  /** The event being changed, so its controls wait. */
  busyId: number | null;
}

/** Done / to-do from the view's menu or the list's check: one call, one toast either way. */
export function useEventStatus(): EventStatusChange {
  const { setEventStatus } = useEventWrites();
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = useCallback(
    async (event: AgendaEvent, action: 'done' | 'todo') => {
      setBusyId(event.id);
      const result = await setEventStatus(event.id, action);
      setBusyId(null);
      if (!result.data) {
        showToast({ message: serverErrorMessage(result.error), severity: 'error' });
        return null;
      }
      showToast({ message: STATUS_TOASTS[action], severity: 'success' });
      return result.data;
    },
    [setEventStatus],
  );
  return { change, busyId };
}
