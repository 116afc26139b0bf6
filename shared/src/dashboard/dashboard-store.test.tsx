import { act, screen } from '@testing-library/react';
import { apiUrl, delay, http, HttpResponse, renderWithProviders, server } from '../testing';
import { makeDashboard, makeDashboardCard, primeDashboard } from '../testing/dashboard-fixtures';
import { sharedStore } from '../store';
import {
  dashboardStateAtom,
  dismissDashboardCard,
  loadDashboard,
  prefetchDashboard,
  resetDashboard,
  useDashboardData,
} from './dashboard-store';

/** A widget as the remotes write them: it only reads the shared payload. */
function CounterWidget() {
  const { status, data, reload } = useDashboardData();
  if (status === 'loading') return <p>Caricamento…</p>;
  if (status === 'error') {
    return (
      <button type="button" onClick={() => void reload()}>
        Riprova
      </button>
    );
  }
  if (!data) return <p>Nessun dato</p>;
  return <p>{`Richieste da te: ${data.counters.demands}`}</p>;
}

function serveDashboard(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl('dashboard/'), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const state = () => sharedStore.get(dashboardStateAtom);

describe('dashboard store', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('starts idle, then loading, then ready with the payload', async () => {
    const dashboard = makeDashboard({
      counters: { demands: 3, candidates: 0, assigned_demands: 1 },
    });
    serveDashboard(() => HttpResponse.json(dashboard));
    expect(state()).toEqual({ status: 'idle', data: null });

    const loading = loadDashboard();
    expect(state()).toEqual({ status: 'loading', data: null });
    await loading;

    expect(state()).toEqual({ status: 'ready', data: dashboard });
  });

  it('joins a load already in flight instead of asking twice', async () => {
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(makeDashboard());
    });

    await Promise.all([loadDashboard(), loadDashboard(), loadDashboard()]);
    expect(calls.count).toBe(1);

    // A later visit asks again.
    await loadDashboard();
    expect(calls.count).toBe(2);
  });

  it('gives the first visit the prefetched load, finished or not, and asks again after that', async () => {
    const calls = serveDashboard(() => HttpResponse.json(makeDashboard()));
    prefetchDashboard();
    expect(state().status).toBe('loading');
    await act(() => delay(10));
    expect(state().status).toBe('ready');

    // The page mounts after the answer: it takes it instead of asking again.
    await loadDashboard();
    expect(calls.count).toBe(1);
    expect(state().status).toBe('ready');

    // A later visit (or "Riprova") asks again.
    await loadDashboard();
    expect(calls.count).toBe(2);
  });

  it('forgets a prefetched load on reset (a new session never sees it)', async () => {
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(makeDashboard());
    });
    prefetchDashboard();
    resetDashboard();
    await loadDashboard();
    expect(calls.count).toBe(2);
    expect(state().status).toBe('ready');
  });

  it('says error when the call fails, and reload tries again', async () => {
    serveDashboard(() => HttpResponse.json({ detail: 'Non consentito.' }, { status: 403 }));
    await loadDashboard();
    expect(state()).toEqual({ status: 'error', data: null });

    serveDashboard(() => HttpResponse.json(makeDashboard()));
    await loadDashboard();
    expect(state().status).toBe('ready');
  });

  it('clears the previous visit while a new one loads', async () => {
    primeDashboard(makeDashboard());
    serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(makeDashboard());
    });
    const loading = loadDashboard();
    expect(state()).toEqual({ status: 'loading', data: null });
    await loading;
  });

  it('drops an answer that arrives after a reset', async () => {
    serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(makeDashboard());
    });
    const loading = loadDashboard();
    resetDashboard();
    await loading;
    expect(state()).toEqual({ status: 'idle', data: null });
  });

  describe('dismissing a card', () => {
    const kept = makeDashboardCard({ id: 1, title: 'Resta' });
    const closed = makeDashboardCard({ id: 2, title: 'Va via' });
    let deleted: string[];

    beforeEach(() => {
      deleted = [];
      primeDashboard(makeDashboard({ cards: [kept, closed] }));
    });

    function serveDelete(status: number) {
      server.use(
        http.delete(apiUrl('cards/:id/'), ({ params }) => {
          deleted.push(String(params.id));
          return status === 204
            ? new HttpResponse(null, { status })
            : HttpResponse.json({ detail: 'Errore' }, { status });
        }),
      );
    }

    it('removes it from the shared payload after DELETE cards/{id}/', async () => {
      serveDelete(204);
      const result = await dismissDashboardCard(2);
      expect(result.error).toBeNull();
      expect(deleted).toEqual(['2']);
      expect(state().data?.cards).toEqual([kept]);
    });

    it('removes it too when the server says it is already gone', async () => {
      serveDelete(404);
      await dismissDashboardCard(2);
      expect(state().data?.cards).toEqual([kept]);
    });

    it('keeps it when the server refuses', async () => {
      serveDelete(403);
      const result = await dismissDashboardCard(2);
      expect(result.status).toBe(403);
      expect(state().data?.cards).toEqual([kept, closed]);
    });
  });

  describe('useDashboardData', () => {
    it('lets a widget read the payload the host loaded, without fetching it', async () => {
      // No handler for dashboard/: a widget fetching it would fail the test.
      renderWithProviders(<CounterWidget />);
      expect(screen.getByText('Nessun dato')).toBeInTheDocument();

      act(() => primeDashboard(null));
      expect(screen.getByText('Caricamento…')).toBeInTheDocument();

      act(() => primeDashboard(makeDashboard()));
      expect(screen.getByText('Richieste da te: 1')).toBeInTheDocument();
    });

    it('reload from a widget loads the payload again', async () => {
      primeDashboard(null, 'error');
      serveDashboard(() => HttpResponse.json(makeDashboard()));
      const { user } = renderWithProviders(<CounterWidget />);

      await user.click(screen.getByRole('button', { name: 'Riprova' }));

      expect(await screen.findByText('Richieste da te: 1')).toBeInTheDocument();
    });
  });
});
