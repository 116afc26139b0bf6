import { act } from '@testing-library/react';

/**
 * jsdom has no IntersectionObserver; this one lets a test say "the bottom of the list is now on
 * screen" (or off it) for every observed node.
 */
export function installIntersectionObserver() {
  const observers = new Set<MockObserver>();

  class MockObserver {
    readonly nodes = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(node: Element) {
      this.nodes.add(node);
    }
    unobserve(node: Element) {
      this.nodes.delete(node);
    }
    disconnect() {
      this.nodes.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire(isIntersecting: boolean) {
      const entries = [...this.nodes].map(
        (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        this.callback(entries, this as unknown as IntersectionObserver);
      }
    }
  }

  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = MockObserver as unknown as typeof IntersectionObserver;

  return {
    scrollToBottom: () => act(() => observers.forEach((observer) => observer.fire(true))),
    scrollAway: () => act(() => observers.forEach((observer) => observer.fire(false))),
    uninstall: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
