import { makeNotification } from '@colleghi/shared/testing';
import type { AppNotification } from '@colleghi/api-contract';
import { notificationTarget } from './notification-target';

const ORIGIN = 'http://localhost:3000';
// A notification that leads nowhere until a case gives it a target.
const bare: Partial<AppNotification> = {
  link: null,
  deeplink: null,
  record: null,
  event: null,
  demand: null,
  candidate: null,
};
const target = (overrides: Partial<AppNotification>) =>
  notificationTarget(makeNotification({ ...bare, ...overrides }), ORIGIN);

describe('where a notification leads', () => {
  it.each([
    ['an app path', '/courses/12', '/courses/12'],
    ['an address of this app', 'http://localhost:3000/package/3?tab=2#top', '/package/3?tab=2#top'],
  ])('follows %s inside the app', (_, link, path) => {
    expect(target({ link })).toEqual({ kind: 'internal', path });
  });

  it('opens an outside address as external', () => {
    expect(target({ link: 'https://www.cassaforense.it/news' })).toEqual({
      kind: 'external',
      href: 'https://www.cassaforense.it/news',
    });
  });

  it.each(['javascript:alert(1)', 'non un indirizzo', '//evil.example/x'])(
    'ignores the unsafe or broken link %s and uses what else it has',
    (link) => {
      expect(target({ link, deeplink: 'agenda' })).toEqual({ kind: 'internal', path: '/agenda' });
    },
  );

  it.each([
    ['courses', '/courses'],
    ['profile', '/profile'],
    ['agenda', '/agenda'],
    ['subscriptions', '/subscriptions'],
  ] as const)('deep link %s → %s', (deeplink, path) => {
    expect(target({ deeplink })).toEqual({ kind: 'internal', path });
  });

  it('opens a shared record on the records page with its share id and code', () => {
    expect(
      target({
        record: {
          link: 'http://localhost:3000/records?shared=6f1c1a52-3d0e-4f7c-9d55-1b2a3c4d5e6f',
          code: 'K7PQ2X',
        },
      }),
    ).toEqual({
      kind: 'internal',
      path: '/records?shared=6f1c1a52-3d0e-4f7c-9d55-1b2a3c4d5e6f&code=K7PQ2X',
    });
    expect(target({ record: { link: 'abc-123', code: 'Q1' } })).toEqual({
      kind: 'internal',
      path: '/records?shared=abc-123&code=Q1',
    });
  });

  it.each([
    ['an event', { event: 4 }, '/agenda'],
    ['a demand of yours', { demand: 10 }, '/activity-request'],
    ['a candidacy of yours', { candidate: 30 }, '/activity-proposal'],
  ])('%s', (_, overrides, path) => {
    expect(target(overrides)).toEqual({ kind: 'internal', path });
  });

  it('prefers the link, then the deep link, then the record, the event, the demand', () => {
    const all = {
      link: '/purchased',
      deeplink: 'courses' as const,
      record: { link: 'x', code: 'y' },
      event: 1,
      demand: 2,
      candidate: 3,
    };
    expect(target(all)).toEqual({ kind: 'internal', path: '/purchased' });
    expect(target({ ...all, link: null })).toEqual({ kind: 'internal', path: '/courses' });
    expect(target({ ...all, link: null, deeplink: null })?.kind).toBe('internal');
    expect(target({ ...all, link: null, deeplink: null, record: null })).toEqual({
      kind: 'internal',
      path: '/agenda',
    });
  });

  it('leads nowhere when it has nothing to open', () => {
    expect(target({})).toBeNull();
  });
});
