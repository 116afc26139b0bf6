import { renderHook, waitFor } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeDashboard,
  makeUser,
  serveEndpoint,
  serveMe,
  server,
} from '@colleghi/shared/testing';
import {
  useDashboardVisit,
  setUnauthorizedHandler,
  sharedStore,
  tokenAtom,
  userAtom,
  userLoadFailedAtom,
  userLoadingAtom,
} from '@colleghi/shared/platform';
import { MemoryRouter } from '@colleghi/shared/router';
import { useSessionBootstrap } from '../session/use-session-bootstrap';
import { DashboardRoute, SignInPage } from './lazy-pages';
import {
  FIRST_PAGE_WAIT_MS,
  opensDashboard,
  opensSignIn,
  preloadFirstScreen,
} from './route-preload';

jest.mock('./lazy-pages', () => ({
  DashboardRoute: { preload: jest.fn(() => Promise.resolve()) },
  SignInPage: { preload: jest.fn(() => Promise.resolve()) },
}));

const loadDashboardRoute = DashboardRoute.preload;

const wide = { signedIn: true, narrow: false };

describe('what the first screen preloads', () => {
  // What a page load with a stored token asks the API for at once; a test that counts serves
  // its own answer.
  beforeEach(() => {
    serveMe(makeUser());
    serveEndpoint('get', 'dashboard/', () => ({ body: makeDashboard() }));
  });

  it('dashboard/ when the page load opens on the dashboard for a session', () => {
    expect(opensDashboard({ pathname: '/dashboard', ...wide })).toBe(true);
    expect(opensDashboard({ pathname: '/dashboard/', ...wide })).toBe(true);
    // Without a session the guard sends the visitor to /signin; the mobile gate shows no page.
    expect(opensDashboard({ pathname: '/dashboard', signedIn: false, narrow: false })).toBe(false);
    expect(opensDashboard({ pathname: '/dashboard', signedIn: true, narrow: true })).toBe(false);
    expect(opensDashboard({ pathname: '/agenda', ...wide })).toBe(false);
    expect(opensDashboard({ pathname: '/dashboard-old', ...wide })).toBe(false);
  });

  it('starts dashboard/ at once, and the page takes that load instead of asking again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('dashboard/'), () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Non trovato.' }, { status: 404 });
      }),
    );
    localStorage.setItem('auth_token', 'tok');
    preloadFirstScreen({ pathname: '/dashboard', ...wide });
    // Asked before any page mounted...
    await waitFor(() => expect(calls).toBe(1));
    // ...and the page's own load takes it.
    renderHook(() => useDashboardVisit());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
  });

  it('asks for nothing on another page', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('dashboard/'), () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    preloadFirstScreen({ pathname: '/signin', signedIn: false, narrow: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });

  it("starts the dashboard page's chunk with dashboard/, and no other page's", () => {
    const load = jest.mocked(loadDashboardRoute);
    load.mockClear();
    preloadFirstScreen({ pathname: '/agenda', ...wide });
    preloadFirstScreen({ pathname: '/dashboard', signedIn: false, narrow: false });
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem('auth_token', 'tok');
    preloadFirstScreen({ pathname: '/dashboard', ...wide });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts the sign-in page's chunk when the page load opens on /signin without a session", () => {
    const load = jest.mocked(SignInPage.preload);
    load.mockClear();
    expect(opensSignIn({ pathname: '/signin', signedIn: false, narrow: false })).toBe(true);
    expect(opensSignIn({ pathname: '/signin/', signedIn: false, narrow: true })).toBe(true);
    expect(opensSignIn({ pathname: '/signin', signedIn: true, narrow: false })).toBe(false);
    expect(opensSignIn({ pathname: '/signup', signedIn: false, narrow: false })).toBe(false);
    preloadFirstScreen({ pathname: '/dashboard', signedIn: false, narrow: false });
    expect(load).not.toHaveBeenCalled();
    preloadFirstScreen({ pathname: '/signin', signedIn: false, narrow: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the user of a stored token at once, and the shell does not ask again', async () => {
    const me = serveMe(makeUser({ first_name: 'Giulia' }));
    localStorage.setItem('auth_token', 'tok');
    preloadFirstScreen({ pathname: '/agenda', ...wide });
    // Asked before the shell rendered...
    expect(sharedStore.get(userLoadingAtom)).toBe(true);
    await waitFor(() => expect(sharedStore.get(userAtom)?.first_name).toBe('Giulia'));
    // ...and the shell's own start-up takes that answer.
    renderHook(() => useSessionBootstrap(), { wrapper: MemoryRouter });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(me.calls).toBe(1);
  });

  it('without a stored token asks for no user', async () => {
    const me = serveMe(makeUser());
    preloadFirstScreen({ pathname: '/signin', signedIn: false, narrow: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(me.calls).toBe(0);
  });

  it('a 401 to that early request ends the session, and /signin is left to the guard', async () => {
    serveEndpoint('get', 'users/me/', () => ({
      status: 401,
      body: { detail: 'Token non valido.' },
    }));
    // Before the shell mounts, the handler in place is a full page load to /signin.
    const fullPageLoad = jest.fn();
    setUnauthorizedHandler(fullPageLoad);
    localStorage.setItem('auth_token', 'scaduto');
    preloadFirstScreen({ pathname: '/agenda', ...wide });
    await waitFor(() => expect(sharedStore.get(tokenAtom)).toBeNull());
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("resolves when the first page's chunk is in, and waits for it no longer than its limit", async () => {
    const preload = jest.mocked(SignInPage.preload);
    const signIn = { pathname: '/signin', signedIn: false, narrow: false };
    let arrive: () => void = () => undefined;
    preload.mockImplementationOnce(() => new Promise<void>((resolve) => (arrive = resolve)));
    let ready = false;
    const waited = preloadFirstScreen(signIn).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    await waited;

    // A chunk that never comes, or fails, does not hold the shell back.
    jest.useFakeTimers();
    try {
      preload.mockImplementationOnce(() => new Promise<void>(() => undefined));
      const hanging = preloadFirstScreen(signIn);
      await jest.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS);
      await expect(hanging).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
    preload.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(preloadFirstScreen(signIn)).resolves.toBeUndefined();
    // Nothing to preload: at once.
    await expect(preloadFirstScreen({ pathname: '/agenda', ...wide })).resolves.toBeUndefined();
  });

  it('for a stored token, resolves once the user is in too', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveEndpoint('get', 'users/me/', async () => {
      await answered;
      return { body: makeUser({ first_name: 'Giulia' }) };
    });
    localStorage.setItem('auth_token', 'tok');
    let ready = false;
    const waited = preloadFirstScreen({ pathname: '/agenda', ...wide }).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    answer();
    await waited;
    // The shell's first render already has the user.
    expect(sharedStore.get(userAtom)?.first_name).toBe('Giulia');
  });

  it('an early request that fails is not asked again by the shell: the gate offers to retry', async () => {
    const me = serveEndpoint('get', 'users/me/', () => ({ status: 503, body: { detail: 'No' } }));
    localStorage.setItem('auth_token', 'tok');
    await preloadFirstScreen({ pathname: '/agenda', ...wide });
    expect(sharedStore.get(userLoadFailedAtom)).toBe(true);
    renderHook(() => useSessionBootstrap(), { wrapper: MemoryRouter });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(me.calls).toBe(1);
  });
});
