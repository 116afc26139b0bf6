import { useCallback, useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  fromApi,
  platformQueryKeys,
  queryClient,
  useLiveStreamOpen,
} from '@colleghi/shared/platform';
import { getUnreadNotifications, readAllNotifications } from '../../../api/notifications';

/** How often the badge asks for the unread total while the tab is visible and no stream is open. */
export const UNREAD_POLL_MS = 30_000;

/** The bell's data in the page's query cache, under the platform's key: a remote refreshes it. */
export const notificationKeys = {
  unread: [...platformQueryKeys.notifications, 'unread'],
  feed: [...platformQueryKeys.notifications, 'feed'],
} as const;

const NONE_UNREAD = { total: 0 };

/**
 * Zeroes the badge: a poll already in flight is cancelled first, so it cannot bring the old
 * total back.
 */
async function clearBadge(): Promise<void> {
  queryClient.setQueryData(notificationKeys.unread, NONE_UNREAD);
  await queryClient.cancelQueries({ queryKey: notificationKeys.unread, exact: true });
  queryClient.setQueryData(notificationKeys.unread, NONE_UNREAD);
}

/**
 * The unread total of the bell. While the page's event stream is open, its `notification` events
 * refresh it (the platform invalidates platformQueryKeys.notifications) and nothing polls; while
 * the stream is not open (connecting, refused, the API without it) it falls back to polling every
 * 30 s while the tab is visible, paused while it is hidden (the cache's interval skips a hidden
 * tab), asked again as soon as it shows. Any slice that invalidates
 * platformQueryKeys.notifications refreshes it at once. A failed poll keeps the badge as it was
 * (the call is a background one: a server error opens no modal).
 * `clear()` zeroes it when the feed is opened; `markAllRead()` tells the server.
 */
export function useUnreadNotifications() {
  const live = useLiveStreamOpen();
  const { data, refetch } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => fromApi(getUnreadNotifications()),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    // The badge is always asked for afresh when it shows (a new sign-in, the tab back).
    staleTime: 0,
  });

  useEffect(() => {
    const follow = () => {
      if (document.visibilityState !== 'hidden') void refetch();
    };
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [refetch]);

  const { mutate: readAll } = useMutation({
    mutationFn: () => fromApi(readAllNotifications()),
    onMutate: clearBadge,
    onSuccess: (total) => queryClient.setQueryData(notificationKeys.unread, total),
  });

  const clear = useCallback(() => void clearBadge(), []);
  const markAllRead = useCallback(() => readAll(), [readAll]);

  return { total: data?.total ?? 0, clear, markAllRead };
}
