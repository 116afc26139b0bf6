import { useEffect, useState } from 'react';

/**
 * The current time, re-read when `deadline` (epoch ms) passes. Rules such as "cancel only in the
 * first 2 minutes" depend on the clock; a timer set for the exact moment re-evaluates them without
 * polling. A deadline that is null or already past never schedules anything.
 */
export function useNowUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const remaining = deadline - Date.now();
    if (remaining < 0) return undefined;
    // +1 ms so the re-render happens strictly after the deadline.
    const timer = setTimeout(() => setNow(Date.now()), remaining + 1);
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}
