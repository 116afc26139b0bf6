import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, apiUrl, http, renderWithProviders, server } from '@colleghi/shared/testing';
import { AgendaPage } from './agenda-page';
import { AGENDA_TODAY_EVENT } from './hooks/use-agenda-today';
import { allEvents, appointment, hearing, makeEvent, news } from './testing/fixtures';
import { serveCalendar } from './testing/handlers';
import { freezeToday, scrolledToDay, session } from './testing/setup';

freezeToday();

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });
const monthHeading = () => screen.getByRole('heading', { level: 2 });
const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('AgendaPage calendar', () => {
  it('shows the month in Italian, weeks from Monday, today selected and dots on days with events', async () => {
    serveCalendar(allEvents);
    renderPage();
    expect(monthHeading()).toHaveTextContent('Novembre 2026');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Lun',
      'Mar',
      'Mer',
      'Gio',
      'Ven',
      'Sab',
      'Dom',
    ]);
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October.
    const calendar = screen.getByRole('table', { name: 'Novembre 2026' });
    const firstWeek = within(calendar).getAllByRole('row')[1];
    expect(within(firstWeek).getAllByRole('button')[0]).toHaveAccessibleName(
      'lunedì 26 ottobre 2026',
    );
    expect(day('lunedì 23 novembre 2026')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(day('lunedì 23 novembre 2026')).toHaveAccessibleName(
        'lunedì 23 novembre 2026, con eventi',
      ),
    );
    expect(day('mercoledì 25 novembre 2026')).toHaveAccessibleName(
      'mercoledì 25 novembre 2026, con eventi',
    );
    expect(day('martedì 24 novembre 2026')).toHaveAccessibleName('martedì 24 novembre 2026');
    expect(day('martedì 24 novembre 2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads the window around the selected day and reloads only for a month outside it', async () => {
    const queries = serveCalendar(allEvents);
    const { user } = renderPage();
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0].get('date_min')).toBe('2026-10-08');
    expect(queries[0].get('date_max')).toBe('2027-01-07');
    await screen.findByText('lunedì 23 novembre');

    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading()).toHaveTextContent('Dicembre 2026');
    expect(day('martedì 1 dicembre 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(queries).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading()).toHaveTextContent('Gennaio 2027');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('date_min')).toBe('2026-11-16');
    expect(queries[1].get('date_max')).toBe('2027-02-16');

    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(monthHeading()).toHaveTextContent('Dicembre 2026');
  });

  it('ignores previous and next month while loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveCalendar(allEvents, () => gate);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(monthHeading()).toHaveTextContent('Novembre 2026');
    act(() => release());
    await screen.findByText('lunedì 23 novembre');
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading()).toHaveTextContent('Dicembre 2026');
  });

  it("lists today's hearing before today's news", async () => {
    const todayNews = { ...news, id: 40, date: hearing.date };
    serveCalendar([todayNews, hearing]);
    renderPage();
    const today = await screen.findByRole('region', { name: 'lunedì 23 novembre' });
    const cards = within(today).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Udienza · Rossi c/ Bianchi');
    expect(cards[1]).toHaveTextContent('Riforma del processo civile');
  });

  it('groups the list by day, with times, all-day events, kinds and statuses', async () => {
    serveCalendar(allEvents);
    renderPage();
    const today = await screen.findByRole('region', { name: 'lunedì 23 novembre' });
    const cards = within(today).getAllByRole('listitem');
    // The day's work with a time first, then the all-day events.
    expect(cards[0]).toHaveTextContent('Udienza · Rossi c/ Bianchi');
    expect(cards[0]).toHaveTextContent('23/11/2026 · 09:30 – 10:00');
    expect(within(cards[0]).getByText('Udienza')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Avviso · Adempimento · Deposito memoria');
    expect(cards[1]).toHaveTextContent('Tutto il giorno');
    const done = screen.getByRole('region', { name: 'martedì 10 novembre' });
    expect(within(done).getByText('Completato')).toBeInTheDocument();
    const postponed = screen.getByRole('region', { name: 'giovedì 12 novembre' });
    expect(within(postponed).getByText('Rinviato')).toBeInTheDocument();
    const newsLink = screen.getByRole('link', { name: /Riforma del processo civile/ });
    expect(newsLink).toHaveAttribute('href', 'https://news.example.it/riforma');
    expect(newsLink).toHaveAttribute('target', '_blank');
    // Named by everything the card shows (date and kind too), and that it opens a new tab.
    expect(newsLink).toHaveAccessibleName(
      'Riforma del processo civile 20/11/2026 · Tutto il giorno Notizia (si apre in una nuova scheda)',
    );
  });

  it('opens the list on today, not on the oldest day of the window', async () => {
    serveCalendar(allEvents);
    renderPage();
    await screen.findByText('lunedì 23 novembre');
    await waitFor(() => expect(scrolledToDay()?.date).toBe('2026-11-23'));
    // The list scrolls, not the page around it (a partner portal keeps its header in view).
    const scroller = scrolledToDay()?.scroller as HTMLElement;
    expect(scroller).toContainElement(screen.getByRole('region', { name: 'lunedì 23 novembre' }));
    expect(scroller).not.toContainElement(screen.getByRole('heading', { name: 'Agenda' }));
  });

  it('scrolls the list to the day chosen in the calendar', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    await user.click(day('martedì 24 novembre 2026'));
    expect(day('martedì 24 novembre 2026')).toHaveAttribute('aria-pressed', 'true');
    // No event on the 24th: the next day with events.
    await waitFor(() => expect(scrolledToDay()?.date).toBe('2026-11-25'));
  });

  it('loads one more month before and after the window', async () => {
    const earlier = makeEvent({ id: 40, date: '2026-09-20', display_name: 'Udienza · Antica' });
    const later = makeEvent({ id: 41, date: '2027-01-20', display_name: 'Udienza · Futura' });
    const queries = serveCalendar([...allEvents, earlier, later]);
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    expect(screen.queryByText('Udienza · Antica')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carica eventi precedenti' }));
    expect(await screen.findByText('Udienza · Antica')).toBeInTheDocument();
    expect(queries[1].get('date_min')).toBe('2026-09-08');
    expect(queries[1].get('date_max')).toBe('2026-10-07');

    await user.click(screen.getByRole('button', { name: 'Carica eventi successivi' }));
    expect(await screen.findByText('Udienza · Futura')).toBeInTheDocument();
    expect(queries[2].get('date_min')).toBe('2027-01-08');
    expect(queries[2].get('date_max')).toBe('2027-02-07');
    expect(screen.getByText('Udienza · Rossi c/ Bianchi')).toBeInTheDocument();
  });

  it('hides the types unticked in the filters, in the list and the dots', async () => {
    serveCalendar([hearing, appointment]);
    const { user } = renderPage();
    await screen.findByText('Udienza · Rossi c/ Bianchi');
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    const hearings = screen.getByRole('checkbox', { name: 'Udienze' });
    expect(hearings).toHaveAttribute('aria-checked', 'true');
    const filters = screen.getByRole('group', { name: 'Filtra per tipo' });
    expect(
      within(filters)
        .getAllByRole('checkbox')
        .map((chip) => chip.textContent),
    ).toEqual(['Appuntamenti', 'Adempimenti', 'Avvisi', 'Udienze']);
    await user.click(hearings);
    expect(hearings).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText('Udienza · Rossi c/ Bianchi')).not.toBeInTheDocument();
    expect(screen.getByText('Appuntamento · Studio Neri')).toBeInTheDocument();
    expect(day('lunedì 23 novembre 2026')).toHaveAccessibleName('lunedì 23 novembre 2026');
    await user.click(screen.getByRole('checkbox', { name: 'Appuntamenti' }));
    expect(screen.getByText('Nessun evento in questo periodo')).toBeInTheDocument();
  });

  it('searches events after a 300 ms pause and lists the results', async () => {
    serveCalendar(allEvents);
    const searches: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('events/'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query);
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [hearing] });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Cerca eventi' }), 'Rossi');
    const results = await screen.findByRole('list', { name: 'Risultati della ricerca' });
    expect(within(results).getByText('Udienza · Rossi c/ Bianchi')).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(searches[0].get('search')).toBe('Rossi');
    expect(searches[0].get('page')).toBe('1');
  });

  it('jumps to today on the header event and on its own Oggi button', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    await waitFor(() => expect(monthHeading()).toHaveTextContent('Gennaio 2027'));
    await screen.findByText('lunedì 23 novembre');

    act(() => {
      window.dispatchEvent(new CustomEvent(AGENDA_TODAY_EVENT));
    });
    expect(monthHeading()).toHaveTextContent('Novembre 2026');
    expect(day('lunedì 23 novembre 2026')).toHaveAttribute('aria-pressed', 'true');

    await user.click(day('venerdì 27 novembre 2026'));
    await user.click(screen.getByRole('button', { name: 'Oggi' }));
    expect(day('lunedì 23 novembre 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the period has no events', async () => {
    serveCalendar([]);
    renderPage();
    expect(await screen.findByText('Nessun evento in questo periodo')).toBeInTheDocument();
  });

  it('shows a loading placeholder, then the server error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('events/calendar/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Intervallo di date non valido.' }, { status: 400 })
          : HttpResponse.json([hearing]),
      ),
    );
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(await screen.findByText('Intervallo di date non valido.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Udienza · Rossi c/ Bianchi')).toBeInTheDocument();
    expect(screen.queryByText('Intervallo di date non valido.')).not.toBeInTheDocument();
  });
});
