import { screen, waitFor, within } from '@testing-library/react';
import {
  delay,
  installIntersectionObserver,
  makeUser,
  renderWithProviders,
  sleep,
} from '@colleghi/shared/testing';
import { REQUESTS_EMPTY_TEXT, RequestsPage } from './requests-page';
import { makeCandidate, makeDemand, makePage } from './testing/fixtures';
import { serveList } from './testing/handlers';

const session = { token: 'token-giulia', user: makeUser() };
const renderPage = () =>
  renderWithProviders(<RequestsPage />, { route: '/activity-request', session });

const list = () => screen.getByRole('list', { name: 'Le mie richieste' });

describe('RequestsPage list', () => {
  it('shows the title, the tabs and a card with type, activity, office, date, fee and labels', async () => {
    serveList('demands/', () =>
      makePage([
        makeDemand({ active_candidates: [makeCandidate(), makeCandidate({ id: 51 })] }),
        makeDemand({ id: 11, activity: 'Deposito atti', type: 'CHANCELLERY', money: null }),
      ]),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tutte',
      'Da Assegnare',
      'Assegnate',
      'Concluse da Pagare',
      'Concluse Pagate',
      'Annullate',
      'Scadute',
    ]);
    const cards = await within(await screen.findByRole('list')).findAllByRole('listitem');
    const first = within(cards[0]);
    expect(first.getByText("Sostituzione d'udienza")).toBeInTheDocument();
    expect(first.getByText('Udienza di precisazione delle conclusioni')).toBeInTheDocument();
    expect(first.getByText('Tribunale di Roma')).toBeInTheDocument();
    expect(first.getByText('martedì 12 marzo 2030, ore 09:30')).toBeInTheDocument();
    expect(first.getByText('50,00 €')).toBeInTheDocument();
    expect(first.getByText('2 colleghi disponibili')).toBeInTheDocument();
    const second = within(cards[1]);
    expect(second.getByText('Attività di cancelleria')).toBeInTheDocument();
    expect(second.getByText('Da concordare')).toBeInTheDocument();
    expect(second.getByText('Inviata')).toBeInTheDocument();
  });

  it('sends the status of the chosen tab, and none for Tutte', async () => {
    const queries = serveList('demands/', () => makePage([makeDemand()]));
    const { user } = renderPage();
    await screen.findByRole('list');
    expect(queries[0].get('page')).toBe('1');
    expect(queries[0].has('status')).toBe(false);

    const expected: [string, string][] = [
      ['Da Assegnare', 'PENDING'],
      ['Assegnate', 'ASSIGNED'],
      ['Concluse da Pagare', 'COMPLETED'],
      ['Concluse Pagate', 'PAID'],
      ['Annullate', 'ANNULLED'],
      ['Scadute', 'EXPIRED'],
    ];
    for (const [label, status] of expected) {
      await user.click(screen.getByRole('tab', { name: label }));
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(queries.at(-1)?.get('status')).toBe(status));
    }
    await user.click(screen.getByRole('tab', { name: 'Tutte' }));
    await waitFor(() => expect(queries).toHaveLength(8));
    expect(queries[7].has('status')).toBe(false);
  });

  it('debounces the search: typing quickly sends one request', async () => {
    const queries = serveList('demands/', () => makePage([makeDemand()]));
    const { user } = renderPage();
    await screen.findByRole('list');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'Roma');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('search')).toBe('Roma');
    expect(queries[1].get('page')).toBe('1');
    // Nothing else arrives after the debounce window.
    await sleep(400);
    expect(queries).toHaveLength(2);
  });

  it('requests the next page at the bottom of the list and appends it', async () => {
    const observer = installIntersectionObserver();
    try {
      const queries = serveList('demands/', (query) =>
        query.get('page') === '2'
          ? makePage([makeDemand({ id: 12, activity: 'Ritiro copie' })])
          : makePage([makeDemand(), makeDemand({ id: 11, activity: 'Deposito atti' })], {
              next: true,
            }),
      );
      renderPage();
      expect(await screen.findByText('Deposito atti')).toBeInTheDocument();
      observer.scrollToBottom();
      expect(await screen.findByText('Ritiro copie')).toBeInTheDocument();
      expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
      expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByText('Udienza di precisazione delle conclusioni')).toBeInTheDocument();
    } finally {
      observer.uninstall();
    }
  });

  it('shows the empty state of the context', async () => {
    serveList('demands/', () => makePage([]));
    renderPage();
    expect(await screen.findByText(REQUESTS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('offers the next step when there is no request: asking for an activity', async () => {
    serveList('demands/', () => makePage([]));
    renderPage();
    await screen.findByText(REQUESTS_EMPTY_TEXT);
    expect(screen.getByRole('link', { name: 'Richiedi un’attività' })).toHaveAttribute(
      'href',
      '/request-activities',
    );
  });

  it('ignores a late answer for a tab that is no longer selected', async () => {
    serveList('demands/', async (query) => {
      if (!query.has('status')) {
        await delay(300);
        return makePage([makeDemand({ id: 99, activity: 'Risposta vecchia' })]);
      }
      return makePage([makeDemand({ activity: 'Da assegnare subito' })]);
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Da Assegnare' }));
    expect(await screen.findByText('Da assegnare subito')).toBeInTheDocument();
    await sleep(400);
    expect(screen.queryByText('Risposta vecchia')).not.toBeInTheDocument();
  });
});
