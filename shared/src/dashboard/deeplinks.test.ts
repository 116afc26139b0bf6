import { deeplinkPath } from './deeplinks';

describe('dashboard deep links', () => {
  it.each([
    ['profile', '/profile'],
    ['agenda', '/agenda'],
    ['courses', '/courses'],
    ['subscriptions', '/subscriptions'],
  ])('%s opens %s', (deeplink, path) => {
    expect(deeplinkPath(deeplink)).toBe(path);
  });

  it.each([null, undefined, '', 'shop', 'toString'])('%p goes nowhere', (deeplink) => {
    expect(deeplinkPath(deeplink)).toBeNull();
  });
});
