import { screen, within } from '@testing-library/react';
import { dayjs } from '@colleghi/shared/platform';
import {
  HttpResponse,
  apiUrl,
  http,
  makeDashboard,
  makeEvent,
  primeDashboard,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import UpcomingEventsWidget from './upcoming-events';

const session = { token: 'chiave' };
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

describe('UpcomingEvents widget', () => {
  it('shows a skeleton while the dashboard loads', () => {
    primeDashboard(null);
    renderWithProviders(<UpcomingEventsWidget compact />, { session });

    expect(screen.getByRole('heading', { name: 'Prossimi eventi' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows each event like the agenda does: name, day, time or all day, kind', async () => {
    primeDashboard(
      makeDashboard({
        events: [
          makeEvent({ id: 1, date: day(0), start: '09:30:00', end: '10:00:00' }),
          makeEvent({
            id: 2,
            date: day(1),
            resourcetype: 'Fulfillment',
            display_name: 'Deposito memoria',
            all_day: true,
            start: null,
            end: null,
          }),
          makeEvent({
            id: 3,
            date: '2099-03-12',
            resourcetype: 'Appointment',
            display_name: 'Appuntamento con il cliente',
            start: '15:00:00',
            end: null,
          }),
        ],
      }),
    );
    const { user, location } = renderWithProviders(<UpcomingEventsWidget />, { session });

    const items = within(screen.getByRole('list', { name: 'Prossimi eventi' })).getAllByRole(
      'link',
    );
    expect(items).toHaveLength(3);

    expect(items[0]).toHaveTextContent('Udienza · Rossi c/ Bianchi');
    expect(items[0]).toHaveTextContent('Oggi · 09:30 – 10:00');
    expect(within(items[0]).getByText('Udienza')).toBeInTheDocument();

    expect(items[1]).toHaveTextContent('Domani · Tutto il giorno');
    expect(within(items[1]).getByText('Adempimento')).toBeInTheDocument();

    expect(items[2]).toHaveTextContent('giovedì 12 marzo · 15:00');
    expect(within(items[2]).getByText('Appuntamento')).toBeInTheDocument();

    for (const item of items) expect(item).toHaveAttribute('href', '/agenda');
    await user.click(items[0]);
    expect(location().pathname).toBe('/agenda');
  });

  it('opens a news item in a new tab, as the agenda does', () => {
    primeDashboard(
      makeDashboard({
        events: [
          makeEvent({
            id: 4,
            date: day(2),
            resourcetype: 'News',
            display_name: 'Riforma del processo civile',
            all_day: true,
            start: null,
            end: null,
            news: { title: 'Riforma', link: 'https://notizie.example/riforma' },
            lawyerevent: null,
          }),
        ],
      }),
    );
    renderWithProviders(<UpcomingEventsWidget />, { session });

    const news = screen.getByRole('link', {
      name: 'Riforma del processo civile (si apre in una nuova scheda)',
    });
    expect(news).toHaveAttribute('href', 'https://notizie.example/riforma');
    expect(news).toHaveAttribute('target', '_blank');
    expect(within(news).getByText('Notizia')).toBeInTheDocument();
  });

  it('links to the agenda from the heading, reachable by keyboard', async () => {
    primeDashboard(makeDashboard());
    const { user, location } = renderWithProviders(<UpcomingEventsWidget />, { session });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Vai all’agenda' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/agenda');
  });

  it('shows no more than five events', () => {
    primeDashboard(
      makeDashboard({
        events: [1, 2, 3, 4, 5, 6].map((id) => makeEvent({ id, date: day(id) })),
      }),
    );
    renderWithProviders(<UpcomingEventsWidget />, { session });

    const list = screen.getByRole('list', { name: 'Prossimi eventi' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
  });

  it('says when nothing is planned', () => {
    primeDashboard(makeDashboard({ events: [] }));
    renderWithProviders(<UpcomingEventsWidget />, { session });

    expect(screen.getByText('Nessun evento in programma')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai all’agenda' })).toHaveAttribute('href', '/agenda');
  });

  it('offers to retry when the dashboard could not be loaded', async () => {
    primeDashboard(null, 'error');
    server.use(
      http.get(apiUrl('dashboard/'), () =>
        HttpResponse.json(
          makeDashboard({ events: [makeEvent({ display_name: 'Udienza Verdi' })] }),
        ),
      ),
    );
    const { user } = renderWithProviders(<UpcomingEventsWidget />, { session });

    expect(screen.getByText('Non è stato possibile caricare i dati.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Udienza Verdi')).toBeInTheDocument();
  });
});
