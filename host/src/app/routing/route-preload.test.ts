import { apiUrl, http, HttpResponse, server } from '@colleghi/shared/testing';
import { loadDashboard } from '@colleghi/shared';
import {
  calls,
  remoteModule,
  resetFederationDouble,
  setRemoteLoader,
} from '../../testing/federation-runtime-double';
import { takeRemoteModule } from '../federation/remote-modules';
import { preloadFirstScreen, remoteModulesFor } from './route-preload';

const wide = { signedIn: true, narrow: false };

describe('what the first screen preloads', () => {
  it('on /dashboard, every widget of every remote (modals included)', () => {
    const modules = remoteModulesFor({ pathname: '/dashboard', ...wide });
    expect(modules).toContainEqual({ remote: 'activities', module: './DashboardCounters' });
    expect(modules).toContainEqual({ remote: 'agenda', module: './UpcomingEvents' });
    expect(modules).toContainEqual({ remote: 'account', module: './OnboardingModal' });
    expect(modules).toContainEqual({ remote: 'learning', module: './TrainingShopCard' });
    expect(new Set(modules.map((m) => m.remote))).toEqual(
      new Set(['activities', 'agenda', 'account', 'learning']),
    );
    expect(remoteModulesFor({ pathname: '/dashboard/', ...wide })).toEqual(modules);
  });

  it("on a remote's path, that remote's app, when the guard lets the visitor in", () => {
    expect(remoteModulesFor({ pathname: '/agenda', ...wide })).toEqual([
      { remote: 'agenda', module: './App' },
    ]);
    expect(remoteModulesFor({ pathname: '/courses/12', signedIn: false, narrow: false })).toEqual([
      { remote: 'learning', module: './App' },
    ]);
  });

  it('nothing where the first screen mounts no remote', () => {
    // Private pages without a session go to /signin.
    expect(remoteModulesFor({ pathname: '/agenda', signedIn: false, narrow: false })).toEqual([]);
    expect(remoteModulesFor({ pathname: '/dashboard', signedIn: false, narrow: false })).toEqual(
      [],
    );
    // The host's own pages and unknown paths.
    expect(remoteModulesFor({ pathname: '/signin', signedIn: false, narrow: false })).toEqual([]);
    expect(remoteModulesFor({ pathname: '/nessuna-pagina', ...wide })).toEqual([]);
    // The mobile gate, except where it steps aside.
    expect(remoteModulesFor({ pathname: '/agenda', signedIn: true, narrow: true })).toEqual([]);
    expect(
      remoteModulesFor({ pathname: '/subscription-activate', signedIn: true, narrow: true }),
    ).toEqual([{ remote: 'account', module: './App' }]);
  });
});

describe('preloadFirstScreen', () => {
  beforeEach(() => {
    resetFederationDouble();
    localStorage.setItem('auth_token', 'tok');
  });

  it('starts the remote and the dashboard data at once, and the page takes both', async () => {
    let dashboardCalls = 0;
    server.use(
      http.get(apiUrl('dashboard/'), () => {
        dashboardCalls += 1;
        return HttpResponse.json({ detail: 'Non trovato.' }, { status: 404 });
      }),
    );
    setRemoteLoader(() => remoteModule(() => null));
    preloadFirstScreen({ pathname: '/dashboard', ...wide });
    expect(calls.loadRemote).toContain('activities/DashboardCounters');
    const preloadedCount = calls.loadRemote.length;

    await takeRemoteModule({ remote: 'activities', module: './DashboardCounters' });
    await loadDashboard();
    // Neither was asked for a second time.
    expect(calls.loadRemote).toHaveLength(preloadedCount);
    expect(dashboardCalls).toBe(1);
  });

  it('loads nothing for a signed-out visit of the sign-in page', () => {
    preloadFirstScreen({ pathname: '/signin', signedIn: false, narrow: false });
    expect(calls.loadRemote).toEqual([]);
  });
});
