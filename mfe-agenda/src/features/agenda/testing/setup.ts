import { makeUser } from '@colleghi/shared/testing';
import { FROZEN_NOW } from './fixtures';

export const session = { token: 'token-giulia', user: makeUser() };

/** Freezes today at Monday 23 November 2026 10:00 (Rome); timers still run in real time. */
export function freezeToday(): void {
  beforeEach(() => {
    jest.useFakeTimers({ now: FROZEN_NOW, advanceTimers: true });
    // jsdom has no layout: record the scrolls the page asks for.
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
