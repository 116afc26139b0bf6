import { findRemoteRoute, isGatedOnMobile } from './route-table';

describe('route table', () => {
  it.each([
    ['/request-activities', 'activities', 'public'],
    ['/request-activities/SUBSTITUTE', 'activities', 'public'],
    ['/activity-request', 'activities', 'private'],
    ['/activity-proposal', 'activities', 'private'],
    ['/activity-assignments', 'activities', 'private'],
    ['/agenda', 'agenda', 'private'],
    ['/agenda/calcolatore', 'agenda', 'private'],
    ['/records', 'records', 'private'],
    ['/news', 'agenda', 'private'],
    ['/profile', 'account', 'private'],
    ['/profile-locations', 'account', 'private'],
    ['/subscriptions', 'account', 'public'],
    ['/subscription-activate', 'account', 'public'],
    ['/courses', 'learning', 'public'],
    ['/courses/12', 'learning', 'public'],
    ['/package/3', 'learning', 'public'],
    ['/purchased', 'learning', 'private'],
  ])('%s belongs to %s (%s)', (path, remote, access) => {
    expect(findRemoteRoute(path)).toMatchObject({ remote, access });
  });

  it.each(['/nope', '/courses/12/extra', '/agendas', '/agenda/altro', '/request-activities/a/b'])(
    '%s belongs to no remote',
    (path) => {
      expect(findRemoteRoute(path)).toBeNull();
    },
  );

  it('gates narrow screens except for session plumbing and payment returns', () => {
    expect(isGatedOnMobile('/dashboard')).toBe(true);
    expect(isGatedOnMobile('/signin')).toBe(true);
    expect(isGatedOnMobile('/sso/abc')).toBe(false);
    expect(isGatedOnMobile('/logout')).toBe(false);
    expect(isGatedOnMobile('/subscription-activate')).toBe(false);
    expect(isGatedOnMobile('/ssox')).toBe(true);
  });
});
