import { screen } from '@testing-library/react';
import { http, HttpResponse, server } from '@colleghi/shared/testing';
import { isGatedOnMobile } from '../app/routing/route-table';
import { lastKnownKey, routesUrl } from '../app/routing/route-fetch';
import { REMOTE_NAMES, type RemoteName } from '../app/federation/remote-names';
import { declaredRoutes, repositoryRouteTable } from '../testing/remote-declarations';
import { GATE_TEMPLATE_ID, narrowGateOptions } from './gate-options';
import { narrowGate } from './narrow-gate';

const MANIFESTS = Object.fromEntries(
  REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`]),
) as Record<RemoteName, string>;

/** The remotes of this repository, answering as their deployed routes.json do. */
function serveRemotes(unavailable: RemoteName[] = []) {
  server.use(
    http.get('http://localhost/config.json', () =>
      HttpResponse.json({ apiBase: 'http://localhost:8000/api/', remotes: MANIFESTS }),
    ),
    ...declaredRoutes().map(([remote, routes]) =>
      http.get(routesUrl(MANIFESTS[remote]), () =>
        unavailable.includes(remote) ? HttpResponse.error() : HttpResponse.json({ remote, routes }),
      ),
    ),
  );
}

/** A screen whose width the test sets: narrow (≤ 940 px) or wide. */
function screenWidth(initial: 'narrow' | 'wide') {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial === 'narrow',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => {
    expect(query).toBe('(max-width:940px)');
    return media;
  }) as unknown as typeof window.matchMedia;
  return (width: 'narrow' | 'wide') => {
    media.matches = width === 'narrow';
    for (const listener of [...listeners]) listener();
  };
}

/** The scripts the gate added to the page (kept out of jsdom's document). */
let added: jest.SpyInstance;
const shellScripts = () =>
  added.mock.calls.map(([node]) => new URL((node as HTMLScriptElement).src).pathname);

function openAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  return narrowGate(narrowGateOptions(['/main.js']));
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  document.body.innerHTML =
    `<div id="root"></div><template id="${GATE_TEMPLATE_ID}">` +
    '<main><h1>Colleghi è ancora più comodo sull’app</h1></main></template>';
  window.localStorage.clear();
  added = jest.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
});

afterEach(() => {
  added.mockRestore();
  window.matchMedia = originalMatchMedia;
  window.history.replaceState(null, '', '/');
});

describe('the narrow gate of index.html', () => {
  it('shows the static page on /signin of a phone and loads none of the shell', async () => {
    screenWidth('narrow');
    expect(await openAt('/signin')).toBe('gate');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(shellScripts()).toEqual([]);
  });

  it('loads the shell on a wide screen, and shows no static page', async () => {
    screenWidth('wide');
    expect(await openAt('/signin')).toBe('shell');
    expect(shellScripts()).toEqual(['/main.js']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('hands over to the shell once the screen becomes wide, and only once', async () => {
    const resize = screenWidth('narrow');
    await openAt('/');
    resize('wide');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(shellScripts()).toEqual(['/main.js']);
    // Narrow again: the running shell shows its own page now.
    resize('narrow');
    resize('wide');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(shellScripts()).toEqual(['/main.js']);
  });

  const table = repositoryRouteTable();
  it.each([
    '/',
    '/signin',
    '/SIGNIN',
    '/dashboard',
    '/reset-password/uid/token',
    '/sso',
    '/sso/chiave',
    '/ssox',
    '/logout',
    '/loading',
    '/courses',
    '/courses/12',
    '/package/3',
    '/subscription-activate',
    '/subscription-activate/oltre',
    '/profile-edit',
    '/agenda/calcolatore',
    '/non-esiste',
  ])('decides %s on a phone as the shell does', async (pathname) => {
    serveRemotes();
    screenWidth('narrow');
    const expected = isGatedOnMobile(table, pathname) ? 'gate' : 'shell';
    expect(await openAt(pathname)).toBe(expected);
  });

  it('leaves a remote path to the shell when a remote’s routes are unknown', async () => {
    serveRemotes(['learning']);
    screenWidth('narrow');
    expect(await openAt('/courses')).toBe('shell');
    expect(shellScripts()).toEqual(['/main.js']);
  });

  it('reads a silent remote’s last-known routes, as the shell does', async () => {
    serveRemotes(['account']);
    const [, accountRoutes] = declaredRoutes().find(([name]) => name === 'account')!;
    window.localStorage.setItem(
      lastKnownKey('account', MANIFESTS.account),
      JSON.stringify({ routes: accountRoutes }),
    );
    screenWidth('narrow');
    expect(await openAt('/subscription-activate')).toBe('shell');
    expect(await openAt('/courses')).toBe('gate');
  });

  it('leaves the decision to the shell when config.json cannot be read', async () => {
    server.use(http.get('http://localhost/config.json', () => HttpResponse.error()));
    screenWidth('narrow');
    expect(await openAt('/courses')).toBe('shell');
  });
});
