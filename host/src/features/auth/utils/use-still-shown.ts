import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the page is still on screen. Signing in moves the address bar at once (the guest
 * guard leaves the page as soon as there is a token), so what a page does after its own request
 * answers must first check it: a page the user has already left never navigates.
 */
export function useStillShown(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
