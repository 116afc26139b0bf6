import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { platformQueryKeys } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import { createEvent, deleteEvent, setEventStatus, updateEvent } from '../../../api/events';
import { agendaQueryKeys } from '../../../api/query-keys';

export interface EventWrites {
  createEvent: typeof createEvent;
  updateEvent: typeof updateEvent;
  deleteEvent: typeof deleteEvent;
  setEventStatus: typeof setEventStatus;
}

/**
 * The event writes, each refreshing what shows events once the server took it: the agenda's
 * windows and searches, and the dashboard (its upcoming events). Same results as the plain API
 * functions, so the forms keep reading their field errors.
 */
export function useEventWrites(): EventWrites {
  const client = useQueryClient();
  return useMemo(() => {
    const changed = () => {
      // Marked stale, not refetched: after a change the agenda page picks the window to show
      // (the event's own, maybe another one) and loads that one; refetching the window on
      // screen first would load one about to be left.
      void client.invalidateQueries({ queryKey: agendaQueryKeys.calendar, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: agendaQueryKeys.events });
      void client.invalidateQueries({ queryKey: platformQueryKeys.dashboard });
    };
    const refreshing =
      <A extends unknown[], T>(write: (...args: A) => Promise<ApiResult<T>>) =>
      async (...args: A): Promise<ApiResult<T>> => {
        const result = await write(...args);
        if (result.error === null) changed();
        return result;
      };
    return {
      createEvent: refreshing(createEvent),
      updateEvent: refreshing(updateEvent),
      deleteEvent: refreshing(deleteEvent),
      setEventStatus: refreshing(setEventStatus),
    };
  }, [client]);
}
