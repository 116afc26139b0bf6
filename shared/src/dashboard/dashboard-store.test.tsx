import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { apiUrl, delay, http, HttpResponse, renderWithProviders, server } from '../testing';
import { makeDashboard, makeDashboardCard, primeDashboard } from '../testing/dashboard-fixtures';
import { platformQueryKeys, queryClient } from '../query/query-client';
import {
  prefetchDashboard,
  useDashboardData,
  useDashboardVisit,
  useDismissDashboardCard,
} from './dashboard-store';
import type { Dashboard } from '@colleghi/api-contract';

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

/** The host's page, reduced to what the store is about: one visit, one widget. */
function DashboardVisit() {
  useDashboardVisit();
  return <CounterWidget />;
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

const counters = (demands: number) =>
  makeDashboard({ counters: { ...makeDashboard().counters, demands } });
const cached = () => queryClient.getQueryData<Dashboard>(platformQueryKeys.dashboard);

describe('dashboard store', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('a visit shows loading, then the payload, asked once', async () => {
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(counters(3));
    });
    renderWithProviders(<DashboardVisit />);

    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Richieste da te: 3')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('asks once per visit under StrictMode, and again on the next visit without the old payload', async () => {
    let demands = 1;
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(counters(demands));
    });
    const { unmount } = renderWithProviders(
      <StrictMode>
        <DashboardVisit />
      </StrictMode>,
    );
    expect(await screen.findByText('Richieste da te: 1')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    unmount();

    demands = 2;
    renderWithProviders(<DashboardVisit />);
    // A new visit never shows the previous visit's data while it loads.
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Richieste da te: 2')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('gives the first visit the prefetched load, in flight or finished, and asks again after', async () => {
    const calls = serveDashboard(() => HttpResponse.json(counters(4)));
    prefetchDashboard();
    await act(() => delay(10));
    expect(cached()?.counters.demands).toBe(4);

    // The page mounts after the answer: it takes it instead of asking again.
    const { unmount } = renderWithProviders(<DashboardVisit />);
    expect(screen.getByText('Richieste da te: 4')).toBeInTheDocument();
    await act(() => delay(10));
    expect(calls.count).toBe(1);
    unmount();

    // A later visit asks again.
    renderWithProviders(<DashboardVisit />);
    expect(await screen.findByText('Richieste da te: 4')).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(2));
  });

  it('joins a prefetch still in flight', async () => {
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(counters(5));
    });
    prefetchDashboard();
    renderWithProviders(<DashboardVisit />);
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Richieste da te: 5')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('forgets the payload when the cache is cleared (a new session never sees it)', async () => {
    const calls = serveDashboard(() => HttpResponse.json(counters(1)));
    prefetchDashboard();
    await act(() => delay(10));
    queryClient.removeQueries();
    renderWithProviders(<DashboardVisit />);
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Richieste da te: 1')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('says error when the call fails, and reload tries again', async () => {
    serveDashboard(() => HttpResponse.json({ detail: 'Non consentito.' }, { status: 403 }));
    const { user } = renderWithProviders(<DashboardVisit />);
    const retry = await screen.findByRole('button', { name: 'Riprova' });

    serveDashboard(() => HttpResponse.json(counters(6)));
    await user.click(retry);
    expect(await screen.findByText('Richieste da te: 6')).toBeInTheDocument();
  });

  it('loads again in the background when something invalidates it, keeping the payload meanwhile', async () => {
    let demands = 1;
    const calls = serveDashboard(async () => {
      await delay(20);
      return HttpResponse.json(counters(demands));
    });
    renderWithProviders(<DashboardVisit />);
    expect(await screen.findByText('Richieste da te: 1')).toBeInTheDocument();

    demands = 2;
    act(() => void queryClient.invalidateQueries({ queryKey: platformQueryKeys.dashboard }));
    expect(screen.getByText('Richieste da te: 1')).toBeInTheDocument();
    expect(await screen.findByText('Richieste da te: 2')).toBeInTheDocument();
    expect(calls.count).toBe(2);
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

    function Dismiss({ id, onResult }: { id: number; onResult: (status: number) => void }) {
      const dismiss = useDismissDashboardCard();
      return (
        <button
          type="button"
          onClick={() => void dismiss.mutateAsync(id).then((result) => onResult(result.status))}
        >
          Chiudi
        </button>
      );
    }

    async function dismiss(id: number): Promise<number> {
      let status = 0;
      const { user } = renderWithProviders(
        <Dismiss id={id} onResult={(answered) => (status = answered)} />,
      );
      await user.click(screen.getByRole('button', { name: 'Chiudi' }));
      await waitFor(() => expect(status).not.toBe(0));
      return status;
    }

    it('removes it from the shared payload after DELETE cards/{id}/', async () => {
      serveDelete(204);
      expect(await dismiss(2)).toBe(204);
      expect(deleted).toEqual(['2']);
      expect(cached()?.cards).toEqual([kept]);
    });

    it('removes it too when the server says it is already gone', async () => {
      serveDelete(404);
      await dismiss(2);
      expect(cached()?.cards).toEqual([kept]);
    });

    it('keeps it when the server refuses', async () => {
      serveDelete(403);
      expect(await dismiss(2)).toBe(403);
      expect(cached()?.cards).toEqual([kept, closed]);
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
