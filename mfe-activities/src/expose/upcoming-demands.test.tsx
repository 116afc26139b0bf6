import { screen, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  makeDashboard,
  makeDashboardCandidate,
  makeDemand,
  makeOffice,
  primeDashboard,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import UpcomingDemandsWidget from './upcoming-demands';

const session = { token: 'chiave' };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const demand = (id: number, overrides: Parameters<typeof makeDemand>[0] = {}, candidates = 0) => ({
  ...makeDemand({ id, datetime: inHours(72), ...overrides }),
  active_candidates: Array.from({ length: candidates }, (_, i) =>
    makeDashboardCandidate({ id: 100 + i }),
  ),
});

describe('UpcomingDemands widget', () => {
  it('shows a skeleton while the dashboard loads', () => {
    primeDashboard(null);
    renderWithProviders(<UpcomingDemandsWidget />, { session });

    expect(screen.getByRole('heading', { name: 'Le tue ultime richieste' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
  });

  it('lists your latest requests with their state labels, each opening your requests', async () => {
    primeDashboard(
      makeDashboard({
        demands: [
          demand(1, {
            type: 'DOMICILIARY',
            activity: 'Deposito atti',
            money: null,
            office: makeOffice({ name: 'Tribunale di Milano' }),
          }),
          demand(2, { activity: 'Udienza di comparizione', datetime: inHours(3) }, 2),
        ],
      }),
    );
    const { user, location } = renderWithProviders(<UpcomingDemandsWidget compact />, { session });

    const items = within(
      screen.getByRole('list', { name: 'Le tue ultime richieste' }),
    ).getAllByRole('link');
    expect(items).toHaveLength(2);

    const first = items[0];
    expect(first).toHaveTextContent('Domiciliazione');
    expect(first).toHaveTextContent('Deposito atti');
    expect(first).toHaveTextContent('Tribunale di Milano');
    expect(first).toHaveTextContent('Da concordare');
    expect(within(first).getByText('Inviata')).toBeInTheDocument();

    const second = items[1];
    expect(within(second).getByText('2 colleghi disponibili')).toBeInTheDocument();
    expect(within(second).getByText('In scadenza')).toBeInTheDocument();
    expect(second).toHaveTextContent('50,00');

    expect(screen.getByRole('link', { name: 'Vedi tutte' })).toHaveAttribute(
      'href',
      '/activity-request',
    );
    await user.click(first);
    expect(location().pathname).toBe('/activity-request');
  });

  it('shows no more than three requests', () => {
    primeDashboard(makeDashboard({ demands: [1, 2, 3, 4].map((id) => demand(id)) }));
    renderWithProviders(<UpcomingDemandsWidget />, { session });

    const list = screen.getByRole('list', { name: 'Le tue ultime richieste' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('invites to request an activity when you have no open request', async () => {
    primeDashboard(makeDashboard({ demands: [] }));
    const { user, location } = renderWithProviders(<UpcomingDemandsWidget />, { session });

    expect(screen.getByText('Non hai richieste aperte.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Richiedi un’attività' }));
    expect(location().pathname).toBe('/request-activities');
  });

  it('offers to retry when the dashboard could not be loaded', async () => {
    primeDashboard(null, 'error');
    server.use(
      http.get(apiUrl('dashboard/'), () =>
        HttpResponse.json(makeDashboard({ demands: [demand(7, { activity: 'Ritiro copie' })] })),
      ),
    );
    const { user } = renderWithProviders(<UpcomingDemandsWidget />, { session });

    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Ritiro copie')).toBeInTheDocument();
  });
});
