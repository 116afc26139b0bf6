import { http, HttpResponse, server } from '@colleghi/shared/testing';
import type { RouteDeclaration } from '@colleghi/shared/routes';
import { declaredRoutes, repositoryRouteTable } from '../../testing/remote-declarations';
import type { RuntimeConfig } from '../federation/runtime-config';
import {
  buildRouteTable,
  deeplinkPath,
  fetchRemoteRoutes,
  findRemoteRoute,
  isGatedOnMobile,
  lastKnownKey,
  loadRouteTable,
  navLinks,
  pathOf,
  pathsOverlap,
  routesUrl,
} from './route-table';

const table = repositoryRouteTable();
const declaredWithout = (remote: string) => declaredRoutes().filter(([name]) => name !== remote);

describe('route table of the repository remotes', () => {
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
    expect(findRemoteRoute(table, path)).toMatchObject({ remote, access });
  });

  it.each(['/nope', '/courses/12/extra', '/agendas', '/agenda/altro', '/request-activities/a/b'])(
    '%s belongs to no remote',
    (path) => {
      expect(findRemoteRoute(table, path)).toBeNull();
    },
  );

  it('gates narrow screens except for session plumbing and payment returns', () => {
    expect(isGatedOnMobile(table, '/dashboard')).toBe(true);
    expect(isGatedOnMobile(table, '/signin')).toBe(true);
    expect(isGatedOnMobile(table, '/sso/abc')).toBe(false);
    expect(isGatedOnMobile(table, '/logout')).toBe(false);
    expect(isGatedOnMobile(table, '/subscription-activate')).toBe(false);
    expect(isGatedOnMobile(table, '/ssox')).toBe(true);
  });

  it('builds the main navigation and named links from the declarations', () => {
    expect(navLinks(table).map((link) => link.label)).toEqual([
      'Attività',
      'Agenda',
      'Verbali',
      'News',
      'Corsi',
    ]);
    expect(pathOf(table, 'course', { id: '12' })).toBe('/courses/12');
  });

  it('puts the links with a navOrder first, by number, the others after in table order', () => {
    const links = navLinks(
      buildRouteTable([
        ['activities', [{ path: '/senza', access: 'private', nav: 'Senza posizione' }]],
        ['agenda', [{ path: '/secondo', access: 'private', nav: 'Secondo', navOrder: 20 }]],
        ['records', [{ path: '/primo', access: 'private', nav: 'Primo', navOrder: 10 }]],
      ]),
    );
    expect(links.map((link) => link.label)).toEqual(['Primo', 'Secondo', 'Senza posizione']);
    expect(pathOf(table, 'nessuno')).toBeNull();
  });
});

describe('deep links of the dashboard cards and the notifications', () => {
  it.each([
    ['profile', '/profile'],
    ['agenda', '/agenda'],
    ['courses', '/courses'],
    ['subscriptions', '/subscriptions'],
  ])('%s opens %s, the page a remote declared by that name', (deeplink, path) => {
    expect(deeplinkPath(table, deeplink)).toBe(path);
  });

  it.each([null, undefined, '', 'shop', 'toString', 'course'])('%p goes nowhere', (deeplink) => {
    // `course` is declared, but with a parameter a deep link cannot fill.
    expect(deeplinkPath(table, deeplink)).toBeNull();
  });

  it('goes nowhere while the remote that declares it is not in the table', () => {
    const withoutLearning = buildRouteTable(declaredWithout('learning'));
    expect(deeplinkPath(withoutLearning, 'courses')).toBeNull();
    expect(deeplinkPath(withoutLearning, 'agenda')).toBe('/agenda');
  });
});

describe('conflicts', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it.each([
    ['/dashboard', '/dashboard', true],
    ['/courses/:id', '/courses/12', true],
    ['/courses/:id', '/courses/:slug', true],
    ['/request-activities/:type?', '/request-activities', true],
    ['/sso/:token?', '/sso', true],
    ['/courses', '/courses/:id', false],
    ['/agenda', '/agenda/calcolatore', false],
  ])('%s and %s overlap: %s', (a, b, overlap) => {
    expect(pathsOverlap(a, b)).toBe(overlap);
  });

  it("refuses a remote's path the host owns, with an error naming both", () => {
    const built = buildRouteTable([
      [
        'learning',
        [
          { path: '/dashboard', access: 'public' },
          { path: '/courses', access: 'public' },
        ],
      ],
    ]);
    expect(built.routes.map((route) => route.path)).toEqual(['/courses']);
    expect(findRemoteRoute(built, '/dashboard')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/learning.*\/dashboard.*host/));
  });

  it('keeps a path for its first owner in config.json order', () => {
    const built = buildRouteTable([
      ['agenda', [{ path: '/records', access: 'private' }]],
      [
        'learning',
        [
          { path: '/records', access: 'public' },
          { path: '/courses', access: 'public' },
        ],
      ],
    ]);
    expect(findRemoteRoute(built, '/records')).toMatchObject({
      remote: 'agenda',
      access: 'private',
    });
    expect(findRemoteRoute(built, '/courses')).toMatchObject({ remote: 'learning' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/learning.*\/records.*agenda/));
  });
});

describe('reading the declarations', () => {
  const manifest = 'http://localhost:3004/mf-manifest.json';
  const routes: RouteDeclaration[] = [{ path: '/courses', access: 'public', nav: 'Corsi' }];
  let errors: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('reads routes.json next to the manifest and keeps a copy', async () => {
    expect(routesUrl(manifest)).toBe('http://localhost:3004/routes.json');
    server.use(
      http.get(routesUrl(manifest), () => HttpResponse.json({ remote: 'learning', routes })),
    );
    expect(await fetchRemoteRoutes('learning', manifest)).toEqual(routes);
    expect(JSON.parse(window.localStorage.getItem(lastKnownKey('learning', manifest))!)).toEqual({
      routes,
    });
  });

  it('drops malformed entries with an error and keeps the rest', async () => {
    server.use(
      http.get(routesUrl(manifest), () =>
        HttpResponse.json({
          routes: [
            ...routes,
            { path: 'corsi', access: 'public' },
            { path: '/x', access: 'admin' },
            { path: '/y', access: 'public', nav: 'Y', navOrder: 'primo' },
          ],
        }),
      ),
    );
    expect(await fetchRemoteRoutes('learning', manifest)).toEqual(routes);
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it('uses the last-known copy while the remote does not answer', async () => {
    window.localStorage.setItem(lastKnownKey('learning', manifest), JSON.stringify({ routes }));
    server.use(http.get(routesUrl(manifest), () => HttpResponse.error()));
    expect(await fetchRemoteRoutes('learning', manifest)).toEqual(routes);
  });

  it('keeps no copy across manifest URLs, and reports a remote with none as unknown', async () => {
    const moved = 'http://localhost:3104/mf-manifest.json';
    window.localStorage.setItem(lastKnownKey('learning', manifest), JSON.stringify({ routes }));
    server.use(http.get(routesUrl(moved), () => new HttpResponse(null, { status: 500 })));
    const config = { remotes: { learning: moved } } as unknown as RuntimeConfig;
    const built = await loadRouteTable(config);
    expect(built).toEqual({ routes: [], unknown: ['learning'] });
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/learning.*no last-known routes/));
  });
});
