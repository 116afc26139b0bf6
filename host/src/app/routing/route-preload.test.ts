import { waitFor } from '@testing-library/react';
import { apiUrl, http, HttpResponse, server } from '@colleghi/shared/testing';
import { loadDashboard } from '@colleghi/shared/platform';
import { loadDashboardRoute } from './lazy-pages';
import { opensDashboard, preloadFirstScreen } from './route-preload';

jest.mock('./lazy-pages', () => ({ loadDashboardRoute: jest.fn(() => Promise.resolve({})) }));

const wide = { signedIn: true, narrow: false };

describe('what the first screen preloads', () => {
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
    await loadDashboard();
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
});
