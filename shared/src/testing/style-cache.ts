import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

const containers: HTMLElement[] = [];

/**
 * An emotion cache of its own for one rendered tree, writing into a container that
 * removeTestStyles() takes away after the test. jsdom's getComputedStyle (behind role queries and
 * user-event's pointer checks) matches every CSS rule of the document against the element, so
 * the styles of earlier tests, kept by one cache for the whole file, made each later test slower.
 * Each test now sees the styles of its own render, as a new page would.
 */
export function freshStyleCache(): EmotionCache {
  const container = document.createElement('div');
  container.dataset.testStyles = '';
  document.head.appendChild(container);
  containers.push(container);
  return createCache({ key: 'css', container });
}

/** Removes the styles the finished test's trees wrote (jest-setup, after unmounting them). */
export function removeTestStyles(): void {
  for (const container of containers.splice(0)) container.remove();
}
