import { useEffect, useRef, useState } from 'react';

/** How far below (or above) the screen a slot starts loading: about a short scroll. */
export const NEAR_SCREEN_MARGIN = '200px 0px';

/**
 * True once the element has come within NEAR_SCREEN_MARGIN of the screen, and from then on.
 * `watch` false (or a browser without IntersectionObserver) answers true at once.
 */
export function useNearScreen<T extends Element>(watch: boolean) {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
