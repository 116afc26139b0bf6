import { useCallback, useEffect, useRef, useState } from 'react';
import { getUnreadNotifications } from '../../../api/notifications';

/** How often the badge asks for the unread total while the tab is visible. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The unread total of the bell, kept current by polling (simpler than server-sent events, and
 * enough for a badge): every 30 s while the tab is visible, paused while it is hidden, asked again
 * as soon as it shows. `clear()` zeroes it when the feed is opened (read-all).
 */
export function useUnreadNotifications() {
  const [total, setTotal] = useState(0);
  // Bumped by clear(): a poll that was already in flight must not bring the old total back.
  const epoch = useRef(0);

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setInterval> | null = null;

    const ask = async () => {
      const asked = epoch.current;
      const { data } = await getUnreadNotifications();
      if (alive && data && asked === epoch.current) setTotal(data.total);
    };
    const start = () => {
      if (timer !== null) return;
      void ask();
      timer = setInterval(() => void ask(), UNREAD_POLL_MS);
    };
    const stop = () => {
      if (timer === null) return;
      clearInterval(timer);
      timer = null;
    };
    const follow = () => (document.visibilityState === 'hidden' ? stop() : start());

    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', follow);
    };
  }, []);

  const clear = useCallback(() => {
    epoch.current += 1;
    setTotal(0);
  }, []);

  return { total, clear };
}
