import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  installIntersectionObserver,
  makeUser,
  renderWithProviders,
  server,
  sleep,
} from '@colleghi/shared/testing';
import { NEWS_EMPTY_TEXT, NewsPage } from './news-page';
import { makeArticle, makePage, serveArticles, serveCategories } from './testing/fixtures';

const session = { token: 'token-giulia', user: makeUser() };
const renderPage = () => renderWithProviders(<NewsPage />, { route: '/news', session });

const articles = async () =>
  within(await screen.findByRole('list', { name: 'Elenco delle notizie' })).findAllByRole(
    'article',
  );

// Only the clock is fixed ("today" is 12 March 2026): timers stay real for MSW and user-event.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-12T10:00:00'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  serveCategories();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('NewsPage filters', () => {
  it('starts with every category and one year back', async () => {
    const queries = serveArticles(() => makePage([makeArticle()]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notizie' })).toBeInTheDocument();
    await articles();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', date_min: '2025-03-12' });
  });

  it('sends the chosen category, one at a time, and none for Tutte', async () => {
    const queries = serveArticles(() => makePage([makeArticle()]));
    const { user } = renderPage();
    const chips = within(screen.getByRole('group', { name: 'Categorie' }));
    const fisco = await chips.findByRole('button', { name: 'Fisco' });
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Tutte',
      'Giurisprudenza',
      'Normativa',
      'Fisco',
    ]);
    expect(chips.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(fisco);
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('4'));
    expect(fisco).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips.getByRole('button', { name: 'Normativa' }));
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('2'));
    expect(fisco).toHaveAttribute('aria-pressed', 'false');
    await user.click(chips.getByRole('button', { name: 'Tutte' }));
    await waitFor(() => expect(queries.at(-1)?.has('category')).toBe(false));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('turns the date filters into date_min and date_max', async () => {
    const queries = serveArticles(() => makePage([makeArticle()]));
    const { user } = renderPage();
    await articles();
    const dates = within(screen.getByRole('group', { name: 'Periodo' }));
    const expected: [string, string, string | null][] = [
      ['Oggi', '2026-03-12', null],
      ['Ieri', '2026-03-11', '2026-03-11'],
      ['Ultima settimana', '2026-03-05', null],
      ['Tutte', '2025-03-12', null],
    ];
    for (const [label, min, max] of expected) {
      await user.click(dates.getByRole('button', { name: label }));
      expect(dates.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(queries.at(-1)?.get('date_min')).toBe(min));
      expect(queries.at(-1)?.get('date_max')).toBe(max);
    }
  });

  it('debounces the search: typing quickly sends one request', async () => {
    const queries = serveArticles(() => makePage([makeArticle()]));
    const { user } = renderPage();
    await articles();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca nelle notizie' }), 'riforma');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('search')).toBe('riforma');
    expect(queries[1].get('page')).toBe('1');
    await sleep(400);
    expect(queries).toHaveLength(2);
  });

  it('ignores a late answer for filters no longer selected', async () => {
    serveArticles(
      (query) =>
        query.has('category')
          ? makePage([makeArticle({ id: 2, title: 'Notizia di Fisco' })])
          : makePage([makeArticle({ id: 3, title: 'Risposta vecchia' })]),
      (query) => (query.has('category') ? 0 : 300),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fisco' }));
    expect(await screen.findByText('Notizia di Fisco')).toBeInTheDocument();
    await sleep(400);
    expect(screen.queryByText('Risposta vecchia')).not.toBeInTheDocument();
  });
});

describe('NewsPage list', () => {
  it('appends the next page at the bottom of the list', async () => {
    const observer = installIntersectionObserver();
    try {
      const queries = serveArticles((query) =>
        query.get('page') === '2'
          ? makePage([makeArticle({ id: 3, title: 'Terza notizia' })])
          : makePage([makeArticle(), makeArticle({ id: 2, title: 'Seconda notizia' })], {
              next: true,
            }),
      );
      renderPage();
      expect(await articles()).toHaveLength(2);
      observer.scrollToBottom();
      expect(await screen.findByText('Terza notizia')).toBeInTheDocument();
      expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
      expect(await articles()).toHaveLength(3);
    } finally {
      observer.uninstall();
    }
  });

  it('shows title, category, date, summary and image, and the sanitized body on demand', async () => {
    serveArticles(() =>
      makePage([
        makeArticle({
          image: 'https://cdn.esempio.it/foto.jpg',
          body:
            '<p>Testo <strong>integrale</strong></p><script>window.hacked = true</script>' +
            '<img src="x.png" onerror="window.hacked = true">',
        }),
      ]),
    );
    const { user } = renderPage();
    const [card] = await articles();
    const inCard = within(card);
    expect(card).toHaveAccessibleName('Cassazione: nuove regole sul deposito telematico');
    expect(inCard.getByText('Giurisprudenza')).toBeInTheDocument();
    expect(inCard.getByText('11 marzo 2026')).toBeInTheDocument();
    expect(
      inCard.getByText('Le Sezioni Unite chiariscono i termini del deposito.'),
    ).toBeInTheDocument();
    // Decorative (alt=""): the title beside it says what it shows.
    expect(inCard.getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.esempio.it/foto.jpg',
    );
    const source = inCard.getByRole('link', { name: 'Leggi la fonte' });
    expect(source).toHaveAttribute('href', 'https://www.esempio.it/notizie/deposito-telematico');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const toggle = inCard.getByRole('button', { name: 'Leggi tutto' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(inCard.getByRole('button', { name: 'Mostra meno' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const body = inCard.getByTestId('article-body');
    expect(within(body).getByText('integrale').tagName).toBe('STRONG');
    expect(body.innerHTML).not.toContain('<script');
    expect(within(body).getByRole('img')).toHaveAttribute('src', 'x.png');
    expect(within(body).getByRole('img')).not.toHaveAttribute('onerror');
    expect(body.innerHTML).not.toMatch(/onerror|hacked/);
  });

  it('renders no source link nor picture whose address is not http(s)', async () => {
    serveArticles(() =>
      makePage([
        makeArticle({ link: 'javascript:alert(1)', image: 'data:text/html,<script>1</script>' }),
      ]),
    );
    renderPage();
    const [card] = await articles();
    expect(within(card).queryByRole('link', { name: 'Leggi la fonte' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    // The rest of the article is still there.
    expect(within(card).getByRole('button', { name: 'Leggi tutto' })).toBeInTheDocument();
  });

  it('shows the empty text, and an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('articles/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Non hai i permessi per le notizie.' }, { status: 403 })
          : HttpResponse.json(makePage([])),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Non hai i permessi per le notizie.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(NEWS_EMPTY_TEXT)).toBeInTheDocument();
  });
});
