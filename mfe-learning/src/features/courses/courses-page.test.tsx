import { act, screen, waitFor, within } from '@testing-library/react';
import {
  COURSE_CATEGORIES,
  HttpResponse,
  apiUrl,
  http,
  installIntersectionObserver,
  makeCourseItem,
  makePackageItem,
  makeUser,
  renderWithProviders,
  server,
  sleep,
} from '@colleghi/shared/testing';
import { COURSES_EMPTY_TEXT, CoursesPage } from './courses-page';
import { makePage, serveCatalog, serveCategories } from './testing/handlers';

const session = { token: 'token-giulia', user: makeUser({ profile: { credits: 5 } }) };
const renderPage = (options: Parameters<typeof renderWithProviders>[1] = { session }) =>
  renderWithProviders(<CoursesPage />, { route: '/courses', ...options });

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Catalogo dei corsi' })).findAllByRole('article');

beforeEach(() => serveCategories());

describe('CoursesPage filters', () => {
  it('shows a button per category in its colours, Tutte first and pressed', async () => {
    serveCatalog(() => makePage([makeCourseItem()]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Corsi' })).toBeInTheDocument();
    const group = within(screen.getByRole('group', { name: 'Categorie' }));
    await group.findByRole('button', { name: 'Deontologia' });
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tutte',
      'Diritto civile',
      'Diritto penale',
      'Deontologia',
    ]);
    expect(group.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');
    expect(group.getByRole('button', { name: 'Diritto penale' })).toHaveStyle({
      borderColor: '#B3261E',
    });
  });

  it('sends the chosen category, one at a time, and none for Tutte', async () => {
    const queries = serveCatalog(() => makePage([makeCourseItem()]));
    const { user } = renderPage();
    const group = within(screen.getByRole('group', { name: 'Categorie' }));
    const penale = await group.findByRole('button', { name: 'Diritto penale' });
    await cards();
    expect(Object.fromEntries(queries[0])).toEqual({ tree: 'course', page: '1' });

    await user.click(penale);
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('2'));
    expect(penale).toHaveAttribute('aria-pressed', 'true');
    expect(penale).toHaveStyle({ backgroundColor: '#B3261E', color: '#FFFFFF' });

    await user.click(group.getByRole('button', { name: 'Deontologia' }));
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('3'));
    expect(penale).toHaveAttribute('aria-pressed', 'false');

    await user.click(group.getByRole('button', { name: 'Tutte' }));
    await waitFor(() => expect(queries.at(-1)?.has('category')).toBe(false));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('works the category buttons from the keyboard', async () => {
    const queries = serveCatalog(() => makePage([makeCourseItem()]));
    const { user } = renderPage();
    const civile = await screen.findByRole('button', { name: 'Diritto civile' });
    act(() => civile.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('1'));
  });

  it('debounces the search: typing quickly sends one request', async () => {
    const queries = serveCatalog(() => makePage([makeCourseItem()]));
    const { user } = renderPage();
    await cards();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un corso' }), 'preliminare');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1])).toEqual({
      tree: 'course',
      search: 'preliminare',
      page: '1',
    });
    await sleep(400);
    expect(queries).toHaveLength(2);
  });

  it('ignores a late answer for a category no longer selected', async () => {
    serveCatalog(
      (query) =>
        query.has('category')
          ? makePage([makeCourseItem({ id: 2, name: 'Corso di penale' })])
          : makePage([makeCourseItem({ id: 3, name: 'Risposta vecchia' })]),
      (query) => (query.has('category') ? 0 : 300),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Diritto penale' }));
    expect(await screen.findByText('Corso di penale')).toBeInTheDocument();
    await sleep(400);
    expect(screen.queryByText('Risposta vecchia')).not.toBeInTheDocument();
  });
});

describe('CoursesPage list', () => {
  it('shows courses and packages together and appends the next page at the bottom', async () => {
    const observer = installIntersectionObserver();
    try {
      const queries = serveCatalog((query) =>
        query.get('page') === '2'
          ? makePage([makeCourseItem({ id: 30, name: 'Privacy e studio legale' })])
          : makePage([makePackageItem(), makeCourseItem()], { next: true }),
      );
      renderPage();
      expect(await cards()).toHaveLength(2);
      observer.scrollToBottom();
      expect(await screen.findByText('Privacy e studio legale')).toBeInTheDocument();
      expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
      expect(await cards()).toHaveLength(3);
    } finally {
      observer.uninstall();
    }
  });

  it('says so when no course matches', async () => {
    serveCatalog(() => makePage([]));
    renderPage();
    expect(await screen.findByText(COURSES_EMPTY_TEXT)).toBeInTheDocument();
    expect(COURSES_EMPTY_TEXT).toBe('Nessun corso trovato');
  });

  it('shows skeleton cards while the first page loads', async () => {
    serveCatalog(
      () => makePage([makeCourseItem()]),
      () => 200,
    );
    renderPage();
    expect(screen.getByRole('status', { name: 'Caricamento dei corsi' })).toBeInTheDocument();
    await cards();
    expect(screen.queryByRole('status', { name: 'Caricamento dei corsi' })).not.toBeInTheDocument();
  });

  it('shows the server message with a retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('catalogitems/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Catalogo non disponibile.' }, { status: 403 })
          : HttpResponse.json(makePage([makeCourseItem()])),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Catalogo non disponibile.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await cards()).toHaveLength(1);
  });

  it('still lists the courses when the categories cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('categories/'), () => HttpResponse.json({ detail: 'No' }, { status: 403 })),
    );
    serveCatalog(() => makePage([makeCourseItem()]));
    renderPage();
    expect(
      await screen.findByText('Non è stato possibile caricare le categorie.'),
    ).toBeInTheDocument();
    expect(await cards()).toHaveLength(1);
  });
});

describe('CFP banner', () => {
  it('tells a signed-in user how many CFP are missing this year', async () => {
    serveCatalog(() => makePage([makeCourseItem()]));
    renderPage();
    expect(
      screen.getByText('Ti mancano 15 CFP per raggiungere l’obiettivo annuale di 20 CFP.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'CFP maturati: 5 su 20' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('link', { name: 'I miei corsi' })).toHaveAttribute(
      'href',
      '/purchased',
    );
    await cards();
  });

  it('congratulates once the target is reached', async () => {
    serveCatalog(() => makePage([makeCourseItem()]));
    renderPage({ session: { token: 't', user: makeUser({ profile: { credits: 24 } }) } });
    expect(
      screen.getByText('Hai raggiunto l’obiettivo annuale di 20 CFP: continua ad aggiornarti!'),
    ).toBeInTheDocument();
    await cards();
  });

  it('is not shown to guests, who may still browse', async () => {
    serveCatalog(() => makePage([makeCourseItem()]));
    renderPage({});
    expect(await cards()).toHaveLength(1);
    expect(screen.queryByText(/Crediti formativi/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I miei corsi' })).not.toBeInTheDocument();
    expect(COURSE_CATEGORIES).toHaveLength(3);
  });
});
