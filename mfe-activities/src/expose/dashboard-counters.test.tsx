import { act, screen, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  makeDashboard,
  makeDashboardCandidate,
  makeDemand,
  makeInvitation,
  makeParty,
  makeUser,
  primeDashboard,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import DashboardCountersWidget from './dashboard-counters';

const me = makeUser({ id: 1 });
const session = { token: 'chiave', user: me };

/** A candidate preview of the colleague with this user id. */
const colleague = (id: number, first_name: string, picture: string | null = null) => {
  const preview = makeDashboardCandidate({ id: 100 + id, first_name, profile: { picture } });
  return { ...preview, user: { ...preview.user, id } };
};

describe('DashboardCounters widget', () => {
  it('shows a skeleton while the dashboard loads', () => {
    primeDashboard(null);
    renderWithProviders(<DashboardCountersWidget compact />, { session });

    expect(screen.getByRole('heading', { name: 'Le tue attività' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the three counters, each linking to its list', async () => {
    primeDashboard(makeDashboard({ counters: { candidates: 4, demands: 2, assigned_demands: 1 } }));
    const { user, location } = renderWithProviders(<DashboardCountersWidget />, { session });

    expect(screen.getByRole('link', { name: 'Disponibilità: 4' })).toHaveAttribute(
      'href',
      '/activity-proposal',
    );
    expect(screen.getByRole('link', { name: 'Richieste da te: 2' })).toHaveAttribute(
      'href',
      '/activity-request',
    );
    expect(screen.getByRole('link', { name: 'Incarichi ricevuti: 1' })).toHaveAttribute(
      'href',
      '/activity-assignments',
    );

    // Keyboard: the first counter is reachable with Tab and opens with Enter.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Disponibilità: 4' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/activity-proposal');
  });

  it('shows at most two candidate pictures per counter', () => {
    primeDashboard(
      makeDashboard({
        demands: [
          {
            ...makeDemand({ id: 10 }),
            active_candidates: [colleague(5, 'Anna', 'a.jpg'), colleague(6, 'Bruno')],
          },
          {
            ...makeDemand({ id: 11 }),
            active_candidates: [colleague(7, 'Carla')],
          },
        ],
      }),
    );
    renderWithProviders(<DashboardCountersWidget />, { session });

    const requests = screen.getByRole('link', { name: /^Richieste da te/ });
    const pictures = within(requests).getAllByRole('img');
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveAccessibleName('Anna Verdi');
    expect(pictures[0]).toHaveAttribute('src', 'a.jpg');
    // Without a picture the colleague's initials stand in for it.
    expect(pictures[1]).toHaveAccessibleName('Bruno Verdi');
    expect(pictures[1]).toHaveTextContent('BV');
    expect(within(requests).queryByRole('img', { name: 'Carla Verdi' })).not.toBeInTheDocument();
  });

  it('shows the requesters of your candidacies and assignments, never yourself', () => {
    const requester = makeParty({ id: 3, first_name: 'Marco', last_name: 'Neri' });
    primeDashboard(
      makeDashboard({
        candidates: [makeInvitation({ id: 31, demand: { id: 11, user: requester } })],
        assigned_demands: [
          {
            ...makeDemand({ id: 12, status: 'ASSIGNED', user: requester }),
            active_candidates: [colleague(me.id, 'Giulia')],
          },
        ],
      }),
    );
    renderWithProviders(<DashboardCountersWidget />, { session });

    for (const name of [/^Disponibilità/, /^Incarichi ricevuti/]) {
      const counter = screen.getByRole('link', { name });
      const pictures = within(counter).getAllByRole('img');
      expect(pictures).toHaveLength(1);
      expect(pictures[0]).toHaveAccessibleName('Marco Neri');
    }
  });

  it('invites to request an activity when there is nothing in progress', () => {
    primeDashboard(
      makeDashboard({
        counters: { candidates: 0, demands: 0, assigned_demands: 0 },
        demands: [],
        candidates: [],
        assigned_demands: [],
      }),
    );
    renderWithProviders(<DashboardCountersWidget />, { session });

    expect(screen.getByText(/Non hai attività in corso/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi un’attività' })).toHaveAttribute(
      'href',
      '/request-activities',
    );
    expect(screen.getByRole('link', { name: 'Disponibilità: 0' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('offers to retry when the dashboard could not be loaded', async () => {
    primeDashboard(null, 'error');
    server.use(
      http.get(apiUrl('dashboard/'), () =>
        HttpResponse.json(
          makeDashboard({ counters: { candidates: 3, demands: 0, assigned_demands: 0 } }),
        ),
      ),
    );
    const { user } = renderWithProviders(<DashboardCountersWidget />, { session });

    expect(screen.getByText('Non è stato possibile caricare i dati.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByRole('link', { name: 'Disponibilità: 3' })).toBeInTheDocument();
  });

  it('follows the shared store when the host loads the dashboard after mounting', () => {
    primeDashboard(null);
    renderWithProviders(<DashboardCountersWidget />, { session });
    act(() => primeDashboard(makeDashboard()));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richieste da te: 1' })).toBeInTheDocument();
  });
});
