import { act } from '@testing-library/react';

/** Lets real time pass inside act, so the updates it causes are flushed as a user would see them. */
export function sleep(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/** Lets pending promise callbacks (a response being applied) run inside act; works with fake timers. */
export function flushPromises(): Promise<void> {
  return act(async () => {
    await Promise.resolve();
  });
}
