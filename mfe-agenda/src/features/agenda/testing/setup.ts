import { makeUser } from '@colleghi/shared/testing';
import { FROZEN_NOW } from './fixtures';

export const session = { token: 'token-giulia', user: makeUser() };

const LAYOUT_ORIGIN = '2026-01-01';

/**
 * The day the list was last scrolled to, and the element that scrolled: with the layout faked in
 * freezeToday, a day's offset in the list tells its date.
 */
export function scrolledToDay(): { date: string; scroller: unknown } | null {
  const calls = jest.mocked(Element.prototype.scrollTo).mock;
  // scrollTo's overloads make jest type the first argument as the x of scrollTo(x, y).
  const options = calls.calls.at(-1)?.[0] as ScrollToOptions | number | undefined;
  if (typeof options !== 'object' || options.top === undefined) return null;
  const date = new Date(Date.parse(LAYOUT_ORIGIN) + options.top * 8_640_000);
  return { date: date.toISOString().slice(0, 10), scroller: calls.contexts.at(-1) };
}

/** Freezes today at Monday 23 November 2026 10:00 (Rome); timers still run in real time. */
export function freezeToday(): void {
  beforeEach(() => {
    jest.useFakeTimers({ now: FROZEN_NOW, advanceTimers: true });
    // jsdom has no layout: record the scrolls the page asks for, and lay the days out 10 px
    // apart (see scrolledToDay).
    Element.prototype.scrollTo = jest.fn();
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const date = this instanceof HTMLElement ? this.dataset.date : undefined;
      const top = date ? (Date.parse(date) - Date.parse(LAYOUT_ORIGIN)) / 8_640_000 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 100, height: 10 });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
